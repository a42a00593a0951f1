#if Pango
import AutoLayout
import CPango
import MasonryRender

/// Why a picture could not be made.
public struct CairoWriterError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, in a sentence.
  public var message: String

  /// The message.
  public var description: String { message }
}

/// Draws a `Scene` as a PNG image at the root's scale (a 390 × 844 root at
/// scale 3 is 1170 × 2532 pixels): what the SVG draws — fills, outlines, rounded corners and
/// text — through Cairo, the text set by Pango.
///
/// ```swift
/// let png = try PNGWriter.write(layout.scene())
/// ```
public enum PNGWriter {
  /// The most pixels on a side Cairo's images hold.
  public static let maximumSide = 32_767

  /// The PNG file's bytes.
  public static func write(_ scene: Scene) throws(CairoWriterError) -> [UInt8] {
    let image = try RasterSurface(scene)
    return try image.png()
  }
}

/// Draws a `Scene` as a one-page PDF, a point of the layout a point of the
/// page: what the SVG draws — fills, outlines, rounded corners and text — as vectors, the
/// text set by Pango in fonts embedded (subset) in the file.
///
/// ```swift
/// let pdf = try PDFWriter.write(layout.scene())
/// ```
public enum PDFWriter {
  /// The PDF file's bytes.
  public static func write(_ scene: Scene) throws(CairoWriterError) -> [UInt8] {
    let sink = ByteSink()
    let closure = Unmanaged.passUnretained(sink).toOpaque()
    let size = scene.size
    guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1,
      size.width <= 14_400, size.height <= 14_400
    else {
      throw CairoWriterError(
        message:
          "a PDF page is 1 to 14 400 points on a side; this layout is \(size.width) × \(size.height)"
      )
    }
    guard
      let surface = cairo_pdf_surface_create_for_stream(
        ByteSink.write, closure, size.width, size.height)
    else { throw CairoWriterError(message: "Cairo could not make a PDF surface") }
    defer { cairo_surface_destroy(surface) }
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, scene.title)
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "masonry")
    do {
      let painter = CairoPainter(surface: surface, scale: 1)
      painter.paint(scene)
      cairo_show_page(painter.cairo)
      if let problem = painter.status {
        throw CairoWriterError(message: "Cairo could not draw the PDF: \(problem)")
      }
    }
    cairo_surface_finish(surface)
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw CairoWriterError(
        message: "Cairo could not write the PDF: \(String(cString: cairo_status_to_string(status)))"
      )
    }
    withExtendedLifetime(sink) {}
    return sink.bytes
  }
}

/// Bytes Cairo writes to, through a C callback.
final class ByteSink {
  var bytes: [UInt8] = []

  /// Cairo's write function: appends to the sink `closure` points at.
  static let write: cairo_write_func_t = { closure, data, length in
    guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
    if let data {
      sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
    }
    return CAIRO_STATUS_SUCCESS
  }
}

/// A scene painted on a Cairo image surface (32-bit ARGB, premultiplied) at its scale,
/// which it owns.
final class RasterSurface {
  let surface: OpaquePointer
  let width: Int
  let height: Int

  /// Paints the scene.
  init(_ scene: Scene) throws(CairoWriterError) {
    let width = (scene.size.width * scene.scale).rounded(.up)
    let height = (scene.size.height * scene.scale).rounded(.up)
    let side = Double(PNGWriter.maximumSide)
    guard width.isFinite, height.isFinite, width >= 1, height >= 1, width <= side,
      height <= side
    else {
      throw CairoWriterError(
        message:
          "a PNG is 1 to \(PNGWriter.maximumSide) pixels on a side; this layout at scale \(scene.scale) is \(width) × \(height)"
      )
    }
    self.width = Int(width)
    self.height = Int(height)
    guard
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else {
      throw CairoWriterError(message: "Cairo could not make a \(width) × \(height) image")
    }
    self.surface = surface
    let painter = CairoPainter(surface: surface, scale: scene.scale)
    painter.paint(scene)
    if let problem = painter.status {
      throw CairoWriterError(message: "Cairo could not draw the image: \(problem)")
    }
    cairo_surface_flush(surface)
  }

  deinit { cairo_surface_destroy(surface) }

  /// The image as a PNG file (``PNGEncoder``).
  func png() throws(CairoWriterError) -> [UInt8] {
    guard let data = cairo_image_surface_get_data(surface) else {
      throw CairoWriterError(message: "Cairo's image has no pixels")
    }
    return try PNGEncoder.encode(
      UnsafePointer(data), width: width, height: height,
      stride: Int(cairo_image_surface_get_stride(surface)))
  }

  /// The pixels, row by row, as ARGB words (premultiplied by alpha).
  func pixels() -> [UInt32] {
    guard let data = cairo_image_surface_get_data(surface) else { return [] }
    let stride = Int(cairo_image_surface_get_stride(surface))
    var pixels: [UInt32] = []
    pixels.reserveCapacity(width * height)
    for row in 0..<height {
      let start = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
      pixels.append(contentsOf: UnsafeBufferPointer(start: start, count: width))
    }
    return pixels
  }
}
#endif
