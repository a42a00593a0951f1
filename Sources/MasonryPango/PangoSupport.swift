/// Whether this build has Pango and Cairo, and how to get them when it has not.
///
/// The Pango text measurer and the PNG and PDF writers need the system's Pango and Cairo, so
/// they are built only with the package's `Pango` trait; without it this module holds just this
/// type, and the default build needs nothing but Swift.
///
/// ```swift
/// guard PangoSupport.isAvailable else {
///   print(PangoSupport.howToEnable)
///   return
/// }
/// ```
public enum PangoSupport {
  /// Whether the package was built with its `Pango` trait.
  public static var isAvailable: Bool {
    #if Pango
    return true
    #else
    return false
    #endif
  }

  /// How to build with Pango, in a sentence for a user.
  public static let howToEnable = """
    this build has no Pango: install the system libraries (apt-get install libpango1.0-dev \
    fonts-dejavu) and build with the package's Pango trait, e.g. \
    swift run --traits Pango masonry …
    """
}
