// Changing constants on a laid-out tree moves them in place in the solver and sets only the
// frames that moved; the result must be the frames a new tree built with the new constants gets.

import TestSupport
import Testing

@testable import AutoLayout

/// A tree whose constraints all take their constants from a list, so that the same tree can be
/// built again with other constants.
///
/// Every view is fully determined (unambiguous) and every solution is whole-numbered for whole
/// constants, so that rounding to pixels cannot differ between two ways of reaching the same
/// solution.
struct ConstantTree {
  let root: View
  let constraints: [LayoutConstraint]
  /// The views and guides, in a fixed order, for comparing frames.
  let items: [LayoutItem]

  init(_ shape: Int, constants: [Double]) {
    let root = View(frame: Rect(x: 0, y: 0, width: 800, height: 600), name: "root")
    var made: [LayoutConstraint] = []
    var items: [LayoutItem] = []
    var next = 0
    func c(
      _ a: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
      _ b: LayoutItem? = nil, _ attribute2: LayoutAttribute? = nil, times: Double = 1,
      priority: LayoutPriority = .required
    ) {
      let constraint = LayoutConstraint(
        item: a, attribute: attribute, relatedBy: relation, toItem: b,
        attribute: attribute2 ?? attribute, multiplier: times, constant: constants[next],
        priority: priority)
      next += 1
      made.append(constraint)
    }
    func view(_ name: String, in parent: View) -> View {
      let v = constrained(name, in: parent)
      items.append(v)
      return v
    }
    switch shape {
    case 0:  // a chain with a spacer guide, optional widths that lose and win, a minimum
      var previous: LayoutItem = root
      for i in 0..<6 {
        let v = view("v\(i)", in: root)
        c(v, .left, .equal, previous, i == 0 ? .left : .right)
        c(v, .top, .equal, root)
        c(v, .width, .greaterThanOrEqual)
        c(v, .width, priority: 750)
        c(v, .height, .equal, v, .width, times: 2)
        if i == 2 {
          let gap = LayoutGuide(identifier: "gap")
          root.addLayoutGuide(gap)
          items.append(gap)
          c(gap, .left, .equal, v, .right)
          c(gap, .width)
          c(gap, .top, .equal, v, .bottom)
          c(gap, .height)
          previous = gap
        } else {
          previous = v
        }
      }
    case 1:  // a grid: equal widths and heights between the root's edges, centred badges
      let k = 3
      var cells: [View] = []
      for n in 0..<(k * k) {
        let (r, col) = n.quotientAndRemainder(dividingBy: k)
        let cell = view("cell\(n)", in: root)
        c(cell, .left, .equal, col == 0 ? root : cells[n - 1], col == 0 ? .left : .right)
        if col > 0 { c(cell, .width, .equal, cells[n - 1]) }
        if col == k - 1 { c(cell, .right, .equal, root) }
        c(cell, .top, .equal, r == 0 ? root : cells[n - k], r == 0 ? .top : .bottom)
        if r > 0 { c(cell, .height, .equal, cells[n - k]) }
        if r == k - 1 { c(cell, .bottom, .equal, root) }
        cells.append(cell)
      }
      let badge = view("badge", in: cells[4])
      c(badge, .centerX, .equal, cells[4], .centerX)
      c(badge, .centerY, .equal, cells[4], .centerY)
      c(badge, .width)
      c(badge, .height)
    default:  // right-to-left cards with margins, nested content, a margins guide
      root.semanticLayoutDirection = .rightToLeft
      var previous: View?
      for i in 0..<3 {
        let card = view("card\(i)", in: root)
        let title = view("title\(i)", in: card)
        let body = view("body\(i)", in: card)
        c(card, .leading, .equal, root, .leadingMargin)
        c(card, .trailing, .equal, root, .trailingMargin)
        if let previous {
          c(card, .top, .equal, previous, .bottom)
        } else {
          c(card, .top, .equal, root, .topMargin)
        }
        c(title, .leading, .equal, card, .leadingMargin)
        c(title, .top, .equal, card, .topMargin)
        c(title, .width)
        c(title, .height)
        c(body, .leading, .equal, title, .trailing)
        c(body, .trailing, .equal, card.layoutMarginsGuide, .trailing)
        c(body, .top, .equal, title, .top)
        c(body, .bottom, .equal, card, .bottomMargin)
        c(body, .height, .greaterThanOrEqual, title, .height)
        items.append(card.layoutMarginsGuide)
        previous = card
      }
    }
    LayoutConstraint.activate(made)
    self.root = root
    constraints = made
    self.items = items
  }

  /// How many constants a shape takes: built once with a long list to count.
  static func constantCount(_ shape: Int) -> Int {
    ConstantTree(shape, constants: Array(repeating: 0, count: 200)).constraints.count
  }

  /// Each item's frame (views) or layout frame (guides).
  var frames: [Rect] {
    items.map { ($0 as? View)?.frame ?? ($0 as? LayoutGuide)?.layoutFrame ?? .zero }
  }
}

@Suite("Incremental layout")
struct IncrementalLayoutTests {
  /// Starting constants that lay every shape out without conflicts: even numbers, so that
  /// halves (centres, multipliers) stay whole.
  func startingConstants(_ shape: Int, _ rng: inout SplitMix64) -> [Double] {
    (0..<ConstantTree.constantCount(shape)).map { _ in Double(2 * rng.int(5...40)) }
  }

