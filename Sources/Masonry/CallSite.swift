import AutoLayout

/// Where a DSL call was written, for trap messages and diagnostics.
struct CallSite {
  var file: String
  var line: Int
}

/// Stops the program for a misuse of the DSL: Masonry's message, what it concerns (views and
/// attributes) and the call site.
func misuse(_ message: String, _ subject: String, at site: CallSite) -> Never {
  fatalError("\(message) (\(subject); at \(site.file):\(site.line))")
}

/// The item as a description names it: `View:name`, or `View:0x…` without a name.
func describe(_ item: LayoutItem?) -> String {
  item?.itemDescription ?? "(freed)"
}
