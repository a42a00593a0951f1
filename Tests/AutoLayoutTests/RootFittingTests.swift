import TestSupport
import Testing

@testable import AutoLayout

/// A self-sizing cell fitted on its own engine: the fit, the layout at the fitted size, and the
/// reuse of the cell with new content, each checked against a fresh layout of the same cell.
@Suite("Fitting a root on its own engine")
struct RootFittingTests {
  /// A cell: a title label at the top leading margin; text below it wrapped at the cell's
  /// width inside the margins; a 40 × 40 badge at the trailing margin, beside the title.
  ///
  /// The title hugs its height at 251, as Interface Builder's labels do, so that the text
  /// takes any height to spare: with the two at the same hugging the layout would be
  /// ambiguous, and which of them stretches would depend on the solver's path.
  struct Cell {
    let cell = View(name: "cell")
    let title = Label("title", width: 120, height: 20)
    let badge = Label("badge", width: 40, height: 40)
    let text = WrappingText("text", characters: 100)
    var views: [View] { [title, badge, text] }

    init(titleWidth: Double = 120, characters: Int = 100) {
      title.natural = Size(width: titleWidth, height: 20)
      title.setContentHuggingPriority(LayoutPriority(251), for: .vertical)
      text.characters = characters
      for view in [title, badge, text] { cell.addSubview(view) }
      _ = pin(title, .leading, .equal, cell, .leadingMargin)
      _ = pin(title, .top, .equal, cell, .topMargin)
      _ = pin(badge, .trailing, .equal, cell, .trailingMargin)
      _ = pin(badge, .top, .equal, cell, .topMargin)
      _ = pin(title, .trailing, .lessThanOrEqual, badge, .leading, plus: -8)
      _ = pin(text, .leading, .equal, cell, .leadingMargin)
      _ = pin(text, .trailing, .equal, cell, .trailingMargin)
      _ = pin(text, .top, .equal, title, .bottom, plus: 4)
      _ = pin(text, .top, .greaterThanOrEqual, badge, .bottom, plus: 4)
      _ = pin(text, .bottom, .equal, cell, .bottomMargin)
    }

    func fit(_ width: Double) -> Size {
      cell.systemLayoutSizeFitting(
        Size(width: width, height: 0), horizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
    }

    /// Fits the cell at `width`, gives it the fitted size and lays it out.
    func layOut(_ width: Double) -> Size {
      let size = fit(width)
      cell.frame = Rect(x: 0, y: 0, width: width, height: size.height)
      cell.layoutIfNeeded()
      return size
    }
  }

  /// The frames a new cell with the same content gets, laid out at `frame` without fitting.
  func reference(_ frame: Rect, titleWidth: Double = 120, characters: Int = 100) -> [Rect] {
    let fresh = Cell(titleWidth: titleWidth, characters: characters)
    fresh.cell.frame = frame
    fresh.cell.layoutIfNeeded()
    return fresh.views.map(\.frame)
  }

  @Test("a fitted cell laid out at its fitted size gets the frames a fresh layout gives")
  func fitThenLayout() {
    let cell = Cell()
    // 320 wide: the text is 304 wide, 43 characters a line, 3 lines = 60 high; the cell is
    // 8 + 40 (the badge) + 4 + 60 + 8 = 120.
    #expect(cell.layOut(320) == Size(width: 320, height: 120))
    #expect(cell.views.map(\.frame) == reference(Rect(x: 0, y: 0, width: 320, height: 120)))
    #expect(cell.text.frame == Rect(x: 8, y: 52, width: 304, height: 60))
    // Measured once, at the width it was given (the layout did not measure it again).
    #expect(cell.text.measuredWidths == [304])
  }

  @Test("fitting a cell whose frame is still zero reports no conflict")
  func zeroFrameFit() {
    let cell = Cell()
    var reports = 0
    cell.cell.diagnosticsHandler = { _ in reports += 1 }
    _ = cell.layOut(320)
    #expect(reports == 0)
  }

  @Test("a reused cell given new content is fitted and laid out again in place")
  func reuse() {
    let cell = Cell()
    _ = cell.layOut(320)
    let listed = cell.cell.treeEngine().added.count
    // New content: a wider title and shorter text.
    cell.title.natural = Size(width: 200, height: 20)
    cell.title.invalidateIntrinsicContentSize()
    cell.text.characters = 40
    cell.text.invalidateIntrinsicContentSize()
    // 40 characters at 43 a line: 1 line, 20 high; the cell is 8 + 40 + 4 + 20 + 8 = 80.
    #expect(cell.layOut(320) == Size(width: 320, height: 80))
    #expect(
      cell.views.map(\.frame)
        == reference(Rect(x: 0, y: 0, width: 320, height: 80), titleWidth: 200, characters: 40))
    // The intrinsic sizes moved in place, and the fit's pulls stayed: nothing was added.
    #expect(cell.cell.treeEngine().added.count == listed)
  }

  @Test("a fitted cell laid out at another size gets that size's frames")
  func layoutAtAnotherSize() {
    let cell = Cell()
    _ = cell.fit(320)
    cell.cell.frame = Rect(x: 0, y: 0, width: 200, height: 300)
    cell.cell.layoutIfNeeded()
    #expect(cell.views.map(\.frame) == reference(Rect(x: 0, y: 0, width: 200, height: 300)))
    // Fitted again at another width, then resized: the frame's pins follow.
    _ = cell.fit(250)
    cell.cell.frame = Rect(x: 0, y: 0, width: 400, height: 200)
    cell.cell.layoutIfNeeded()
    #expect(cell.views.map(\.frame) == reference(Rect(x: 0, y: 0, width: 400, height: 200)))
    cell.cell.frame = Rect(x: 0, y: 0, width: 300, height: 150)
    cell.cell.layoutIfNeeded()
    #expect(cell.views.map(\.frame) == reference(Rect(x: 0, y: 0, width: 300, height: 150)))
  }

  @Test("a constraint changed after a fit is laid out at the frame, not at the fit")
  func changeAfterFit() {
    let cell = Cell()
    let size = cell.fit(320)
    cell.cell.frame = Rect(x: 0, y: 0, width: 320, height: size.height)
    // A change after the fit: the layout holds the frame and re-solves.
    cell.badge.natural = Size(width: 40, height: 60)
    cell.badge.invalidateIntrinsicContentSize()
    cell.cell.layoutIfNeeded()
    let fresh = Cell()
    fresh.badge.natural = Size(width: 40, height: 60)
    fresh.cell.frame = Rect(x: 0, y: 0, width: 320, height: size.height)
    fresh.cell.layoutIfNeeded()
    #expect(cell.views.map(\.frame) == fresh.views.map(\.frame))
  }

  @Test("fitting leaves the root's frame and its views' frames as they were")
  func fitChangesNoFrame() {
    let cell = Cell()
    cell.cell.frame = Rect(x: 0, y: 0, width: 320, height: 200)
    cell.cell.layoutIfNeeded()
    let before = cell.views.map(\.frame)
    #expect(cell.fit(200).width == 200)
    #expect(cell.cell.frame == Rect(x: 0, y: 0, width: 320, height: 200))
    #expect(cell.views.map(\.frame) == before)
    // The next layout, at the unchanged frame, gives the same frames again.
    cell.cell.layoutIfNeeded()
    #expect(cell.views.map(\.frame) == before)
  }
}
