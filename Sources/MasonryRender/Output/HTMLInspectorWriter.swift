import AutoLayout

/// Writes a self-contained HTML page to inspect laid-out ``Scene``s: the views as boxes at their
/// frames, and beside them a panel that shows, for the view under the pointer (or clicked, or
/// picked in the list), its frame and the constraints that affect it.
///
/// The constraints are the file's, with their lines, and the engine's own (its intrinsic size
/// held by hugging and compression resistance, autoresizing, the root's size, guides); the
/// panel also says which constraint the engine broke in a conflict, and on which axis an
/// ambiguous view is free. Views in an unsatisfiable set are outlined in red, ambiguous views in
/// dashed orange; the selected view is ringed in blue outside its edges, so that the ring hides
/// neither mark. The engine's reports are printed under the list.
///
/// A page shows one screen (``write(_:diagnosis:)``) or several side by side, the same file at
/// several sizes (``write(_:title:options:)``); a view picked on one is picked on all.
///
/// The page needs nothing else (its CSS and script are inline); `page.html#card` opens with
/// the view `card` selected, and selecting a view writes its id there. For tests and tools, each
/// screen's canvas is a `div` with the class `canvas` and `data-screen` (its index; the first is
/// also `#canvas`), each box an absolutely positioned `div` with `data-id` (the view's id) and
/// `data-frame` (its frame in the root's coordinates, `x,y,width,height`); once loaded, the
/// script writes where the browser really put each box into `data-rendered`, in the same form,
/// and sets `data-ready="true"` on the body.
///
/// With ``Options/liveUpdatePath`` the page keeps a WebSocket open to that path of its own
/// server (`masonry preview`) and updates itself in place from each message, keeping the
/// selected view and the scroll positions. A message is JSON, `{"state": "k1-5", "version":
/// "k1-4", "page": "…", "error": "…"}`: the number of the change, the version of the layout
/// and its page from this writer (applied when the version is not the page's), and the error
/// to show above it, or null. The page records the last message's state in `data-state`, the
/// version it shows in `data-version`, and the time it took the message in `data-updated`
/// (`Date.now()`).
public enum HTMLInspectorWriter {
  /// The most views a page finds ambiguity for (about 4 seconds at 10,000 views): above it,
  /// the page says that `masonry check` looks for it.
  public static let ambiguityLimit = 10_000

  /// One screen of a page: a laid-out scene and its diagnosis, with a name for the size.
  public struct Screen: Sendable {
    /// The laid-out views.
    public var scene: Scene
    /// What is wrong with them.
    public var diagnosis: Diagnosis
    /// A heading for the screen (`iPhone 16 · 393 × 852 @3x`); nil for none.
    public var label: String?

    /// Creates a screen.
    public init(scene: Scene, diagnosis: Diagnosis, label: String? = nil) {
      self.scene = scene
      self.diagnosis = diagnosis
      self.label = label
    }
  }

  /// What a page does beyond showing its screens.
  public struct Options: Sendable {
    /// The path of the WebSocket that pushes updates (`/socket`), for a page served by
    /// `masonry preview`; nil for a page that stays as written.
    public var liveUpdatePath: String?
    /// An error to show above the screens: a layout file that did not read, with its location.
    public var error: String?
    /// Which layout the page shows, for a live page: a message with another version brings a
    /// new layout; "" for none.
    public var version: String

    /// Creates options.
    public init(liveUpdatePath: String? = nil, error: String? = nil, version: String = "") {
      self.liveUpdatePath = liveUpdatePath
      self.error = error
      self.version = version
    }
  }

  /// The page for one screen.
  public static func write(_ scene: Scene, diagnosis: Diagnosis) -> String {
    write([Screen(scene: scene, diagnosis: diagnosis)], title: scene.title)
  }

