import AutoLayout
import TestSupport
import Testing

@testable import Masonry

@Suite("Descriptions and reports")
struct DescriptionTests {
  @Test("Masonry's description format, from Masonry's own test expectations")
  func masonryFormat() {
    let root = makeRoot()
    root.mas.key = "superview"
    let newView = addView("ignored", to: root)
    newView.mas.key = "newView"
    let low = newView.mas.makeConstraints { make in
      make.width.greaterThanOrEqualTo(300).priorityLow()
    }
    let text = low[0].layoutConstraints[0].description
    #expect(text.hasPrefix("<MasonryLayoutConstraint:0x"))
    #expect(text.hasSuffix(" View:newView.width >= 300 ^low>"))

    let newView1 = addView("newView1", to: root)
    let newView2 = addView("newView2", to: root)
    let hello = newView1.mas.makeConstraints { make in
      make.baseline.equalTo(newView2.mas.top).multipliedBy(2).offset(300).key("helloConstraint")
    }
    #expect(
      hello[0].layoutConstraints[0].description
        == "<MasonryLayoutConstraint:helloConstraint View:newView1.baseline == View:newView2.top * 2 + 300>"
    )
    let left = newView1.mas.makeConstraints { make in
      make.left.greaterThanOrEqualTo([newView2, 10]).key("left")
    }
    #expect(
      left[0].layoutConstraints.map(\.description) == [
        "<MasonryLayoutConstraint:left[0] View:newView1.left >= View:newView2.left>",
        "<MasonryLayoutConstraint:left[1] View:newView1.left >= View:superview.left + 10>",
      ])
    let odd = newView1.mas.makeConstraints { make in
      make.right.lessThanOrEqualTo(newView2).offset(-2.5).priority(345).key("odd")
      make.height.equalTo(0).priority(.high).key("h")
      make.centerY.equalTo(newView2).priority(.fittingSizeLevel).key("c")
    }
    #expect(
      odd.flatMap(\.layoutConstraints).map(\.description) == [
        "<MasonryLayoutConstraint:odd View:newView1.right <= View:newView2.right - 2.5 ^345>",
        "<MasonryLayoutConstraint:h View:newView1.height == 0 ^high>",
        "<MasonryLayoutConstraint:c View:newView1.centerY == View:newView2.centerY ^fitting size>",
      ])
  }

  @Test(
    "%g formatting",
    arguments: zip(
      [300, 0.5, 1e6, 123_456_789, 0.0001, 0.00001, 1.0 / 3, -12.75, 999_999.5, 100_000, 0],
      [
        "300", "0.5", "1e+06", "1.23457e+08", "0.0001", "1e-05", "0.333333", "-12.75", "1e+06",
        "100000", "0",
      ]))
  func formatting(value: Double, expected: String) {
    #expect(formatG(value) == expected)
  }

  @Test("conflict reports name the keys and the DSL call sites")
  func conflictReport() throws {
    let root = makeRoot()
    let messageLabel = addView("messageLabel", to: root)
    messageLabel.mas.makeConstraints { make in
      make.left.top.equalTo(root)
      make.width.equalTo(100).key("narrow")
    }
    let line = #line + 2
    messageLabel.mas.makeConstraints { make in
      make.width.equalTo(200).key("ConflictingConstraint")
      make.height.equalTo(10)
    }
    let found = try strictConflict(root)
    #expect(
      found.conflicting == [
        "<MasonryLayoutConstraint:narrow View:messageLabel.width == 100>",
        "<MasonryLayoutConstraint:ConflictingConstraint View:messageLabel.width == 200>",
      ])
    #expect(found.madeAt.last == "MasonryTests/DescriptionTests.swift:\(line)")
    #expect(found.consoleText.contains("ConflictingConstraint"))
    // The layout after the break is the layout without the broken constraint.
    #expect(messageLabel.frame == Rect(x: 0, y: 0, width: 100, height: 10))
  }

  @Test("DSL constraints print their engine constraints, or what they will make")
  func dslConstraintDescriptions() {
    let root = makeRoot()
    let a = addView("a", to: root)
    let b = addView("b", to: root)
    let prepared = a.mas.prepareConstraints { make in
      make.width.equalTo(b.mas.height).multipliedBy(0.5).offset(4)
      make.left.offset(-3)
      make.size.equalTo(10)
    }
    #expect(prepared[0].description == "(not installed) View:a.width == View:b.height * 0.5 + 4")
    // Without a relation or a second item yet: the superview is found when installing.
    #expect(prepared[1].description == "(not installed) View:a.left == -3")
    prepared[2].install()
    #expect(
      prepared[2].description.split(separator: "\n").map { $0.hasSuffix(" 10>") } == [true, true])
  }

  @Test("attachKeys names views after their keys")
  func attach() {
    let root = makeRoot()
    let a = addView("x", to: root)
    let b = addView("y", to: root)
    attachKeys(["avatar": a, "name": b])
    #expect(a.mas.key == "avatar")
    #expect(b.itemDescription == "View:name")
  }
}
