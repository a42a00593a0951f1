import AutoLayout
import BenchmarkSupport
import Cassowary

#if canImport(Glibc)
import Glibc
#endif

/// The width the feed's cells are fitted at: an iPhone's portrait width.
let feedWidth = 375.0

/// The feed benchmark for `n` cells.
///
/// LayoutFrameworkBenchmark's feed item cell laid out three ways — the Masonry DSL on the engine,
/// frames by hand, and the engine's own constraints straight on the solver — first on new cells,
/// then again on the same cells given new texts (a table view reusing its cells). Prints one FEED
/// line, or fails if the layouts disagree.
func runFeed(_ n: Int, runs: Int, clock: BenchmarkClock) {
  for measurer in feedMeasurers() { runFeed(n, runs: runs, clock: clock, measurer: measurer) }
}

/// The feed benchmark for `n` cells with one measurer: one FEED line.
func runFeed(_ n: Int, runs: Int, clock: BenchmarkClock, measurer: any FeedTextMeasuring) {
  let first = (0..<n).map { FeedTexts(cell: $0, pass: 0) }
  let second = (0..<n).map { FeedTexts(cell: $0, pass: 1) }
  // Small sizes are repeated, so that each timing covers at least 100 cells; the times are
  // per repetition.
  let repeats = max(1, 100 / n)
  var masonry: [Double] = []
  var manual: [Double] = []
  var solver: [Double] = []
  var reuse: [Double] = []
  var manualReuse: [Double] = []
  // The engine's constraints, as its rebuild adds them, written out as data once, then built
  // and solved straight in each run. They come from cells of their own, laid out as the timed
  // ones are, so that the rebuild leaves the timed cells' engines as they are.
  let written = (0..<n).map { i in
    let cell = FeedCell(first[i], measurer: measurer)
    cell.makeConstraints()
    cell.layOutWithEngine(width: feedWidth)
    return cell.cell._solverConstraintsAsRebuilt().map(WrittenConstraint.init)
  }
  for run in -1..<runs {  // run -1 warms up
    var masonryCells: [[FeedCell]] = []
    var manualCells: [[FeedCell]] = []
    var sum = 0.0
    // A first layout of new cells, made and laid out by `layOut`; the cells are kept in `kept`.
    // Each timing starts with the allocator's free lists tidied (see `tidyHeap()`).
    func timeFirst(into kept: inout [[FeedCell]], _ layOut: (FeedCell) -> Void) -> Double {
      measurer.forgetMeasurements()
      tidyHeap()
      return clock.milliseconds {
        for _ in 0..<repeats {
          var batch: [FeedCell] = []
          batch.reserveCapacity(n)
          for i in 0..<n {
            let cell = FeedCell(first[i], measurer: measurer)
            layOut(cell)
            sum += cell.frameSum()
            batch.append(cell)
          }
          kept.append(batch)
        }
      } / Double(repeats)
    }
    func timeMasonry() -> Double {
      timeFirst(into: &masonryCells) { cell in
        cell.makeConstraints()
        cell.layOutWithEngine(width: feedWidth)
      }
    }
    func timeManual() -> Double {
      timeFirst(into: &manualCells) { _ = $0.layOutManually(width: feedWidth) }
    }
    // The two first layouts take turns going first.
    if run.isMultiple(of: 2) {
      let a = timeMasonry()
      let b = timeManual()
      if run >= 0 {
        masonry.append(a)
        manual.append(b)
      }
    } else {
      let b = timeManual()
      let a = timeMasonry()
      if run >= 0 {
        masonry.append(a)
        manual.append(b)
      }
    }
    checkAgree(masonryCells[0], manualCells[0], "the first layout")

    // Each cell's solver is kept until after the timing, as each Masonry cell keeps its engine
    // (and as layout-bench's other baselines keep theirs).
    var kept: [Solver] = []
    kept.reserveCapacity(n * repeats)
    tidyHeap()
    let solverTime =
      clock.milliseconds {
        for _ in 0..<repeats {
          for constraints in written {
            let solver = Solver()
            for w in constraints { try? solver.addConstraint(w.build()) }
            solver.updateVariables()
            for w in constraints { for v in w.variables { sum += v.value } }
            kept.append(solver)
          }
        }
      } / Double(repeats)
    kept = []
    checkSolved(written, first, measurer)

    // Reuse: the same cells, new texts, laid out again.
    func timeReuse(_ batches: [[FeedCell]], _ layOut: (FeedCell) -> Void) -> Double {
      measurer.forgetMeasurements()
      tidyHeap()
      return clock.milliseconds {
        for batch in batches {
          for (i, cell) in batch.enumerated() {
            cell.setTexts(second[i])
            layOut(cell)
            sum += cell.frameSum()
          }
        }
      } / Double(repeats)
    }
    let reuseTime = timeReuse(masonryCells) { $0.layOutWithEngine(width: feedWidth) }
    let manualReuseTime = timeReuse(manualCells) { _ = $0.layOutManually(width: feedWidth) }
    checkAgree(masonryCells[0], manualCells[0], "the reuse pass")
    if run >= 0 {
      solver.append(solverTime)
      reuse.append(reuseTime)
      manualReuse.append(manualReuseTime)
    }
    if sum.isNaN { print("") }
  }
  let (masonryBytes, manualBytes) = feedBytesPerView(first, measurer)
  let m = median(masonry)
  let h = median(manual)
  let s = median(solver)
  let r = median(reuse)
  let hr = median(manualReuse)
  printResult(
    "FEED",
    [
      "cells": n, "measurer": measurer.name, "masonry_ms": decimals(m, 4),
      "manual_ms": decimals(h, 4), "solver_ms": decimals(s, 4), "reuse_ms": decimals(r, 4),
      "manual_reuse_ms": decimals(hr, 4), "masonry_over_solver": decimals(m / s, 2),
      "masonry_over_manual": decimals(m / h, 2), "reuse_over_manual": decimals(r / hr, 2),
      "masonry_us_per_cell": decimals(m * 1000 / Double(n), 1),
      "reuse_us_per_cell": decimals(r * 1000 / Double(n), 1),
      "bytes_per_view": masonryBytes, "manual_bytes_per_view": manualBytes,
    ])
}

