import AutoLayout

/// A simple, predictable text measurer: every character is the same width, every line the same
/// height, so that layouts with text come out the same everywhere without fonts.
///
/// - A character is `characterWidth × fontSize` wide (0.55 em by default, about the average
///   advance of a proportional sans-serif font).
/// - A line is `lineHeight × fontSize` high (1.2 em).
/// - Lines break at newlines. With a wrap width, each paragraph also wraps greedily at spaces:
///   a line takes as many words as fit; a word longer than a line is broken between characters.
///   Spaces at a break are dropped.
/// - The first baseline is `firstBaseline × fontSize` below the top (0.9 em: a 0.1 em half
///   leading and a 0.8 em ascent); the last is `lastBaselineFromBottom × fontSize` above the
///   bottom of the text (0.3 em: a 0.2 em descent and the half leading).
///
/// ```swift
/// let size = TextMeasurer().size(of: "Hello", fontSize: 20)
/// // 5 × 0.55 × 20 = 55 wide, 1.2 × 20 = 24 high
/// ```
public struct TextMeasurer: Hashable, Sendable {
  /// The advance of one character, in ems.
  public var characterWidth: Double = 0.55
  /// The height of one line, in ems.
  public var lineHeight: Double = 1.2
  /// The first baseline below the top, in ems.
  public var firstBaseline: Double = 0.9
  /// The last baseline above the bottom, in ems.
  public var lastBaselineFromBottom: Double = 0.3

  /// Creates a measurer with the default metrics.
  public init() {}

  /// The lines the text is drawn in: broken at newlines, and wrapped at `wrapWidth` if given; empty
  /// text has no lines.
  public func lines(of text: String, fontSize: Double, wrapWidth: Double? = nil) -> [String] {
    if text.isEmpty { return [] }
    let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let wrapWidth else { return paragraphs.map(String.init) }
    // How many characters fit on a line (the epsilon absorbs rounding in the division); at
    // least one, so that every line makes progress.
    let perLine = (wrapWidth / (characterWidth * fontSize) + 1e-9).rounded(.down)
    let fit = perLine.isNaN ? 1 : max(1, Int(min(1e9, max(0, perLine))))
    var lines: [String] = []
    for paragraph in paragraphs {
      lines += wrap(Array(paragraph), fit: fit)
    }
    return lines
  }

  /// Greedy wrapping of one paragraph at `fit` characters a line.
  private func wrap(_ characters: [Character], fit: Int) -> [String] {
    var lines: [String] = []
    var line: [Character] = []
    var index = 0
    while index < characters.count {
      // The next word and the spaces before it.
      var spaces = 0
      while index + spaces < characters.count && characters[index + spaces] == " " {
        spaces += 1
      }
      var end = index + spaces
      while end < characters.count && characters[end] != " " { end += 1 }
      let word = characters[(index + spaces)..<end]
      if line.count + spaces + word.count <= fit {
        line += characters[index..<end]
      } else if word.count <= fit {
        if !line.isEmpty { lines.append(String(line)) }
        line = Array(word)
      } else {
        // A word longer than a line: fill the current line, then whole lines of it.
        var rest = word[...]
        if !line.isEmpty {
          let room = fit - line.count - spaces
          if room > 0 {
            line += characters[index..<(index + spaces)] + rest.prefix(room)
            rest = rest.dropFirst(room)
          }
          lines.append(String(line))
        }
        while rest.count > fit {
          lines.append(String(rest.prefix(fit)))
          rest = rest.dropFirst(fit)
        }
        line = Array(rest)
      }
      index = end
    }
    if !line.isEmpty || lines.isEmpty { lines.append(String(line)) }
    return lines
  }

  /// The lines as drawn in a frame of `size`: only as many lines as fit the height (at least one),
  /// and each line cut to the width with an ellipsis, as a label truncates its tail.
  ///
  /// The last line shown ends with an ellipsis when lines were left out. A point of slack on each
  /// axis absorbs the rounding of frames to pixels.
  ///
  /// ```swift
  /// TextMeasurer().fitted(["Ada Lovelace"], in: Size(width: 66, height: 24), fontSize: 20)
  /// // ["Ada L…"]: (66 + 1) / 11 = 6 characters, the last an ellipsis
  /// ```
  public func fitted(_ lines: [String], in size: Size, fontSize: Double) -> [String] {
    guard !lines.isEmpty else { return [] }
    let rows = ((size.height + 1) / (lineHeight * fontSize)).rounded(.down)
    let shown = rows.isNaN ? 1 : max(1, min(lines.count, Int(min(1e9, max(0, rows)))))
    let columns = ((size.width + 1) / (characterWidth * fontSize)).rounded(.down)
    let fit = columns.isNaN ? 0 : Int(min(1e9, max(0, columns)))
    return lines.prefix(shown).enumerated().map { index, line in
      let cut = index == shown - 1 && shown < lines.count
      if line.count <= fit && !cut { return line }
      guard fit > 0 else { return "" }
      return String(line.prefix(min(line.count, fit - 1))) + "…"
    }
  }

  /// The size of the text: its widest line by its number of lines, rounded to millionths.
  public func size(of text: String, fontSize: Double, wrapWidth: Double? = nil) -> Size {
    let lines = self.lines(of: text, fontSize: fontSize, wrapWidth: wrapWidth)
    let widest = lines.map(\.count).max() ?? 0
    return Size(
      width: rounded(Double(widest) * characterWidth * fontSize),
      height: rounded(Double(lines.count) * lineHeight * fontSize))
  }

  private func rounded(_ value: Double) -> Double {
    (value * 1_000_000).rounded() / 1_000_000
  }
}
