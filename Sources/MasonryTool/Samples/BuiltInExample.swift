import AutoLayout
import Masonry
import MasonryRender

/// The example `masonry` lays out when run without arguments: a profile screen written with
/// the Masonry DSL — a navigation bar under the status bar, a card with an avatar, a name, a
/// handle, a follow button, a wrapped biography and three statistics distributed across the
/// card, a post below it, and a tab bar above the home indicator — at three screen sizes.
///
/// ```swift
/// for screen in BuiltInExample.screens {
///   let scene = BuiltInExample.scene(for: screen)
///   print(FrameTableWriter.write(scene))
/// }
/// ```
package enum BuiltInExample {
  /// A screen to lay the example out on.
  package struct Screen: Sendable {
    /// A short name, used in file names: `390x844`.
    package var name: String
    /// The size in points.
    package var size: Size
    /// Pixels per point.
    package var scale: Double
    /// The safe-area insets (status bar, home indicator).
    package var safeArea: EdgeInsets
  }

  /// A small phone, a large phone and a tablet in landscape.
  package static let screens = [
    Screen(
      name: "320x568", size: Size(width: 320, height: 568), scale: 2,
      safeArea: EdgeInsets(top: 20)),
    Screen(
      name: "390x844", size: Size(width: 390, height: 844), scale: 3,
      safeArea: EdgeInsets(top: 47, bottom: 34)),
    Screen(
      name: "1024x768", size: Size(width: 1024, height: 768), scale: 2,
      safeArea: EdgeInsets(top: 24, bottom: 20)),
  ]

  /// The example laid out on a screen, its text measured by `measurer` (the built-in
  /// estimator unless given: the golden tables are the estimator's).
  package static func scene(
    for screen: Screen, measurer: any TextMeasuring = TextMeasurer()
  ) -> Scene {
    let (root, styles) = make(screen, measurer: measurer)
    root.layoutIfNeeded()
    // Text wraps at the width the layout gave it, as a label's preferred width is set after a
    // first pass; the second pass gives the wrapped text its height.
    for view in wrapping(root) {
      view.wrapWidth = view.frame.width
    }
    root.layoutIfNeeded()
    return Scene(root: root, styles: styles, title: "profile \(screen.name)")
  }

  /// The tree, constrained but not laid out, and its colours.
  package static func make(
    _ screen: Screen, measurer: any TextMeasuring = TextMeasurer()
  ) -> (View, [ObjectIdentifier: ViewStyle]) {
    let root = View(frame: Rect(origin: .zero, size: screen.size), name: "screen")
    root.scale = screen.scale
    root.rootSafeAreaInsets = screen.safeArea
    var styles: [ObjectIdentifier: ViewStyle] = [:]
    func view(_ name: String, in parent: View, _ style: ViewStyle) -> View {
      let view = View(name: name)
      parent.addSubview(view)
      styles[ObjectIdentifier(view)] = style
      return view
    }
    func text(
      _ name: String, _ content: String, size: Double, in parent: View, color: String? = nil
    ) -> TextView {
      let view = TextView(text: content, fontSize: size, name: name)
      view.measurer = measurer
      parent.addSubview(view)
      styles[ObjectIdentifier(view)] = ViewStyle(textColor: color)
      return view
    }
    let white = ViewStyle(fill: "#ffffff", stroke: "#d0d7de")
    styles[ObjectIdentifier(root)] = ViewStyle(fill: "#f2f2f7")

    // The bars.
    let navBar = view("navBar", in: root, white)
    navBar.mas.makeConstraints { make in
      make.top.left.right.equalTo(root)
      make.bottom.equalTo(root.mas.safeAreaLayoutGuideTop).offset(44)
    }
    let navTitle = text("navTitle", "Profile", size: 17, in: navBar)
    navTitle.mas.makeConstraints { make in
      make.centerX.equalTo(navBar)
      make.centerY.equalTo(navBar.mas.bottom).offset(-22)
    }
    let tabBar = view("tabBar", in: root, white)
    tabBar.mas.makeConstraints { make in
      make.left.right.bottom.equalTo(root)
      make.top.equalTo(root.mas.safeAreaLayoutGuideBottom).offset(-49)
    }
    let tabs = ["Home", "Search", "Profile"].map { title in
      text(
        "tab\(title)", title, size: 11, in: tabBar,
        color: title == "Profile" ? "#1a73e8" : "#57606a")
    }
    // Centred at 1/6, 3/6 and 5/6 of the bar: a multiplier on a centre scales the distance
    // from the bar's own origin, as in Masonry.
    for (index, tab) in tabs.enumerated() {
      tab.mas.makeConstraints { make in
        make.top.equalTo(tabBar).offset(8)
        make.centerX.equalTo(tabBar).multipliedBy(Double(2 * index + 1) / 3)
      }
    }

    // The card: inset from the safe area, at most 560 wide, centred.
    let card = view("card", in: root, white)
    card.mas.makeConstraints { make in
      make.top.equalTo(navBar.mas.bottom).offset(16)
      make.leading.equalTo(root.mas.safeAreaLayoutGuideLeading).offset(16).priority(.high)
      make.leading.greaterThanOrEqualTo(root.mas.safeAreaLayoutGuideLeading).offset(16)
      make.trailing.equalTo(root.mas.safeAreaLayoutGuideTrailing).offset(-16).priority(.high)
      make.trailing.lessThanOrEqualTo(root.mas.safeAreaLayoutGuideTrailing).offset(-16)
      make.width.lessThanOrEqualTo(560)
      make.centerX.equalTo(root)
    }
    let avatar = view("avatar", in: card, ViewStyle(fill: "#5b8def", stroke: "#3b6fd4"))
    avatar.mas.makeConstraints { make in
      make.top.leading.equalTo(card).offset(16)
      make.size.equalTo(Size(width: 64, height: 64))
    }
    let follow = view("follow", in: card, ViewStyle(fill: "#1a73e8", stroke: "#1a73e8"))
    let followLabel = text("followLabel", "Follow", size: 15, in: follow, color: "#ffffff")
    followLabel.mas.makeConstraints { make in make.center.equalTo(follow) }
    follow.mas.makeConstraints { make in
      make.trailing.equalTo(card).offset(-16)
      make.centerY.equalTo(avatar)
      make.height.equalTo(32)
      make.width.equalTo(followLabel).offset(24)
    }
    let name = text("name", "Ada Lovelace", size: 20, in: card)
    let handle = text("handle", "@ada · London", size: 15, in: card, color: "#57606a")
    // The name and handle give way (and are cut short) before the button's title does.
    for label in [name, handle] {
      label.setContentCompressionResistancePriority(700, for: .horizontal)
    }
    name.mas.makeConstraints { make in
      make.leading.equalTo(avatar.mas.trailing).offset(12)
      make.top.equalTo(avatar).offset(6)
      make.trailing.lessThanOrEqualTo(follow.mas.leading).offset(-8)
    }
    handle.mas.makeConstraints { make in
      make.leading.equalTo(name)
      make.top.equalTo(name.mas.bottom).offset(4)
      make.trailing.lessThanOrEqualTo(follow.mas.leading).offset(-8)
    }
    let bio = text(
      "bio",
      "Mathematician. Wrote the first program for Babbage's Analytical Engine and saw that it could do more than arithmetic.",
      size: 15, in: card)
    bio.mas.makeConstraints { make in
      make.top.equalTo(avatar.mas.bottom).offset(12)
      make.leading.trailing.equalTo(card).inset(16)
    }

    // Three statistics of equal width across the card.
    let stats = [
      ("posts", "128", "Posts"), ("followers", "3.2k", "Followers"),
      ("following", "41", "Following"),
    ]
    .map { id, value, caption in
      let stat = view(id, in: card, ViewStyle(fill: "#f6f8fa", stroke: "#d0d7de"))
      let number = text("\(id)Value", value, size: 17, in: stat)
      let label = text("\(id)Caption", caption, size: 12, in: stat, color: "#57606a")
      number.mas.makeConstraints { make in
        make.centerX.equalTo(stat)
        make.top.equalTo(stat).offset(8)
      }
      label.mas.makeConstraints { make in
        make.centerX.equalTo(stat)
        make.top.equalTo(number.mas.bottom).offset(2)
        make.bottom.equalTo(stat).offset(-8)
      }
      return stat
    }
    stats.mas.makeConstraints { make in make.top.equalTo(bio.mas.bottom).offset(16) }
    stats.mas.distributeViews(along: .horizontal, fixedSpacing: 8, leadSpacing: 16, tailSpacing: 16)
    card.mas.makeConstraints { make in make.bottom.equalTo(stats[0]).offset(16) }

    // A post under the card, as wide as the card.
    let post = view("post", in: root, white)
    post.mas.makeConstraints { make in
      make.top.equalTo(card.mas.bottom).offset(12)
      make.leading.trailing.equalTo(card)
    }
    let postTime = text("postTime", "2h", size: 13, in: post, color: "#57606a")
    let postAuthor = text("postAuthor", "Ada Lovelace", size: 15, in: post)
    let postBody = text(
      "postBody",
      "The engine weaves algebraic patterns just as the Jacquard loom weaves flowers and leaves.",
      size: 15, in: post)
    postAuthor.mas.makeConstraints { make in
      make.top.leading.equalTo(post).offset(12)
      make.trailing.lessThanOrEqualTo(postTime.mas.leading).offset(-8)
    }
    postTime.mas.makeConstraints { make in
      make.trailing.equalTo(post).offset(-12)
      make.lastBaseline.equalTo(postAuthor)
    }
    postBody.mas.makeConstraints { make in
      make.top.equalTo(postAuthor.mas.bottom).offset(6)
      make.leading.trailing.equalTo(post).inset(12)
      make.bottom.equalTo(post).offset(-12)
    }
    return (root, styles)
  }

  /// The text views that wrap: the biography and the post's body.
  private static func wrapping(_ root: View) -> [TextView] {
    var found: [TextView] = []
    func visit(_ view: View) {
      if let text = view as? TextView, ["bio", "postBody"].contains(text.debugName ?? "") {
        found.append(text)
      }
      view.subviews.forEach(visit)
    }
    visit(root)
    return found
  }
}
