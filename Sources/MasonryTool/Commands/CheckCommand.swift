import ArgumentParser
import MasonryRender

/// `masonry check FILE`: prints the unsatisfiable sets and ambiguous views in the engine's
/// words; exits with 1 if there are any. On devices, a section per device.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Report unsatisfiable constraints and ambiguous views; exit code 1 if any.",
    discussion: """
      Each unsatisfiable set is printed as the engine reports it; ambiguous views are shown \
      in the engine's trace of the view tree, marked AMBIGUOUS LAYOUT. The last line counts \
      both. With --device or --all-devices the file is checked on each device in turn, a \
      section each, and a last line names the devices with problems. Exit codes: 0 no \
      problems, 1 problems found (on any device), 2 bad input.
      """)

  @OptionGroup var input: LayoutInput

  @Option(
    help: ArgumentHelp(
      "Check as on a device, or on each of a comma-separated list: its size, scale and safe area replace the file's root size, scale and safe area ('masonry devices' lists them).",
      valueName: "name[,name…]"))
  var device: String?

  @Flag(help: "Check on every device preset, a section each.")
  var allDevices = false

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
      Console.out(CheckReport.text(diagnosis, title: input.displayName))
      if input.verbose {
        Console.error(stopwatch.report(heading: "\(input.displayName): check"))
      }
      if diagnosis.hasProblems { throw ExitCode.problemsFound }
      return
    }
    var stopwatch = Stopwatch()
    let (file, source) = try input.parse(&stopwatch)
    var failing: [String] = []
    for (index, device) in devices.enumerated() {
      let layout = try input.build(file, device: device, source: source, &stopwatch)
      let diagnosis = check(layout, &stopwatch)
      if index > 0 { Console.out("\n") }
      Console.out(
        "== \(device.name): \(device.displayName), \(device.sizeText), safe area \(device.safeAreaText)\n"
      )
      Console.out(CheckReport.text(diagnosis, title: "\(input.displayName) on \(device.name)"))
      if diagnosis.hasProblems { failing.append(device.name) }
    }
    let count = devices.count
    let checked = "\(count) \(count == 1 ? "device" : "devices")"
    Console.out(
      failing.isEmpty
        ? "\n\(input.displayName): no problems on \(checked)\n"
        : "\n\(input.displayName): problems on \(failing.count) of \(checked): \(failing.joined(separator: ", "))\n"
    )
    if input.verbose {
      Console.error(stopwatch.report(heading: "\(input.displayName): check on \(checked)"))
    }
    if !failing.isEmpty { throw ExitCode.problemsFound }
  }

  /// Lays the layout out and diagnoses it.
  private func check(_ layout: BuiltLayout, _ stopwatch: inout Stopwatch) -> Diagnosis {
    layout.layOut()
    stopwatch.lap("layout")
    // The report prints no per-view lists: the engine's own constraints are not gathered.
    let diagnosis = Diagnosis(
      root: layout.root, reports: layout.reports, sources: layout.sources,
      listsEngineConstraints: false)
    stopwatch.lap("diagnose")
    return diagnosis
  }
}
