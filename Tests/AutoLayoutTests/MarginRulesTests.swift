import Testing

@testable import AutoLayout

// Apple's margin rules (AutoLayout.docc/Margins.md): margins moved inside the safe area
// (additive), margins that preserve the superview's, and the readable content guide. Every
// expected frame is worked out by hand in the comments, in both layout directions.

/// A root of the given size, laid out in `direction`.
private func makeRoot(
  _ width: Double, _ height: Double, _ direction: LayoutDirection = .leftToRight
) -> View {
  let root = View(frame: Rect(x: 0, y: 0, width: width, height: height), name: "root")
  root.semanticLayoutDirection = direction
  return root
}

/// A view `width` × `height` whose `edge` (a horizontal attribute) and top are on `target`'s
/// `targetEdge` and `targetTop`.
@discardableResult
private func place(
  _ name: String, in parent: View, _ edge: LayoutAttribute, on target: LayoutItem,
  _ targetEdge: LayoutAttribute, top targetTop: LayoutAttribute = .topMargin,
  width: Double = 50, height: Double = 20
) -> View {
  let view = constrained(name, in: parent)
  _ = pin(view, edge, .equal, target, targetEdge)
  _ = pin(view, .top, .equal, target, targetTop)
  _ = pin(view, .width, plus: width)
  _ = pin(view, .height, plus: height)
  return view
}

/// A view whose four edges are on `guide`'s.
@discardableResult
private func fill(_ name: String, in parent: View, _ guide: LayoutItem) -> View {
  let view = constrained(name, in: parent)
  for attribute in [LayoutAttribute.left, .right, .top, .bottom] {
    _ = pin(view, attribute, .equal, guide, attribute)
  }
  return view
}

@Suite("Margins: the defaults")
struct MarginDefaultsTests {
  @Test("margins of 8, inset from the safe area, not preserving, a readable width of 672")
  func defaults() {
    let view = View()
    #expect(
      view.directionalLayoutMargins
        == DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
    #expect(view.insetsLayoutMarginsFromSafeArea)
    #expect(!view.preservesSuperviewLayoutMargins)
    #expect(view.readableContentWidth == 672)
    #expect(View.defaultReadableContentWidth == 672)
    // A view alone: no safe area, no superview, so the margins it uses are its own.
    #expect(view.effectiveLayoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
  }

  @Test("asking for one of a view's guides makes only that one")
  func guidesMadeOnDemand() {
    let root = makeRoot(100, 100)
    _ = root.safeAreaLayoutGuide
    root.layoutIfNeeded()
    #expect(root.systemGuides.map(\.systemRole) == [.safeArea])
    _ = root.readableContentGuide
    _ = root.layoutMarginsGuide
    #expect(root.systemGuides.map(\.systemRole) == [.safeArea, .readableContent, .layoutMargins])
  }
}

@Suite("Margins: insetsLayoutMarginsFromSafeArea")
struct InsetsFromSafeAreaTests {
  /// The issue's case: a root with a safe area of (top 40, left 30), margins 0, and `v.top ==
  /// root.topMargin`, `v.leading == root.leadingMargin`.
  private func issueCase(_ direction: LayoutDirection, insets: Bool = true) -> (View, View, View) {
    let root = makeRoot(375, 667, direction)
    root.rootSafeAreaInsets = EdgeInsets(top: 40, left: 30, bottom: 0, right: 0)
    root.directionalLayoutMargins = .zero
    root.insetsLayoutMarginsFromSafeArea = insets
    let v = place("v", in: root, .leading, on: root, .leadingMargin, width: 100, height: 50)
    let w = place("w", in: root, .trailing, on: root, .trailingMargin, width: 100, height: 50)
    return (root, v, w)
  }

