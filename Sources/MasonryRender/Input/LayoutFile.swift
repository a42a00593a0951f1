import AutoLayout

/// A layout file, read and checked: the root, the views and the constraints, each with the
/// place it was written so that later errors (an unknown view in an equation) can point there.
///
/// Read one with ``init(json:file:)`` (or `init(yaml:file:)` from the `MasonryYAML` target),
/// then build it with ``LayoutBuilder``. The format is described in `Examples/README.md`:
///
/// ```json
/// {
///   "root": { "width": 390, "height": 844, "safeArea": { "top": 47, "bottom": 34 } },
///   "views": [
///     { "id": "card", "color": "#ffffff" },
///     { "id": "title", "parent": "card", "text": "Hello", "fontSize": 20 }
///   ],
///   "constraints": [
///     "H:|-16-[card]-16-|",
///     "card.top == root.safeArea.top + 16",
///     "title.top == card.top + 20 @750"
///   ]
/// }
/// ```
public struct LayoutFile: Sendable {
  /// The file name, for errors.
  public var file: String
  /// The root view.
  public var root: RootSpec
  /// Named numbers for equations and visual formats.
  public var metrics: [String: Double]
  /// The views below the root, in the order written (which is their order among siblings,
  /// back to front).
  public var views: [ViewSpec]
  /// The constraints, in the order written.
  public var constraints: [ConstraintSpec]

  /// Creates a layout file.
  public init(
    file: String, root: RootSpec, metrics: [String: Double] = [:], views: [ViewSpec] = [],
    constraints: [ConstraintSpec] = []
  ) {
    self.file = file
    self.root = root
    self.metrics = metrics
    self.views = views
    self.constraints = constraints
  }
}

/// The root of a layout file: the screen or window the views are laid out in.
public struct RootSpec: Sendable {
  /// The root's size.
  public var size: Size
  /// Pixels per point: frames are rounded to `1 / scale`.
  public var scale: Double = 1
  /// The safe-area insets (a status bar, a notch, a home indicator).
  public var safeArea: EdgeInsets = .zero
  /// The layout direction of the whole tree.
  public var direction: LayoutDirection = .leftToRight
  /// The root's layout margins, or nil for the default 8 on each side.
  public var margins: DirectionalEdgeInsets?
  /// Colours for pictures.
  public var style = ViewStyle()
  /// The font of text views that name no font of their own (each part of a view's `font`
  /// overrides the same part of this one).
  public var font = Font()

  /// Creates a root of a size.
  public init(size: Size) {
    self.size = size
  }
}

/// How a view is drawn: colours as CSS colours (`#1e88e5`, `white`), nil for the defaults, and
/// the radius of its corners.
public struct ViewStyle: Hashable, Sendable {
  /// The fill.
  public var fill: String?
  /// The outline.
  public var stroke: String?
  /// The colour of the view's text.
  public var textColor: String?
  /// The radius of the corners of the fill and the outline (0: square corners).
  public var cornerRadius: Double

  /// Creates a style.
  public init(
    fill: String? = nil, stroke: String? = nil, textColor: String? = nil, cornerRadius: Double = 0
  ) {
    self.fill = fill
    self.stroke = stroke
    self.textColor = textColor
    self.cornerRadius = cornerRadius
  }
}

/// How a text view of a layout file sets its text, beyond the size (which is in
/// ``ViewSpec/Content/text(_:fontSize:wrapWidth:)``).
public struct TextOptions: Hashable, Sendable {
  /// The font's families, most wanted first.
  public var family: String = Font.defaultFamily
  /// The font's weight.
  public var weight: Font.Weight = .regular
  /// Whether the font slants.
  public var isItalic = false
  /// The most lines, wrapping at the width the view is given (0: no limit), or nil for lines
  /// that break only at newlines and at the `wrapWidth` (``TextView/maxLines``).
  public var maxLines: Int?
  /// Where text that does not fit is cut.
  public var truncation: Truncation = .tail

  /// Options in the root's default font.
  public init(font: Font = Font()) {
    family = font.family
    weight = font.weight
    isItalic = font.isItalic
  }

  /// The font at a size.
  public func font(size: Double) -> Font {
    Font(family: family, size: size, weight: weight, isItalic: isItalic)
  }
}

/// A view of a layout file.
public struct ViewSpec: Sendable {
  /// What the view shows, which decides its intrinsic size.
  public enum Content: Sendable, Hashable {
    /// Nothing: no intrinsic size.
    case none
    /// A fixed intrinsic size; `View.noIntrinsicMetric` on an axis without one.
    case intrinsicSize(Size)
    /// Text, measured by ``TextMeasurer``.
    case text(String, fontSize: Double, wrapWidth: Double?)
  }

