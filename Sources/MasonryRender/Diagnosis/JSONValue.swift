/// A JSON value for the machine-readable reports, written with its keys in the order given, two
/// spaces an indent, so that the same diagnosis always gives the same text.
///
/// An object or array of a few numbers and strings stays on one line (`{"view": "card",
/// "attribute": "width"}`).
enum JSONValue {
  case object([(String, JSONValue)])
  case array([JSONValue])
  case string(String)
  case number(Double)
  case integer(Int)
  case bool(Bool)
  case null

  /// A string, or null.
  static func string(_ text: String?) -> JSONValue {
    text.map { .string($0) } ?? .null
  }

  /// The document: the value and a final newline.
  var document: String {
    var text = ""
    write(into: &text, indent: "")
    return text + "\n"
  }

  /// The most characters an object or array of scalars may take to stay on one line.
  static let lineLimit = 100

  /// Whether the value is a string, number, boolean or null.
  private var isScalar: Bool {
    switch self {
    case .object, .array: return false
    default: return true
    }
  }

  /// The value on one line, when it is an object or array of scalars short enough.
  private var oneLine: String? {
    var parts: [String] = []
    switch self {
    case .object(let members):
      guard members.allSatisfy({ $0.1.isScalar }) else { return nil }
      for (key, value) in members {
        var text = ""
        value.write(into: &text, indent: "")
        parts.append(Markup.jsonString(key) + ": " + text)
      }
      let line = "{" + parts.joined(separator: ", ") + "}"
      return line.count <= JSONValue.lineLimit ? line : nil
    case .array(let elements):
      guard elements.allSatisfy(\.isScalar) else { return nil }
      for element in elements {
        var text = ""
        element.write(into: &text, indent: "")
        parts.append(text)
      }
      let line = "[" + parts.joined(separator: ", ") + "]"
      return line.count <= JSONValue.lineLimit ? line : nil
    default:
      return nil
    }
  }

  private func write(into text: inout String, indent: String) {
    if let line = oneLine {
      text += line
      return
    }
    switch self {
    case .object(let members):
      guard !members.isEmpty else {
        text += "{}"
        return
      }
      let inner = indent + "  "
      text += "{\n"
      for (index, (key, value)) in members.enumerated() {
        text += inner + Markup.jsonString(key) + ": "
        value.write(into: &text, indent: inner)
        text += index == members.count - 1 ? "\n" : ",\n"
      }
      text += indent + "}"
    case .array(let elements):
      guard !elements.isEmpty else {
        text += "[]"
        return
      }
      let inner = indent + "  "
      text += "[\n"
      for (index, element) in elements.enumerated() {
        text += inner
        element.write(into: &text, indent: inner)
        text += index == elements.count - 1 ? "\n" : ",\n"
      }
      text += indent + "]"
    case .string(let string): text += Markup.jsonString(string)
    case .number(let number): text += JSONValue.format(number)
    case .integer(let integer): text += String(integer)
    case .bool(let bool): text += bool ? "true" : "false"
    case .null: text += "null"
    }
  }

  /// A number as JSON writes it: whole numbers without a fraction (`320`), others as Swift
  /// prints them, exactly (`0.1`, `1e-05`); `null` for a number JSON cannot hold.
  static func format(_ number: Double) -> String {
    guard number.isFinite else { return "null" }
    if number == number.rounded() && abs(number) < 1e15 {
      return String(Int64(number))
    }
    return "\(number)"
  }
}
