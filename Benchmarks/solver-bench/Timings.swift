import BenchmarkSupport
import Cassowary

/// The screen sizes W5B cycles through.
let sizes: [(Double, Double)] = [
  (400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400),
]

/// The milliseconds `body` took on the wall clock.
func time(_ body: () throws -> Void) rethrows -> Double {
  try BenchmarkClock.wall.milliseconds(body)
}

/// W1: a chain of `n` views, added to a new solver and solved.
func w1(_ n: Int) throws -> Double {
  let chain = Chain(n)
  let t = try time {
    let solver = Solver()
    for c in chain.constraints { try solver.addConstraint(c) }
    solver.updateVariables()
  }
  try chain.check()
  return t
}

/// W2: a grid of `n` views filling a 1920 × 1080 container, added and solved.
func w2(_ n: Int) throws -> Double {
  let grid = try Grid(n)
  let pins = [grid.cw == 1920, grid.ch == 1080]
  let t = try time {
    let solver = Solver()
    for c in pins + grid.constraints { try solver.addConstraint(c) }
    solver.updateVariables()
  }
  try grid.check(1920, 1080)
  return t
}

/// W3: the grid resized 1 000 times through two edit variables.
func w3(_ n: Int) throws -> Double {
  let grid = try Grid(n)
  let solver = Solver()
  try solver.addEditVariable(grid.cw, strength: .strong)
  try solver.addEditVariable(grid.ch, strength: .strong)
  for c in grid.constraints { try solver.addConstraint(c) }
  try solver.suggestValue(1920, for: grid.cw)
  try solver.suggestValue(1080, for: grid.ch)
  solver.updateVariables()
  try grid.check(1920, 1080)
  let t = try time {
    for i in 0..<1000 {
      try solver.suggestValue(Double(300 + i % 500), for: grid.cw)
      try solver.suggestValue(Double(300 + (i * 7) % 500), for: grid.ch)
      solver.updateVariables()
    }
  }
  try grid.check(Double(300 + 999 % 500), Double(300 + (999 * 7) % 500))
  return t
}

/// W4: 1 000 times, one of the chain's width constraints removed and added again.
func w4(_ n: Int) throws -> Double {
  let chain = Chain(n)
  let solver = Solver()
  for c in chain.constraints { try solver.addConstraint(c) }
  solver.updateVariables()
  var rng = Lcg()
  let t = try time {
    for _ in 0..<1000 {
      let j = rng.next() % n
      try solver.removeConstraint(chain.widthEquals[j])
      try solver.addConstraint(chain.widthEquals[j])
      solver.updateVariables()
    }
  }
  try chain.check()
  return t
}

/// W5A: 200 enaml forms, each added to a new solver.
func w5a(_ spec: [FormLine]) throws -> Double {
  let forms = (0..<200).map { _ in Form(spec: spec) }
  return try time {
    for form in forms {
      let solver = Solver()
      try solver.addEditVariable(form.width, strength: .strong)
      try solver.addEditVariable(form.height, strength: .strong)
      for c in form.constraints { try solver.addConstraint(c) }
    }
  }
}

/// W5B: one enaml form resized 1 000 times through the six sizes.
func w5b(_ spec: [FormLine]) throws -> Double {
  let form = Form(spec: spec)
  let solver = Solver()
  let width = form.width
  let height = form.height
  try solver.addEditVariable(width, strength: .strong)
  try solver.addEditVariable(height, strength: .strong)
  for c in form.constraints { try solver.addConstraint(c) }
  let t = try time {
    for _ in 0..<1000 {
      for (w, h) in sizes {
        try solver.suggestValue(w, for: width)
        try solver.suggestValue(h, for: height)
        solver.updateVariables()
      }
    }
  }
  // Values that are unique at 800x400 (lb1top has equal-cost alternatives; see the bench README).
  let expected = [
    "contents_right": 790.0, "fl1width": 703.0, "ctwidth": 703.0, "contents_bottom": 390.0,
  ]
  for (name, value) in expected {
    guard let variable = form.variables[name] else {
      throw CheckFailed(description: "enaml form: no variable \(name)")
    }
    guard near(variable.value, value) else {
      throw CheckFailed(
        description: "enaml solution at 800x400: \(name)=\(variable.value), expected \(value)")
    }
  }
  return t
}
