/// Text made safe to print on a terminal: the characters a layout file may hold that a terminal
/// would act on rather than show are written as escapes.
///
/// Escaped are the C0 control characters but tab and newline (an escape sequence starting with
/// ESC could recolour the terminal, move the cursor, or set its title; a carriage return could
/// overwrite the line), DEL, the C1 controls, and the bidirectional formatting characters
/// (which would reorder the text around them). Each is written `\u{1B}`, as Swift writes it:
///
/// ```swift
/// TerminalText.escaped("card\u{1B}[31m")   // "card\\u{1B}[31m"
/// ```
public enum TerminalText {
  /// The text with the characters a terminal acts on escaped; other text is unchanged.
  public static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      if needsEscape(scalar) {
        escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// Whether a terminal would act on the character rather than show it.
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A: return false
    case 0x00...0x1F, 0x7F...0x9F: return true
    // Bidirectional formatting: the Arabic letter mark, the marks, embeddings, overrides and
    // isolates.
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }
}
