/// A binary min-heap of symbol or definition indices, the priority queue of the entering
/// candidates and of definition expansion.
struct IndexHeap {
  private(set) var items: [Int32] = []

  var isEmpty: Bool { items.isEmpty }

  /// Empties the heap, keeping its storage. (An empty heap is left alone: emptying an array
  /// costs about 150 instructions even when it is empty already.)
  mutating func removeAll() {
    if !items.isEmpty { items.removeAll(keepingCapacity: true) }
  }

  mutating func push(_ value: Int32) {
    items.append(value)
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) >> 1
      if items[parent] <= value { break }
      items[child] = items[parent]
      child = parent
    }
    items[child] = value
  }

  mutating func popMin() -> Int32? {
    guard let last = items.popLast() else { return nil }
    guard !items.isEmpty else { return last }
    let top = items[0]
    var parent = 0
    let count = items.count
    while true {
      var child = 2 * parent + 1
      if child >= count { break }
      if child + 1 < count && items[child + 1] < items[child] { child += 1 }
      if last <= items[child] { break }
      items[parent] = items[child]
      parent = child
    }
    items[parent] = last
    return top
  }
}
