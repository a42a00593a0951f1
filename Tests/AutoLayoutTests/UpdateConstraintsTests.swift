import Testing

@testable import AutoLayout

/// A bar whose height constraint follows a flag, set in `updateConstraints()`.
private final class Toolbar: View {
  var compact = false { didSet { setNeedsUpdateConstraints() } }
  var heightConstraint: LayoutConstraint?
  init(_ name: String) {
    super.init(name: name)
    translatesAutoresizingMaskIntoConstraints = false
  }
  override func updateConstraints() {
    heightConstraint?.constant = compact ? 32 : 44
    Toolbar.order.append(debugName ?? "?")
    super.updateConstraints()
  }
  nonisolated(unsafe) static var order: [String] = []
}

@Suite("updateConstraints", .serialized)
struct UpdateConstraintsTests {
  @Test("the layout pass runs updateConstraints of the views that asked, subviews first")
  func updatePass() {
    Toolbar.order = []
    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480), name: "root")
    let bar = Toolbar("bar")
    let inner = Toolbar("inner")
    root.addSubview(bar)
    bar.addSubview(inner)
    _ = pin(bar, .left, .equal, root)
    _ = pin(bar, .top, .equal, root)
    _ = pin(bar, .width, .equal, root)
    bar.heightConstraint = pin(bar, .height, plus: 44)
    root.layoutIfNeeded()
    #expect(Toolbar.order.isEmpty)
    #expect(bar.frame.height == 44)
    bar.compact = true
    inner.setNeedsUpdateConstraints()
    #expect(bar.needsUpdateConstraints)
    root.layoutIfNeeded()
    #expect(Toolbar.order == ["inner", "bar"])
    #expect(!bar.needsUpdateConstraints)
    #expect(bar.frame == Rect(x: 0, y: 0, width: 320, height: 32))
    root.layoutIfNeeded()
    #expect(Toolbar.order == ["inner", "bar"])
  }

  @Test("a request made before the view joins a tree is kept")
  func requestTravelsWithTheView() {
    Toolbar.order = []
    let bar = Toolbar("lonely")
    bar.setNeedsUpdateConstraints()
    let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "root")
    root.addSubview(bar)
    root.layoutIfNeeded()
    #expect(Toolbar.order == ["lonely"])
  }
}
