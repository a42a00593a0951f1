import TestSupport
import Testing

@testable import AutoLayout

/// A constrained view at the root's top-left corner, 10 high, whose width the test decides.
func bar(_ name: String, in root: View) -> View {
  let view = constrained(name, in: root)
  _ = pin(view, .left, .equal, root)
  _ = pin(view, .top, .equal, root)
  _ = pin(view, .height, plus: 10)
  return view
}

/// A 20 × 20 view at the root's left edge with nothing to say how far down it is.
func withoutVerticalPosition(_ name: String, in root: View) -> View {
  let view = constrained(name, in: root)
  _ = pin(view, .left, .equal, root)
  _ = pin(view, .width, plus: 20)
  _ = pin(view, .height, plus: 20)
  return view
}

@Suite("Engine behaviour")
struct EngineBehaviourTests {
  @Test("a view constrained to its cousin in another branch")
  func cousin() {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), name: "root")
    let left = constrained("left", in: root)
    let right = constrained("right", in: root)
    for (branch, x) in [(left, 0.0), (right, 200.0)] {
      _ = pin(branch, .left, .equal, root, plus: x)
      _ = pin(branch, .top, .equal, root, plus: 50)
      _ = pin(branch, .width, plus: 200)
      _ = pin(branch, .height, plus: 300)
    }
    let a = constrained("a", in: left)
    let b = constrained("b", in: right)
    _ = pin(a, .left, .equal, left, plus: 10)
    _ = pin(a, .top, .equal, left, plus: 20)
    _ = pin(a, .width, plus: 30)
    _ = pin(a, .height, plus: 30)
    // Installed on root, the common ancestor: b's top is a's bottom + 5 in root coordinates.
    let link = pin(b, .top, .equal, a, .bottom, plus: 5)
    _ = pin(b, .left, .equal, right)
    _ = pin(b, .width, .equal, a)
    _ = pin(b, .height, .equal, a)
    root.layoutIfNeeded()
    #expect(link.installedView === root)
    // a in root: y = 50 + 20 = 70, bottom 100; b's top in root 105, in `right` 105 - 50 = 55.
    #expect(b.frame == Rect(x: 0, y: 55, width: 30, height: 30))
  }

  @Test("an aspect ratio held by an inequality and a lower-priority equality")
  func aspectRatio() {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 100), name: "root")
    let image = constrained("image", in: root)
    _ = pin(image, .left, .equal, root)
    _ = pin(image, .top, .equal, root)
    _ = pin(image, .width, .lessThanOrEqual, root)
    _ = pin(image, .height, .lessThanOrEqual, root)
    // width == 2 × height wanted (750), and as large as possible (a weaker pull to the width).
    _ = pin(image, .width, .equal, image, .height, times: 2, priority: 750)
    _ = pin(image, .width, .equal, root, priority: 250)
    root.layoutIfNeeded()
    // The height cap (100) limits the width to 200 at the ratio; the 250 pull loses.
    #expect(image.frame == Rect(x: 0, y: 0, width: 200, height: 100))
  }

  @Test("hidden views keep their constraints")
  func hidden() {
    let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "root")
    let a = constrained("a", in: root)
    a.isHidden = true
    _ = pin(a, .left, .equal, root, plus: 10)
    _ = pin(a, .top, .equal, root, plus: 10)
    _ = pin(a, .width, plus: 20)
    _ = pin(a, .height, plus: 20)
    root.layoutIfNeeded()
    #expect(a.frame == Rect(x: 10, y: 10, width: 20, height: 20))
  }

  @Test("nested containers: frames are relative to each superview")
  func nested() {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300), name: "root")
    var parent = root
    var views: [View] = []
    for i in 0..<3 {
      let v = constrained("level\(i)", in: parent)
      _ = pin(v, .left, .equal, parent, .leftMargin)
      _ = pin(v, .top, .equal, parent, .topMargin)
      _ = pin(v, .right, .equal, parent, .rightMargin)
      _ = pin(v, .bottom, .equal, parent, .bottomMargin)
      views.append(v)
      parent = v
    }
    root.layoutIfNeeded()
    // Each level is inset by 8 on every side within its parent.
    #expect(views[0].frame == Rect(x: 8, y: 8, width: 284, height: 284))
    #expect(views[1].frame == Rect(x: 8, y: 8, width: 268, height: 268))
    #expect(views[2].frame == Rect(x: 8, y: 8, width: 252, height: 252))
  }

  @Test("priority changes, required to optional and back, and root size changes after layout")
  func changesAfterLayout() {
    let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100), name: "root")
    let a = bar("a", in: root)
    let fill = pin(a, .right, .equal, root)
    let fixed = pin(a, .width, plus: 50, priority: 500)
    root.layoutIfNeeded()
    #expect(a.frame.width == 200)
    fill.priority = 250  // now weaker than the fixed width
    root.layoutIfNeeded()
    #expect(a.frame.width == 50)
    fill.priority = .required
    root.layoutIfNeeded()
    #expect(a.frame.width == 200)
    root.frame = Rect(x: 0, y: 0, width: 320, height: 100)
    root.layoutIfNeeded()
    #expect(a.frame.width == 320)
    fixed.isActive = false
    root.layoutIfNeeded()
    #expect(a.frame.width == 320)
  }

  @Test(
    "one constraint at 751 beats one at 750; priorities 100 apart outweigh many at the lower one")
  func priorityWeights() {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 100), name: "root")
    let a = bar("a", in: root)
    _ = pin(a, .width, plus: 100, priority: 751)
    _ = pin(a, .width, plus: 200, priority: 750)
    root.layoutIfNeeded()
    #expect(a.frame.width == 100)
    // Five pulls at 250 against one at 350: each step of 100 multiplies the weight by about 7.9
    // (10^(100/111)), so one at 350 outweighs five at 250.
    let b = bar("b", in: root)
    _ = pin(b, .width, plus: 30, priority: 350)
    for _ in 0..<5 { _ = pin(b, .width, plus: 90, priority: 250) }
    root.layoutIfNeeded()
    #expect(b.frame.width == 30)
    // Where the weighting shows: two pulls at 750 beat one at 760 (a strictly ordered engine
    // would let the 760 win). 2 × 10^(750/111) > 10^(760/111), as the documentation says.
    let c = bar("c", in: root)
    _ = pin(c, .width, plus: 40, priority: 760)
    _ = pin(c, .width, plus: 80, priority: 750)
    _ = pin(c, .width, plus: 80, priority: 750)
    root.layoutIfNeeded()
    #expect(c.frame.width == 80)
  }

  @Test("the fitting size of a cell with stacked labels, compressed and at a fixed width")
  func fittingSize() {
    let cell = View(frame: Rect(x: 0, y: 0, width: 320, height: 44), name: "cell")
    let title = Label("title", width: 120, height: 20)
    let body = Label("body", width: 200, height: 60)
    cell.addSubview(title)
    cell.addSubview(body)
    _ = pin(title, .top, .equal, cell, .topMargin)
    _ = pin(body, .top, .equal, title, .bottom, plus: 4)
    _ = pin(body, .bottom, .equal, cell, .bottomMargin)
    for label in [title, body] {
      _ = pin(label, .leading, .equal, cell, .leadingMargin)
      _ = pin(label, .trailing, .lessThanOrEqual, cell, .trailingMargin)
    }
    // Compressed: 8 + 200 + 8 wide (the wider label), 8 + 20 + 4 + 60 + 8 high.
    let compressed = cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    #expect(compressed == Size(width: 216, height: 100))
    let atWidth = cell.systemLayoutSizeFitting(
      Size(width: 375, height: 0), horizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(atWidth == Size(width: 375, height: 100))
    // The cell's own frame is untouched.
    #expect(cell.frame == Rect(x: 0, y: 0, width: 320, height: 44))
  }

  @Test("strict mode throws the conflict; the layout is still done without the broken constraint")
  func strict() throws {
    let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "root")
    let a = bar("a", in: root)
    let keep = pin(a, .width, plus: 40)
    try root.layoutIfNeededStrictly()
    let clash = pin(a, .width, plus: 60)
    #expect(throws: UnsatisfiableConstraintsReport.self) { try root.layoutIfNeededStrictly() }
    do {
      clash.constant = 70
      try root.layoutIfNeededStrictly()
      Issue.record("expected a conflict")
    } catch {
      #expect(error.conflicting == [keep.description, clash.description])
    }
    #expect(a.frame.width == 40)
  }

  @Test("ambiguity: a view without a vertical position is ambiguous, and exercising moves it")
  func ambiguity() {
    let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200), name: "root")
    let a = withoutVerticalPosition("a", in: root)
    let b = constrained("b", in: root)
    _ = pin(b, .left, .equal, root)
    _ = pin(b, .top, .equal, root)
    _ = pin(b, .width, plus: 20)
    _ = pin(b, .height, plus: 20)
    root.layoutIfNeeded()
    #expect(a.hasAmbiguousLayout)
    #expect(!b.hasAmbiguousLayout)
    let before = a.frame.minY
    a.exerciseAmbiguityInLayout()
    #expect(a.frame.minY != before)
    // Each call moves it on: 20 points along the free direction.
    let once = a.frame.minY
    a.exerciseAmbiguityInLayout()
    #expect(abs(a.frame.minY - once) == 20)
    #expect(
      a.constraintsAffectingLayout(for: .vertical).map(\.secondAttribute) == [.notAnAttribute])
    #expect(a.constraintsAffectingLayout(for: .horizontal).count == 2)
    let trace = root.autolayoutTrace()
    #expect(trace.contains("View:a") && trace.contains("AMBIGUOUS LAYOUT"))
    #expect(
      !trace.split(separator: "\n").contains { $0.contains("View:b") && $0.contains("AMBIGUOUS") })
  }

  @Test("asking about ambiguity moves nothing: every probe is pulled back")
  func probingLeavesTheLayout() {
    let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200), name: "root")
    // a: no vertical position (free both ways, solved at 0); c: no height (free upwards from
    // its floor of 0); b: fully determined.
    let a = withoutVerticalPosition("a", in: root)
    let b = bar("b", in: root)
    _ = pin(b, .width, plus: 40)
    let c = constrained("c", in: root)
    _ = pin(c, .left, .equal, root)
    _ = pin(c, .top, .equal, root)
    _ = pin(c, .width, plus: 30)
    root.layoutIfNeeded()
    let expected = [
      Rect(x: 0, y: 0, width: 20, height: 20), Rect(x: 0, y: 0, width: 40, height: 10),
      Rect(x: 0, y: 0, width: 30, height: 0),
    ]
    #expect([a.frame, b.frame, c.frame] == expected)
    #expect([a, b, c].map(\.hasAmbiguousLayout) == [true, false, true])
    _ = root.autolayoutTrace()
    // Frames set again from the solver's variables, as the probes left them.
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect([a.frame, b.frame, c.frame] == expected)
  }

  @Test("a view removed from its tree, and its constraints, are freed")
  func memory() {
    let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "root")
    weak var weakChild: View?
    weak var weakConstraint: LayoutConstraint?
    weak var weakInner: LayoutConstraint?
    do {
      let child = constrained("child", in: root)
      let grandchild = constrained("grandchild", in: child)
      weakChild = child
      weakConstraint = pin(child, .left, .equal, root, plus: 5)
      weakInner = pin(grandchild, .width, .equal, child)
      _ = child.layoutMarginsGuide
      root.layoutIfNeeded()
      child.removeFromSuperview()
      root.layoutIfNeeded()
    }
    #expect(weakChild == nil)
    #expect(weakConstraint == nil)
    #expect(weakInner == nil)
  }

  @Test("a laid-out tree is freed with its root: no cycle through the engine")
  func treeFreed() {
    weak var weakRoot: View?
    weak var weakChild: View?
    weak var weakGuide: LayoutGuide?
    weak var weakConstraint: LayoutConstraint?
    do {
      let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "root")
      root.rootSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
      let child = constrained("child", in: root)
      let fixed = View(frame: Rect(x: 1, y: 2, width: 3, height: 4), name: "fixed")
      fixed.autoresizingMask = [.flexibleWidth]
      root.addSubview(fixed)
      weakConstraint = pin(child, .top, .equal, root.safeAreaLayoutGuide, .top)
      _ = pin(child, .left, .equal, root)
      _ = pin(child, .width, plus: 10)
      _ = pin(child, .height, .equal, child, .width)
      root.layoutIfNeeded()
      #expect(child.frame == Rect(x: 0, y: 10, width: 10, height: 10))
      weakRoot = root
      weakChild = child
      weakGuide = root.safeAreaLayoutGuide
    }
    #expect(weakRoot == nil)
    #expect(weakChild == nil)
    #expect(weakGuide == nil)
    #expect(weakConstraint == nil)
  }

  @Test("a location equal to a constant traps")
  func locationEqualToConstantTraps() async {
    await #expect(processExitsWith: .failure) {
      let view = View(name: "v")
      _ = LayoutConstraint(item: view, attribute: .left, relatedBy: .equal, constant: 10)
    }
  }

  @Test("activating a constraint between two trees traps")
  func noCommonAncestorTraps() async {
    await #expect(processExitsWith: .failure) {
      let a = View(name: "a")
      let b = View(name: "b")
      LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .left)
        .isActive = true
    }
  }

  @Test("Apple's validity messages")
  func validityMessages() {
    #expect(
      LayoutConstraint.validityProblem(.left, nil, multiplier: 1)?.hasPrefix(
        "A multiplier of 0 or a nil second item together with a location") == true)
    #expect(
      LayoutConstraint.validityProblem(.leading, .left, multiplier: 1)
        == "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
    )
    #expect(
      LayoutConstraint.validityProblem(.width, .left, multiplier: 1)
        == "Invalid pairing of layout attributes")
    #expect(
      LayoutConstraint.validityProblem(.top, .left, multiplier: 1)
        == "Invalid pairing of layout attributes")
    #expect(LayoutConstraint.validityProblem(.width, .height, multiplier: 2) == nil)
    #expect(LayoutConstraint.validityProblem(.leading, .centerX, multiplier: 1) == nil)
    #expect(LayoutConstraint.validityProblem(.width, nil, multiplier: 1) == nil)
  }
}

