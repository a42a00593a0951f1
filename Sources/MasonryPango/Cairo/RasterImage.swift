#if Pango
import CPango
import MasonryRender

/// An image as pixels, for checking pictures: a scene painted by Cairo, or a PNG file read
/// back (the PNG writer's, or `pdftoppm`'s page of a PDF).
///
/// ```swift
/// let image = try RasterImage(scene: scene)
/// let (red, green, blue, alpha) = image[12, 40]
/// ```
package struct RasterImage: Sendable {
  /// Pixels across.
  package var width: Int
  /// Pixels down.
  package var height: Int
  /// The pixels, row by row, as ARGB words (premultiplied by alpha).
  package var pixels: [UInt32]

  /// The scene painted as the PNG writer paints it, not encoded.
  package init(scene: Scene) throws(CairoWriterError) {
    let surface = try RasterSurface(scene)
    width = surface.width
    height = surface.height
    pixels = surface.pixels()
  }

  /// A PNG file's pixels.
  package init(png bytes: [UInt8]) throws(CairoWriterError) {
    let source = ByteSource(bytes)
    guard
      let surface = cairo_image_surface_create_from_png_stream(
        ByteSource.read, Unmanaged.passUnretained(source).toOpaque())
    else { throw CairoWriterError(message: "Cairo could not read the PNG") }
    defer { cairo_surface_destroy(surface) }
    withExtendedLifetime(source) {}
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      throw CairoWriterError(message: "not a PNG Cairo can read")
    }
    // Drawn onto an ARGB surface, whatever format the file had (pdftoppm writes RGB).
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    guard
      let target = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { throw CairoWriterError(message: "Cairo could not make an image") }
    defer { cairo_surface_destroy(target) }
    let cairo = cairo_create(target)
    cairo_set_source_surface(cairo, surface, 0, 0)
    cairo_paint(cairo)
    cairo_destroy(cairo)
    cairo_surface_flush(target)
    self.width = width
    self.height = height
    pixels = []
    guard let data = cairo_image_surface_get_data(target) else { return }
    let stride = Int(cairo_image_surface_get_stride(target))
    pixels.reserveCapacity(width * height)
    for row in 0..<height {
      let start = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
      pixels.append(contentsOf: UnsafeBufferPointer(start: start, count: width))
    }
  }

  /// The pixel at column `x`, row `y`: red, green, blue and alpha, 0 to 255.
  package subscript(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    let word = pixels[y * width + x]
    return (
      UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8),
      UInt8(truncatingIfNeeded: word), UInt8(truncatingIfNeeded: word >> 24)
    )
  }
}

/// Bytes Cairo reads from, through a C callback.
private final class ByteSource {
  let bytes: [UInt8]
  var offset = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Cairo's read function: copies the next `length` bytes, or fails at the end.
  static let read: cairo_read_func_t = { closure, data, length in
    guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
    let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
    let count = Int(length)
    guard source.offset + count <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
    source.bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      data.update(from: base + source.offset, count: count)
    }
    source.offset += count
    return CAIRO_STATUS_SUCCESS
  }
}
#endif
