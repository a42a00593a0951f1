import AutoLayout
import Masonry
import TestSupport
import Testing

/// Masonry's safe area example on a phone with a notch: 44 points of status bar at the top and 34
/// of home indicator at the bottom.
///
/// A background fills the safe area through the bare guide (`root.mas.safeAreaLayoutGuide`: each
/// edge to the same edge); a header, a footer and a centred card use the named edges and lengths; a
/// full-screen view's child fills the full-screen view's own safe area, which the root's insets
/// reach into.
final class SafeAreaExample {
  let root = makeScreen()
  let background: View
  let header: View
  let footer: View
  let card: View
  let fullScreen: View
  let inset: View

  init() {
    let root = root
    root.rootSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)

    let background = addView("background", to: root)
    background.mas.makeConstraints { make in
      make.edges.equalTo(root.mas.safeAreaLayoutGuide)
    }
    let header = addView("header", to: root)
    header.mas.makeConstraints { make in
      make.top.equalTo(root.mas.safeAreaLayoutGuideTop)
      make.left.equalTo(root.mas.safeAreaLayoutGuideLeft)
      make.right.equalTo(root.mas.safeAreaLayoutGuideRight)
      make.height.equalTo(50)
    }
    let footer = addView("footer", to: root)
    footer.mas.makeConstraints { make in
      make.bottom.equalTo(root.mas.safeAreaLayoutGuideBottom)
      make.leading.equalTo(root.mas.safeAreaLayoutGuideLeading).offset(16)
      make.trailing.equalTo(root.mas.safeAreaLayoutGuideTrailing).offset(-16)
      make.height.equalTo(44)
    }
    let card = addView("card", to: root)
    card.mas.makeConstraints { make in
      make.centerX.equalTo(root.mas.safeAreaLayoutGuideCenterX)
      make.centerY.equalTo(root.mas.safeAreaLayoutGuideCenterY)
      make.width.equalTo(root.mas.safeAreaLayoutGuideWidth).multipliedBy(0.4)
      make.height.equalTo(root.mas.safeAreaLayoutGuideHeight).offset(-289)
    }
    let fullScreen = addView("fullScreen", to: root)
    fullScreen.mas.makeConstraints { make in make.edges.equalTo(root) }
    let inset = addView("inset", to: fullScreen)
    inset.mas.makeConstraints { make in
      make.edges.equalTo(fullScreen.mas.safeAreaLayoutGuide)
    }
    (self.background, self.header, self.footer, self.card) = (background, header, footer, card)
    (self.fullScreen, self.inset) = (fullScreen, inset)
  }
}

@Suite("Example: safe area")
struct SafeAreaExampleTests {
  @Test("views keep clear of the status bar and the home indicator")
  func frames() throws {
    let screen = SafeAreaExample()
    try screen.root.layoutIfNeededStrictly()
    // The safe area: from 44 down to 667 − 34 = 633, so 589 high, the full width.
    let safe = Rect(x: 0, y: 44, width: 375, height: 589)
    #expect(screen.root.safeAreaLayoutGuide.layoutFrame == safe)
    #expect(screen.background.frame == safe)
    #expect(screen.header.frame == Rect(x: 0, y: 44, width: 375, height: 50))
    // Bottom on 633, 44 high: top 589; 16 in from each side: 375 − 32 = 343 wide.
    #expect(screen.footer.frame == Rect(x: 16, y: 589, width: 343, height: 44))
    // 0.4 × 375 = 150 wide, 589 − 289 = 300 high, centred on (187.5, 44 + 294.5 = 338.5).
    #expect(screen.card.frame == Rect(x: 112.5, y: 188.5, width: 150, height: 300))
  }

  @Test("a full-screen view's safe area is the part the root's insets leave")
  func nested() throws {
    let screen = SafeAreaExample()
    try screen.root.layoutIfNeededStrictly()
    #expect(screen.fullScreen.frame == Rect(x: 0, y: 0, width: 375, height: 667))
    #expect(screen.inset.frame == Rect(x: 0, y: 44, width: 375, height: 589))
    // The background lies inside the safe area, so its own safe area is all of it.
    #expect(
      screen.background.safeAreaLayoutGuide.layoutFrame
        == Rect(x: 0, y: 0, width: 375, height: 589))
  }

  @Test("the guide follows a change of insets")
  func changedInsets() throws {
    let screen = SafeAreaExample()
    try screen.root.layoutIfNeededStrictly()
    // Landscape-like insets: 44 at each side, 21 at the bottom, none at the top.
    screen.root.rootSafeAreaInsets = EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
    try screen.root.layoutIfNeededStrictly()
    // 375 − 88 = 287 wide from 44; 667 − 21 = 646 high from 0.
    #expect(screen.background.frame == Rect(x: 44, y: 0, width: 287, height: 646))
    #expect(screen.header.frame == Rect(x: 44, y: 0, width: 287, height: 50))
    // Bottom on 646: top 602; from 44 + 16 = 60 to 331 − 16 = 315, 255 wide.
    #expect(screen.footer.frame == Rect(x: 60, y: 602, width: 255, height: 44))
    #expect(screen.inset.frame == Rect(x: 44, y: 0, width: 287, height: 646))
  }
}
