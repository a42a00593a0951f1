import Cassowary

/// The terms of a constraint being lowered, merged by variable in order of first appearance, with
/// exact zeros dropped at the end: the form `Expression.reduced()` gives.
///
/// Its storage is reused from one constraint to the next; each constraint gets an array of its
/// exact size.
///
/// The scratch holds its variables unretained (see ``Unretained``): they belong to the items of the constraint being
/// lowered and to the view it is installed on, which outlive the lowering, so each variable is
/// retained once, by the term that keeps it.
struct TermCollector {
  /// At most 8 terms: the space's width, then an edge, the space's edge and a size per side.
  ///
  /// The first `count` are this constraint's; the rest are left over from earlier ones and
  /// overwritten as terms come, so that starting the next constraint only sets `count` to 0
  /// (emptying the array, even keeping its storage, costs a call into the standard library).
  private var terms: [(variable: Unretained<Variable>, coefficient: Double)] = []
  private var count = 0

  init() { terms.reserveCapacity(8) }

  /// Forgets the terms, ready for the next constraint.
  mutating func reset() { count = 0 }

  /// Adds `coefficient` to the term of `variable`, or appends a term for it.
  @inline(__always)
  mutating func add(_ variable: Unretained<Variable>, _ coefficient: Double) {
    for i in 0..<count where terms[i].variable.refers(toSameAs: variable) {
      terms[i].coefficient += coefficient
      return
    }
    precondition(count < 8, "a lowered constraint has at most 8 terms")
    if count < terms.count {
      terms[count] = (variable, coefficient)
    } else {
      terms.append((variable, coefficient))
    }
    count += 1
  }

  /// The nonzero terms, in a new array: an array literal for the usual few, whose allocation
  /// is the cheapest there is.
  func finished() -> [Term] {
    var k0 = 0
    var k1 = 0
    var k2 = 0
    var k3 = 0
    var kept = 0
    for i in 0..<count where terms[i].coefficient != 0 {
      switch kept {
      case 0: k0 = i
      case 1: k1 = i
      case 2: k2 = i
      case 3: k3 = i
      default: break
      }
      kept += 1
    }
    func term(_ i: Int) -> Term { Term(terms[i].variable.object, terms[i].coefficient) }
    switch kept {
    case 0: return []
    case 1: return [term(k0)]
    case 2: return [term(k0), term(k1)]
    case 3: return [term(k0), term(k1), term(k2)]
    case 4: return [term(k0), term(k1), term(k2), term(k3)]
    default:
      var nonzero: [Term] = []
      nonzero.reserveCapacity(kept)
      for i in 0..<count where terms[i].coefficient != 0 { nonzero.append(term(i)) }
      return nonzero
    }
  }
}
