import ArgumentParser
import MasonryRender

/// `masonry check FILE`: prints the unsatisfiable sets and ambiguous views in the engine's
/// words; exits with 1 if there are any.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Report unsatisfiable constraints and ambiguous views; exit code 1 if any.",
    discussion: """
      Each unsatisfiable set is printed as the engine reports it; ambiguous views are shown \
      in the engine's trace of the view tree, marked AMBIGUOUS LAYOUT. The last line counts \
      both. Exit codes: 0 no problems, 1 problems found, 2 bad input.
      """)

  @OptionGroup var input: LayoutInput

  func run() throws {
    var stopwatch = Stopwatch()
    let (layout, _) = try input.load(&stopwatch)
    layout.layOut()
    stopwatch.lap("layout")
    let diagnosis = Diagnosis(root: layout.root, reports: layout.reports, sources: layout.sources)
    stopwatch.lap("diagnose")
    Console.out(CheckReport.text(diagnosis, title: input.displayName))
    if input.verbose {
      Console.error(
        stopwatch.report(heading: "\(input.displayName): check")
          + TextMeasurerChoice.report(layout.measurer))
    }
    if diagnosis.hasProblems { throw ExitCode.problemsFound }
  }
}
