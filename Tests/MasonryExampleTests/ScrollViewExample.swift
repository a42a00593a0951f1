import AutoLayout
import Masonry
import TestSupport
import Testing

/// A stand-in for a scroll view.
///
/// The engine has no scrolling, so the content area is modelled the way UIKit exposes it: a guide
/// whose top left is the scroll view's and whose size is the content size, decided by what is
/// constrained to it.
final class ScrollView: View {
  /// The content area (UIScrollView's `contentLayoutGuide`).
  let contentLayoutGuide = LayoutGuide(identifier: "contentLayoutGuide")

  override init(frame: Rect = .zero, name: String? = nil) {
    super.init(frame: frame, name: name)
    addLayoutGuide(contentLayoutGuide)
    contentLayoutGuide.mas.makeConstraints { make in
      make.top.left.equalTo(self)
    }
  }

  /// The size of the content, as of the last layout.
  var contentSize: Size { contentLayoutGuide.layoutFrame.size }
}

/// Masonry's scroll view example: a content view pinned to the content area and as wide as the
/// scroll view, holding ten bands stacked top to bottom, 25, 50, … 250 points high; the last
/// band's bottom is the content view's bottom, which gives the content its height.
final class ScrollViewExample {
  let root = makeScreen()
  let scrollView = ScrollView(name: "scrollView")
  let contentView = View(name: "contentView")
  private(set) var bands: [View] = []

  init() {
    let root = root
    let (scrollView, contentView) = (scrollView, contentView)
    root.addSubview(scrollView)
    scrollView.mas.makeConstraints { make in make.edges.equalTo(root) }
    scrollView.addSubview(contentView)
    contentView.mas.makeConstraints { make in
      make.edges.equalTo(scrollView.contentLayoutGuide)
      make.width.equalTo(scrollView)
    }
    var last: View?
    var height = 25.0
    for index in 0..<10 {
      let band = addView("band\(index)", to: contentView)
      let top: any RelationTarget = last?.mas.bottom ?? 0
      let bandHeight = height
      band.mas.makeConstraints { make in
        make.top.equalTo(top)
        make.left.equalTo(0)
        make.width.equalTo(contentView.mas.width)
        make.height.equalTo(bandHeight)
      }
      height += 25
      bands.append(band)
      last = band
    }
    if let last {
      contentView.mas.makeConstraints { make in make.bottom.equalTo(last.mas.bottom) }
    }
  }
}

@Suite("Example: scroll view")
struct ScrollViewExampleTests {
  @Test("the content is as wide as the scroll view and as tall as its stack")
  func content() throws {
    let screen = ScrollViewExample()
    try screen.root.layoutIfNeededStrictly()
    #expect(screen.scrollView.frame == Rect(x: 0, y: 0, width: 375, height: 667))
    // 25 + 50 + … + 250 = 25 × (1 + 2 + … + 10) = 25 × 55 = 1375.
    #expect(screen.contentView.frame == Rect(x: 0, y: 0, width: 375, height: 1375))
    #expect(screen.contentView.frame.height > screen.scrollView.frame.height)
    #expect(screen.scrollView.contentSize == Size(width: 375, height: 1375))
    // Tops: 0, 25, 75, 150, 250, 375, 525, 700, 900, 1125 — the sums of the heights before.
    let tops: [Double] = [0, 25, 75, 150, 250, 375, 525, 700, 900, 1125]
    for (index, band) in screen.bands.enumerated() {
      let height = 25 * Double(index + 1)
      #expect(band.frame == Rect(x: 0, y: tops[index], width: 375, height: height))
    }
  }
}
