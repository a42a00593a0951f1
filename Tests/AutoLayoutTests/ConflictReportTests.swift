import TestSupport
import Testing

@testable import AutoLayout

/// The reports a root's diagnostics handler received.
private final class ReportLog: @unchecked Sendable {
  var reports: [UnsatisfiableConstraintsReport] = []
  /// The root, for a handler that changes the tree.
  weak var root: View?
}

/// A root of 300 × 300 whose handler writes into `log`.
private func root(logging log: ReportLog) -> View {
  let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300), name: "root")
  root.diagnosticsHandler = { log.reports.append($0) }
  return root
}

/// A root logging into `log`, and a 10-high bar in it whose width is held at 100 (`wide`) and,
/// added after it and so broken, at 50 (`narrow`); laid out once, which reports the conflict.
private func conflictingWidths(
  logging log: ReportLog
) -> (root: View, box: View, wide: LayoutConstraint, narrow: LayoutConstraint) {
  let root = root(logging: log)
  let box = bar("box", in: root)
  let wide = pin(box, .width, plus: 100)
  let narrow = pin(box, .width, plus: 50)
  root.layoutIfNeeded()
  return (root, box, wide, narrow)
}

private func addSubview(_ name: String, to root: View) {
  root.addSubview(View(frame: Rect(x: 0, y: 0, width: 5, height: 5), name: name))
}

@Suite("Conflict reports: once each, after the engine's work")
struct ConflictReportTests {
  @Test("a conflict left as it is is reported once, not again each time the tree changes")
  func reportedOnce() {
    let log = ReportLog()
    let (root, box, _, narrow) = conflictingWidths(logging: log)
    #expect(log.reports.count == 1)
    // A new subview rebuilds the engine, which adds every constraint again: same conflict,
    // same broken constraint, no new report; the layout still leaves it out.
    addSubview("other", to: root)
    root.layoutIfNeeded()
    #expect(log.reports.count == 1)
    #expect(box.frame == Rect(x: 0, y: 0, width: 100, height: 10))
    // A changed constant is a new attempt: reported again, and once only after that.
    narrow.constant = 60
    root.layoutIfNeeded()
    #expect(log.reports.count == 2)
    #expect(log.reports.last?.broken == narrow.description)
    addSubview("another", to: root)
    root.layoutIfNeeded()
    #expect(log.reports.count == 2)
    // Deactivated and activated again: reported again.
    narrow.isActive = false
    root.layoutIfNeeded()
    narrow.isActive = true
    root.layoutIfNeeded()
    #expect(log.reports.count == 3)
    #expect(box.frame == Rect(x: 0, y: 0, width: 100, height: 10))
  }

  @Test("the same broken constraint against a new partner is a new conflict, and is reported")
  func newPartner() {
    let log = ReportLog()
    let (root, box, wide, narrow) = conflictingWidths(logging: log)
    #expect(log.reports.count == 1)
    #expect(log.reports[0].broken == narrow.description)
    // The partner goes; narrow stays left out (nothing changed it), and a new width joins
    // without a conflict: 0.4 × 300 = 120.
    wide.isActive = false
    root.layoutIfNeeded()
    let share = pin(box, .width, .equal, root, times: 0.4)
    root.layoutIfNeeded()
    #expect(log.reports.count == 1)
    #expect(box.frame.width == 120)
    // A rebuild adds the root's constraint before the box's: narrow breaks against `share`
    // (and the root's width, which `share` reads), which the user has never been told about.
    addSubview("other", to: root)
    root.layoutIfNeeded()
    #expect(log.reports.count == 2)
    #expect(
      log.reports[1].conflicting == [
        "View:root.width == 300", share.description, narrow.description,
      ])
    #expect(box.frame.width == 120)
    addSubview("another", to: root)
    root.layoutIfNeeded()
    #expect(log.reports.count == 2)
  }

  @Test("a conflict thrown in strict mode is not handed to the handler again afterwards")
  func strictThenQuiet() {
    let log = ReportLog()
    let root = conflictingWidths(logging: log).root
    #expect(log.reports.count == 1)
    addSubview("other", to: root)
    #expect(throws: UnsatisfiableConstraintsReport.self) { try root.layoutIfNeededStrictly() }
    addSubview("another", to: root)
    root.layoutIfNeeded()
    #expect(log.reports.count == 1)
  }

  @Test("a handler that changes the tree and lays out runs after the engine's work, safely")
  func reentrantHandler() {
    let log = ReportLog()
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300), name: "root")
    log.root = root
    root.diagnosticsHandler = { report in
      log.reports.append(report)
      guard log.reports.count == 1, let root = log.root else { return }
      addSubview("extra", to: root)
      root.layoutIfNeeded()
    }
    let s = Label("s", width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    root.addSubview(s)
    _ = pin(s, .left, .equal, root, plus: 7)
    _ = pin(s, .top, .equal, root, plus: 9)
    _ = pin(s, .height, plus: 10)
    let fixed = pin(s, .width, plus: 10)
    s.setContentCompressionResistancePriority(.required, for: .horizontal)
    root.layoutIfNeeded()
    #expect(s.frame == Rect(x: 7, y: 9, width: 10, height: 10))
    // A required intrinsic width of 50 cannot hold with `width == 10`: at the next layout (the
    // engine asks for intrinsic sizes when it lays out, not when they are invalidated) the new
    // compression resistance is broken and reported; the handler adds a view and lays out,
    // which rebuilds and adds the engine's own constraints first, so that `fixed` breaks
    // instead (a second report) and the width is 50.
    s.natural = Size(width: 50, height: View.noIntrinsicMetric)
    s.invalidateIntrinsicContentSize()
    #expect(log.reports.isEmpty)
    root.layoutIfNeeded()
    #expect(log.reports.count == 2)
    #expect(log.reports[1].broken == fixed.description)
    #expect(s.frame == Rect(x: 7, y: 9, width: 50, height: 10))
    #expect(root.subviews.last?.frame == Rect(x: 0, y: 0, width: 5, height: 5))
    // Its intrinsic width becomes 8: the compression resistance (8) and the hugging (8, at
    // 250) replace the old pair, `fixed` is still left out, so the width is 8.
    s.natural = Size(width: 8, height: View.noIntrinsicMetric)
    s.invalidateIntrinsicContentSize()
    root.layoutIfNeeded()
    #expect(s.frame == Rect(x: 7, y: 9, width: 8, height: 10))
    #expect(root.subviews.last?.frame == Rect(x: 0, y: 0, width: 5, height: 5))
    #expect(log.reports.count == 2)
  }
}
