import Cassowary

/// Constraints, items and reports in the words of Apple's console: the one place where their
/// text is made.
///
/// A ``LayoutConstraint`` describes itself here, a report's ``ConstraintSnapshot`` of a
/// constraint the engine made is described here from its values, and a report's console message
/// is written here. Numbers are Cassowary's `formatNumber` (whole numbers without `.0`), except
/// in autoresizing constraints, which Apple prints with six significant digits (``sixDigits(_:)``).
package enum AppleFormat {
  // MARK: Items

  /// An object's address, as descriptions print it in hexadecimal.
  package static func address(of object: AnyObject) -> UInt {
    UInt(bitPattern: ObjectIdentifier(object))
  }

  /// An address in hexadecimal, without `0x`.
  package static func hex(_ address: UInt) -> String {
    String(address, radix: 16)
  }

  /// An item as Apple prints it in constraint descriptions: `Type:name`, or `Type:0x…` (its
  /// address) without a name.
  ///
  /// - Parameters:
  ///   - typeName: The item's class name.
  ///   - name: The item's debug name or identifier, if any.
  ///   - address: The item's address.
  /// - Returns: The item's text.
  package static func item(typeName: String, name: String?, address: UInt) -> String {
    "\(typeName):\(name ?? "0x" + hex(address))"
  }

  /// An item of a constraint, or `(freed)` when the constraint's weak reference has gone.
  ///
  /// - Parameter item: The item, nil once freed.
  /// - Returns: The item's text.
  package static func item(_ item: LayoutItem?) -> String {
    item?.itemDescription ?? "(freed)"
  }

  // MARK: Constraints

  /// A relation as an equation: `first == 2*second + 8 @750`, or `first >= 40` without a second
  /// side.
  ///
  /// The right side's multiplier shows when it is not 1, the constant when it is not 0, and the
  /// priority when it is not required.
  ///
  /// The engine's descriptions, its autoresizing constraints (with their own numbers) and the
  /// render tool's equations (with view names and its own numbers) are all written by this one
  /// function.
  ///
  /// - Parameters:
  ///   - first: The left side, item and attribute: `View:card.width`.
  ///   - relation: How the two sides compare.
  ///   - second: The right side's item and attribute, or nil for a constant.
  ///   - multiplier: The factor on the right side.
  ///   - constant: The constant on the right side.
  ///   - priority: The priority.
  ///   - number: How numbers are written.
  /// - Returns: The equation.
  package static func equation(
    _ first: String, _ relation: LayoutRelation, _ second: String?, multiplier: Double,
    constant: Double, priority: LayoutPriority, number: (Double) -> String = formatNumber
  ) -> String {
    var text = "\(first) \(relation.symbol)"
    if let second {
      text += " "
      if multiplier != 1 { text += "\(number(multiplier))*" }
      text += second
      if constant > 0 { text += " + \(number(constant))" }
      if constant < 0 { text += " - \(number(-constant))" }
    } else {
      text += " \(number(constant))"
    }
    if !priority.isRequired { text += " @\(number(priority.rawValue))" }
    return text
  }

  /// A layout constraint in the shape of Apple's description:
  /// `<LayoutConstraint:0x… 'id' View:a.width == 2*View:b.height + 8   (active)>`.
  ///
  /// - Parameter constraint: The constraint.
  /// - Returns: Its description.
  static func layoutConstraint(_ constraint: LayoutConstraint) -> String {
    let first = "\(item(constraint.firstItem)).\(constraint.firstAttribute.name)"
    let second =
      constraint.hasSecondItem
      ? "\(item(constraint.secondItem)).\(constraint.secondAttribute.name)" : nil
    let body = equation(
      first, constraint.relation, second, multiplier: constraint.multiplier,
      constant: constraint.constant, priority: constraint.priority)
    let name = constraint.identifier.map { "'\($0)' " } ?? ""
    let state = constraint.isActive ? "active" : "inactive"
    return "<LayoutConstraint:0x\(hex(address(of: constraint))) \(name)\(body)   (\(state))>"
  }

  /// A constraint the engine made, from its snapshot: the item, the rule and its number
  /// (`View:label.width >= (compression resistance) 120`), or for autoresizing the mask and
  /// the equation (`h=-&- v=--- View:bar.width == View:root.width - 20`).
  ///
  /// - Parameter constraint: A snapshot whose kind is not ``ConstraintSnapshot/Kind/layoutConstraint``.
  /// - Returns: Its description.
  static func engineConstraint(_ constraint: ConstraintSnapshot) -> String {
    let item = constraint.firstItem?.description ?? "(freed)"
    let attribute = constraint.firstAttribute.name
    let value = formatNumber(constraint.constant)
    switch constraint.kind {
    case .rootOrigin:
      return "\(item).\(constraint.firstAttribute == .left ? "minX" : "minY") == \(value)"
    case .rootSize, .nonNegativeSize:
      return "\(item).\(attribute) \(constraint.relation.symbol) \(value)"
    case .fittingSize:
      return "\(item).\(attribute) == (fitting) \(value)"
    case .compressionResistance:
      return "\(item).\(attribute) >= (compression resistance) \(value)"
    case .contentHugging:
      return "\(item).\(attribute) <= (hugging) \(value)"
    case .readableWidth where constraint.firstAttribute.isSize:
      return "\(item).\(attribute) == \(value)"
    case .layoutMargins, .safeArea, .readableContent, .readableWidth:
      // The lengths are the view's less both insets: the sum of the insets is printed.
      if constraint.firstAttribute.isSize {
        return "\(item).\(attribute) == owner.\(attribute) - \(formatNumber(-constraint.constant))"
      }
      return "\(item).\(attribute) == owner.\(attribute) + \(value)"
    case .autoresizing:
      return autoresizing(constraint)
    case .layoutConstraint, .untraced:
      return "\(item).\(attribute) \(constraint.relation.symbol) \(value)"
    }
  }

  /// An autoresizing constraint in Apple's log notation: the mask, then the equation on
  /// `width`, `height`, `midX` or `midY`, against the superview's width or height.
  private static func autoresizing(_ constraint: ConstraintSnapshot) -> String {
    let isHorizontal = constraint.firstAttribute.axis == .horizontal
    let attribute =
      constraint.firstAttribute.isSize
      ? constraint.firstAttribute.name : (isHorizontal ? "midX" : "midY")
    let first = "\(constraint.firstItem?.description ?? "(freed)").\(attribute)"
    let second = constraint.secondItem.map { "\($0).\(isHorizontal ? "width" : "height")" }
    // What solving leaves of a zero constant is printed as zero.
    let constant = abs(constraint.constant) < 1e-9 ? 0 : constraint.constant
    let mask = constraint.autoresizingMask?.logNotation ?? ""
    return mask + " "
      + equation(
        first, .equal, second, multiplier: constraint.multiplier, constant: constant,
        priority: .required, number: sixDigits)
  }

  /// A number with at most six significant digits, as Apple's logs print the numbers of
  /// autoresizing constraints (`0.333333`, `26.6667`).
  ///
  /// Not Masonry's `%g`: six digits are counted the same way, but a number of a million or more
  /// keeps its digits (`1234567`, where `%g` writes `1.23457e+06`), and a tie is rounded
  /// away from zero on the decimal digits (`3.67188`, where Masonry's `%g` has `3.67187`).
  ///
  /// - Parameter value: The number.
  /// - Returns: Its text.
  static func sixDigits(_ value: Double) -> String {
    guard value.isFinite, value != 0 else { return formatNumber(value) }
    var digits = 5
    var magnitude = abs(value)
    while magnitude >= 10 && digits > 0 {
      magnitude /= 10
      digits -= 1
    }
    while magnitude < 1 {
      magnitude *= 10
      digits += 1
    }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    return formatNumber((value * scale).rounded() / scale)
  }

  // MARK: Reports

  /// A report in the words of Apple's console message: the advice, the note on autoresizing
  /// constraints when one is in the set, each constraint with where it was made, and the one
  /// broken.
  ///
  /// - Parameter report: The report.
  /// - Returns: The message, ending in a newline.
  static func consoleText(of report: UnsatisfiableConstraintsReport) -> String {
    var text = "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
    text +=
      "\tProbably at least one of the constraints in the following list is one you don't want. \n"
    text += "\tTry this: \n"
    text += "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
    text += "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
    if report.constraints.contains(where: { $0.kind == .autoresizing }) {
      text +=
        "\t(Note: If you're seeing autoresizing constraints that you don't understand, refer to the documentation for the View property translatesAutoresizingMaskIntoConstraints) \n"
    }
    text += "(\n"
    text += report.constraints.map { constraint in
      "    \"\(constraint)\"" + (constraint.callSite.map { " (made at \($0))" } ?? "")
    }.joined(separator: ",\n")
    text += "\n)\n\nWill attempt to recover by breaking constraint \n\(report.broken)\n"
    return text
  }
}
