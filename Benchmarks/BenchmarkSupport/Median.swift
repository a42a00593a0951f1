/// The median of `values`: the middle one, or for an even count the mean of the two middle
/// ones — as Python's `statistics.median`, which kiwi_bench.py reports, so that the two
/// programs' numbers compare.
///
/// ```swift
/// median([3, 1, 2])     // 2
/// median([4, 1, 3, 2])  // 2.5
/// ```
///
/// - Precondition: `values` is not empty.
package func median(_ values: [Double]) -> Double {
  precondition(!values.isEmpty, "the median of no runs")
  let sorted = values.sorted()
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
