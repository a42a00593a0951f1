import Foundation

/// Headless Chromium (Debian's `chromium`), for the tests that check Pango against a browser:
/// loads a page from a file and returns the DOM after its scripts ran.
enum HeadlessChromium {
  /// The first of chromium, chromium-browser and google-chrome on PATH, if any.
  static let path: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for name in ["chromium", "chromium-browser", "google-chrome"] {
      for directory in path.split(separator: ":") {
        let candidate = "\(directory)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      }
    }
    return nil
  }()

  /// Why a test that needs Chromium is skipped.
  static let missing =
    "no chromium, chromium-browser or google-chrome on PATH: install Debian's chromium package"

  /// Loads `page` (a file) and returns the DOM once its scripts have run, giving the page `budget`
  /// milliseconds of virtual time; the page may load fonts from files.
  ///
  /// Gives up after three minutes.
  static func dumpDOM(of page: URL, budget: Int = 30_000) throws -> String {
    let browser = try path.orThrow("chromium is not installed")
    let directory = page.deletingLastPathComponent()
    let output = directory.appendingPathComponent("dom-\(UUID().uuidString).html")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: output) }
    let handle = try FileHandle(forWritingTo: output)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: browser)
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
      "--allow-file-access-from-files", "--user-data-dir=\(directory.path)/profile",
      "--virtual-time-budget=\(budget)", "--dump-dom", page.absoluteString,
    ]
    process.standardOutput = handle
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(180)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning { process.terminate() }
    try handle.close()
    return try String(contentsOf: output, encoding: .utf8)
  }
}

extension Optional {
  /// The value, or an error saying `message`.
  func orThrow(_ message: String) throws -> Wrapped {
    guard let self else { throw OracleError(message: message) }
    return self
  }
}

/// A test's setup went wrong.
struct OracleError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
