import ArgumentParser

/// Reading `--device` values: one preset, or a comma-separated list.
enum DeviceOption {
  /// The preset `name` names, or nil without one; a list or an unknown name is a usage error.
  static func one(_ name: String?) throws -> Device? {
    guard let name else { return nil }
    let devices = try list(name)
    guard devices.count == 1, let device = devices.first else {
      throw ValidationError("--device takes one device here, not a list")
    }
    return device
  }

  /// The presets a comma-separated list names; an unknown name is a usage error that names the
  /// near misses.
  static func list(_ text: String) throws -> [Device] {
    do {
      return try Device.list(text)
    } catch {
      throw ValidationError(error.description)
    }
  }
}
