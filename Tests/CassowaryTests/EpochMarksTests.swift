// EpochMarks: the set of small integers that empties in O(1) by moving to the next epoch,
// including the wrap-around of the epoch counter.

import Testing

@_spi(Package) @testable import Cassowary

@Suite("Epoch marks")
struct EpochMarksTests {
  @Test("a new set holds nothing and has no room until it grows")
  func startsEmpty() {
    var marks = EpochMarks()
    #expect(marks.capacity == 0)
    marks.grow(to: 4)
    #expect(marks.capacity == 4)
    #expect(members(of: marks).isEmpty)
    #expect(EpochMarks(capacity: 3).capacity == 3)
  }

  @Test("insert says whether the integer is new, and contains sees it")
  func insertReportsNewIntegers() {
    var marks = EpochMarks(capacity: 8)
    let inserted = [marks.insert(5), marks.insert(5), marks.insert(0), marks.insert(7)]
    #expect(inserted == [true, false, true, true])
    #expect(marks.contains(5))
    #expect(!marks.contains(4))
    #expect(members(of: marks) == [0, 5, 7])
  }

  @Test("removeAll empties the set, and each integer can be inserted again")
  func removeAllEmpties() {
    var marks = EpochMarks(capacity: 8)
    for pass in 0..<3 {
      let inserted = [marks.insert(2), marks.insert(6), marks.insert(2)]
      #expect(inserted == [true, true, false], "pass \(pass)")
      marks.removeAll()
      #expect(members(of: marks).isEmpty, "pass \(pass)")
    }
  }

  @Test("growing keeps what is in the set and adds room that holds nothing")
  func growKeepsMarks() {
    var marks = EpochMarks(capacity: 2)
    marks.insert(1)
    marks.removeAll()
    marks.insert(0)
    marks.grow(to: 6)
    marks.grow(to: 3)  // never shrinks
    #expect(marks.capacity == 6)
    #expect(members(of: marks) == [0])
    marks.reserveCapacity(100)
    #expect(marks.capacity == 6, "reserving makes no room")
  }

  @Test("when the epoch wraps around, a stamp from long ago does not count as marked")
  func wrapAroundClearsOldStamps() {
    var marks = EpochMarks(capacity: 4)
    #expect(marks.epoch == 1)
    marks.insert(3)  // stamped with epoch 1, the epoch the wrap-around comes back to
    marks.removeAll()
    // Skip the 2^32 - 3 emptyings in between: the last epoch before the counter wraps.
    marks.epoch = UInt32.max
    marks.insert(1)
    #expect(members(of: marks) == [1])
    marks.removeAll()
    #expect(marks.epoch == 1, "the epoch skips zero, the stamp of integers never marked")
    #expect(members(of: marks).isEmpty, "no stale stamp equals the new epoch")
    let inserted = [marks.insert(3), marks.insert(1), marks.insert(3)]
    #expect(inserted == [true, true, false])
    marks.removeAll()
    #expect(marks.epoch == 2)
    #expect(members(of: marks).isEmpty)
  }

  /// The integers in the set, in increasing order.
  private func members(of marks: EpochMarks) -> [Int] {
    (0..<marks.capacity).filter { marks.contains($0) }
  }
}
