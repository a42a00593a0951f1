import Cassowary

// The margins the engine lays out with (View+Margins.swift has the rules): each view's effective
// margins, fixed for a rebuild where they depend on frames (`MarginRules`), and the readable
// content guide's constraints. Once the frames are set, `marginsMoved()` says whether the
// margins or a readable guide's regime moved with them; the layout then goes again, as it does
// for a safe area that moved.

extension LayoutEngine {
  /// The effective margins of `view` in this engine's tree, with the margins it was given resolved
  /// for `direction` (its own when nil).
  ///
  /// Where they follow the frames of the last layout, the first value worked out since the rebuild
  /// is kept and used by every constraint, so that the margin attributes and the guides agree.
  func effectiveLayoutMargins(of view: View, direction: LayoutDirection?) -> EdgeInsets {
    guard let root else { return view.layoutMargins }
    guard view.effectiveMarginsFollowFrames(in: root) else {
      return view.effectiveLayoutMargins(in: root, direction: direction)
    }
    if let used = system.margins.margins(of: view) { return used }
    let margins = view.effectiveLayoutMargins(in: root, direction: direction)
    system.margins.record(margins, of: view)
    return margins
  }

  /// Whether a view's effective margins, or whether a readable content guide is capped,
  /// changed with the frames just set: the layout goes again.
  func marginsMoved() -> Bool {
    guard let root else { return false }
    return system.margins.moved(
      margins: { $0.effectiveLayoutMargins(in: root) },
      isCapped: { view in
        view.readableContentIsCapped(
          width: view.layoutFrame.width, margins: view.effectiveLayoutMargins(in: root))
      })
  }

  /// Ties a readable content guide to its view.
  ///
  /// The guide takes the margins guide's top and height, and either the margins guide's left and
  /// width, or — where the space between the margins is wider than the view's
  /// ``View/readableContentWidth`` (as of the last layout) — that width, centred between the
  /// margins. Which of the two is noted, and checked once the frames are set.
  func addReadableContentGuideConstraints(_ guide: LayoutGuide, of view: View) {
    let margins = effectiveLayoutMargins(of: view, direction: nil)
    let isCapped = view.readableContentIsCapped(width: view.layoutFrame.width, margins: margins)
    system.margins.recordReadableGuide(of: view, isCapped: isCapped)
    guard isCapped else {
      pin(guide, .readableContent, to: view, insetBy: margins)
      return
    }
    let width = max(0, view.readableContentWidth)
    add(guide.minY == view.minY + margins.top, .system(guide, .readableContent, .top, margins.top))
    add(
      guide.height == view.height - margins.top - margins.bottom,
      .system(guide, .readableContent, .height, -(margins.top + margins.bottom)))
    add(guide.width == width, .system(guide, .readableWidth, .width, width))
    // centerX == the centre between the margins: left + width / 2 == view.left + left margin
    // + (view.width - left margin - right margin) / 2.
    let offset = (margins.left - margins.right) / 2 - width / 2
    // With the width fixed, that is the guide's centre at the owner's, moved by half the
    // difference of the margins.
    add(
      guide.minX == view.minX + view.width * 0.5 + offset,
      .system(guide, .readableWidth, .centerX, (margins.left - margins.right) / 2))
  }
}
