import AutoLayout
import Foundation
import MasonryRender
import TestSupport
import Testing

/// Feeds mutated layout files, equations and visual formats through the whole pipeline — read,
/// decode, build, lay out, write — and checks that nothing traps and that every failure is a
/// ``LayoutFileError`` placed inside the file.
///
/// It is seeded, so a failure repeats; the count is `MASONRY_FUZZ_COUNT` (10 000 by default), split
/// over parallel chunks.
@Suite("Fuzz: mutated layout files")
struct FuzzTests {
  static let count = Int(ProcessInfo.processInfo.environment["MASONRY_FUZZ_COUNT"] ?? "") ?? 10_000
  static let chunks = 8

  /// Tokens that tend to reach interesting code: JSON and YAML syntax, odd numbers, equation
  /// and format symbols, names the files use, and characters outside ASCII.
  static let tokens = [
    "{", "}", "[", "]", "\"", ",", ":", " ", "\n", "\t", "-", "0", "-0", "1e999", "1e308", "1e-320",
    "NaN", "Infinity", "-1", "1001", "0.5", "true", "null", "\\", "\\u", "\\ud800", "\u{0}", "é",
    "😀", "==", "<=", ">=", "=", "@", "*", "/", "+", ".", "|", "H:", "V:", "(", ")", "(>=", "@0",
    "root", "superview", "card", "title", "margins", "safeArea", ".top", ".width", "leading",
    "&a", "*a", "? ", "#", "'", "!!str ", "\"parent\": \"card\"", "\"id\": \"card\"",
    "\"hidden\": true", "\"frame\": {\"x\": 1, \"y\": 2, \"width\": 3, \"height\": 4}",
    // Stacks: their object, names and arrangement.
    "\"stack\": {}", "\"stack\": {\"axis\": \"vertical\"}", "\"arranged\": [\"card\"]",
    "\"customSpacing\": {\"title\": -8}", "\"spacing\": \"system\"", "\"parent\": \"settings\"",
    "fillEqually", "equalCentering", "firstBaseline", "vertical", "system",
  ]

  /// The examples as seeds, with their formats.
  static let seeds: [(name: String, text: String)] = ExampleFiles.names.compactMap { name in
    (try? ExampleFiles.text(name)).map { (name, $0) }
  }

  /// Equations and formats to mutate on their own.
  static let constraintSeeds = [
    "title.top == card.top + 20 @750", "avatar.width == avatar.height",
    "label.leading >= avatar.trailing + 8", "card.width == 0.5 * root.width - 8",
    "a.top == root.safeArea.top + pad", "H:|-[avatar(48)]-12-[name]-|",
    "V:|-(top)-[title]-24-[email(field)]-12-[password(==email)]", "H:|-(>=8,==20@750)-[a(<=b)]-|",
    "V:[a]-8-[b]", "H:[a(==b@500)][b]|",
  ]

  @Test("every example is a seed, the stack examples among them")
  func seedsCoverExamples() {
    let names = FuzzTests.seeds.map(\.name)
    #expect(names == ExampleFiles.names)
    for name in ["settings.json", "stack-distributions.yaml", "stack-conflict.json"] {
      #expect(names.contains(name), "\(name) is not mutated")
    }
  }

  @Test("no input traps; every failure is a located error", arguments: 0..<chunks)
  func fuzz(chunk: Int) throws {
    var random = SplitMix64(seed: 0x6D61_736F_6E72 &+ UInt64(chunk))
    let share = (FuzzTests.count + FuzzTests.chunks - 1) / FuzzTests.chunks
    var failures = 0
    for index in 0..<share {
      let (text, file) = input(index, &random)
      if try !run(text, file: file) { failures += 1 }
    }
    // The mutations are meant to break files, but not all of them: many must get through to
    // layout and the writers, or the fuzz tests only the readers.
    // About a fifth lay out with this seed; ask for a tenth.
    #expect((share - failures) * 10 >= share)
    #expect(failures > 0)
  }

  /// The `index`th input of a chunk: a byte-level mutation of an example, a mutation of its
  /// values, or a file around a mutated constraint.
  private func input(_ index: Int, _ random: inout SplitMix64) -> (String, String) {
    switch index % 3 {
    case 0:
      let seed = random.pick(FuzzTests.seeds)
      return (mutateText(seed.text, &random), seed.name)
    case 1:
      let seed = random.pick(FuzzTests.seeds.filter { $0.name.hasSuffix(".json") })
      return (mutateValues(seed.text, &random), seed.name)
    default:
      let constraint = mutateText(random.pick(FuzzTests.constraintSeeds), &random, edits: 2)
      let quoted =
        (try? JSONSerialization.data(withJSONObject: [constraint])).map {
          String(decoding: $0, as: UTF8.self)
        } ?? "[]"
      let json = """
        {"root": {"width": 320, "height": 480},
         "metrics": {"pad": 8, "top": 20, "field": 44},
         "views": [{"id": "card"}, {"id": "title", "parent": "card", "text": "T"},
           {"id": "avatar"}, {"id": "name"}, {"id": "label"}, {"id": "a"}, {"id": "b"},
           {"id": "email"}, {"id": "password"}],
         "constraints": \(quoted)}
        """
      return (json, "constraint.json")
    }
  }

