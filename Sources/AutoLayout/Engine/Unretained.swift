/// A reference to an object that neither retains nor releases it: the one place where the
/// engine steps outside Swift's reference counting and type checks.
///
/// The engine's hot loops touch the same objects over and over: the item table visits every
/// view and guide of the tree, lowering reads four variables per item and merges a
/// constraint's terms by variable, and incremental frames look items up by position. Each
/// strong reference copied on the way costs a retain and a release, and a view that something
/// holds weakly pays for each through its side table. Held through this type, they cost
/// nothing: the owner of the object (the tree, an item, the table's `keptAlive`) guarantees
/// that it lives while the engine reads it.
///
/// What it saves, measured with `valgrind --tool=callgrind` on `layout-bench --runs 1 SHAPE`
/// (the instructions inside `View.layoutIfNeeded()`: a new tree's first layout and one
/// relayout, the solver included), against a build in which this type holds a strong
/// reference (``withObject(_:)`` calls its body with it, ``object(as:)`` is a checked cast,
/// ``refers(to:)`` is `===`), that build runs 7.7% more instructions on `chain:1000` (52.7 M
/// against 48.9 M), 6.5% more on `cards:999` (65.4 M against 61.4 M) and 3.1% more on
/// `grid:1024` (164.8 M against 159.9 M, where the solver's share is larger). It also lets the table list the root without retaining it:
/// the root owns its engine, and a strong reference back would keep the tree alive.
///
/// Each use states who keeps the object alive. Comparing two references by
/// ``refers(to:)`` is safe even after the object is freed, since no object is touched.
struct Unretained<Object: AnyObject> {
  private let reference: Unmanaged<Object>

  /// Refers to `object` without retaining it.
  @inline(__always)
  init(_ object: Object) { reference = .passUnretained(object) }

  /// The object, as a strong reference that the caller holds as it would any other.
  ///
  /// The object must be alive.
  @inline(__always)
  var object: Object { reference.takeUnretainedValue() }

  /// Calls `body` with the object borrowed: neither retained nor released for the call.
  ///
  /// The object must stay alive throughout.
  @inline(__always)
  func withObject<Result>(_ body: (Object) throws -> Result) rethrows -> Result {
    try reference._withUnsafeGuaranteedRef(body)
  }

  /// The object as `T`, unchecked: the caller knows that it is one (the item table lists its
  /// views before its guides).
  @inline(__always)
  func object<T: AnyObject>(as type: T.Type) -> T {
    unsafeDowncast(reference.takeUnretainedValue(), to: T.self)
  }

  /// Calls `body` with the object borrowed (see ``withObject(_:)``) as `T`, unchecked (see
  /// ``object(as:)``).
  @inline(__always)
  func withObject<T: AnyObject, Result>(
    as type: T.Type, _ body: (T) throws -> Result
  ) rethrows -> Result {
    try reference._withUnsafeGuaranteedRef { try body(unsafeDowncast($0, to: T.self)) }
  }

  /// Whether this refers to `object`, by address: neither object is touched, so the one
  /// referred to may be gone.
  @inline(__always)
  func refers(to object: Object) -> Bool {
    reference.toOpaque() == Unmanaged.passUnretained(object).toOpaque()
  }

  /// Whether two references refer to the same object, by address.
  @inline(__always)
  func refers(toSameAs other: Unretained<Object>) -> Bool {
    reference.toOpaque() == other.reference.toOpaque()
  }

  /// Calls `body` with each object of `objects` in order, borrowed from the array: the array
  /// keeps them alive, and visiting one neither retains nor releases it.
  @inline(__always)
  static func forEach(in objects: [Object], _ body: (Object) throws -> Void) rethrows {
    try objects.withUnsafeBufferPointer { buffer in
      for k in buffer.indices {
        try Unmanaged.passUnretained(buffer[k])._withUnsafeGuaranteedRef(body)
      }
    }
  }
}
