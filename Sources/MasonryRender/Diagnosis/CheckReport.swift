/// The text of `masonry check`: the engine's own words for each problem, then a summary.
///
/// Each unsatisfiable set is printed as the engine's console message
/// (`UnsatisfiableConstraintsReport.consoleText`); when views are ambiguous the
/// engine's `View.autolayoutTrace()` follows, marking them `AMBIGUOUS LAYOUT`. The
/// last line counts both:
///
/// ```text
/// conflict.json: 1 unsatisfiable constraint set, 0 ambiguous views
/// ```
public enum CheckReport {
  /// The report for a diagnosis of the file `title`.
  public static func text(_ diagnosis: Diagnosis, title: String) -> String {
    var text = ""
    for report in diagnosis.reports {
      text += report.consoleText + "\n"
    }
    if let trace = diagnosis.trace {
      text += trace + "\n"
    }
    text += summary(diagnosis, title: title) + "\n"
    return text
  }

  /// The last line: how many sets and views (or that ambiguity was not looked for).
  public static func summary(_ diagnosis: Diagnosis, title: String) -> String {
    let sets = diagnosis.reports.count
    let views = diagnosis.ambiguousViews
    var line = "\(title): \(sets) unsatisfiable constraint \(sets == 1 ? "set" : "sets"), "
    guard diagnosis.checkedAmbiguity else {
      return line + "ambiguity not looked for (masonry check looks for it)"
    }
    line += "\(views.count) ambiguous \(views.count == 1 ? "view" : "views")"
    if !views.isEmpty { line += " (\(views.joined(separator: ", ")))" }
    return line
  }
}
