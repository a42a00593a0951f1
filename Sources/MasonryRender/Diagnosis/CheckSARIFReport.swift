import AutoLayout

/// The report of `masonry check --report sarif`: SARIF 2.1.0 (the OASIS Static Analysis Results
/// Interchange Format), which code-scanning services read to annotate the layout file's lines.
///
/// One run of the tool `masonry`, with two rules: `unsatisfiable-constraints` (an error: one
/// result for each set of required constraints that cannot all hold, at the constraint the
/// engine broke, with the others of the set as related locations) and `ambiguous-layout` (a
/// warning: one result for each ambiguous view, at the view). Locations are the layout file's
/// lines and columns (columns in Unicode code points, as the run's `columnKind` says), in the
/// artifact whose URI the caller gives: relative to the checkout's root (`%SRCROOT%`) for a file
/// under it, which is what code scanning expects.
///
/// ```swift
/// let uri = CheckSARIFReport.artifactURI(path: "Examples/conflict.json", currentDirectory: "/repo")
/// print(CheckSARIFReport.write(layout.diagnose(), artifactURI: uri))
/// ```
///
/// On devices (`masonry check --device` or `--all-devices`) the log has one run per device, in
/// the order checked (``write(devices:artifactURI:)``): each run's
/// `automationDetails.id` is `masonry-check/NAME/`, so that code scanning keeps each device's
/// results apart (a category per device), its `properties` hold the device (``CheckDevice``),
/// and each result's message starts with the device's name.
///
/// The output is checked against the official schema (`Scripts/sarif/`) in the tests and CI.
public enum CheckSARIFReport {
  /// The SARIF version written.
  public static let sarifVersion = "2.1.0"
  /// The rule of unsatisfiable constraints.
  public static let unsatisfiableRule = "unsatisfiable-constraints"
  /// The rule of ambiguous layouts.
  public static let ambiguousRule = "ambiguous-layout"

  /// Where the layout file is, as a SARIF artifact location's URI.
  public struct ArtifactURI: Hashable, Sendable {
    /// The URI: a relative reference (`Examples/conflict.json`) or a `file:` URI.
    public var uri: String
    /// Whether ``uri`` is relative to the checkout's root (`%SRCROOT%`).
    public var isRelative: Bool

    /// Creates an artifact URI.
    public init(uri: String, isRelative: Bool) {
      self.uri = uri
      self.isRelative = isRelative
    }
  }

  /// The artifact URI of a file path as the command line named it: relative (percent-encoded)
  /// for a relative path or one under `currentDirectory`, else a `file:` URI of the absolute
  /// path.
  ///
  /// - Parameters:
  ///   - path: The path.
  ///   - currentDirectory: The absolute path of the directory relative paths start from.
  /// - Returns: The URI, and whether it is relative to the source root.
  public static func artifactURI(path: String, currentDirectory: String) -> ArtifactURI {
    var components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    components.removeAll { $0 == "." }
    guard path.hasPrefix("/") else {
      return ArtifactURI(uri: encoded(components), isRelative: true)
    }
    let base = currentDirectory.split(separator: "/").map(String.init).filter { $0 != "." }
    if components.count > base.count && Array(components.prefix(base.count)) == base {
      return ArtifactURI(uri: encoded(Array(components.dropFirst(base.count))), isRelative: true)
    }
    return ArtifactURI(uri: "file:///" + encoded(components), isRelative: false)
  }

