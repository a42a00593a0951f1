import AutoLayout
import Foundation
import MasonryPango
import MasonryRender
import Testing

#if Pango
/// The PNG and the PDF checked by their pixels: every view's fill colour inside its frame, and no
/// text ink outside its text view's box (a pixel of antialiasing allowed).
///
/// The PDF is turned into a PNG by poppler's `pdftoppm` and passes the same checks.
@Suite("PNG and PDF pixels", .serialized)
struct PixelTests {
  /// A card with rounded corners and outlines, nested fills, a hidden view, and text in
  /// several fonts: a wrapped label, a label cut short, right-to-left text, bold italic.
  static let layoutJSON = #"""
    {
      "root": {"width": 360, "height": 300, "scale": 2, "color": "#f2f2f7",
               "font": {"family": "DejaVu Sans", "size": 15}},
      "views": [
        {"id": "card", "color": "#ffffff", "borderColor": "#d0d7de", "cornerRadius": 12},
        {"id": "avatar", "parent": "card", "color": "#5b8def", "cornerRadius": 24},
        {"id": "badge", "parent": "card", "color": "#e8710a"},
        {"id": "inner", "parent": "badge", "color": "#2da44e"},
        {"id": "secret", "parent": "card", "color": "#ff0000", "hidden": true},
        {"id": "name", "parent": "card", "text": "Ada Lovelace",
         "font": {"size": 20, "weight": "bold"}},
        {"id": "handle", "parent": "card", "text": "@ada · London", "textColor": "#57606a",
         "font": {"family": "Liberation Sans", "italic": true}},
        {"id": "bio", "parent": "card", "maxLines": 0,
         "text": "Mathematician. Wrote the first program for Babbage's Analytical Engine and saw that it could do more than arithmetic."},
        {"id": "cut", "parent": "card", "maxLines": 1, "color": "#fff3c4",
         "text": "A line far too long for the narrow box it has been given"},
        {"id": "hebrew", "parent": "card", "text": "שלום עולם", "direction": "rightToLeft",
         "font": {"size": 17}},
        {"id": "footer", "color": "#1a73e8"},
        {"id": "footerText", "parent": "footer", "text": "Follow", "textColor": "#ffffff",
         "font": {"family": "Liberation Sans", "size": 17, "weight": 600}}
      ],
      "constraints": [
        "H:|-16-[card]-16-|", "V:|-16-[card]",
        "H:|-12-[avatar(48)]-12-[name]-(>=12)-[badge(40)]-12-|",
        "avatar.height == 48", "avatar.top == card.top + 12", "badge.top == card.top + 12",
        "badge.height == 40",
        "H:|-8-[inner]-8-|", "V:|-8-[inner]-8-|",
        "secret.leading == avatar.leading", "secret.top == avatar.top",
        "secret.width == 20", "secret.height == 20",
        "name.top == avatar.top",
        "handle.leading == name.leading", "handle.top == name.bottom + 2",
        "H:|-12-[bio]-12-|", "bio.top == avatar.bottom + 12",
        "cut.leading == card.leading + 12", "cut.width == 150", "cut.top == bio.bottom + 10",
        "hebrew.trailing == card.trailing - 12", "hebrew.top == bio.bottom + 10",
        "card.bottom == cut.bottom + 12",
        "H:|-16-[footer]-16-|", "footer.top == card.bottom + 16", "footer.height == 44",
        "footerText.centerX == footer.centerX", "footerText.centerY == footer.centerY"
      ]
    }
    """#

  let measurer = PangoTextMeasurer()

  /// The laid-out scene.
  func scene() throws -> Scene {
    let file = try LayoutFile(json: Self.layoutJSON, file: "pixels.json")
    let layout = try LayoutBuilder.build(file, measurer: measurer)
    layout.layOut()
    #expect(layout.reports.isEmpty)
    return layout.scene()
  }

  /// The scene without the text of one view (or of every view).
  func scene(_ scene: Scene, withoutTextOf id: String?) -> Scene {
    var copy = scene
    for index in copy.nodes.indices where id == nil || copy.nodes[index].id == id {
      copy.nodes[index].text?.lines = []
    }
    return copy
  }

  @Test("the layout has what the checks need")
  func layout() throws {
    let scene = try scene()
    let bio = try #require(scene.nodes.first { $0.id == "bio" }?.text)
    #expect(bio.lines.count == 4, "the biography wraps at the card's width: \(bio.lines)")
    let cut = try #require(scene.nodes.first { $0.id == "cut" }?.text)
    #expect(cut.lines.count == 1 && cut.lines[0].hasSuffix("…"), "cut short: \(cut.lines)")
  }

  @Test("PNG: fills at every frame, text ink only inside its text view")
  func png() throws {
    let scene = try scene()
    let image = try RasterImage(png: try PNGWriter.write(scene))
    #expect(image.width == 720 && image.height == 600)
    let problems = try check(scene, image, scale: 2) {
      try RasterImage(png: try PNGWriter.write($0))
    }
    #expect(problems.isEmpty, "\(problems)")
  }

  @Test("a picture with transparency is written with its alpha, colours un-premultiplied")
  func transparency() throws {
    let file = try LayoutFile(
      json: #"""
        {"root": {"width": 40, "height": 30, "scale": 1, "color": "#ff000080"},
         "views": [{"id": "box", "color": "#00ff00"}],
         "constraints": ["H:|-10-[box(20)]", "V:|-10-[box(10)]"]}
        """#, file: "alpha.json")
    let layout = try LayoutBuilder.build(file)
    layout.layOut()
    let png = try PNGWriter.write(layout.scene())
    // Colour type 6: RGBA.
    #expect(png[25] == 6)
    let image = try RasterImage(png: png)
    let corner = image[2, 2]
    #expect(corner.alpha == 128 && corner.red == 128 && corner.green == 0)  // premultiplied
    let box = image[20, 15]
    #expect(box.alpha == 255 && box.green == 255 && box.red == 0)
    // Opaque pictures are RGB: colour type 2.
    #expect(try PNGWriter.write(scene())[25] == 2)
  }

  @Test("the checks catch text that spills out of its box")
  func spilling() throws {
    // Measured by the estimator (0.55 em a character), drawn by Pango: "WWWW" is wider in
    // DejaVu Sans than four estimated characters, so its ink leaves the box.
    let file = try LayoutFile(
      json: #"""
        {"root": {"width": 200, "height": 60, "scale": 2},
         "views": [{"id": "wide", "text": "WWWWWW", "font": {"family": "DejaVu Sans", "size": 20}}],
         "constraints": ["wide.leading == root.leading + 10", "wide.top == root.top + 10"]}
        """#, file: "spill.json")
    let layout = try LayoutBuilder.build(file)
    layout.layOut()
    let scene = layout.scene()
    let problems = try check(scene, try RasterImage(scene: scene), scale: 2) {
      try RasterImage(scene: $0)
    }
    #expect(problems.contains { $0.hasPrefix("wide: ") && $0.contains("pixels of ink outside") })
  }

  @Test(
    "PDF through pdftoppm: fills at every frame, text ink only inside its text view",
    .enabled(if: Poppler.path != nil, "no pdftoppm: install Debian's poppler-utils"))
  func pdf() throws {
    let scene = try scene()
    let pdf = try PDFWriter.write(scene)
    #expect(pdf.starts(with: Array("%PDF-".utf8)))
    let text = String(decoding: pdf, as: UTF8.self)
    #expect(text.contains("/FontFile2") || text.contains("/FontFile3"), "fonts are embedded")
    let image = try Poppler.render(pdf, dpi: 144)
    #expect(image.width == 720 && image.height == 600)
    let problems = try check(scene, image, scale: 2) {
      try Poppler.render(try PDFWriter.write($0), dpi: 144)
    }
    #expect(problems.isEmpty, "\(problems)")
  }

  /// The two checks on an image of the scene, and what they found wrong; `render` makes an
  /// image of a variant of the scene the same way.
  private func check(
    _ scene: Scene, _ image: RasterImage, scale: Double,
    render: (Scene) throws -> RasterImage
  ) throws -> [String] {
    var problems: [String] = []
    let drawn = scene.drawnNodes
    let ink = try render(self.scene(scene, withoutTextOf: nil))
    // Text ink anywhere: where the picture differs from the one without text.
    let inked = (0..<image.pixels.count).map { image.pixels[$0] != ink.pixels[$0] }

    // Fills: points inside each frame (away from its outline and rounded corners) that no
    // later view covers and no text inks.
    var checkedPoints = 0
    for (index, node) in drawn.enumerated() {
      guard let fill = CSSColor(node.paint.fill) else { continue }
      let frame = node.absoluteFrame
      let inset = 2 + node.style.cornerRadius * 0.3
      let later = drawn[(index + 1)...].map(\.absoluteFrame)
      var found = 0
      for i in 1...7 {
        for j in 1...7 {
          let x = frame.minX + inset + (frame.width - 2 * inset) * Double(i) / 8
          let y = frame.minY + inset + (frame.height - 2 * inset) * Double(j) / 8
          if later.contains(where: { $0.insetBy(-1).contains(x, y) }) { continue }
          let px = Int(x * scale)
          let py = Int(y * scale)
          guard px >= 0, py >= 0, px < image.width, py < image.height else { continue }
          if inked[py * image.width + px] { continue }
          let pixel = image[px, py]
          let want = fill.bytes
          let close =
            abs(Int(pixel.red) - Int(want.red)) <= 2
            && abs(Int(pixel.green) - Int(want.green)) <= 2
            && abs(Int(pixel.blue) - Int(want.blue)) <= 2
          if !close {
            problems.append("\(node.id) at (\(px), \(py)) is \(pixel), its fill is \(want)")
          }
          found += 1
        }
      }
      if found == 0 { problems.append("no free point to check in \(node.id)") }
      checkedPoints += found
    }
    if checkedPoints < drawn.count { problems.append("only \(checkedPoints) points checked") }
    // The hidden view is not drawn: no pure red anywhere.
    if image.pixels.contains(0xFFFF_0000) { problems.append("the hidden view is drawn") }

    // Ink: the pixels each text view's text changes lie inside its frame, give or take a
    // pixel of antialiasing.
    for node in drawn where !(node.text?.lines.isEmpty ?? true) {
      let without = try render(self.scene(scene, withoutTextOf: node.id))
      let box = node.absoluteFrame
      var inside = 0
      var outside: [(Int, Int)] = []
      for y in 0..<image.height {
        for x in 0..<image.width
        where image.pixels[y * image.width + x] != without.pixels[y * image.width + x] {
          let px = Double(x)
          let py = Double(y)
          let fits =
            px + 1 >= (box.minX * scale) - 1 && px <= box.maxX * scale + 1
            && py + 1 >= (box.minY * scale) - 1 && py <= box.maxY * scale + 1
          if fits { inside += 1 } else { outside.append((x, y)) }
        }
      }
      if inside < 20 { problems.append("\(node.id): its text is not drawn") }
      if !outside.isEmpty {
        problems.append(
          "\(node.id): \(outside.count) pixels of ink outside \(box) (first \(outside.prefix(5)))")
      }
    }
    return problems
  }
}

/// poppler's `pdftoppm`, which turns a PDF page into a PNG.
enum Poppler {
  static let path: String? = ["/usr/bin/pdftoppm", "/usr/local/bin/pdftoppm"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// The first page of `pdf` at `dpi` dots per inch (72 for a pixel a point).
  static func render(_ pdf: [UInt8], dpi: Int) throws -> RasterImage {
    let tool = try path.orThrow("pdftoppm is not installed")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "masonry-pdf-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("page.pdf")
    try Data(pdf).write(to: input)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = [
      "-png", "-r", String(dpi), "-singlefile", input.path,
      directory.appendingPathComponent("page").path,
    ]
    try process.run()
    process.waitUntilExit()
    let png = try Data(contentsOf: directory.appendingPathComponent("page.png"))
    return try RasterImage(png: Array(png))
  }
}

extension Rect {
  /// The rectangle inset by `amount` on every side (grown for a negative amount).
  fileprivate func insetBy(_ amount: Double) -> Rect {
    Rect(
      x: minX + amount, y: minY + amount, width: width - 2 * amount,
      height: height - 2 * amount)
  }

  /// Whether the point is inside.
  fileprivate func contains(_ x: Double, _ y: Double) -> Bool {
    x >= minX && x <= maxX && y >= minY && y <= maxY
  }
}
#else
@Suite("PNG and PDF pixels", .disabled(pangoMissing))
struct PixelTests {
  @Test("PNG: fills at every frame, text ink only inside its text view")
  func png() {}
}
#endif
