// The C headers MasonryPango uses: PangoCairo (which brings Pango, HarfBuzz's types, GLib and
// Cairo) and Cairo's PDF surface.
#include <pango/pangocairo.h>
#include <cairo-pdf.h>