  /// Path segments joined by `/`, each byte outside RFC 3986's unreserved characters encoded.
  private static func encoded(_ components: [String]) -> String {
    components.map { component in
      var text = ""
      for byte in component.utf8 {
        let unreserved =
          (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
          || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E || byte == 0x5F
          || byte == 0x7E
        if unreserved {
          text.unicodeScalars.append(Unicode.Scalar(byte))
        } else {
          let hex = String(byte, radix: 16, uppercase: true)
          text += "%" + (hex.count == 1 ? "0" : "") + hex
        }
      }
      return text
    }.joined(separator: "/")
  }

  /// The SARIF log of a diagnosis of the layout file at `artifactURI` (nil for standard input:
  /// the results then have no locations).
  public static func write(_ diagnosis: Diagnosis, artifactURI: ArtifactURI?) -> String {
    log([run(diagnosis, artifactURI: artifactURI, device: nil)])
  }

  /// The SARIF log of a layout file checked on several devices: a run for each device, in the
  /// order given, the device in the run's `properties`.
  ///
  /// - Parameters:
  ///   - checks: Each device and the diagnosis of the layout laid out on it.
  ///   - artifactURI: Where the layout file is; nil for standard input (no locations).
  /// - Returns: The SARIF log.
  public static func write(
    devices checks: [(device: CheckDevice, diagnosis: Diagnosis)], artifactURI: ArtifactURI?
  ) -> String {
    log(checks.map { run($0.diagnosis, artifactURI: artifactURI, device: $0.device) })
  }

  /// The category of a device's run, its `automationDetails.id`: `masonry-check/iphone-16/`.
  public static func category(of device: CheckDevice) -> String {
    "masonry-check/\(device.name)/"
  }

  private static func log(_ runs: [JSONValue]) -> String {
    JSONValue.object([
      ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
      ("version", .string(sarifVersion)),
      ("runs", .array(runs)),
    ]).document
  }

  private static func run(
    _ diagnosis: Diagnosis, artifactURI: ArtifactURI?, device: CheckDevice?
  ) -> JSONValue {
    let findings = CheckFindings(diagnosis)
    // On a device, each message says which: results of several runs may share a line.
    let prefix = device.map { "On \($0.name) (\($0.sizeText)): " } ?? ""
    var results: [JSONValue] = []
    for conflict in findings.conflicts {
      results.append(result(conflict, artifactURI, prefix: prefix))
    }
    for ambiguity in findings.ambiguities {
      results.append(result(ambiguity, artifactURI, prefix: prefix))
    }
    var run: [(String, JSONValue)] = [("tool", .object([("driver", driver)]))]
    if let device {
      run.append(("automationDetails", .object([("id", .string(category(of: device)))])))
    }
    if let artifactURI {
      run.append(("artifacts", .array([.object([("location", location(artifactURI))])])))
    }
    run.append(("columnKind", .string("unicodeCodePoints")))
    run.append(("results", .array(results)))
    if let device {
      run.append(("properties", .object([("device", device.json)])))
    }
    return .object(run)
  }

  /// The tool and its two rules.
  private static let driver: JSONValue = .object([
    ("name", .string("masonry")),
    ("informationUri", .string("https://github.com/masonry-swift/masonry-swift")),
    (
      "rules",
      .array([
        rule(
          unsatisfiableRule, name: "UnsatisfiableConstraints", level: "error",
          short: "Required constraints that cannot all hold",
          full:
            "A set of required constraints that no frame can satisfy together. The engine breaks one of them (the last of the set) and lays out without it.",
          help:
            "Remove one of the constraints of the set, or make one optional with a priority below 1000 ('@750'). 'masonry check FILE' prints the set in the engine's words."
        ),
        rule(
          ambiguousRule, name: "AmbiguousLayout", level: "warning",
          short: "A view whose frame its constraints do not decide",
          full:
            "Another frame satisfies the view's constraints equally well on the axis named: its position or size there is an accident of the solver.",
          help:
            "Add the missing constraint on that axis (a position, or a size), or break a tie between optional constraints of equal priority."
        ),
      ])
    ),
  ])

  private static func rule(
    _ id: String, name: String, level: String, short: String, full: String, help: String
  ) -> JSONValue {
    .object([
      ("id", .string(id)),
      ("name", .string(name)),
      ("shortDescription", .object([("text", .string(short))])),
      ("fullDescription", .object([("text", .string(full))])),
      ("help", .object([("text", .string(help))])),
      ("defaultConfiguration", .object([("level", .string(level))])),
    ])
  }

  private static func location(_ artifactURI: ArtifactURI) -> JSONValue {
    var members: [(String, JSONValue)] = [("uri", .string(artifactURI.uri))]
    if artifactURI.isRelative { members.append(("uriBaseId", .string("%SRCROOT%"))) }
    return .object(members)
  }

  private static func physicalLocation(
    _ location: SourceLocation, _ artifactURI: ArtifactURI
  ) -> JSONValue {
    var artifact: [(String, JSONValue)] = [("uri", .string(artifactURI.uri))]
    if artifactURI.isRelative { artifact.append(("uriBaseId", .string("%SRCROOT%"))) }
    artifact.append(("index", .integer(0)))
    return .object([
      ("artifactLocation", .object(artifact)),
      (
        "region",
        .object([
          ("startLine", .integer(location.line)), ("startColumn", .integer(location.column)),
        ])
      ),
    ])
  }

  private static func result(
    _ conflict: CheckFindings.Conflict, _ artifactURI: ArtifactURI?, prefix: String
  ) -> JSONValue {
    let broken = conflict.broken
    let others = conflict.constraints.dropLast()
    func named(_ constraint: CheckFindings.Constraint) -> String {
      var text = constraint.equation
      var notes: [String] = []
      if let identifier = constraint.snapshot.identifier { notes.append("'\(identifier)'") }
      if let source = constraint.source {
        notes.append("line \(source.line)")
      } else if constraint.snapshot.kind != .layoutConstraint {
        notes.append("made by the engine: \(constraint.snapshot.kind.reportPhrase)")
      }
      if !notes.isEmpty { text += " (" + notes.joined(separator: ", ") + ")" }
      return text
    }
    let message =
      prefix + "Required constraints that cannot all hold: \(named(broken)) conflicts with "
      + listed(others.map(named))
      + ". The engine broke \(broken.equation) and laid out without it."
    var members: [(String, JSONValue)] = [
      ("ruleId", .string(unsatisfiableRule)),
      ("ruleIndex", .integer(0)),
      ("level", .string("error")),
      ("message", .object([("text", .string(message))])),
    ]
    if let artifactURI {
      // The broken constraint's place, or the first of the set written in the file.
      let order = [conflict.constraints.count - 1] + Array(others.indices)
      if let primary = order.first(where: { conflict.constraints[$0].source != nil }),
        let source = conflict.constraints[primary].source
      {
        let place = physicalLocation(source.location, artifactURI)
        members.append(("locations", .array([.object([("physicalLocation", place)])])))
        // The others of the set that were written in the file.
        var related: [JSONValue] = []
        for (index, constraint) in conflict.constraints.enumerated() where index != primary {
          guard let source = constraint.source else { continue }
          related.append(
            .object([
              ("id", .integer(index + 1)),
              ("physicalLocation", physicalLocation(source.location, artifactURI)),
              ("message", .object([("text", .string(constraint.equation))])),
            ]))
        }
        members.append(("relatedLocations", .array(related)))
      }
    }
    return .object(members)
  }

  /// `a`, `a and b`, `a, b and c`.
  private static func listed(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "nothing" }
    return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
  }

