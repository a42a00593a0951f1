import AutoLayout
import TestSupport
import Testing

@testable import Masonry

@Suite("Misuse traps with Masonry's messages, the views and the call site")
struct MisuseTests {
  @Test("redefining a relation")
  func redefinition() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let root = View(name: "root")
      let a = View(name: "a")
      root.addSubview(a)
      a.mas.makeConstraints { make in
        let width = make.width
        width.equalTo(root)
        width.lessThanOrEqualTo(root)
      }
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(text.contains("Redefinition of constraint relation"))
    #expect(text.contains("View:a.width to View:root.width"))
    #expect(text.contains("MisuseTests.swift:"))
  }

  @Test("a constant may follow the same relation (Masonry allows it)")
  func sameRelationConstant() {
    let root = makeRoot()
    let a = addView("a", to: root)
    let made = a.mas.makeConstraints { make in
      let width = make.width
      width.equalTo(root)
      width.equalTo(10)
    }
    #expect(summaries(made) == ["a.width == root.width + 10 on root"])
  }

  @Test("chaining an attribute after a relation")
  func chainAfterRelation() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let root = View(name: "root")
      let a = View(name: "a")
      root.addSubview(a)
      a.mas.makeConstraints { make in
        let top = make.top
        top.equalTo(root)
        _ = top.left
      }
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(text.contains("Attributes should be chained before defining the constraint relation"))
    #expect(text.contains("View:a.top to View:root.top, then left"))
  }

  @Test("no common superview")
  func noCommonSuperview() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let root = View(name: "root")
      let a = View(name: "a")
      root.addSubview(a)
      let stranger = View(name: "stranger")
      a.mas.makeConstraints { make in make.left.equalTo(stranger.mas.right) }
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(text.contains("couldn't find a common superview for View:a and View:stranger"))
    #expect(text.contains("MisuseTests.swift:"))
  }

  @Test("changing the multiplier of an installed constraint")
  func multiplierAfterInstall() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let root = View(name: "root")
      let a = View(name: "a")
      root.addSubview(a)
      let made = a.mas.makeConstraints { make in make.width.equalTo(root) }
      made[0].multipliedBy(2)
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(text.contains("Cannot modify constraint multiplier after it has been installed"))
    #expect(text.contains("View:a.width"))
  }

  @Test("changing the priority of an installed constraint with priority()")
  func priorityAfterInstall() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let root = View(name: "root")
      let a = View(name: "a")
      root.addSubview(a)
      let made = a.mas.makeConstraints { make in make.height.equalTo(10) }
      made[0].priority(.low)
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(text.contains("Cannot modify constraint priority after it has been installed"))
    #expect(text.contains("View:a.height"))
  }

  @Test("distributing fewer than two views")
  func distributeOne() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let root = View(name: "root")
      let a = View(name: "a")
      root.addSubview(a)
      [a].mas.distributeViews(along: .horizontal, fixedSpacing: 8, leadSpacing: 0, tailSpacing: 0)
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(text.contains("views to distribute need to bigger than one"))
    #expect(text.contains("View:a"))
  }

  @Test("distributing views of separate trees")
  func distributeApart() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let a = View(name: "a")
      let b = View(name: "b")
      View(name: "r1").addSubview(a)
      View(name: "r2").addSubview(b)
      [a, b].mas.distributeViews(
        along: .vertical, fixedItemLength: 8, leadSpacing: 0, tailSpacing: 0)
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(text.contains("Can't constrain views that do not share a common superview"))
    #expect(text.contains("View:a, View:b"))
  }

  @Test("equalToSuperview without a superview")
  func missingSuperview() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let a = View(name: "orphan")
      a.mas.makeConstraints { make in make.edges.equalToSuperview() }
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      text.contains(
        "Expected superview but found nil when attempting make constraint `equalToSuperview`"))
    #expect(text.contains("View:orphan"))
  }

  @Test("a location constant without a superview")
  func locationWithoutSuperview() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let a = View(name: "orphan")
      a.mas.makeConstraints { make in make.left.equalTo(10) }
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(text.contains("Location attributes must be specified in pairs"))
    #expect(text.contains("View:orphan.left"))
  }

  @Test("attributes() with an empty set")
  func emptyAttributes() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let root = View(name: "root")
      let a = View(name: "a")
      root.addSubview(a)
      a.mas.makeConstraints { make in make.attributes([]).equalTo(root) }
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(text.contains("You didn't pass any attribute to make.attributes(...)"))
  }
}
