import Dispatch
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Waiting for Ctrl-C (SIGINT) or SIGTERM, so that `masonry preview` closes its listener and
/// exits with 0 rather than being killed by the signal.
enum StopSignal {
  /// Takes over SIGINT and SIGTERM and returns the first that arrives.
  static func wait() async -> Int32 {
    await withCheckedContinuation { continuation in
      let resumed = Mutex(false)
      var sources: [any DispatchSourceSignal] = []
      for number in [SIGINT, SIGTERM] {
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler {
          let first = resumed.withLock { done in
            defer { done = true }
            return !done
          }
          if first { continuation.resume(returning: number) }
        }
        source.resume()
        sources.append(source)
      }
      // The sources live as long as the process: a signal after the first is ignored.
      Keep.sources.withLock { $0.append(contentsOf: sources.map(Keep.Source.init)) }
    }
  }

  private enum Keep {
    struct Source: @unchecked Sendable {
      let source: any DispatchSourceSignal
      init(_ source: any DispatchSourceSignal) { self.source = source }
    }
    static let sources = Mutex<[Source]>([])
  }
}
