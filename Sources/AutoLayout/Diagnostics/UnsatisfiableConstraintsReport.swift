/// What the engine reports when required constraints cannot all hold: the mutually exclusive
/// set it found and the constraint it broke to go on laying out.
///
/// The report is data: each constraint is a ``ConstraintSnapshot`` with its items, attributes,
/// relation, multiplier, constant, priority, identifier and call site, so that tools can show it
/// their own way. ``consoleText`` is the report in the words of Apple's console, and
/// ``conflicting``, ``madeAt`` and ``broken`` are its parts as text.
///
/// ```swift
/// root.diagnosticsHandler = { report in
///   for constraint in report.constraints {
///     print(constraint.firstItem?.name ?? "?", constraint.callSite.map { "\($0)" } ?? "engine")
///   }
/// }
/// ```
public struct UnsatisfiableConstraintsReport: Error, Sendable, Hashable {
  /// The constraints that cannot all hold together, the broken one last; never empty.
  public let constraints: [ConstraintSnapshot]

  /// Makes a report of `constraints`, the broken one last.
  init(constraints: [ConstraintSnapshot]) {
    precondition(!constraints.isEmpty, "a report lists at least the constraint it broke")
    self.constraints = constraints
  }

  /// The constraint left out of the layout: the last of ``constraints``.
  public var brokenConstraint: ConstraintSnapshot { constraints[constraints.count - 1] }

  /// Descriptions of the constraints that cannot all hold together, the broken one last.
  public var conflicting: [String] { constraints.map(\.description) }

  /// Where each of ``conflicting`` was made (`file:line`), when known; system constraints
  /// (autoresizing, intrinsic size, margins) have none.
  public var madeAt: [String?] { constraints.map { $0.callSite?.description } }

  /// The description of the constraint left out of the layout.
  public var broken: String { brokenConstraint.description }

  /// The report in the words of Apple's console message.
  public var consoleText: String { AppleFormat.consoleText(of: self) }
}
