import AutoLayout

/// A device a layout was checked on, as the machine-readable reports of
/// `masonry check --device` and `--all-devices` name it.
///
/// The device's screen replaced the layout file's root: its size, scale and safe area. In JSON
/// (the `device` field of ``CheckJSONReport``'s per-device reports, and the `device` property of
/// ``CheckSARIFReport``'s per-device runs) it is an object:
///
/// ```json
/// {"name": "iphone-16", "displayName": "iPhone 16", "width": 393, "height": 852, "scale": 3,
///  "safeArea": {"top": 59, "left": 0, "bottom": 34, "right": 0}}
/// ```
public struct CheckDevice: Hashable, Sendable {
  /// The name `--device` takes: `iphone-16-pro-landscape`.
  public var name: String
  /// The name people use: `iPhone 16 Pro, landscape`.
  public var displayName: String
  /// The screen in points.
  public var size: Size
  /// Pixels per point.
  public var scale: Double
  /// The safe area's insets.
  public var safeArea: EdgeInsets

  /// Creates a device.
  public init(
    name: String, displayName: String, size: Size, scale: Double, safeArea: EdgeInsets
  ) {
    self.name = name
    self.displayName = displayName
    self.size = size
    self.scale = scale
    self.safeArea = safeArea
  }

  /// `393 × 852 @3x`.
  var sizeText: String {
    "\(JSONValue.format(size.width)) × \(JSONValue.format(size.height)) @\(JSONValue.format(scale))x"
  }

  /// The device as the reports write it.
  var json: JSONValue {
    .object([
      ("name", .string(name)),
      ("displayName", .string(displayName)),
      ("width", .number(size.width)),
      ("height", .number(size.height)),
      ("scale", .number(scale)),
      (
        "safeArea",
        .object([
          ("top", .number(safeArea.top)), ("left", .number(safeArea.left)),
          ("bottom", .number(safeArea.bottom)), ("right", .number(safeArea.right)),
        ])
      ),
    ])
  }
}
