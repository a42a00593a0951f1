import Cassowary

// Cassowary.docc: Getting Started.

func cassowaryGettingStarted() throws -> [Check] {
  let x = Variable("x")
  let y = Variable("y")
  let sum = x + y == 100  // required
  let half = (x == 0.5 * y) | .medium  // optional
  let floor = (x >= 40) | .weak

  let solver = Solver()
  try solver.addConstraints([sum, half, floor])
  solver.updateVariables()
  // x.value == 33.33…, y.value == 66.66…: the medium constraint beats the weak one.
  var checks = [
    Check("x.value (2 decimals)", rounded(x.value), "33.33"),
    Check("y.value (2 decimals)", rounded(y.value), "66.67"),
  ]

  let width = Variable("width")
  try solver.addEditVariable(width, strength: .strong)
  for w in [320.0, 390, 1024] {
    try solver.suggestValue(w, for: width)
    solver.updateVariables()
    checks.append(Check("width.value after suggesting \(w)", width.value, "\(w)"))
  }
  return checks
}

/// A value to two decimals, as text.
func rounded(_ value: Double) -> String {
  let hundredths = (value * 100).rounded()
  let whole = Int(hundredths) / 100
  let fraction = abs(Int(hundredths) % 100)
  return "\(whole)." + (fraction < 10 ? "0" : "") + "\(fraction)"
}
