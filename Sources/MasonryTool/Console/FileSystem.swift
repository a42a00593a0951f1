import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading and writing files through the system's calls, so that every failure can be said in
/// plain words (``Problem``) rather than as a Foundation error code, and so that a write either
/// replaces the file whole or leaves it as it was.
enum FileSystem {
  /// Why a file could not be read or written, in words for the person who ran the tool.
  struct Problem: Error, CustomStringConvertible {
    var description: String
  }

  /// The most a layout file may hold, so that reading `/dev/zero` ends.
  static let readLimit = 1 << 30

  // MARK: Reading

  /// The bytes of a file, of standard input for `-`, or of a pipe (`/dev/stdin`, the
  /// `/dev/fd/63` of a shell's `<(…)`): everything up to the end.
  static func readFile(_ path: String) throws(Problem) -> [UInt8] {
    if path == "-" { return try readAll(STDIN_FILENO) }
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw Problem(description: words(errno, reading: path)) }
    defer { close(fd) }
    var info = stat()
    if fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
      throw Problem(description: "this is a directory, not a layout file")
    }
    return try readAll(fd)
  }

  private static func readAll(_ fd: Int32) throws(Problem) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count == 0 { return bytes }
      if count < 0 {
        if errno == EINTR { continue }
        throw Problem(
          description: errno == EISDIR ? "this is a directory, not a layout file" : words(errno))
      }
      bytes.append(contentsOf: chunk[0..<count])
      if bytes.count > readLimit {
        throw Problem(description: "the file is larger than 1 GB, too large for a layout file")
      }
    }
  }

  // MARK: Writing

  /// Writes `bytes` to `path` so that the file is either replaced whole or left as it was: into a
  /// new file beside it, flushed to the disk, then renamed over it.
  ///
  /// A path that names something other than a regular file (a terminal, a pipe, `/dev/null`) is
  /// written directly; a symbolic link is followed, and the file it points to replaced.
  static func writeAtomically(_ bytes: [UInt8], to path: String) throws(Problem) {
    // A write past the file-size limit fails with EFBIG rather than ending the process.
    signal(SIGXFSZ, SIG_IGN)
    var info = stat()
    var mode: mode_t = 0o666
    var target = path
    if stat(path, &info) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFDIR:
        throw Problem(description: "this is a directory; name a file to write in it")
      case S_IFREG:
        // Replacing the file takes only the directory's permission; the file's own is honoured
        // as writing into it would.
        if access(path, W_OK) != 0 {
          throw Problem(
            description: errno == EACCES ? "permission denied: the file is read-only" : words(errno)
          )
        }
        mode = info.st_mode & 0o7777
        if let resolved = realpath(path, nil) {
          target = String(cString: resolved)
          free(resolved)
        }
      default:
        try writeDirectly(bytes, to: path)
        return
      }
    } else if errno != ENOENT {
      throw Problem(description: words(errno, writing: path))
    } else {
      var link = stat()
      if lstat(path, &link) == 0 && (link.st_mode & S_IFMT) == S_IFLNK {
        throw Problem(
          description:
            "this is a symbolic link to a file that does not exist; remove it or name another file")
      }
    }
    let slash = target.lastIndex(of: "/")
    let directory = slash.map { String(target[..<$0]) } ?? "."
    let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
    let temporary =
      (directory.isEmpty ? "" : directory + "/")
      + ".\(name).masonry-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    guard fd >= 0 else {
      throw Problem(description: words(errno, creatingIn: directory.isEmpty ? "/" : directory))
    }
    var failure: Int32 = 0
    if !writeAll(bytes, to: fd) { failure = errno }
    if failure == 0 && fchmod(fd, mode) != 0 { failure = errno }
    if failure == 0 && fsync(fd) != 0 && errno != EINVAL { failure = errno }
    if close(fd) != 0 && failure == 0 { failure = errno }
    if failure == 0 && rename(temporary, target) != 0 { failure = errno }
    guard failure != 0 else { return }
    unlink(temporary)
    throw Problem(description: words(failure, writing: path) + "; the file was left as it was")
  }

  /// Writes to a device or pipe, which cannot be replaced.
  private static func writeDirectly(_ bytes: [UInt8], to path: String) throws(Problem) {
    let fd = open(path, O_WRONLY | O_CLOEXEC)
    guard fd >= 0 else { throw Problem(description: words(errno, writing: path)) }
    let ok = writeAll(bytes, to: fd)
    let failure = errno
    close(fd)
    if !ok { throw Problem(description: words(failure, writing: path)) }
  }

  private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        // `offset < bytes.count`, so the buffer is not empty and has an address.
        guard let base = buffer.baseAddress else { preconditionFailure("a non-empty buffer") }
        return write(fd, base + offset, bytes.count - offset)
      }
      if count < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += count
    }
    return true
  }

  // MARK: Directories

  /// Makes a directory and the directories above it that are missing; nothing to do when it
  /// is there.
  static func makeDirectory(_ path: String) throws(Problem) {
    var info = stat()
    if stat(path, &info) == 0 {
      guard (info.st_mode & S_IFMT) == S_IFDIR else {
        throw Problem(description: "a file of that name is in the way")
      }
      return
    }
    guard errno == ENOENT else { throw Problem(description: words(errno)) }
    if let slash = path.dropLast().lastIndex(of: "/"), slash > path.startIndex {
      try makeDirectory(String(path[..<slash]))
    }
    if mkdir(path, 0o777) != 0 && errno != EEXIST {
      throw Problem(description: words(errno))
    }
  }

  // MARK: Words

  /// What an error number means for someone reading a file.
  static func words(_ code: Int32, reading path: String = "") -> String {
    switch code {
    case ENOENT:
      var link = stat()
      if !path.isEmpty && lstat(path, &link) == 0 && (link.st_mode & S_IFMT) == S_IFLNK {
        return "this is a symbolic link to a file that does not exist"
      }
      return "no such file"
    default: return words(code)
    }
  }

  /// What an error number means for someone writing a file.
  static func words(_ code: Int32, writing path: String) -> String {
    switch code {
    case ENOENT: return "the directory to write it in does not exist"
    default: return words(code)
    }
  }

  /// What an error number means for someone creating a file in `directory`.
  static func words(_ code: Int32, creatingIn directory: String) -> String {
    switch code {
    case ENOENT: return "the directory '\(directory)' does not exist"
    case EACCES, EPERM: return "permission denied: the file cannot be created in '\(directory)'"
    default: return words(code)
    }
  }

  /// What an error number means, in plain words.
  static func words(_ code: Int32) -> String {
    switch code {
    case ENOENT: return "no such file"
    case ELOOP: return "the symbolic links in the path form a loop"
    case EACCES, EPERM: return "permission denied"
    case EISDIR: return "this is a directory"
    case ENOTDIR: return "a part of the path is not a directory"
    case ENAMETOOLONG: return "the path is too long"
    case EFBIG: return "the file would be larger than the file-size limit (ulimit -f)"
    case ENOSPC: return "the disk is full"
    case EDQUOT: return "the disk quota is used up"
    case EROFS: return "the file system is read-only"
    case ETXTBSY: return "the file is a program being run"
    case EIO: return "the disk reported an input/output error"
    default: return String(cString: strerror(code)).lowercased()
    }
  }
}
