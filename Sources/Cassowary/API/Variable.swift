/// An unknown of a linear system, such as the left edge or the width of a view.
///
/// A variable is a reference: two variables are the same unknown only if they are the same
/// object, whatever their names. The solver writes the solution into ``value`` when you call
/// ``Solver/updateVariables()``.
///
/// ```swift
/// let width = Variable("width")
/// let solver = Solver()
/// try solver.addConstraint(width >= 20)
/// try solver.addConstraint((width == 50) | .strong)
/// solver.updateVariables()
/// print(width.value)  // 50.0
/// ```
///
/// Variables are not thread-safe: a variable and every solver that uses it belong to one
/// thread (or actor) at a time.
public final class Variable: @unchecked Sendable {
  /// A name for debugging output; it plays no part in solving.
  public var name: String {
    suffix.utf8CodeUnitCount == 0 ? base : base + "." + suffix.description
  }
  /// The name, or its first part when ``suffix`` is not empty: a name made of two parts is put
  /// together only when asked for, so that making a variable allocates no string.
  private let base: String
  private let suffix: StaticString

  // Not checked for exclusive access at run time: only the solver writes it, with plain stores
  // (never an `inout` access that could overlap another), and the check cost more than the
  // whole of the rest of writing a solution (85 instructions a write; see the article
  // "Performance notes"). The attribute leaves the check out of this module's accesses only:
  // another module that read a stored property directly would check each read (about 75
  // instructions, a third of setting a frame), so the public property reads it here.
  @exclusivity(unchecked) private var storedValue: Double = 0

  /// The value the last ``Solver/updateVariables()`` call gave this variable (0 until then).
  public internal(set) var value: Double {
    get { storedValue }
    set { storedValue = newValue }
  }

  /// A number for the owner's bookkeeping, such as the index of the object the variable belongs to,
  /// so that a variable reported by ``Solver/updateVariables(reportingChanges:)`` can be traced
  /// back to it.
  ///
  /// The solver never reads or changes it; it starts at -1.
  ///
  /// ```swift
  /// let left = Variable("box.left")
  /// left.tag = 7  // boxes[7] owns it
  /// ```
  public var tag: Int {
    get { storedTag }
    set { storedTag = newValue }
  }
  // Read and written through `tag` only, with plain loads and stores: not checked at run time,
  // for the reason `storedValue` is not.
  @exclusivity(unchecked) private var storedTag: Int = -1

  /// The solver that holds this variable without an entry in its table of variables, and the
  /// symbol it gave it there (0 when no solver does).
  ///
  /// It is the first solver to use the variable, until the variable leaves it or the solver is
  /// emptied or goes away. It spares the solver a table in the common case of one solver.
  ///
  /// Read and written only by the solver, with plain loads and stores, so not checked at run time
  /// either.
  @exclusivity(unchecked) var cachedSolverID: UInt64 = 0
  @exclusivity(unchecked) var cachedSymbol: Int32 = noSymbol

  /// Creates a variable with a name used only in descriptions.
  public init(_ name: String = "") {
    base = name
    suffix = ""
  }

  /// Creates a variable named `base` followed by `.` and `suffix` (`box.minX`), the name being
  /// put together only when asked for: for the layers above that make several variables for one
  /// named object, which should cost no string each.
  @_spi(Package) public init(_ base: String, suffix: StaticString) {
    self.base = base
    self.suffix = suffix
  }
}

extension Variable: CustomStringConvertible {
  /// The variable's name, or `v` followed by its address when it has none.
  public var description: String {
    if name.isEmpty {
      return "v\(UInt(bitPattern: ObjectIdentifier(self)) & 0xffff)"
    }
    return name
  }
}
