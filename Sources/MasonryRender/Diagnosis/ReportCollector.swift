import AutoLayout
import Synchronization

/// Collects the engine's reports of unsatisfiable constraints, in place of its default handler
/// (which prints them): the tools print them where and when they choose.
final class ReportCollector: Sendable {
  private let reports = Mutex<[UnsatisfiableConstraintsReport]>([])

  /// Makes the collector receive the reports of `root`'s tree.
  func attach(to root: View) {
    root.diagnosticsHandler = { [self] report in
      reports.withLock { $0.append(report) }
    }
  }

  /// The reports received since the last call, which empties the collector.
  func take() -> [UnsatisfiableConstraintsReport] {
    reports.withLock { reports in
      defer { reports = [] }
      return reports
    }
  }
}