@Suite("Descriptions")
struct DescriptionTests {
  @Test("constraints, views and guides print in Apple's shapes")
  func descriptions() {
    let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100), name: "root")
    let box = constrained("box", in: root)
    let c = LayoutConstraint(
      item: box, attribute: .width, relatedBy: .equal, toItem: root, attribute: .height,
      multiplier: 2, constant: -8)
    c.identifier = "ratio"
    #expect(
      c.description.hasSuffix("'ratio' View:box.width == 2*View:root.height - 8   (inactive)>"))
    c.isActive = true
    #expect(c.description.hasSuffix("(active)>"))
    let fixed = LayoutConstraint(
      item: box, attribute: .height, relatedBy: .greaterThanOrEqual, constant: 44, priority: 750)
    #expect(fixed.description.hasSuffix("View:box.height >= 44 @750   (inactive)>"))
    _ = pin(box, .left, .equal, root)
    _ = pin(box, .top, .equal, root)
    _ = pin(box, .height, plus: 10)
    box.isHidden = true
    root.layoutIfNeeded()
    #expect(box.description.hasPrefix("<View: 0x"))
    #expect(
      box.description.hasSuffix(
        "; 'box'; frame = (0 0; 192 10); hidden = YES; translatesAutoresizingMaskIntoConstraints = NO>"
      ))
    #expect(
      root.layoutMarginsGuide.description.hasSuffix(
        "frame = (8 8; 184 84); identifier = 'root.layoutMarginsGuide'>"))
  }
}
