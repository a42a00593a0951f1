import TestSupport
import Testing

@testable import AutoLayout

// The examples of the DocC articles, run: each test is an article's example, and its
// expectations are the values the article states.

@Suite("Article examples")
struct ArticleExampleTests {
  @Test("The Engine's Model: lazy layout and an incremental constant change")
  func engineModel() {
    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480), name: "root")
    let box = View(name: "box")
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    let left = LayoutConstraint(
      item: box, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left, constant: 20)
    LayoutConstraint.activate([
      left,
      LayoutConstraint(
        item: box, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, constant: 40),
      LayoutConstraint(item: box, attribute: .width, relatedBy: .equal, constant: 100),
      LayoutConstraint(item: box, attribute: .height, relatedBy: .equal, constant: 50),
    ])
    #expect(box.frame == .zero)
    root.layoutIfNeeded()
    #expect(box.frame == Rect(x: 20, y: 40, width: 100, height: 50))
    left.constant = 60
    #expect(box.frame == Rect(x: 20, y: 40, width: 100, height: 50))
    root.layoutIfNeeded()
    #expect(box.frame == Rect(x: 60, y: 40, width: 100, height: 50))
    #expect(left.installedView === root)
  }

  @Test("Coordinate Spaces: a multiplier on a position, left to right and right to left")
  func coordinateSpaces() {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), name: "root")
    let container = offsetContainer(in: root)
    let child = constrained("child", in: container)
    _ = pin(child, .top, .equal, container)
    _ = pin(child, .width, plus: 20)
    _ = pin(child, .height, plus: 10)
    LayoutConstraint(
      item: child, attribute: .centerX, relatedBy: .equal, toItem: container,
      attribute: .centerX, multiplier: 0.5
    ).isActive = true
    root.layoutIfNeeded()
    #expect(child.frame == Rect(x: 40, y: 0, width: 20, height: 10))

    let row = View(frame: Rect(x: 0, y: 0, width: 300, height: 100), name: "root")
    row.semanticLayoutDirection = .rightToLeft
    let box = constrained("box", in: row)
    _ = pin(box, .top, .equal, row)
    _ = pin(box, .width, plus: 50)
    _ = pin(box, .height, plus: 20)
    LayoutConstraint(
      item: box, attribute: .leading, relatedBy: .equal, toItem: row, attribute: .trailing,
      multiplier: 0.25
    ).isActive = true
    row.layoutIfNeeded()
    // Right to left: 300 − maxX == 0.25 × (300 − 0), so maxX = 225 and x = 175.
    #expect(box.frame == Rect(x: 175, y: 0, width: 50, height: 20))
    row.semanticLayoutDirection = .leftToRight
    row.layoutIfNeeded()
    // Left to right: x == 0.25 × 300.
    #expect(box.frame == Rect(x: 75, y: 0, width: 50, height: 20))
  }

  @Test("Coordinate Spaces: rounding edges at scale 2")
  func rounding() {
    let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 10), name: "root")
    let views = (0..<3).map { constrained("v\($0)", in: root) }
    _ = pin(views[0], .left, .equal, root)
    _ = pin(views[1], .left, .equal, views[0], .right)
    _ = pin(views[2], .left, .equal, views[1], .right)
    _ = pin(views[2], .right, .equal, root)
    for v in views {
      _ = pin(v, .width, .equal, views[0])
      _ = pin(v, .top, .equal, root)
      _ = pin(v, .height, plus: 10)
    }
    root.scale = 2
    root.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 33.5, 66.5])
    #expect(views.map(\.frame.width) == [33.5, 33, 33.5])
  }

  @Test("Priorities: the contests the article lists")
  func priorities() {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 100), name: "root")
    func contest(_ wants: [(Double, LayoutPriority)]) -> View {
      let view = bar("v", in: root)
      for (width, priority) in wants { _ = pin(view, .width, plus: width, priority: priority) }
      return view
    }
    let a = contest([(100, 751), (200, 750)])
    let sevenLow = contest([(30, 350)] + Array(repeating: (90, 250), count: 7))
    let eightLow = contest([(30, 350)] + Array(repeating: (90, 250), count: 8))
    let tie = contest([(100, 750), (200, 750)])
    root.layoutIfNeeded()
    #expect(a.frame.width == 100)
    // 7 × 178.75 = 1251 < 1423 (one at 350) < 8 × 178.75 = 1430.
    #expect(sevenLow.frame.width == 30)
    #expect(eightLow.frame.width == 90)
    #expect(tie.frame.width == 100)
    #expect(tie.hasAmbiguousLayout)
    #expect(!a.hasAmbiguousLayout)
    // The weights of the article's table.
    #expect(abs(LayoutPriority(350).strength.value - 1422.83) < 0.01)
    #expect(abs(LayoutPriority(500).strength.value - 31952.5) < 0.1)
  }

  /// The debugging article's tree: a banner that keeps its frame, and an avatar below it.
  func bannerAndAvatar() -> (root: View, banner: View, avatar: View) {
    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480), name: "root")
    let banner = View(frame: Rect(x: 0, y: 0, width: 320, height: 44), name: "banner")
    banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    root.addSubview(banner)
    let avatar = View(name: "avatar")
    avatar.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(avatar)
    LayoutConstraint.activate([
      LayoutConstraint(
        item: avatar, attribute: .top, relatedBy: .equal, toItem: banner, attribute: .bottom,
        constant: 8),
      LayoutConstraint(
        item: avatar, attribute: .leading, relatedBy: .equal, toItem: root,
        attribute: .leadingMargin),
      LayoutConstraint(item: avatar, attribute: .width, relatedBy: .equal, constant: 40),
      LayoutConstraint(
        item: avatar, attribute: .height, relatedBy: .equal, toItem: avatar, attribute: .width),
    ])
    return (root, banner, avatar)
  }

  @Test("Debugging: an unsatisfiable height, reported, and thrown in strict mode")
  func unsatisfiable() {
    final class Reports: @unchecked Sendable { var all: [UnsatisfiableConstraintsReport] = [] }
    let reports = Reports()
    let (root, banner, avatar) = bannerAndAvatar()
    root.diagnosticsHandler = { reports.all.append($0) }
    let tall = LayoutConstraint(item: banner, attribute: .height, relatedBy: .equal, constant: 64)
    tall.isActive = true
    root.layoutIfNeeded()
    #expect(reports.all.count == 1)
    #expect(
      reports.all.first?.conflicting == ["h=-&- v=--& View:banner.height == 44", tall.description])
    #expect(reports.all.first?.broken == tall.description)
    #expect(reports.all.first?.consoleText.contains("(Note: If you're seeing autoresizing") == true)
    #expect(banner.frame == Rect(x: 0, y: 0, width: 320, height: 44))
    #expect(avatar.frame == Rect(x: 8, y: 52, width: 40, height: 40))
    // Already broken: a strict pass finds nothing new until the constraint changes.
    #expect(throws: Never.self) { try root.layoutIfNeededStrictly() }
    tall.constant = 60
    #expect(throws: UnsatisfiableConstraintsReport.self) { try root.layoutIfNeededStrictly() }
    #expect(reports.all.count == 1)
  }

  @Test("Debugging: an ambiguous badge, traced, exercised and fixed")
  func ambiguous() {
    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480), name: "root")
    let title = View(name: "title")
    title.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(title)
    let badge = View(name: "badge")
    badge.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(badge)
    LayoutConstraint.activate([
      LayoutConstraint(
        item: title, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leading,
        constant: 16),
      LayoutConstraint(
        item: title, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailing,
        constant: -16),
      LayoutConstraint(
        item: title, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top,
        constant: 20),
      LayoutConstraint(item: title, attribute: .height, relatedBy: .equal, constant: 24),
      LayoutConstraint(
        item: badge, attribute: .leading, relatedBy: .equal, toItem: title, attribute: .leading),
      LayoutConstraint(item: badge, attribute: .width, relatedBy: .equal, constant: 30),
      LayoutConstraint(item: badge, attribute: .height, relatedBy: .equal, constant: 30),
    ])
    root.layoutIfNeeded()
    #expect(!title.hasAmbiguousLayout)
    #expect(badge.hasAmbiguousLayout)
    #expect(
      root.autolayoutTrace() == """
        *View:root (0, 0, 320, 480)
        |   *View:title (16, 20, 288, 24)
        |   *View:badge (16, 0, 30, 30) - AMBIGUOUS LAYOUT

        """)
    let vertical = badge.constraintsAffectingLayout(for: .vertical)
    #expect(vertical.count == 1 && vertical[0].firstAttribute == .height)
    badge.exerciseAmbiguityInLayout()
    #expect(badge.frame == Rect(x: 16, y: 20, width: 30, height: 30))
    badge.exerciseAmbiguityInLayout()
    #expect(badge.frame == Rect(x: 16, y: 40, width: 30, height: 30))
    LayoutConstraint(
      item: badge, attribute: .top, relatedBy: .equal, toItem: title, attribute: .bottom,
      constant: 8
    ).isActive = true
    root.layoutIfNeeded()
    #expect(!badge.hasAmbiguousLayout)
    #expect(badge.frame == Rect(x: 16, y: 52, width: 30, height: 30))
  }

  @Test("Autoresizing Masks: a header and a footer, and a constrained view between them")
  func autoresizing() {
    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480), name: "root")
    let header = View(frame: Rect(x: 0, y: 0, width: 320, height: 44), name: "header")
    header.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    let footer = View(frame: Rect(x: 0, y: 436, width: 320, height: 44), name: "footer")
    footer.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    let badge = View(frame: Rect(x: 260, y: 8, width: 52, height: 28), name: "badge")
    badge.autoresizingMask = .flexibleLeftMargin
    root.addSubview(header)
    root.addSubview(footer)
    header.addSubview(badge)
    let content = View(name: "content")
    content.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(content)
    LayoutConstraint.activate([
      LayoutConstraint(
        item: content, attribute: .top, relatedBy: .equal, toItem: header, attribute: .bottom),
      LayoutConstraint(
        item: content, attribute: .bottom, relatedBy: .equal, toItem: footer, attribute: .top),
      LayoutConstraint(
        item: content, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leading),
      LayoutConstraint(
        item: content, attribute: .trailing, relatedBy: .equal, toItem: root,
        attribute: .trailing),
    ])
    root.frame = Rect(x: 0, y: 0, width: 480, height: 320)
    root.layoutIfNeeded()
    #expect(header.frame == Rect(x: 0, y: 0, width: 480, height: 44))
    // The badge keeps its 8-point gap to the header's right edge: 480 − 8 − 52 = 420.
    #expect(badge.frame == Rect(x: 420, y: 8, width: 52, height: 28))
    #expect(footer.frame == Rect(x: 0, y: 276, width: 480, height: 44))
    #expect(content.frame == Rect(x: 0, y: 44, width: 480, height: 232))
  }

  @Test("Autoresizing Masks: the moment the proportions are taken, and the report notation")
  func autoresizingReference() {
    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480), name: "root")
    let container = insetContainer(in: root)
    // Added before the container has a size: recorded against 0 wide, right margin −290.
    let early = View(frame: Rect(x: 10, y: 0, width: 280, height: 20), name: "early")
    early.autoresizingMask = .flexibleWidth
    container.addSubview(early)
    root.layoutIfNeeded()
    // width == sw − (10 − 290) = 300 + 280.
    #expect(early.frame.width == 580)
    // Added after: 10-point margins in 300.
    let bar = View(frame: Rect(x: 10, y: 0, width: 280, height: 20), name: "bar")
    bar.autoresizingMask = .flexibleWidth
    container.addSubview(bar)
    root.frame = Rect(x: 0, y: 0, width: 400, height: 480)
    root.layoutIfNeeded()
    #expect(bar.frame.width == 360)

    let (bannerRoot, _, _) = bannerAndAvatar()
    bannerRoot.layoutIfNeeded()
    let engine = bannerRoot.treeEngine()
    let descriptions = engine.added.constraints.compactMap { constraint in
      engine.added.origin(of: constraint)?.description(in: engine.table)
    }
    for line in [
      "h=-&- v=--& View:banner.width == View:root.width",
      "h=-&- v=--& View:banner.midX == 0.5*View:root.width",
      "h=-&- v=--& View:banner.height == 44",
      "h=-&- v=--& View:banner.midY == 22",
    ] {
      #expect(descriptions.contains(line), "\(line)")
    }
  }

  @Test("Text and Fitting Size: the article's cell at 320 and 200 points")
  func textAndFitting() {
    let cell = View(frame: Rect(x: 0, y: 0, width: 320, height: 44), name: "cell")
    let avatar = View(name: "avatar")
    avatar.translatesAutoresizingMaskIntoConstraints = false
    let text = WrappingText("text", characters: 100)
    text.translatesAutoresizingMaskIntoConstraints = false
    cell.addSubview(avatar)
    cell.addSubview(text)
    LayoutConstraint.activate([
      LayoutConstraint(
        item: avatar, attribute: .leading, relatedBy: .equal, toItem: cell,
        attribute: .leadingMargin),
      LayoutConstraint(
        item: avatar, attribute: .top, relatedBy: .equal, toItem: cell, attribute: .topMargin),
      LayoutConstraint(item: avatar, attribute: .width, relatedBy: .equal, constant: 40),
      LayoutConstraint(item: avatar, attribute: .height, relatedBy: .equal, constant: 40),
      LayoutConstraint(
        item: avatar, attribute: .bottom, relatedBy: .lessThanOrEqual, toItem: cell,
        attribute: .bottomMargin),
      LayoutConstraint(
        item: text, attribute: .leading, relatedBy: .equal, toItem: avatar,
        attribute: .trailing, constant: 8),
      LayoutConstraint(
        item: text, attribute: .trailing, relatedBy: .equal, toItem: cell,
        attribute: .trailingMargin),
      LayoutConstraint(
        item: text, attribute: .top, relatedBy: .equal, toItem: cell, attribute: .topMargin),
      LayoutConstraint(
        item: text, attribute: .bottom, relatedBy: .equal, toItem: cell,
        attribute: .bottomMargin),
    ])
    func height(at width: Double) -> Double {
      cell.systemLayoutSizeFitting(
        Size(width: width, height: 0), horizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel
      ).height
    }
    #expect(height(at: 320) == 76)
    #expect(height(at: 200) == 136)
    #expect(height(at: 1000) == 56)
    #expect(cell.frame == Rect(x: 0, y: 0, width: 320, height: 44))
    // Compressed: the text stays on one line, 700 wide: 8 + 40 + 8 + 700 + 8 by 8 + 40 + 8.
    #expect(
      cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        == Size(width: 764, height: 56))
  }
}
