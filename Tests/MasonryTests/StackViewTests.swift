import AutoLayout
import TestSupport
import Testing

@testable import Masonry

/// The constraints a stack made (their identifiers start with `UISV-`), installed on it and on
/// its arranged views.
func stackMade(_ stack: StackView) -> [LayoutConstraint] {
  (stack.constraints + stack.arrangedSubviews.flatMap(\.constraints))
    .filter { $0.identifier?.hasPrefix("UISV-") ?? false }
}

/// The identities of constraints, to compare two lists as sets.
func identities(_ constraints: [LayoutConstraint]) -> Set<ObjectIdentifier> {
  Set(constraints.map(ObjectIdentifier.init))
}

@Suite("The DSL on stack views and their arranged views")
struct StackViewTests {
  /// A form: a column of a title (96 × 20), a body (200 × 40) and a button (80 × 44), 8 apart,
  /// in a 320 × 480 root.
  struct Form {
    let root = makeRoot(width: 320, height: 480)
    let title = Label("title", width: 96, height: 20)
    let body = Label("body", width: 200, height: 40)
    let button = Label("button", width: 80, height: 44)
    let form: StackView

    init(alignment: StackView.Alignment = .fill) {
      form = [title, body, button].mas.stack(
        axis: .vertical, spacing: 8, alignment: alignment, name: "form")
      root.addSubview(form)
    }
  }

  @Test("a stack pinned with makeConstraints takes its height from its views")
  func pinnedStack() {
    let f = Form()
    f.form.mas.makeConstraints { make in
      make.top.left.right.equalTo(f.root).inset(16)
    }
    f.root.layoutIfNeeded()
    #expect(!f.form.translatesAutoresizingMaskIntoConstraints)
    // 16 in from the top, left and right: 320 − 32 = 288 wide; no height constraint, so the
    // column is as tall as its content: 20 + 8 + 40 + 8 + 44 = 120.
    #expect(f.form.frame == Rect(x: 16, y: 16, width: 288, height: 120))
    // Fill alignment stretches every view to the column's width; each follows the one before
    // it 8 lower: 0, 20 + 8 = 28, 28 + 40 + 8 = 76.
    #expect(f.title.frame == Rect(x: 0, y: 0, width: 288, height: 20))
    #expect(f.body.frame == Rect(x: 0, y: 28, width: 288, height: 40))
    #expect(f.button.frame == Rect(x: 0, y: 76, width: 288, height: 44))

    // updateConstraints on the stack moves the constant of the matching top constraint.
    f.form.mas.updateConstraints { make in
      make.top.equalTo(f.root).offset(40)
    }
    f.root.layoutIfNeeded()
    #expect(f.form.frame == Rect(x: 16, y: 40, width: 288, height: 120))
    #expect(f.form.mas.installedConstraints.count == 3)
  }

  @Test("arranged views sized across the axis and along it with the DSL")
  func arrangedSizes() {
    let f = Form(alignment: .center)
    f.form.mas.makeConstraints { make in
      make.top.left.right.equalTo(f.root).inset(16)
    }
    f.body.mas.makeConstraints { make in
      make.width.equalTo(f.form)
    }
    f.button.mas.makeConstraints { make in
      make.width.equalTo(f.form).multipliedBy(0.5)
      make.height.equalTo(50)
    }
    f.root.layoutIfNeeded()
    // 288 wide; along the axis the button is 50 high now: 20 + 8 + 40 + 8 + 50 = 126.
    #expect(f.form.frame == Rect(x: 16, y: 16, width: 288, height: 126))
    // Centred: the title keeps its 96, at (288 − 96) / 2 = 96; the body is the column's
    // width; the button half of it, 144, at (288 − 144) / 2 = 72.
    #expect(f.title.frame == Rect(x: 96, y: 0, width: 96, height: 20))
    #expect(f.body.frame == Rect(x: 0, y: 28, width: 288, height: 40))
    #expect(f.button.frame == Rect(x: 72, y: 76, width: 144, height: 50))
  }

