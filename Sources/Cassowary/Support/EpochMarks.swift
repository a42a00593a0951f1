/// A set of small non-negative integers (symbols, row slots, item indices) that empties in O(1).
///
/// Each integer has a stamp, and an integer is in the set when its stamp equals the current
/// epoch. Emptying the set moves to the next epoch instead of clearing the stamps, so a pass that
/// marks a few integers out of many costs what it marks, not what it could mark. Stamps start at
/// zero and the epoch never is zero, so an integer never marked is never in the set. When the
/// epoch wraps around, after 2³² − 1 emptyings, every stamp is cleared once, so that a stamp
/// left from long ago cannot equal the new epoch.
///
/// ```swift
/// var seen = EpochMarks()
/// seen.grow(to: symbolCount)
/// for symbol in changed where seen.insert(symbol) { visit(symbol) }  // each once
/// seen.removeAll()                                                   // O(1)
/// ```
///
/// The solver uses it to gather rows (`Accumulator`), to note changed symbols (`ChangeLog`) and
/// to save each row and coefficient once (`Journal`). It is for the modules of this package (the
/// layout engine can mark moved items with it), not for users: `@_spi(Package) import Cassowary`.
///
/// Why SPI and not `package`: a caller in another module must inline these few instructions to
/// match a hand-written stamp array, and Swift 6.3 does not serialize the bodies of `package`
/// declarations, `@inlinable` or not, for other modules (without package-wide cross-module
/// optimization). As a `package` type, a marking loop in another module of this package ran
/// twice the instructions of the same loop by hand (a call and a uniqueness check per
/// `insert`); as `@inlinable` SPI it runs the same instructions, and it stays out of the public
/// API and its documentation.
@_spi(Package) public struct EpochMarks: Sendable {
  /// The stamp of each integer below ``capacity``: the epoch in which it was last inserted.
  @usableFromInline var stamps: [UInt32] = []
  /// The current epoch: an integer is in the set when its stamp equals it; never zero.
  @usableFromInline var epoch: UInt32 = 1

  /// Creates an empty set that can hold no integer until it grows.
  @inlinable
  public init() {}

  /// Creates an empty set that can hold the integers below `capacity`.
  @inlinable
  public init(capacity: Int) {
    stamps = Array(repeating: 0, count: capacity)
  }

  /// The integers the set can hold are those below this number.
  @inlinable
  public var capacity: Int { stamps.count }

  /// Makes room for the integers below `capacity`, none of them in the set; does nothing when
  /// there is room already.
  ///
  /// - Complexity: O(the growth), amortized O(1) per integer added.
  @inlinable
  public mutating func grow(to capacity: Int) {
    if stamps.count + 1 == capacity {
      stamps.append(0)  // one more, the common case: the inlined fast path of `append`
    } else if stamps.count < capacity {
      // (`Array(repeating:count:)`, appended: far faster than appending a `repeatElement`.)
      let more = Array(repeating: UInt32(0), count: capacity - stamps.count)
      if stamps.isEmpty { stamps = more } else { stamps.append(contentsOf: more) }
    }
  }

  /// Reserves storage for the integers below `capacity` without making room for them yet, so
  /// that later calls of ``grow(to:)`` do not reallocate.
  @inlinable
  public mutating func reserveCapacity(_ capacity: Int) {
    stamps.reserveCapacity(capacity)
  }

  /// Whether `integer`, which must be below ``capacity``, is in the set.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func contains(_ integer: Int) -> Bool {
    stamps[integer] == epoch
  }

  /// Puts `integer`, which must be below ``capacity``, in the set; returns true when it was not in
  /// the set already.
  ///
  /// - Complexity: O(1).
  @inlinable
  @discardableResult
  public mutating func insert(_ integer: Int) -> Bool {
    if stamps[integer] == epoch { return false }
    stamps[integer] = epoch
    return true
  }

  /// Empties the set, keeping its capacity.
  ///
  /// - Complexity: O(1), except once every 2³² − 1 calls, when the epoch wraps around and every
  ///   stamp is cleared: O(``capacity``).
  @inlinable
  public mutating func removeAll() {
    epoch &+= 1
    if epoch == 0 {
      for i in stamps.indices { stamps[i] = 0 }
      epoch = 1
    }
  }
}
