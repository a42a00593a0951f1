import TestSupport
import Testing

@testable import AutoLayout

/// The horizontal masks of Apple's table (§6 of the reference), with the constraints Apple's engine
/// makes for each on a view at (160, 120, 80, 80) in a 320 × 480 superview.
///
/// The constraints are written as (width multiplier, width constant, centre multiplier, centre
/// constant) against the superview's width. Where Apple writes the centre against
/// `superview.centerX`, which is half the width in the superview's own coordinates, the multiplier
/// is halved here: `1.66667·centerX − 66.6667` is `0.833333·width − 66.6667`.
private let appleTable: [(AutoresizingMask, (Double, Double, Double, Double))] = [
  ([], (0, 80, 0, 200)),  // width == 80; centerX == 200
  ([.flexibleLeftMargin], (0, 80, 1, -120)),  // centerX == superview.width − 120
  ([.flexibleWidth], (1, -240, 0.5, 40)),  // width == sw − 240; centerX == sv.centerX + 40
  ([.flexibleLeftMargin, .flexibleWidth], (0.333333, -26.6667, 0.833333, -66.6667)),
  ([.flexibleRightMargin], (0, 80, 0, 200)),  // same as none
  ([.flexibleLeftMargin, .flexibleRightMargin], (0, 80, 0.625, 0)),  // centerX == 0.625·sw
  ([.flexibleWidth, .flexibleRightMargin], (0.5, -80, 0.25, 120)),  // 0.5·sv.centerX + 120
  ([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], (0.25, 0, 0.625, 0)),
]

/// A view at `frame` that `mask` resizes, added to `parent`.
private func autoresizing(
  _ name: String, _ frame: Rect, _ mask: AutoresizingMask, in parent: View
) -> View {
  let view = View(frame: frame, name: name)
  view.autoresizingMask = mask
  parent.addSubview(view)
  return view
}

@Suite("Autoresizing masks")
struct AutoresizingTests {
  @Test("Apple's raw values")
  func rawValues() {
    #expect(AutoresizingMask.flexibleLeftMargin.rawValue == 1)
    #expect(AutoresizingMask.flexibleWidth.rawValue == 2)
    #expect(AutoresizingMask.flexibleRightMargin.rawValue == 4)
    #expect(AutoresizingMask.flexibleTopMargin.rawValue == 8)
    #expect(AutoresizingMask.flexibleHeight.rawValue == 16)
    #expect(AutoresizingMask.flexibleBottomMargin.rawValue == 32)
    #expect(View().autoresizingMask == [])
  }

  @Test("the eight horizontal masks give the constraints of Apple's table")
  func appleConstraints() {
    for (mask, expected) in appleTable {
      let rule = AutoresizingAxis(
        origin: 160, length: 80, in: 320, flexibleStart: mask.contains(.flexibleLeftMargin),
        flexibleLength: mask.contains(.flexibleWidth),
        flexibleEnd: mask.contains(.flexibleRightMargin))
      // The table prints six significant digits.
      #expect(abs(rule.sizeMultiplier - expected.0) < 1e-5, "\(mask)")
      #expect(abs(rule.sizeConstant - expected.1) < 1e-4, "\(mask)")
      #expect(abs(rule.centerMultiplier - expected.2) < 1e-5, "\(mask)")
      #expect(abs(rule.centerConstant - expected.3) < 1e-4, "\(mask)")
    }
  }

