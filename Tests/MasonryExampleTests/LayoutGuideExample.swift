import AutoLayout
import Masonry
import TestSupport
import Testing

/// Masonry's layout guide example, with layout guides standing in for a view controller's top and
/// bottom layout guides (a 64-point bar at the top, a 49-point tab bar at the bottom).
///
/// The guides are constrained with the DSL as first items (`guide.mas.makeConstraints`) and used as
/// second items by the views: a bar under the top guide, a badge inside that bar hanging from the
/// same guide, a bar over the bottom guide, and a view inset in a spacer guide between the bars.
final class LayoutGuideExample {
  let root = makeScreen()
  let topGuide = LayoutGuide(identifier: "topLayoutGuide")
  let bottomGuide = LayoutGuide(identifier: "bottomLayoutGuide")
  let gap = LayoutGuide(identifier: "gap")
  let topView: View
  let topSubview: View
  let bottomView: View
  let middle: View

  init() {
    let root = root
    let (topGuide, bottomGuide, gap) = (topGuide, bottomGuide, gap)
    for guide in [topGuide, bottomGuide, gap] { root.addLayoutGuide(guide) }
    topGuide.mas.makeConstraints { make in
      make.top.left.right.equalTo(root)
      make.height.equalTo(64)
    }
    bottomGuide.mas.makeConstraints { make in
      make.bottom.left.right.equalTo(root)
      make.height.equalTo(49)
    }

    let topView = addView("topView", to: root)
    topView.mas.makeConstraints { make in
      make.top.equalTo(topGuide.mas.bottom)
      make.left.equalTo(root)
      make.right.equalTo(root)
      make.height.equalTo(40)
    }
    let topSubview = addView("topSubview", to: topView)
    topSubview.mas.makeConstraints { make in
      make.top.equalTo(topGuide.mas.bottom)
      make.centerX.equalTo(0)
      make.width.height.equalTo(20)
    }
    let bottomView = addView("bottomView", to: root)
    bottomView.mas.makeConstraints { make in
      make.bottom.equalTo(bottomGuide.mas.top)
      make.left.equalTo(root)
      make.right.equalTo(root)
      make.height.equalTo(40)
    }
    gap.mas.makeConstraints { make in
      make.top.equalTo(topView.mas.bottom)
      make.bottom.equalTo(bottomView.mas.top)
      make.left.right.equalTo(root)
    }
    let middle = addView("middle", to: root)
    middle.mas.makeConstraints { make in make.edges.equalTo(gap).inset(10) }
    (self.topView, self.topSubview, self.bottomView, self.middle) =
      (topView, topSubview, bottomView, middle)
  }
}

@Suite("Example: layout guides")
struct LayoutGuideExampleTests {
  @Test("guides as first and second items")
  func frames() throws {
    let screen = LayoutGuideExample()
    try screen.root.layoutIfNeededStrictly()
    // The guides: 64 high at the top, 49 high at the bottom (667 − 49 = 618).
    #expect(screen.topGuide.layoutFrame == Rect(x: 0, y: 0, width: 375, height: 64))
    #expect(screen.bottomGuide.layoutFrame == Rect(x: 0, y: 618, width: 375, height: 49))
    // The top bar under the top guide; the bottom bar's bottom on 618, so its top at 578.
    #expect(screen.topView.frame == Rect(x: 0, y: 64, width: 375, height: 40))
    #expect(screen.bottomView.frame == Rect(x: 0, y: 578, width: 375, height: 40))
    // Inside the top bar: top at 64 on screen, which is 0 in the bar; centred: 187.5 − 10.
    #expect(screen.topSubview.frame == Rect(x: 177.5, y: 0, width: 20, height: 20))
    // The spacer from 64 + 40 = 104 to 578: 474 high; the middle view 10 in from it.
    #expect(screen.gap.layoutFrame == Rect(x: 0, y: 104, width: 375, height: 474))
    #expect(screen.middle.frame == Rect(x: 10, y: 114, width: 355, height: 454))
  }

  @Test("a guide's constraints are installed on its owning view")
  func installed() {
    let screen = LayoutGuideExample()
    let top = screen.topGuide.mas.installedConstraints.compactMap(\.layoutConstraint)
    #expect(top.count == 4)
    #expect(top.allSatisfy { $0.installedView === screen.root && $0.firstItem === screen.topGuide })
    // The badge's top relates a view inside the bar to the root's guide: installed on the root.
    let badgeTop = screen.topSubview.mas.installedConstraints.first?.layoutConstraint
    #expect(badgeTop?.secondItem === screen.topGuide)
    #expect(badgeTop?.installedView === screen.root)
  }
}
