import AutoLayout

/// A view with a fixed intrinsic size, as an image view has.
final class SizedView: View {
  let size: Size

  init(size: Size, name: String) {
    self.size = size
    super.init(name: name)
  }

  override var intrinsicContentSize: Size { size }
}
