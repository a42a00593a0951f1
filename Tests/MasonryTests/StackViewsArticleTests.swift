import AutoLayout
import Masonry
import TestSupport
import Testing

/// The examples of the Stack Views article (`Sources/Masonry/Masonry.docc/StackViews.md`), run as
/// written there, with the outputs the article quotes.
///
/// Change an example here and there together.
@Suite("Documentation examples: Stack Views")
struct StackViewsArticleTests {
  /// The article's stand-in for a label: 8 points a character, 20 high, its first baseline 15
  /// below its top and its last 5 above its bottom.
  final class TextLabel: View {
    let text: String

    init(_ text: String, name: String) {
      self.text = text
      super.init(name: name)
    }

    override var intrinsicContentSize: Size {
      Size(width: Double(text.count) * 8, height: 20)
    }
    override var firstBaselineOffsetFromTop: Double? { 15 }
    override var lastBaselineOffsetFromBottom: Double? { 5 }
  }

  /// The sign-in form the article builds in its first steps.
  struct SignIn {
    let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844), name: "root")
    let title = TextLabel("Welcome back", name: "title")
    let email = View(name: "email")
    let password = View(name: "password")
    let signIn = TextLabel("Sign in", name: "signIn")
    let form: StackView

    init() {
      root.rootSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
      let (root, title, email, password, signIn) = (root, title, email, password, signIn)

      let form = [title, email, password, signIn].mas.stack(
        axis: .vertical, spacing: 12, alignment: .center, name: "form")
      root.addSubview(form)
      form.mas.makeConstraints { make in
        make.top.equalTo(root.mas.safeAreaLayoutGuideTop).offset(20)
        make.left.right.equalTo(root).inset(20)
      }

      [email, password].mas.makeConstraints { make in
        make.width.equalTo(form)
        make.height.equalTo(44).priority(999)
      }
      signIn.mas.makeConstraints { make in
        make.width.equalTo(form).multipliedBy(0.6)
      }
      title.mas.spacingAfter = 24
      self.form = form
    }
  }

  @Test("the form: built from an array, pinned, sized and spaced with the DSL")
  func form() {
    let s = SignIn()
    s.root.layoutIfNeeded()
    // 20 below the safe area's top (47): y 67; 20 in from each side: 390 − 40 = 350 wide.
    // Heights: 20, 24 (after the title), 44, 12, 44, 12, 20: 176.
    #expect("\(s.form.frame)" == "(20, 67, 350, 176)")
    // Centred in 350: the title keeps its 96 (12 characters): (350 − 96) / 2 = 127.
    #expect("\(s.title.frame)" == "(127, 0, 96, 20)")
    #expect("\(s.email.frame)" == "(0, 44, 350, 44)")
    #expect("\(s.password.frame)" == "(0, 100, 350, 44)")
    // 0.6 × 350 = 210 wide, (350 − 210) / 2 = 70 in; 44 + 44 + 12 + 44 + 12 = 156 down.
    #expect("\(s.signIn.frame)" == "(70, 156, 210, 20)")
    #expect(!s.form.translatesAutoresizingMaskIntoConstraints)
  }

  @Test("hiding an arranged view collapses it and its spacing")
  func hiding() throws {
    let s = SignIn()
    s.password.isHidden = true
    try s.root.layoutIfNeededStrictly()
    // 20 + 24 + 44 + 12 + 20 = 120; the button follows the email field: 44 + 44 + 12 = 100.
    #expect("\(s.form.frame)" == "(20, 67, 350, 120)")
    #expect("\(s.signIn.frame)" == "(70, 100, 210, 20)")
    #expect(s.password.frame.height == 0)
    s.password.isHidden = false
    try s.root.layoutIfNeededStrictly()
    #expect("\(s.signIn.frame)" == "(70, 156, 210, 20)")
  }

  @Test("a required height on a hidden view conflicts with UISV-hiding")
  func requiredHeightWhenHidden() throws {
    let s = SignIn()
    s.password.mas.remakeConstraints { make in
      make.width.equalTo(s.form)
      make.height.equalTo(44).key("passwordHeight")
    }
    s.password.isHidden = true
    let report = try strictConflict(s.root)
    #expect(
      report.conflicting.map { $0.replacing(/0x[0-9a-f]+/, with: "0x…") } == [
        "<MasonryLayoutConstraint:passwordHeight View:password.height == 44>",
        "<LayoutConstraint:0x… 'UISV-hiding' View:password.height == 0   (active)>",
      ])
    // The stack's hiding constraint, made at this layout, is left out: the field keeps its 44.
    #expect(report.brokenConstraint.identifier == "UISV-hiding")
    s.root.layoutIfNeeded()
    #expect(s.password.frame.height == 44)
  }

  @Test("remaking an arranged view's constraints keeps the stack's")
  func remake() {
    let s = SignIn()
    s.signIn.mas.remakeConstraints { make in
      make.width.equalTo(s.form)
      make.height.equalTo(48)
    }
    s.root.layoutIfNeeded()
    // Full width, 48 high: the form grows to 176 − 20 + 48 = 204.
    #expect("\(s.signIn.frame)" == "(0, 156, 350, 48)")
    #expect("\(s.form.frame)" == "(20, 67, 350, 204)")
    let stackMade = s.form.constraints.filter { $0.firstItem === s.signIn }
    #expect(
      stackMade.compactMap(\.identifier).sorted() == ["UISV-canvas-connection", "UISV-spacing"])
  }

  @Test("a constraint against the stack's spacing is reported beside it")
  func conflict() throws {
    let s = SignIn()
    s.root.layoutIfNeeded()
    s.email.mas.makeConstraints { make in
      make.top.equalTo(s.title.mas.bottom).offset(40).key("emailTop")
    }
    let report = try strictConflict(s.root)
    #expect(
      report.conflicting.map { $0.replacing(/0x[0-9a-f]+/, with: "0x…") } == [
        "<LayoutConstraint:0x… 'UISV-spacing' View:email.top == TextLabel:title.bottom + 24   (active)>",
        "<MasonryLayoutConstraint:emailTop View:email.top == TextLabel:title.bottom + 40>",
      ])
    // Added last, yours is left out: the email field stays 24 below the title.
    #expect(report.brokenConstraint.identifier == "emailTop")
    s.root.layoutIfNeeded()
    #expect("\(s.email.frame)" == "(0, 44, 350, 44)")
  }

  @Test("before the stack's first layout, its constraints come last and give way")
  func conflictBeforeFirstLayout() throws {
    let s = SignIn()
    s.email.mas.makeConstraints { make in
      make.top.equalTo(s.title.mas.bottom).offset(40).key("emailTop")
    }
    let report = try strictConflict(s.root)
    #expect(report.brokenConstraint.identifier == "UISV-spacing")
    // Without the spacing, the field is 40 below the title: 20 + 40 = 60.
    s.root.layoutIfNeeded()
    #expect("\(s.email.frame)" == "(0, 60, 350, 44)")
  }

  @Test("nested stacks, and a view on the last baseline of a row")
  func nested() {
    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 200), name: "root")
    let icon = View(name: "icon")
    let name = TextLabel("Wi-Fi", name: "name")
    let detail = TextLabel("Home", name: "detail")
    let badge = TextLabel("3", name: "badge")
    root.addSubview(badge)

    let labels = [name, detail].mas.stack(axis: .vertical, spacing: 2, name: "labels")
    let row = [icon, labels].mas.stack(
      axis: .horizontal, spacing: 12, alignment: .center, name: "row")
    root.addSubview(row)
    row.mas.makeConstraints { make in
      make.left.top.equalTo(root).offset(16)
    }
    icon.mas.makeConstraints { make in
      make.size.equalTo(30)
    }
    badge.mas.makeConstraints { make in
      make.left.equalTo(row.mas.right).offset(8)
      make.lastBaseline.equalTo(row.mas.lastBaseline)
    }
    root.layoutIfNeeded()
    // The labels column is as wide as its widest label ("Wi-Fi", 40) and 20 + 2 + 20 = 42
    // high; the row is 30 + 12 + 40 = 82 wide and as high as the column; the icon is centred:
    // (42 − 30) / 2 = 6.
    #expect("\(row.frame)" == "(16, 16, 82, 42)")
    #expect("\(icon.frame)" == "(0, 6, 30, 30)")
    #expect("\(labels.frame)" == "(42, 0, 40, 42)")
    #expect("\(detail.frame)" == "(0, 22, 40, 20)")
    // The row's last baseline is its tallest view's — the column's, whose last baseline is its
    // last view's: 16 + 22 + 20 − 5 = 53. The badge's last baseline is 5 above its bottom:
    // bottom 58, top 38; left 16 + 82 + 8 = 106.
    #expect("\(badge.frame)" == "(106, 38, 8, 20)")
  }

  @Test("siblings embedded in place")
  func embedded() {
    let dialog = View(frame: Rect(x: 0, y: 0, width: 320, height: 200), name: "dialog")
    let back = View(name: "back")
    let ok = TextLabel("OK", name: "ok")
    let cancel = TextLabel("Cancel", name: "cancel")
    for view in [back, ok, cancel] { dialog.addSubview(view) }
    let buttons = [ok, cancel].mas.stack(axis: .horizontal, spacing: 8, name: "buttons")
    #expect(dialog.subviews.compactMap(\.debugName) == ["back", "buttons"])
    #expect(buttons.arrangedSubviews.compactMap(\.debugName) == ["ok", "cancel"])
    buttons.mas.makeConstraints { make in
      make.right.bottom.equalTo(dialog).offset(-16)
    }
    dialog.layoutIfNeeded()
    // 16 + 8 + 48 = 72 wide, 20 high, its right and bottom 16 in: (232, 164).
    #expect("\(buttons.frame)" == "(232, 164, 72, 20)")
  }

  // MARK: MigratingFromSnapKit.md

  @Test("the SnapKit stack view example, translated")
  func snapKitStack() {
    let view = View(frame: Rect(x: 0, y: 0, width: 320, height: 480), name: "view")
    let title = TextLabel("Sign up", name: "title")
    let field = TextLabel("Email address", name: "field")
    let button = TextLabel("Go", name: "button")

    let stack = [title, field, button].mas.stack(axis: .vertical, spacing: 8)
    title.mas.spacingAfter = 16
    view.addSubview(stack)
    stack.mas.makeConstraints { make in
      make.top.left.right.equalToSuperview().inset(20)
    }
    view.layoutIfNeeded()
    // 20 in on three sides: 280 wide; 20 + 16 + 20 + 8 + 20 = 84 high; every label stretched
    // to the width (fill), at 0, 36 and 64.
    #expect("\(stack.frame)" == "(20, 20, 280, 84)")
    #expect(
      stack.arrangedSubviews.map { "\($0.frame)" } == [
        "(0, 0, 280, 20)", "(0, 36, 280, 20)", "(0, 64, 280, 20)",
      ])
  }
}
