import TestSupport
import Testing

@testable import AutoLayout

/// The ambiguity checks ask the solver which variables no probe could move and probe only the
/// others; these tests hold them to the answers of probing every variable.
@Suite("Ambiguity: the solver's screen gives the probes' answers")
struct AmbiguityScreenTests {
  /// A random tree of views with random constraints between them: required and optional,
  /// equalities and inequalities, multipliers, intrinsic sizes, some views left loose.
  private static func randomTree(seed: UInt64) -> (root: View, views: [View]) {
    var rng = SplitMix64(seed: seed)
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300), name: "root")
    root.diagnosticsHandler = { _ in }  // conflicts are expected; they are not the subject
    var views = [root]
    for index in 0..<rng.int(2...9) {
      let parent = views[rng.below(views.count)]
      let view: View =
        rng.below(3) == 0
        ? Label("v\(index)", width: Double(rng.int(10...80)), height: Double(rng.int(10...30)))
        : View(name: "v\(index)")
      view.translatesAutoresizingMaskIntoConstraints = false
      parent.addSubview(view)
      views.append(view)
    }
    let attributes: [LayoutAttribute] = [
      .left, .right, .top, .bottom, .width, .height, .centerX, .centerY, .leading, .trailing,
    ]
    let priorities: [LayoutPriority] = [.required, .required, .required, 750, 500, 500, 250, 1]
    for _ in 0..<rng.int(0...(3 * views.count)) {
      let first = views[1 + rng.below(views.count - 1)]
      let attribute = attributes[rng.below(attributes.count)]
      let relation: LayoutRelation = [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual][
        rng.below(4)]
      let priority = priorities[rng.below(priorities.count)]
      let constant = Double(rng.int(-40...120))
      let constraint: LayoutConstraint
      if attribute.isSize && rng.below(3) == 0 {
        constraint = LayoutConstraint(
          item: first, attribute: attribute, relatedBy: relation, constant: constant,
          priority: priority)
      } else {
        // A second item in the same tree, on the same axis.
        let second = views[rng.below(views.count)]
        let axis = attribute.axis
        let candidates = attributes.filter {
          $0.axis == axis && $0.isSize == attribute.isSize
        }
        let multiplier = attribute.isSize && rng.below(4) == 0 ? 0.5 : 1
        let secondAttribute = candidates[rng.below(candidates.count)]
        // Pairings Apple forbids (leading with left) are left out.
        if LayoutConstraint.validityProblem(attribute, secondAttribute, multiplier: multiplier)
          != nil
        {
          continue
        }
        constraint = LayoutConstraint(
          item: first, attribute: attribute, relatedBy: relation, toItem: second,
          attribute: secondAttribute, multiplier: multiplier,
          constant: constant, priority: priority)
      }
      constraint.isActive = true
    }
    root.layoutIfNeeded()
    return (root, views)
  }

  @Test("random layouts: the same ambiguous views and axes as probing every variable")
  func randomLayouts() {
    var disagreements: [String] = []
    var ambiguous = 0
    var decided = 0
    for seed in UInt64(1)...300 {
      let (root, views) = AmbiguityScreenTests.randomTree(seed: seed)
      let engine = root.treeEngine()
      let probed = views.map { engine.freeAxes(of: $0, screening: false) }
      let each = views.map { engine.freeAxes(of: $0) }
      var batch = Array(repeating: [Axis](), count: views.count)
      for (view, finding) in root.findAmbiguityInSubtree() {
        if let index = views.firstIndex(where: { $0 === view }) { batch[index] = finding.axes }
      }
      // The tree's order is depth first, not the order the views were made in.
      let traced = root.autolayoutTrace()
      for (index, view) in views.enumerated() {
        if probed[index] != each[index] || probed[index] != batch[index] {
          disagreements.append(
            "seed \(seed), \(view.debugName ?? "?"): probed \(probed[index]), screened \(each[index]), subtree \(batch[index])"
          )
        }
        let line = traced.split(separator: "\n").first { $0.contains(":\(view.debugName ?? "") (") }
        #expect(line?.hasSuffix("AMBIGUOUS LAYOUT") == !probed[index].isEmpty, "seed \(seed)")
        if probed[index].isEmpty { decided += 1 } else { ambiguous += 1 }
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(10).joined(separator: "\n"))")
    // Both kinds of answer were exercised.
    #expect(ambiguous > 100 && decided > 100, "\(ambiguous) ambiguous, \(decided) decided")
  }
}