  /// The view's name, used in equations and visual formats.
  public var id: String
  /// Where the view was written.
  public var location: SourceLocation
  /// The id of the superview (`root` for the root).
  public var parent: String = "root"
  /// Where the parent was named, or the view's location when it was not.
  public var parentLocation: SourceLocation
  /// What the view shows.
  public var content: Content = .none
  /// How a text view sets its text: the font's family, weight and slant, the lines and the
  /// truncation.
  public var textOptions = TextOptions()
  /// Content hugging, horizontal and vertical (250 each by default).
  public var hugging: (horizontal: LayoutPriority, vertical: LayoutPriority) = (250, 250)
  /// Compression resistance, horizontal and vertical (750 each by default).
  public var compressionResistance: (horizontal: LayoutPriority, vertical: LayoutPriority) = (
    750, 750
  )
  /// The layout margins, or nil for the default 8 on each side.
  public var margins: DirectionalEdgeInsets?
  /// The view's own layout direction, or nil to inherit its superview's.
  public var direction: LayoutDirection?
  /// Whether the view is hidden (it still takes part in layout, as in Apple's engine).
  public var isHidden = false
  /// A frame that holds the view in place through autoresizing constraints, or nil for a view
  /// placed by constraints only.
  public var frame: Rect?
  /// Where the frame was written, for errors about it.
  package var frameLocation: SourceLocation?
  /// Colours for pictures.
  public var style = ViewStyle()
  /// The view's stack properties and arranged views, or nil for a view that is not a stack.
  public var stack: StackSpec?

  /// Creates a view.
  public init(id: String, location: SourceLocation) {
    self.id = id
    self.location = location
    self.parentLocation = location
  }
}

/// A view of a layout file that is a stack: a `StackView` with its properties and the views it
/// arranges, in order.
///
/// ```json
/// {"id": "form", "stack": {"axis": "vertical", "spacing": 12, "customSpacing": {"title": 24},
///                          "arranged": ["title", "name", "email"]}}
/// ```
///
/// The arranged views are views of the file whose `parent` is the stack. Without `arranged`,
/// the stack arranges all of its subviews, in the order they were declared.
public struct StackSpec: Sendable {
  /// A view named by the stack, and where it was named.
  public struct Reference: Hashable, Sendable {
    /// The view's id.
    public var id: String
    /// Where the id was written.
    public var location: SourceLocation

    /// Creates a reference.
    public init(id: String, location: SourceLocation) {
      self.id = id
      self.location = location
    }
  }

  /// A spacing after one arranged view, in place of the stack's.
  public struct CustomSpacing: Hashable, Sendable {
    /// The arranged view the spacing follows.
    public var after: Reference
    /// The spacing in points, or `StackView.spacingUseSystem`.
    public var spacing: Double

    /// Creates a custom spacing.
    public init(after: Reference, spacing: Double) {
      self.after = after
      self.spacing = spacing
    }
  }

  /// Where the stack was written (its `stack` object).
  public var location: SourceLocation
  /// A row (`.horizontal`, the default) or a column.
  public var axis: Axis = .horizontal
  /// How the arranged views share the stack's length (`.fill` by default).
  public var distribution: StackView.Distribution = .fill
  /// How the arranged views sit across the axis (`.fill` by default).
  public var alignment: StackView.Alignment = .fill
  /// The spacing between neighbours in points, or `StackView.spacingUseSystem` (0 by default).
  public var spacing: Double = 0
  /// Whether the views are arranged inside the stack's layout margins.
  public var isLayoutMarginsRelativeArrangement = false
  /// Whether a column spaces its views from baseline to baseline.
  public var isBaselineRelativeArrangement = false
  /// The arranged views in order, or nil to arrange every subview in the order declared.
  public var arranged: [Reference]?
  /// The custom spacings, in the order written.
  public var customSpacings: [CustomSpacing] = []

  /// Creates a stack with UIKit's defaults: a row that fills, with no spacing.
  public init(location: SourceLocation) {
    self.location = location
  }
}

/// A constraint of a layout file: an equation or a line of Apple's Visual Format Language.
public struct ConstraintSpec: Sendable {
  /// The two ways of writing constraints.
  public enum Kind: Sendable {
    /// `title.top == card.top + 20 @750`: one constraint.
    case equation(String)
    /// `H:|-[avatar(48)]-12-[name]-|`, with its options and its own metrics (which take
    /// precedence over the file's).
    case visualFormat(String, options: LayoutFormatOptions, metrics: [String: Double])
  }

  /// The constraint.
  public var kind: Kind
  /// The string value it was written as, to place errors inside it.
  package var source: SourceValue
  /// A name printed in the engine's descriptions, or nil.
  public var identifier: String?

  /// Creates a constraint.
  package init(kind: Kind, source: SourceValue, identifier: String? = nil) {
    self.kind = kind
    self.source = source
    self.identifier = identifier
  }

  /// The line the constraint was written on.
  public var line: Int { source.location.line }
}
