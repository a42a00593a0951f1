/// For every symbol, the slots of the tableau rows that hold it: the column index that lets
/// substitution, the ratio tests and edits touch only the rows concerned.
///
/// The lists live in one array of slots, each symbol owning a region of it (like the rows in
/// ``CellPool``): a list that outgrows its region moves to a new one, twice the size, at the
/// end, and the array is compacted, in place, when a quarter of it is garbage. A list keeps the order of its
/// appends, and removing a slot moves the last one into its place, so that the order of every
/// list — which decides ties downstream — depends only on the sequence of changes.
struct ColumnIndex {
  /// Where a symbol's list starts in ``slots``, its length, and the room it has there.
  struct Span {
    var start: Int32
    var count: Int32
    var capacity: Int32
  }

  /// The list of each symbol, indexed by symbol.
  var spans: [Span] = []
  /// Every list, one region each.
  var slots: [Int32] = []
  /// How many entries of ``slots`` belong to no list.
  var garbage = 0

  /// The room a list gets when it first needs some.
  private static var firstRoom: Int32 { 8 }

  /// Gives the symbols below `count` a list each (empty for the new ones).
  ///
  /// Each new symbol's list gets its first region at once, side by side with the others' in
  /// one block, so that a list is not moved just to get room for its first entry (in a new
  /// solver nearly every symbol's list gets one: 200 moves a build of kiwi's enaml form).
  mutating func growSymbols(to count: Int) {
    let old = spans.count
    guard old < count else { return }
    let room = Int(ColumnIndex.firstRoom)
    let start = slots.count
    precondition(
      start + (count - old) * room <= Int(Int32.max), "the column index outgrew 2³¹ entries")
    let new = [Span](unsafeUninitializedCapacity: count - old) { spans, made in
      for k in 0..<(count - old) {
        spans[k] = Span(start: Int32(start + k * room), count: 0, capacity: Int32(room))
      }
      made = count - old
    }
    if spans.isEmpty { spans = new } else { spans.append(contentsOf: new) }
    let fill = (count - old) * room
    if slots.isEmpty && slots.capacity < fill {
      // A new index: its first regions, with a quarter more room for the lists that outgrow
      // them to move into, so that the array is not copied to larger storage while a batch of
      // constraints goes in (a feed cell's 260 symbols fill 2 288 slots, and the few lists that
      // move take 80 more). The room is not touched until a list moves there; as much room
      // again, as this first gave, cost a feed cell 330 bytes a view for no fewer instructions.
      slots = [Int32](unsafeUninitializedCapacity: fill + fill / 4) { buffer, made in
        // Only the first `fill` entries are initialized, and only those are counted.
        UnsafeMutableBufferPointer(rebasing: buffer[..<fill]).initialize(repeating: -1)
        made = fill
      }
    } else {
      slots.appendRepeating(-1, count: fill)
    }
  }

  /// Whether no row holds `symbol`.
  @inline(__always)
  func isEmpty(_ symbol: Int32) -> Bool {
    spans[Int(symbol)].count == 0
  }

  /// How many rows hold `symbol`.
  @inline(__always)
  func count(_ symbol: Int32) -> Int {
    Int(spans[Int(symbol)].count)
  }

  /// The slot at position `k` of the list of `symbol`.
  @inline(__always)
  func slot(_ k: Int, of symbol: Int32) -> Int32 {
    slots[Int(spans[Int(symbol)].start) + k]
  }

  /// The list of `symbol`, copied: for paths that are not hot.
  func list(_ symbol: Int32) -> [Int32] {
    let span = spans[Int(symbol)]
    return Array(slots[Int(span.start)..<Int(span.start + span.count)])
  }

  /// Appends `slot` to the list of `symbol`.
  @inline(__always)
  mutating func append(_ slot: Int32, to symbol: Int32) {
    let s = Int(symbol)
    if spans[s].count == spans[s].capacity { move(s) }
    slots[Int(spans[s].start + spans[s].count)] = slot
    spans[s].count += 1
  }

  /// Appends `slot` to the list of the symbol of each of `cells` (no symbol twice): the lists
  /// that are full move first, then every append is a store through a pointer.
  mutating func append(_ slot: Int32, toEachSymbolOf cells: UnsafeBufferPointer<Cell>) {
    for cell in cells {
      let s = Int(cell.symbol)
      if spans[s].count == spans[s].capacity { move(s) }
    }
    spans.withUnsafeMutableBufferPointer { spans in
      slots.withUnsafeMutableBufferPointer { slots in
        for cell in cells {
          let s = Int(cell.symbol)
          slots[Int(spans[s].start + spans[s].count)] = slot
          spans[s].count += 1
        }
      }
    }
  }