  @Test(
    "random constant changes give the frames of a new tree with the same constants",
    arguments: [0, 1, 2], [11, 23, 47] as [UInt64])
  func randomChanges(shape: Int, seed: UInt64) throws {
    var rng = SplitMix64(seed: seed &+ UInt64(shape) &* 1000)
    var constants = startingConstants(shape, &rng)
    let tree = ConstantTree(shape, constants: constants)
    try tree.root.layoutIfNeededStrictly()
    var moves = 0
    for step in 0..<40 {
      // One to three constants change before each layout.
      for _ in 0..<rng.int(1...3) {
        let at = rng.int(0...(constants.count - 1))
        constants[at] = Double(2 * rng.int(5...40))
        tree.constraints[at].constant = constants[at]
      }
      let before = tree.frames
      try tree.root.layoutIfNeededStrictly()
      let fresh = ConstantTree(shape, constants: constants)
      try fresh.root.layoutIfNeededStrictly()
      #expect(tree.frames == fresh.frames, "shape \(shape) seed \(seed) step \(step)")
      if tree.frames != before { moves += 1 }
    }
    #expect(moves > 10, "the changes moved frames in \(moves) of 40 layouts")
  }

  @Test("a constant change on a priority-changed constraint, and a required one, stay exact")
  func mixedChanges() throws {
    var rng = SplitMix64(seed: 5)
    var constants = startingConstants(0, &rng)
    let tree = ConstantTree(0, constants: constants)
    try tree.root.layoutIfNeededStrictly()
    // The optional width of v1 (constraint 8) becomes required with another constant; the
    // minimum width of v1 (constraint 7) moves. Then the priority goes back.
    tree.constraints[8].priority = LayoutPriority.required
    tree.constraints[8].constant = 70
    constants[8] = 70
    tree.constraints[7].constant = 30
    constants[7] = 30
    try tree.root.layoutIfNeededStrictly()
    let fresh = ConstantTree(0, constants: constants)
    fresh.constraints[8].priority = LayoutPriority.required
    try fresh.root.layoutIfNeededStrictly()
    #expect(tree.frames == fresh.frames)
    // v1: width 70 (required now, above its minimum of 30); height 2 × width + constant 9.
    let v1 = tree.items[1] as! View
    #expect(v1.frame.width == 70)
    #expect(v1.frame.height == 2 * 70 + constants[9])
  }

  @Test("a frame set by hand is replaced at the next layout, as a full pass would")
  func frameSetByHand() throws {
    let tree = ConstantTree(
      1, constants: Array(repeating: 20, count: ConstantTree.constantCount(1)))
    try tree.root.layoutIfNeededStrictly()
    let badge = tree.items.last as! View
    let laidOut = badge.frame
    badge.frame = Rect(x: 1, y: 2, width: 3, height: 4)
    tree.constraints[0].constant = 20  // unchanged: nothing to solve
    tree.root.setNeedsLayout()
    tree.root.layoutIfNeeded()
    #expect(badge.frame == laidOut)
  }
}

/// A label that counts how many times the engine asks for its size.
final class CountingLabel: View {
  var natural: Size
  private(set) var asked = 0

  init(_ name: String, width: Double, height: Double) {
    natural = Size(width: width, height: height)
    super.init(name: name)
    translatesAutoresizingMaskIntoConstraints = false
  }

  override var intrinsicContentSize: Size {
    asked += 1
    return natural
  }
}

@Suite("Intrinsic sizes are asked for at the next layout")
struct LazyIntrinsicSizeTests {
  @Test("three invalidations before a layout: the size is asked for once, at the layout")
  func askedOnceAtLayout() {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), name: "root")
    let label = CountingLabel("label", width: 10, height: 10)
    root.addSubview(label)
    _ = pin(label, .left, .equal, root, plus: 4)
    _ = pin(label, .top, .equal, root, plus: 6)
    root.layoutIfNeeded()
    #expect(label.frame == Rect(x: 4, y: 6, width: 10, height: 10))
    let before = label.asked
    for width in [20.0, 30, 40] {
      label.natural = Size(width: width, height: 12)
      label.invalidateIntrinsicContentSize()
    }
    // Not asked when invalidated (Apple's engine asks when it lays out), and the frame stays.
    #expect(label.asked == before)
    #expect(label.frame == Rect(x: 4, y: 6, width: 10, height: 10))
    root.layoutIfNeeded()
    #expect(label.asked == before + 1)
    // The last size set is the one laid out.
    #expect(label.frame == Rect(x: 4, y: 6, width: 40, height: 12))
  }
}

@Suite("Memory over many changes in place")
struct ChangesInPlaceTests {
  @Test("an intrinsic size changed thousands of times keeps the engine's lists bounded")
  func boundedList() {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), name: "root")
    let label = Label("label", width: 10, height: 10)
    root.addSubview(label)
    _ = pin(label, .left, .equal, root, plus: 4)
    _ = pin(label, .top, .equal, root, plus: 6)
    root.layoutIfNeeded()
    let afterBuild = root._solverConstraints().count
    var largest = afterBuild
    for k in 1...2_000 {
      // Each change replaces the label's four intrinsic-size constraints.
      label.natural = Size(width: Double(10 + k % 50), height: Double(20 + k % 7))
      label.invalidateIntrinsicContentSize()
      root.layoutIfNeeded()
      largest = max(largest, root._solverConstraints().count)
    }
    // Without a rebuild the list would hold 4 × 2,000 replaced constraints on top; with one
    // whenever it passes twice its rebuilt size plus 256, it never holds more than that and
    // the four added in the step that passed it.
    #expect(largest <= 2 * afterBuild + 256 + 4)
    // k = 2,000: 10 + 0 wide (2,000 is a multiple of 50), 20 + 5 high (2,000 = 7 × 285 + 5).
    #expect(label.frame == Rect(x: 4, y: 6, width: 10, height: 25))
  }
}