  @Test("the issue's case: v lands at (30, 40), not (0, 0)")
  func issueLeftToRight() {
    let (root, v, w) = issueCase(.leftToRight)
    root.layoutIfNeeded()
    // Top margin 0 + safe top 40 = 40; leading is the left: 0 + safe left 30 = 30.
    #expect(v.frame == Rect(x: 30, y: 40, width: 100, height: 50))
    // Trailing is the right: 0 + safe right 0, so w's right edge is on 375: x = 275.
    #expect(w.frame == Rect(x: 275, y: 40, width: 100, height: 50))
    #expect(root.effectiveLayoutMargins == EdgeInsets(top: 40, left: 30, bottom: 0, right: 0))
    // The margins as set read back unchanged.
    #expect(root.layoutMargins == .zero)
  }

  @Test("the issue's case right to left: the safe left inset is on the trailing side")
  func issueRightToLeft() {
    let (root, v, w) = issueCase(.rightToLeft)
    root.layoutIfNeeded()
    // Leading is the right edge: margin 0 + safe right 0, so v's right edge is on 375.
    #expect(v.frame == Rect(x: 275, y: 40, width: 100, height: 50))
    // Trailing is the left edge: 0 + safe left 30 = 30.
    #expect(w.frame == Rect(x: 30, y: 40, width: 100, height: 50))
  }

