#if Pango
import AutoLayout
import CPango
import MasonryRender

/// Paints a `Scene` on a Cairo context exactly as `SVGWriter`
/// describes it: each visible view's rectangle (its corners rounded), filled, then outlined
/// half a point wide (dashed 2 on 2 off for text views without an outline colour), then its
/// text, line by line at the baselines, from the leading edge — in the same order.
///
/// Text is set by Pango with the same settings as ``PangoTextMeasurer`` (unhinted, glyphs at
/// fractional positions), so each line is as wide as it was measured. The painter owns the
/// Cairo context and its Pango session, and frees them when it goes.
final class CairoPainter {
  /// The Cairo context (`cairo_t`).
  let cairo: OpaquePointer
  private let session = PangoSession()
  /// The layout lines are drawn with, made from the session's context.
  private let layout: OpaquePointer

  /// A painter on `surface`, in points scaled by `scale`.
  init(surface: OpaquePointer, scale: Double) {
    guard let cairo = cairo_create(surface) else {
      fatalError("Cairo could not make a context")
    }
    self.cairo = cairo
    cairo_scale(cairo, scale, scale)
    pango_cairo_update_context(cairo, session.context)
    guard let layout = pango_layout_new(session.context) else {
      fatalError("Pango could not make a layout")
    }
    self.layout = layout
    PangoSession.configure(layout: layout)
    pango_layout_set_auto_dir(layout, 0)
  }

  deinit {
    g_object_unref(UnsafeMutableRawPointer(layout))
    cairo_destroy(cairo)
  }

  /// Whether Cairo has met an error (out of memory, a failed write), and which.
  var status: String? {
    let status = cairo_status(cairo)
    guard status != CAIRO_STATUS_SUCCESS else { return nil }
    return String(cString: cairo_status_to_string(status))
  }

  /// Paints every drawn node of the scene.
  func paint(_ scene: Scene) {
    for node in scene.drawnNodes {
      let paint = node.paint
      rectangle(node.absoluteFrame, radius: node.style.cornerRadius)
      if let fill = CSSColor(paint.fill) {
        set(fill)
        cairo_fill_preserve(cairo)
      }
      if let stroke = CSSColor(paint.stroke) {
        set(stroke)
        cairo_set_line_width(cairo, 0.5)
        if paint.isDashed {
          let dashes: [Double] = [2, 2]
          cairo_set_dash(cairo, dashes, 2, 0)
        } else {
          cairo_set_dash(cairo, nil, 0, 0)
        }
        cairo_stroke_preserve(cairo)
      }
      cairo_new_path(cairo)
      if let text = node.text {
        draw(text, in: node.absoluteFrame, direction: node.direction, color: paint.textColor)
      }
    }
  }

  private func set(_ color: CSSColor) {
    cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
  }

  /// The rectangle's path, its corners rounded as SVG rounds a `rect` with `rx`: the radius
  /// at most half the width and half the height, the path starting after the top-left corner.
  private func rectangle(_ frame: Rect, radius: Double) {
    let radius = min(radius, frame.width / 2, frame.height / 2)
    guard radius > 0 else {
      cairo_rectangle(cairo, frame.minX, frame.minY, frame.width, frame.height)
      return
    }
    let quarter = Double.pi / 2
    cairo_new_sub_path(cairo)
    cairo_arc(cairo, frame.maxX - radius, frame.minY + radius, radius, -quarter, 0)
    cairo_arc(cairo, frame.maxX - radius, frame.maxY - radius, radius, 0, quarter)
    cairo_arc(cairo, frame.minX + radius, frame.maxY - radius, radius, quarter, 2 * quarter)
    cairo_arc(cairo, frame.minX + radius, frame.minY + radius, radius, 2 * quarter, 3 * quarter)
    cairo_close_path(cairo)
  }

  /// The lines, each on its own as the SVG has each in its own `text` element: its baseline
  /// at the scene's, its start (its logical left, or right in a right-to-left view) on the
  /// view's leading edge.
  private func draw(
    _ text: Scene.Text, in frame: Rect, direction: LayoutDirection, color: String
  ) {
    guard let color = CSSColor(color) else { return }
    set(color)
    let rightToLeft = direction == .rightToLeft
    pango_context_set_base_dir(
      session.context, rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
    pango_layout_context_changed(layout)
    pango_layout_set_font_description(layout, session.description(of: text.font))
    for (index, line) in text.lines.enumerated() {
      PangoSession.setText(line, on: layout)
      var logical = PangoRectangle()
      pango_layout_get_extents(layout, nil, &logical)
      let baseline = Double(pango_layout_get_baseline(layout)) / PangoSession.scale
      let start = Double(logical.x) / PangoSession.scale
      let width = Double(logical.width) / PangoSession.scale
      let x = rightToLeft ? frame.maxX - start - width : frame.minX - start
      let y = frame.minY + text.firstBaseline + Double(index) * text.lineHeight - baseline
      cairo_move_to(cairo, x, y)
      pango_cairo_show_layout(cairo, layout)
    }
  }
}
#endif