extension FeedCell {
  /// Every frame read, summed.
  func frameSum() -> Double {
    var sum = 0.0
    for view in views {
      let f = view.frame
      sum += f.minX + f.minY + f.width + f.height
    }
    return sum
  }
}

/// Fails unless the Masonry cells and the manual cells have the same frames, view for view.
func checkAgree(_ masonry: [FeedCell], _ manual: [FeedCell], _ pass: String) {
  for (i, (a, b)) in zip(masonry, manual).enumerated() {
    for (x, y) in zip(a.views, b.views) where !close(x.frame, y.frame, 1e-9) {
      failCheck(
        "layout-bench: feed: \(pass), cell \(i): \(x.debugName ?? "?") is \(x.frame) with "
          + "Masonry, \(y.frame) by hand")
    }
  }
}

/// Fails unless the solver, given the engine's constraints, put every view where the manual
/// layout's exact arithmetic does (before rounding), within a millionth.
func checkSolved(
  _ written: [[WrittenConstraint]], _ texts: [FeedTexts], _ measurer: any FeedTextMeasuring
) {
  for i in written.indices {
    // A fresh manual layout of the same texts gives the exact rectangles.
    let reference = FeedCell(texts[i], measurer: measurer)
    let rects = reference.layOutManually(width: feedWidth)
    var values: [String: Double] = [:]
    for w in written[i] { for v in w.variables { values[v.name] = v.value } }
    var checked = 0
    for (k, view) in reference.views.enumerated() {
      let name = view.debugName ?? "?"
      let rect = rects[k]
      let expected = [
        ("minX", rect.minX), ("minY", rect.minY), ("width", rect.width), ("height", rect.height),
      ]
      for (edge, value) in expected {
        guard let solved = values["\(name).\(edge)"] else { continue }
        checked += 1
        if abs(solved - value) > 1e-6 {
          failCheck(
            "layout-bench: feed: cell \(i): the solver puts \(name).\(edge) at \(solved), the "
              + "manual layout at \(value)")
        }
      }
    }
    // Every view's four variables are in the solver (the sections' and the cell's too).
    guard checked == 4 * reference.views.count else {
      failCheck("layout-bench: feed: cell \(i): the solver saw \(checked) of the views' variables")
    }
  }
}

private func close(_ a: Rect, _ b: Rect, _ tolerance: Double) -> Bool {
  abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
    && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// The heap bytes each view of a laid-out feed costs with Masonry (views, constraints, the
/// engine and its solver) and laid out by hand (the views alone): the heap in use before and
/// after laying out the cells, kept alive, divided by their views.
func feedBytesPerView(_ texts: [FeedTexts], _ measurer: any FeedTextMeasuring) -> (Int, Int) {
  let views = Double(texts.count * 21)
  var before = heapInUse()
  var cells: [FeedCell] = []
  cells.reserveCapacity(texts.count)
  for t in texts {
    let cell = FeedCell(t, measurer: measurer)
    cell.makeConstraints()
    cell.layOutWithEngine(width: feedWidth)
    cells.append(cell)
  }
  let masonry = Int((Double(heapInUse() - before) / views).rounded())
  cells = []
  cells.reserveCapacity(texts.count)
  before = heapInUse()
  for t in texts {
    let cell = FeedCell(t, measurer: measurer)
    cell.layOutManually(width: feedWidth)
    cells.append(cell)
  }
  let manual = Int((Double(heapInUse() - before) / views).rounded())
  return (masonry, manual)
}

/// The bytes of heap in use, from glibc's `malloc_info` report (the arenas' current size, less
/// their free chunks, plus the memory mapped for large blocks); 0 where it is not available.
/// (`mallinfo2` would say it in one call, but `malloc.h` is not among the system headers Swift
/// imports.)
func heapInUse() -> Int {
  #if canImport(Glibc)
  typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32
  guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_info") else { return 0 }
  let mallocInfo = unsafeBitCast(symbol, to: MallocInfo.self)
  var buffer: UnsafeMutablePointer<CChar>? = nil
  var size = 0
  guard let stream = open_memstream(&buffer, &size) else { return 0 }
  _ = mallocInfo(0, stream)
  fclose(stream)
  guard let buffer else { return 0 }
  defer { free(buffer) }
  // The totals over every arena come last: read each line, keep the last of each kind.
  var current = 0
  var sizes: [Substring: Int] = [:]
  for line in String(cString: buffer).split(separator: "\n") {
    let line = line.drop { $0 == " " }
    guard let at = line.firstRange(of: "size=\"") else { continue }
    let value = Int(line[at.upperBound...].prefix { $0.isNumber }) ?? 0
    if line.hasPrefix("<system type=\"current\"") { current = value }
    for type in ["fast", "rest", "mmap"] where line.hasPrefix("<total type=\"\(type)\"") {
      sizes[Substring(type)] = value
    }
  }
  return current - (sizes["fast"] ?? 0) - (sizes["rest"] ?? 0) + (sizes["mmap"] ?? 0)
  #else
  return 0
  #endif
}