  @Test("with insetsLayoutMarginsFromSafeArea false, the margins stay where they are")
  func off() {
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let (root, v, w) = issueCase(direction, insets: false)
      root.layoutIfNeeded()
      // Margins 0 everywhere: on the root's edges.
      let (leading, trailing) = direction == .leftToRight ? (0.0, 275.0) : (275.0, 0.0)
      #expect(v.frame == Rect(x: leading, y: 0, width: 100, height: 50))
      #expect(w.frame == Rect(x: trailing, y: 0, width: 100, height: 50))
    }
  }

  @Test("additive on every edge, whatever the margins, in both directions")
  func additive() {
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let root = makeRoot(400, 300, direction)
      root.rootSafeAreaInsets = EdgeInsets(top: 20, left: 30, bottom: 10, right: 40)
      root.directionalLayoutMargins = DirectionalEdgeInsets(
        top: 5, leading: 8, bottom: 6, trailing: 4)
      let box = constrained("box", in: root)
      _ = pin(box, .leading, .equal, root, .leadingMargin)
      _ = pin(box, .trailing, .equal, root, .trailingMargin)
      _ = pin(box, .top, .equal, root, .topMargin)
      _ = pin(box, .bottom, .equal, root, .bottomMargin)
      let guided = fill("guided", in: root, root.layoutMarginsGuide)
      root.layoutIfNeeded()
      // Top 5 + 20 = 25, bottom 6 + 10 = 16: 300 − 41 = 259 high.
      // LTR: left = leading 8 + 30 = 38, right = trailing 4 + 40 = 44.
      // RTL: left = trailing 4 + 30 = 34, right = leading 8 + 40 = 48. Both 318 wide.
      let left = direction == .leftToRight ? 38.0 : 34.0
      let expected = Rect(x: left, y: 25, width: 318, height: 259)
      #expect(box.frame == expected)
      #expect(guided.frame == expected)
      #expect(root.layoutMarginsGuide.layoutFrame == expected)
      #expect(
        root.effectiveLayoutMargins
          == EdgeInsets(top: 25, left: left, bottom: 16, right: 400 - 318 - left))
    }
  }

  @Test("a margin already past the safe area still adds: 28 under 20 is 48")
  func addsEvenWhenClear() {
    // As observed in UIKit (a header with margins (28, 8, 8, 8) under a status bar of 20
    // reports layoutMargins (48, 8, 8, 8)); a maximum would give 28.
    let root = makeRoot(320, 480)
    root.rootSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let header = constrained("header", in: root)
    header.layoutMargins = EdgeInsets(top: 28, left: 8, bottom: 8, right: 8)
    _ = pin(header, .left, .equal, root)
    _ = pin(header, .top, .equal, root)
    _ = pin(header, .width, .equal, root, .width)
    _ = pin(header, .height, plus: 100)
    let title = place("title", in: header, .left, on: header, .leftMargin)
    root.layoutIfNeeded()
    #expect(header.effectiveLayoutMargins == EdgeInsets(top: 48, left: 8, bottom: 8, right: 8))
    #expect(title.frame == Rect(x: 8, y: 48, width: 50, height: 20))
  }

  @Test("a full-width bar under a top inset of 44 with margins 8: its margins guide at 52")
  func fiftyTwo() {
    let root = makeRoot(375, 812)
    root.rootSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    let bar = constrained("bar", in: root)
    _ = pin(bar, .left, .equal, root)
    _ = pin(bar, .right, .equal, root)
    _ = pin(bar, .top, .equal, root)
    _ = pin(bar, .height, plus: 100)
    let content = fill("content", in: bar, bar.layoutMarginsGuide)
    root.layoutIfNeeded()
    // The bar's safe area: 44 at the top; its top margin 8 + 44 = 52, the others 8.
    #expect(bar.layoutMarginsGuide.layoutFrame == Rect(x: 8, y: 52, width: 359, height: 40))
    #expect(content.frame == Rect(x: 8, y: 52, width: 359, height: 40))
  }

  @Test("a nested view partly under the safe area: only the covered part adds")
  func nestedPartly() {
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      // A phone on its side: 44 at each side, 21 at the bottom.
      let root = makeRoot(812, 375, direction)
      root.rootSafeAreaInsets = EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
      root.directionalLayoutMargins = .zero
      // A sidebar 10 from the left edge: 44 − 10 = 34 of it is under the left inset.
      let sidebar = constrained("sidebar", in: root)
      sidebar.directionalLayoutMargins = DirectionalEdgeInsets(
        top: 8, leading: 8, bottom: 8, trailing: 12)
      _ = pin(sidebar, .left, .equal, root, plus: 10)
      _ = pin(sidebar, .top, .equal, root)
      _ = pin(sidebar, .width, plus: 200)
      _ = pin(sidebar, .height, .equal, root, .height)
      let first = place("first", in: sidebar, .leading, on: sidebar, .leadingMargin)
      let last = place("last", in: sidebar, .trailing, on: sidebar, .trailingMargin)
      let below = place(
        "below", in: sidebar, .leading, on: sidebar, .leadingMargin, top: .bottomMargin)
      root.layoutIfNeeded()
      #expect(sidebar.frame == Rect(x: 10, y: 0, width: 200, height: 375))
      // The sidebar's safe area: left 34; its right edge (210) is clear of 812 − 44; its bottom
      // is under the 21 at the bottom.
      #expect(sidebar.safeAreaInsets == EdgeInsets(top: 0, left: 34, bottom: 21, right: 0))
      if direction == .leftToRight {
        // Leading is the left: 8 + 34 = 42. Trailing is the right: 12 + 0 = 12, so x = 200 −
        // 12 − 50 = 138.
        #expect(first.frame.minX == 42)
        #expect(last.frame.minX == 138)
        #expect(
          sidebar.effectiveLayoutMargins == EdgeInsets(top: 8, left: 42, bottom: 29, right: 12))
      } else {
        // Leading is the right: 8 + 0, so x = 200 − 8 − 50 = 142. Trailing is the left: 12 +
        // 34 = 46.
        #expect(first.frame.minX == 142)
        #expect(last.frame.minX == 46)
        #expect(
          sidebar.effectiveLayoutMargins == EdgeInsets(top: 8, left: 46, bottom: 29, right: 8))
      }
      // Top margins 8; the bottom margin is 8 + 21 = 29, so `below` starts at 375 − 29 = 346.
      #expect(first.frame.minY == 8)
      #expect(below.frame.minY == 346)
    }
  }

  @Test("a view clear of the safe area keeps its margins")
  func clear() {
    let root = makeRoot(375, 812)
    root.rootSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    let middle = constrained("middle", in: root)
    _ = pin(middle, .left, .equal, root)
    _ = pin(middle, .top, .equal, root, plus: 200)
    _ = pin(middle, .width, .equal, root, .width)
    _ = pin(middle, .height, plus: 300)
    let inside = fill("inside", in: middle, middle.layoutMarginsGuide)
    root.layoutIfNeeded()
    #expect(middle.effectiveLayoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(inside.frame == Rect(x: 8, y: 8, width: 359, height: 284))
  }
}

