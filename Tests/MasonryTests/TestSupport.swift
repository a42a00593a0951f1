import AutoLayout

@testable import Masonry

/// A root view of the given size, named "root".
func makeRoot(width: Double = 375, height: Double = 667) -> View {
  View(frame: Rect(x: 0, y: 0, width: width, height: height), name: "root")
}

/// A constraint in one line, to compare with a hand-written expectation:
/// `"a.left == root.left + 10"`, `"a.width == 0.5*b.height - 4 @750 'key' on root"`.
///
/// Items print by name; the view the constraint is installed on follows `on`.
func summary(_ constraint: LayoutConstraint) -> String {
  func name(_ item: LayoutItem?) -> String { item?.debugName ?? "?" }
  var text = "\(name(constraint.firstItem)).\(constraint.firstAttribute.name) "
  text += constraint.relation.symbol
  if let second = constraint.secondItem {
    text += " "
    if constraint.multiplier != 1 { text += "\(number(constraint.multiplier))*" }
    text += "\(name(second)).\(constraint.secondAttribute.name)"
    if constraint.constant > 0 { text += " + \(number(constraint.constant))" }
    if constraint.constant < 0 { text += " - \(number(-constraint.constant))" }
  } else {
    text += " \(number(constraint.constant))"
  }
  if !constraint.priority.isRequired { text += " @\(number(constraint.priority.rawValue))" }
  if let key = constraint.identifier { text += " '\(key)'" }
  if let view = constraint.installedView { text += " on \(name(view))" }
  return text
}

/// The summaries of the layout constraints behind DSL constraints, in order.
func summaries(_ constraints: [MasonryConstraint]) -> [String] {
  constraints.flatMap(\.layoutConstraints).map(summary)
}

/// A number without a needless ".0".
func number(_ value: Double) -> String {
  value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
