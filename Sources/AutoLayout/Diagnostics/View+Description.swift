extension View: CustomStringConvertible {
  /// The view in the shape of Apple's description:
  /// `<View: 0x…; 'name'; frame = (20 40; 100 50); autoresize = W+H; hidden = YES>`.
  public var description: String {
    var text = "<\(typeName): 0x\(address(of: self))"
    if let debugName { text += "; '\(debugName)'" }
    text += "; frame = (\(format(frame.minX)) \(format(frame.minY)); "
    text += "\(format(frame.width)) \(format(frame.height)))"
    if !autoresizingMask.isEmpty { text += "; autoresize = \(autoresizingMask.abbreviation)" }
    if isHidden { text += "; hidden = YES" }
    if !translatesAutoresizingMaskIntoConstraints {
      text += "; translatesAutoresizingMaskIntoConstraints = NO"
    }
    return text + ">"
  }
}

extension LayoutGuide: CustomStringConvertible {
  /// The guide in the shape of Apple's description:
  /// `<LayoutGuide: 0x…; frame = (8 8; 184 84); identifier = 'margins'>`.
  public var description: String {
    "<LayoutGuide: 0x\(address(of: self)); frame = (\(format(layoutFrame.minX)) \(format(layoutFrame.minY)); "
      + "\(format(layoutFrame.width)) \(format(layoutFrame.height))); identifier = '\(identifier)'>"
  }
}

/// An object's address in hexadecimal, for descriptions.
func address(of object: AnyObject) -> String {
  String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
}