@Suite("Margins: preservesSuperviewLayoutMargins")
struct PreservesSuperviewMarginsTests {
  /// A 400 × 400 container filling the root, with margins (top 20, leading 30, bottom 10,
  /// trailing 5); a child 10 in from its left, 4 down, 2 in from its right, 100 high; and a
  /// content view filling the child's margins guide.
  private func scene(
    _ direction: LayoutDirection, preserves: Bool = true
  ) -> (
    root: View, child: View, content: View
  ) {
    let root = makeRoot(400, 400, direction)
    root.directionalLayoutMargins = .zero
    let container = fill("container", in: root, root)
    container.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 20, leading: 30, bottom: 10, trailing: 5)
    let child = constrained("child", in: container)
    child.preservesSuperviewLayoutMargins = preserves
    _ = pin(child, .left, .equal, container, plus: 10)
    _ = pin(child, .right, .equal, container, plus: -2)
    _ = pin(child, .top, .equal, container, plus: 4)
    _ = pin(child, .height, plus: 100)
    let content = fill("content", in: child, child.layoutMarginsGuide)
    return (root, child, content)
  }

  @Test("left to right: the superview's margin less the distance, where that is more")
  func leftToRight() {
    let (root, child, content) = scene(.leftToRight)
    root.layoutIfNeeded()
    #expect(child.frame == Rect(x: 10, y: 4, width: 388, height: 100))
    // Container margins: top 20, left 30, bottom 10, right 5.
    // top max(8, 20 − 4) = 16; left max(8, 30 − 10) = 20; right: 2 from the edge,
    // max(8, 5 − 2) = 8; bottom: 400 − 104 = 296 from the edge, max(8, 10 − 296) = 8.
    #expect(child.effectiveLayoutMargins == EdgeInsets(top: 16, left: 20, bottom: 8, right: 8))
    // 388 − 20 − 8 = 360 wide, 100 − 16 − 8 = 76 high.
    #expect(content.frame == Rect(x: 20, y: 16, width: 360, height: 76))
  }

  @Test("right to left: the superview's leading margin is on the right")
  func rightToLeft() {
    let (root, child, content) = scene(.rightToLeft)
    root.layoutIfNeeded()
    #expect(child.frame == Rect(x: 10, y: 4, width: 388, height: 100))
    // Container margins: left = trailing 5, right = leading 30.
    // left max(8, 5 − 10) = 8; right max(8, 30 − 2) = 28; top 16 and bottom 8 as before.
    #expect(child.effectiveLayoutMargins == EdgeInsets(top: 16, left: 8, bottom: 8, right: 28))
    // 388 − 8 − 28 = 352 wide.
    #expect(content.frame == Rect(x: 8, y: 16, width: 352, height: 76))
  }

  @Test("off (the default), the child keeps its own 8")
  func off() {
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let (root, child, content) = scene(direction, preserves: false)
      root.layoutIfNeeded()
      #expect(child.effectiveLayoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
      #expect(content.frame == Rect(x: 8, y: 8, width: 372, height: 84))
    }
  }

  @Test("with the safe area: the larger of its own margins in the safe area and the superview's")
  func withSafeArea() {
    // UIKit on an iPhone X on its side (safe area 32 top for a bar, 44 at the sides, 21 at the
    // bottom): a root that does not inset its margins of 140, an orange view filling it that
    // preserves them, and a yellow view in the orange's margins guide — the yellow is 140 in
    // from every edge (imanoupetit/Margins-And-Safe-Area, example 8).
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let root = makeRoot(812, 375, direction)
      root.rootSafeAreaInsets = EdgeInsets(top: 32, left: 44, bottom: 21, right: 44)
      root.insetsLayoutMarginsFromSafeArea = false
      root.layoutMargins = EdgeInsets(top: 140, left: 140, bottom: 140, right: 140)
      let orange = fill("orange", in: root, root)
      orange.preservesSuperviewLayoutMargins = true
      let yellow = fill("yellow", in: orange, orange.layoutMarginsGuide)
      root.layoutIfNeeded()
      // The orange's own margins in its safe area: 8 + (32, 44, 21, 44) = (40, 52, 29, 52);
      // the root's 140 at distance 0 is more on every edge.
      #expect(
        orange.effectiveLayoutMargins == EdgeInsets(top: 140, left: 140, bottom: 140, right: 140))
      #expect(yellow.frame == Rect(x: 140, y: 140, width: 532, height: 95))
      // Not preserving: 8 + the safe area.
      orange.preservesSuperviewLayoutMargins = false
      root.layoutIfNeeded()
      #expect(yellow.frame == Rect(x: 52, y: 40, width: 708, height: 306))
    }
  }

  @Test("a chain: each level preserves the level above, as far as it reaches")
  func chain() {
    let root = makeRoot(300, 300)
    root.layoutMargins = EdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
    // outer at x 10 (preserving: left max(8, 40 − 10) = 30); inner at x 5 in outer
    // (preserving: left max(8, 30 − 5) = 25); a label on inner's left margin at 25.
    let outer = constrained("outer", in: root)
    outer.preservesSuperviewLayoutMargins = true
    _ = pin(outer, .left, .equal, root, plus: 10)
    _ = pin(outer, .top, .equal, root)
    _ = pin(outer, .width, plus: 200)
    _ = pin(outer, .height, plus: 200)
    let inner = constrained("inner", in: outer)
    inner.preservesSuperviewLayoutMargins = true
    _ = pin(inner, .left, .equal, outer, plus: 5)
    _ = pin(inner, .top, .equal, outer)
    _ = pin(inner, .width, plus: 100)
    _ = pin(inner, .height, plus: 100)
    let label = place("label", in: inner, .left, on: inner, .leftMargin)
    root.layoutIfNeeded()
    #expect(outer.effectiveLayoutMargins.left == 30)
    #expect(inner.effectiveLayoutMargins.left == 25)
    #expect(label.frame == Rect(x: 25, y: 8, width: 50, height: 20))
  }
}

