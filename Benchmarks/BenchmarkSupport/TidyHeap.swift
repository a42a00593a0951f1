/// Lets the allocator tidy what was freed before a timing starts, so that the timing does not pay
/// for it.
///
/// glibc keeps small freed blocks on quick lists (its "fastbins") and merges them all into its
/// free lists at the next allocation of a kilobyte or more. After a run's cells and solvers are
/// freed together (some 49 000 small blocks for 100 feed cells), that merge fell on whichever
/// timing allocated a large block first: in the feed benchmark always the Masonry side's first
/// layout (manual layout allocates no large block, and the solver baseline came after), about a
/// tenth of its time, for blocks the harness freed. One large block allocated and freed here
/// makes the merge happen outside every timing. Elsewhere it costs an allocation and does
/// nothing more.
///
/// ```swift
/// batches = []  // the previous run's cells go
/// tidyHeap()
/// let elapsed = clock.milliseconds { layOutNewCells() }
/// ```
package func tidyHeap() {
  // Through the Swift runtime's allocator, which the optimizer cannot pair away.
  let block = UnsafeMutableRawPointer.allocate(byteCount: 4096, alignment: 16)
  block.storeBytes(of: 1, as: UInt8.self)
  block.deallocate()
}
