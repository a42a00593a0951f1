import AutoLayout
import Masonry
import MasonryRender

// The README's label, as the README writes it.

func readmeLabel() -> [Check] {
  let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 400), name: "root")
  let bio = TextView(
    text: "Wrote the first program for the Analytical Engine", font: Font(size: 10),
    maxLines: 0, name: "bio")
  root.addSubview(bio)
  bio.mas.makeConstraints { make in
    make.top.left.right.equalTo(root).inset(10)
  }
  root.layoutIfNeeded()  // bio.frame == (10, 10, 180, 24): two of the estimator's 12-point lines
  return [Check("bio.frame", bio.frame, "(10, 10, 180, 24)")]
}
