import Cassowary

extension View: CustomStringConvertible {
  /// The view in the shape of Apple's description:
  /// `<View: 0x…; 'name'; frame = (20 40; 100 50); autoresize = W+H; hidden = YES>`.
  public var description: String {
    var text = "<\(typeName): 0x\(AppleFormat.hex(AppleFormat.address(of: self)))"
    if let debugName { text += "; '\(debugName)'" }
    text += "; frame = \(frameText(frame))"
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
    "<LayoutGuide: 0x\(AppleFormat.hex(AppleFormat.address(of: self))); "
      + "frame = \(frameText(layoutFrame)); identifier = '\(identifier)'>"
  }
}

/// A frame as Apple's descriptions print it: `(x y; width height)`.
private func frameText(_ frame: Rect) -> String {
  "(\(formatNumber(frame.minX)) \(formatNumber(frame.minY)); "
    + "\(formatNumber(frame.width)) \(formatNumber(frame.height)))"
}