@Suite("Margins: readableContentGuide")
struct ReadableContentGuideTests {
  /// A root with margins `leading` and `trailing` at the sides, and a column pinned to its
  /// readable content guide's leading and trailing edges, 10 high at its top.
  private func scene(
    width: Double, leading: Double, trailing: Double, _ direction: LayoutDirection
  ) -> (root: View, column: View) {
    let root = makeRoot(width, 768, direction)
    root.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 8, leading: leading, bottom: 8, trailing: trailing)
    let column = constrained("column", in: root)
    _ = pin(column, .leading, .equal, root.readableContentGuide, .leading)
    _ = pin(column, .trailing, .equal, root.readableContentGuide, .trailing)
    _ = pin(column, .top, .equal, root.readableContentGuide, .top)
    _ = pin(column, .height, plus: 10)
    return (root, column)
  }

  @Test("a wide root: 672 centred between the margins (iPad in landscape: 176 from each edge)")
  func wide() {
    let (root, column) = scene(width: 1024, leading: 20, trailing: 20, .leftToRight)
    root.layoutIfNeeded()
    // Margins 20..1004, 984 wide, more than 672: (1024 − 672) / 2 = 176.
    #expect(root.readableContentGuide.layoutFrame == Rect(x: 176, y: 8, width: 672, height: 752))
    #expect(column.frame == Rect(x: 176, y: 8, width: 672, height: 10))
  }

  @Test("a narrow root: the guide is the margins guide")
  func narrow() {
    let (root, column) = scene(width: 375, leading: 16, trailing: 16, .leftToRight)
    root.layoutIfNeeded()
    // 375 − 32 = 343, less than 672.
    #expect(root.readableContentGuide.layoutFrame == Rect(x: 16, y: 8, width: 343, height: 752))
    #expect(root.readableContentGuide.layoutFrame == root.layoutMarginsGuide.layoutFrame)
    #expect(column.frame == Rect(x: 16, y: 8, width: 343, height: 10))
  }

  @Test("centred between the margins, which follow the layout direction")
  func directions() {
    // Leading 40, trailing 20. Wide, LTR: margins 40..1004, centre 522, x = 522 − 336 = 186;
    // RTL: margins 20..984, centre 502, x = 166. Narrow (375), LTR: 40..355, 315 wide;
    // RTL: 20..335.
    let cases: [(Double, LayoutDirection, Rect)] = [
      (1024, .leftToRight, Rect(x: 186, y: 8, width: 672, height: 10)),
      (1024, .rightToLeft, Rect(x: 166, y: 8, width: 672, height: 10)),
      (375, .leftToRight, Rect(x: 40, y: 8, width: 315, height: 10)),
      (375, .rightToLeft, Rect(x: 20, y: 8, width: 315, height: 10)),
    ]
    for (width, direction, expected) in cases {
      let (root, column) = scene(width: width, leading: 40, trailing: 20, direction)
      root.layoutIfNeeded()
      #expect(column.frame == expected, "\(width) \(direction)")
    }
  }

  @Test("a readable width of one's own")
  func ownWidth() {
    let (root, column) = scene(width: 1024, leading: 40, trailing: 20, .leftToRight)
    root.readableContentWidth = 500
    root.layoutIfNeeded()
    // Centre 522: x = 522 − 250 = 272.
    #expect(column.frame == Rect(x: 272, y: 8, width: 500, height: 10))
    root.readableContentWidth = 2000
    root.layoutIfNeeded()
    // Wider than the margins: the margins guide, 40..1004.
    #expect(column.frame == Rect(x: 40, y: 8, width: 964, height: 10))
  }

  @Test("resizing the root across the readable width lays out again")
  func resized() {
    let (root, column) = scene(width: 1024, leading: 20, trailing: 20, .leftToRight)
    root.layoutIfNeeded()
    #expect(column.frame == Rect(x: 176, y: 8, width: 672, height: 10))
    root.frame.size.width = 600
    root.layoutIfNeeded()
    // 560 between the margins: the margins guide.
    #expect(column.frame == Rect(x: 20, y: 8, width: 560, height: 10))
    root.frame.size.width = 800
    root.layoutIfNeeded()
    // 760 between the margins: capped, at (800 − 672) / 2 = 64.
    #expect(column.frame == Rect(x: 64, y: 8, width: 672, height: 10))
    root.frame.size.width = 700
    root.layoutIfNeeded()
    // 660: the margins again.
    #expect(column.frame == Rect(x: 20, y: 8, width: 660, height: 10))
  }

  @Test("the readable guide of a view under the safe area sits inside its effective margins")
  func underSafeArea() {
    let root = makeRoot(1024, 768)
    root.rootSafeAreaInsets = EdgeInsets(top: 24, left: 100, bottom: 20, right: 0)
    root.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 0, leading: 20, bottom: 0, trailing: 20)
    let column = fill("column", in: root, root.readableContentGuide)
    root.layoutIfNeeded()
    // Margins: top 24, left 120, bottom 20, right 20: 120..1004, centre 562, x = 226.
    #expect(column.frame == Rect(x: 226, y: 24, width: 672, height: 724))
  }
}