  /// Up to `edits` random insertions, deletions, replacements and duplications.
  private func mutateText(_ text: String, _ random: inout SplitMix64, edits: Int = 4) -> String {
    var scalars = Array(text.unicodeScalars)
    for _ in 0...random.below(edits) {
      let at = random.below(scalars.count + 1)
      switch random.below(5) {
      case 0:
        scalars.insert(contentsOf: random.pick(FuzzTests.tokens).unicodeScalars, at: at)
      case 1 where !scalars.isEmpty:
        let end = min(scalars.count, at + 1 + random.below(8))
        scalars.removeSubrange(min(at, scalars.count - 1)..<end)
      case 2 where at < scalars.count:
        scalars.replaceSubrange(at...at, with: random.pick(FuzzTests.tokens).unicodeScalars)
      case 3 where !scalars.isEmpty:
        let start = min(at, scalars.count - 1)
        let end = min(scalars.count, start + random.below(40))
        scalars.insert(contentsOf: scalars[start..<end], at: random.below(scalars.count + 1))
      default:
        let start = min(at, scalars.count)
        let end = min(scalars.count, start + 1)
        scalars.removeSubrange(start..<end)
      }
    }
    var result = ""
    result.unicodeScalars.append(contentsOf: scalars)
    return result
  }

  /// The example with one or two of its values changed — a number to an extreme, a string to
  /// another id or to mutated text, an element dropped, repeated or moved (which makes unknown
  /// parents, cycles and duplicates) — so that the JSON stays valid and reaches the builder and
  /// the engine.
  private func mutateValues(_ text: String, _ random: inout SplitMix64) -> String {
    guard var object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) else { return text }
    let numbers: [Double] = [0, -1, 1, 1e7, -1e7, 1e6 + 0.5, 0.001, 999.999, 1000, 1e-9, 3, 0.5]
    let names = [
      "root", "card", "avatar", "name", "title", "label", "superview", "x", "", "system",
      "vertical", "fillProportionally", "equalSpacing", "lastBaseline", "settings", "nameRow",
    ]
    /// Changes one leaf (or one array) somewhere below `value`.
    func mutateOne(_ value: Any) -> Any {
      switch value {
      case let dictionary as [String: Any]:
        guard let key = dictionary.keys.sorted().randomElement(using: &random) else { return value }
        var copy = dictionary
        copy[key] = random.below(10) == 0 ? nil : mutateOne(dictionary[key] as Any)
        return copy
      case let array as [Any]:
        guard !array.isEmpty else { return value }
        var copy = array
        let index = random.below(array.count)
        switch random.below(6) {
        case 0: copy.remove(at: index)
        case 1: copy.append(array[index])
        case 2: copy.swapAt(index, random.below(array.count))
        default: copy[index] = mutateOne(array[index])
        }
        return copy
      case let string as String:
        return random.below(2) == 0 ? random.pick(names) : mutateText(string, &random, edits: 1)
      case let number as NSNumber:
        let sign: Double = number.doubleValue < 0 ? -1 : 1
        return random.below(3) == 0 ? Double(random.below(2000)) - 500 : random.pick(numbers) * sign
      default:
        return value
      }
    }
    for _ in 0...random.below(2) { object = mutateOne(object) }
    guard let data = try? JSONSerialization.data(withJSONObject: object) else { return text }
    return String(decoding: data, as: UTF8.self)
  }

  /// Runs the pipeline; true if the input laid out, false if it failed with a located error.
  private func run(_ text: String, file: String) throws -> Bool {
    let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
    do {
      let layout = try ExampleFiles.build(text, file: file)
      layout.layOut()
      let scene = layout.scene()
      for node in scene.nodes {
        let f = node.absoluteFrame
        let finite = [f.minX, f.minY, f.width, f.height].allSatisfy { $0.isFinite }
        #expect(finite, "\(file): \(text)")
      }
      _ = SVGWriter.write(scene)
      _ = FramesJSONWriter.write(scene)
      _ = FrameTableWriter.write(scene)
      return true
    } catch {
      let line = error.location.line
      let inside =
        line >= 1 && line <= lines.count && error.location.column >= 1
        && error.location.column <= lines[line - 1].count + 1
      #expect(inside, "\(error) is not inside the file:\n\(text)")
      #expect(!error.message.isEmpty)
      #expect(error.file == file)
      return false
    }
  }
}
