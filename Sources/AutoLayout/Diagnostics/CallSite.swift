/// Where something was written in source code: a file and a line, printed `file:line`.
///
/// A ``LayoutConstraint`` remembers where it was made (its initializer's `#fileID` and `#line`,
/// or those of the DSL call or layout file that made it), and a report names that place for
/// each constraint, so that each one can be found:
///
/// ```swift
/// let site = report.brokenConstraint.callSite
/// // CallSite(file: "MyApp/ProfileView.swift", line: 42)
/// print(site.map { "made at \($0)" } ?? "made by the engine")
/// // made at MyApp/ProfileView.swift:42
/// ```
public struct CallSite: Sendable, Hashable, CustomStringConvertible {
  /// The file, as `#fileID` names it (`Module/File.swift`), or the path of a layout file.
  public var file: String
  /// The line in the file, from 1.
  public var line: Int

  /// Creates a call site.
  ///
  /// - Parameters:
  ///   - file: The file, as `#fileID` names it, or the path of a layout file.
  ///   - line: The line in the file, from 1.
  public init(file: String, line: Int) {
    self.file = file
    self.line = line
  }

  /// The call site as reports print it: `file:line`.
  public var description: String { "\(file):\(line)" }
}