@Suite("Margins: laying out again")
struct MarginRelayoutTests {
  /// A 375 × 812 root with a top inset of 44; a full-width header `top` from the root's top,
  /// 100 high, with a label on its top and leading margins.
  private func scene(
    top: Double
  ) -> (root: View, header: View, label: View, topPin: LayoutConstraint) {
    let root = makeRoot(375, 812)
    root.rootSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    let header = constrained("header", in: root)
    _ = pin(header, .left, .equal, root)
    let topPin = pin(header, .top, .equal, root, plus: top)
    _ = pin(header, .width, .equal, root, .width)
    _ = pin(header, .height, plus: 100)
    let label = place("label", in: header, .leading, on: header, .leadingMargin)
    return (root, header, label, topPin)
  }

  @Test("a constant that moves a view under the safe area moves what hangs on its margins")
  func movedUnder() {
    let (root, header, label, topPin) = scene(top: 100)
    root.layoutIfNeeded()
    // Clear of the inset: the label on the header's own margin of 8.
    #expect(label.frame == Rect(x: 8, y: 8, width: 50, height: 20))
    topPin.constant = 20
    root.layoutIfNeeded()
    // The header spans 20..120: 44 − 20 = 24 under the inset; top margin 8 + 24 = 32, so the
    // label's top is at 20 + 32 = 52 in the root, 8 below the safe area.
    #expect(header.frame.minY == 20)
    #expect(label.frame == Rect(x: 8, y: 32, width: 50, height: 20))
    topPin.constant = 100
    root.layoutIfNeeded()
    #expect(label.frame == Rect(x: 8, y: 8, width: 50, height: 20))
    // From scratch, the same: one layout is enough.
    let (fresh, _, freshLabel, _) = scene(top: 20)
    fresh.layoutIfNeeded()
    #expect(freshLabel.frame == Rect(x: 8, y: 32, width: 50, height: 20))
  }

