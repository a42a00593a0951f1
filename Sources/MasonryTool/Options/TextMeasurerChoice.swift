import ArgumentParser
import MasonryPango
import MasonryRender

/// Which text measurer lays a file out: `--measurer estimator` or `--measurer pango`; Pango when
/// the tool was built with the Pango trait, the estimator otherwise.
enum TextMeasurerChoice: String, ExpressibleByArgument, CaseIterable {
  case estimator
  case pango

  /// Pango when this build has it.
  static var automatic: TextMeasurerChoice {
    PangoSupport.isAvailable ? .pango : .estimator
  }

  /// The measurer; exits with code 2, saying how to enable Pango, when it is asked for in a
  /// build without it.
  func make() throws -> any TextMeasuring {
    switch self {
    case .estimator:
      return TextMeasurer()
    case .pango:
      #if Pango
      return PangoTextMeasurer()
      #else
      Console.error("masonry: error: --measurer pango: \(PangoSupport.howToEnable)\n")
      throw ExitCode.badInput
      #endif
    }
  }

  /// What `--verbose` says of a measurer: its name, and for Pango what it did and how long it
  /// took (`text: Pango 1.50.12, 2 500 layouts, 1 230 from the cache, 41.2 ms`).
  static func report(_ measurer: any TextMeasuring) -> String {
    #if Pango
    if let pango = measurer as? PangoTextMeasurer {
      let statistics = pango.statistics
      let (seconds, attoseconds) = statistics.time.components
      let milliseconds = Double(seconds) * 1000 + Double(attoseconds) / 1e15
      return
        "  text measured by \(pango.name): \(statistics.layouts) layouts, \(statistics.cacheHits) from the cache, \(NumberText.format((milliseconds * 10).rounded() / 10)) ms\n"
    }
    #endif
    return "  text measured by the \(measurer.name) (0.55 em a character, 1.2 em a line)\n"
  }
}
