import Testing

@testable import AutoLayout

// The examples of the Stack Views article, run: the expectations are the values the article
// states.

/// The article's view with a natural size, as a label has.
private final class Tag: View {
  let natural: Size
  init(_ name: String, width: Double, height: Double) {
    natural = Size(width: width, height: height)
    super.init(name: name)
  }
  override var intrinsicContentSize: Size { natural }
}

/// The reports the article's conflict example receives.
private final class ArticleReports: @unchecked Sendable {
  var all: [UnsatisfiableConstraintsReport] = []
}

@Suite("Stack views: the article's examples")
struct StackViewArticleTests {
  @Test("Overview: a settings row between the root's margins")
  func overview() {
    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480), name: "root")
    let title = Tag("title", width: 80, height: 20)
    title.setContentHuggingPriority(249, for: .horizontal)
    let toggle = Tag("toggle", width: 50, height: 30)
    let row = StackView(arrangedSubviews: [title, toggle], name: "row")
    row.alignment = .center
    row.spacing = 8
    row.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(row)
    LayoutConstraint.activate([
      LayoutConstraint(
        item: row, attribute: .leading, relatedBy: .equal, toItem: root,
        attribute: .leadingMargin),
      LayoutConstraint(
        item: row, attribute: .trailing, relatedBy: .equal, toItem: root,
        attribute: .trailingMargin),
      LayoutConstraint(
        item: row, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top,
        constant: 20),
    ])
    root.layoutIfNeeded()
    #expect(row.frame == Rect(x: 8, y: 20, width: 304, height: 30))
    #expect(title.frame == Rect(x: 0, y: 5, width: 246, height: 20))
    #expect(toggle.frame == Rect(x: 254, y: 0, width: 50, height: 30))
    // The constraints installed on the row, as the article lists them; the size-only ones
    // (each view's height pulled to 0 at 25) are installed on the views.
    let listed = row.constraints.map { constraint in
      constraint.description.replacing(#/0x[0-9a-f]+ /#, with: "")
    }
    #expect(
      listed == [
        "<LayoutConstraint:'UISV-canvas-connection' StackView:row.leading == Tag:title.leading   (active)>",
        "<LayoutConstraint:'UISV-canvas-connection' Tag:toggle.trailing == StackView:row.trailing   (active)>",
        "<LayoutConstraint:'UISV-spacing' Tag:toggle.leading == Tag:title.trailing + 8   (active)>",
        "<LayoutConstraint:'UISV-alignment' Tag:title.centerY == Tag:toggle.centerY   (active)>",
        "<LayoutConstraint:'UISV-spanning-boundary' LayoutGuide:UISV-alignment-spanner.top <= Tag:title.top   (active)>",
        "<LayoutConstraint:'UISV-spanning-boundary' LayoutGuide:UISV-alignment-spanner.bottom >= Tag:title.bottom   (active)>",
        "<LayoutConstraint:'UISV-spanning-boundary' LayoutGuide:UISV-alignment-spanner.top <= Tag:toggle.top   (active)>",
        "<LayoutConstraint:'UISV-spanning-boundary' LayoutGuide:UISV-alignment-spanner.bottom >= Tag:toggle.bottom   (active)>",
        "<LayoutConstraint:'UISV-spanning-fit' LayoutGuide:UISV-alignment-spanner.height == 0 @51   (active)>",
        "<LayoutConstraint:'UISV-canvas-connection' StackView:row.top == LayoutGuide:UISV-alignment-spanner.top   (active)>",
        "<LayoutConstraint:'UISV-canvas-connection' LayoutGuide:UISV-alignment-spanner.bottom == StackView:row.bottom   (active)>",
        "<LayoutConstraint:'UISV-canvas-connection' StackView:row.centerY == Tag:title.centerY   (active)>",
      ])
    #expect(title.constraints.map(\.identifier) == ["UISV-ambiguity-suppression"])
    toggle.isHidden = true
    root.layoutIfNeeded()
    #expect(title.frame == Rect(x: 0, y: 0, width: 304, height: 20))
    #expect(row.frame.height == 20)
  }

  @Test("Conflicts: a required width in a row that fills equally")
  func conflict() {
    let reports = ArticleReports()
    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480), name: "root")
    root.diagnosticsHandler = { reports.all.append($0) }
    let tabs = ["home", "search", "profile"].map { Tag($0, width: 60, height: 44) }
    let bar = StackView(arrangedSubviews: tabs, name: "bar")
    bar.distribution = .fillEqually
    bar.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(bar)
    LayoutConstraint.activate([
      LayoutConstraint(
        item: bar, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leading),
      LayoutConstraint(
        item: bar, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailing),
      LayoutConstraint(
        item: bar, attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottom),
      LayoutConstraint(item: tabs[1], attribute: .width, relatedBy: .equal, constant: 120),
    ])
    root.layoutIfNeeded()
    #expect(reports.all.count == 1)
    let report = reports.all.first
    #expect(report?.conflicting.filter { $0.contains("'UISV-") }.count == 6)
    #expect(report?.broken.contains("Tag:search.width == 120") == true)
    // A third of 320 each, rounded edge by edge: 0, 107, 213, 320.
    #expect(tabs.map(\.frame.width) == [107, 106, 107])
  }
}