  @Test("toggling insetsLayoutMarginsFromSafeArea, and changing the safe area")
  func toggles() {
    let (root, header, label, _) = scene(top: 0)
    root.layoutIfNeeded()
    // Wholly under the inset's 44: top margin 52.
    #expect(label.frame.minY == 52)
    header.insetsLayoutMarginsFromSafeArea = false
    root.layoutIfNeeded()
    #expect(label.frame.minY == 8)
    header.insetsLayoutMarginsFromSafeArea = true
    root.layoutIfNeeded()
    #expect(label.frame.minY == 52)
    root.rootSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    root.layoutIfNeeded()
    #expect(label.frame.minY == 28)
    root.rootSafeAreaInsets = .zero
    root.layoutIfNeeded()
    #expect(label.frame.minY == 8)
  }

  @Test("toggling preservesSuperviewLayoutMargins, and the superview's margins")
  func preserveToggles() {
    let root = makeRoot(300, 300, .rightToLeft)
    root.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 0, leading: 50, bottom: 0, trailing: 0)
    let card = fill("card", in: root, root)
    let label = place("label", in: card, .leading, on: card, .leadingMargin)
    root.layoutIfNeeded()
    // Right to left: leading is the right; the card's own 8: x = 300 − 8 − 50 = 242.
    #expect(label.frame.minX == 242)
    card.preservesSuperviewLayoutMargins = true
    root.layoutIfNeeded()
    // The root's leading margin 50 on the right, at distance 0: x = 300 − 50 − 50 = 200.
    #expect(label.frame.minX == 200)
    root.directionalLayoutMargins.leading = 70
    root.layoutIfNeeded()
    #expect(label.frame.minX == 180)
    card.preservesSuperviewLayoutMargins = false
    root.layoutIfNeeded()
    #expect(label.frame.minX == 242)
  }

  @Test("a frame set by hand that moves a view under the safe area")
  func frameSetByHand() {
    let root = makeRoot(375, 812)
    root.rootSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    // Held at its frame by its autoresizing constraints.
    let header = View(frame: Rect(x: 0, y: 300, width: 375, height: 100), name: "header")
    root.addSubview(header)
    let label = place("label", in: header, .leading, on: header, .leadingMargin)
    root.layoutIfNeeded()
    #expect(label.frame == Rect(x: 8, y: 8, width: 50, height: 20))
    header.frame.origin.y = 10
    root.layoutIfNeeded()
    // 44 − 10 = 34 under the inset: top margin 8 + 34 = 42.
    #expect(label.frame == Rect(x: 8, y: 42, width: 50, height: 20))
  }

  @Test("a margins guide made after a layout starts at the effective margins")
  func guideMadeLater() {
    let (root, header, _, _) = scene(top: 0)
    root.layoutIfNeeded()
    // Before any layout that constrains it: the bounds inset by (52, 8, 8, 8).
    #expect(header.layoutMarginsGuide.layoutFrame == Rect(x: 8, y: 52, width: 359, height: 40))
    #expect(header.readableContentGuide.layoutFrame == Rect(x: 8, y: 52, width: 359, height: 40))
    root.layoutIfNeeded()
    #expect(header.layoutMarginsGuide.layoutFrame == Rect(x: 8, y: 52, width: 359, height: 40))
    #expect(header.readableContentGuide.layoutFrame == Rect(x: 8, y: 52, width: 359, height: 40))
  }

  @Test("a superview's frame that moves changes what a preserving child inherits")
  func preserveFollowsFrames() {
    let root = makeRoot(300, 300)
    root.layoutMargins = EdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
    let card = constrained("card", in: root)
    card.preservesSuperviewLayoutMargins = true
    let left = pin(card, .left, .equal, root, plus: 0)
    _ = pin(card, .top, .equal, root)
    _ = pin(card, .width, plus: 200)
    _ = pin(card, .height, plus: 100)
    let label = place("label", in: card, .left, on: card, .leftMargin)
    root.layoutIfNeeded()
    // At distance 0: the root's 40.
    #expect(label.frame.minX == 40)
    left.constant = 25
    root.layoutIfNeeded()
    // max(8, 40 − 25) = 15.
    #expect(label.frame.minX == 15)
    left.constant = 100
    root.layoutIfNeeded()
    // Far from the edge: its own 8.
    #expect(label.frame.minX == 8)
  }
}

