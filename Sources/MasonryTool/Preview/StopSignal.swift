import Dispatch
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C (SIGINT) and SIGTERM, taken over so that `masonry preview` closes its listener and
/// exits with 0 rather than being killed by the signal.
///
/// Made before the server starts, so that a signal that comes early is not lost; ``wait()``
/// returns the first.
final class StopSignal: Sendable {
  private struct State {
    var received: Int32?
    var waiting: CheckedContinuation<Int32, Never>?
  }

  /// A dispatch source kept for the life of the watch (the sources are not `Sendable`; they
  /// are only kept, never used again).
  private struct Source: @unchecked Sendable {
    let source: any DispatchSourceSignal
  }

  private let state = Mutex(State())
  private let sources = Mutex<[Source]>([])

  /// Takes over SIGINT and SIGTERM.
  init() {
    for number in [SIGINT, SIGTERM] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { [weak self] in self?.received(number) }
      source.resume()
      sources.withLock { $0.append(Source(source: source)) }
    }
  }

  /// The first signal: at once if it came already, else when it comes.
  func wait() async -> Int32 {
    await withCheckedContinuation { continuation in
      let received = state.withLock { state -> Int32? in
        if state.received == nil { state.waiting = continuation }
        return state.received
      }
      if let received { continuation.resume(returning: received) }
    }
  }

  private func received(_ number: Int32) {
    let waiting = state.withLock { state -> CheckedContinuation<Int32, Never>? in
      guard state.received == nil else { return nil }
      state.received = number
      defer { state.waiting = nil }
      return state.waiting
    }
    waiting?.resume(returning: number)
  }
}
