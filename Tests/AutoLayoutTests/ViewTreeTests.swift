import Testing

@testable import AutoLayout

/// A root with subviews a, b, c, d, back to front.
func fourSubviews() -> (View, [View]) {
  let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "root")
  let views = ["a", "b", "c", "d"].map { View(name: $0) }
  for view in views { root.addSubview(view) }
  return (root, views)
}

@Suite("The view tree")
struct ViewTreeTests {
  func names(_ view: View) -> [String] { view.subviews.map { $0.debugName ?? "?" } }

  @Test("subviews reorder as Apple's do: front, back, above, below, exchange")
  func ordering() {
    let (root, v) = fourSubviews()
    root.bringSubviewToFront(v[0])
    #expect(names(root) == ["b", "c", "d", "a"])
    root.sendSubviewToBack(v[3])
    #expect(names(root) == ["d", "b", "c", "a"])
    root.insertSubview(v[3], aboveSubview: v[2])
    #expect(names(root) == ["b", "c", "d", "a"])
    root.insertSubview(v[0], belowSubview: v[1])
    #expect(names(root) == ["a", "b", "c", "d"])
    root.exchangeSubview(at: 0, withSubviewAt: 3)
    #expect(names(root) == ["d", "b", "c", "a"])
    // A view from elsewhere joins next to its sibling.
    let e = View(name: "e")
    root.insertSubview(e, belowSubview: v[2])
    #expect(names(root) == ["d", "b", "e", "c", "a"])
    #expect(e.superview === root)
    // Not a subview: nothing happens.
    root.bringSubviewToFront(View(name: "stranger"))
    #expect(names(root) == ["d", "b", "e", "c", "a"])
  }

  @Test("reordering keeps every frame")
  func reorderingKeepsFrames() {
    let (root, v) = fourSubviews()
    for (k, view) in v.enumerated() {
      view.translatesAutoresizingMaskIntoConstraints = false
      _ = pin(view, .left, .equal, root, plus: Double(10 * k))
      _ = pin(view, .top, .equal, root)
      _ = pin(view, .width, plus: 5)
      _ = pin(view, .height, plus: 5)
    }
    root.layoutIfNeeded()
    root.bringSubviewToFront(v[0])
    root.exchangeSubview(at: 0, withSubviewAt: 2)
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(v.map(\.frame.minX) == [0, 10, 20, 30])
  }

  @Test("inserting next to a view that is not a subview traps, naming both and the call site")
  func notASibling() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let (root, _) = fourSubviews()
      root.insertSubview(View(name: "new"), aboveSubview: View(name: "stranger"))
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(text.contains("View:new") && text.contains("View:stranger"))
    #expect(text.contains("is not a subview of View:root"))
    #expect(text.contains("ViewTreeTests.swift:"))
  }

  @Test("each view's safe-area insets: how far the root's reach into it")
  func safeAreaInsets() {
    let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 812), name: "root")
    root.rootSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    let header = View(frame: Rect(x: 0, y: 0, width: 375, height: 100), name: "header")
    let middle = View(frame: Rect(x: 0, y: 100, width: 375, height: 600), name: "middle")
    let footer = View(frame: Rect(x: 0, y: 700, width: 375, height: 112), name: "footer")
    for view in [header, middle, footer] { root.addSubview(view) }
    // Inside the footer, 20 from its top: the root's bottom inset starts at 778 = 812 − 34.
    let inner = View(frame: Rect(x: 10, y: 20, width: 100, height: 80), name: "inner")
    footer.addSubview(inner)
    // Wholly under the top inset: only its own 20 points are covered.
    let status = View(frame: Rect(x: 0, y: 10, width: 50, height: 20), name: "status")
    header.addSubview(status)
    root.layoutIfNeeded()
    #expect(root.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    #expect(header.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
    #expect(middle.safeAreaInsets == .zero)
    #expect(footer.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    // inner spans 720…800 in the root: 800 − 778 = 22 of it is under the bottom inset.
    #expect(inner.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 22, right: 0))
    #expect(status.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
  }
}
