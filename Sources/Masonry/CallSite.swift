import AutoLayout

// Call sites are AutoLayout's `CallSite` (file and line), as the engine's reports name them.

/// Stops the program for a misuse of the DSL: Masonry's message, what it concerns (views and
/// attributes) and the call site.
func misuse(_ message: String, _ subject: String, at site: CallSite) -> Never {
  fatalError("\(message) (\(subject); at \(site))")
}

/// The item as a description names it: `View:name`, `View:0x…` without a name, or `(freed)`.
func describe(_ item: LayoutItem?) -> String {
  AppleFormat.item(item)
}
