import AutoLayout

/// The first conflict a strict layout of `root` throws.
///
/// - Throws: ``NoConflict`` when the layout has none, so that the test fails there.
public func strictConflict(_ root: View) throws -> UnsatisfiableConstraintsReport {
  do {
    try root.layoutIfNeededStrictly()
  } catch {
    return error
  }
  throw NoConflict()
}

/// What ``strictConflict(_:)`` throws for a layout that was expected to conflict and did not.
public struct NoConflict: Error, CustomStringConvertible {
  /// Says what the test expected.
  public var description: String { "the strict layout found no conflict" }
}
