/// The members of one object of a layout file, read by key with type and range checks: the
/// decoder's helper for turning a ``SourceValue`` into a layout file with located errors.
struct ObjectFields {
  let file: String
  /// What the object is, for messages: "the root", "view 'card'".
  let context: String
  let value: SourceValue
  private let members: [String: SourceValue.Member]

  /// Reads `value` as an object whose keys are all in `allowed`.
  init(
    _ value: SourceValue, _ context: String, allowed: [String], file: String
  )
    throws(LayoutFileError)
  {
    self.file = file
    self.context = context
    self.value = value
    guard case .object(let list) = value.kind else {
      throw LayoutFileError(
        file: file, location: value.location,
        message: "\(context) must be an object, not \(value.kindName)")
    }
    var members: [String: SourceValue.Member] = [:]
    for member in list {
      guard allowed.contains(member.key) else {
        throw LayoutFileError(
          file: file, location: member.keyLocation,
          message:
            "unknown key '\(member.key)' in \(context); expected one of: \(allowed.joined(separator: ", "))"
        )
      }
      members[member.key] = member
    }
    self.members = members
  }

  /// The keys of an object value (none for any other value).
  static func keys(of value: SourceValue) -> [String] {
    guard case .object(let members) = value.kind else { return [] }
    return members.map(\.key)
  }

  /// The value of a key, if present.
  subscript(key: String) -> SourceValue? { members[key]?.value }

  /// An error at a key's value.
  func failure(_ key: String, _ message: String) -> LayoutFileError {
    LayoutFileError(
      file: file, location: members[key]?.value.location ?? value.location, message: message)
  }

  /// An error at `value`.
  func failure(at value: SourceValue, _ message: String) -> LayoutFileError {
    LayoutFileError(file: file, location: value.location, message: message)
  }

  /// A required member.
  func required(_ key: String) throws(LayoutFileError) -> SourceValue {
    guard let value = members[key]?.value else {
      throw LayoutFileError(
        file: file, location: self.value.location, message: "\(context) needs '\(key)'")
    }
    return value
  }

  /// A number in `range`, if present.
  func number(_ key: String, in range: ClosedRange<Double>) throws(LayoutFileError) -> Double? {
    guard let value = self[key] else { return nil }
    return try ObjectFields.number(value, "'\(key)' of \(context)", in: range, file: file)
  }

  /// A number in `range`, or a located error naming `what`.
  static func number(
    _ value: SourceValue, _ what: String, in range: ClosedRange<Double>, file: String
  ) throws(LayoutFileError) -> Double {
    guard case .number(let number) = value.kind else {
      throw LayoutFileError(
        file: file, location: value.location,
        message: "\(what) must be a number, not \(value.kindName)")
    }
    guard range.contains(number) else {
      throw LayoutFileError(
        file: file, location: value.location,
        message:
          "\(what) must be between \(NumberText.format(range.lowerBound)) and \(NumberText.format(range.upperBound)), not \(NumberText.format(number))"
      )
    }
    return number
  }

  /// A string, if present.
  func string(_ key: String) throws(LayoutFileError) -> String? {
    guard let value = self[key] else { return nil }
    guard case .string(let text) = value.kind else {
      throw failure(key, "'\(key)' of \(context) must be a string, not \(value.kindName)")
    }
    return text
  }

  /// A boolean, if present.
  func bool(_ key: String) throws(LayoutFileError) -> Bool? {
    guard let value = self[key] else { return nil }
    guard case .bool(let flag) = value.kind else {
      throw failure(key, "'\(key)' of \(context) must be true or false, not \(value.kindName)")
    }
    return flag
  }
}
