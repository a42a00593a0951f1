import Foundation
import MasonryRender

/// Reads the layout file of `masonry preview` and lays it out on each device, as screens of the
/// HTML inspector; a file that does not read gives its located error instead.
struct PreviewRenderer: Sendable {
  /// What one read of the file gave.
  enum Outcome: Sendable {
    /// The file laid out: a screen per device.
    case screens([HTMLInspectorWriter.Screen])
    /// The file did not read: the error with its line and a caret, as the tool prints it.
    case failure(String)
  }

  /// The most views a preview looks for ambiguity in on each change: above it a save would
  /// take seconds to show, and the page says that `masonry check` looks for it.
  static let ambiguityLimit = 2_000

  /// The path read.
  var path: String
  /// The `--format` option: nil reads the format from the extension, else from the text, each
  /// time as `masonry render` and `check` do (``LayoutInput/resolvedFormat(of:path:given:)``).
  var format: LayoutInput.Format?
  /// The devices, left to right; empty for the file's own root.
  var devices: [Device]

  /// The page's title: the file's name.
  var title: String { (path as NSString).lastPathComponent }

  /// Reads, parses, builds and lays out the file on each device, and diagnoses each layout.
  func render() -> Outcome {
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.readFile(path)
    } catch {
      return .failure(
        LayoutFileError(file: path, location: .start, message: error.description).description)
    }
    let file: LayoutFile
    let source: String
    do {
      (file, source) = try LayoutInput.parse(bytes, name: path, path: path, format: format)
    } catch {
      return .failure(error.source.map(error.error.annotated(source:)) ?? error.error.description)
    }
    var screens: [HTMLInspectorWriter.Screen] = []
    for device in devices.isEmpty ? [nil] : devices.map(Optional.some) {
      var onDevice = file
      device?.apply(to: &onDevice.root)
      let layout: BuiltLayout
      do {
        layout = try LayoutBuilder.build(onDevice)
      } catch {
        return .failure(error.annotated(source: source))
      }
      layout.layOut()
      let scene = layout.scene()
      let diagnosis = Diagnosis(
        root: layout.root, reports: layout.reports, sources: layout.sources,
        findsAmbiguity: scene.nodes.count <= PreviewRenderer.ambiguityLimit)
      screens.append(
        HTMLInspectorWriter.Screen(
          scene: scene, diagnosis: diagnosis,
          label: device.map { "\($0.displayName) · \($0.name)" }))
    }
    return .screens(screens)
  }
}
