/// A hash map keyed by object identity: the solver's variable, constraint and edit tables.
///
/// Open addressing with linear probing in a table of keys (the objects' addresses) and of
/// positions into a dense list of the values; a key is hashed by one multiplication (Fibonacci
/// hashing), and a removed key's followers are shifted back so that no tombstones build up. A
/// `Dictionary<ObjectIdentifier, _>` hashes each key with SipHash, about 90 instructions; a
/// lookup here is about 15. Building kiwi's enaml form (workload W5A) looks up or inserts about
/// 300 keys per solver, and those hashes and the dictionary's growth were 8 % of the work. The
/// values live in a dense array, not in the table, so that no array of optional values (filled
/// and destroyed through value witnesses when the values hold references) is needed.
///
/// Iteration order (``values``) is that of insertion, disturbed by removals, so callers that
/// print sort first.
struct IdentityMap<Value> {
  /// The address of each table slot's object, or ``empty``.
  private var keys: [UInt] = []
  /// The position in ``values`` of each table slot's value.
  private var positions: [Int32] = []
  /// `keys.count - 1`: the capacity is a power of two.
  private var mask = 0
  /// The right shift that takes a product's top bits as a slot: 64 − log2(capacity).
  private var shift: UInt = 64
  /// The values, densely, and the key of each.
  private(set) var values: [Value] = []
  private var valueKeys: [UInt] = []

  /// The key of a free slot (no object lives at address zero).
  private static var empty: UInt { 0 }
  /// The fewest slots a map that holds anything has.
  private static var smallestCapacity: Int { 16 }

  /// The number of keys held.
  var count: Int { values.count }

  /// Whether the map holds no key.
  var isEmpty: Bool { values.isEmpty }

  @inline(__always)
  private func home(_ key: UInt) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  /// The table slot that holds `key`, or nil.
  @inline(__always)
  private func find(_ key: UInt) -> Int? {
    guard !values.isEmpty else { return nil }
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
      return values[Int(positions[i])]
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
    guard let i = find(UInt(bitPattern: key)) else { return nil }
    return body(&values[Int(positions[i])])
  }

  /// Removes every key, keeping the storage.
  mutating func removeAll() {
    guard !values.isEmpty else { return }
    keys.withUnsafeMutableBufferPointer { $0.update(repeating: IdentityMap.empty) }
    values.removeAll(keepingCapacity: true)
    valueKeys.removeAll(keepingCapacity: true)
  }

  /// Makes room for `capacity` keys without growing again.
  mutating func reserveCapacity(_ capacity: Int) {
    var size = IdentityMap.smallestCapacity
    while size * 3 < capacity * 4 { size *= 2 }
    if size > keys.count { rehash(to: size) }
    values.reserveCapacity(capacity)
    valueKeys.reserveCapacity(capacity)
  }

  private mutating func insert(_ key: UInt, _ value: Value) {
    if (values.count + 1) * 4 > keys.count * 3 {
      // Four times larger while small, so that a map that fills up from nothing (a form's
      // constraints) rehashes twice on the way to a few hundred keys rather than four times.
      let factor = keys.count < 1024 ? 4 : 2
      rehash(to: Swift.max(IdentityMap.smallestCapacity, factor * keys.count))
    }
    var i = home(key)
    while true {
      let k = keys[i]
      if k == key {
        values[Int(positions[i])] = value
        return
      }
      if k == IdentityMap.empty {
        keys[i] = key
        positions[i] = Int32(values.count)
        values.append(value)
        valueKeys.append(key)
        return
      }
      i = (i + 1) & mask
    }
  }

  /// Removes `key`; returns its value, or nil when the map did not hold it.
  @discardableResult
  mutating func removeValue(forKey key: ObjectIdentifier) -> Value? {
    guard var hole = find(UInt(bitPattern: key)) else { return nil }
    let position = Int(positions[hole])
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
      positions[hole] = positions[j]
      hole = j
    }
    keys[hole] = IdentityMap.empty
    // The last value takes the removed one's place in the dense list.
    let removed = values[position]
    let lastKey = valueKeys.removeLast()
    let lastValue = values.removeLast()
    if position < values.count {
      values[position] = lastValue
      valueKeys[position] = lastKey
      if let slot = find(lastKey) { positions[slot] = Int32(position) }
    }
    return removed
  }

  private mutating func rehash(to capacity: Int) {
    keys = Array(repeating: IdentityMap.empty, count: capacity)
    positions = Array(repeating: -1, count: capacity)
    mask = capacity - 1
    shift = UInt(64 - capacity.trailingZeroBitCount)
    for (position, key) in valueKeys.enumerated() {
      var i = home(key)
      while keys[i] != IdentityMap.empty { i = (i + 1) & mask }
      keys[i] = key
      positions[i] = Int32(position)
    }
  }
}

extension IdentityMap: Sendable where Value: Sendable {}
