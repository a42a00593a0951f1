// masonry-bench: what the Masonry DSL costs on top of the engine.
//
//     swift run -c release masonry-bench            # 100, 1 000 and 10 000 views
//     swift run -c release masonry-bench 1000
//     swift run -c release masonry-bench --cpu 1000   # this thread's CPU time (a shared machine)
//
// For each size it builds a row of views with four constraints each (left to the previous
// view's right + 8, top to the root, a width and a height) twice — once with
// `view.mas.makeConstraints`, once with `LayoutConstraint`s activated directly — and lays the
// tree out. Each side is timed from the first constraint made to the frames read (median of
// several fresh trees, the two sides interleaved); the ratio is DSL / direct (the issue asks for at most 1.5).

import AutoLayout
import BenchmarkSupport
import Masonry

/// A root and `n` subviews, not yet constrained.
func tree(_ n: Int) -> (View, [View]) {
  let root = View(frame: Rect(x: 0, y: 0, width: 1920, height: 1080), name: "root")
  let views = (0..<n).map { _ in View() }
  for view in views { root.addSubview(view) }
  return (root, views)
}

func withDSL(_ root: View, _ views: [View]) {
  var previous: View?
  for view in views {
    view.mas.makeConstraints { make in
      if let previous {
        make.left.equalTo(previous.mas.right).offset(8)
      } else {
        make.left.equalTo(root)
      }
      make.top.equalTo(root)
      make.width.equalTo(50)
      make.height.equalTo(20)
    }
    previous = view
  }
  root.layoutIfNeeded()
}

func direct(_ root: View, _ views: [View]) {
  var previous: View?
  for view in views {
    view.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      LayoutConstraint(
        item: view, attribute: .left, relatedBy: .equal, toItem: previous ?? root,
        attribute: previous == nil ? .left : .right, constant: previous == nil ? 0 : 8),
      LayoutConstraint(
        item: view, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top),
      LayoutConstraint(item: view, attribute: .width, relatedBy: .equal, constant: 50),
      LayoutConstraint(item: view, attribute: .height, relatedBy: .equal, constant: 20),
    ])
    previous = view
  }
  root.layoutIfNeeded()
}

/// Milliseconds of one run of `body` on a fresh tree of `n` views, and where its last view
/// landed.
func sample(_ n: Int, _ body: (View, [View]) -> Void) -> (Double, Double) {
  let (root, views) = tree(n)
  let elapsed = commandLine.clock.milliseconds { body(root, views) }
  return (elapsed, views[n - 1].frame.minX)
}

let commandLine = BenchmarkCommandLine(
  program: "masonry-bench",
  usage: """
    usage: masonry-bench [--cpu] [VIEWS ...]
    default: 100, 1000 and 10000 views
    """,
  options: [.cpu])
let sizes = commandLine.operands.compactMap { Int($0) }
print("views    dsl_ms  direct_ms  ratio")
for n in sizes.isEmpty ? [100, 1000, 10000] : sizes {
  let runs = n >= 10000 ? 5 : 21
  var dsl: [Double] = []
  var plain: [Double] = []
  // Interleaved, after one warm-up of each, so that both sides see the same machine.
  for run in -1..<runs {
    let (a, x1) = sample(n, withDSL)
    let (b, x2) = sample(n, direct)
    // Both trees must come out the same: the last view at 58 × (n − 1).
    guard x1 == x2, x1 == 58 * Double(n - 1) else {
      failCheck("the two layouts differ: \(x1) vs \(x2)")
    }
    if run >= 0 {
      dsl.append(a)
      plain.append(b)
    }
  }
  let row = [
    String(n).padding(6), format(median(dsl), 9), format(median(plain), 10),
    format(median(dsl) / median(plain), 6),
  ]
  print(row.joined(separator: " "))
}

func format(_ value: Double, _ width: Int) -> String {
  let rounded = (value * 1000).rounded() / 1000
  return String("\(rounded)").padding(width, left: true)
}

extension String {
  func padding(_ width: Int, left: Bool = false) -> String {
    let pad = String(repeating: " ", count: max(0, width - count))
    return left ? pad + self : self + pad
  }
}
