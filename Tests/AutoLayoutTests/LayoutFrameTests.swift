import TestSupport
import Testing

@testable import AutoLayout

/// A plain view called `name`, added to `parent` to be placed by constraints alone.
func constrained(_ name: String, in parent: View) -> View {
  constrained(View(name: name), in: parent)
}

/// `view`, added to `parent` to be placed by constraints alone.
func constrained<V: View>(_ view: V, in parent: View) -> V {
  view.translatesAutoresizingMaskIntoConstraints = false
  parent.addSubview(view)
  return view
}

/// A 200 × 100 container 100 points from the root's left edge, at its top.
func offsetContainer(in root: View) -> View {
  let container = constrained("container", in: root)
  _ = pin(container, .left, .equal, root, plus: 100)
  _ = pin(container, .top, .equal, root)
  _ = pin(container, .width, plus: 200)
  _ = pin(container, .height, plus: 100)
  return container
}

/// A container 10 points in from each edge of `root`.
func insetContainer(in root: View) -> View {
  let container = constrained("container", in: root)
  for (attribute, inset) in [
    (LayoutAttribute.left, 10.0), (.top, 10), (.right, -10), (.bottom, -10),
  ] {
    _ = pin(container, attribute, .equal, root, plus: inset)
  }
  return container
}

func pin(
  _ a: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
  _ b: LayoutItem? = nil, _ attribute2: LayoutAttribute? = nil, times: Double = 1,
  plus constant: Double = 0, priority: LayoutPriority = .required
) -> LayoutConstraint {
  let c = LayoutConstraint(
    item: a, attribute: attribute, relatedBy: relation, toItem: b,
    attribute: attribute2 ?? attribute, multiplier: times, constant: constant, priority: priority)
  c.isActive = true
  return c
}