  /// Appends `slot` to the list of the symbol of each cell of `gaining` and removes it from
  /// that of each cell of `losing` (no symbol twice in all), as ``append(_:toEachSymbolOf:)``
  /// and ``remove(_:from:)`` do, with one pass of moves and one of pointer work.
  mutating func update(
    _ slot: Int32, gaining: UnsafeBufferPointer<Cell>, losing: UnsafeBufferPointer<Cell>
  ) {
    for cell in gaining {
      let s = Int(cell.symbol)
      if spans[s].count == spans[s].capacity { move(s) }
    }
    spans.withUnsafeMutableBufferPointer { spans in
      slots.withUnsafeMutableBufferPointer { slots in
        for cell in gaining {
          let s = Int(cell.symbol)
          slots[Int(spans[s].start + spans[s].count)] = slot
          spans[s].count += 1
        }
        for cell in losing {
          let s = Int(cell.symbol)
          let first = Int(spans[s].start)
          let last = first + Int(spans[s].count) - 1
          var i = last
          while i >= first && slots[i] != slot { i -= 1 }
          guard i >= first else { continue }
          slots[i] = slots[last]
          spans[s].count -= 1
        }
      }
    }
  }

  /// Moves a full list to a region twice its size at the end of ``slots``.
  private mutating func move(_ s: Int) {
    let old = spans[s]
    let capacity = Swift.max(ColumnIndex.firstRoom, 2 * old.capacity)
    let start = slots.count
    precondition(start + Int(capacity) <= Int(Int32.max), "the column index outgrew 2³¹ entries")
    slots.appendBlanks(Int(capacity), from: ColumnIndex.blanks)
    slots.withUnsafeMutableBufferPointer { slots in
      for k in 0..<Int(old.count) { slots[start + k] = slots[Int(old.start) + k] }
    }
    garbage += Int(old.capacity)
    spans[s] = Span(start: Int32(start), count: old.count, capacity: capacity)
  }

  /// Removes `slot` from the list of `symbol` (its last occurrence), moving the list's last
  /// entry into its place; does nothing when the list does not hold it.
  @inline(__always)
  mutating func remove(_ slot: Int32, from symbol: Int32) {
    let s = Int(symbol)
    let span = spans[s]
    let first = Int(span.start)
    var i = first + Int(span.count) - 1
    while i >= first && slots[i] != slot { i -= 1 }
    guard i >= first else { return }
    let last = first + Int(span.count) - 1
    slots[i] = slots[last]
    spans[s].count -= 1
  }

  /// Empties the list of `symbol`, keeping its region.
  @inline(__always)
  mutating func removeAll(of symbol: Int32) {
    spans[Int(symbol)].count = 0
  }

  /// What a list's new region is filled with, copied in slices (see `appendBlanks`).
  private static let blanks = [Int32](repeating: -1, count: 64)

  /// Empties every list of the symbols below `symbols` and the array of slots, keeping storage.
  mutating func empty(symbols: Int) {
    // Every symbol's list back in its first region, as `growSymbols(to:)` laid them out.
    let room = ColumnIndex.firstRoom
    for s in spans.indices { spans[s] = Span(start: Int32(s) * room, count: 0, capacity: room) }
    let laidOut = spans.count * Int(room)
    // A compaction may have left fewer slots than that layout needs.
    if slots.count > laidOut {
      slots.removeLast(slots.count - laidOut)
    } else {
      slots.appendRepeating(-1, count: laidOut - slots.count)
    }
    garbage = 0
  }

  /// The garbage the index keeps without compacting, whatever its size.
  static let garbageKept = 4096

  /// Slides every list down over the garbage, in place, once a quarter of the array is garbage,
  /// each with room for twice its length (within the room it had).
  ///
  /// The array keeps its storage: copying into a fresh one made a large index allocate and fault in
  /// a new array at every compaction. Only between operations: a list's region must not move while
  /// a caller reads it (see `SolverCore.substitute(_:withRowIn:)`).
  mutating func compactIfSparse() {
    guard garbage > ColumnIndex.garbageKept && garbage * 4 > slots.count else { return }
    // The lists in the order of their regions, so that each moves down over free space only.
    var order: [Int32] = []
    order.reserveCapacity(spans.count)
    // Empty lists give up their room (and point at the start, where an empty slice is valid).
    for s in spans.indices {
      if spans[s].count > 0 {
        order.append(Int32(s))
      } else {
        spans[s] = Span(start: 0, count: 0, capacity: 0)
      }
    }
    spans.withUnsafeBufferPointer { spans in
      order.sort { spans[Int($0)].start < spans[Int($1)].start }
    }
    var write: Int32 = 0
    slots.withUnsafeMutableBufferPointer { slots in
      spans.withUnsafeMutableBufferPointer { spans in
        for s in order {
          let span = spans[Int(s)]
          let capacity = Swift.min(Swift.max(ColumnIndex.firstRoom, 2 * span.count), span.capacity)
          if span.start != write {
            for k in 0..<Int(span.count) { slots[Int(write) + k] = slots[Int(span.start) + k] }
          }
          for k in Int(span.count)..<Int(capacity) { slots[Int(write) + k] = -1 }
          spans[Int(s)] = Span(start: write, count: span.count, capacity: capacity)
          write += capacity
        }
      }
    }
    slots.removeLast(slots.count - Int(write))
    garbage = 0
  }
}
