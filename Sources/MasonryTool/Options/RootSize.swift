import ArgumentParser
import AutoLayout

/// A root size on the command line: `390x844`, each side from 1 to 10 000 000 points.
struct RootSize: ExpressibleByArgument {
  /// Why a size could not be read, with the form and the range it must have.
  struct Invalid: Error, CustomStringConvertible {
    var description: String
  }

  /// The sides' range.
  static let sides: ClosedRange<Double> = 1...10_000_000

  var size: Size

  init?(argument: String) {
    guard let size = try? RootSize.parse(argument) else { return nil }
    self = size
  }

  private init(size: Size) {
    self.size = size
  }

  /// Reads `WIDTHxHEIGHT`, or says what is wrong with it: the form, or the range of a side.
  static func parse(_ argument: String) throws -> RootSize {
    let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    let form = "a size is WIDTHxHEIGHT in points, such as 390x844"
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) else {
      throw Invalid(description: form)
    }
    for (name, side) in [("width", width), ("height", height)] where !sides.contains(side) {
      throw Invalid(
        description:
          "the \(name) must be from 1 to 10000000 points, not \(NumberFormat.plain(side))")
    }
    return RootSize(size: Size(width: width, height: height))
  }
}

/// Numbers as the tool's messages write them.
enum NumberFormat {
  /// `-5`, `0.5`, `1e+20`: whole numbers without a fraction.
  static func plain(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
  }
}
