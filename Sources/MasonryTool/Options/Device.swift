import AutoLayout
import Foundation
import MasonryRender

/// A device preset for `--device`: a screen's size in points, its scale and its safe area, in
/// one orientation.
///
/// It replaces the layout file's root size, scale and safe area.
///
/// Sources. Points and scales: Apple's Human Interface Guidelines, *Layout*, "iOS, iPadOS device
/// screen dimensions" (developer.apple.com/design/human-interface-guidelines/layout), and the
/// display lines of Apple's technical specifications of each model (support.apple.com/specs).
/// Safe areas: what `UIView.safeAreaInsets` reports on each model (full screen, status bar
/// shown in portrait), as tabulated by Keith Harrison at useyourloaf.com ("iPhone 16 Screen
/// Sizes", "iPhone 16e Screen Size", "iPad Pro M4 Screen Sizes"): a phone with Face ID has its
/// sensor housing on top in portrait (47 for a notch, 59 or 62 for the Dynamic Island) and the
/// home indicator's 34 at the bottom; in landscape the housing's inset moves to both sides
/// (whichever way the phone is turned, UIKit insets both) and the home indicator's to 21; the
/// status bar is hidden in landscape. An iPad without a home button has the 24-point status
/// bar on top and the 20-point home indicator at the bottom in both orientations. The iPhone
/// SE has a home button: a 20-point status bar in portrait, nothing in landscape.
struct Device: Sendable, Equatable {
  /// The name `--device` takes: `iphone-16-pro`, `iphone-16-pro-landscape`.
  var name: String
  /// The name people use: `iPhone 16 Pro (landscape)`.
  var displayName: String
  /// The screen in points.
  var size: Size
  /// Pixels per point.
  var scale: Double
  /// The safe area's insets.
  var safeArea: EdgeInsets

  /// Lays the file out as on this device: the root takes its size, scale and safe area.
  func apply(to root: inout RootSpec) {
    root.size = size
    root.scale = scale
    root.safeArea = safeArea
  }

  /// The device as `check`'s JSON and SARIF reports name it.
  var checkDevice: CheckDevice {
    CheckDevice(
      name: name, displayName: displayName, size: size, scale: scale, safeArea: safeArea)
  }

  /// `393 × 852 @3x`.
  var sizeText: String {
    "\(Device.format(size.width)) × \(Device.format(size.height)) @\(Device.format(scale))x"
  }

  /// `top 59, bottom 34`, or `none`.
  var safeAreaText: String {
    let sides = [
      ("top", safeArea.top), ("left", safeArea.left), ("bottom", safeArea.bottom),
      ("right", safeArea.right),
    ].filter { $0.1 != 0 }
    return sides.isEmpty
      ? "none" : sides.map { "\($0.0) \(Device.format($0.1))" }.joined(separator: ", ")
  }

  private static func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}

extension Device {
  /// A phone with Face ID: the housing's inset on top in portrait, on both sides in landscape.
  private static func faceIDPhone(
    _ name: String, _ displayName: String, _ width: Double, _ height: Double, top: Double
  ) -> [Device] {
    [
      Device(
        name: name, displayName: displayName, size: Size(width: width, height: height),
        scale: 3, safeArea: EdgeInsets(top: top, left: 0, bottom: 34, right: 0)),
      Device(
        name: name + "-landscape", displayName: displayName + ", landscape",
        size: Size(width: height, height: width), scale: 3,
        safeArea: EdgeInsets(top: 0, left: top, bottom: 21, right: top)),
    ]
  }

  /// An iPad without a home button: status bar and home indicator in both orientations.
  private static func pad(
    _ name: String, _ displayName: String, _ width: Double, _ height: Double
  ) -> [Device] {
    let safeArea = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
    return [
      Device(
        name: name, displayName: displayName, size: Size(width: width, height: height), scale: 2,
        safeArea: safeArea),
      Device(
        name: name + "-landscape", displayName: displayName + ", landscape",
        size: Size(width: height, height: width), scale: 2, safeArea: safeArea),
    ]
  }

