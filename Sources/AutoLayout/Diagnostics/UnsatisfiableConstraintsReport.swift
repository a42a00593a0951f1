/// What the engine reports when required constraints cannot all hold: the mutually exclusive
/// set it found and the constraint it broke to go on laying out.
public struct UnsatisfiableConstraintsReport: Error, Sendable {
  /// Descriptions of the constraints that cannot all hold together, the broken one last.
  public var conflicting: [String]
  /// Where each of ``conflicting`` was made (`file:line`), when known; system constraints
  /// (autoresizing, intrinsic size, margins) have none.
  public var madeAt: [String?]
  /// The description of the constraint left out of the layout.
  public var broken: String

  /// The report in the words of Apple's console message.
  public var consoleText: String {
    var text = "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
    text +=
      "\tProbably at least one of the constraints in the following list is one you don't want. \n"
    text += "\tTry this: \n"
    text += "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
    text += "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
    if conflicting.contains(where: { $0.hasPrefix("h=") }) {
      text +=
        "\t(Note: If you're seeing autoresizing constraints that you don't understand, refer to the documentation for the View property translatesAutoresizingMaskIntoConstraints) \n"
    }
    text += "(\n"
    text += zip(conflicting, madeAt).map { description, site in
      "    \"\(description)\"" + (site.map { " (made at \($0))" } ?? "")
    }.joined(separator: ",\n")
    text += "\n)\n\nWill attempt to recover by breaking constraint \n\(broken)\n"
    return text
  }
}

extension View {
  /// Receives the reports of unsatisfiable constraints for a root view's tree; by default they
  /// are printed in Apple's console format.
  ///
  /// The handler is called once the engine has finished the work that found the conflict (a
  /// layout pass, or the change of an intrinsic size or of the root's size), so it may change
  /// the tree or lay out again. A conflict that stays as it was is reported once, not again
  /// each time the tree changes.
  public var diagnosticsHandler: (@Sendable (UnsatisfiableConstraintsReport) -> Void)? {
    get { storedDiagnosticsHandler }
    set { storedDiagnosticsHandler = newValue }
  }
}
