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

  @Test(
    "the constraints affecting each view are the engine's, in the engine's order: the file's, then the engine's own on each axis"
  )
  func affecting() throws {
    for name in ExampleFiles.names {
      let layout = try ExampleFiles.laidOut(name)
      let diagnosis = Diagnosis(
        root: layout.root, reports: layout.reports, sources: layout.sources, findsAmbiguity: false)
      for (id, view) in layout.views {
        let engine = [Axis.horizontal, .vertical].flatMap { axis in
          view.constraintsAffectingLayout(for: axis).map {
            (axis, Diagnosis.equation($0), ConstraintSnapshot.Kind.layoutConstraint)
          }
            + view.systemConstraintsAffectingLayout(for: axis).filter {
              $0.kind != .nonNegativeSize
            }.map { (axis, Diagnosis.equation($0), $0.kind) }
        }
        let ours = (diagnosis.affecting[id] ?? []).map { ($0.axis, $0.equation, $0.kind) }
        #expect(ours.map(\.0) == engine.map(\.0), "\(name): \(id)")
        #expect(ours.map(\.1) == engine.map(\.1), "\(name): \(id)")
        #expect(ours.map(\.2) == engine.map(\.2), "\(name): \(id)")
      }
    }
  }

  @Test("a text view's intrinsic size shows as its hugging and compression resistance")
  func intrinsicSize() throws {
    // feed-cell.yaml: the author gives way first (compression resistance 700), the time never
    // grows (hugging 751).
    let layout = try ExampleFiles.laidOut("feed-cell.yaml")
    let diagnosis = Diagnosis(root: layout.root, reports: [], findsAmbiguity: false)
    let author = (diagnosis.affecting["author"] ?? []).filter { $0.kind != .layoutConstraint }
    #expect(
      author.map { "\($0.axis) \($0.kind) \($0.equation)" } == [
        "horizontal compressionResistance author.width >= 140.25 @700",
        "horizontal contentHugging author.width <= 140.25 @250",
        "vertical compressionResistance author.height >= 18 @750",
        "vertical contentHugging author.height <= 18 @250",
      ])
    let time = (diagnosis.affecting["time"] ?? []).filter { $0.kind == .contentHugging }
    #expect(time.map(\.equation) == ["time.width <= 42.9 @751", "time.height <= 15.6 @751"])
  }

  @Test("the constraint the engine broke is marked, and the reports' lines are found")
  func broken() throws {
    let layout = try ExampleFiles.laidOut("conflict.json")
    let diagnosis = Diagnosis(root: layout.root, reports: layout.reports, sources: layout.sources)
    let card = diagnosis.affecting["card"] ?? []
    #expect(card.filter(\.isBroken).map(\.equation) == ["card.width == 320"])
    #expect(card.filter(\.isBroken).first?.source?.line == 10)
    // The set: the root's width (the engine's), the two edges (line 9) and the width (line 10).
    let lines = diagnosis.reports.map { report in
      report.constraints.map { $0.address.flatMap { diagnosis.constraintSources[$0] }?.line }
    }
    #expect(lines == [[nil, 9, 9, 10]])
    #expect(
      diagnosis.reports.first.map { $0.constraints.map(Diagnosis.equation) } == [
        "root.width == 320", "card.leading == root.leading + 16",
        "root.trailing == card.trailing + 16", "card.width == 320",
      ])
  }

  @Test("each ambiguous view's free axes are found")
  func ambiguousAxes() throws {
    let layout = try ExampleFiles.laidOut("ambiguity.json")
    let diagnosis = Diagnosis(root: layout.root, reports: layout.reports, sources: layout.sources)
    // The note has no vertical position; two equal optional widths leave the slider's width free.
    #expect(diagnosis.ambiguousAxes == ["note": [.vertical], "slider": [.horizontal]])
  }
}
