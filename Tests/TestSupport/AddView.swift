import AutoLayout

/// A plain view called `name`, added to `parent`.
public func addView(_ name: String, to parent: View) -> View {
  let view = View(name: name)
  parent.addSubview(view)
  return view
}
