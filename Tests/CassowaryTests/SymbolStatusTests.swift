// SymbolStatus: the three states a symbol can be in, packed in one integer, read back by name.

import Testing

@testable import Cassowary

@Suite("Symbol status")
struct SymbolStatusTests {
  @Test("a parametric symbol is neither basic nor defined")
  func parametric() {
    let status = SymbolStatus.parametric
    #expect(status.isParametric)
    #expect(!status.isBasic)
    #expect(status.rowSlot == nil)
    #expect(status.definitionIndex == nil)
    #expect(status.description == "parametric")
  }

  @Test("a basic symbol gives back its row slot, slot 0 included")
  func basic() {
    for slot: Int32 in [0, 1, 7, Int32.max] {
      let status = SymbolStatus.basic(inSlot: slot)
      #expect(status.isBasic)
      #expect(!status.isParametric)
      #expect(status.rowSlot == slot)
      #expect(status.definitionIndex == nil)
    }
    #expect(SymbolStatus.basic(inSlot: 3).description == "row 3")
  }

  @Test("a defined symbol gives back its definition index, index 0 included")
  func defined() {
    for index: Int32 in [0, 1, 7, Int32.max - 2] {
      let status = SymbolStatus.defined(by: index)
      #expect(!status.isBasic)
      #expect(!status.isParametric)
      #expect(status.rowSlot == nil)
      #expect(status.definitionIndex == index)
    }
    #expect(SymbolStatus.defined(by: 5).description == "definition 5")
  }

  @Test("the three states never compare equal, and the status is as small as an Int32")
  func distinctAndSmall() {
    let states: [SymbolStatus] = [.parametric, .basic(inSlot: 0), .defined(by: 0)]
    for i in states.indices {
      for j in states.indices { #expect((states[i] == states[j]) == (i == j)) }
    }
    #expect(MemoryLayout<SymbolStatus>.stride == MemoryLayout<Int32>.stride)
  }
}
