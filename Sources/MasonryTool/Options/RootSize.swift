import ArgumentParser
import AutoLayout

/// A root size on the command line: `390x844`.
struct RootSize: ExpressibleByArgument {
  var size: Size

  init?(argument: String) {
    let parts = argument.lowercased().split(separator: "x")
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      width >= 1, height >= 1, width <= 10_000_000, height <= 10_000_000
    else { return nil }
    size = Size(width: width, height: height)
  }
}
