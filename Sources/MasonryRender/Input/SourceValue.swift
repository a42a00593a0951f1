/// A value read from a layout file — JSON or YAML — with the place each part was written.
///
/// The layout-file decoder reads these rather than Foundation's untyped values so that every
/// error can name a line and a column, down to a character inside a string (a visual format's
/// syntax error points at the character Apple's parser stopped at).
package struct SourceValue: Sendable {
  /// What the value is.
  package indirect enum Kind: Sendable {
    /// An object (a JSON object, a YAML mapping), its members in the order written.
    case object([Member])
    /// An array (a YAML sequence).
    case array([SourceValue])
    /// A string.
    case string(String)
    /// A finite number.
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
  }

  /// A member of an object.
  package struct Member: Sendable {
    /// The key.
    package var key: String
    /// Where the key was written.
    package var keyLocation: SourceLocation
    /// The value.
    package var value: SourceValue

    /// Creates a member.
    package init(key: String, keyLocation: SourceLocation, value: SourceValue) {
      self.key = key
      self.keyLocation = keyLocation
      self.value = value
    }
  }

  /// Where the characters of a string value were written, to place errors inside it.
  package enum CharacterPlaces: Sendable, Hashable {
    /// Unknown: errors inside the string point at its start.
    case unknown
    /// On the value's line, the first character at `firstColumn` and each next one a column
    /// further (a string written without escapes).
    case contiguous(firstColumn: Int)
    /// The column of each Unicode scalar and then of the closing quote, on the value's line (a
    /// JSON string with escapes, where `\n` takes two columns and `\u00e9` six).
    case columns([Int])
  }

  /// The value.
  package var kind: Kind
  /// Where the value starts (a string's opening quote, an object's brace).
  package var location: SourceLocation
  /// For a string, where its characters are.
  package var characterPlaces: CharacterPlaces

  /// Creates a value.
  package init(
    _ kind: Kind, at location: SourceLocation, characterPlaces: CharacterPlaces = .unknown
  ) {
    self.kind = kind
    self.location = location
    self.characterPlaces = characterPlaces
  }

  /// Where the character at `offset` (counted in `Character`s, as Apple's visual-format
  /// positions are) of this string value was written; the end of the string for an offset at
  /// or past its end.
  package func location(ofCharacter offset: Int) -> SourceLocation {
    guard case .string(let text) = kind else { return location }
    // Offsets count Characters; the places are per Unicode scalar.
    var scalarIndex = 0
    for (index, character) in text.enumerated() {
      if index >= offset { break }
      scalarIndex += character.unicodeScalars.count
    }
    switch characterPlaces {
    case .unknown:
      return location
    case .contiguous(let first):
      return SourceLocation(line: location.line, column: first + scalarIndex)
    case .columns(let columns):
      guard let last = columns.last else { return location }
      let column = scalarIndex < columns.count ? columns[scalarIndex] : last
      return SourceLocation(line: location.line, column: column)
    }
  }

  /// A word for the kind of value, for messages: "an object", "a string"….
  package var kindName: String {
    switch kind {
    case .object: return "an object"
    case .array: return "an array"
    case .string: return "a string"
    case .number: return "a number"
    case .bool: return "a boolean"
    case .null: return "null"
    }
  }
}
