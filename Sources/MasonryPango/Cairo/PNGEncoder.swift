#if Pango
import CPango
import Dispatch

#if canImport(Glibc)
import Glibc
#endif

/// Encodes Cairo's pixels as a PNG file, fast: 8-bit RGB when every pixel is opaque (RGBA
/// otherwise, alpha un-premultiplied), rows unfiltered, compressed by zlib at its fastest
/// level, the rows in bands compressed side by side on the machine's cores.
///
/// Cairo's own PNG writer goes through libpng at its default settings, which try five filters
/// on every row and compress harder: on a picture of 10 000 labels (1700 × 15 016 pixels) it
/// took 2.2 s, three times as long as the layout, where this takes about 0.4 s on two cores,
/// for a file as large (4.1 MB). Pictures of layouts are mostly flat colour, which deflate finds as repeats
/// without a filter (the Sub filter with zlib's run-length strategy was tried: slower, and
/// the file four times the size).
///
/// The bands make one zlib stream as pigz makes one: each band is raw deflate data ending on
/// a byte boundary (a sync flush), the last band ends the stream, and the checksums of the
/// bands are combined into the stream's.
enum PNGEncoder {
  /// The PNG file of a `width` × `height` image whose rows of ARGB words (premultiplied, as
  /// Cairo keeps them) start `stride` bytes apart at `data`.
  static func encode(
    _ data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int
  ) throws(CairoWriterError) -> [UInt8] {
    let image = Image(
      data: data, width: width, height: height, stride: stride,
      channels: isOpaque(data, width: width, height: height, stride: stride) ? 3 : 4)
    // A band for each core, of at least 256 rows.
    let cores = max(1, min(8, System.cores))
    let count = max(1, min(cores, height / 256))
    let bands = Bands(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { index in
      let rows = (height * index / count)..<(height * (index + 1) / count)
      bands.results[index] = compress(image, rows: rows, isLast: index == count - 1)
    }

    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header: [UInt8] = []
    append(UInt32(width), to: &header)
    append(UInt32(height), to: &header)
    // 8 bits a channel; colour type 2 (RGB) or 6 (RGBA); deflate; the standard filters;
    // not interlaced.
    header += [8, image.channels == 3 ? 2 : 6, 0, 0, 0]
    chunk("IHDR", header, into: &png)
    // The zlib stream: its header (deflate, 32 KiB window, fastest level), the bands, and
    // the checksum of all the rows.
    var stream: [UInt8] = [0x78, 0x01]
    var checksum = adler32(0, nil, 0)
    for result in bands.results {
      guard let result else {
        throw CairoWriterError(message: "zlib could not compress the image")
      }
      stream += result.compressed
      checksum = adler32_combine(checksum, result.checksum, result.length)
    }
    append(UInt32(checksum), to: &stream)
    // IDAT chunks of at most 1 MiB.
    var start = 0
    repeat {
      let end = min(stream.count, start + (1 << 20))
      chunk("IDAT", stream[start..<end], into: &png)
      start = end
    } while start < stream.count
    chunk("IEND", [], into: &png)
    return png
  }

  /// The pixels being encoded.
  private struct Image: @unchecked Sendable {
    // Unchecked: the pixels are only read, and stay alive until `encode` returns.
    let data: UnsafePointer<UInt8>
    let width: Int
    let height: Int
    let stride: Int
    let channels: Int

    /// The bytes of a row in the file: the filter byte, then the pixels.
    var rowBytes: Int { 1 + width * channels }
  }

  /// What a band became.
  private struct Band: Sendable {
    var compressed: [UInt8]
    var checksum: UInt
    var length: Int
  }

  /// The bands' results, each written by its own task.
  private final class Bands: @unchecked Sendable {
    // Unchecked: each index is written by one task only, and read after all have finished.
    var results: [Band?]
    init(count: Int) { results = Array(repeating: nil, count: count) }
  }

  /// The rows of one band as raw deflate data: ended by a sync flush (on a byte boundary,
  /// not final) unless it is the last, which ends the stream; nil on a zlib error.
  private static func compress(_ image: Image, rows: Range<Int>, isLast: Bool) -> Band? {
    var stream = z_stream()
    guard masonry_raw_deflate_init(&stream, Z_BEST_SPEED) == Z_OK else { return nil }
    defer { deflateEnd(&stream) }
    let rowBytes = image.rowBytes
    let bandRows = max(1, (1 << 20) / rowBytes)
    var input = [UInt8](repeating: 0, count: rowBytes * bandRows)
    var output = [UInt8](repeating: 0, count: 1 << 18)
    var band = Band(compressed: [], checksum: adler32(0, nil, 0), length: 0)
    var y = rows.lowerBound
    repeat {
      let count = min(bandRows, rows.upperBound - y)
      let flush = y + count < rows.upperBound ? Z_NO_FLUSH : (isLast ? Z_FINISH : Z_SYNC_FLUSH)
      let done = input.withUnsafeMutableBufferPointer { buffer -> Bool in
        guard let base = buffer.baseAddress else { return false }
        for offset in 0..<count {
          convert(image, row: y + offset, into: base + offset * rowBytes)
        }
        band.checksum = adler32(band.checksum, base, UInt32(count * rowBytes))
        band.length += count * rowBytes
        return output.withUnsafeMutableBufferPointer { out in
          deflateAll(
            &stream, input: base, count: count * rowBytes, flush: flush, output: out,
            into: &band.compressed)
        }
      }
      guard done else { return nil }
      y += count
    } while y < rows.upperBound
    return band
  }

  /// Whether every pixel's alpha is 255.
  private static func isOpaque(
    _ data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int
  ) -> Bool {
    for y in 0..<height {
      let words = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width where words[x] >> 24 != 0xFF { return false }
    }
    return true
  }

  /// One row as the file has it: the filter byte (0, none), then each pixel as R, G, B (and
  /// A, with the colour un-premultiplied).
  private static func convert(
    _ image: Image, row y: Int, into row: UnsafeMutablePointer<UInt8>
  ) {
    row[0] = 0
    let words = UnsafeRawPointer(image.data + y * image.stride).assumingMemoryBound(
      to: UInt32.self)
    var out = row + 1
    if image.channels == 3 {
      for x in 0..<image.width {
        let word = words[x]
        out[0] = UInt8(truncatingIfNeeded: word >> 16)
        out[1] = UInt8(truncatingIfNeeded: word >> 8)
        out[2] = UInt8(truncatingIfNeeded: word)
        out += 3
      }
      return
    }
    for x in 0..<image.width {
      let word = words[x]
      var red = word >> 16 & 0xFF
      var green = word >> 8 & 0xFF
      var blue = word & 0xFF
      let alpha = word >> 24
      if alpha != 0 && alpha != 255 {
        red = min(255, (red * 255 + alpha / 2) / alpha)
        green = min(255, (green * 255 + alpha / 2) / alpha)
        blue = min(255, (blue * 255 + alpha / 2) / alpha)
      }
      out[0] = UInt8(red)
      out[1] = UInt8(green)
      out[2] = UInt8(blue)
      out[3] = UInt8(alpha)
      out += 4
    }
  }

  /// Feeds `count` bytes to zlib, appending what it writes; false on a zlib error.
  private static func deflateAll(
    _ stream: inout z_stream, input: UnsafeMutablePointer<UInt8>, count: Int, flush: Int32,
    output: UnsafeMutableBufferPointer<UInt8>, into compressed: inout [UInt8]
  ) -> Bool {
    stream.next_in = input
    stream.avail_in = UInt32(count)
    while true {
      stream.next_out = output.baseAddress
      stream.avail_out = UInt32(output.count)
      let status = deflate(&stream, flush)
      if status == Z_STREAM_ERROR { return false }
      compressed.append(contentsOf: output[0..<(output.count - Int(stream.avail_out))])
      if status == Z_STREAM_END { return true }
      // Done when zlib had room to spare and took all the input (for a finish, only at the
      // stream's end).
      if stream.avail_out > 0 && stream.avail_in == 0 && flush != Z_FINISH { return true }
    }
  }

  /// A chunk: its length, type, data and CRC.
  private static func chunk<Data: Collection<UInt8>>(
    _ type: String, _ data: Data, into png: inout [UInt8]
  ) {
    append(UInt32(data.count), to: &png)
    let start = png.count
    png += Array(type.utf8)
    png += data
    let crc = png[start...].withUnsafeBufferPointer { buffer in
      crc32(0, buffer.baseAddress, UInt32(buffer.count))
    }
    append(UInt32(crc), to: &png)
  }

  private static func append(_ value: UInt32, to bytes: inout [UInt8]) {
    bytes += [
      UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF),
      UInt8(value & 0xFF),
    ]
  }
}

/// The machine.
enum System {
  /// The cores this process may run on.
  static var cores: Int { Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) }
}
#endif
