import TestSupport
import Testing

@testable import AutoLayout

// The stack's constraints in conflict reports, ambiguity checks and the debugging lists, like
// any other constraint's.

/// The reports a root's diagnostics handler received.
private final class StackReports: @unchecked Sendable {
  var all: [UnsatisfiableConstraintsReport] = []
}

@Suite("Stack views: conflicts and diagnostics")
struct StackViewConflictTests {
  @Test("a required width against fill equally is reported with UISV-fill-equally")
  func widthAgainstFillEqually() {
    let reports = StackReports()
    let root = stackRoot()
    root.diagnosticsHandler = { reports.all.append($0) }
    let (a, b, c) = threeLabels()
    let wide = pin(b, .width, plus: 100)
    placedStack(
      [a, b, c], in: root, distribution: .fillEqually, spacing: 10, width: 200, height: 50)
    #expect(reports.all.count == 1)
    let report = reports.all.first
    #expect(report?.conflicting.contains { $0.contains("'UISV-fill-equally'") } == true)
    #expect(report?.conflicting.contains { $0.contains("'UISV-canvas-connection'") } == true)
    #expect(report?.broken == wide.description)
    #expect(report?.consoleText.contains("'UISV-spacing'") == true)
    // The layout completes without the broken width: 60 each.
    #expect(a.frame == Rect(x: 0, y: 0, width: 60, height: 50))
    #expect(b.frame == Rect(x: 70, y: 0, width: 60, height: 50))
    #expect(c.frame == Rect(x: 140, y: 0, width: 60, height: 50))
  }

  @Test("strict mode throws the same report")
  func strict() throws {
    let root = stackRoot()
    let (a, b, c) = threeLabels()
    _ = pin(b, .width, plus: 100)
    let stack = StackView(arrangedSubviews: [a, b, c], name: "stack")
    stack.distribution = .fillEqually
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    _ = pin(stack, .left, .equal, root)
    _ = pin(stack, .top, .equal, root)
    _ = pin(stack, .width, plus: 150)
    #expect(throws: UnsatisfiableConstraintsReport.self) { try root.layoutIfNeededStrictly() }
  }

  @Test("hiding a column that has spacing in a column conflicts with UISV-hiding, as on iOS")
  func hiddenColumnWithSpacing() {
    let reports = StackReports()
    let root = stackRoot()
    root.diagnosticsHandler = { reports.all.append($0) }
    let (a, b, c) = threeLabels()
    let top = Label("top", width: 40, height: 10)
    let inner = StackView(arrangedSubviews: [a, b], name: "inner")
    inner.axis = .vertical
    inner.spacing = 10
    let outer = placedStack([top, inner, c], in: root, axis: .vertical, spacing: 5)
    #expect(reports.all.isEmpty)
    // top 0..10, 5, inner (a 20, 10, b 30) 15..75, 5, c 80..90.
    #expect(outer.frame.height == 90)
    inner.isHidden = true
    root.layoutIfNeeded()
    // inner cannot be 0 high: its 10 of spacing is required too. The engine reports the set and
    // leaves the newest constraint, UISV-hiding, out; the layout goes on.
    #expect(reports.all.count == 1)
    let conflicting = reports.all.first?.conflicting ?? []
    #expect(conflicting.contains { $0.contains("'UISV-hiding'") })
    #expect(conflicting.contains { $0.contains("'UISV-spacing'") })
    #expect(reports.all.first?.broken.contains("'UISV-hiding'") == true)
    // inner keeps its 60; the spacings around it are gone: top 0..10, inner 10..70, c 75..85.
    #expect(inner.frame == Rect(x: 0, y: 10, width: 60, height: 60))
    #expect(c.frame.minY == 75)
  }

  @Test("the stack's constraints are listed, and an arranged view is not ambiguous")
  func debuggingLists() {
    let root = stackRoot()
    let (a, b, c) = threeLabels()
    placedStack([a, b, c], in: root, alignment: .center, spacing: 10)
    let horizontal = b.constraintsAffectingLayout(for: .horizontal).compactMap(\.identifier)
    #expect(Set(horizontal) == ["UISV-spacing"])
    let vertical = Set(b.constraintsAffectingLayout(for: .vertical).compactMap(\.identifier))
    #expect(
      vertical == ["UISV-alignment", "UISV-spanning-boundary", "UISV-ambiguity-suppression"])
    #expect(!b.hasAmbiguousLayout)
    #expect(root.autolayoutTrace().contains("AMBIGUOUS") == false)
  }
}
