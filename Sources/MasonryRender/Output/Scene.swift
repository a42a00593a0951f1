import AutoLayout

/// A laid-out tree of views as the writers see it: each view's frame, colours and text, in
/// drawing order (depth first, back to front, the root first).
///
/// Build one from any laid-out root — a layout file's (``BuiltLayout/scene()``) or one made
/// with the Masonry DSL:
///
/// ```swift
/// root.layoutIfNeeded()
/// let svg = SVGWriter.write(Scene(root: root, title: "card"))
/// ```
public struct Scene: Sendable {
  /// One view.
  public struct Node: Sendable {
    /// The view's name (its `debugName`, or `view` and its index when it has none).
    public var id: String
    /// The superview's id; nil for the root.
    public var parentID: String?
    /// How deep the view is: 0 for the root.
    public var depth: Int
    /// The frame, in the superview's coordinates.
    public var frame: Rect
    /// The frame in the root's coordinates.
    public var absoluteFrame: Rect
    /// Whether the view is hidden (hidden views are not drawn).
    public var isHidden: Bool
    /// The colours.
    public var style: ViewStyle
    /// The text of a ``TextView``.
    public var text: Text?
    /// The direction of the view's leading and trailing (text starts on the leading side).
    public var direction: LayoutDirection
  }

  /// The text of a view, in lines.
  public struct Text: Sendable {
    /// The lines, as the measurer broke them and fitted them to the frame.
    public var lines: [String]
    /// The font size.
    public var fontSize: Double
    /// The font.
    public var font: Font
    /// How far below the top of the view the first baseline is.
    public var firstBaseline: Double
    /// The distance between baselines.
    public var lineHeight: Double
  }

  /// A name for the picture: the file's name.
  public var title: String
  /// The root's size.
  public var size: Size
  /// The root's pixels per point.
  public var scale: Double
  /// The views, the root first.
  public var nodes: [Node]
  /// How many unsatisfiable-constraint reports the layout had.
  public var conflicts: Int

  /// Takes the frames of a laid-out tree.
  /// - Parameters:
  ///   - root: The root, after `layoutIfNeeded()`.
  ///   - styles: Colours by view (`ObjectIdentifier(view)`); views not in it get defaults.
  ///   - title: A name for the picture.
  ///   - conflicts: How many conflicts the layout reported.
  public init(
    root: View, styles: [ObjectIdentifier: ViewStyle] = [:], title: String, conflicts: Int = 0
  ) {
    self.title = title
    size = root.frame.size
    scale = root.scale
    self.conflicts = conflicts
    nodes = []
    var unnamed = 0
    func visit(_ view: View, parentID: String?, depth: Int, origin: Point) {
      let id: String
      if let name = view.debugName {
        id = name
      } else {
        unnamed += 1
        id = "view\(unnamed)"
      }
      let absolute =
        parentID == nil
        ? Rect(origin: .zero, size: view.frame.size)
        : view.frame.offsetBy(dx: origin.x, dy: origin.y)
      var text: Text?
      if let textView = view as? TextView {
        let metrics = textView.measurer.metrics(of: textView.font)
        text = Text(
          lines: textView.drawnLines(in: view.frame.size), fontSize: textView.fontSize,
          font: textView.font, firstBaseline: metrics.ascent, lineHeight: metrics.lineHeight)
      }
      nodes.append(
        Node(
          id: id, parentID: parentID, depth: depth,
          frame: parentID == nil ? absolute : view.frame, absoluteFrame: absolute,
          isHidden: view.isHidden, style: styles[ObjectIdentifier(view)] ?? ViewStyle(),
          text: text, direction: view.effectiveLayoutDirection))
      for subview in view.subviews {
        visit(subview, parentID: id, depth: depth + 1, origin: absolute.origin)
      }
    }
    visit(root, parentID: nil, depth: 0, origin: .zero)
  }
}
