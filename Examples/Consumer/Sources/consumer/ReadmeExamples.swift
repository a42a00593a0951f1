import AutoLayout
import Cassowary
import Masonry

// The README's two Swift examples, as the README writes them.

func readmeMasonry() -> [Check] {
  let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667), name: "root")
  let bar = View(name: "bar")
  root.addSubview(bar)
  bar.mas.makeConstraints { make in
    make.top.equalTo(root.mas.top).offset(10)
    make.left.right.equalTo(root).inset(16)
    make.height.equalTo(44).priority(.high)
  }
  root.layoutIfNeeded()  // bar.frame == (16, 10, 343, 44)
  return [Check("bar.frame", bar.frame, "(16, 10, 343, 44)")]
}

func readmeSolver() throws -> [Check] {
  let left = Variable("left")
  let width = Variable("width")
  let solver = Solver()
  try solver.addConstraint(left == 8)
  try solver.addConstraint(width >= 20)
  try solver.addConstraint((width == 50) | .strong)
  solver.updateVariables()  // left.value == 8, width.value == 50
  return [Check("left.value", left.value, "8.0"), Check("width.value", width.value, "50.0")]
}
