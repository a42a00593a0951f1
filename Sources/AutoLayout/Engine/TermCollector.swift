import Cassowary

/// The terms of a constraint being lowered, merged by variable in order of first appearance,
/// with exact zeros dropped at the end: the form `Expression.reduced()` gives. Its storage is
/// reused from one constraint to the next; each constraint gets an array of its exact size.
///
/// The scratch holds its variables unretained: they belong to the items of the constraint being
/// lowered and to the view it is installed on, which outlive the lowering, so each variable is
/// retained once, by the term that keeps it.
struct TermCollector {
  /// At most 8 terms: the space's width, then an edge, the space's edge and a size per side.
  /// They are kept in two buffers allocated once, so that adding a term checks no array for
  /// uniqueness; the buffers are owned by a class so that they are freed with the collector.
  private final class Storage {
    let variables = UnsafeMutablePointer<Unmanaged<Variable>>.allocate(capacity: 8)
    let coefficients = UnsafeMutablePointer<Double>.allocate(capacity: 8)

    deinit {
      variables.deallocate()
      coefficients.deallocate()
    }
  }
  private let storage = Storage()
  private var count = 0

  /// Forgets the terms, ready for the next constraint.
  mutating func reset() { count = 0 }

  @inline(__always)
  mutating func add(_ handle: Unmanaged<Variable>, _ coefficient: Double) {
    let variables = storage.variables
    let coefficients = storage.coefficients
    for i in 0..<count where variables[i].toOpaque() == handle.toOpaque() {
      coefficients[i] += coefficient
      return
    }
    precondition(count < 8, "a lowered constraint has at most 8 terms")
    variables[count] = handle
    coefficients[count] = coefficient
    count += 1
  }

  /// The nonzero terms, in a new array: an array literal for the usual few, whose allocation
  /// is the cheapest there is.
  func finished() -> [Term] {
    let variables = storage.variables
    let coefficients = storage.coefficients
    var k0 = 0
    var k1 = 0
    var k2 = 0
    var k3 = 0
    var kept = 0
    for i in 0..<count where coefficients[i] != 0 {
      switch kept {
      case 0: k0 = i
      case 1: k1 = i
      case 2: k2 = i
      case 3: k3 = i
      default: break
      }
      kept += 1
    }
    func term(_ i: Int) -> Term { Term(variables[i].takeUnretainedValue(), coefficients[i]) }
    switch kept {
    case 0: return []
    case 1: return [term(k0)]
    case 2: return [term(k0), term(k1)]
    case 3: return [term(k0), term(k1), term(k2)]
    case 4: return [term(k0), term(k1), term(k2), term(k3)]
    default:
      var terms: [Term] = []
      terms.reserveCapacity(kept)
      for i in 0..<count where coefficients[i] != 0 { terms.append(term(i)) }
      return terms
    }
  }
}

/// An item's four variables as unretained references, for lowering while the item lives.
struct VariableHandles {
  let minX: Unmanaged<Variable>
  let minY: Unmanaged<Variable>
  let width: Unmanaged<Variable>
  let height: Unmanaged<Variable>

  init(_ item: LayoutItem) {
    minX = .passUnretained(item.minX)
    minY = .passUnretained(item.minY)
    width = .passUnretained(item.width)
    height = .passUnretained(item.height)
  }
}
