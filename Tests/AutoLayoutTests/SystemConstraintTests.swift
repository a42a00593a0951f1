import AutoLayout
import TestSupport
import Testing

/// `View.systemConstraintsAffectingLayout(for:)` and its subtree form: the constraints the engine
/// makes of its own, as snapshots, for the views they affect.
@Suite("The engine's own constraints, listed by view")
struct SystemConstraintTests {
  /// Each snapshot as `kind description`.
  private func lines(_ snapshots: [ConstraintSnapshot]) -> [String] {
    snapshots.map { "\($0.kind) \($0)" }
  }

  @Test("a label's intrinsic size: compression resistance and hugging at the view's priorities")
  func intrinsicSize() {
    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480), name: "root")
    let label = Label("label", width: 120, height: 20)
    root.addSubview(label)
    label.setContentHuggingPriority(251, for: .horizontal)
    label.setContentCompressionResistancePriority(700, for: .vertical)
    LayoutConstraint(
      item: label, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left, constant: 8
    ).isActive = true
    #expect(
      lines(label.systemConstraintsAffectingLayout(for: .horizontal)) == [
        "nonNegativeSize Label:label.width >= 0",
        "compressionResistance Label:label.width >= (compression resistance) 120",
        "contentHugging Label:label.width <= (hugging) 120",
      ])
    let vertical = label.systemConstraintsAffectingLayout(for: .vertical)
    #expect(vertical.map(\.priority) == [.required, 700, 250])
    #expect(vertical.map(\.constant) == [0, 20, 20])
    #expect(
      vertical.map(\.relation) == [.greaterThanOrEqual, .greaterThanOrEqual, .lessThanOrEqual])
    #expect(vertical.allSatisfy { $0.firstItem?.name == "label" && $0.callSite == nil })
  }

  @Test("a new intrinsic size replaces the old constraints rather than adding to them")
  func replaced() {
    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480), name: "root")
    let label = Label("label", width: 120, height: 20)
    root.addSubview(label)
    root.layoutIfNeeded()
    label.natural = Size(width: 90, height: 20)
    label.invalidateIntrinsicContentSize()
    let horizontal = label.systemConstraintsAffectingLayout(for: .horizontal)
    #expect(horizontal.filter { $0.kind == .contentHugging }.map(\.constant) == [90])
    #expect(horizontal.filter { $0.kind == .compressionResistance }.map(\.constant) == [90])
  }

  @Test("hugging and resistance each give way to a pull stronger than they are, required or not")
  func prioritiesAgainstAPull() {
    // A label 120 wide, pulled to 200 and then to 80 at 500. Each case worked by hand: the
    // pull wins against a priority below 500 and loses against one above.
    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480), name: "root")
    let label = Label("label", width: 120, height: 20)
    root.addSubview(label)
    LayoutConstraint(
      item: label, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left, constant: 8
    ).isActive = true
    let pull = LayoutConstraint(
      item: label, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
      constant: 200)
    pull.priority = 500
    pull.isActive = true
    func width(hugging: LayoutPriority, resistance: LayoutPriority, pull target: Double) -> Double {
      label.setContentHuggingPriority(hugging, for: .horizontal)
      label.setContentCompressionResistancePriority(resistance, for: .horizontal)
      pull.constant = target
      root.layoutIfNeeded()
      return label.frame.width
    }
    #expect(width(hugging: 250, resistance: 750, pull: 200) == 200)
    #expect(width(hugging: .required, resistance: 750, pull: 200) == 120)
    #expect(width(hugging: 750, resistance: 750, pull: 200) == 120)
    #expect(width(hugging: 499, resistance: 750, pull: 200) == 200)
    #expect(width(hugging: 250, resistance: 750, pull: 80) == 120)
    #expect(width(hugging: 250, resistance: 400, pull: 80) == 80)
    #expect(width(hugging: 250, resistance: .required, pull: 80) == 120)
    #expect(width(hugging: .required, resistance: .required, pull: 80) == 120)
    #expect(width(hugging: 250, resistance: 499, pull: 80) == 80)
    // Listed as the two constraints either way, at the priorities set last.
    let listed = label.systemConstraintsAffectingLayout(for: .horizontal)
    #expect(listed.filter { $0.kind == .compressionResistance }.map(\.priority) == [499])
    #expect(listed.filter { $0.kind == .contentHugging }.map(\.priority) == [250])
  }

  @Test("a priority just under 1000 is optional in the solver too, and outweighs 999")
  func justUnderRequired() {
    // The weights by hand: 999 weighs 10^(999/111) = 10^9; above it the weight rises in a
    // straight line to one unit under required (1 001 001 000), so 999.5 weighs
    // 10^9 + 0.5 × 1 000 999 = 1 000 500 499.5.
    #expect(abs(LayoutPriority(999).strength.value - 1e9) < 1)
    #expect(LayoutPriority(999.5).strength.value == 1_000_500_499.5)
    #expect(LayoutPriority(999.99).strength.value < 1_001_001_000)
    #expect(!LayoutPriority(999.99).strength.isRequired)
    #expect(LayoutPriority(1000).strength.isRequired)

    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480), name: "root")
    var reports = 0
    root.diagnosticsHandler = { _ in reports += 1 }
    let box = View(name: "box")
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    func width(_ constant: Double, at priority: LayoutPriority) -> LayoutConstraint {
      let constraint = LayoutConstraint(
        item: box, attribute: .width, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, constant: constant)
      constraint.priority = priority
      constraint.isActive = true
      return constraint
    }
    LayoutConstraint(
      item: box, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left
    ).isActive = true
    LayoutConstraint(
      item: box, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top
    ).isActive = true
    LayoutConstraint(
      item: box, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
      constant: 10
    ).isActive = true
    // 999.5 against 999: the heavier wins.
    let high = width(200, at: 999.5)
    let low = width(100, at: 999)
    root.layoutIfNeeded()
    #expect(box.frame.width == 200)
    // Against a required width it gives way, as an optional constraint does: no conflict.
    low.isActive = false
    let required = width(150, at: .required)
    root.layoutIfNeeded()
    #expect(box.frame.width == 150)
    #expect(reports == 0)
    // A hugging of 999.5 is optional as well: a required pull stretches the label, unreported.
    required.isActive = false
    high.isActive = false
    let label = Label("label", width: 120, height: 20)
    root.addSubview(label)
    label.setContentHuggingPriority(999.5, for: .horizontal)
    LayoutConstraint(
      item: label, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
      constant: 180
    ).isActive = true
    root.layoutIfNeeded()
    #expect(label.frame.width == 180)
    #expect(reports == 0)
  }

  @Test("the root's origin and size, its guides, and autoresizing constraints that name it")
  func rootAndAutoresizing() {
    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480), name: "root")
    root.rootSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let banner = View(frame: Rect(x: 0, y: 0, width: 320, height: 44), name: "banner")
    banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    root.addSubview(banner)
    let content = addView("content", to: root)
    content.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      LayoutConstraint(
        item: content, attribute: .top, relatedBy: .equal, toItem: root.safeAreaLayoutGuide,
        attribute: .top)
    ])
    let vertical = root.systemConstraintsAffectingLayout(for: .vertical).map(\.kind)
    #expect(vertical.contains(.rootOrigin) && vertical.contains(.rootSize))
    #expect(vertical.filter { $0 == .safeArea } == [.safeArea, .safeArea])
    // The banner's flexible width is tied to the root's: listed under both.
    let bannerWidth = banner.systemConstraintsAffectingLayout(for: .horizontal).filter {
      $0.kind == .autoresizing
    }
    #expect(
      bannerWidth.map(\.description).contains("h=-&- v=--& View:banner.width == View:root.width"))
    let rootAutoresizing = root.systemConstraintsAffectingLayout(for: .horizontal).filter {
      $0.kind == .autoresizing
    }
    #expect(rootAutoresizing.map(\.firstItem?.name).contains("banner"))
    // A view placed by constraints only has just its non-negative size.
    #expect(
      lines(content.systemConstraintsAffectingLayout(for: .vertical)) == [
        "nonNegativeSize View:content.height >= 0"
      ])
  }

  @Test("a readable content guide: its edges from the view's, its width held at 672 when wide")
  func readableContentGuide() {
    let root = View(frame: Rect(x: 0, y: 0, width: 1024, height: 768), name: "root")
    let column = addView("column", to: root)
    column.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      LayoutConstraint(
        item: column, attribute: .leading, relatedBy: .equal,
        toItem: root.readableContentGuide, attribute: .leading),
      LayoutConstraint(
        item: column, attribute: .top, relatedBy: .equal, toItem: root.readableContentGuide,
        attribute: .top),
    ])
    let horizontal = root.systemConstraintsAffectingLayout(for: .horizontal)
    // Wider than the readable width: the guide's width is held at 672 and its centre between
    // the margins.
    #expect(
      horizontal.filter { $0.kind == .readableWidth }.contains {
        $0.firstAttribute == .width && $0.secondItem == nil && $0.constant == 672
      })
    let vertical = root.systemConstraintsAffectingLayout(for: .vertical).map(\.kind)
    #expect(vertical.contains(.readableContent))
    #expect(
      root.readableContentGuide.layoutFrame.width == 672
        && column.frame.minX == root.readableContentGuide.layoutFrame.minX)
  }

  @Test("the subtree form gives each view what the single form gives it, in one pass")
  func subtree() {
    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480), name: "root")
    let card = addView("card", to: root)
    card.translatesAutoresizingMaskIntoConstraints = false
    let title = Label("title", width: 80, height: 18)
    card.addSubview(title)
    let icon = Label("icon", width: 24, height: 24)
    card.addSubview(icon)
    _ = card.layoutMarginsGuide
    let all = root.systemConstraintsAffectingLayoutInSubtree()
    #expect(all.map(\.view.debugName) == ["root", "card", "title", "icon"])
    for (view, horizontal, vertical) in all {
      #expect(horizontal == view.systemConstraintsAffectingLayout(for: .horizontal))
      #expect(vertical == view.systemConstraintsAffectingLayout(for: .vertical))
    }
    // Below a view that is not the root, only that view's subtree is listed.
    #expect(
      card.systemConstraintsAffectingLayoutInSubtree().map(\.view.debugName) == [
        "card", "title", "icon",
      ])
  }

  @Test("a constraint the engine broke is not listed: it is not part of the layout")
  func broken() {
    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480), name: "root")
    var reports: [UnsatisfiableConstraintsReport] = []
    root.diagnosticsHandler = { reports.append($0) }
    LayoutConstraint(item: root, attribute: .width, relatedBy: .equal, constant: 320).isActive =
      true
    root.layoutIfNeeded()
    #expect(
      root.systemConstraintsAffectingLayout(for: .horizontal).filter { $0.kind == .rootSize }
        .map(\.constant) == [320])
    // A new frame pins the root at 300, against the required 320: the engine breaks its pin.
    root.frame = Rect(x: 0, y: 0, width: 300, height: 480)
    root.layoutIfNeeded()
    #expect(reports.map(\.brokenConstraint.kind) == [.rootSize])
    #expect(
      root.systemConstraintsAffectingLayout(for: .horizontal).filter { $0.kind == .rootSize } == [])
  }
}
