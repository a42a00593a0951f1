import AutoLayout

/// Writes a self-contained HTML page to inspect a laid-out ``Scene``: the views as boxes at their
/// frames, and beside them a panel that shows, for the view under the pointer (or clicked, or
/// picked in the list), its frame and the constraints that affect it.
///
/// Views in an unsatisfiable set are outlined in red, ambiguous views in dashed orange; the
/// engine's reports are printed under the list.
///
/// The page needs nothing else (its CSS and script are inline); `page.html#card` opens with
/// the view `card` selected. For tests and tools, each box
/// is an absolutely positioned `div` with `data-id` (the view's id) and `data-frame` (its frame
/// in the root's coordinates, `x,y,width,height`); once loaded, the script writes where the
/// browser really put each box into `data-rendered`, in the same form, and sets
/// `data-ready="true"` on the body.
public enum HTMLInspectorWriter {
  /// The most views a page finds ambiguity for (about 4 seconds at 10,000 views): above it,
  /// the page says that `masonry check` looks for it.
  public static let ambiguityLimit = 10_000

  /// The page.
  public static func write(_ scene: Scene, diagnosis: Diagnosis) -> String {
    let width = NumberText.format(scene.size.width)
    let height = NumberText.format(scene.size.height)
    var html = ""
    html.reserveCapacity(4000 + scene.nodes.count * 600)
    html += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    html += "<title>\(Markup.escape(scene.title)) — Masonry inspector</title>\n"
    html += "<style>\n\(style)</style>\n</head>\n<body>\n"
    let rootClass = scene.nodes.first.map { diagnosis.conflictingViews.contains($0.id) } ?? false
    html += "<div id=\"canvas\"\(rootClass ? " class=\"conflict\"" : "")"
    html += " style=\"width:\(width)px;height:\(height)px\">\n"
    for node in scene.nodes.dropFirst() {
      box(node, diagnosis, into: &html)
    }
    html += "</div>\n<aside id=\"panel\">\n"
    html += "<h1>\(Markup.escape(scene.title)) <small>\(width) × \(height)</small></h1>\n"
    let summary = CheckReport.summary(diagnosis, title: scene.title)
    html += "<p id=\"summary\">\(Markup.escape(summary))</p>\n"
    html += "<section id=\"details\"><p class=\"hint\">Hover a view to see its frame and the "
    html += "constraints that affect it; click to keep it.</p></section>\n"
    html += "<h2>Views</h2>\n<ul id=\"tree\"></ul>\n"
    if !diagnosis.reports.isEmpty || diagnosis.trace != nil {
      html += "<h2>Engine diagnostics</h2>\n<pre id=\"reports\">"
      html += Markup.escape(diagnosis.reports.map(\.consoleText).joined(separator: "\n"))
      if let trace = diagnosis.trace { html += Markup.escape("\n" + trace) }
      html += "</pre>\n"
    }
    html += "</aside>\n"
    html += "<script type=\"application/json\" id=\"model\">\(model(scene, diagnosis))</script>\n"
    html += "<script>\n\(script)</script>\n</body>\n</html>\n"
    return html
  }

  private static func box(_ node: Scene.Node, _ diagnosis: Diagnosis, into html: inout String) {
    let frame = node.absoluteFrame
    var classes = ["box"]
    if node.text != nil { classes.append("text") }
    if node.isHidden { classes.append("hidden") }
    if diagnosis.conflictingViews.contains(node.id) { classes.append("conflict") }
    if diagnosis.ambiguousViews.contains(node.id) { classes.append("ambiguous") }
    let numbers = [frame.minX, frame.minY, frame.width, frame.height].map(NumberText.format)
    html += "<div class=\"\(classes.joined(separator: " "))\" data-id=\"\(Markup.escape(node.id))\""
    html += " data-frame=\"\(numbers.joined(separator: ","))\" style=\"left:\(numbers[0])px;"
    html += "top:\(numbers[1])px;width:\(numbers[2])px;height:\(numbers[3])px"
    if node.text == nil {
      let fill =
        node.style.fill
        ?? SVGWriter.depthFills[(max(1, node.depth) - 1) % SVGWriter.depthFills.count]
      html += ";background:\(fill)"
    } else if let fill = node.style.fill {
      html += ";background:\(fill)"
    }
    if let stroke = node.style.stroke { html += ";border-color:\(stroke)" }
    if node.style.cornerRadius > 0 {
      html += ";border-radius:\(NumberText.format(node.style.cornerRadius))px"
    }
    html += "\">"
    if let text = node.text {
      let color = node.style.textColor ?? SVGWriter.textColor
      let align = node.direction == .rightToLeft ? "right" : "left"
      for (index, line) in text.lines.enumerated() {
        html +=
          "<div class=\"line\" style=\"top:\(NumberText.format(Double(index) * text.lineHeight))px;"
        html +=
          "font-size:\(NumberText.format(text.fontSize))px;\(HTMLInspectorWriter.css(text.font))"
        html += "line-height:\(NumberText.format(text.lineHeight))px;color:\(color);"
        html += "text-align:\(align)\">\(Markup.escape(line))</div>"
      }
    }
    html += "</div>\n"
  }

  /// The CSS of a font beyond its size, as the SVG names it (``SVGWriter``): the families, the
  /// weight and the slant when they are not the defaults.
  static func css(_ font: Font) -> String {
    var css = ""
    if font.family != Font.defaultFamily {
      css += "font-family:\(Markup.escape(font.cssFamily));"
    }
    if font.weight != .regular { css += "font-weight:\(font.weight.value);" }
    if font.isItalic { css += "font-style:italic;" }
    return css
  }

  /// The data the script shows, as JSON.
  private static func model(_ scene: Scene, _ diagnosis: Diagnosis) -> String {
    func numbers(_ rect: Rect) -> String {
      "["
        + [rect.minX, rect.minY, rect.width, rect.height].map(NumberText.format).joined(
          separator: ",") + "]"
    }
    let ambiguous = Set(diagnosis.ambiguousViews)
    var json = "{\"views\":["
    for (index, node) in scene.nodes.enumerated() {
      if index > 0 { json += "," }
      json += "\n{\"id\":\(Markup.jsonString(node.id)),\"depth\":\(node.depth),"
      json += "\"parent\":\(node.parentID.map(Markup.jsonString) ?? "null"),"
      json += "\"frame\":\(numbers(node.frame)),\"absolute\":\(numbers(node.absoluteFrame)),"
      json +=
        "\"hidden\":\(node.isHidden),\"conflict\":\(diagnosis.conflictingViews.contains(node.id)),"
      json += "\"ambiguous\":\(ambiguous.contains(node.id)),\"constraints\":["
      for (offset, entry) in (diagnosis.affecting[node.id] ?? []).enumerated() {
        if offset > 0 { json += "," }
        json += "{\"axis\":\"\(entry.axis == .horizontal ? "H" : "V")\","
        json += "\"equation\":\(Markup.jsonString(entry.equation))"
        if let source = entry.source {
          json += ",\"line\":\(source.line),\"source\":\(Markup.jsonString(source.text))"
        }
        json += "}"
      }
      json += "]}"
    }
    return json + "]}"
  }

  private static let style = """
    body { margin: 0; padding: 16px; display: flex; gap: 24px; align-items: flex-start;
      font: 13px/1.45 Helvetica, Arial, sans-serif; color: #1f2328; background: #fafafa; }
    #canvas { position: relative; flex: none; background: #f2f2f7; outline: 1px solid #6b7280;
      overflow: visible; }
    .box { position: absolute; box-sizing: border-box; border: 1px solid #6b7280; }
    .box.text { border: 1px dashed #b0b4bc; }
    .box.hidden { opacity: 0.3; }
    .box.conflict, #canvas.conflict { outline: 2px solid #d93025; outline-offset: -1px; }
    .box.ambiguous { outline: 2px dashed #f29900; outline-offset: -1px; }
    .box.hover, .box.selected { outline: 2px solid #1a73e8; outline-offset: -1px; }
    .line { position: absolute; left: 0; right: 0; white-space: pre; overflow: visible;
      font-family: Helvetica, Arial, sans-serif; }
    #panel { flex: 1; min-width: 320px; max-width: 560px; }
    h1 { font-size: 18px; margin: 0 0 4px; } h1 small { color: #6b7280; font-weight: normal; }
    h2 { font-size: 14px; margin: 16px 0 4px; }
    .hint { color: #6b7280; }
    #details table { border-collapse: collapse; } #details td { padding: 1px 8px 1px 0; }
    #details code, #tree code { font: 12px Menlo, Consolas, monospace; }
    #details ul { margin: 4px 0; padding-left: 18px; }
    .mark { font-size: 11px; padding: 0 4px; border-radius: 3px; color: white; }
    .mark.conflict { background: #d93025; } .mark.ambiguous { background: #f29900; }
    .mark.hidden { background: #6b7280; }
    #tree { list-style: none; padding: 0; margin: 0; max-height: 320px; overflow: auto; }
    #tree li { cursor: pointer; white-space: nowrap; } #tree li:hover { background: #e8f0fe; }
    pre { font: 11px Menlo, Consolas, monospace; white-space: pre-wrap; background: #fff;
      border: 1px solid #ddd; padding: 8px; }

    """

  private static let script = """
    'use strict';
    const model = JSON.parse(document.getElementById('model').textContent);
    const canvas = document.getElementById('canvas');
    const byId = new Map(model.views.map(v => [v.id, v]));
    const boxes = new Map([...canvas.querySelectorAll('.box')].map(b => [b.dataset.id, b]));
    const details = document.getElementById('details');
    let selected = null;

    function text(tag, content, className) {
      const element = document.createElement(tag);
      element.textContent = content;
      if (className) element.className = className;
      return element;
    }
    function marks(view) {
      const span = document.createElement('span');
      for (const flag of ['conflict', 'ambiguous', 'hidden']) {
        if (view[flag]) { span.append(' ', text('span', flag, 'mark ' + flag)); }
      }
      return span;
    }
    function show(id) {
      const view = byId.get(id);
      if (!view) return;
      details.replaceChildren();
      const title = text('h2', id);
      title.append(marks(view));
      details.append(title);
      const table = document.createElement('table');
      const rows = [['frame', view.frame], ['in root', view.absolute]];
      for (const [label, r] of rows) {
        const row = table.insertRow();
        row.insertCell().textContent = label;
        row.insertCell().textContent = `x ${r[0]}, y ${r[1]}, ${r[2]} × ${r[3]}`;
      }
      const parentRow = table.insertRow();
      parentRow.insertCell().textContent = 'superview';
      parentRow.insertCell().textContent = view.parent ?? '—';
      details.append(table);
      for (const [axis, name] of [['H', 'Horizontal'], ['V', 'Vertical']]) {
        const list = view.constraints.filter(c => c.axis === axis);
        details.append(text('h2', `${name} constraints (${list.length})`));
        const ul = document.createElement('ul');
        for (const c of list) {
          const li = document.createElement('li');
          li.append(text('code', c.equation));
          if (c.line !== undefined) {
            li.append(' ', text('span', `line ${c.line}: ${c.source}`, 'hint'));
          }
          ul.append(li);
        }
        details.append(ul);
      }
    }
    function highlight(id, on) {
      const box = boxes.get(id);
      if (box) box.classList.toggle('hover', on);
    }
    canvas.addEventListener('mouseover', event => {
      const box = event.target.closest('.box');
      if (!box) return;
      highlight(box.dataset.id, true);
      if (!selected) show(box.dataset.id);
    });
    canvas.addEventListener('mouseout', event => {
      const box = event.target.closest('.box');
      if (box) highlight(box.dataset.id, false);
    });
    canvas.addEventListener('click', event => {
      const box = event.target.closest('.box');
      if (selected) boxes.get(selected)?.classList.remove('selected');
      selected = box && box.dataset.id !== selected ? box.dataset.id : null;
      if (selected) { boxes.get(selected)?.classList.add('selected'); show(selected); }
    });
    const tree = document.getElementById('tree');
    for (const view of model.views) {
      const li = text('li', '');
      li.style.paddingLeft = (view.depth * 14) + 'px';
      li.append(text('code', view.id), marks(view));
      li.addEventListener('mouseenter', () => { highlight(view.id, true); show(view.id); });
      li.addEventListener('mouseleave', () => highlight(view.id, false));
      tree.append(li);
    }
    // A view named in the address (inspector.html#card) starts selected.
    const named = decodeURIComponent(location.hash.slice(1));
    if (byId.has(named)) {
      selected = named;
      boxes.get(named)?.classList.add('selected');
      show(named);
    }
    // Where the browser put each box, for tests: x,y,width,height in the canvas.
    const origin = canvas.getBoundingClientRect();
    for (const box of boxes.values()) {
      const r = box.getBoundingClientRect();
      box.dataset.rendered = [r.left - origin.left, r.top - origin.top, r.width, r.height]
        .map(v => Math.round(v * 1000) / 1000).join(',');
    }
    document.body.dataset.ready = 'true';

    """
}
