/// Cells and constants smaller than this in magnitude are treated as zero, as kiwi does.
let epsilon = 1e-8

/// Whether a number is zero within ``epsilon``.
@inline(__always)
func nearZero(_ value: Double) -> Bool {
  abs(value) < epsilon
}
