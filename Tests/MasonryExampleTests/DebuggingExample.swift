import AutoLayout
import Masonry
import Synchronization
import TestSupport
import Testing

/// Masonry's debugging example: the basic layout with keys on the views (``attachKeys(_:)``) and on
/// the constraints (`.key`), so that a conflict names them.
///
/// ``addConflict()`` then pins the blue view's edges 1 point from the superview's, against its
/// 10-point padding.
final class DebuggingExample {
  let root = makeScreen()
  let green = View()
  let red = View()
  let blue = View()
  /// The lines the keyed constraints of the conflict are written on.
  private(set) var blueLeftLine = 0
  private(set) var conflictLine = 0

  init(padding: Double = 10) {
    let root = root
    let (green, red, blue) = (green, red, blue)
    for view in [green, red, blue] { root.addSubview(view) }
    attachKeys(["superview": root, "greenView": green, "redView": red, "blueView": blue])

    green.mas.makeConstraints { make in
      make.top.greaterThanOrEqualTo(root.mas.top).offset(padding).key("greenTop")
      make.left.equalTo(root.mas.left).offset(padding).key("greenLeft")
      make.bottom.equalTo(blue.mas.top).offset(-padding).key("greenBottom")
      make.right.equalTo(red.mas.left).offset(-padding).key("greenRight")
      make.width.equalTo(red.mas.width).key("greenWidth")
      make.height.equalTo([red.mas.height, blue.mas.height]).key("greenHeight")
    }
    red.mas.makeConstraints { make in
      make.top.equalTo(root.mas.top).offset(padding)
      make.left.equalTo(green.mas.right).offset(padding)
      make.bottom.equalTo(blue.mas.top).offset(-padding)
      make.right.equalTo(root.mas.right).offset(-padding)
      make.width.equalTo(green.mas.width)
      make.height.equalTo(blue.mas.height).key("340954")
    }
    var blueLeftLine = 0
    blue.mas.makeConstraints { make in
      make.top.equalTo(green.mas.bottom).offset(padding)
      blueLeftLine = #line + 1
      make.left.equalTo(root.mas.left).offset(padding).key("blueLeft")
      make.bottom.equalTo(root.mas.bottom).offset(-padding).key("BottomConstraint")
      make.right.equalTo(root.mas.right).offset(-padding)
      make.height.equalTo(green.mas.height)
    }
    self.blueLeftLine = blueLeftLine
  }

  /// The mistake: every edge 1 point from the superview's, against the 10-point padding.
  ///
  /// A composite's key is indexed per attribute: left, right, top, bottom.
  func addConflict() {
    var line = 0
    blue.mas.makeConstraints { make in
      line = #line + 1
      make.edges.equalTo(1).key("ConflictingConstraint")
    }
    conflictLine = line
  }
}

@Suite("Example: debugging")
struct DebuggingExampleTests {
  @Test("without the conflict the keyed layout is the basic one")
  func layout() throws {
    let screen = DebuggingExample()
    try screen.root.layoutIfNeededStrictly()
    #expect(screen.blue.frame == Rect(x: 10, y: 338.5, width: 355, height: 318.5))
    #expect(screen.blue.mas.key == "blueView")
    #expect(screen.root.itemDescription == "View:superview")
  }

  @Test("keys name the views and constraints in descriptions; composites are indexed")
  func descriptions() {
    let screen = DebuggingExample()
    let green = screen.green.mas.installedConstraints.compactMap(\.layoutConstraint)
    #expect(
      green.map(\.description) == [
        "<MasonryLayoutConstraint:greenTop View:greenView.top >= View:superview.top + 10>",
        "<MasonryLayoutConstraint:greenLeft View:greenView.left == View:superview.left + 10>",
        "<MasonryLayoutConstraint:greenBottom View:greenView.bottom == View:blueView.top - 10>",
        "<MasonryLayoutConstraint:greenRight View:greenView.right == View:redView.left - 10>",
        "<MasonryLayoutConstraint:greenWidth View:greenView.width == View:redView.width>",
        "<MasonryLayoutConstraint:greenHeight[0] View:greenView.height == View:redView.height>",
        "<MasonryLayoutConstraint:greenHeight[1] View:greenView.height == View:blueView.height>",
      ])
  }

  @Test("the strict layout reports exactly the two constraints that disagree, with their lines")
  func conflict() throws {
    let screen = DebuggingExample()
    try screen.root.layoutIfNeededStrictly()
    screen.addConflict()
    let report = try strictConflict(screen.root)
    // The first of the four edges, left == superview.left + 1, meets blueLeft (+ 10) first:
    // the two cannot both hold, and nothing else is involved.
    #expect(
      report.conflicting == [
        "<MasonryLayoutConstraint:blueLeft View:blueView.left == View:superview.left + 10>",
        "<MasonryLayoutConstraint:ConflictingConstraint[0] View:blueView.left == View:superview.left + 1>",
      ])
    let file = "MasonryExampleTests/DebuggingExample.swift"
    #expect(report.madeAt == ["\(file):\(screen.blueLeftLine)", "\(file):\(screen.conflictLine)"])
    #expect(
      report.broken
        == "<MasonryLayoutConstraint:ConflictingConstraint[0] View:blueView.left == View:superview.left + 1>"
    )
    #expect(report.consoleText.contains("(made at \(file):\(screen.conflictLine))"))
    // Each conflicting edge was left out, so the layout is the one without them.
    #expect(screen.blue.frame == Rect(x: 10, y: 338.5, width: 355, height: 318.5))
  }

  @Test("outside strict mode each of the four edges is reported and broken in turn")
  func everyEdge() throws {
    let screen = DebuggingExample()
    screen.root.layoutIfNeeded()
    let broken = Reports()
    screen.root.diagnosticsHandler = { report in broken.append(report.broken) }
    screen.addConflict()
    screen.root.layoutIfNeeded()
    // left == superview.left + 1, right == superview.right + 1, top == superview.top + 1 and
    // bottom == superview.bottom + 1 each contradict the padding.
    #expect(
      broken.all == [
        "<MasonryLayoutConstraint:ConflictingConstraint[0] View:blueView.left == View:superview.left + 1>",
        "<MasonryLayoutConstraint:ConflictingConstraint[1] View:blueView.right == View:superview.right + 1>",
        "<MasonryLayoutConstraint:ConflictingConstraint[2] View:blueView.top == View:superview.top + 1>",
        "<MasonryLayoutConstraint:ConflictingConstraint[3] View:blueView.bottom == View:superview.bottom + 1>",
      ])
    #expect(screen.blue.frame == Rect(x: 10, y: 338.5, width: 355, height: 318.5))
  }
}

/// What a diagnostics handler saw, collected across its calls.
private final class Reports: Sendable {
  private let lines = Mutex<[String]>([])
  func append(_ line: String) { lines.withLock { $0.append(line) } }
  var all: [String] { lines.withLock { $0 } }
}
