/// An engine's log of constraints that cannot hold: it holds reports back while the engine is
/// busy and hands them over once its work is done, throws them instead in strict mode, and
/// remembers what it reported so that a conflict left as it was is not reported again at each
/// rebuild.
///
/// Each engine has one. A fitting engine's log reports to the log of its view's tree (see
/// ``reportsTo``), so that a fit's conflicts reach the tree's handler and its strict mode.
final class ConflictLog {
  /// The handler of the engine's tree, read when a report is handed over (nil: print it).
  private let handler: () -> ((UnsatisfiableConstraintsReport) -> Void)?

  /// The log whose handler reports this one's conflicts: set for a fitting engine, which lays
  /// out once and reports what it finds each time.
  weak var reportsTo: ConflictLog?
  /// In strict mode, the conflicts found during a layout pass, to be thrown after it.
  private var isStrict = false
  private var strictReports: [UnsatisfiableConstraintsReport] = []
  /// The conflicts reported since the last rebuild, and those of the rebuild before it while a
  /// rebuild adds its constraints (see `isRepeated(_:)`).
  private var reportedConflicts: Set<ConflictKey> = []
  private var conflictsBeforeRebuild: Set<ConflictKey> = []
  /// Reports found while the engine is busy, and how deeply busy it is (see `whileBusy(_:)`).
  private var heldReports: [UnsatisfiableConstraintsReport] = []
  private var busyDepth = 0

  /// Makes a log that hands its reports to the handler `handler` reads at that moment.
  init(handler: @escaping () -> ((UnsatisfiableConstraintsReport) -> Void)?) {
    self.handler = handler
  }

  /// Records a conflict: kept to be thrown in strict mode, or handed to the handler (or the
  /// console) once the engine is idle — unless it repeats one reported before the last rebuild.
  func record(_ report: UnsatisfiableConstraintsReport, _ key: ConflictKey) {
    let owner = reportsTo ?? self
    let repeated = isRepeated(key)
    if owner.isStrict {
      owner.strictReports.append(report)
    } else if !repeated {
      owner.heldReports.append(report)
      owner.deliverHeldReportsIfIdle()
    }
  }

  /// Runs `body` in strict mode, and returns the first conflict it found (nil for none).
  func firstConflict(strictlyDuring body: () -> Void) -> UnsatisfiableConstraintsReport? {
    isStrict = true
    strictReports = []
    body()
    isStrict = false
    return strictReports.first
  }

  /// Runs a rebuild's adding of every constraint: the conflicts reported before it are those
  /// it finds again and does not report (see `isRepeated(_:)`).
  func rebuilding(_ body: () -> Void) {
    conflictsBeforeRebuild = reportedConflicts
    reportedConflicts = []
    body()
    conflictsBeforeRebuild = []
  }

  /// Whether a conflict repeats one the tree's engine reported since its previous rebuild; notes
  /// the conflict as reported.
  ///
  /// A rebuild adds every constraint again, and a conflict left as it was would otherwise be
  /// reported each time the tree changes. A fitting engine lays out once, and reports what it
  /// finds.
  private func isRepeated(_ key: ConflictKey) -> Bool {
    guard reportsTo == nil else { return false }
    reportedConflicts.insert(key)
    return conflictsBeforeRebuild.contains(key)
  }

  /// Runs `body` with reports held back, and hands them to the diagnostics handler (or the
  /// console) once the engine's work is done: a handler that changes the tree or lays out again
  /// then never runs in the middle of a rebuild or a solve.
  func whileBusy<R>(_ body: () -> R) -> R {
    let owner = reportsTo ?? self
    owner.busyDepth += 1
    defer {
      owner.busyDepth -= 1
      owner.deliverHeldReportsIfIdle()
    }
    return body()
  }

  /// Hands the held reports over, in the order they were found, unless the engine is busy.
  private func deliverHeldReportsIfIdle() {
    while busyDepth == 0, !heldReports.isEmpty {
      let report = heldReports.removeFirst()
      if let handler = handler() {
        handler(report)
      } else {
        print(report.consoleText)
      }
    }
  }
}

/// What makes two reports the same: the constraints involved, by description and, for layout
/// constraints, by identity.
struct ConflictKey: Hashable {
  let descriptions: [String]
  let constraints: [ObjectIdentifier?]
}
