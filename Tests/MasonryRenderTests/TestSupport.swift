import AutoLayout
import Foundation
import MasonryRender

/// The package's root directory, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// Reads, decodes and builds a JSON layout file from text.
func build(_ json: String, file: String = "test.json") throws(LayoutFileError) -> BuiltLayout {
  let document = try JSONReader.read(json, file: file)
  return try LayoutBuilder.build(try LayoutFile(decoding: document, file: file))
}

/// Builds and lays out a JSON layout file; returns the frames by id, in root coordinates.
func frames(_ json: String) throws(LayoutFileError) -> [String: Rect] {
  let layout = try build(json)
  layout.layOut()
  var frames: [String: Rect] = [:]
  for node in layout.scene().nodes { frames[node.id] = node.absoluteFrame }
  return frames
}

/// The error building `json` gives, or nil if it builds.
func buildError(_ json: String) -> LayoutFileError? {
  do {
    _ = try build(json)
    return nil
  } catch {
    return error
  }
}

/// The error reading `json` gives, or nil if it reads.
func readError(_ json: String) -> LayoutFileError? {
  do {
    _ = try JSONReader.read(json, file: "test.json")
    return nil
  } catch {
    return error
  }
}

/// A layout file with a 320 × 480 root, the given views and constraints (JSON fragments).
func layoutJSON(
  views: [String] = [], constraints: [String] = [], root: String = ""
)
  -> String
{
  """
  {
    "root": {"width": 320, "height": 480\(root.isEmpty ? "" : ", " + root)},
    "views": [\(views.joined(separator: ",\n    "))],
    "constraints": [\(constraints.joined(separator: ",\n    "))]
  }
  """
}
