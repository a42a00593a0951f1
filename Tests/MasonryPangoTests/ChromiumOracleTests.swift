import Foundation
import MasonryPango
import MasonryRender
import Testing

#if Pango
/// An independent oracle for the Pango measurer: headless Chromium measures the same
/// strings in the same font files (loaded through `@font-face` from `/usr/share/fonts`), and
/// breaks the same paragraphs at the same widths.
///
/// - Widths: every string Pango sets in the font asked for alone (no fallback, no missing
///   glyph) must agree with Chromium's within 0.1 px; there must be at least 300 of them.
///   The others — glyphs no installed font has, or runs that fell back to another font —
///   are listed apart with what each engine did.
/// - Breaks: each paragraph of prose, at each width, breaks on the same words.
/// - Addresses and paths: what each engine did is printed, not compared.
///
/// Set `MASONRY_ORACLE_REPORT` to a path to have the report written there too.
@Suite(
  "Pango against headless Chromium", .serialized,
  .enabled(if: HeadlessChromium.path != nil, Comment(rawValue: HeadlessChromium.missing)))
struct ChromiumOracleTests {
  let measurer = PangoTextMeasurer()

  /// What Chromium measured.
  struct Measured {
    var widths: [Double]
    var breaks: [[String]]
    var addresses: [[String]]
  }

  /// A paragraph broken at a width, in a face.
  struct Break {
    var text: String
    var face: OracleCorpus.Face
    var size: Double
    var width: Double
  }

  static let breaks: [Break] = {
    var cases: [Break] = []
    for (index, paragraph) in OracleCorpus.paragraphs.enumerated() {
      for width in OracleCorpus.widths {
        for face in [OracleCorpus.dejaVu, OracleCorpus.liberation] {
          cases.append(
            Break(text: paragraph, face: face, size: [15, 16, 13, 17][index % 4], width: width))
        }
      }
    }
    return cases
  }()

  static let addressBreaks: [Break] = OracleCorpus.addresses.flatMap { text in
    [110.0, 160].map { Break(text: text, face: OracleCorpus.dejaVu, size: 15, width: $0) }
  }

  @Test("widths within 0.1 px of Chromium's, and the same line breaks")
  func oracle() throws {
    let samples = OracleCorpus.samples
    let measured = try chromium(samples)
    try #require(measured.widths.count == samples.count)
    var report = ""

    // Widths.
    var agreeing = 0
    var sameFont = 0
    var largest = (deviation: 0.0, text: "")
    var apart: [String] = []
    var disagreeing: [String] = []
    for (sample, chromium) in zip(samples, measured.widths) {
      let pango = measurer.width(of: sample.text, font: sample.font)
      let runs = measurer.runs(of: sample.text, font: sample.font)
      let families = Set(runs.map(\.family))
      let unknown = runs.map(\.unknownGlyphs).reduce(0, +)
      let deviation = abs(pango - chromium)
      let what =
        "\(sample.category) \"\(sample.text)\" in \(sample.face.family) \(sample.face.weight.value) at \(sample.size): Pango \(format(pango)), Chromium \(format(chromium))"
      if families == [sample.face.family] && unknown == 0 {
        sameFont += 1
        if deviation <= 0.1 { agreeing += 1 } else { disagreeing.append(what) }
        if deviation > largest.deviation { largest = (deviation, what) }
      } else {
        let fonts = runs.map { "\($0.family)×\($0.glyphs)" }.joined(separator: ", ")
        apart.append(
          "\(what) (Pango: runs \(fonts)\(unknown > 0 ? ", \(unknown) glyphs no font has" : "")); difference \(format(deviation))"
        )
      }
    }
    report += "Widths: \(samples.count) strings; \(sameFont) set in the font asked for alone, "
    report += "\(agreeing) of them within 0.1 px of Chromium; largest difference "
    report += "\(format(largest.deviation)) px (\(largest.text)).\n"
    report += "Listed apart (fallback or missing glyphs), \(apart.count):\n"
    report += apart.map { "  - \($0)\n" }.joined()
    #expect(sameFont >= 300, "at least 300 strings in the same font in both engines")
    #expect(disagreeing.isEmpty, "differences over 0.1 px: \(disagreeing)")

    // Paragraphs.
    var differing: [String] = []
    for (index, paragraph) in Self.breaks.enumerated() {
      let font = Font(family: paragraph.face.family, size: paragraph.size)
      let pango = measurer.lines(of: paragraph.text, font: font, width: paragraph.width)
        .map(normalized)
      let chromium = measured.breaks[index].map(normalized)
      if pango != chromium {
        differing.append(
          "\(paragraph.face.family) \(paragraph.size) at \(paragraph.width): Pango \(pango), Chromium \(chromium)"
        )
      }
    }
    report += "Paragraphs: \(Self.breaks.count) broken at \(OracleCorpus.widths) px, "
    report += "\(Self.breaks.count - differing.count) on the same words as Chromium.\n"
    report += differing.map { "  - \($0)\n" }.joined()
    #expect(differing.isEmpty, "paragraphs broken differently: \(differing)")

    // Addresses and paths: reported.
    report += "Addresses and paths (reported, not compared):\n"
    for (index, address) in Self.addressBreaks.enumerated() {
      let font = Font(family: address.face.family, size: address.size)
      let pango = measurer.lines(of: address.text, font: font, width: address.width)
      let chromium = measured.addresses[index].map(normalized)
      let same = pango.map(normalized) == chromium ? "same" : "different"
      report += "  - at \(address.width) px (\(same)):\n      Pango    \(pango)\n"
      report += "      Chromium \(chromium)\n"
    }
    print(report)
    if let path = ProcessInfo.processInfo.environment["MASONRY_ORACLE_REPORT"] {
      try Data(report.utf8).write(to: URL(fileURLWithPath: path))
    }
  }

