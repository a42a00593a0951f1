import AutoLayout
import Foundation
import MasonryRender
import TestSupport
import Testing

/// Random layout files of nested stacks — every axis, distribution and alignment, spacings
/// negative, zero and "system", custom spacings, margins- and baseline-relative arrangement,
/// hidden views, views with and without intrinsic sizes, stacks sized and unsized, and now and
/// then a constraint that fights a stack — built, laid out, checked and written: nothing traps,
/// and every frame is finite.
///
/// Seeded, so a failure repeats; `MASONRY_FUZZ_COUNT` scales it (10 000 gives 500 files).
@Suite("Fuzz: random stacks")
struct StackFuzzTests {
  static let count = max(
    50, (Int(ProcessInfo.processInfo.environment["MASONRY_FUZZ_COUNT"] ?? "") ?? 10_000) / 20)

  @Test("random nested stacks build, lay out, check and write without trapping")
  func randomStacks() throws {
    var random = SplitMix64(seed: 0x5354_4143_4B53)
    var laidOut = 0
    for index in 0..<StackFuzzTests.count {
      let json = randomFile(&random)
      let layout: BuiltLayout
      do {
        layout = try build(json, file: "stacks-\(index).json")
      } catch {
        Issue.record("a generated file is refused: \(error)\n\(json)")
        continue
      }
      layout.layOut()
      let scene = layout.scene()
      for node in scene.nodes {
        let f = node.absoluteFrame
        #expect([f.minX, f.minY, f.width, f.height].allSatisfy { $0.isFinite }, "\(json)")
      }
      _ = SVGWriter.write(scene)
      _ = FramesJSONWriter.write(scene)
      let diagnosis = layout.diagnose(listsAffecting: false)
      _ = CheckReport.text(diagnosis, title: "stacks.json")
      _ = CheckJSONReport.write(diagnosis, file: "stacks.json")
      laidOut += 1
    }
    #expect(laidOut == StackFuzzTests.count)
  }

  /// A file of one to three top-level stacks, nested up to three deep.
  private func randomFile(_ random: inout SplitMix64) -> String {
    var views: [String] = []
    var constraints: [String] = []
    var next = 0
    func name(_ prefix: String) -> String {
      next += 1
      return "\(prefix)\(next)"
    }
    func spacing() -> String {
      random.chance(0.2) ? #""system""# : String(random.pick([-12, -1, 0, 2.5, 8, 20, 40]))
    }
    /// Declares a stack (and its views) under `parent`; returns its id.
    func stack(parent: String?, depth: Int) -> String {
      let id = name("s")
      var children: [String] = []
      for _ in 0..<random.below(6) {
        if depth < 3 && random.chance(0.3) {
          children.append(stack(parent: id, depth: depth + 1))
          continue
        }
        let child = name("v")
        var fields = [#""id": "\#(child)""#, #""parent": "\#(id)""#]
        switch random.below(3) {
        case 0:
          let text = random.pick(["A", "Label", "Two\nlines", "A longer label", ""])
          let quoted = text.replacingOccurrences(of: "\n", with: "\\n")
          fields.append(#""text": "\#(quoted)", "fontSize": \#(random.pick([10, 17, 20, 40]))"#)
        case 1:
          let width = random.chance(0.2) ? "null" : String(random.pick([0, 10, 24, 51, 100]))
          let height = random.chance(0.2) ? "null" : String(random.pick([0, 12, 24, 32]))
          fields.append(#""intrinsicSize": {"width": \#(width), "height": \#(height)}"#)
        default:
          break
        }
        if random.chance(0.2) { fields.append(#""hidden": true"#) }
        if random.chance(0.3) {
          fields.append(#""hugging": \#(random.pick([1, 249, 251, 750, 1000]))"#)
        }
        if random.chance(0.1) {
          fields.append(#""compressionResistance": \#(random.pick([1, 749, 1000]))"#)
        }
        views.append("{" + fields.joined(separator: ", ") + "}")
        children.append(child)
      }
      var stackFields = [
        #""axis": "\#(random.pick(["horizontal", "vertical"]))""#,
        #""distribution": "\#(random.pick(["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]))""#,
        #""alignment": "\#(random.pick(["fill", "leading", "top", "center", "trailing", "bottom", "firstBaseline", "lastBaseline"]))""#,
        #""spacing": \#(spacing())"#,
      ]
      if random.chance(0.3) { stackFields.append(#""marginsRelative": true"#) }
      if random.chance(0.3) { stackFields.append(#""baselineRelative": true"#) }
      var arranged = children
      if random.chance(0.3) {
        // An order of its own, perhaps leaving a subview out.
        arranged.shuffle(using: &random)
        if !arranged.isEmpty && random.chance(0.3) { arranged.removeLast() }
        stackFields.append(
          #""arranged": [\#(arranged.map { "\"\($0)\"" }.joined(separator: ", "))]"#)
      }
      if !arranged.isEmpty && random.chance(0.4) {
        stackFields.append(#""customSpacing": {"\#(random.pick(arranged))": \#(spacing())}"#)
      }
      var fields = [#""id": "\#(id)""#]
      if let parent { fields.append(#""parent": "\#(parent)""#) }
      fields.append(#""stack": {\#(stackFields.joined(separator: ", "))}"#)
      if random.chance(0.2) { fields.append(#""hidden": true"#) }
      if random.chance(0.3) { fields.append(#""margins": \#(random.pick([0, 4, 16]))"#) }
      // Parents may be declared after their children.
      views.insert("{" + fields.joined(separator: ", ") + "}", at: random.below(views.count + 1))
      return id
    }
    for _ in 0...random.below(3) {
      let id = stack(parent: nil, depth: 1)
      constraints.append(#""\#(id).leading == root.leading + \#(random.below(40))""#)
      constraints.append(#""\#(id).top == root.top + \#(random.below(200))""#)
      if random.chance(0.5) {
        constraints.append(#""\#(id).width == \#(random.pick([0, 100, 320]))""#)
      }
      if random.chance(0.3) {
        constraints.append(#""\#(id).height == \#(random.pick([0, 50, 400]))""#)
      }
    }
    if random.chance(0.2), let view = views.randomElement(using: &random),
      let id = view.split(separator: "\"").dropFirst(3).first
    {
      // A required size that may fight a stack's constraints.
      constraints.append(#""\#(id).width == \#(random.pick([0, 30, 500]))""#)
    }
    return """
      {"root": {"width": 320, "height": 480, "scale": \(random.pick([1, 2, 3]))},
       "views": [\(views.joined(separator: ",\n  "))],
       "constraints": [\(constraints.joined(separator: ", "))]}
      """
  }
}