  @Test("the eight horizontal masks when the superview grows from 320 to 560 wide")
  func horizontalFrames() {
    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480), name: "root")
    let views = appleTable.enumerated().map { index, entry in
      autoresizing("v\(index)", Rect(x: 160, y: 120, width: 80, height: 80), entry.0, in: root)
    }
    root.layoutIfNeeded()
    #expect(views.allSatisfy { $0.frame == Rect(x: 160, y: 120, width: 80, height: 80) })
    root.frame = Rect(x: 0, y: 0, width: 560, height: 480)
    root.layoutIfNeeded()
    // From Apple's constraints with superview.width = 560 (centerX = 280), x = centre − width/2:
    // none:             width 80;               centre 200             → x 160
    // left:             width 80;               centre 560 − 120 = 440 → x 400
    // width:            width 560 − 240 = 320;  centre 280 + 40 = 320  → x 160
    // left+width:       width 560/3 − 26.67 = 160; centre 1.66667·280 − 66.67 = 400 → x 320
    // right:            as none                                        → x 160
    // left+right:       width 80;               centre 0.625·560 = 350 → x 310
    // width+right:      width 280 − 80 = 200;   centre 0.5·280 + 120 = 260 → x 160
    // all three:        width 0.25·560 = 140;   centre 350             → x 280
    let expected: [(Double, Double)] = [
      (160, 80), (400, 80), (160, 320), (320, 160), (160, 80), (310, 80), (160, 200),
      (280, 140),
    ]
    for (view, (x, width)) in zip(views, expected) {
      #expect(view.frame == Rect(x: x, y: 120, width: width, height: 80), "\(view)")
    }
  }

  @Test("vertical masks when the superview grows from 480 to 720 high")
  func verticalFrames() {
    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480), name: "root")
    let frame = Rect(x: 160, y: 120, width: 80, height: 80)
    let stretching = autoresizing(
      "stretching", frame, [.flexibleTopMargin, .flexibleHeight], in: root)
    let floating = autoresizing(
      "floating", frame, [.flexibleTopMargin, .flexibleBottomMargin], in: root)
    root.frame = Rect(x: 0, y: 0, width: 320, height: 720)
    root.layoutIfNeeded()
    // Top 120 and height 80 are flexible (200 together), the bottom gap 280 is fixed:
    // height == 80/200 × (720 − 280) = 176, top == 120/200 × 440 = 264.
    #expect(stretching.frame == Rect(x: 160, y: 264, width: 80, height: 176))
    // Both gaps flexible, height fixed: the centre stays at 160/480 of the height, 240 of 720.
    #expect(floating.frame == Rect(x: 160, y: 200, width: 80, height: 80))
  }

  @Test("a flexible-width header and footer next to constrained views, root rotated")
  func nextToConstrainedViews() {
    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480), name: "root")
    let header = autoresizing(
      "header", Rect(x: 0, y: 0, width: 320, height: 44), [.flexibleWidth, .flexibleBottomMargin],
      in: root)
    let footer = autoresizing(
      "footer", Rect(x: 0, y: 436, width: 320, height: 44), [.flexibleWidth, .flexibleTopMargin],
      in: root)
    let content = constrained("content", in: root)
    _ = pin(content, .top, .equal, header, .bottom, plus: 8)
    _ = pin(content, .leading, .equal, header, .leading, plus: 16)
    _ = pin(content, .trailing, .equal, header, .trailing, plus: -16)
    _ = pin(content, .bottom, .equal, footer, .top, plus: -8)
    root.layoutIfNeeded()
    // 320 × 480: content from 44 + 8 = 52 to 436 − 8 = 428, 16 in from each side.
    #expect(content.frame == Rect(x: 16, y: 52, width: 288, height: 376))
    root.frame = Rect(x: 0, y: 0, width: 480, height: 320)
    root.layoutIfNeeded()
    // Header: width == superview.width (no fixed gaps), top gap fixed at 0.
    #expect(header.frame == Rect(x: 0, y: 0, width: 480, height: 44))
    // Footer: bottom gap fixed at 0, so its top is 320 − 44 = 276.
    #expect(footer.frame == Rect(x: 0, y: 276, width: 480, height: 44))
    // Content: 480 − 32 wide, from 52 to 276 − 8 = 268.
    #expect(content.frame == Rect(x: 16, y: 52, width: 448, height: 216))
  }

  @Test("a mask is measured against the superview's size when the frame was set")
  func insideConstrainedContainer() {
    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480), name: "root")
    let container = insetContainer(in: root)
    root.layoutIfNeeded()
    // The container is 300 × 460 now; a bar across it, 10 in from each side.
    let bar = autoresizing(
      "bar", Rect(x: 10, y: 0, width: 280, height: 20), .flexibleWidth, in: container)
    root.frame = Rect(x: 0, y: 0, width: 400, height: 480)
    root.layoutIfNeeded()
    // Container 380 wide; the bar keeps its 10-point gaps: 380 − 20 = 360.
    #expect(bar.frame == Rect(x: 10, y: 0, width: 360, height: 20))
    // Setting the frame again records the superview's current size.
    bar.frame = Rect(x: 0, y: 0, width: 190, height: 20)
    bar.autoresizingMask = [.flexibleWidth, .flexibleRightMargin]
    root.frame = Rect(x: 0, y: 0, width: 210, height: 480)
    root.layoutIfNeeded()
    // Recorded against 380: the width (190) and the right gap (190) are flexible, half each, the
    // left gap 0 fixed. Container now 190 wide: width == 190/380 × (190 − 0) = 95.
    #expect(bar.frame == Rect(x: 0, y: 0, width: 95, height: 20))
  }

  @Test("autoresizing constraints in reports use Apple's h= v= notation")
  func reports() {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 100), name: "root")
    let bar = autoresizing(
      "bar", Rect(x: 10, y: 0, width: 280, height: 10), .flexibleWidth, in: root)
    let fixed = View(frame: Rect(x: 0, y: 50, width: 30, height: 40), name: "fixed")
    root.addSubview(fixed)
    #expect(bar.description.hasSuffix("; 'bar'; frame = (10 0; 280 10); autoresize = W>"))
    let narrow = pin(bar, .width, plus: 50)
    do {
      try root.layoutIfNeededStrictly()
      Issue.record("expected a conflict")
    } catch {
      // The bar's width is root.width − 20 (its fixed gaps), and the root is 300 wide.
      #expect(error.conflicting.contains("h=-&- v=--- View:bar.width == View:root.width - 20"))
      #expect(error.conflicting.last == narrow.description)
      #expect(error.consoleText.contains("(Note: If you're seeing autoresizing constraints"))
    }
    narrow.isActive = false
    let tall = pin(fixed, .height, plus: 60)
    do {
      try root.layoutIfNeededStrictly()
      Issue.record("expected a conflict")
    } catch {
      // No flexible part: the height is a bare constant, as Apple's `height == 40`.
      #expect(error.conflicting == ["h=--- v=--- View:fixed.height == 40", tall.description])
    }
  }

  @Test("a view being fitted is measured without its own autoresizing constraints")
  func fittingIgnoresOwnMask() {
    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480), name: "root")
    let cell = View(frame: Rect(x: 0, y: 0, width: 320, height: 44), name: "cell")
    root.addSubview(cell)
    let label = Label("label", width: 100, height: 30)
    cell.addSubview(label)
    _ = pin(label, .top, .equal, cell, plus: 5)
    _ = pin(label, .bottom, .equal, cell, plus: -5)
    _ = pin(label, .left, .equal, cell)
    let size = cell.systemLayoutSizeFitting(
      Size(width: 200, height: 0), horizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    // 5 + 30 + 5 high at the asked width, not the frame's 320 × 44.
    #expect(size == Size(width: 200, height: 40))
  }
}
