/// One value an example computed, next to the value its documentation states.
struct Check {
  /// Where the example comes from and what it prints, such as `README: bar.frame`.
  var label: String
  var actual: String
  var expected: String

  init(_ label: String, _ actual: some CustomStringConvertible, _ expected: String) {
    self.label = label
    self.actual = actual.description
    self.expected = expected
  }

  var passed: Bool { actual == expected }
}
