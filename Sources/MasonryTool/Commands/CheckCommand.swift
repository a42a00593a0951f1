import ArgumentParser
import Foundation
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
      both. --report json writes the same as JSON (each constraint with its items, numbers and \
      file:line:column), --report sarif as SARIF 2.1.0 for code scanning; both are described \
      in Examples/README.md. Exit codes: 0 no problems, 1 problems found, 2 bad input.
      """)

  @OptionGroup var input: LayoutInput

  @Option(
    help: ArgumentHelp(
      "How to write the report: text (the engine's words), json, or sarif (SARIF 2.1.0).",
      valueName: "text|json|sarif"))
  var report = ReportFormat.text

  func run() throws {
    var stopwatch = Stopwatch()
    let (layout, _) = try input.load(&stopwatch)
    layout.layOut()
    stopwatch.lap("layout")
    let diagnosis = layout.diagnose(listsAffecting: false)
    stopwatch.lap("diagnose")
    let file = input.isStandardInput ? nil : input.file
    switch report {
    case .text:
      Console.out(CheckReport.text(diagnosis, title: input.displayName))
    case .json:
      OutputFile.writeStandardOutput(CheckJSONReport.write(diagnosis, file: file))
    case .sarif:
      let uri = file.map {
        CheckSARIFReport.artifactURI(
          path: $0, currentDirectory: FileManager.default.currentDirectoryPath)
      }
      OutputFile.writeStandardOutput(CheckSARIFReport.write(diagnosis, artifactURI: uri))
    }
    if input.verbose {
      Console.error(
        stopwatch.report(heading: "\(input.displayName): check")
          + TextMeasurerChoice.report(layout.measurer))
    }
    if diagnosis.hasProblems { throw ExitCode.problemsFound }
  }
}
