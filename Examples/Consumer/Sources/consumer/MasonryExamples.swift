import AutoLayout
import Masonry

// Masonry.docc: Getting Started, step by step, as the article writes it.

/// The article's label: eight points a character, twenty high.
final class TextLabel: View {
  let text: String

  init(_ text: String, name: String) {
    self.text = text
    super.init(name: name)
  }

  override var intrinsicContentSize: Size {
    Size(width: Double(text.count) * 8, height: 20)
  }
}

func masonryGettingStarted() -> [Check] {
  var checks: [Check] = []
  let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667), name: "root")
  root.rootSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)

  let header = View(name: "header")
  let avatar = View(name: "avatar")
  let title = TextLabel("Ada Lovelace", name: "title")
  root.addSubview(header)
  header.addSubview(avatar)
  header.addSubview(title)

  var headerHeight: MasonryConstraint?
  header.mas.makeConstraints { make in
    make.top.equalTo(root.mas.safeAreaLayoutGuideTop)
    make.left.right.equalTo(root)
    headerHeight = make.height.equalTo(80)
  }
  avatar.mas.makeConstraints { make in
    make.left.equalTo(header).offset(16)
    make.centerY.equalTo(header)
    make.size.equalTo(48)
  }
  title.mas.makeConstraints { make in
    make.left.equalTo(avatar.mas.right).offset(12)
    make.centerY.equalTo(avatar)
    make.right.lessThanOrEqualTo(header).offset(-16)
  }

  root.layoutIfNeeded()
  checks += [
    Check("header.frame", header.frame, "(0, 44, 375, 80)"),
    Check("avatar.frame", avatar.frame, "(16, 16, 48, 48)"),
    Check("title.frame", title.frame, "(76, 30, 96, 20)"),
  ]

  headerHeight?.update(offset: 120)
  root.layoutIfNeeded()
  checks += [
    Check("header.frame after update(offset:)", header.frame, "(0, 44, 375, 120)"),
    Check("avatar.frame after update(offset:)", avatar.frame, "(16, 36, 48, 48)"),
    Check("title.frame after update(offset:)", title.frame, "(76, 50, 96, 20)"),
  ]

  avatar.mas.updateConstraints { make in
    make.size.equalTo(64)
  }
  root.layoutIfNeeded()
  checks += [
    Check("avatar.frame after updateConstraints", avatar.frame, "(16, 28, 64, 64)"),
    Check("title.frame after updateConstraints", title.frame, "(92, 50, 96, 20)"),
  ]

  let added = avatar.mas.updateConstraints { make in
    make.width.equalTo(100).priority(.high)
  }
  root.layoutIfNeeded()
  checks.append(Check("avatar.frame.width beside a high-priority 100", avatar.frame.width, "64.0"))
  added[0].uninstall()

  title.mas.remakeConstraints { make in
    make.top.equalTo(avatar.mas.bottom).offset(8)
    make.left.equalTo(avatar)
  }
  root.layoutIfNeeded()
  checks.append(Check("title.frame after remakeConstraints", title.frame, "(16, 100, 96, 20)"))

  let tabBar = View(name: "tabBar")
  root.addSubview(tabBar)
  tabBar.mas.makeConstraints { make in
    make.left.right.equalTo(root)
    make.bottom.equalTo(root.mas.safeAreaLayoutGuideBottom)
    make.height.equalTo(49)
  }
  let tabs = ["home", "search", "profile"].map { name in
    let tab = View(name: name)
    tabBar.addSubview(tab)
    return tab
  }
  tabs.mas.makeConstraints { make in
    make.top.bottom.equalTo(tabBar)
  }

  tabs.mas.distributeViews(along: .horizontal, fixedSpacing: 8, leadSpacing: 16, tailSpacing: 16)
  root.layoutIfNeeded()
  checks += [
    Check("tabBar.frame", tabBar.frame, "(0, 584, 375, 49)"),
    Check(
      "tabs, fixed spacing", tabs.map(\.frame),
      "[(16, 0, 109, 49), (133, 0, 109, 49), (250, 0, 109, 49)]"),
  ]

  tabs.mas.remakeConstraints { make in
    make.top.bottom.equalTo(tabBar)
  }
  tabs.mas.distributeViews(
    along: .horizontal, fixedItemLength: 65, leadSpacing: 16, tailSpacing: 16)
  root.layoutIfNeeded()
  checks.append(Check("tabs, fixed length: minX", tabs.map(\.frame.minX), "[16.0, 155.0, 294.0]"))
  return checks
}
