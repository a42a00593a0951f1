import AutoLayout
import Masonry
import TestSupport
import Testing

/// Masonry's animated example: the basic layout whose padding swings between 10 and 100.
///
/// The edges to the superview have a low priority, so that they give way where the views meet; the
/// constraints that carry the padding are kept and their insets changed, one "frame" at a time.
final class AnimatedExample {
  let root = makeScreen()
  let green: View
  let red: View
  let blue: View
  /// The constraints whose insets follow the padding.
  private(set) var animatable: [MasonryConstraint] = []

  init(padding: Double = 10) {
    (green, red, blue) = basicViews(in: root)
    let root = root
    let (green, red, blue) = (green, red, blue)
    let insets = EdgeInsets(all: padding)
    var animatable: [MasonryConstraint] = []

    green.mas.makeConstraints { make in
      animatable += [
        make.edges.equalTo(root).insets(insets).priorityLow(),
        make.bottom.equalTo(blue.mas.top).offset(-padding),
      ]
      make.size.equalTo(red)
      make.height.equalTo(blue.mas.height)
    }
    red.mas.makeConstraints { make in
      animatable += [
        make.edges.equalTo(root).insets(insets).priorityLow(),
        make.left.equalTo(green.mas.right).offset(padding),
        make.bottom.equalTo(blue.mas.top).offset(-padding),
      ]
      make.size.equalTo(green)
      make.height.equalTo(blue.mas.height)
    }
    blue.mas.makeConstraints { make in
      animatable += [make.edges.equalTo(root).insets(insets).priorityLow()]
      make.height.equalTo(green.mas.height)
      make.height.equalTo(red.mas.height)
    }
    self.animatable = animatable
  }

  /// Sets every animatable constraint's insets to `padding`: edges inset by it, a left edge
  /// `padding` after its neighbour, a bottom edge `padding` above it.
  func setPadding(_ padding: Double) {
    for constraint in animatable { constraint.insets(EdgeInsets(all: padding)) }
  }
}

@Suite("Example: animated")
struct AnimatedExampleTests {
  /// The frames for padding p, worked out by hand.
  ///
  /// The required constraints chain green | p | red across and green-or-red | p | blue down, with
  /// equal sizes; the low-priority edges then settle the rest. Across, green's left (p) and red's
  /// right (375 − p) can both hold: p + w + p + w = 375 − p, so w = (375 − 3p)/2; down, the tops
  /// (p) and blue's bottom (667 − p): h = (667 − 3p)/2. Any other choice breaks more of the
  /// low-priority edges.
  static let frames: [(padding: Double, green: Rect, red: Rect, blue: Rect)] = [
    // w = 345/2 = 172.5, h = 637/2 = 318.5.
    (
      10, Rect(x: 10, y: 10, width: 172.5, height: 318.5),
      Rect(x: 192.5, y: 10, width: 172.5, height: 318.5),
      Rect(x: 10, y: 338.5, width: 355, height: 318.5)
    ),
    // w = 255/2 = 127.5, h = 547/2 = 273.5; red at 40 + 127.5 + 40 = 207.5, blue at 353.5.
    (
      40, Rect(x: 40, y: 40, width: 127.5, height: 273.5),
      Rect(x: 207.5, y: 40, width: 127.5, height: 273.5),
      Rect(x: 40, y: 353.5, width: 295, height: 273.5)
    ),
    // w = 165/2 = 82.5, h = 457/2 = 228.5; red at 222.5, blue at 368.5.
    (
      70, Rect(x: 70, y: 70, width: 82.5, height: 228.5),
      Rect(x: 222.5, y: 70, width: 82.5, height: 228.5),
      Rect(x: 70, y: 368.5, width: 235, height: 228.5)
    ),
    // w = 75/2 = 37.5, h = 367/2 = 183.5; red at 237.5, blue at 383.5.
    (
      100, Rect(x: 100, y: 100, width: 37.5, height: 183.5),
      Rect(x: 237.5, y: 100, width: 37.5, height: 183.5),
      Rect(x: 100, y: 383.5, width: 175, height: 183.5)
    ),
  ]

  @Test("the padding swings 10 → 100 → 10, laid out after each step")
  func swing() throws {
    let screen = AnimatedExample()
    try screen.root.layoutIfNeededStrictly()
    let there = Self.frames
    let back = Self.frames.reversed().dropFirst()
    for step in there + back {
      screen.setPadding(step.padding)
      try screen.root.layoutIfNeededStrictly()
      #expect(screen.green.frame == step.green, "padding \(step.padding)")
      #expect(screen.red.frame == step.red, "padding \(step.padding)")
      #expect(screen.blue.frame == step.blue, "padding \(step.padding)")
    }
  }

  @Test("insets reach the edges and the gaps, with the right signs")
  func constants() {
    let screen = AnimatedExample()
    screen.setPadding(100)
    // Green: edges left, right, top, bottom; then its bottom to blue's top.
    let green = screen.animatable[0].layoutConstraints + screen.animatable[1].layoutConstraints
    #expect(green.map(\.constant) == [100, -100, 100, -100, -100])
    // Red's left after green's right: +100.
    #expect(screen.animatable[3].layoutConstraints.map(\.constant) == [100])
  }
}
