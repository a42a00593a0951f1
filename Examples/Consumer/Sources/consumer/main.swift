// Runs the README's Swift examples and some of each DocC catalog's through the public API, prints
// what each computes, and exits 1 if anything differs from what the documentation says.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let examples: [(String, () throws -> [Check])] = [
  ("README: the Masonry DSL", readmeMasonry),
  ("README: the solver", readmeSolver),
  ("README: a label", readmeLabel),
  ("Cassowary: Getting Started", cassowaryGettingStarted),
  ("AutoLayout: the landing page", autoLayoutLandingPage),
  ("AutoLayout: Coordinate Spaces", autoLayoutCoordinateSpaces),
  ("Masonry: Getting Started", masonryGettingStarted),
  ("MasonryRender: the landing page", masonryRenderLandingPage),
]

var failures = 0
for (title, example) in examples {
  print("== \(title)")
  do {
    for check in try example() {
      print(
        "\(check.label) = \(check.actual)"
          + (check.passed ? "" : "   MISMATCH: expected \(check.expected)"))
      if !check.passed { failures += 1 }
    }
  } catch {
    print("threw: \(error)")
    failures += 1
  }
}
if failures > 0 {
  print("\(failures) value(s) differ from the documentation")
  exit(1)
}
print("every value is the documented one")
