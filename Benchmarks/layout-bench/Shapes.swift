import AutoLayout

/// A view with a natural size, standing in for a label.
final class Label: View {
  let natural: Size
  init(_ name: String, width: Double, height: Double) {
    natural = Size(width: width, height: height)
    super.init(name: name)
    translatesAutoresizingMaskIntoConstraints = false
  }
  override var intrinsicContentSize: Size { natural }
}

func make(
  _ a: LayoutItem, _ attribute: LayoutAttribute, _ b: LayoutItem? = nil,
  _ attribute2: LayoutAttribute? = nil, plus constant: Double = 0
) -> LayoutConstraint {
  LayoutConstraint(
    item: a, attribute: attribute, relatedBy: .equal, toItem: b, attribute: attribute2 ?? attribute,
    constant: constant)
}

func child(_ name: String, of parent: View) -> View {
  let view = View(name: name)
  view.translatesAutoresizingMaskIntoConstraints = false
  parent.addSubview(view)
  return view
}

/// A tree of `n` views and its constraints; the last constraint is the one the relayout changes.
func build(_ shape: String, _ n: Int) -> (View, [LayoutConstraint]) {
  let root = View(frame: Rect(x: 0, y: 0, width: 1920, height: 1080), name: "root")
  var constraints: [LayoutConstraint] = []
  switch shape {
  case "chain":
    var previous: View?
    for i in 0..<n {
      let v = child("v\(i)", of: root)
      constraints.append(
        previous.map { make(v, .left, $0, .right, plus: 8) } ?? make(v, .left, root))
      constraints += [make(v, .top, root), make(v, .width, plus: 50), make(v, .height, plus: 20)]
      previous = v
    }
    constraints.append(make(root.subviews[n / 2], .width, plus: 60))
    constraints[constraints.count - 1].priority = 500
  case "grid":
    let k = Int(Double(n).squareRoot())
    var views: [View] = []
    for v in 0..<(k * k) {
      let (r, c) = v.quotientAndRemainder(dividingBy: k)
      let view = child("v\(v)", of: root)
      constraints.append(
        c == 0 ? make(view, .left, root, plus: 8) : make(view, .left, views[v - 1], .right, plus: 8)
      )
      if c > 0 { constraints.append(make(view, .width, views[v - 1])) }
      if c == k - 1 { constraints.append(make(view, .right, root, plus: -8)) }
      constraints.append(
        r == 0 ? make(view, .top, root, plus: 8) : make(view, .top, views[v - k], .bottom, plus: 8))
      if r > 0 { constraints.append(make(view, .height, views[v - k])) }
      if r == k - 1 { constraints.append(make(view, .bottom, root, plus: -8)) }
      views.append(view)
    }
    constraints.append(make(views[0], .left, root, plus: 12))
    constraints[constraints.count - 1].priority = 500
  default:  // cards: a list of cards, each with a title and a subtitle inside its margins
    var previous: View?
    for i in 0..<(n / 3) {
      let card = child("card\(i)", of: root)
      let title = Label("title\(i)", width: 120, height: 20)
      let subtitle = Label("subtitle\(i)", width: 200, height: 16)
      card.addSubview(title)
      card.addSubview(subtitle)
      constraints += [
        make(card, .leading, root, .leadingMargin), make(card, .trailing, root, .trailingMargin),
        previous.map { make(card, .top, $0, .bottom, plus: 8) }
          ?? make(card, .top, root, .topMargin),
        make(title, .leading, card, .leadingMargin), make(title, .top, card, .topMargin),
        make(subtitle, .leading, title, .leading), make(subtitle, .top, title, .bottom, plus: 4),
        make(subtitle, .bottom, card, .bottomMargin),
      ]
      previous = card
    }
    constraints.append(make(root.subviews[0], .top, root, .topMargin, plus: 4))
    constraints[constraints.count - 1].priority = 500
  }
  return (root, constraints)
}