@Suite("Margins: the article's examples")
struct MarginArticleExampleTests {
  @Test("the issue's case, as the article writes it")
  func issue() {
    let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667), name: "root")
    root.rootSafeAreaInsets = EdgeInsets(top: 40, left: 30, bottom: 0, right: 0)
    root.directionalLayoutMargins = .zero
    let v = View(name: "v")
    v.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(v)
    LayoutConstraint.activate([
      LayoutConstraint(
        item: v, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin),
      LayoutConstraint(
        item: v, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin),
      LayoutConstraint(item: v, attribute: .width, relatedBy: .equal, constant: 100),
      LayoutConstraint(item: v, attribute: .height, relatedBy: .equal, constant: 50),
    ])
    root.layoutIfNeeded()
    #expect(v.frame == Rect(x: 30, y: 40, width: 100, height: 50))
    root.insetsLayoutMarginsFromSafeArea = false
    root.layoutIfNeeded()
    #expect(v.frame == Rect(x: 0, y: 0, width: 100, height: 50))
  }

  @Test("the readable column, as the article writes it")
  func readableColumn() {
    let root = View(frame: Rect(x: 0, y: 0, width: 1024, height: 768), name: "root")
    root.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 8, leading: 20, bottom: 8, trailing: 20)
    let column = View(name: "column")
    column.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(column)
    let guide = root.readableContentGuide
    LayoutConstraint.activate([
      LayoutConstraint(
        item: column, attribute: .leading, relatedBy: .equal, toItem: guide, attribute: .leading),
      LayoutConstraint(
        item: column, attribute: .trailing, relatedBy: .equal, toItem: guide,
        attribute: .trailing),
      LayoutConstraint(
        item: column, attribute: .top, relatedBy: .equal, toItem: guide, attribute: .top),
      LayoutConstraint(item: column, attribute: .height, relatedBy: .equal, constant: 10),
    ])
    root.layoutIfNeeded()
    #expect(column.frame == Rect(x: 176, y: 8, width: 672, height: 10))
    root.frame.size.width = 600
    root.layoutIfNeeded()
    #expect(column.frame == Rect(x: 20, y: 8, width: 560, height: 10))
  }

  @Test("effectiveLayoutMargins' example: a header under a top inset of 44")
  func effectiveMarginsExample() {
    let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 812), name: "root")
    root.rootSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    let header = View(frame: Rect(x: 0, y: 0, width: 375, height: 100), name: "header")
    root.addSubview(header)
    #expect(header.effectiveLayoutMargins == EdgeInsets(top: 52, left: 8, bottom: 8, right: 8))
  }
}