  /// The page for several screens side by side (or none, with an error).
  ///
  /// - Parameters:
  ///   - screens: The screens, left to right.
  ///   - title: The page's title: the file's name.
  ///   - options: Live updates and an error to show.
  /// - Returns: The page, a complete HTML document.
  public static func write(
    _ screens: [Screen], title: String, options: Options = Options()
  ) -> String {
    var html = ""
    html.reserveCapacity(
      6000 + screens.reduce(0) { $0 + $1.scene.nodes.count * 900 })
    html += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    html += "<title>\(Markup.escape(title)) — Masonry inspector</title>\n"
    html += "<style>\n\(style)</style>\n</head>\n"
    html += "<body"
    if let path = options.liveUpdatePath {
      html +=
        " data-version=\"\(Markup.escape(options.version))\" data-live=\"\(Markup.escape(path))\""
    }
    html += ">\n"
    if options.liveUpdatePath != nil || options.error != nil {
      html += "<pre id=\"error\"\(options.error == nil ? " hidden" : "")>"
      html += Markup.escape(options.error ?? "") + "</pre>\n"
    }
    html += "<main id=\"screens\">\n"
    for (index, screen) in screens.enumerated() {
      canvas(screen, index: index, into: &html)
    }
    html += "</main>\n<aside id=\"panel\">\n<div id=\"overview\">\n"
    html += "<h1>\(Markup.escape(title))"
    if screens.count == 1, let scene = screens.first?.scene {
      html += " <small>\(size(scene))</small>"
    }
    html += "</h1>\n"
    for screen in screens {
      let summary = CheckReport.summary(screen.diagnosis, title: screen.label ?? title)
      html += "<p class=\"summary\">\(Markup.escape(summary))</p>\n"
    }
    html += "</div>\n"
    if options.liveUpdatePath != nil {
      html += "<p id=\"live\" class=\"hint\">Live: the page follows each saved change.</p>\n"
    }
    html += "<section id=\"details\"><p class=\"hint\">Hover a view to see its frame and the "
    html += "constraints that affect it; click to keep it.</p></section>\n"
    html += "<h2>Views</h2>\n<ul id=\"tree\"></ul>\n<div id=\"diagnostics\">"
    let diagnosed = screens.filter { !$0.diagnosis.reports.isEmpty || $0.diagnosis.trace != nil }
    if !diagnosed.isEmpty {
      html += "\n<h2>Engine diagnostics</h2>\n"
      for screen in diagnosed {
        if screens.count > 1, let label = screen.label {
          html += "<h3>\(Markup.escape(label))</h3>\n"
        }
        html += "<pre class=\"reports\">"
        html += Markup.escape(screen.diagnosis.reports.map(\.consoleText).joined(separator: "\n"))
        if let trace = screen.diagnosis.trace { html += Markup.escape("\n" + trace) }
        html += "</pre>\n"
      }
    }
    html += "</div>\n</aside>\n"
    html += "<script type=\"application/json\" id=\"model\">\(model(screens))</script>\n"
    html += "<script>\n\(script)</script>\n</body>\n</html>\n"
    return html
  }

  /// `390 × 844`, and `@3x` for a scale other than 1.
  private static func size(_ scene: Scene) -> String {
    let text = "\(NumberText.format(scene.size.width)) × \(NumberText.format(scene.size.height))"
    return scene.scale == 1 ? text : text + " @\(NumberText.format(scene.scale))x"
  }

