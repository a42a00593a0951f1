import MasonryPango
import Testing

/// Why the Pango tests are skipped in a build without the trait.
let pangoMissing: Comment =
  "built without the Pango trait: run swift test --traits Pango (after apt-get install libpango1.0-dev libcairo2-dev fonts-dejavu fonts-liberation)"