  @Test("update, remake and remove on an arranged view leave the stack's constraints alone")
  func remakeKeepsStackConstraints() {
    let f = Form(alignment: .center)
    f.form.mas.makeConstraints { make in
      make.top.left.right.equalTo(f.root).inset(16)
    }
    f.button.mas.makeConstraints { make in
      make.width.equalTo(f.form).multipliedBy(0.5)
      make.height.equalTo(50)
    }
    f.root.layoutIfNeeded()
    let made = stackMade(f.form)
    // The button is the first item of two of them: its top follows the body
    // ('UISV-spacing') and its bottom is the column's ('UISV-canvas-connection').
    let buttonFirst = made.filter { $0.firstItem === f.button }.compactMap(\.identifier)
    #expect(buttonFirst.contains("UISV-spacing"))
    #expect(buttonFirst.contains("UISV-canvas-connection"))

    f.button.mas.updateConstraints { make in
      make.height.equalTo(60)
    }
    f.root.layoutIfNeeded()
    #expect(f.button.mas.installedConstraints.count == 2)
    // 20 + 8 + 40 + 8 + 60 = 136.
    #expect(f.form.frame.height == 136)
    #expect(f.button.frame == Rect(x: 72, y: 76, width: 144, height: 60))

    f.button.mas.remakeConstraints { make in
      make.height.equalTo(30)
    }
    f.root.layoutIfNeeded()
    #expect(identities(stackMade(f.form)) == identities(made))
    #expect(made.allSatisfy { $0.isActive })
    // Its natural width again, centred: (288 − 80) / 2 = 104; 30 high: 20 + 8 + 40 + 8 + 30.
    #expect(f.button.frame == Rect(x: 104, y: 76, width: 80, height: 30))
    #expect(f.form.frame.height == 106)

    f.button.mas.removeConstraints()
    f.root.layoutIfNeeded()
    #expect(f.button.mas.installedConstraints.isEmpty)
    #expect(identities(stackMade(f.form)) == identities(made))
    #expect(made.allSatisfy { $0.isActive })
    // Back to 80 × 44: 120 high again.
    #expect(f.button.frame == Rect(x: 104, y: 76, width: 80, height: 44))
    #expect(f.form.frame.height == 120)
  }

  @Test("an array of arranged views constrained at once")
  func arrangedArray() {
    let f = Form()
    f.form.mas.makeConstraints { make in
      make.top.left.right.equalTo(f.root)
    }
    f.form.arrangedSubviews.mas.makeConstraints { make in
      make.height.greaterThanOrEqualTo(44)
    }
    f.root.layoutIfNeeded()
    // Every row at least 44: the title and body grow from 20 and 40, the button stays 44:
    // 44 + 8 + 44 + 8 + 44 = 148.
    #expect(f.form.frame == Rect(x: 0, y: 0, width: 320, height: 148))
    #expect(f.form.arrangedSubviews.map(\.frame.minY) == [0, 52, 104])
  }

