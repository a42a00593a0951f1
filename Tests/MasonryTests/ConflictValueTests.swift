import AutoLayout
import TestSupport
import Testing

@testable import Masonry

@Suite("Conflict reports as values")
struct ConflictValueTests {
  @Test("two DSL constraints in conflict: items, attributes, numbers, keys and call sites")
  func dslConflict() throws {
    let root = makeRoot(width: 320)
    let card = addView("card", to: root)
    card.mas.makeConstraints { make in
      make.left.top.equalTo(root)
      make.height.equalTo(40)
    }
    let halfLine = #line + 2
    card.mas.makeConstraints { make in
      make.width.equalTo(root.mas.width).multipliedBy(0.5).offset(10).key("half")
    }
    let fixedLine = #line + 2
    card.mas.makeConstraints { make in
      make.width.equalTo(100).priority(1000).key("fixed")
    }
    let report = try strictConflict(root)
    let half = try #require(report.constraints.first { $0.identifier == "half" })
    let fixed = report.brokenConstraint
    let file = "MasonryTests/ConflictValueTests.swift"

    #expect(half.kind == .layoutConstraint)
    #expect(half.typeName == "MasonryLayoutConstraint")
    #expect(half.firstItem?.kind == .view)
    #expect(half.firstItem?.typeName == "View")
    #expect(half.firstItem?.name == "card")
    #expect(half.firstAttribute == .width)
    #expect(half.relation == .equal)
    #expect(half.secondItem?.name == "root")
    #expect(half.secondItem?.address == UInt(bitPattern: ObjectIdentifier(root)))
    #expect(half.secondAttribute == .width)
    #expect(half.multiplier == 0.5)
    #expect(half.constant == 10)
    #expect(half.priority == .required)
    #expect(half.callSite == CallSite(file: file, line: halfLine))
    #expect(
      half.description
        == "<MasonryLayoutConstraint:half View:card.width == View:root.width * 0.5 + 10>"
    )

    #expect(fixed.identifier == "fixed")
    #expect(fixed.firstItem?.name == "card")
    #expect(fixed.firstAttribute == .width)
    #expect(fixed.relation == .equal)
    #expect(fixed.secondItem == nil)
    #expect(fixed.secondAttribute == .notAnAttribute)
    #expect(fixed.multiplier == 1)
    #expect(fixed.constant == 100)
    #expect(fixed.priority == .required)
    #expect(fixed.callSite == CallSite(file: file, line: fixedLine))
    #expect(fixed.description == "<MasonryLayoutConstraint:fixed View:card.width == 100>")

    // The text is the constraints' own descriptions, in Masonry's format, as before.
    let made = card.mas.installedConstraints.flatMap(\.layoutConstraints)
    let byKey = Dictionary(
      uniqueKeysWithValues: made.compactMap { c in c.identifier.map { ($0, c) } })
    #expect(report.broken == byKey["fixed"]?.description)
    #expect(report.conflicting.contains(try #require(byKey["half"]?.description)))
    #expect(report.madeAt.last == "\(file):\(fixedLine)")
    #expect(report.consoleText.contains("\"\(fixed.description)\" (made at \(file):\(fixedLine))"))
  }

  @Test("a guide constrained with the DSL is named with the view that owns it")
  func guideConflict() throws {
    let root = makeRoot(width: 320)
    let gap = LayoutGuide(identifier: "gap")
    root.addLayoutGuide(gap)
    gap.mas.makeConstraints { make in
      make.width.equalTo(12)
      make.width.equalTo(13)
    }
    let report = try strictConflict(root)
    let item = try #require(report.brokenConstraint.firstItem)
    #expect(item.typeName == "LayoutGuide")
    #expect(item.name == "gap")
    #expect(item.kind == .layoutGuide(owningView: item.view))
    #expect(item.view?.name == "root")
    #expect(report.broken.hasSuffix(" LayoutGuide:gap.width == 13>"))
  }
}
