import AutoLayout
import Foundation

/// How the feed cell's texts are measured: the one seam between the benchmark and a text engine, so
/// that a real one (Pango) can replace the estimator without touching either layout.
///
/// Both the Masonry side and the manual side measure through it, the same texts the same way.
protocol FeedTextMeasuring {
  /// The name the FEED line prints (`measurer=...`).
  var name: String { get }

  /// The size of `text` set at `fontSize`: on one line when `width` is nil, else wrapped at
  /// `width` onto at most `maxLines` lines (0 for no limit), the width being the widest line's.
  func size(of text: String, fontSize: Double, width: Double?, maxLines: Int) -> Size

  /// Forgets what was measured so far, so that one timed side's measurements do not answer
  /// the next side's (a measurer that keeps nothing does nothing).
  func forgetMeasurements()
}

extension FeedTextMeasuring {
  func forgetMeasurements() {}
}

/// The measurers the feed benchmark runs with: the built-in estimator, and Pango when the
/// package is built with its `Pango` trait; only the one named by the environment variable
/// `FEED_MEASURER` (`estimator` or `pango`) when it is set, so that an instruction count can
/// cover one.
func feedMeasurers() -> [any FeedTextMeasuring] {
  #if Pango
  let all: [any FeedTextMeasuring] = [EstimatorMeasurer(), PangoFeedMeasurer()]
  #else
  let all: [any FeedTextMeasuring] = [EstimatorMeasurer()]
  #endif
  guard let name = ProcessInfo.processInfo.environment["FEED_MEASURER"] else { return all }
  return all.filter { $0.name == name }
}

/// The built-in deterministic estimator: the metrics of MasonryRender's `TextMeasurer`
/// (every character 0.55 em wide, every line 1.2 em high, greedy wrapping at spaces, a word
/// longer than a line broken between characters, sizes rounded to millionths), computed on the
/// text's bytes so that it costs what a cache lookup would: the benchmark's texts are ASCII.
struct EstimatorMeasurer: FeedTextMeasuring {
  var name: String { "estimator" }
  let characterWidth = 0.55
  let lineHeight = 1.2

  func size(of text: String, fontSize: Double, width: Double?, maxLines: Int) -> Size {
    let advance = characterWidth * fontSize
    var (widest, lines) = (0, 0)
    var text = text
    text.withUTF8 { bytes in
      guard let width else {
        (widest, lines) = (bytes.count, bytes.isEmpty ? 0 : 1)
        return
      }
      // Characters a line: at least one, so that every line makes progress.
      let perLine = (width / advance + 1e-9).rounded(.down)
      let fit = perLine.isNaN ? 1 : max(1, Int(min(1e9, max(0, perLine))))
      (widest, lines) = EstimatorMeasurer.wrap(bytes, fit: fit, maxLines: maxLines)
    }
    return Size(
      width: rounded(Double(widest) * advance),
      height: rounded(Double(lines) * lineHeight * fontSize))
  }

  /// Greedy wrapping at spaces, `fit` characters a line: the widest line shown and the number
  /// of lines shown (at most `maxLines`, unless it is 0).
  private static func wrap(
    _ bytes: UnsafeBufferPointer<UInt8>, fit: Int, maxLines: Int
  ) -> (
    Int, Int
  ) {
    let space = UInt8(ascii: " ")
    var widest = 0
    var lines = 0
    var line = 0  // characters on the current line
    var index = 0
    func close(_ length: Int) -> Bool {
      widest = max(widest, length)
      lines += 1
      return maxLines > 0 && lines == maxLines
    }
    while index < bytes.count {
      var spaces = 0
      while index + spaces < bytes.count && bytes[index + spaces] == space { spaces += 1 }
      var end = index + spaces
      while end < bytes.count && bytes[end] != space { end += 1 }
      let word = end - index - spaces
      if line + spaces + word <= fit {
        line += spaces + word
      } else if word <= fit {
        if line > 0 && close(line) { return (widest, lines) }
        line = word
      } else {
        var rest = word
        if line > 0 {
          rest -= max(0, fit - line - spaces)
          if close(fit > line + spaces ? fit : line) { return (widest, lines) }
        }
        while rest > fit {
          if close(fit) { return (widest, lines) }
          rest -= fit
        }
        line = rest
      }
      index = end
    }
    if line > 0 || lines == 0 { _ = close(line) }
    return (widest, lines)
  }

  private func rounded(_ value: Double) -> Double {
    (value * 1_000_000).rounded() / 1_000_000
  }
}

/// The texts of one feed item, as LayoutFrameworkBenchmark's feed item has them.
struct FeedTexts {
  var action: String
  var posterName: String
  var posterHeadline: String
  var posterTime: String
  var posterComment: String
  var contentTitle: String
  var contentDomain: String
  var actorComment: String

  /// Texts of their own for cell `cell` in pass `pass` (0 for the first layout, 1 for the
  /// reuse pass): words drawn from a fixed list by a seeded generator, so that every run gets
  /// the same texts and no two cells share theirs.
  init(cell: Int, pass: Int) {
    var random = FeedRandom(seed: UInt64(cell) &* 7919 &+ UInt64(pass) &* 104_729 &+ 1)
    func words(_ range: ClosedRange<Int>) -> String {
      let count = range.lowerBound + random.below(range.upperBound - range.lowerBound + 1)
      var text = ""
      for k in 0..<count {
        if k > 0 { text += " " }
        text += FeedTexts.vocabulary[random.below(FeedTexts.vocabulary.count)]
      }
      return text
    }
    let first = FeedTexts.names[random.below(FeedTexts.names.count)]
    let last = FeedTexts.names[random.below(FeedTexts.names.count)]
    action = "\(first) \(pass == 0 ? "liked" : "shared") this \(cell)"
    posterName = "\(first) \(last)"
    posterHeadline = words(3...16)
    posterTime = "\(1 + random.below(59))m ago"
    posterComment = words(2...9)
    contentTitle = words(2...8)
    contentDomain =
      "\(FeedTexts.vocabulary[random.below(FeedTexts.vocabulary.count)])\(cell).example.com"
    actorComment = words(2...8)
  }

  static let names = [
    "Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Frances", "John", "Katherine",
    "Dennis", "Margaret", "Ken", "Radia", "Tim", "Hedy", "Niklaus",
  ]
  static let vocabulary = [
    "layout", "constraint", "solver", "view", "frame", "engine", "text", "label", "image",
    "cell", "feed", "shared", "posted", "article", "about", "the", "fast", "simple", "a",
    "incremental", "Cassowary", "Masonry", "Swift", "Linux", "benchmark", "measure", "width",
    "height", "priority", "hugging", "comment", "news", "today", "update", "release",
  ]
}

/// The benchmark's random numbers: a 64-bit linear congruential generator (Knuth's MMIX
/// constants), taking the high bits.
struct FeedRandom {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func below(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }
}