  @Test("a mas key shows in a conflict report beside the stack's UISV- identifiers")
  func keyInConflictReport() throws {
    let root = makeRoot(width: 320, height: 480)
    let tabs = ["home", "search", "profile"].map { Label($0, width: 60, height: 44) }
    let bar = tabs.mas.stack(axis: .horizontal, distribution: .fillEqually, name: "bar")
    root.addSubview(bar)
    bar.mas.makeConstraints { make in
      make.left.right.bottom.equalTo(root)
    }
    tabs[1].mas.key = "searchTab"
    tabs[1].mas.makeConstraints { make in
      make.width.equalTo(120).key("searchWidth")
    }
    let report = try strictConflict(root)
    let identifiers = report.constraints.compactMap(\.identifier)
    #expect(identifiers.contains("UISV-fill-equally"))
    #expect(identifiers.contains("UISV-spacing"))
    #expect(identifiers.contains("UISV-canvas-connection"))
    #expect(report.brokenConstraint.identifier == "searchWidth")
    #expect(report.broken == "<MasonryLayoutConstraint:searchWidth Label:searchTab.width == 120>")
    #expect(
      report.consoleText.contains("'UISV-fill-equally' Label:searchTab.width == Label:home.width"))
    #expect(
      report.consoleText.contains(
        "<MasonryLayoutConstraint:searchWidth Label:searchTab.width == 120>"))

    // The layout goes on without the width: a third of 320 each, 106.67 rounded on edges to
    // 0, 107, 213 and 320.
    root.layoutIfNeeded()
    #expect(bar.frame == Rect(x: 0, y: 436, width: 320, height: 44))
    #expect(tabs.map(\.frame.minX) == [0, 107, 213])
    #expect(tabs.map(\.frame.width) == [107, 106, 107])
  }

  @Test("a view aligned on a column's first baseline follows its first visible view")
  func columnBaseline() {
    let root = makeRoot(width: 320, height: 480)
    let title = Label("title", width: 100, height: 20, ascent: 16)
    let subtitle = Label("subtitle", width: 100, height: 16, ascent: 12)
    let caption = Label("caption", width: 50, height: 14, ascent: 10)
    root.addSubview(caption)
    let column = [title, subtitle].mas.stack(
      axis: .vertical, spacing: 4, alignment: .leading, name: "column")
    root.addSubview(column)
    column.mas.makeConstraints { make in
      make.left.equalTo(root).offset(10)
      make.top.equalTo(root).offset(20)
    }
    caption.mas.makeConstraints { make in
      make.left.equalTo(column.mas.right).offset(8)
      make.firstBaseline.equalTo(column.mas.firstBaseline)
    }
    root.layoutIfNeeded()
    // The column is as wide as its widest view (100) and 20 + 4 + 16 = 40 high. Its first
    // baseline is the title's: 20 + 16 = 36; the caption's is 10 below its top, so its top is
    // 26; its left is 10 + 100 + 8 = 118.
    #expect(column.frame == Rect(x: 10, y: 20, width: 100, height: 40))
    #expect(caption.frame == Rect(x: 118, y: 26, width: 50, height: 14))

    // Hidden, the title leaves no height and no spacing: the subtitle is at the column's top,
    // and the column's first baseline is now the subtitle's, 20 + 12 = 32: the caption's top
    // is 22.
    title.isHidden = true
    root.layoutIfNeeded()
    #expect(column.frame == Rect(x: 10, y: 20, width: 100, height: 16))
    #expect(caption.frame == Rect(x: 118, y: 22, width: 50, height: 14))
  }

  @Test("a view aligned on a row's baselines follows the row's tallest view")
  func rowBaselines() {
    let root = makeRoot(width: 320, height: 480)
    let small = Label("small", width: 40, height: 20, descent: 4, ascent: 14)
    let big = Label("big", width: 60, height: 40, descent: 8, ascent: 30)
    let note = Label("note", width: 30, height: 12, descent: 2, ascent: 9)
    root.addSubview(note)
    let row = [small, big].mas.stack(axis: .horizontal, spacing: 8, alignment: .top)
    root.addSubview(row)
    row.mas.makeConstraints { make in
      make.left.top.equalTo(root).offset(10)
    }
    note.mas.makeConstraints { make in
      make.left.equalTo(row.mas.right).offset(8)
      make.lastBaseline.equalTo(row.mas.lastBaseline)
    }
    root.layoutIfNeeded()
    // Top-aligned, the row is 40 + 8 + 60 = 108 wide and as tall as `big` (40). Its last
    // baseline is its tallest view's: 10 + 40 − 8 = 42; the note's is 2 above its bottom, so
    // its bottom is 44 and its top 32; its left 10 + 108 + 8 = 126.
    #expect(row.frame == Rect(x: 10, y: 10, width: 108, height: 40))
    #expect(note.frame == Rect(x: 126, y: 32, width: 30, height: 12))
  }

  // MARK: Building a stack from an array

  @Test("views without a superview make a stack without one")
  func freeStack() {
    let a = View(name: "a")
    let b = View(name: "b")
    let stack = [a, b].mas.stack(
      axis: .vertical, spacing: 6, distribution: .equalSpacing, alignment: .trailing,
      name: "column")
    #expect(stack.superview == nil)
    #expect(stack.arrangedSubviews.map(\.debugName) == ["a", "b"])
    #expect(stack.subviews.map(\.debugName) == ["a", "b"])
    #expect(stack.axis == .vertical)
    #expect(stack.spacing == 6)
    #expect(stack.distribution == .equalSpacing)
    #expect(stack.alignment == .trailing)
    #expect(stack.mas.key == "column")
    #expect(!a.translatesAutoresizingMaskIntoConstraints)
    // A stack made in code is placed by its frame until it is constrained, as UIKit's.
    #expect(stack.translatesAutoresizingMaskIntoConstraints)
  }

  @Test("siblings are embedded where the first of them was")
  func embedInPlace() {
    let root = makeRoot(width: 320, height: 480)
    _ = addView("back", to: root)
    let a = Label("a", width: 40, height: 20)
    let b = Label("b", width: 60, height: 30)
    root.addSubview(a)
    _ = addView("front", to: root)
    root.addSubview(b)
    a.mas.makeConstraints { make in
      make.left.top.equalTo(root)
    }
    let row = [a, b].mas.stack(axis: .horizontal, spacing: 10, alignment: .center)
    #expect(root.subviews.map(\.debugName) == ["back", row.debugName, "front"])
    #expect(row.superview === root)
    // Moving `a` into the row deactivated its constraints to the root; the DSL's list keeps
    // only what is still installed.
    #expect(a.mas.installedConstraints.isEmpty)
    row.mas.makeConstraints { make in
      make.center.equalTo(root)
    }
    root.layoutIfNeeded()
    // 40 + 10 + 60 = 110 by 30, centred in 320 × 480: (105, 225). `a` is centred across the
    // row: (30 − 20) / 2 = 5.
    #expect(row.frame == Rect(x: 105, y: 225, width: 110, height: 30))
    #expect(a.frame == Rect(x: 0, y: 5, width: 40, height: 20))
    #expect(b.frame == Rect(x: 50, y: 0, width: 60, height: 30))
  }

  @Test("arranged views are embedded in the arrangement where the first of them was")
  func embedInArrangement() {
    let root = makeRoot(width: 320, height: 480)
    let header = Label("header", width: 100, height: 30)
    let label = Label("label", width: 60, height: 20)
    let field = Label("field", width: View.noIntrinsicMetric, height: 24)
    let footer = Label("footer", width: 100, height: 10)
    let column = [header, label, field, footer].mas.stack(
      axis: .vertical, spacing: 8, name: "column")
    root.addSubview(column)
    column.mas.makeConstraints { make in
      make.top.left.right.equalTo(root)
    }
    header.mas.spacingAfter = 16
    let row = [label, field].mas.stack(axis: .horizontal, spacing: 8, alignment: .center)
    #expect(column.arrangedSubviews.map(\.debugName) == ["header", row.debugName, "footer"])
    #expect(row.arrangedSubviews.map(\.debugName) == ["label", "field"])
    root.layoutIfNeeded()
    // The column: header 30, 16 after it (its custom spacing), the row as tall as the field
    // (24), 8, the footer 10: 30 + 16 + 24 + 8 + 10 = 88.
    #expect(column.frame == Rect(x: 0, y: 0, width: 320, height: 88))
    #expect(row.frame == Rect(x: 0, y: 46, width: 320, height: 24))
    // In the row: the label keeps its 60 (the field, with no natural width, takes the rest:
    // 320 − 60 − 8 = 252), centred: (24 − 20) / 2 = 2.
    #expect(label.frame == Rect(x: 0, y: 2, width: 60, height: 20))
    #expect(field.frame == Rect(x: 68, y: 0, width: 252, height: 24))
  }

  @Test("a view listed twice traps")
  func duplicateTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let a = View(name: "a")
      let b = View(name: "b")
      _ = [a, b, a].mas.stack(axis: .horizontal)
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(text.contains("A view cannot be arranged twice in one stack"))
    #expect(text.contains("View:a"))
    #expect(text.contains("StackViewTests.swift:"))
  }

  // MARK: Custom spacing

  @Test("spacingAfter sets, reads and clears a view's custom spacing in its stack")
  func spacingAfter() {
    let f = Form()
    f.form.mas.makeConstraints { make in
      make.top.left.right.equalTo(f.root)
    }
    #expect(f.title.mas.spacingAfter == nil)
    f.title.mas.spacingAfter = 24
    #expect(f.title.mas.spacingAfter == 24)
    #expect(f.form.customSpacing(after: f.title) == 24)
    f.root.layoutIfNeeded()
    // 24 after the title, 8 after the body: 0, 20 + 24 = 44, 44 + 40 + 8 = 92.
    #expect(f.form.arrangedSubviews.map(\.frame.minY) == [0, 44, 92])
    f.title.mas.spacingAfter = nil
    #expect(f.form.customSpacing(after: f.title) == StackView.spacingUseDefault)
    f.root.layoutIfNeeded()
    #expect(f.form.arrangedSubviews.map(\.frame.minY) == [0, 28, 76])
    // A view no stack arranges reads nil: the root's subviews, the stack itself.
    #expect(f.form.mas.spacingAfter == nil)
  }

  @Test("setting spacingAfter on a view no stack arranges traps")
  func spacingAfterTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let root = View(name: "root")
      let a = View(name: "a")
      root.addSubview(a)
      a.mas.spacingAfter = 12
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(text.contains("Cannot set the spacing after a view that no stack view arranges"))
    #expect(text.contains("View:a"))
  }
}
