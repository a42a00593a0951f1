import ArgumentParser

/// The exit codes of the tool beyond 0 (success).
extension ExitCode {
  /// Exit code 2: bad input — a file that cannot be read, parsed or built, or an output that
  /// cannot be written.
  static let badInput = ExitCode(2)
  /// Exit code 1: `check` found unsatisfiable constraints or ambiguous views.
  static let problemsFound = ExitCode(1)
}
