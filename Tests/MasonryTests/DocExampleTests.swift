import AutoLayout
import Masonry
import Testing

/// The examples of the DocC catalog (`Sources/Masonry/Masonry.docc`), run as written there, with
/// the outputs the articles quote.
///
/// Change an example here and there together.
@Suite("Documentation examples")
struct DocExampleTests {
  // MARK: Masonry.md

  @Test("the landing page's first example")
  func landing() {
    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480), name: "root")
    let card = View(name: "card")
    root.addSubview(card)

    card.mas.makeConstraints { make in
      make.top.equalTo(root.mas.top).offset(20)
      make.left.right.equalTo(root).inset(16)
      make.height.equalTo(120)
    }
    root.layoutIfNeeded()
    // Top 20; left 16, right 320 − 16 = 304, so width 288; height 120.
    #expect(card.frame == Rect(x: 16, y: 20, width: 288, height: 120))
    #expect("\(card.frame)" == "(16, 20, 288, 120)")
  }

  // MARK: GettingStarted.md

  /// A view with a natural size, as a label has: 8 points a character, 20 high.
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

  /// The screen of the guide, built as its first steps build it.
  struct ProfileScreen {
    let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667), name: "root")
    let header = View(name: "header")
    let avatar = View(name: "avatar")
    let title = TextLabel("Ada Lovelace", name: "title")
    var headerHeight: MasonryConstraint?

    init() {
      root.rootSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
      root.addSubview(header)
      header.addSubview(avatar)
      header.addSubview(title)

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
    }
  }

  @Test("getting started: the first layout")
  func firstLayout() {
    let screen = ProfileScreen()
    screen.root.layoutIfNeeded()
    // The header starts below the safe area's top (44), 80 high, full width.
    #expect(screen.header.frame == Rect(x: 0, y: 44, width: 375, height: 80))
    // In the header's coordinates: x 16, centred on 40 → y 16, 48 × 48.
    #expect(screen.avatar.frame == Rect(x: 16, y: 16, width: 48, height: 48))
    // x = 16 + 48 + 12 = 76; 12 characters → 96 wide, 20 high, centred on 40 → y 30.
    #expect(screen.title.frame == Rect(x: 76, y: 30, width: 96, height: 20))
    let descriptions = screen.title.mas.installedConstraints.map {
      "\($0.layoutConstraint!)".replacing(/0x[0-9a-f]+/, with: "0x…")
    }
    #expect(
      descriptions == [
        "<MasonryLayoutConstraint:0x… TextLabel:title.left == View:avatar.right + 12>",
        "<MasonryLayoutConstraint:0x… TextLabel:title.centerY == View:avatar.centerY>",
        "<MasonryLayoutConstraint:0x… TextLabel:title.right <= View:header.right - 16>",
      ])
  }

  @Test("getting started: changing a kept constraint")
  func keptConstraint() {
    let screen = ProfileScreen()
    screen.headerHeight?.update(offset: 120)
    screen.root.layoutIfNeeded()
    // 120 high; the avatar follows the header's centre (60): y = 60 − 24 = 36; the title 50.
    #expect(screen.header.frame == Rect(x: 0, y: 44, width: 375, height: 120))
    #expect(screen.avatar.frame == Rect(x: 16, y: 36, width: 48, height: 48))
    #expect(screen.title.frame == Rect(x: 76, y: 50, width: 96, height: 20))
    screen.headerHeight?.deactivate()
    #expect(screen.headerHeight?.isActive == false)
    screen.headerHeight?.activate()
    #expect(screen.headerHeight?.isActive == true)
  }

  @Test("getting started: update and remake")
  func updateAndRemake() {
    let screen = ProfileScreen()
    screen.headerHeight?.update(offset: 120)
    let avatar = screen.avatar
    let title = screen.title

    avatar.mas.updateConstraints { make in
      make.size.equalTo(64)
    }
    screen.root.layoutIfNeeded()
    // The two size constraints changed in place: still two on the avatar.
    #expect(avatar.constraints.count == 2)
    // 64 × 64 centred on 60 → y 28; the title starts at 16 + 64 + 12 = 92.
    #expect(avatar.frame == Rect(x: 16, y: 28, width: 64, height: 64))
    #expect(title.frame == Rect(x: 92, y: 50, width: 96, height: 20))

    let added = avatar.mas.updateConstraints { make in
      make.width.equalTo(100).priority(.high)
    }
    screen.root.layoutIfNeeded()
    // A different priority matches nothing: a third constraint, which loses to the required 64.
    #expect(avatar.constraints.count == 3)
    #expect(avatar.frame.width == 64)
    added[0].uninstall()

    title.mas.remakeConstraints { make in
      make.top.equalTo(avatar.mas.bottom).offset(8)
      make.left.equalTo(avatar)
    }
    screen.root.layoutIfNeeded()
    // Below the avatar: y = 28 + 64 + 8 = 100, aligned on its left (16).
    #expect(title.frame == Rect(x: 16, y: 100, width: 96, height: 20))
    #expect(title.mas.installedConstraints.count == 2)
  }

  @Test("getting started: arrays and distribution")
  func arraysAndDistribution() {
    let screen = ProfileScreen()
    let root = screen.root

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
    tabs.mas.distributeViews(
      along: .horizontal, fixedSpacing: 8, leadSpacing: 16, tailSpacing: 16)
    root.layoutIfNeeded()
    // The bar ends at the safe area's bottom: 667 − 34 = 633, so y = 633 − 49 = 584.
    #expect(tabBar.frame == Rect(x: 0, y: 584, width: 375, height: 49))
    // 16 + 3w + 2 × 8 + 16 = 375 → w = 109; x = 16, 133, 250.
    #expect(
      tabs.map(\.frame) == [
        Rect(x: 16, y: 0, width: 109, height: 49), Rect(x: 133, y: 0, width: 109, height: 49),
        Rect(x: 250, y: 0, width: 109, height: 49),
      ])

    tabs.mas.remakeConstraints { make in
      make.top.bottom.equalTo(tabBar)
    }
    tabs.mas.distributeViews(
      along: .horizontal, fixedItemLength: 65, leadSpacing: 16, tailSpacing: 16)
    root.layoutIfNeeded()
    // Gaps (375 − 32 − 3 × 65) / 2 = 74: x = 16, 155, 294.
    #expect(tabs.map(\.frame.minX) == [16, 155, 294])
    #expect(tabs.allSatisfy { $0.frame.width == 65 })
    // The middle tab: right == bar.right × ½ + (½ (65 + 16) − 16 / 2) = 187.5 + 32.5 = 220.
    let middle = tabs[1].mas.installedConstraints.last!.layoutConstraint!
    #expect("\(middle)".hasSuffix(" View:search.right == View:tabBar.right * 0.5 + 32.5>"))
    #expect(
      root.autolayoutTrace() == """
        *View:root (0, 0, 375, 667)
        |   *View:header (0, 44, 375, 80)
        |   |   *View:avatar (16, 16, 48, 48)
        |   |   *TextLabel:title (76, 30, 96, 20)
        |   *View:tabBar (0, 584, 375, 49)
        |   |   *View:home (16, 0, 65, 49)
        |   |   *View:search (155, 0, 65, 49)
        |   |   *View:profile (294, 0, 65, 49)

        """)
  }

  @Test("getting started: an array of targets")
  func arrayOfTargets() {
    let screen = ProfileScreen()
    screen.header.mas.updateConstraints { make in
      make.height.greaterThanOrEqualTo([screen.title, 44])
    }
    screen.root.layoutIfNeeded()
    // Two new constraints (height >= title.height, height >= 44), both already met by 80.
    #expect(screen.header.frame.height == 80)
    #expect(screen.header.mas.installedConstraints.count == 6)
  }

  // MARK: MigratingFromMasonry.md

  @Test("Masonry's Objective-C lines, translated")
  func translations() {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300), name: "root")
    let view1 = View(name: "view1")
    let view2 = View(name: "view2")
    let view3 = View(name: "view3")
    root.addSubview(view1)
    root.addSubview(view2)
    root.addSubview(view3)
    func lines(_ made: [MasonryConstraint]) -> [String] {
      made.flatMap(\.layoutConstraints).map {
        "\($0)".replacing(#/MasonryLayoutConstraint:0x[0-9a-f]+ /#, with: "")
      }
    }

    // make.top.and.left.offset(10);
    // make.size.mas_equalTo(CGSizeMake(50, 100));
    let first = view1.mas.makeConstraints { make in
      make.top.and.left.offset(10)
      make.size.equalTo(Size(width: 50, height: 100))
    }
    #expect(
      lines(first) == [
        "<View:view1.top == View:root.top + 10>", "<View:view1.left == View:root.left + 10>",
        "<View:view1.width == 50>", "<View:view1.height == 100>",
      ])

    // make.edges.equalTo(superview).insets(UIEdgeInsetsMake(5, 10, 15, 20));
    // make.left.greaterThanOrEqualTo(@[view1, @100, view3.mas_right]);
    // make.attributes(MASAttributeCenterX | MASAttributeCenterY).mas_equalTo(CGPointMake(0, 8));
    let second = view2.mas.prepareConstraints { make in
      make.edges.equalTo(root).insets(EdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
      make.left.greaterThanOrEqualTo([view1, 100, view3.mas.right])
      make.attributes([.centerX, .centerY]).equalTo(Point(x: 0, y: 8))
    }
    second.forEach { $0.install() }
    #expect(
      lines(second) == [
        "<View:view2.left == View:root.left + 10>", "<View:view2.right == View:root.right - 20>",
        "<View:view2.top == View:root.top + 5>", "<View:view2.bottom == View:root.bottom - 15>",
        "<View:view2.left >= View:view1.left>", "<View:view2.left >= View:root.left + 100>",
        "<View:view2.left >= View:view3.right>",
        "<View:view2.centerX == View:root.centerX>",
        "<View:view2.centerY == View:root.centerY + 8>",
      ])
    second.forEach { $0.uninstall() }

    // MASConstraint *top = make.top.equalTo(superview.mas_top).with.offset(padding.top);
    // top.offset = 30;   [top uninstall];   [top install];
    var top: MasonryConstraint?
    view3.mas.makeConstraints { make in
      top = make.top.equalTo(root.mas.top).with.offset(10)
      make.left.equalTo(root.mas.left).priorityLow()
      make.width.equalTo(root).multipliedBy(0.5)
      make.height.equalTo(view3.mas.width).dividedBy(2).key("aspect")
    }
    top?.offset(30)
    top?.uninstall()
    top?.install()
    root.layoutIfNeeded()
    // Half of 300 wide, a quarter high; the low-priority left holds as nothing fights it.
    #expect(view3.frame == Rect(x: 0, y: 30, width: 150, height: 75))

    // MASAttachKeys(view1, view2);
    attachKeys(["view1": view1, "view2": view2])
    #expect(view1.mas.key == "view1")
    // [view1 mas_closestCommonSuperview:view2]
    #expect(view1.mas.closestCommonSuperview(view2) === root)
  }

  @Test("the Masonry bugs we fixed")
  func fixedBugs() {
    let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200), name: "root")
    root.rootSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
    let a = View(name: "a")
    let b = View(name: "b")
    root.addSubview(a)
    root.addSubview(b)
    // Arrays keep their relation (Masonry ≤ 1.0.1 made equalities).
    let capped = a.mas.prepareConstraints { make in
      make.width.lessThanOrEqualTo([b, 100])
    }
    #expect(capped[0].layoutConstraints.isEmpty)
    capped[0].install()
    #expect(capped[0].layoutConstraints.allSatisfy { $0.relation == .lessThanOrEqual })
    capped[0].uninstall()
    // The bare safe-area attribute is each edge's own (Masonry 1.1.0 used the bottom).
    a.mas.makeConstraints { make in
      make.edges.equalTo(root.mas.safeAreaLayoutGuide)
    }
    root.layoutIfNeeded()
    #expect(a.frame == Rect(x: 0, y: 20, width: 200, height: 170))
    // One child for baseline and lastBaseline (Masonry made two identical ones).
    let baselines = b.mas.prepareConstraints { make in
      make.attributes([.baseline, .lastBaseline]).equalTo(a)
    }
    #expect((baselines[0] as? CompositeConstraint)?.children.count == 1)
  }

  @Test("leading and trailing insets follow the layout direction")
  func rightToLeftInsets() {
    let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100), name: "root")
    root.semanticLayoutDirection = .rightToLeft
    let bar = View(name: "bar")
    root.addSubview(bar)
    bar.mas.makeConstraints { make in
      make.leading.trailing.equalTo(root).insets(EdgeInsets(top: 0, left: 10, bottom: 0, right: 30))
      make.top.bottom.equalTo(root)
    }
    root.layoutIfNeeded()
    // The insets stay on their physical sides: 10 on the left, 30 on the right.
    #expect(bar.frame == Rect(x: 10, y: 0, width: 160, height: 100))
  }

  // MARK: MigratingFromSnapKit.md

  @Test("SnapKit differences: signs, centres and chains without a relation")
  func snapKitDifferences() {
    let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100), name: "root")
    let label = View(name: "label")
    let badge = View(name: "badge")
    root.addSubview(label)
    root.addSubview(badge)
    let made = badge.mas.prepareConstraints { make in
      make.right.equalTo(label.mas.left).inset(8)
      make.top.equalTo(label.mas.bottom).inset(10)
      make.width.equalTo(label).inset(10)
      make.center.equalTo(0)
      make.left.offset(5)
    }
    made.forEach { $0.install() }
    let lines = made.flatMap(\.layoutConstraints).map {
      "\($0)".replacing(#/MasonryLayoutConstraint:0x[0-9a-f]+ /#, with: "")
    }
    #expect(
      lines == [
        "<View:badge.right == View:label.left - 8>",
        "<View:badge.top == View:label.bottom + 10>",
        "<View:badge.width == View:label.width>",
        "<View:badge.centerX == View:root.centerX>",
        "<View:badge.centerY == View:root.centerY>",
        "<View:badge.left == View:root.left + 5>",
      ])
  }

  @Test("SnapKit differences: update adds, priorities change live, isActive means all")
  func snapKitLifecycle() {
    let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100), name: "root")
    let box = View(name: "box")
    root.addSubview(box)
    var height: MasonryConstraint!
    var pin: MasonryConstraint!
    box.mas.makeConstraints { make in
      pin = make.left.top.equalTo(root)
      make.width.equalTo(10)
      height = make.height.equalTo(20)
      make.height.equalTo(40).priority(.low)
    }
    root.layoutIfNeeded()
    #expect(box.frame.height == 20)
    // Required → 249: it now loses to the 40 at 250.
    height.update(priority: 249)
    root.layoutIfNeeded()
    #expect(box.frame.height == 40)
    height.update(priority: .required)
    root.layoutIfNeeded()
    #expect(box.frame.height == 20)
    // An update that matches nothing is added (SnapKit stops with a fatal error).
    let added = box.mas.updateConstraints { make in
      make.width.lessThanOrEqualTo(150)
    }
    #expect(added[0].isActive)
    #expect(box.constraints.count == 4)
    // isActive is true only when every part is installed.
    (pin as! CompositeConstraint).children[0].uninstall()
    #expect(!pin.isActive)
  }

  @Test("the margins guide as a composite target")
  func marginsGuide() {
    let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100), name: "root")
    let content = View(name: "content")
    root.addSubview(content)
    content.mas.makeConstraints { make in
      make.edges.equalTo(root.layoutMarginsGuide)
    }
    root.layoutIfNeeded()
    // Default margins of 8 on each side.
    #expect(content.frame == Rect(x: 8, y: 8, width: 184, height: 84))
  }

  // MARK: DebuggingLayouts.md

  /// The conflicting screen of the debugging article; returns the root and the line of the
  /// conflicting width.
  func conflictingScreen() -> (root: View, message: View, widthLine: Int) {
    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 200), name: "root")
    let icon = View()
    let message = View()
    root.addSubview(icon)
    root.addSubview(message)
    attachKeys(["icon": icon, "message": message])

    icon.mas.makeConstraints { make in
      make.left.top.equalTo(root).offset(10)
      make.size.equalTo(24).key("iconSize")
    }
    let widthLine = #line + 6
    message.mas.makeConstraints { make in
      make.left.equalTo(icon.mas.right).offset(8)
      make.top.equalTo(icon)
      make.right.equalTo(root).offset(-10).key("messageRight")
      make.height.equalTo(40)
      make.width.equalTo(300).key("ConflictingConstraint")
    }
    return (root, message, widthLine)
  }

  @Test("debugging: keys in descriptions")
  func keys() {
    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 200), name: "root")
    let badge = View()
    root.addSubview(badge)
    let made = badge.mas.makeConstraints { make in
      make.left.equalTo(root).offset(10)
    }
    let before = "\(made[0].layoutConstraints[0])"
    #expect(before.contains(" View:0x"))
    badge.mas.key = "badge"
    let keyed = badge.mas.makeConstraints { make in
      make.width.equalTo(root).dividedBy(3).priority(.low).key("third")
      make.height.lessThanOrEqualTo([root, 500]).priority(600).labeled("cap")
      make.top.equalTo(root.mas.safeAreaLayoutGuide).key("top")
    }
    #expect(
      "\(made[0].layoutConstraints[0])".hasSuffix(" View:badge.left == View:root.left + 10>"))
    #expect(
      keyed.flatMap(\.layoutConstraints).map(\.description) == [
        "<MasonryLayoutConstraint:third View:badge.width == View:root.width * 0.333333 ^low>",
        "<MasonryLayoutConstraint:cap View:badge.height <= View:root.height ^600>",
        "<MasonryLayoutConstraint:cap View:badge.height <= 500 ^600>",
        "<MasonryLayoutConstraint:top View:badge.top == LayoutGuide:root.safeAreaLayoutGuide.top>",
      ])
  }

  @Test("debugging: the diagnostics handler and strict mode")
  func conflicts() throws {
    let (root, message, widthLine) = conflictingScreen()
    let reports = Reports()
    root.diagnosticsHandler = { report in reports.append(report) }
    root.layoutIfNeeded()
    // 10 + 24 + 8 + width + 10 = 320 → 268; the 300 is the one left out.
    #expect(message.frame == Rect(x: 42, y: 10, width: 268, height: 40))
    let report = try #require(reports.all.first)
    let conflicting = report.conflicting.map { $0.replacing(/0x[0-9a-f]+/, with: "0x…") }
    #expect(
      conflicting == [
        "View:root.width == 320",
        "<MasonryLayoutConstraint:0x… View:icon.left == View:root.left + 10>",
        "<MasonryLayoutConstraint:0x… View:message.left == View:icon.right + 8>",
        "<MasonryLayoutConstraint:messageRight View:message.right == View:root.right - 10>",
        "<MasonryLayoutConstraint:iconSize[0] View:icon.width == 24>",
        "<MasonryLayoutConstraint:ConflictingConstraint View:message.width == 300>",
      ])
    #expect(report.madeAt.first == .some(nil))
    #expect(report.madeAt.last == "MasonryTests/DocExampleTests.swift:\(widthLine)")
    #expect(
      report.broken == "<MasonryLayoutConstraint:ConflictingConstraint View:message.width == 300>")

    let (strictRoot, _, _) = conflictingScreen()
    #expect(throws: UnsatisfiableConstraintsReport.self) {
      try strictRoot.layoutIfNeededStrictly()
    }
  }

  /// Collects reports from the diagnostics handler.
  final class Reports: @unchecked Sendable {
    private(set) var all: [UnsatisfiableConstraintsReport] = []
    func append(_ report: UnsatisfiableConstraintsReport) { all.append(report) }
  }

  /// A badge related to a view that was never constrained, so still held at its frame.
  func autoresizingScreen() -> View {
    let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100), name: "root")
    let label = View(name: "label")
    let badge = View(name: "badge")
    root.addSubview(label)
    root.addSubview(badge)
    badge.mas.makeConstraints { make in
      make.left.equalTo(label.mas.right).offset(8)
      make.right.equalTo(root).offset(-8)
      make.width.equalTo(label)
      make.top.height.equalTo(20)
    }
    return root
  }

  @Test("debugging: a view left to its frame takes part with autoresizing constraints")
  func autoresizing() throws {
    let root = autoresizingScreen()
    do {
      try root.layoutIfNeededStrictly()
      Issue.record("expected a conflict")
    } catch {
      // The label is held at (0, 0, 0, 0): badge.left = 8 and badge.right = 192 need a width of
      // 184, the label's width is 0.
      let conflicting = error.conflicting.map { $0.replacing(/0x[0-9a-f]+/, with: "0x…") }
      #expect(conflicting.contains("h=--- v=--- View:label.width == 0"))
      #expect(error.consoleText.contains("translatesAutoresizingMaskIntoConstraints"))
    }
  }

  @Test("debugging: ambiguity tools")
  func ambiguity() {
    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 200), name: "root")
    let badge = View(name: "badge")
    root.addSubview(badge)
    badge.mas.makeConstraints { make in
      make.left.top.equalTo(root).offset(10)
      make.height.equalTo(16)
    }
    root.layoutIfNeeded()
    #expect(badge.hasAmbiguousLayout)
    #expect(badge.frame == Rect(x: 10, y: 10, width: 0, height: 16))
    #expect(
      root.autolayoutTrace() == """
        *View:root (0, 0, 320, 200)
        |   *View:badge (10, 10, 0, 16) - AMBIGUOUS LAYOUT

        """)
    let horizontal = badge.constraintsAffectingLayout(for: .horizontal)
    #expect(horizontal.count == 1)
    #expect("\(horizontal[0])".hasSuffix(" View:badge.left == View:root.left + 10>"))
    badge.exerciseAmbiguityInLayout()
    root.layoutIfNeeded()
    #expect(badge.frame.width != 0)
  }

  @Test("debugging: a composite chained after its relation traps")
  func compositeChainTrap() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let root = View(name: "root")
      let card = View(name: "card")
      root.addSubview(card)
      card.mas.makeConstraints { make in
        let edges = make.edges
        edges.equalTo(root)
        _ = edges.left
      }
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      text.contains(
        "Fatal error: Attributes should be chained before defining the constraint relation (View:card.left to View:root.left, then left; at MasonryTests/DocExampleTests.swift:"
      ))
  }
}
