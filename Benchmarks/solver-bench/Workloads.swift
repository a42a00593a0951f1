import Cassowary

/// A wrong answer: the run stops, so that a fast wrong solver cannot pass.
struct CheckFailed: Error, CustomStringConvertible {
  var description: String
}

func near(_ a: Double, _ b: Double) -> Bool {
  abs(a - b) <= 1e-6 * max(1, abs(b))
}

/// The random sequence W4 uses: s = (s * 1103515245 + 12345) mod 2^31, from s = 12345.
struct Lcg {
  var state: UInt64 = 12345
  mutating func next() -> Int {
    state = (state &* 1_103_515_245 &+ 12345) & 0x7fff_ffff
    return Int(state)
  }
}

/// W1's chain of `n` views: `left[i] == left[i-1] + width[i-1] + 8`, `width >= 20`,
/// `width == 50` (strong).
struct Chain {
  var left: [Variable] = []
  var width: [Variable] = []
  var constraints: [Constraint] = []
  var widthEquals: [Constraint] = []

  init(_ n: Int) {
    for i in 0..<n {
      left.append(Variable("left\(i)"))
      width.append(Variable("width\(i)"))
    }
    for i in 0..<n {
      constraints.append(i == 0 ? left[0] == 0 : left[i] == left[i - 1] + width[i - 1] + 8)
      constraints.append(width[i] >= 20)
      let equal = (width[i] == 50) | .strong
      constraints.append(equal)
      widthEquals.append(equal)
    }
  }

  func check() throws(CheckFailed) {
    let n = left.count
    guard near(width[n / 2].value, 50), near(left[n - 1].value, 58 * Double(n - 1)) else {
      throw CheckFailed(description: "chain solution")
    }
  }
}

/// W2's grid of `n = k * k` views filling a container.
struct Grid {
  let k: Int
  let cl = Variable("cl")
  let ct = Variable("ct")
  let cw = Variable("cw")
  let ch = Variable("ch")
  var left: [Variable] = []
  var top: [Variable] = []
  var width: [Variable] = []
  var height: [Variable] = []
  var constraints: [Constraint] = []

  init(_ n: Int) throws(CheckFailed) {
    k = Int(Double(n).squareRoot().rounded())
    guard k * k == n else { throw CheckFailed(description: "grid size must be a perfect square") }
    for _ in 0..<n {
      left.append(Variable())
      top.append(Variable())
      width.append(Variable())
      height.append(Variable())
    }
    constraints = [cl == 0, ct == 0]
    for v in 0..<n {
      let (r, c) = v.quotientAndRemainder(dividingBy: k)
      if c == 0 {
        constraints.append(left[v] == cl + 8)
      } else {
        constraints.append(left[v] == left[v - 1] + width[v - 1] + 8)
        constraints.append(width[v] == width[v - 1])
      }
      if c == k - 1 { constraints.append(left[v] + width[v] == cl + cw - 8) }
      if r == 0 {
        constraints.append(top[v] == ct + 8)
      } else {
        constraints.append(top[v] == top[v - k] + height[v - k] + 8)
        constraints.append(height[v] == height[v - k])
      }
      if r == k - 1 { constraints.append(top[v] + height[v] == ct + ch - 8) }
    }
  }

  func check(_ w: Double, _ h: Double) throws(CheckFailed) {
    let expectedWidth = (w - 8 * Double(k + 1)) / Double(k)
    let expectedHeight = (h - 8 * Double(k + 1)) / Double(k)
    let last = k * k - 1
    guard near(width[last].value, expectedWidth), near(height[last].value, expectedHeight),
      near(left[last].value + width[last].value, w - 8),
      near(top[last].value + height[last].value, h - 8)
    else { throw CheckFailed(description: "grid solution") }
  }
}

/// The enaml-like form of kiwi's own benchmark, read from `enaml_constraints.txt`.
struct Form {
  /// The two variables every form is resized through.
  let width = Variable("width")
  let height = Variable("height")
  var variables: [String: Variable] = [:]
  var constraints: [Constraint] = []

  init(spec: [FormLine]) {
    variables["width"] = width
    variables["height"] = height
    for line in spec {
      var expression = Expression(constant: line.constant)
      for (name, coefficient) in line.terms {
        let variable = variables[name] ?? Variable(name)
        variables[name] = variable
        expression.terms.append(Term(variable, coefficient))
      }
      constraints.append(Constraint(expression, line.op, strength: Strength(line.strength)))
    }
  }
}

/// One line of `enaml_constraints.txt`: `OP STRENGTH CONSTANT NTERMS (NAME COEFF)*`.
struct FormLine {
  var op: RelationalOperator
  var strength: Double
  var constant: Double
  var terms: [(String, Double)]
}
