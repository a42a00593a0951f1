import AutoLayout
import Masonry
import TestSupport

// The screens of Masonry's example app, rebuilt with the Swift DSL. Each screen is laid out in
// the root of an iPhone 8: 375 × 667 points at scale 2, so frames land on half points. The
// frames expected by the tests are worked out by hand in comments, including the rounding to
// the 0.5-point grid where a value falls between pixels (half a pixel rounds away from zero).

/// The root view of a screen: 375 × 667 points at scale 2, named "superview" as Masonry's
/// examples name their view in descriptions.
func makeScreen(width: Double = 375, height: Double = 667) -> View {
  let root = View(frame: Rect(x: 0, y: 0, width: width, height: height), name: "superview")
  root.scale = 2
  return root
}

/// The green, red and blue views of Masonry's basic example, which the animated and attribute
/// chaining examples lay out again, added to `root` in that order and named as Masonry names them.
func basicViews(in root: View) -> (green: View, red: View, blue: View) {
  (addView("greenView", to: root), addView("redView", to: root), addView("blueView", to: root))
}

/// A frame in the root's coordinates, adding up the origins of the superviews.
func frameInRoot(_ view: View) -> Rect {
  var rect = view.frame
  var parent = view.superview
  while let ancestor = parent, ancestor.superview != nil {
    rect = rect.offsetBy(dx: ancestor.frame.minX, dy: ancestor.frame.minY)
    parent = ancestor.superview
  }
  return rect
}

/// Every constraint installed in the tree below `view` (the view included).
func constraintCount(_ view: View) -> Int {
  view.constraints.count + view.subviews.map(constraintCount).reduce(0, +)
}