  private static func result(
    _ ambiguity: CheckFindings.Ambiguity, _ artifactURI: ArtifactURI?, prefix: String
  ) -> JSONValue {
    let horizontal = ambiguity.axes.contains(.horizontal)
    let vertical = ambiguity.axes.contains(.vertical)
    let how: String
    switch (horizontal, vertical) {
    case (true, true):
      how =
        "horizontally and vertically: its constraints leave its position or size free on both axes"
    case (true, false): how = "horizontally: its constraints leave its left edge or its width free"
    default: how = "vertically: its constraints leave its top edge or its height free"
    }
    let message =
      prefix
      + "The layout of '\(ambiguity.view)' is ambiguous \(how), so other frames satisfy them equally well."
    var members: [(String, JSONValue)] = [
      ("ruleId", .string(ambiguousRule)),
      ("ruleIndex", .integer(1)),
      ("level", .string("warning")),
      ("message", .object([("text", .string(message))])),
    ]
    if let artifactURI, let location = ambiguity.location {
      members.append(
        (
          "locations",
          .array([.object([("physicalLocation", physicalLocation(location, artifactURI))])])
        )
      )
    }
    return .object(members)
  }
}

extension ConstraintSnapshot.Kind {
  /// What the engine made such a constraint for, in a few words.
  var reportPhrase: String {
    switch self {
    case .layoutConstraint: return "a layout constraint"
    case .autoresizing: return "the view's autoresizing mask"
    case .compressionResistance: return "the view's compression resistance"
    case .contentHugging: return "the view's content hugging"
    case .nonNegativeSize: return "a size cannot be negative"
    case .rootOrigin: return "the root's origin"
    case .rootSize: return "the root's size"
    case .fittingSize: return "the fitting size"
    case .layoutMargins: return "the view's layout margins"
    case .safeArea: return "the safe area"
    case .readableContent: return "the view's readable content guide"
    case .readableWidth: return "the readable width"
    case .untraced: return "untraced"
    }
  }
}
