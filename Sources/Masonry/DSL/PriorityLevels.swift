import AutoLayout

extension LayoutPriority {
  /// 750, Masonry's `MASLayoutPriorityDefaultHigh`: `make.height.equalTo(44).priority(.high)`.
  public static let high: LayoutPriority = 750
  /// 250, Masonry's `MASLayoutPriorityDefaultLow`.
  public static let low: LayoutPriority = 250
}
