import AutoLayout

/// Apple's rules for which attributes a constraint may relate, checked before a constraint is
/// made: the engine traps on a constraint that breaks them (a programmer error in code), but a
/// layout file is data, so the builder reports them as errors with the same words.
enum AttributeRules {
  /// Apple's message for a constraint the rules forbid, or nil when it is allowed.
  /// - Parameters:
  ///   - first: The left side's attribute.
  ///   - second: The right side's attribute, or nil for a constant.
  ///   - multiplier: The factor on the right side's attribute.
  static func problem(
    _ first: LayoutAttribute, _ second: LayoutAttribute?, multiplier: Double
  )
    -> String?
  {
    if first.isLocation && (second == nil || multiplier == 0) {
      return
        "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
    }
    guard let second else { return nil }
    if (first.isDirectional && second.isLeftOrRight)
      || (first.isLeftOrRight && second.isDirectional)
    {
      return
        "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
    }
    if first.isSize != second.isSize || (first.isLocation && first.axis != second.axis) {
      return "Invalid pairing of layout attributes"
    }
    return nil
  }
}
