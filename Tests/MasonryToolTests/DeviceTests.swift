import AutoLayout
import Foundation
import Testing

@testable import MasonryTool

/// The device presets of `--device`, and the commands that take them.
@Suite("Device presets")
struct DeviceTests {
  @Test("the presets: points, scale and safe area of each, portrait and landscape")
  func figures() throws {
    func device(_ name: String) throws -> Device { try #require(Device.named(name)) }
    // Apple's sizes in points and scales; the safe areas UIKit reports.
    let expected: [(String, Double, Double, Double, EdgeInsets)] = [
      ("iphone-se", 375, 667, 2, EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
      ("iphone-se-landscape", 667, 375, 2, .zero),
      ("iphone-16e", 390, 844, 3, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
      ("iphone-16", 393, 852, 3, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
      ("iphone-16-landscape", 852, 393, 3, EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
      ("iphone-16-plus", 430, 932, 3, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
      ("iphone-16-pro", 402, 874, 3, EdgeInsets(top: 62, left: 0, bottom: 34, right: 0)),
      ("iphone-16-pro-max", 440, 956, 3, EdgeInsets(top: 62, left: 0, bottom: 34, right: 0)),
      (
        "iphone-16-pro-max-landscape", 956, 440, 3,
        EdgeInsets(top: 0, left: 62, bottom: 21, right: 62)
      ),
      ("ipad", 820, 1180, 2, EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
      ("ipad-pro-11", 834, 1210, 2, EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
      ("ipad-pro-13", 1032, 1376, 2, EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
      ("ipad-pro-13-landscape", 1376, 1032, 2, EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
      ("desktop", 1280, 800, 2, .zero),
    ]
    for (name, width, height, scale, safeArea) in expected {
      let preset = try device(name)
      #expect(preset.size == Size(width: width, height: height), "\(name)")
      #expect(preset.scale == scale, "\(name)")
      #expect(preset.safeArea == safeArea, "\(name)")
    }
    // Every phone and iPad has its landscape twin: the size turned, the safe area moved.
    for preset in Device.all where preset.name != "desktop" && !preset.name.hasSuffix("-landscape")
    {
      let turned = try device(preset.name + "-landscape")
      #expect(turned.size == Size(width: preset.size.height, height: preset.size.width))
      #expect(turned.scale == preset.scale)
      if preset.name.hasPrefix("iphone") && preset.safeArea.bottom == 34 {
        let side = preset.safeArea.top
        #expect(turned.safeArea == EdgeInsets(top: 0, left: side, bottom: 21, right: side))
      }
    }
    #expect(Set(Device.all.map(\.name)).count == Device.all.count, "names are unique")
  }

  @Test("names: any case, spaces for hyphens, lists; near misses are suggested")
  func names() throws {
    #expect(Device.named("iPhone 16 Pro")?.name == "iphone-16-pro")
    #expect(Device.named("IPAD_PRO_11")?.name == "ipad-pro-11")
    #expect(try Device.list("iphone-se,ipad,iphone-se").map(\.name) == ["iphone-se", "ipad"])
    #expect(Device.suggestions(for: "iphone-16-pr") == ["iphone-16-pro"])
    #expect(Device.suggestions(for: "ipad-pro-12") == ["ipad-pro-11", "ipad-pro-13"])
    #expect(Device.suggestions(for: "iphone16") == ["iphone-16"])
    #expect(Device.suggestions(for: "ipad-pro").contains("ipad-pro-11"))
    #expect(Device.suggestions(for: "galaxy-s24") == [])
    #expect(throws: UnknownDevice.self) { try Device.list("iphone-se,pixel") }
    let message = UnknownDevice(name: "iphone-16-pr").description
    #expect(message.hasPrefix("unknown device 'iphone-16-pr'; did you mean 'iphone-16-pro'?"))
    #expect(message.contains("iphone-se, iphone-16e, iphone-16,"))
    #expect(message.contains("'masonry devices' lists them"))
  }

  /// Runs `masonry` to its end.
  private func masonry(
    _ arguments: [String]
  ) throws -> (
    status: Int32?, output: String, error: String
  ) {
    let run = try BackgroundMasonry(arguments)
    let status = run.wait(timeout: 120)
    return (status, run.output, run.error)
  }

  @Test(
    "masonry devices lists every preset", .enabled(if: CommandLine.masonry != nil))
  func devicesCommand() throws {
    let run = try masonry(["devices"])
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n")
    #expect(lines.first?.hasPrefix("device ") == true)
    #expect(lines.count == Device.all.count + 1)
    #expect(
      run.output.contains(
        "iphone-16-pro-landscape      874 × 402 @3x    left 62, bottom 21, right 62  iPhone 16 Pro, landscape"
      ))
  }

  @Test(
    "render --device lays out at the device's size, scale and safe area",
    .enabled(if: CommandLine.masonry != nil))
  func render() throws {
    let run = try masonry(["render", "--device", "iphone-16", "Examples/margins-safe-area.json"])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("margins-safe-area.json: 393 × 852, scale 3\n"))
    // The header sits on the safe area's top: 59 on this device (the file says 47).
    let portrait = try masonry([
      "render", "--device", "iphone-16", "Examples/margins-safe-area.json", "--json", "-",
    ])
    #expect(portrait.output.contains(#""root": {"width": 393, "height": 852, "scale": 3}"#))
    #expect(portrait.output.contains(#""absolute": {"x": 20, "y": 59, "width": 353,"#))
    // In landscape the safe area's 59 moves to the sides (the panel follows its leading edge)
    // and 21 stays at the bottom (the footer ends there). The root's margins are inset from
    // the safe area (insetsLayoutMarginsFromSafeArea, additive): the footer, between them,
    // starts at 59 + 20.
    let landscape = try masonry([
      "render", "--device", "iphone-16-landscape", "Examples/margins-safe-area.json", "--json",
      "-",
    ])
    #expect(landscape.output.contains(#""root": {"width": 852, "height": 393, "scale": 3}"#))
    #expect(landscape.output.contains(#"{"id": "panel", "parent": "root", "frame": {"x": 59,"#))
    #expect(
      landscape.output.contains(#""absolute": {"x": 79, "y": 316, "width": 694, "height": 56}"#))
    let both = try masonry([
      "render", "--device", "ipad", "--size", "100x100", "Examples/equations.json",
    ])
    #expect(both.status == 64)
    #expect(both.error.contains("--device and --size both set the root's size"))
    let list = try masonry(["render", "--device", "ipad,iphone-se", "Examples/equations.json"])
    #expect(list.status == 64)
    let unknown = try masonry([
      "render", "--device", "iphone-se-landscap", "Examples/equations.json",
    ])
    #expect(unknown.status == 64)
    #expect(unknown.error.contains("did you mean 'iphone-se-landscape'?"))
    #expect(try masonry(["render", "--help"]).output.contains("replace the file's root size"))
  }

  /// A file that is fine on a wide screen and not on a narrow one: a box at least 500 wide
  /// inside the root.
  private func narrowFailing() throws -> URL {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "masonry-wide-\(UUID().uuidString).json")
    try Data(
      """
      {
        "root": {"width": 600, "height": 400},
        "views": [{"id": "box"}],
        "constraints": ["box.width >= 500", "box.width == 520 @250",
          "box.leading >= root.leading", "box.trailing <= root.trailing",
          "box.centerX == root.centerX", "V:|-[box(40)]"]
      }

      """.utf8
    ).write(to: file)
    return file
  }

  @Test(
    "check --device: a section per device, exit 1 if any has a problem",
    .enabled(if: CommandLine.masonry != nil))
  func checkDevices() throws {
    let file = try narrowFailing()
    defer { try? FileManager.default.removeItem(at: file) }
    let wide = try masonry(["check", "--device", "ipad,desktop", file.path])
    #expect(wide.status == 0)
    #expect(
      wide.output.hasPrefix("== ipad: iPad (A16), 820 × 1180 @2x, safe area top 24, bottom 20\n"))
    #expect(
      wide.output.contains(
        "\n== desktop: Desktop window (Retina), 1280 × 800 @2x, safe area none\n"))
    #expect(wide.output.hasSuffix("\(file.path): no problems on 2 devices\n"))
    let mixed = try masonry(["check", "--device", "ipad,iphone-se", file.path])
    #expect(mixed.status == 1)
    #expect(mixed.output.contains("\(file.path) on iphone-se: 1 unsatisfiable constraint set"))
    #expect(mixed.output.hasSuffix("\(file.path): problems on 1 of 2 devices: iphone-se\n"))
  }

  @Test(
    "check --all-devices checks every preset in one run; exit 0 only if none has a problem",
    .enabled(if: CommandLine.masonry != nil))
  func checkAllDevices() throws {
    let clean = try masonry(["check", "--all-devices", "Examples/equations.json"])
    #expect(clean.status == 0)
    #expect(clean.output.components(separatedBy: "\n== ").count == Device.all.count)
    #expect(
      clean.output.hasSuffix(
        "Examples/equations.json: no problems on \(Device.all.count) devices\n"))
    let file = try narrowFailing()
    defer { try? FileManager.default.removeItem(at: file) }
    let narrow = try masonry(["check", "--all-devices", file.path])
    #expect(narrow.status == 1)
    // Every portrait phone is narrower than 500 points; every landscape phone and iPad is not.
    let failing = Device.all.filter { $0.size.width < 500 }.map(\.name)
    #expect(
      narrow.output.hasSuffix(
        "problems on \(failing.count) of \(Device.all.count) devices: \(failing.joined(separator: ", "))\n"
      ))
    let conflict = try masonry(["check", "--all-devices", "Examples/conflict.json"])
    #expect(conflict.status == 1)
    let both = try masonry(["check", "--all-devices", "--device", "ipad", file.path])
    #expect(both.status == 64)
    let bad = try masonry(["check", "--all-devices", "Examples/none.json"])
    #expect(bad.status == 2)
  }

  @Test(
    "check --device --report json: an array of the devices' reports, each with its device",
    .enabled(if: CommandLine.masonry != nil))
  func checkDevicesJSON() throws {
    let file = try narrowFailing()
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try masonry(["check", "--device", "ipad,iphone-se", "--report", "json", file.path])
    #expect(run.status == 1)
    #expect(run.error.isEmpty)
    let reports = try #require(
      JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
    #expect(reports.count == 2)
    #expect(reports.allSatisfy { $0["format"] as? String == "masonry-check" })
    #expect(reports.allSatisfy { $0["version"] as? Int == 1 })
    #expect(reports.allSatisfy { $0["file"] as? String == file.path })
    let devices = reports.compactMap { $0["device"] as? [String: Any] }
    #expect(devices.map { $0["name"] as? String } == ["ipad", "iphone-se"])
    let phone = devices[1]
    #expect(phone["displayName"] as? String == "iPhone SE (3rd generation)")
    #expect(phone["width"] as? Int == 375 && phone["height"] as? Int == 667)
    #expect(phone["scale"] as? Int == 2)
    #expect(
      phone["safeArea"] as? [String: Int] == ["top": 20, "left": 0, "bottom": 0, "right": 0])
    let problems = reports.map { ($0["summary"] as? [String: Any])?["hasProblems"] as? Bool }
    #expect(problems == [false, true])
    // The phone's set is its own: its root is 375 wide.
    let sets = try #require(reports[1]["unsatisfiable"] as? [[String: Any]])
    let equations = (sets.first?["constraints"] as? [[String: Any]])?.compactMap {
      $0["equation"] as? String
    }
    #expect(equations?.contains("box.width >= 500") == true)
    // One device is an array of one: the shape follows the options, not the count.
    let one = try masonry(["check", "--device", "ipad", "--report", "json", file.path])
    #expect(one.status == 0)
    let single = try #require(
      JSONSerialization.jsonObject(with: Data(one.output.utf8)) as? [[String: Any]])
    #expect(single.count == 1)
  }

  @Test(
    "check --all-devices --report sarif: a run per device, valid against the SARIF schema",
    .enabled(if: CommandLine.masonry != nil))
  func checkAllDevicesSARIF() throws {
    let file = try narrowFailing()
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try masonry(["check", "--all-devices", "--report", "sarif", file.path])
    #expect(run.status == 1)
    let log = try #require(
      JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == Device.all.count)
    let ids = runs.map { ($0["automationDetails"] as? [String: String])?["id"] }
    #expect(ids == Device.all.map { "masonry-check/\($0.name)/" })
    let names = runs.map {
      (($0["properties"] as? [String: Any])?["device"] as? [String: Any])?["name"] as? String
    }
    #expect(names == Device.all.map(\.name))
    // Results only on the devices narrower than the box's 500 points, each message saying which.
    for (device, deviceRun) in zip(Device.all, runs) {
      let results = try #require(deviceRun["results"] as? [[String: Any]])
      #expect(results.isEmpty == (device.size.width >= 500), "\(device.name)")
      for result in results {
        let text = (result["message"] as? [String: String])?["text"] ?? ""
        #expect(text.hasPrefix("On \(device.name) (\(device.sizeText)): "))
      }
    }
    let directory = try ToolRun.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let sarif = directory.appendingPathComponent("devices.sarif")
    try Data(run.output.utf8).write(to: sarif)
    let validation = try ToolRun.shell(
      "python3 -c 'import jsonschema' 2>/dev/null || exit 77; python3 Scripts/validate_sarif.py "
        + sarif.path)
    guard validation.status != 77 else {
      // Without jsonschema there is nothing to validate with; CI installs it.
      return
    }
    #expect(validation.status == 0, "\(validation.output)")
    #expect(validation.output.contains("valid SARIF 2.1.0"))
  }
}
