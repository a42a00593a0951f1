import AutoLayout

// AutoLayout.docc: the landing page's example, and the two worked examples of Coordinate Spaces
// with the set-up the article leaves out written in.

func autoLayoutLandingPage() -> [Check] {
  let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667), name: "root")
  let box = View(name: "box")
  box.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(box)
  LayoutConstraint.activate([
    LayoutConstraint(
      item: box, attribute: .leading, relatedBy: .equal,
      toItem: root, attribute: .leadingMargin),
    LayoutConstraint(
      item: box, attribute: .top, relatedBy: .equal,
      toItem: root.safeAreaLayoutGuide, attribute: .top),
    LayoutConstraint(item: box, attribute: .width, relatedBy: .equal, constant: 100),
    LayoutConstraint(item: box, attribute: .height, relatedBy: .equal, constant: 50),
  ])
  root.layoutIfNeeded()
  // The root's margins are 8 on every side and it has no safe-area insets.
  return [Check("box.frame", box.frame, "(8, 0, 100, 50)")]
}

func autoLayoutCoordinateSpaces() -> [Check] {
  var checks: [Check] = []
  do {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), name: "root")
    let container = View(name: "container")  // 200 wide, at x = 100 in root
    let child = View(name: "child")  // 20 × 10
    root.addSubview(container)
    container.addSubview(child)
    pin(container, in: root, x: 100, y: 0, width: 200, height: 100)
    pin(child, width: 20, height: 10)
    LayoutConstraint(
      item: child, attribute: .top, relatedBy: .equal,
      toItem: container, attribute: .top
    ).isActive = true
    LayoutConstraint(
      item: child, attribute: .centerX, relatedBy: .equal,
      toItem: container, attribute: .centerX, multiplier: 0.5
    ).isActive = true
    root.layoutIfNeeded()
    checks.append(Check("child.frame", child.frame, "(40, 0, 20, 10)"))
  }
  do {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 100), name: "root")
    root.semanticLayoutDirection = .rightToLeft
    let box = View(name: "box")
    root.addSubview(box)
    pin(box, width: 50, height: 20)
    LayoutConstraint(
      item: box, attribute: .top, relatedBy: .equal,
      toItem: root, attribute: .top
    ).isActive = true
    LayoutConstraint(
      item: box, attribute: .leading, relatedBy: .equal,
      toItem: root, attribute: .trailing, multiplier: 0.25
    ).isActive = true
    root.layoutIfNeeded()
    checks.append(Check("box.frame, right to left", box.frame, "(175, 0, 50, 20)"))
    root.semanticLayoutDirection = .leftToRight
    root.layoutIfNeeded()
    checks.append(Check("box.frame, left to right", box.frame, "(75, 0, 50, 20)"))
  }
  return checks
}

/// Gives `view` a fixed size, and a fixed place in `container` when one is given.
private func pin(
  _ view: View, in container: View? = nil, x: Double = 0, y: Double = 0, width: Double,
  height: Double
) {
  view.translatesAutoresizingMaskIntoConstraints = false
  var constraints = [
    LayoutConstraint(item: view, attribute: .width, relatedBy: .equal, constant: width),
    LayoutConstraint(item: view, attribute: .height, relatedBy: .equal, constant: height),
  ]
  if let container {
    constraints += [
      LayoutConstraint(
        item: view, attribute: .left, relatedBy: .equal,
        toItem: container, attribute: .left, constant: x),
      LayoutConstraint(
        item: view, attribute: .top, relatedBy: .equal,
        toItem: container, attribute: .top, constant: y),
    ]
  }
  LayoutConstraint.activate(constraints)
}
