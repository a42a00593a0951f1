/// Escaping for the text the writers put in SVG, HTML and JSON.
enum Markup {
  /// Text for an XML or HTML element or attribute: `&`, `<`, `>`, quotes escaped, and the
  /// control characters XML cannot hold replaced by U+FFFD.
  static func escape(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
      default:
        let forbidden =
          scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value)
          || (0x7F...0x9F).contains(scalar.value)
        escaped.unicodeScalars.append(forbidden ? "\u{FFFD}" : scalar)
      }
    }
    return escaped
  }

  /// A JSON string literal, quotes included.
  ///
  /// `</` is written `<\/` so that the literal can sit inside an HTML `<script>` element.
  static func jsonString(_ text: String) -> String {
    var literal = "\""
    literal.reserveCapacity(text.utf8.count + 2)
    var previous: Unicode.Scalar = " "
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": literal += "\\\""
      case "\\": literal += "\\\\"
      case "\n": literal += "\\n"
      case "\r": literal += "\\r"
      case "\t": literal += "\\t"
      case "/" where previous == "<": literal += "\\/"
      case "\u{2028}": literal += "\\u2028"
      case "\u{2029}": literal += "\\u2029"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          literal += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          literal.unicodeScalars.append(scalar)
        }
      }
      previous = scalar
    }
    return literal + "\""
  }
}
