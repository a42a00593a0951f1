import TestSupport

@testable import AutoLayout

/// A view with a natural size and, like a label, baselines: `first` points below its top and
/// `last` points above its bottom.
final class TextLabel: View {
  let natural: Size
  let first: Double
  let last: Double

  init(_ name: String, width: Double, height: Double, first: Double, last: Double) {
    natural = Size(width: width, height: height)
    self.first = first
    self.last = last
    super.init(name: name)
  }

  override var intrinsicContentSize: Size { natural }
  override var firstBaselineOffsetFromTop: Double? { first }
  override var lastBaselineOffsetFromBottom: Double? { last }
}

/// The three labels most stack tests arrange: a 40 × 20, b 60 × 30, c 20 × 10.
func threeLabels() -> (a: Label, b: Label, c: Label) {
  (
    Label("a", width: 40, height: 20), Label("b", width: 60, height: 30),
    Label("c", width: 20, height: 10)
  )
}

/// A 400 × 400 root at `scale`.
func stackRoot(scale: Double = 1) -> View {
  let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), name: "root")
  root.scale = scale
  return root
}

/// A stack of `views` in `root`, its top-left corner at (10, 20) and, where given, its size
/// held; laid out once.
@discardableResult
func placedStack(
  _ views: [View], in root: View, axis: Axis = .horizontal,
  distribution: StackView.Distribution = .fill, alignment: StackView.Alignment = .fill,
  spacing: Double = 0, width: Double? = nil, height: Double? = nil
) -> StackView {
  let stack = StackView(arrangedSubviews: views, name: "stack")
  stack.axis = axis
  stack.distribution = distribution
  stack.alignment = alignment
  stack.spacing = spacing
  stack.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(stack)
  _ = pin(stack, .left, .equal, root, plus: 10)
  _ = pin(stack, .top, .equal, root, plus: 20)
  if let width { _ = pin(stack, .width, plus: width) }
  if let height { _ = pin(stack, .height, plus: height) }
  root.layoutIfNeeded()
  return stack
}

/// The identifiers of the constraints the stack made, installed on it and on its arranged
/// views, one of each kind.
func stackIdentifiers(_ stack: StackView) -> Set<String> {
  Set(stack.madeConstraints.constraints.compactMap(\.identifier))
}