  private static func canvas(_ screen: Screen, index: Int, into html: inout String) {
    let scene = screen.scene
    html += "<section class=\"screen\">\n"
    if let label = screen.label {
      html += "<h2 class=\"caption\">\(Markup.escape(label)) <small>\(size(scene))</small></h2>\n"
    }
    let rootConflict =
      scene.nodes.first.map { screen.diagnosis.conflictingViews.contains($0.id) } ?? false
    html += "<div\(index == 0 ? " id=\"canvas\"" : "") class=\"canvas"
    html += rootConflict ? " conflict\"" : "\""
    html += " data-screen=\"\(index)\" style=\"width:\(NumberText.format(scene.size.width))px;"
    html += "height:\(NumberText.format(scene.size.height))px\">\n"
    for node in scene.nodes.dropFirst() {
      box(node, screen.diagnosis, into: &html)
    }
    html += "</div>\n</section>\n"
  }

  private static func box(_ node: Scene.Node, _ diagnosis: Diagnosis, into html: inout String) {
    let frame = node.absoluteFrame
    var classes = ["box"]
    if node.text != nil { classes.append("text") }
    if node.isHidden { classes.append("hidden") }
    if diagnosis.conflictingViews.contains(node.id) { classes.append("conflict") }
    if diagnosis.ambiguousAxes[node.id] != nil { classes.append("ambiguous") }
    let numbers = [frame.minX, frame.minY, frame.width, frame.height].map(NumberText.format)
    html += "<div class=\"\(classes.joined(separator: " "))\" data-id=\"\(Markup.escape(node.id))\""
    html += " data-frame=\"\(numbers.joined(separator: ","))\" style=\"left:\(numbers[0])px;"
    html += "top:\(numbers[1])px;width:\(numbers[2])px;height:\(numbers[3])px"
    if node.text == nil {
      let fill =
        node.style.fill
        ?? Scene.Node.depthFills[(max(1, node.depth) - 1) % Scene.Node.depthFills.count]
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
      let color = node.style.textColor ?? Scene.Node.textColor
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

  /// The data the script shows, as JSON: for each screen its views (frames, marks, the
  /// constraints affecting each) and its unsatisfiable sets.
  private static func model(_ screens: [Screen]) -> String {
    var json = "{\"screens\":["
    for (index, screen) in screens.enumerated() {
      if index > 0 { json += "," }
      json += "\n{\"label\":\(screen.label.map(Markup.jsonString) ?? "null"),"
      json += "\"size\":\(Markup.jsonString(size(screen.scene))),\"views\":["
      views(screen, into: &json)
      json += "],\"reports\":["
      reports(screen.diagnosis, into: &json)
      json += "]}"
    }
    return json + "]}"
  }

  private static func numbers(_ rect: Rect) -> String {
    "["
      + [rect.minX, rect.minY, rect.width, rect.height].map(NumberText.format).joined(
        separator: ",") + "]"
  }

  private static func views(_ screen: Screen, into json: inout String) {
    let diagnosis = screen.diagnosis
    // The sets each view is named in.
    var sets: [String: [Int]] = [:]
    for (index, report) in diagnosis.reports.enumerated() {
      let named = Diagnosis.viewsNamed(in: [report], ids: diagnosis.conflictingViews)
      for id in named.sorted() { sets[id, default: []].append(index) }
    }
    for (index, node) in screen.scene.nodes.enumerated() {
      if index > 0 { json += "," }
      json += "\n{\"id\":\(Markup.jsonString(node.id)),\"depth\":\(node.depth),"
      json += "\"parent\":\(node.parentID.map(Markup.jsonString) ?? "null"),"
      json += "\"frame\":\(numbers(node.frame)),\"absolute\":\(numbers(node.absoluteFrame)),"
      json +=
        "\"hidden\":\(node.isHidden),\"conflict\":\(diagnosis.conflictingViews.contains(node.id)),"
      let axes = diagnosis.ambiguousAxes[node.id] ?? []
      json += "\"ambiguous\":\(!axes.isEmpty),\"axes\":["
      json += axes.map { $0 == .horizontal ? "\"H\"" : "\"V\"" }.joined(separator: ",")
      json += "],\"sets\":[\((sets[node.id] ?? []).map(String.init).joined(separator: ","))],"
      json += "\"constraints\":["
      for (offset, entry) in (diagnosis.affecting[node.id] ?? []).enumerated() {
        if offset > 0 { json += "," }
        json += "{\"axis\":\"\(entry.axis == .horizontal ? "H" : "V")\","
        json += "\"equation\":\(Markup.jsonString(entry.equation))"
        if entry.kind != .layoutConstraint {
          json += ",\"kind\":\(Markup.jsonString(kindName(entry.kind)))"
        }
        if entry.isBroken { json += ",\"broken\":true" }
        if let source = entry.source {
          json += ",\"line\":\(source.line),\"source\":\(Markup.jsonString(source.text))"
        }
        json += "}"
      }
      json += "]}"
    }
  }

  private static func reports(_ diagnosis: Diagnosis, into json: inout String) {
    for (index, report) in diagnosis.reports.enumerated() {
      if index > 0 { json += "," }
      json += "\n{\"constraints\":["
      for (offset, constraint) in report.constraints.enumerated() {
        if offset > 0 { json += "," }
        json += "{\"equation\":\(Markup.jsonString(Diagnosis.equation(constraint)))"
        if constraint.kind != .layoutConstraint {
          json += ",\"kind\":\(Markup.jsonString(kindName(constraint.kind)))"
        }
        if let address = constraint.address, let source = diagnosis.constraintSources[address] {
          json += ",\"line\":\(source.line)"
        }
        json += "}"
      }
      json += "]}"
    }
  }

  /// Who made a constraint, as the panel labels it.
  static func kindName(_ kind: ConstraintSnapshot.Kind) -> String {
    switch kind {
    case .layoutConstraint: "constraint"
    case .autoresizing: "autoresizing"
    case .compressionResistance: "compression resistance"
    case .contentHugging: "hugging"
    case .nonNegativeSize: "size ≥ 0"
    case .rootOrigin: "root origin"
    case .rootSize: "root size"
    case .fittingSize: "fitting size"
    case .layoutMargins: "margins guide"
    case .safeArea: "safe-area guide"
    case .readableContent: "readable guide"
    case .readableWidth: "readable width"
    case .untraced: "engine"
    }
  }

  private static let style = """
    body { margin: 0; padding: 16px; display: flex; gap: 24px; align-items: flex-start;
      font: 13px/1.45 Helvetica, Arial, sans-serif; color: #1f2328; background: #fafafa; }
    #screens { flex: 0 1 auto; min-width: 0; display: flex; gap: 32px; align-items: flex-start;
      overflow-x: auto; padding: 6px; }
    .screen { flex: none; margin: 0; }
    .caption { font-size: 13px; margin: 0 0 6px; } .caption small { color: #6b7280;
      font-weight: normal; }
    .canvas { position: relative; background: #f2f2f7; outline: 1px solid #6b7280;
      overflow: visible; }
    .box { position: absolute; box-sizing: border-box; border: 1px solid #6b7280; }
    .box.text { border: 1px dashed #b0b4bc; }
    .box.hidden { opacity: 0.3; }
    .box.conflict, .canvas.conflict { outline: 2px solid #d93025; outline-offset: -1px; }
    .box.ambiguous::after { content: ''; position: absolute; inset: 1px; pointer-events: none;
      border: 2px dashed #f29900; }
    .ring { position: absolute; box-sizing: border-box; pointer-events: none; z-index: 2;
      border: 2px solid #1a73e8; border-radius: 3px; }
    .ring.hover { border: 2px dotted #1a73e8; }
    .line { position: absolute; left: 0; right: 0; white-space: pre; overflow: visible;
      font-family: Helvetica, Arial, sans-serif; }
    #panel { flex: 0 0 380px; position: sticky; top: 16px; max-height: calc(100vh - 32px);
      overflow: auto; }
    #error { position: fixed; left: 16px; right: 16px; bottom: 16px; z-index: 10; margin: 0;
      background: #fce8e6; color: #a50e0e; border: 1px solid #d93025; }
    h1 { font-size: 18px; margin: 0 0 4px; } h1 small { color: #6b7280; font-weight: normal; }
    h2 { font-size: 14px; margin: 16px 0 4px; } h3 { font-size: 13px; margin: 8px 0 2px; }
    .summary { margin: 2px 0; }
    .hint { color: #6b7280; }
    #details table { border-collapse: collapse; } #details td { padding: 1px 8px 1px 0; }
    #details code, #tree code { font: 12px Menlo, Consolas, monospace; }
    #details ul { margin: 4px 0; padding-left: 18px; }
    #details li.broken code { text-decoration: line-through; text-decoration-color: #d93025; }
    .mark { font-size: 11px; padding: 0 4px; border-radius: 3px; color: white; }
    .mark.conflict, .mark.broken { background: #d93025; } .mark.ambiguous { background: #f29900; }
    .mark.hidden { background: #6b7280; }
    .kind { font-size: 11px; padding: 0 4px; border-radius: 3px; background: #e8eaed;
      color: #3c4043; }
    .problem { margin: 6px 0; padding: 4px 8px; border-left: 3px solid #d93025;
      background: #fff; }
    .problem.ambiguous { border-left-color: #f29900; }
    #tree { list-style: none; padding: 0; margin: 0; max-height: 320px; overflow: auto; }
    #tree li { cursor: pointer; white-space: nowrap; } #tree li:hover { background: #e8f0fe; }
    #tree li.selected { background: #d2e3fc; }
    pre { font: 11px Menlo, Consolas, monospace; white-space: pre-wrap; background: #fff;
      border: 1px solid #ddd; padding: 8px; }

    """

  private static let script = """
    'use strict';
    const screensElement = document.getElementById('screens');
    const details = document.getElementById('details');
    const tree = document.getElementById('tree');
    const panel = document.getElementById('panel');
    let screens = [];
    let selected = null;
    let hovered = null;
    let active = 0;

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
    // Reads the model and the boxes: at load, and after each update.
    function load() {
      const model = JSON.parse(document.getElementById('model').textContent);
      screens = model.screens.map((data, index) => {
        const canvas = screensElement.querySelector(`.canvas[data-screen="${index}"]`);
        const boxes = new Map([...canvas.querySelectorAll('.box')].map(b => [b.dataset.id, b]));
        const ring = text('div', '', 'ring');
        const hoverRing = text('div', '', 'ring hover');
        ring.hidden = hoverRing.hidden = true;
        canvas.append(ring, hoverRing);
        return { data, canvas, boxes, ring, hoverRing,
          byId: new Map(data.views.map(v => [v.id, v])) };
      });
      if (active >= screens.length) active = 0;
      if (selected && !screens.some(s => s.byId.has(selected))) selected = null;
      buildTree();
      // Where the browser put each box, for tests: x,y,width,height in its canvas.
      for (const screen of screens) {
        const origin = screen.canvas.getBoundingClientRect();
        for (const box of screen.boxes.values()) {
          const r = box.getBoundingClientRect();
          box.dataset.rendered = [r.left - origin.left, r.top - origin.top, r.width, r.height]
            .map(v => Math.round(v * 1000) / 1000).join(',');
        }
      }
    }
    function frameText(r) { return `x ${r[0]}, y ${r[1]}, ${r[2]} × ${r[3]}`; }
    function constraintItem(c) {
      const li = document.createElement('li');
      li.append(text('code', c.equation));
      if (c.kind) li.append(' ', text('span', c.kind, 'kind'));
      if (c.broken) { li.className = 'broken'; li.append(' ', text('span', 'broken', 'mark broken')); }
      if (c.line !== undefined) {
        li.append(' ', text('span', c.source !== undefined ? `line ${c.line}: ${c.source}`
          : `line ${c.line}`, 'hint'));
      }
      return li;
    }
    function show(id) {
      const screen = screens[active];
      const view = screen && screen.byId.get(id);
      if (!view) return;
      details.replaceChildren();
      details.dataset.id = id;
      const title = text('h2', id);
      title.append(marks(view));
      details.append(title);
      const table = document.createElement('table');
      const rows = [['frame', frameText(view.frame)], ['in root', frameText(view.absolute)],
        ['superview', view.parent ?? '—']];
      if (screens.length > 1) {
        for (const other of screens) {
          const v = other.byId.get(id);
          if (v) rows.push([other.data.label ?? other.data.size, frameText(v.absolute)]);
        }
      }
      for (const [label, value] of rows) {
        const row = table.insertRow();
        row.insertCell().textContent = label;
        row.insertCell().textContent = value;
      }
      details.append(table);
      if (view.axes.length) {
        const names = view.axes.map(a => a === 'H' ? 'horizontal' : 'vertical').join(' and ');
        const box = text('div', `Ambiguous on the ${names} axis: the constraints leave its `
          + (view.axes.length > 1 ? 'frame' : view.axes[0] === 'H'
            ? 'left edge or width' : 'top edge or height') + ' free.', 'problem ambiguous');
        details.append(box);
      }
      for (const index of view.sets) {
        const set = screen.data.reports[index];
        const broken = set.constraints[set.constraints.length - 1];
        const box = text('div', `Unsatisfiable set ${index + 1}: the engine broke `, 'problem');
        box.append(text('code', broken.equation));
        if (broken.line !== undefined) box.append(` (line ${broken.line})`);
        box.append(' to lay out the others.');
        const ul = document.createElement('ul');
        for (const c of set.constraints) ul.append(constraintItem(c));
        ul.lastChild.classList.add('broken');
        box.append(ul);
        details.append(box);
      }
      for (const [axis, name] of [['H', 'Horizontal'], ['V', 'Vertical']]) {
        const list = view.constraints.filter(c => c.axis === axis);
        details.append(text('h2', `${name} constraints (${list.length})`));
        const ul = document.createElement('ul');
        for (const c of list) ul.append(constraintItem(c));
        details.append(ul);
      }
    }
    function place(ring, screen, id) {
      const view = id === null ? undefined : screen.byId.get(id);
      ring.hidden = !view;
      if (!view) return;
      const [x, y, w, h] = view.absolute;
      Object.assign(ring.style, { left: (x - 4) + 'px', top: (y - 4) + 'px',
        width: (w + 8) + 'px', height: (h + 8) + 'px' });
    }
    function refresh() {
      for (const screen of screens) {
        place(screen.ring, screen, selected);
        place(screen.hoverRing, screen, hovered === selected ? null : hovered);
        for (const [id, box] of screen.boxes) {
          box.classList.toggle('selected', id === selected);
          box.classList.toggle('hover', id === hovered);
        }
      }
      for (const li of tree.children) li.classList.toggle('selected', li.dataset.id === selected);
    }
    function select(id) {
      selected = id;
      const hash = id === null ? '' : '#' + encodeURIComponent(id);
      if (location.hash !== hash) {
        history.replaceState(null, '', location.pathname + location.search + hash);
      }
      if (id !== null) show(id);
      refresh();
    }
    function buildTree() {
      const items = [];
      for (const view of (screens[active] ?? screens[0])?.data.views ?? []) {
        const li = text('li', '');
        li.dataset.id = view.id;
        li.style.paddingLeft = (view.depth * 14) + 'px';
        li.append(text('code', view.id), marks(view));
        li.addEventListener('mouseenter', () => { hovered = view.id; show(view.id); refresh(); });
        li.addEventListener('mouseleave', () => {
          hovered = null;
          if (selected !== null) show(selected);
          refresh();
        });
        li.addEventListener('click', () => select(view.id === selected ? null : view.id));
        items.push(li);
      }
      tree.replaceChildren(...items);
    }
    function screenOf(event) {
      const canvas = event.target.closest('.canvas');
      return canvas ? Number(canvas.dataset.screen) : null;
    }
    screensElement.addEventListener('mouseover', event => {
      const index = screenOf(event);
      if (index === null) return;
      const box = event.target.closest('.box');
      hovered = box ? box.dataset.id : null;
      if (selected === null) {
        active = index;
        if (hovered !== null) show(hovered);
      }
      refresh();
    });
    screensElement.addEventListener('mouseleave', () => { hovered = null; refresh(); });
    screensElement.addEventListener('click', event => {
      const index = screenOf(event);
      if (index === null) return;
      const box = event.target.closest('.box');
      active = index;
      select(box && box.dataset.id !== selected ? box.dataset.id : null);
    });

    // Live updates from `masonry preview`: the new page's parts replace the old ones in place.
    function showError(message) {
      const banner = document.getElementById('error');
      if (!banner) return;
      banner.hidden = !message;
      banner.textContent = message ?? '';
    }
    function apply(html) {
      const fresh = new DOMParser().parseFromString(html, 'text/html');
      const scroll = [window.scrollX, window.scrollY, screensElement.scrollLeft,
        screensElement.scrollTop, tree.scrollTop, panel.scrollTop];
      for (const id of ['screens', 'overview', 'diagnostics']) {
        const from = fresh.getElementById(id);
        if (from) document.getElementById(id).replaceChildren(...from.childNodes);
      }
      document.getElementById('model').textContent = fresh.getElementById('model').textContent;
      document.title = fresh.title;
      load();
      const shown = details.dataset.id;
      if (selected !== null) show(selected);
      else if (shown !== undefined && screens[active]?.byId.has(shown)) show(shown);
      refresh();
      window.scrollTo(scroll[0], scroll[1]);
      screensElement.scrollLeft = scroll[2];
      screensElement.scrollTop = scroll[3];
      tree.scrollTop = scroll[4];
      panel.scrollTop = scroll[5];
    }
    function connect(path) {
      const status = document.getElementById('live');
      const socket = new WebSocket(`ws://${location.host}${path}`);
      socket.onopen = () => { if (status) status.textContent = 'Live: the page follows each saved change.'; };
      socket.onmessage = event => {
        const message = JSON.parse(event.data);
        if (message.page && message.version !== document.body.dataset.version) {
          apply(message.page);
          document.body.dataset.version = message.version;
        }
        showError(message.error);
        document.body.dataset.state = message.state;
        document.body.dataset.updated = Date.now();
      };
      socket.onclose = () => {
        if (status) status.textContent = 'Disconnected from masonry preview; trying again…';
        setTimeout(() => connect(path), 1000);
      };
    }

    load();
    // A view named in the address (inspector.html#card) starts selected.
    const named = decodeURIComponent(location.hash.slice(1));
    if (screens.some(s => s.byId.has(named))) select(named);
    if (document.body.dataset.live) connect(document.body.dataset.live);
    document.body.dataset.ready = 'true';

    """
}
