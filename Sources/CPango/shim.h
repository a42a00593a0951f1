// The C headers MasonryPango uses: PangoCairo (which brings Pango, HarfBuzz's types, GLib and
// Cairo), Cairo's PDF surface, and zlib (for the PNG encoder; libcairo2-dev brings it).
#include <pango/pangocairo.h>
#include <cairo-pdf.h>
#include <zlib.h>

// zlib's deflateInit2 is a macro, which Swift does not import: a raw deflate stream (no zlib
// header or checksum; window 32 KiB, default memory) at `level`.
static inline int masonry_raw_deflate_init(z_stream *stream, int level) {
  return deflateInit2(stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY);
}
