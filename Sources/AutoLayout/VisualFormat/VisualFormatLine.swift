/// A visual format string after parsing: its orientation and its elements left to right, with
/// every name already looked up in the metrics and views dictionaries.
///
/// `H:|-8-[a(50)][b]` becomes the items `superview, view(a, [== 50]), view(b, [])` and the
/// connections `8, flush` between them.
struct VisualFormatLine {
  /// A `|` or a view.
  enum Item {
    /// A `|`: the superview of the view next to it.
    case superview(View)
    /// A `[name(predicates)]`: a view and the predicates on its width or height.
    case view(View, [Predicate<Size>])
  }

  /// How the items either side of a connection are spaced.
  enum Connection {
    /// Nothing between them, `[a][b]`: a space of 0.
    case flush
    /// A bare `-`: the standard space.
    case standard
    /// `-20-`, `-m-` or `-(>=20@750,<=40)-`: one constraint per predicate, each comparing the
    /// space with a constant.
    case spaces([Predicate<Double>])
  }

  /// What a predicate inside a view's brackets compares the view's width or height with.
  enum Size {
    /// A number or a metric's value.
    case constant(Double)
    /// The same dimension of another view.
    case view(View)
  }

  /// One `relation object @priority` of a predicate list.
  struct Predicate<Object> {
    var relation: LayoutRelation
    var object: Object
    var priority: LayoutPriority
  }

  /// Horizontal for `H:` or no orientation, vertical for `V:`.
  var axis: Axis
  /// The items left to right: at least one view.
  var items: [Item]
  /// The connections left to right: `connections[i]` lies between `items[i]` and `items[i + 1]`.
  var connections: [Connection]

  /// The views of the line left to right (not the superviews).
  var views: [View] {
    items.compactMap {
      if case .view(let view, _) = $0 { return view }
      return nil
    }
  }
}
