import AutoLayout
import MasonryRender
import Testing

@Suite("Diagnosis and check")
struct DiagnosisTests {
  @Test("a conflict is reported in the engine's words, naming the views in it")
  func conflict() throws {
    let layout = try ExampleFiles.laidOut("conflict.json")
    let diagnosis = Diagnosis(root: layout.root, reports: layout.reports, sources: layout.sources)
    #expect(diagnosis.reports.count == 1)
    #expect(diagnosis.conflictingViews == ["root", "card"])
    #expect(diagnosis.ambiguousViews.isEmpty)
    #expect(diagnosis.hasProblems)
    let text = CheckReport.text(diagnosis, title: "conflict.json")
    #expect(text.hasPrefix(layout.reports[0].consoleText))
    #expect(text.hasSuffix("conflict.json: 1 unsatisfiable constraint set, 0 ambiguous views\n"))
    // Pinned 16 from each side of 320 and 320 wide cannot all hold; the width is broken, so
    // the card keeps its 288.
    #expect(layout.views["card"]?.frame.width == 288)
  }

  @Test("ambiguous views are those the engine calls ambiguous, shown in its trace")
  func ambiguity() throws {
    let layout = try ExampleFiles.laidOut("ambiguity.json")
    let diagnosis = Diagnosis(root: layout.root, reports: layout.reports, sources: layout.sources)
    #expect(diagnosis.ambiguousViews == ["note", "slider"])
    #expect(diagnosis.trace == layout.root.autolayoutTrace())
    #expect(diagnosis.trace?.contains("*TextView:note (8, 0, 79, 16) - AMBIGUOUS LAYOUT") == true)
    #expect(
      CheckReport.summary(diagnosis, title: "a")
        == "a: 0 unsatisfiable constraint sets, 2 ambiguous views (note, slider)")
  }

  @Test("a clean layout has nothing to report")
  func clean() throws {
    let layout = try ExampleFiles.laidOut("equations.json")
    let diagnosis = Diagnosis(root: layout.root, reports: layout.reports)
    #expect(!diagnosis.hasProblems)
    #expect(diagnosis.trace == nil)
    #expect(
      CheckReport.text(diagnosis, title: "e")
        == "e: 0 unsatisfiable constraint sets, 0 ambiguous views\n")
  }

  @Test("without the search for ambiguity, the summary says so instead of counting none")
  func ambiguityNotLookedFor() throws {
    let layout = try ExampleFiles.laidOut("ambiguity.json")
    let diagnosis = Diagnosis(root: layout.root, reports: [], findsAmbiguity: false)
    #expect(!diagnosis.hasProblems)
    #expect(
      CheckReport.summary(diagnosis, title: "a")
        == "a: 0 unsatisfiable constraint sets, ambiguity not looked for (masonry check looks for it)"
    )
  }

  @Test("the constraints affecting each view are the engine's, in the engine's order")
  func affecting() throws {
    for name in ExampleFiles.names {
      let layout = try ExampleFiles.laidOut(name)
      let diagnosis = Diagnosis(
        root: layout.root, reports: layout.reports, sources: layout.sources, findsAmbiguity: false)
      for (id, view) in layout.views {
        let engine = [Axis.horizontal, .vertical].flatMap { axis in
          view.constraintsAffectingLayout(for: axis).map { (axis, Diagnosis.equation($0)) }
        }
        let ours = (diagnosis.affecting[id] ?? []).map { ($0.axis, $0.equation) }
        #expect(ours.map(\.0) == engine.map(\.0), "\(name): \(id)")
        #expect(ours.map(\.1) == engine.map(\.1), "\(name): \(id)")
      }
    }
  }
}
