/// Numbers as the outputs print them: rounded to thousandths, without trailing zeros, never
/// `-0` — `12`, `10.333`, `0.5` — so that pictures, tables and JSON are the same on every
/// platform and small enough to read.
package enum NumberText {
  /// The number rounded to thousandths: `format(10.3333333)` is `"10.333"`, `format(8)` is `"8"`.
  ///
  /// Numbers too large for that are printed as Swift prints them.
  package static func format(_ value: Double) -> String {
    // The outputs' own format, on purpose not the engine's (Cassowary's `formatNumber` prints
    // every digit, `10.333333333333334`) nor Masonry's `%g` (six significant digits): a drawing
    // or a table wants a fixed precision that reads the same on every platform.
    let thousandths = (value * 1000).rounded()
    guard thousandths.isFinite, abs(thousandths) < 9e15 else { return "\(value)" }
    var units = Int64(thousandths)
    if units == 0 { return "0" }
    let negative = units < 0
    if negative { units = -units }
    var text = negative ? "-" : ""
    text += String(units / 1000)
    var fraction = units % 1000
    if fraction != 0 {
      var digits = 3
      while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
      }
      let written = String(fraction)
      text += "." + String(repeating: "0", count: digits - written.count) + written
    }
    return text
  }
}
