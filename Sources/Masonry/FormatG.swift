/// A number as C's `%g` prints it: six significant digits, no trailing zeros, and an exponent
/// (`1e+06`, `1e-05`) when the number is very large or very small.
///
/// Masonry's own number format, and so Masonry's alone: Masonry's descriptions print their
/// numbers with `%g` (`View:a.width == View:b.width * 0.333333`), where the engine's print
/// whole numbers without `.0` and others in full (Cassowary's `formatNumber`: `0.3333333333333333`),
/// its autoresizing constraints keep six digits without an exponent (`AppleFormat.sixDigits`),
/// and the render tool rounds to thousandths (`NumberText`). The formats print different text
/// for the same numbers, and each is what its readers expect, so each has its one function.
func formatG(_ value: Double) -> String {
  if value.isNaN { return "nan" }
  if value.isInfinite { return value < 0 ? "-inf" : "inf" }
  if value == 0 { return value.sign == .minus ? "-0" : "0" }
  let sign = value < 0 ? "-" : ""
  var magnitude = abs(value)
  // Round to six significant digits first: that decides the exponent (999999.5 → 1e+06).
  var exponent = Int((magnitude.log10Floor))
  var digits = (magnitude / power10(exponent - 5)).rounded()
  if digits >= 1_000_000 {
    exponent += 1
    digits = (magnitude / power10(exponent - 5)).rounded()
  } else if digits < 100_000 {
    exponent -= 1
    digits = (magnitude / power10(exponent - 5)).rounded()
  }
  magnitude = digits * power10(exponent - 5)
  if exponent < -4 || exponent >= 6 {
    var mantissa = trimmed(decimal(Int64(digits), pointAfter: 1))
    if mantissa.hasSuffix(".") { mantissa.removeLast() }
    let e = abs(exponent)
    return "\(sign)\(mantissa)e\(exponent < 0 ? "-" : "+")\(e < 10 ? "0" : "")\(e)"
  }
  // Fixed notation with 6 - 1 - exponent decimals.
  let decimals = 5 - exponent
  let text = decimal(Int64(digits), pointAfter: 6 - decimals)
  var result = decimals > 0 ? trimmed(text) : text
  if result.hasSuffix(".") { result.removeLast() }
  return sign + result
}

/// The six digits of `digits` with a point after `pointAfter` of them (padding with zeros on
/// either side when the point falls outside).
private func decimal(_ digits: Int64, pointAfter: Int) -> String {
  var text = String(digits)
  while text.count < 6 { text = "0" + text }
  if pointAfter <= 0 { return "0." + String(repeating: "0", count: -pointAfter) + text }
  if pointAfter >= text.count {
    return text + String(repeating: "0", count: pointAfter - text.count)
  }
  let index = text.index(text.startIndex, offsetBy: pointAfter)
  return String(text[..<index]) + "." + String(text[index...])
}

/// A decimal without trailing zeros after its point.
private func trimmed(_ text: String) -> String {
  guard text.contains(".") else { return text }
  var result = text
  while result.hasSuffix("0") { result.removeLast() }
  return result
}

private func power10(_ exponent: Int) -> Double {
  var result = 1.0
  for _ in 0..<abs(exponent) { result *= 10 }
  return exponent < 0 ? 1 / result : result
}

extension Double {
  /// ⌊log10(self)⌋ for a positive finite number, computed without Foundation.
  fileprivate var log10Floor: Int {
    var exponent = 0
    var value = self
    while value >= 10 {
      value /= 10
      exponent += 1
    }
    while value < 1 {
      value *= 10
      exponent -= 1
    }
    return exponent
  }
}
