// masonry: for now, solves and prints a small demo layout with the Cassowary solver. The
// command-line issue gives this tool its real job (layout files, SVG and HTML output).

import Cassowary

/// A box in the demo: its four edges are solver variables.
struct Box {
  let name: String
  let left: Variable
  let top: Variable
  let width: Variable
  let height: Variable

  init(_ name: String) {
    self.name = name
    left = Variable("\(name).left")
    top = Variable("\(name).top")
    width = Variable("\(name).width")
    height = Variable("\(name).height")
  }

  var right: Expression { left + width }
  var bottom: Expression { top + height }
}

/// A toolbar: a fixed-size back button, a title that takes the free width, and a button
/// pinned to the right edge, 16 points of margin and 8 of spacing, all vertically centred.
func layOutToolbar(width: Double, solver: Solver, root: Box, boxes: [Box]) throws(SolverError) {
  try solver.suggestValue(width, for: root.width)
  solver.updateVariables()
  print("root \(Int(width)) x \(Int(root.height.value))")
  for box in boxes {
    let frame = [box.left, box.top, box.width, box.height].map { String($0.value) }
    print("  \(box.name.padding(8)) x=\(frame[0]) y=\(frame[1]) w=\(frame[2]) h=\(frame[3])")
  }
}

extension String {
  func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}

let root = Box("root")
let back = Box("back")
let title = Box("title")
let action = Box("action")
let solver = Solver()
do {
  try solver.addEditVariable(root.width, strength: .strong)
  try solver.addConstraints([
    root.left == 0, root.top == 0, root.height == 44,
    back.left == root.left + 16, back.width == 44, back.height == 32,
    title.left == back.right + 8, title.right == action.left - 8, title.height == 24,
    (title.width == 400) | .medium, title.width >= 0,
    action.right == root.right - 16, action.width == 60, action.height == 32,
  ])
  for box in [back, title, action] {
    try solver.addConstraint(box.top + box.height / 2 == root.top + root.height / 2)
  }
  for width in [320.0, 390, 1024] {
    try layOutToolbar(width: width, solver: solver, root: root, boxes: [back, title, action])
  }
} catch {
  print("masonry: \(error)")
}