  /// Whitespace runs as one space, none at the ends.
  private func normalized(_ line: String) -> String {
    line.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  private func format(_ value: Double) -> String {
    String(format: "%.4f", value)
  }

  /// Runs the page in Chromium and reads back its measurements.
  private func chromium(_ samples: [OracleCorpus.Sample]) throws -> Measured {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "masonry-oracle-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("oracle.html")
    try Data(Self.page(samples).utf8).write(to: page)
    let dom = try HeadlessChromium.dumpDOM(of: page)
    guard let start = dom.range(of: "<script id=\"result\" type=\"application/json\">"),
      let end = dom.range(of: "</script>", range: start.upperBound..<dom.endIndex)
    else { throw OracleError(message: "the oracle page did not finish: \(dom.prefix(300))") }
    let json = try JSONSerialization.jsonObject(
      with: Data(dom[start.upperBound..<end.lowerBound].utf8))
    guard let object = json as? [String: Any], let widths = object["widths"] as? [Double],
      let breaks = object["breaks"] as? [[String]],
      let addresses = object["addresses"] as? [[String]]
    else { throw OracleError(message: "the oracle page wrote no measurements") }
    return Measured(widths: widths, breaks: breaks, addresses: addresses)
  }

  /// A JSON string literal.
  private static func literal(_ text: String) -> String {
    let data = try? JSONSerialization.data(withJSONObject: [text], options: [])
    let array = data.flatMap { String(data: $0, encoding: .utf8) } ?? "[\"\"]"
    return String(array.dropFirst().dropLast()).replacingOccurrences(of: "<", with: "\\u003c")
  }

  /// The page: the faces from their files, each string in a span (its width read from a
  /// range around its text: Chromium's layout, in 1/64 px), each paragraph in a block of its
  /// width (its lines read from where each character lands).
  static func page(_ samples: [OracleCorpus.Sample]) -> String {
    var faces = ""
    for face in OracleCorpus.faces {
      faces +=
        "@font-face { font-family: \"\(face.pageFamily)\"; font-weight: \(face.weight.value); src: url(\"file://\(face.file)\"); }\n"
    }
    func style(_ face: OracleCorpus.Face, _ size: Double) -> String {
      "font-family:\\\"\(face.pageFamily)\\\";font-weight:\(face.weight.value);font-size:\(size)px;"
    }
    let sampleList = samples.map { "[\(literal($0.text)), \"\(style($0.face, $0.size))\"]" }
    func breakList(_ breaks: [Break]) -> String {
      breaks.map { "[\(literal($0.text)), \"\(style($0.face, $0.size))width:\($0.width)px;\"]" }
        .joined(separator: ",\n")
    }
    let loads = OracleCorpus.faces.map {
      "document.fonts.load('\($0.weight.value) 16px \"\($0.pageFamily)\"')"
    }
    return """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><style>
      \(faces)
      body { margin: 0; }
      .sample { white-space: pre; font-kerning: normal; }
      .para { white-space: normal; overflow-wrap: break-word; font-kerning: normal; line-height: normal; }
      </style></head><body><div id="host"></div>
      <script>
      const samples = [\(sampleList.joined(separator: ",\n"))];
      const paragraphs = [\(breakList(breaks))];
      const addresses = [\(breakList(addressBreaks))];
      function lines(entry, host) {
        const div = document.createElement('div');
        div.className = 'para';
        div.style.cssText = entry[1];
        div.textContent = entry[0];
        host.appendChild(div);
        const node = div.firstChild;
        const text = entry[0];
        const result = [];
        let current = '';
        let top = null;
        for (let i = 0; i < text.length; i++) {
          const ch = text[i];
          if (ch.trim() !== '') {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const rects = range.getClientRects();
            const y = rects.length ? rects[0].top : top;
            if (top !== null && y > top + 1) { result.push(current); current = ''; }
            top = y;
          }
          current += ch;
        }
        result.push(current);
        host.removeChild(div);
        return result.map(line => line.trim());
      }
      Promise.all([\(loads.joined(separator: ", "))]).then(() => document.fonts.ready).then(() => {
        const host = document.getElementById('host');
        const widths = samples.map(entry => {
          const span = document.createElement('span');
          span.className = 'sample';
          span.style.cssText = entry[1];
          span.textContent = entry[0];
          host.appendChild(span);
          const range = document.createRange();
          range.selectNodeContents(span);
          const width = range.getBoundingClientRect().width;
          host.removeChild(span);
          return width;
        });
        const result = {
          widths: widths,
          breaks: paragraphs.map(entry => lines(entry, host)),
          addresses: addresses.map(entry => lines(entry, host)),
        };
        const out = document.createElement('script');
        out.id = 'result';
        out.type = 'application/json';
        out.textContent = JSON.stringify(result).replace(/</g, '\\\\u003c');
        document.body.appendChild(out);
      });
      </script></body></html>
      """
  }
}
#else
@Suite("Pango against headless Chromium", .disabled(pangoMissing))
struct ChromiumOracleTests {
  @Test("widths within 0.1 px of Chromium's, and the same line breaks")
  func oracle() {}
}
#endif
