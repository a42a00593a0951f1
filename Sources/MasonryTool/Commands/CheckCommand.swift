import ArgumentParser
import Foundation
import MasonryRender

/// `masonry check FILE`: prints the unsatisfiable sets and ambiguous views in the engine's
/// words; exits with 1 if there are any.
///
/// On devices, a section per device (`--report json`: an array of the devices' reports;
/// `--report sarif`: a run per device).
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Report unsatisfiable constraints and ambiguous views; exit code 1 if any.",
    discussion: """
      Each unsatisfiable set is printed as the engine reports it; ambiguous views are shown \
      in the engine's trace of the view tree, marked AMBIGUOUS LAYOUT. The last line counts \
      both. --report json writes the same as JSON (each constraint with its items, numbers and \
      file:line:column), --report sarif as SARIF 2.1.0 for code scanning; both are described \
      in Examples/README.md. With --device or --all-devices the file is checked on each \
      device in turn, a section each, and a last line names the devices with problems; \
      --report json then writes an array of the devices' reports, --report sarif a run per \
      device. Exit codes: 0 no problems, 1 problems found (on any device), 2 bad input.
      """)

  @OptionGroup var input: LayoutInput

  @Option(
    help: ArgumentHelp(
      "Check as on a device, or on each of a comma-separated list: its size, scale and safe area replace the file's root size, scale and safe area ('masonry devices' lists them).",
      valueName: "name[,name…]"))
  var device: String?

  @Flag(help: "Check on every device preset, a section each.")
  var allDevices = false

  @Option(
    help: ArgumentHelp(
      "How to write the report: text (the engine's words), json, or sarif (SARIF 2.1.0).",
      valueName: "text|json|sarif"))
  var report = ReportFormat.text

  func validate() throws {
    if device != nil && allDevices {
      throw ValidationError("--device and --all-devices both choose the devices: give one of them")
    }
    if let device { _ = try DeviceOption.list(device) }
  }

  func run() throws {
    let devices = allDevices ? Device.all : try device.map(DeviceOption.list)
    guard let devices else {
      var stopwatch = Stopwatch()
      let (layout, _) = try input.load(&stopwatch)
      let diagnosis = check(layout, &stopwatch)
      switch report {
      case .text: Console.out(CheckReport.text(diagnosis, title: input.displayName))
      case .json: OutputFile.writeStandardOutput(CheckJSONReport.write(diagnosis, file: file))
      case .sarif:
        OutputFile.writeStandardOutput(CheckSARIFReport.write(diagnosis, artifactURI: artifactURI))
      }
      if input.verbose {
        Console.error(
          stopwatch.report(heading: "\(input.displayName): check")
            + TextMeasurerChoice.report(layout.measurer))
      }
      if diagnosis.hasProblems { throw ExitCode.problemsFound }
      return
    }
    var stopwatch = Stopwatch()
    let (file, source) = try input.parse(&stopwatch)
    var failing: [String] = []
    var checks: [(device: CheckDevice, diagnosis: Diagnosis)] = []
    for (index, device) in devices.enumerated() {
      let layout = try input.build(file, device: device, source: source, &stopwatch)
      let diagnosis = check(layout, &stopwatch)
      if diagnosis.hasProblems { failing.append(device.name) }
      guard report == .text else {
        checks.append((device.checkDevice, diagnosis))
        continue
      }
      if index > 0 { Console.out("\n") }
      Console.out(
        "== \(device.name): \(device.displayName), \(device.sizeText), safe area \(device.safeAreaText)\n"
      )
      Console.out(CheckReport.text(diagnosis, title: "\(input.displayName) on \(device.name)"))
    }
    let count = devices.count
    let checked = "\(count) \(count == 1 ? "device" : "devices")"
    switch report {
    case .text:
      Console.out(
        failing.isEmpty
          ? "\n\(input.displayName): no problems on \(checked)\n"
          : "\n\(input.displayName): problems on \(failing.count) of \(checked): \(failing.joined(separator: ", "))\n"
      )
    case .json:
      OutputFile.writeStandardOutput(CheckJSONReport.write(devices: checks, file: self.file))
    case .sarif:
      OutputFile.writeStandardOutput(
        CheckSARIFReport.write(devices: checks, artifactURI: artifactURI))
    }
    if input.verbose {
      Console.error(stopwatch.report(heading: "\(input.displayName): check on \(checked)"))
    }
    if !failing.isEmpty { throw ExitCode.problemsFound }
  }

  /// The layout file as the JSON report names it; nil for standard input.
  private var file: String? { input.isStandardInput ? nil : input.file }

  /// The layout file as the SARIF report locates it; nil for standard input.
  private var artifactURI: CheckSARIFReport.ArtifactURI? {
    file.map {
      CheckSARIFReport.artifactURI(
        path: $0, currentDirectory: FileManager.default.currentDirectoryPath)
    }
  }

  /// Lays the layout out and diagnoses it.
  private func check(_ layout: BuiltLayout, _ stopwatch: inout Stopwatch) -> Diagnosis {
    layout.layOut()
    stopwatch.lap("layout")
    // The reports print no per-view lists: neither the file's constraints nor the engine's own
    // are gathered.
    let diagnosis = layout.diagnose(listsAffecting: false)
    stopwatch.lap("diagnose")
    return diagnosis
  }
}
