import AutoLayout

/// The report of `masonry check --report json`: what ``CheckReport`` prints, as JSON for tools
/// and CI, made from the diagnosis's values (no text is parsed).
///
/// The document is an object with a `format` and a `version`, so that a reader can tell it
/// apart and check it knows the shape; fields are only ever added within a version. Version 1:
///
/// ```json
/// {
///   "format": "masonry-check",
///   "version": 1,
///   "file": "Examples/conflict.json",
///   "summary": {"unsatisfiableSets": 1, "ambiguousViews": 0, "ambiguityChecked": true, "hasProblems": true},
///   "unsatisfiable": [
///     {
///       "broken": 1,
///       "constraints": [
///         {"kind": "rootSize", "equation": "root.width == 320", "first": {"view": "root", "attribute": "width"}, "relation": "==", "second": null,
///          "multiplier": 1, "constant": 320, "priority": 1000, "identifier": null, "broken": false, "source": null},
///         {"kind": "layoutConstraint", "equation": "card.width == 320", …, "identifier": "card-width", "broken": true,
///          "source": {"file": "Examples/conflict.json", "line": 10, "column": 20, "text": "card.width == 320"}}
///       ]
///     }
///   ],
///   "ambiguous": [
///     {"view": "note", "axes": ["vertical"], "source": {"file": "Examples/ambiguity.json", "line": 6, "column": 5}}
///   ]
/// }
/// ```
///
/// On devices (`masonry check --device` or `--all-devices`) the document is an array of these
/// reports, one per device in the order checked, each with a `device` field after `file`
/// (``CheckDevice``); see ``write(devices:file:)``.
///
/// `Examples/README.md` describes every field.
public enum CheckJSONReport {
  /// The format's name, the value of `format`.
  public static let format = "masonry-check"
  /// The version of the shape this writer writes, the value of `version`.
  public static let version = 1

  /// The report for a diagnosis of the layout file `file` (nil for standard input).
  public static func write(_ diagnosis: Diagnosis, file: String?) -> String {
    report(diagnosis, file: file, device: nil).document
  }

  /// The report of a layout file checked on several devices: an array of the reports of each
  /// device, in the order given, each with a `device` field after `file`.
  ///
  /// The array has an element for each device, even for one, so that its shape depends only on
  /// how the check was asked for.
  ///
  /// - Parameters:
  ///   - checks: Each device and the diagnosis of the layout laid out on it.
  ///   - file: The layout file, nil for standard input.
  /// - Returns: The JSON document.
  public static func write(
    devices checks: [(device: CheckDevice, diagnosis: Diagnosis)], file: String?
  ) -> String {
    JSONValue.array(checks.map { report($0.diagnosis, file: file, device: $0.device) }).document
  }

  /// One report, with the device it was checked on if any.
  private static func report(
    _ diagnosis: Diagnosis, file: String?, device: CheckDevice?
  ) -> JSONValue {
    let findings = CheckFindings(diagnosis)
    let summary: JSONValue = .object([
      ("unsatisfiableSets", .integer(findings.conflicts.count)),
      ("ambiguousViews", .integer(findings.ambiguities.count)),
      ("ambiguityChecked", .bool(findings.checkedAmbiguity)),
      ("hasProblems", .bool(diagnosis.hasProblems)),
    ])
    let conflicts = findings.conflicts.map { conflict -> JSONValue in
      let last = conflict.constraints.count - 1
      return .object([
        ("broken", .integer(last)),
        (
          "constraints",
          .array(
            conflict.constraints.enumerated().map { index, constraint in
              self.constraint(constraint, broken: index == last, file: file)
            })
        ),
      ])
    }
    let ambiguities = findings.ambiguities.map { ambiguity -> JSONValue in
      .object([
        ("view", .string(ambiguity.view)),
        ("axes", .array(ambiguity.axes.map { .string($0.reportName) })),
        (
          "source",
          ambiguity.location.map { location in
            .object([
              ("file", .string(file)), ("line", .integer(location.line)),
              ("column", .integer(location.column)),
            ])
          } ?? .null
        ),
      ])
    }
    var members: [(String, JSONValue)] = [
      ("format", .string(format)),
      ("version", .integer(version)),
      ("file", .string(file)),
    ]
    if let device { members.append(("device", device.json)) }
    members += [
      ("summary", summary),
      ("unsatisfiable", .array(conflicts)),
      ("ambiguous", .array(ambiguities)),
    ]
    return .object(members)
  }

  private static func constraint(
    _ constraint: CheckFindings.Constraint, broken: Bool, file: String?
  ) -> JSONValue {
    let snapshot = constraint.snapshot
    func item(_ item: CheckFindings.Item?) -> JSONValue {
      guard let item else { return .null }
      var members: [(String, JSONValue)] = [("view", .string(item.view))]
      if let guide = item.guide { members.append(("guide", .string(guide))) }
      members.append(("attribute", .string(item.attribute.name)))
      return .object(members)
    }
    let source: JSONValue =
      constraint.source.map { source in
        .object([
          ("file", .string(file)), ("line", .integer(source.line)),
          ("column", .integer(source.column)), ("text", .string(source.text)),
        ])
      } ?? .null
    return .object([
      ("kind", .string(snapshot.kind.rawValue)),
      ("equation", .string(constraint.equation)),
      ("first", item(constraint.first)),
      ("relation", .string(snapshot.relation.symbol)),
      ("second", item(constraint.second)),
      ("multiplier", .number(snapshot.multiplier)),
      ("constant", .number(snapshot.constant)),
      ("priority", .number(snapshot.priority.rawValue)),
      ("identifier", .string(snapshot.identifier)),
      ("broken", .bool(broken)),
      ("source", source),
    ])
  }
}