  /// Every preset, phones first, each in portrait and then landscape.
  static let all: [Device] =
    [
      Device(
        name: "iphone-se", displayName: "iPhone SE (3rd generation)",
        size: Size(width: 375, height: 667), scale: 2,
        safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
      Device(
        name: "iphone-se-landscape", displayName: "iPhone SE (3rd generation), landscape",
        size: Size(width: 667, height: 375), scale: 2, safeArea: .zero),
    ]
    + faceIDPhone("iphone-16e", "iPhone 16e", 390, 844, top: 47)
    + faceIDPhone("iphone-16", "iPhone 16", 393, 852, top: 59)
    + faceIDPhone("iphone-16-plus", "iPhone 16 Plus", 430, 932, top: 59)
    + faceIDPhone("iphone-16-pro", "iPhone 16 Pro", 402, 874, top: 62)
    + faceIDPhone("iphone-16-pro-max", "iPhone 16 Pro Max", 440, 956, top: 62)
    + faceIDPhone("iphone-17", "iPhone 17", 402, 874, top: 62)
    + faceIDPhone("iphone-17-pro", "iPhone 17 Pro", 402, 874, top: 62)
    + faceIDPhone("iphone-17-pro-max", "iPhone 17 Pro Max", 440, 956, top: 62)
    + pad("ipad-mini", "iPad mini (A17 Pro)", 744, 1133)
    + pad("ipad", "iPad (A16)", 820, 1180)
    + pad("ipad-air-13", "iPad Air 13-inch (M3)", 1024, 1366)
    + pad("ipad-pro-11", "iPad Pro 11-inch (M4)", 834, 1210)
    + pad("ipad-pro-13", "iPad Pro 13-inch (M4)", 1032, 1376)
    + [
      Device(
        name: "desktop", displayName: "Desktop window (Retina)",
        size: Size(width: 1280, height: 800), scale: 2, safeArea: .zero)
    ]

  /// The preset named `name` (any case; spaces and underscores read as hyphens).
  static func named(_ name: String) -> Device? {
    let key = normalized(name)
    return all.first { $0.name == key }
  }

  private static func normalized(_ name: String) -> String {
    String(
      name.lowercased().trimmingCharacters(in: .whitespaces).map {
        $0 == " " || $0 == "_" ? "-" : $0
      })
  }

  /// The presets a comma-separated list names (`iphone-16,ipad`), in order.
  ///
  /// - Throws: ``UnknownDevice`` for a name that is none of them.
  static func list(_ text: String) throws(UnknownDevice) -> [Device] {
    var devices: [Device] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let name = String(part)
      guard let device = named(name) else { throw UnknownDevice(name: name) }
      if !devices.contains(device) { devices.append(device) }
    }
    return devices
  }

  /// The preset names closest to a mistyped one, at most two edits away (or three for a long
  /// name), the closest first; a name that is the start of presets suggests them.
  static func suggestions(for name: String) -> [String] {
    let key = normalized(name)
    guard !key.isEmpty else { return [] }
    let allowed = key.count > 10 ? 3 : 2
    let scored = all.map { ($0.name, Names.editDistance(key, $0.name)) }.filter { $0.1 <= allowed }
    if !scored.isEmpty {
      let best = scored.map(\.1).min() ?? 0
      return scored.filter { $0.1 == best }.map(\.0)
    }
    return all.map(\.name).filter { $0.hasPrefix(key) && !$0.hasSuffix("-landscape") }
  }
}

/// A `--device` name that is no preset: the error names the near misses and every preset.
struct UnknownDevice: Error, CustomStringConvertible {
  /// The name given.
  var name: String

  var description: String {
    var text = "unknown device '\(name)'"
    let near = Device.suggestions(for: name)
    if !near.isEmpty {
      text += "; did you mean " + near.map { "'\($0)'" }.joined(separator: " or ") + "?"
    }
    let names = Device.all.map(\.name).filter { !$0.hasSuffix("-landscape") }
    text += " Devices: " + names.joined(separator: ", ")
    text += " (each phone and iPad also as NAME-landscape); 'masonry devices' lists them."
    return text
  }
}
