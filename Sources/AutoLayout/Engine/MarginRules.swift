/// What the engine keeps of the margins it laid out with, where they depend on the frames of the
/// last layout (see `LayoutEngine+Margins.swift`).
///
/// It keeps each such view's effective margins, used by every constraint that names them until the
/// next rebuild, and whether each readable content guide was narrower than its margins. Once the
/// frames are set, both are worked out again from them; if either changed, the layout goes again.
struct MarginRules {
  /// The effective margins used for each view whose margins follow the frames, by identity.
  ///
  /// Never the root's: its margins do not follow frames, and a reference to the root would keep it
  /// alive through its engine.
  private var used: [ObjectIdentifier: (view: View, margins: EdgeInsets)] = [:]
  /// Each readable content guide's owner, and whether the guide was capped at the readable
  /// width (rather than filling the margins).
  private var readableGuides: [ReadableRegime] = []

  /// A readable content guide's owner (weakly: it may be the root) and its regime.
  private struct ReadableRegime {
    weak var view: View?
    let isCapped: Bool
  }

  /// Starts a rebuild: nothing used yet.
  mutating func startRebuild() {
    if !used.isEmpty { used = [:] }
    if !readableGuides.isEmpty { readableGuides = [] }
  }

  /// The effective margins already used for `view` since the last rebuild.
  func margins(of view: View) -> EdgeInsets? {
    used.isEmpty ? nil : used[ObjectIdentifier(view)]?.margins
  }

  /// Notes that `view`'s effective margins were used as `margins`.
  mutating func record(_ margins: EdgeInsets, of view: View) {
    used[ObjectIdentifier(view)] = (view, margins)
  }

  /// Notes that `view`'s readable content guide was tied to its view capped (or not).
  mutating func recordReadableGuide(of view: View, isCapped: Bool) {
    readableGuides.append(ReadableRegime(view: view, isCapped: isCapped))
  }

  /// Whether any margins or readable regime, worked out again by `margins` and `isCapped`
  /// from the frames now set, differ from those used.
  func moved(margins: (View) -> EdgeInsets, isCapped: (View) -> Bool) -> Bool {
    for entry in used.values where margins(entry.view) != entry.margins { return true }
    for regime in readableGuides {
      if let view = regime.view, isCapped(view) != regime.isCapped { return true }
    }
    return false
  }
}
