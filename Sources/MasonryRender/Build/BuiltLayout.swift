import AutoLayout

/// A layout file made real: a tree of views with its constraints active, ready to lay out.
///
/// ```swift
/// let file = try LayoutFile(json: text, file: "card.json")
/// let layout = try LayoutBuilder.build(file)
/// layout.layOut()
/// let scene = layout.scene()   // frames and styles, for the writers
/// ```
public final class BuiltLayout {
  /// The file the layout was built from.
  public let file: LayoutFile
  /// The root view, named `root`.
  public let root: View
  /// The views by id, the root included.
  public let views: [String: View]
  /// The constraints made from the file, in the order written, all active.
  public let constraints: [LayoutConstraint]
  /// Where each constraint was written.
  public let sources: [ObjectIdentifier: ConstraintSource]
  /// The colours of each view.
  public let styles: [ObjectIdentifier: ViewStyle]
  /// How the text views measure their text.
  public let measurer: any TextMeasuring
  /// The conflicts the last ``layOut(rootSize:)`` found, in the engine's reports.
  public private(set) var reports: [UnsatisfiableConstraintsReport] = []

  private let collector = ReportCollector()

  init(
    file: LayoutFile, root: View, views: [String: View], constraints: [LayoutConstraint],
    sources: [ObjectIdentifier: ConstraintSource], styles: [ObjectIdentifier: ViewStyle],
    measurer: any TextMeasuring
  ) {
    self.file = file
    self.root = root
    self.views = views
    self.constraints = constraints
    self.sources = sources
    self.styles = styles
    self.measurer = measurer
    collector.attach(to: root)
  }

  /// Lays the tree out, at the file's root size or at `rootSize`, collecting the conflicts in
  /// ``reports`` (they are not printed).
  public func layOut(rootSize: Size? = nil) {
    if let rootSize {
      root.frame = Rect(origin: .zero, size: rootSize)
    }
    _ = collector.take()
    root.layoutIfNeeded()
    reports = collector.take()
  }

  /// The laid-out tree as the writers see it.
  public func scene() -> Scene {
    Scene(
      root: root, styles: styles,
      title: file.file.split(separator: "/").last.map(String.init) ?? file.file,
      conflicts: reports.count)
  }
}
