/// Where the value of a symbol comes from: the row of the tableau it is basic in, a definition,
/// or nowhere (a parametric symbol, whose value is zero).
///
/// The solver keeps one of these per symbol, packed in one `Int32` so that the per-symbol array
/// stays as small and as fast as an array of integers: a row slot is stored as itself (zero or
/// more), parametric as -1, and definition `d` as `-2 - d`. Only this type reads or writes that
/// encoding; everything else asks ``isParametric``, ``rowSlot`` or ``definitionIndex``.
struct SymbolStatus: Equatable {
  /// The packed status: a slot (>= 0), -1, or `-2 - index`.
  private var encoded: Int32

  private init(encoded: Int32) {
    self.encoded = encoded
  }

  /// Neither basic nor defined: the symbol is one of the tableau's parameters, at zero.
  static let parametric = SymbolStatus(encoded: -1)

  /// Basic in the row in `slot`.
  @inline(__always)
  static func basic(inSlot slot: Int32) -> SymbolStatus {
    SymbolStatus(encoded: slot)
  }

  /// Defined by the definition at `index`.
  @inline(__always)
  static func defined(by index: Int32) -> SymbolStatus {
    SymbolStatus(encoded: -2 - index)
  }

  /// Whether the symbol is parametric: no row is solved for it and no definition defines it.
  @inline(__always)
  var isParametric: Bool { encoded == -1 }

  /// Whether a row of the tableau is solved for the symbol.
  @inline(__always)
  var isBasic: Bool { encoded >= 0 }

  /// The slot of the row solved for the symbol, or nil when it is not basic.
  @inline(__always)
  var rowSlot: Int32? { encoded >= 0 ? encoded : nil }

  /// The index of the definition of the symbol, or nil when it is not defined.
  @inline(__always)
  var definitionIndex: Int32? { encoded <= -2 ? -2 - encoded : nil }
}

extension SymbolStatus: CustomStringConvertible {
  /// `row 3`, `parametric` or `definition 5`, for invariant reports.
  var description: String {
    if let slot = rowSlot { return "row \(slot)" }
    if let index = definitionIndex { return "definition \(index)" }
    return "parametric"
  }
}
