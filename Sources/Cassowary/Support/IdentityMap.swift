/// A hash map keyed by object identity: the solver's variable, constraint and edit tables.
///
/// Open addressing with linear probing in two flat arrays (keys, values); a key is the object's
/// address, hashed by one multiplication (Fibonacci hashing), and a removed key's followers are
/// shifted back so that no tombstones build up. A `Dictionary<ObjectIdentifier, _>` hashes each
/// key with SipHash, about 90 instructions; a lookup here is about 15. Building kiwi's enaml
/// form (workload W5A) looks up or inserts about 300 keys per solver, and those hashes and the
/// dictionary's growth were 8 % of the work.
///
/// Iteration order (``values``) depends on the addresses, so callers that print sort first.
struct IdentityMap<Value> {
  /// The address of each slot's object, or ``empty``.
  private var keys: [UInt] = []
  private var slots: [Value?] = []
  /// `keys.count - 1`: the capacity is a power of two.
  private var mask = 0
  /// The right shift that takes a product's top bits as a slot: 64 − log2(capacity).
  private var shift: UInt = 64
  /// The number of keys held.
  private(set) var count = 0

  /// The key of a free slot (no object lives at address zero).
  private static var empty: UInt { 0 }
  /// The fewest slots a map that holds anything has.
  private static var smallestCapacity: Int { 16 }

  /// Whether the map holds no key.
  var isEmpty: Bool { count == 0 }

  /// The values held, in slot order.
  var values: [Value] { slots.compactMap { $0 } }

  @inline(__always)
  private func home(_ key: UInt) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  /// The slot that holds `key`, or nil.
  @inline(__always)
  private func find(_ key: UInt) -> Int? {
    guard count > 0 else { return nil }
    var i = home(key)
    while true {
      let k = keys[i]
      if k == key { return i }
      if k == IdentityMap.empty { return nil }
      i = (i + 1) & mask
    }
  }

  /// The value of `key`; setting nil removes the key.
  subscript(key: ObjectIdentifier) -> Value? {
    get {
      guard let i = find(UInt(bitPattern: key)) else { return nil }
      return slots[i]
    }
    set {
      if let newValue {
        insert(UInt(bitPattern: key), newValue)
      } else {
        _ = removeValue(forKey: key)
      }
    }
  }

  /// Calls `body` on the value of `key` in place; returns nil (without calling it) when the map
  /// does not hold the key.
  mutating func update<R>(_ key: ObjectIdentifier, _ body: (inout Value) -> R) -> R? {
    guard let i = find(UInt(bitPattern: key)), var value = slots[i] else { return nil }
    slots[i] = nil  // so that the value is not shared while `body` changes it
    defer { slots[i] = value }
    return body(&value)
  }

  /// Makes room for `capacity` keys without growing again.
  mutating func reserveCapacity(_ capacity: Int) {
    var size = IdentityMap.smallestCapacity
    while size * 3 < capacity * 4 { size *= 2 }
    if size > keys.count { rehash(to: size) }
  }

  private mutating func insert(_ key: UInt, _ value: Value) {
    if (count + 1) * 4 > keys.count * 3 {
      // Four times larger while small, so that a map that fills up from nothing (a form's
      // constraints) rehashes twice on the way to a few hundred keys rather than four times.
      let factor = keys.count < 1024 ? 4 : 2
      rehash(to: Swift.max(IdentityMap.smallestCapacity, factor * keys.count))
    }
    var i = home(key)
    while true {
      let k = keys[i]
      if k == key {
        slots[i] = value
        return
      }
      if k == IdentityMap.empty {
        keys[i] = key
        slots[i] = value
        count += 1
        return
      }
      i = (i + 1) & mask
    }
  }

  /// Removes `key`; returns its value, or nil when the map did not hold it.
  @discardableResult
  mutating func removeValue(forKey key: ObjectIdentifier) -> Value? {
    guard var hole = find(UInt(bitPattern: key)) else { return nil }
    let removed = slots[hole]
    // Shift back each follower of the run that may move into the hole (its home is not
    // cyclically between the hole and itself), so that every key stays reachable from its home.
    var j = hole
    while true {
      j = (j + 1) & mask
      let k = keys[j]
      if k == IdentityMap.empty { break }
      let h = home(k)
      let stays = hole <= j ? (hole < h && h <= j) : (hole < h || h <= j)
      if stays { continue }
      keys[hole] = k
      slots[hole] = slots[j]
      hole = j
    }
    keys[hole] = IdentityMap.empty
    slots[hole] = nil
    count -= 1
    return removed
  }

  private mutating func rehash(to capacity: Int) {
    let oldKeys = keys
    let oldSlots = slots
    keys = Array(repeating: IdentityMap.empty, count: capacity)
    slots = Array(repeating: nil, count: capacity)
    mask = capacity - 1
    shift = UInt(64 - capacity.trailingZeroBitCount)
    count = 0
    for i in oldKeys.indices where oldKeys[i] != IdentityMap.empty {
      if let value = oldSlots[i] { insert(oldKeys[i], value) }
    }
  }
}
