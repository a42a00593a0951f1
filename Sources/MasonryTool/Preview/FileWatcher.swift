#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What tells one version of a file from the next without reading it: its inode and device
/// (an editor that saves by writing a new file and renaming it over the old one changes them),
/// its size, and its modification and status-change times to the nanosecond.
struct FileSignature: Equatable, Sendable {
  var exists: Bool
  var device: UInt64 = 0
  var inode: UInt64 = 0
  var size: Int64 = 0
  var modified: (seconds: Int, nanoseconds: Int) = (0, 0)
  var changed: (seconds: Int, nanoseconds: Int) = (0, 0)

  /// The signature of the file at `path` now; a file that is not there has `exists` false.
  init(path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else {
      exists = false
      return
    }
    exists = true
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
    size = Int64(status.st_size)
    #if canImport(Darwin)
    modified = (Int(status.st_mtimespec.tv_sec), Int(status.st_mtimespec.tv_nsec))
    changed = (Int(status.st_ctimespec.tv_sec), Int(status.st_ctimespec.tv_nsec))
    #else
    modified = (Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec))
    changed = (Int(status.st_ctim.tv_sec), Int(status.st_ctim.tv_nsec))
    #endif
  }

  static func == (a: FileSignature, b: FileSignature) -> Bool {
    a.exists == b.exists && a.device == b.device && a.inode == b.inode && a.size == b.size
      && a.modified == b.modified && a.changed == b.changed
  }
}

/// Watches one file by polling its ``FileSignature``: cheap (one `stat` a poll), and it sees
/// every way of saving — in place, by a rename over the file, on any file system.
struct FileWatcher: Sendable {
  /// The file watched.
  var path: String
  /// How often the file is looked at.
  var interval: Duration = .milliseconds(50)

  /// Calls `changed` after each change of the file, until the task is cancelled.
  ///
  /// `changed` returns whether the file read. A file that did not (an editor may be half way
  /// through writing it) is given one more interval: if it has changed again by then, the new
  /// version is read at once; if not, `changed` is called again with `final` true, to report it
  /// as it is.
  func watch(_ changed: (_ final: Bool) async -> Bool) async {
    var last = FileSignature(path: path)
    var failed = false
    while !Task.isCancelled {
      try? await Task.sleep(for: interval)
      let now = FileSignature(path: path)
      if now == last {
        if failed {
          failed = false
          _ = await changed(true)
        }
        continue
      }
      last = now
      failed = !(await changed(false))
    }
  }
}