@Suite("Frames")
struct LayoutFrameTests {
  @Test("edges and sizes against the superview")
  func basic() {
    let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667), name: "root")
    let box = constrained("box", in: root)
    _ = pin(box, .left, .equal, root, plus: 20)
    _ = pin(box, .top, .equal, root, plus: 40)
    _ = pin(box, .right, .equal, root, plus: -15)
    _ = pin(box, .height, plus: 50)
    root.layoutIfNeeded()
    // width = 375 - 20 - 15 = 340.
    #expect(box.frame == Rect(x: 20, y: 40, width: 340, height: 50))
  }

  @Test("a multiplier on a position scales from the installing view's origin")
  func multiplierOnPosition() {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), name: "root")
    let container = offsetContainer(in: root)
    let child = constrained("child", in: container)
    _ = pin(child, .centerX, .equal, container, times: 0.5)
    _ = pin(child, .top, .equal, container)
    _ = pin(child, .width, plus: 20)
    _ = pin(child, .height, plus: 10)
    root.layoutIfNeeded()
    // In the container's coordinates its centerX is 100, so the child's centre is at 50 and its
    // left edge at 40. Read in the root's coordinates, the centre would be at 200 × 0.5 = 100,
    // which is x = 0 in the container, left edge −10.
    #expect(child.frame == Rect(x: 40, y: 0, width: 20, height: 10))
  }

  @Test("leading and trailing follow the layout direction of the installing view")
  func rightToLeft() {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 100), name: "root")
    root.semanticLayoutDirection = .rightToLeft
    let box = constrained("box", in: root)
    _ = pin(box, .leading, .equal, root, plus: 10)
    _ = pin(box, .width, plus: 50)
    _ = pin(box, .top, .equal, root)
    _ = pin(box, .height, plus: 20)
    root.layoutIfNeeded()
    // Right to left: leading is the right edge, and positions grow towards the trailing (left)
    // edge, so "leading + 10" is 10 points in from the right: right edge at 290, left at 240.
    #expect(box.frame == Rect(x: 240, y: 0, width: 50, height: 20))
    // The same constraints left to right: 10 in from the left.
    root.semanticLayoutDirection = .leftToRight
    root.layoutIfNeeded()
    #expect(box.frame == Rect(x: 10, y: 0, width: 50, height: 20))
  }

  @Test("margin attributes inset by the layout margins (8 by default)")
  func margins() {
    let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100), name: "root")
    let box = constrained("box", in: root)
    _ = pin(box, .leading, .equal, root, .leadingMargin)
    _ = pin(box, .trailing, .equal, root, .trailingMargin)
    _ = pin(box, .top, .equal, root, .topMargin)
    _ = pin(box, .bottom, .equal, root, .bottomMargin)
    root.layoutIfNeeded()
    #expect(box.frame == Rect(x: 8, y: 8, width: 184, height: 84))
    #expect(root.layoutMarginsGuide.layoutFrame == Rect(x: 8, y: 8, width: 184, height: 84))
  }

  @Test(
    "a view with autoresizing constraints stays where its frame says, next to constrained views")
  func autoresizingNextToConstrained() {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300), name: "root")
    let fixed = View(frame: Rect(x: 10, y: 20, width: 30, height: 40), name: "fixed")
    root.addSubview(fixed)
    let box = constrained("box", in: root)
    _ = pin(box, .left, .equal, fixed, .right, plus: 5)
    _ = pin(box, .top, .equal, fixed, .bottom)
    _ = pin(box, .width, .equal, fixed)
    _ = pin(box, .height, .equal, fixed, .width)
    root.layoutIfNeeded()
    #expect(fixed.frame == Rect(x: 10, y: 20, width: 30, height: 40))
    #expect(box.frame == Rect(x: 45, y: 60, width: 30, height: 30))
  }

  @Test(
    "two labels in a row: the lower hugging priority stretches, the lower compression resistance shrinks"
  )
  func huggingAndCompression() {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 50), name: "root")
    let a = Label("a", width: 100, height: 20)
    let b = Label("b", width: 80, height: 20)
    root.addSubview(a)
    root.addSubview(b)
    b.setContentHuggingPriority(251, for: .horizontal)
    for label in [a, b] { _ = pin(label, .top, .equal, root) }
    _ = pin(a, .left, .equal, root)
    _ = pin(b, .left, .equal, a, .right)
    let right = pin(b, .right, .equal, root)
    root.layoutIfNeeded()
    // 300 wide, 180 of content: a (hugging 250) takes the 120 extra, b (251) keeps 80.
    #expect(a.frame == Rect(x: 0, y: 0, width: 220, height: 20))
    #expect(b.frame == Rect(x: 220, y: 0, width: 80, height: 20))
    // Now 150 wide: 30 too little. Equal compression resistance (750), so the solver may take
    // it from either; give b the lower one and it is b that shrinks.
    right.isActive = false
    root.frame = Rect(x: 0, y: 0, width: 150, height: 50)
    b.setContentCompressionResistancePriority(700, for: .horizontal)
    right.isActive = true
    root.layoutIfNeeded()
    #expect(a.frame.width == 100)
    #expect(b.frame == Rect(x: 100, y: 0, width: 50, height: 20))
  }

  @Test("a constant change after the first layout moves only what depends on it")
  func constantChange() {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300), name: "root")
    let a = constrained("a", in: root)
    let b = constrained("b", in: root)
    let gap = pin(b, .left, .equal, a, .right, plus: 10)
    _ = pin(a, .left, .equal, root, plus: 5)
    for v in [a, b] {
      _ = pin(v, .top, .equal, root)
      _ = pin(v, .width, plus: 40)
      _ = pin(v, .height, plus: 40)
    }
    root.layoutIfNeeded()
    #expect(b.frame.minX == 55)
    gap.constant = 30
    root.layoutIfNeeded()
    #expect(a.frame.minX == 5)
    #expect(b.frame.minX == 75)
  }

  @Test("frames are rounded to the root's scale on edges, so neighbours never gap")
  func rounding() {
    let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 10), name: "root")
    root.scale = 2
    let views = (0..<3).map { constrained("v\($0)", in: root) }
    _ = pin(views[0], .left, .equal, root)
    _ = pin(views[1], .left, .equal, views[0], .right)
    _ = pin(views[2], .left, .equal, views[1], .right)
    _ = pin(views[2], .right, .equal, root)
    for v in views {
      _ = pin(v, .width, .equal, views[0])
      _ = pin(v, .top, .equal, root)
      _ = pin(v, .height, plus: 10)
    }
    root.layoutIfNeeded()
    // Each is 33.333… wide; edges at 0, 33.5, 66.5, 100 on a half-point grid.
    #expect(views.map(\.frame.minX) == [0, 33.5, 66.5])
    #expect(views.map(\.frame.maxX) == [33.5, 66.5, 100])
  }

  @Test("the root's safe area insets its guide")
  func safeArea() {
    let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 812), name: "root")
    root.rootSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    let box = constrained("box", in: root)
    _ = pin(box, .top, .equal, root.safeAreaLayoutGuide, .top)
    _ = pin(box, .bottom, .equal, root.safeAreaLayoutGuide, .bottom)
    _ = pin(box, .left, .equal, root)
    _ = pin(box, .width, plus: 10)
    root.layoutIfNeeded()
    #expect(box.frame == Rect(x: 0, y: 44, width: 10, height: 734))
  }
}

@Suite("Unsatisfiable constraints")
struct UnsatisfiableTests {
  @Test("the conflicting set is reported, the new constraint is broken, layout goes on")
  func conflict() {
    final class Box: @unchecked Sendable { var reports: [UnsatisfiableConstraintsReport] = [] }
    let seen = Box()
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300), name: "root")
    root.diagnosticsHandler = { seen.reports.append($0) }
    let box = constrained("box", in: root)
    _ = pin(box, .left, .equal, root)
    _ = pin(box, .top, .equal, root)
    _ = pin(box, .height, plus: 10)
    let wide = pin(box, .width, plus: 100)
    root.layoutIfNeeded()
    let narrow = pin(box, .width, plus: 50)
    root.layoutIfNeeded()
    #expect(seen.reports.count == 1)
    let report = seen.reports.first
    #expect(report?.conflicting == [wide.description, narrow.description])
    #expect(report?.broken == narrow.description)
    #expect(report?.consoleText.contains("Will attempt to recover by breaking constraint") == true)
    // Each user constraint's report entry says where it was made (here: the `pin` helper).
    #expect(
      report?.madeAt.allSatisfy { $0?.hasPrefix("AutoLayoutTests/LayoutFrameTests.swift:") == true }
        == true)
    #expect(
      report?.consoleText.contains("(made at AutoLayoutTests/LayoutFrameTests.swift:") == true)
    // The layout is the one without the broken constraint.
    #expect(box.frame == Rect(x: 0, y: 0, width: 100, height: 10))
  }
}
