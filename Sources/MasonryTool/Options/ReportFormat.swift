import ArgumentParser

/// How `check` writes what it found: `--report text|json|sarif`.
enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
  /// The engine's own words, then a summary line (the default).
  case text
  /// JSON for tools (`CheckJSONReport`, described in Examples/README.md).
  case json
  /// SARIF 2.1.0 for code-scanning services (`CheckSARIFReport`).
  case sarif
}
