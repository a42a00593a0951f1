import TestSupport
import Testing

@testable import AutoLayout

/// Apple's console message as the engine printed it before reports were values: the words,
/// the note when an autoresizing constraint (`h=…`) is in the set, each constraint with where
/// it was made, the broken one.
private func consoleMessage(
  _ conflicting: [String], _ madeAt: [String?], broken: String
)
  -> String
{
  var text = "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
  text +=
    "\tProbably at least one of the constraints in the following list is one you don't want. \n"
  text += "\tTry this: \n"
  text += "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
  text += "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
  if conflicting.contains(where: { $0.hasPrefix("h=") }) {
    text +=
      "\t(Note: If you're seeing autoresizing constraints that you don't understand, refer to the documentation for the View property translatesAutoresizingMaskIntoConstraints) \n"
  }
  text += "(\n"
  text += zip(conflicting, madeAt).map { description, site in
    "    \"\(description)\"" + (site.map { " (made at \($0))" } ?? "")
  }.joined(separator: ",\n")
  text += "\n)\n\nWill attempt to recover by breaking constraint \n\(broken)\n"
  return text
}

@Suite("Reports as values")
struct ReportValueTests {
  @Test("a conflict with an autoresizing constraint: each constraint's fields, and the same text")
  func autoresizingConflict() throws {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200), name: "root")
    let bar = View(frame: Rect(x: 10, y: 0, width: 280, height: 10), name: "bar")
    bar.autoresizingMask = .flexibleWidth
    root.addSubview(bar)
    let line = #line + 1
    let narrow = LayoutConstraint(item: bar, attribute: .width, relatedBy: .equal, constant: 50)
    narrow.identifier = "narrow"
    narrow.isActive = true
    let report = try strictConflict(root)

    // The bar's width is the root's less its fixed gaps: root.width - 20.
    let held = try #require(report.constraints.first { $0.kind == .autoresizing })
    #expect(held.autoresizingMask == .flexibleWidth)
    #expect(held.firstItem?.kind == .view)
    #expect(held.firstItem?.typeName == "View")
    #expect(held.firstItem?.name == "bar")
    #expect(held.firstItem?.address == UInt(bitPattern: ObjectIdentifier(bar)))
    #expect(held.firstAttribute == .width)
    #expect(held.relation == .equal)
    #expect(held.secondItem?.name == "root")
    #expect(held.secondAttribute == .width)
    #expect(held.multiplier == 1)
    #expect(held.constant == -20)
    #expect(held.priority == .required)
    #expect(held.identifier == nil && held.callSite == nil)
    #expect(held.typeName == nil && held.address == nil)
    #expect(held.description == "h=-&- v=--- View:bar.width == View:root.width - 20")

    let broken = report.brokenConstraint
    #expect(broken == report.constraints.last)
    #expect(broken.kind == .layoutConstraint)
    #expect(broken.firstItem?.name == "bar")
    #expect(broken.firstAttribute == .width)
    #expect(broken.relation == .equal)
    #expect(broken.secondItem == nil)
    #expect(broken.secondAttribute == .notAnAttribute)
    #expect(broken.multiplier == 1)
    #expect(broken.constant == 50)
    #expect(broken.priority == .required)
    #expect(broken.identifier == "narrow")
    #expect(broken.callSite == CallSite(file: "AutoLayoutTests/ReportValueTests.swift", line: line))
    #expect(broken.typeName == "LayoutConstraint")
    #expect(broken.address == UInt(bitPattern: ObjectIdentifier(narrow)))
    #expect(broken.autoresizingMask == nil)
    #expect(broken.description == narrow.description)

    // The text is made from the values, and reads as it always did.
    #expect(report.conflicting == report.constraints.map(\.description))
    // The root's width (held at its frame), the bar's, the broken one.
    #expect(report.constraints.map(\.kind) == [.rootSize, .autoresizing, .layoutConstraint])
    #expect(report.madeAt == [nil, nil, "AutoLayoutTests/ReportValueTests.swift:\(line)"])
    #expect(report.broken == narrow.description)
    #expect(
      report.consoleText
        == consoleMessage(report.conflicting, report.madeAt, broken: narrow.description))
    #expect(report.consoleText.contains("(Note: If you're seeing autoresizing constraints"))
  }

  @Test("a view that keeps its frame: a fixed length is a constant, its centre a midX/midY")
  func fixedFrame() throws {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200), name: "root")
    let fixed = View(frame: Rect(x: 0, y: 50, width: 30, height: 40), name: "fixed")
    root.addSubview(fixed)
    let tall = pin(fixed, .height, plus: 60)
    let report = try strictConflict(root)
    let held = report.constraints[0]
    #expect(held.kind == .autoresizing)
    #expect(held.autoresizingMask == [])
    #expect(held.firstAttribute == .height)
    #expect(held.secondItem == nil)
    #expect(held.constant == 40)
    #expect(report.conflicting == ["h=--- v=--- View:fixed.height == 40", tall.description])
    #expect(
      report.consoleText
        == consoleMessage(report.conflicting, report.madeAt, broken: tall.description))
  }

  @Test("the engine's own constraints say what they hold: intrinsic sizes, margins, the root")
  func engineConstraints() throws {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200), name: "root")
    let label = Label("label", width: 120, height: View.noIntrinsicMetric)
    root.addSubview(label)
    label.setContentCompressionResistancePriority(.required, for: .horizontal)
    _ = pin(label, .left, .equal, root)
    _ = pin(label, .top, .equal, root)
    _ = pin(label, .height, plus: 10)
    let short = pin(label, .width, plus: 100)
    let report = try strictConflict(root)
    let resistance = report.constraints[0]
    #expect(resistance.kind == .compressionResistance)
    #expect(resistance.firstItem?.typeName == "Label")
    #expect(resistance.firstAttribute == .width)
    #expect(resistance.relation == .greaterThanOrEqual)
    #expect(resistance.constant == 120)
    #expect(resistance.priority == .required)
    #expect(
      report.conflicting == [
        "Label:label.width >= (compression resistance) 120", short.description,
      ])
    short.isActive = false

    // A guide inset from its view by the margins: its snapshot names the view that owns it.
    let card = constrained("card", in: root)
    _ = pin(card, .left, .equal, root)
    _ = pin(card, .top, .equal, root)
    _ = pin(card, .width, plus: 100)
    _ = pin(card, .height, plus: 50)
    let margins = card.layoutMarginsGuide
    let wide = pin(margins, .width, plus: 90)
    let report2 = try strictConflict(root)
    let inset = try #require(report2.constraints.first { $0.kind == .layoutMargins })
    let owner = LayoutItemSnapshot(card)
    #expect(inset.firstItem?.kind == .layoutGuide(owningView: owner))
    #expect(inset.firstItem?.typeName == "LayoutGuide")
    #expect(inset.firstItem?.name == "card.layoutMarginsGuide")
    #expect(inset.firstItem?.view == owner)
    #expect(inset.firstAttribute == .width)
    #expect(inset.secondItem == owner)
    #expect(inset.secondAttribute == .width)
    #expect(inset.constant == -16)
    #expect(inset.description == "LayoutGuide:card.layoutMarginsGuide.width == owner.width - 16")
    #expect(report2.conflicting.last == wide.description)
    wide.isActive = false

    // The root is held at its frame.
    let squeezed = pin(root, .width, plus: 250)
    let report3 = try strictConflict(root)
    let size = report3.constraints[0]
    #expect(size.kind == .rootSize)
    #expect(size.firstItem?.name == "root")
    #expect(size.firstAttribute == .width)
    #expect(size.constant == 300)
    #expect(report3.conflicting == ["View:root.width == 300", squeezed.description])
  }

  @Test("reports cross threads, and a handler need not be @Sendable")
  func sendable() async throws {
    // A handler that captures a class that is not Sendable: the handler is called
    // synchronously, on the thread that lays out.
    final class Seen { var reports: [UnsatisfiableConstraintsReport] = [] }
    let seen = Seen()
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200), name: "root")
    root.diagnosticsHandler = { seen.reports.append($0) }
    let box = bar("box", in: root)
    _ = pin(box, .width, plus: 100)
    _ = pin(box, .width, plus: 50)
    root.layoutIfNeeded()
    let report = try #require(seen.reports.first)
    let described = await Task.detached { report.conflicting }.value
    #expect(described == report.conflicting)
  }

  @Test("an ambiguity finding names the view and its free axes")
  func ambiguityFinding() {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200), name: "root")
    let placed = bar("placed", in: root)
    _ = pin(placed, .width, plus: 30)
    let floating = withoutVerticalPosition("floating", in: root)
    let loose = constrained("loose", in: root)
    _ = pin(loose, .width, plus: 30)
    #expect(placed.findAmbiguity() == nil)
    #expect(!placed.hasAmbiguousLayout)
    let vertical = floating.findAmbiguity()
    #expect(vertical?.view == LayoutItemSnapshot(floating))
    #expect(vertical?.view.name == "floating")
    #expect(vertical?.axes == [.vertical])
    #expect(loose.findAmbiguity()?.axes == [.horizontal, .vertical])
    // Asking leaves the layout as it was.
    root.layoutIfNeeded()
    #expect(placed.frame == Rect(x: 0, y: 0, width: 30, height: 10))
  }

  @Test("the closest common ancestor: itself, an ancestor, a cousin's, none across trees")
  func closestCommonAncestor() {
    let root = View(name: "root")
    let card = addView("card", to: root)
    let avatar = addView("avatar", to: card)
    let title = addView("title", to: card)
    let other = addView("other", to: root)
    let deep = addView("deep", to: other)
    #expect(avatar.closestCommonAncestor(with: avatar) === avatar)
    #expect(avatar.closestCommonAncestor(with: title) === card)
    #expect(avatar.closestCommonAncestor(with: card) === card)
    #expect(card.closestCommonAncestor(with: avatar) === card)
    #expect(avatar.closestCommonAncestor(with: deep) === root)
    #expect(deep.closestCommonAncestor(with: avatar) === root)
    #expect(root.closestCommonAncestor(with: deep) === root)
    #expect(avatar.closestCommonAncestor(with: View(name: "alone")) == nil)
    // A constraint between cousins is installed there.
    let c = pin(avatar, .width, .equal, deep)
    #expect(c.installedView === root)
  }

  @Test("the constraints affecting each view, in one pass, are what each view asks for")
  func affectingInSubtree() {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200), name: "root")
    let card = bar("card", in: root)
    let avatar = constrained("avatar", in: card)
    _ = pin(avatar, .left, .equal, card.layoutMarginsGuide)
    _ = pin(avatar, .top, .equal, card, plus: 4)
    _ = pin(avatar, .width, .equal, avatar, .height)
    _ = pin(avatar, .height, .equal, root, .width, times: 0.1)
    _ = pin(card, .width, .equal, root, .height)
    let lists = root.constraintsAffectingLayoutInSubtree()
    #expect(
      lists.map { ObjectIdentifier($0.view) } == [root, card, avatar].map(ObjectIdentifier.init))
    func ids(_ constraints: [LayoutConstraint]) -> [ObjectIdentifier] {
      constraints.map(ObjectIdentifier.init)
    }
    for (view, horizontal, vertical) in lists {
      #expect(ids(horizontal) == ids(view.constraintsAffectingLayout(for: .horizontal)))
      #expect(ids(vertical) == ids(view.constraintsAffectingLayout(for: .vertical)))
    }
    // `avatar.width == avatar.height` counts once on each axis.
    #expect(lists[2].horizontal.count == 2)
    #expect(lists[2].vertical.count == 3)
  }
}
