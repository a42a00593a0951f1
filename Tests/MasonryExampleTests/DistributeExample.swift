import AutoLayout
import Masonry
import TestSupport
import Testing

/// Masonry's distribute example: four views spread across (or down) the screen, 10 points from the
/// start and 5 from the end, either with 20-point gaps and equal lengths worked out, or with
/// 60-point lengths and equal gaps worked out.
///
/// Across, each view is 60 high at y = 60; down, each is 60 wide at x = 0.
final class DistributeExample {
  /// The four variants.
  enum Variant: CaseIterable {
    case horizontalFixedSpacing, verticalFixedSpacing
    case horizontalFixedLength, verticalFixedLength
  }

  let root = makeScreen()
  private(set) var views: [View] = []

  init(_ variant: Variant) {
    views = (0..<4).map { addView("view\($0)", to: root) }
    switch variant {
    case .horizontalFixedSpacing:
      views.mas.distributeViews(
        along: .horizontal, fixedSpacing: 20, leadSpacing: 10, tailSpacing: 5)
    case .verticalFixedSpacing:
      views.mas.distributeViews(along: .vertical, fixedSpacing: 20, leadSpacing: 10, tailSpacing: 5)
    case .horizontalFixedLength:
      views.mas.distributeViews(
        along: .horizontal, fixedItemLength: 60, leadSpacing: 10, tailSpacing: 5)
    case .verticalFixedLength:
      views.mas.distributeViews(
        along: .vertical, fixedItemLength: 60, leadSpacing: 10, tailSpacing: 5)
    }
    switch variant {
    case .horizontalFixedSpacing, .horizontalFixedLength:
      views.mas.makeConstraints { make in
        make.top.equalTo(60)
        make.height.equalTo(60)
      }
    case .verticalFixedSpacing, .verticalFixedLength:
      views.mas.makeConstraints { make in
        make.left.equalTo(0)
        make.width.equalTo(60)
      }
    }
  }
}

@Suite("Example: distribute")
struct DistributeExampleTests {
  @Test("across, fixed 20-point gaps")
  func horizontalFixedSpacing() throws {
    let screen = DistributeExample(.horizontalFixedSpacing)
    try screen.root.layoutIfNeededStrictly()
    // 10 + 4w + 3 × 20 + 5 = 375, so w = 300 / 4 = 75; x = 10, 105, 200, 295 (ends at 370).
    #expect(
      screen.views.map(\.frame)
        == [10, 105, 200, 295].map {
          Rect(x: $0, y: 60, width: 75, height: 60)
        })
  }

  @Test("down, fixed 20-point gaps")
  func verticalFixedSpacing() throws {
    let screen = DistributeExample(.verticalFixedSpacing)
    try screen.root.layoutIfNeededStrictly()
    // 10 + 4h + 60 + 5 = 667, so h = 592 / 4 = 148; y = 10, 178, 346, 514 (ends at 662).
    #expect(
      screen.views.map(\.frame)
        == [10, 178, 346, 514].map {
          Rect(x: 0, y: $0, width: 60, height: 148)
        })
  }

  @Test("across, fixed 60-point widths")
  func horizontalFixedLength() throws {
    let screen = DistributeExample(.horizontalFixedLength)
    try screen.root.layoutIfNeededStrictly()
    // Gaps: (375 − 10 − 5 − 4 × 60) / 3 = 120 / 3 = 40; x = 10, 110, 210, 310 (ends at 370).
    #expect(
      screen.views.map(\.frame)
        == [10, 110, 210, 310].map {
          Rect(x: $0, y: 60, width: 60, height: 60)
        })
  }

  @Test("down, fixed 60-point heights")
  func verticalFixedLength() throws {
    let screen = DistributeExample(.verticalFixedLength)
    try screen.root.layoutIfNeededStrictly()
    // Gaps: (667 − 15 − 240) / 3 = 412 / 3 = 137.33…; y = 10, 207.33…, 404.66…, 602 (ends at
    // 662). On the half-point grid: 207.33… → 207.5 (its bottom 267.33… → 267.5) and
    // 404.66… → 404.5 (464.66… → 464.5).
    #expect(
      screen.views.map(\.frame)
        == [10, 207.5, 404.5, 602].map {
          Rect(x: 0, y: $0, width: 60, height: 60)
        })
  }

  @Test("fixed lengths in a container away from the origin")
  func offsetContainer() throws {
    // Masonry's formula for the middle views multiplies the container's right edge; in UIKit
    // that edge is measured in the container's superview, so it only works for a container at
    // the origin. Here constraints are read in the container's own coordinates.
    let root = makeScreen()
    let container = addView("container", to: root)
    container.mas.makeConstraints { make in
      make.left.equalTo(15)
      make.top.equalTo(100)
      make.size.equalTo(Size(width: 345, height: 80))
    }
    let views = (0..<4).map { addView("view\($0)", to: container) }
    views.mas.distributeViews(
      along: .horizontal, fixedItemLength: 60, leadSpacing: 10, tailSpacing: 5)
    views.mas.makeConstraints { make in make.top.bottom.equalTo(container) }
    try root.layoutIfNeededStrictly()
    // Gaps: (345 − 15 − 240) / 3 = 30; x = 10, 100, 190, 280 in the container (ends at 340).
    #expect(
      views.map(\.frame) == [10, 100, 190, 280].map { Rect(x: $0, y: 0, width: 60, height: 80) })
  }

  @Test("every variant is fully determined", arguments: DistributeExample.Variant.allCases)
  func determined(variant: DistributeExample.Variant) throws {
    let screen = DistributeExample(variant)
    try screen.root.layoutIfNeededStrictly()
    #expect(screen.views.allSatisfy { !$0.hasAmbiguousLayout })
  }
}
