import AutoLayout
import Masonry

/// A label: text measured by the feed's measurer, on one line or wrapped onto up to
/// `maxLines` lines at the width it gets (as a `UILabel` with that `numberOfLines`).
final class FeedLabel: View {
  let fontSize: Double
  let maxLines: Int
  let measurer: any FeedTextMeasuring
  /// The text; changing it tells the engine to measure it again.
  var text: String {
    didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
  }

  init(_ name: String, _ text: String, maxLines: Int = 1, measurer: any FeedTextMeasuring) {
    self.text = text
    self.fontSize = 17
    self.maxLines = maxLines
    self.measurer = measurer
    super.init(name: name)
  }

  /// The text on one line.
  override var intrinsicContentSize: Size {
    measurer.size(of: text, fontSize: fontSize, width: nil, maxLines: 1)
  }
  override var intrinsicContentSizeDependsOnWidth: Bool { maxLines != 1 }
  override func intrinsicContentSize(forWidth width: Double) -> Size {
    measurer.size(of: text, fontSize: fontSize, width: width, maxLines: maxLines)
  }

  /// The size the manual layout gives the label at `width`: one line, or wrapped.
  func measured(width: Double) -> Size {
    maxLines == 1 ? intrinsicContentSize : intrinsicContentSize(forWidth: width)
  }
}

/// An image of a fixed natural size.
final class FeedImage: View {
  let natural: Size
  init(_ name: String, width: Double, height: Double) {
    natural = Size(width: width, height: height)
    super.init(name: name)
  }
  override var intrinsicContentSize: Size { natural }
}

/// The feed item cell of LayoutFrameworkBenchmark (layoutBox/LayoutFrameworkBenchmark).
///
/// It is made of the same views for each layout: a top bar (an action label and a "..." label that hugs its
/// text at required priority); a mini profile (a 50 × 50 poster image beside the poster's name,
/// a headline of up to three lines and the time, and a comment below); a mini content block (a
/// 350 × 200 image, a title and a domain); the social actions (Like at the leading margin,
/// Comment centred, Share at the trailing margin); and a comment row (a 50 × 50 image and a
/// comment). 21 views in all.
final class FeedCell {
  let cell = View(name: "cell")
  let topBar = View(name: "topBar")
  let miniProfile = View(name: "miniProfile")
  let miniContent = View(name: "miniContent")
  let socialActions = View(name: "socialActions")
  let commentRow = View(name: "commentRow")

  let action: FeedLabel
  let options: FeedLabel
  let posterImage = FeedImage("posterImage", width: 50, height: 50)
  let posterName: FeedLabel
  let posterHeadline: FeedLabel
  let posterTime: FeedLabel
  let posterComment: FeedLabel
  let contentImage = FeedImage("contentImage", width: 350, height: 200)
  let contentTitle: FeedLabel
  let contentDomain: FeedLabel
  let like: FeedLabel
  let comment: FeedLabel
  let share: FeedLabel
  let actorImage = FeedImage("actorImage", width: 50, height: 50)
  let actorComment: FeedLabel

  /// The views made and put in their places, with the texts of `texts`.
  init(_ texts: FeedTexts, measurer: any FeedTextMeasuring) {
    action = FeedLabel("action", texts.action, measurer: measurer)
    options = FeedLabel("options", "...", measurer: measurer)
    posterName = FeedLabel("posterName", texts.posterName, measurer: measurer)
    posterHeadline = FeedLabel(
      "posterHeadline", texts.posterHeadline, maxLines: 3, measurer: measurer)
    posterTime = FeedLabel("posterTime", texts.posterTime, measurer: measurer)
    posterComment = FeedLabel("posterComment", texts.posterComment, measurer: measurer)
    contentTitle = FeedLabel("contentTitle", texts.contentTitle, measurer: measurer)
    contentDomain = FeedLabel("contentDomain", texts.contentDomain, measurer: measurer)
    like = FeedLabel("like", "Like", measurer: measurer)
    comment = FeedLabel("comment", "Comment", measurer: measurer)
    share = FeedLabel("share", "Share", measurer: measurer)
    actorComment = FeedLabel("actorComment", texts.actorComment, measurer: measurer)
    cell.scale = 2
    for section in [topBar, miniProfile, miniContent, socialActions, commentRow] {
      cell.addSubview(section)
    }
    topBar.addSubview(action)
    topBar.addSubview(options)
    for view in [posterImage, posterName, posterHeadline, posterTime, posterComment] {
      miniProfile.addSubview(view)
    }
    for view in [contentImage, contentTitle, contentDomain] { miniContent.addSubview(view) }
    for view in [like, comment, share] { socialActions.addSubview(view) }
    commentRow.addSubview(actorImage)
    commentRow.addSubview(actorComment)
  }

  /// Every view, in a fixed order: the cell, its sections, then the leaves.
  var views: [View] {
    [
      cell, topBar, miniProfile, miniContent, socialActions, commentRow, action, options,
      posterImage, posterName, posterHeadline, posterTime, posterComment, contentImage,
      contentTitle, contentDomain, like, comment, share, actorImage, actorComment,
    ]
  }

  /// New texts, as a table view gives a reused cell another item.
  func setTexts(_ texts: FeedTexts) {
    action.text = texts.action
    posterName.text = texts.posterName
    posterHeadline.text = texts.posterHeadline
    posterTime.text = texts.posterTime
    posterComment.text = texts.posterComment
    contentTitle.text = texts.contentTitle
    contentDomain.text = texts.contentDomain
    actorComment.text = texts.actorComment
  }

  // MARK: The Masonry layout

  /// The constraints of LayoutFrameworkBenchmark's Auto Layout cell, written with the Masonry
  /// DSL: the sections stacked edge to edge, each filling the cell's width.
  func makeConstraints() {
    let cell = self.cell
    let topBar = self.topBar
    let miniProfile = self.miniProfile
    let miniContent = self.miniContent
    let socialActions = self.socialActions
    let commentRow = self.commentRow
    topBar.mas.makeConstraints { make in
      make.top.leading.trailing.equalTo(cell)
    }
    miniProfile.mas.makeConstraints { make in
      make.top.equalTo(topBar.mas.bottom)
      make.leading.trailing.equalTo(cell)
    }
    miniContent.mas.makeConstraints { make in
      make.top.equalTo(miniProfile.mas.bottom)
      make.leading.trailing.equalTo(cell)
    }
    socialActions.mas.makeConstraints { make in
      make.top.equalTo(miniContent.mas.bottom)
      make.leading.trailing.equalTo(cell)
    }
    commentRow.mas.makeConstraints { make in
      make.top.equalTo(socialActions.mas.bottom)
      make.leading.trailing.bottom.equalTo(cell)
    }

    // Top bar: H:|-0-[action]-0-[options]-0-|, each V:|-0-[label]-(>=0)-|.
    options.setContentHuggingPriority(.required, for: .horizontal)
    options.setContentCompressionResistancePriority(.required, for: .horizontal)
    let options = self.options
    action.mas.makeConstraints { make in
      make.leading.top.equalTo(topBar)
      make.trailing.equalTo(options.mas.leading)
      make.bottom.lessThanOrEqualTo(topBar)
    }
    options.mas.makeConstraints { make in
      make.top.trailing.equalTo(topBar)
      make.bottom.lessThanOrEqualTo(topBar)
    }

    // Mini profile: the image at the top leading corner; name, headline and time beside it
    // (2 after it, 4 before the trailing edge), 1 apart from the top; the comment below the
    // image and at least 3 below the time, pulled up to the image at 749.
    posterImage.setContentHuggingPriority(.required, for: .horizontal)
    posterImage.setContentCompressionResistancePriority(.required, for: .horizontal)
    let posterImage = self.posterImage
    let posterName = self.posterName
    let posterHeadline = self.posterHeadline
    let posterTime = self.posterTime
    posterImage.mas.makeConstraints { make in
      make.top.leading.equalTo(miniProfile)
    }
    posterName.mas.makeConstraints { make in
      make.top.equalTo(miniProfile).offset(1)
      make.leading.equalTo(posterImage.mas.trailing).offset(2)
      make.trailing.equalTo(miniProfile).offset(-4)
    }
    posterHeadline.mas.makeConstraints { make in
      make.top.equalTo(posterName.mas.bottom).offset(1)
      make.leading.equalTo(posterImage.mas.trailing).offset(2)
      make.trailing.equalTo(miniProfile).offset(-4)
    }
    posterTime.mas.makeConstraints { make in
      make.top.equalTo(posterHeadline.mas.bottom).offset(1)
      make.leading.equalTo(posterImage.mas.trailing).offset(2)
      make.trailing.equalTo(miniProfile).offset(-4)
    }
    posterComment.mas.makeConstraints { make in
      make.top.greaterThanOrEqualTo(posterImage.mas.bottom)
      make.top.greaterThanOrEqualTo(posterTime.mas.bottom).offset(3)
      make.top.equalTo(posterImage.mas.bottom).priority(749)
      make.leading.trailing.bottom.equalTo(miniProfile)
    }

    // Mini content: V:|-0-[image]-0-[title]-0-[domain]-0-|, each H:|-0-[view]-0-|.
    let contentImage = self.contentImage
    let contentTitle = self.contentTitle
    contentImage.mas.makeConstraints { make in
      make.top.leading.trailing.equalTo(miniContent)
    }
    contentTitle.mas.makeConstraints { make in
      make.top.equalTo(contentImage.mas.bottom)
      make.leading.trailing.equalTo(miniContent)
    }
    contentDomain.mas.makeConstraints { make in
      make.top.equalTo(contentTitle.mas.bottom)
      make.leading.trailing.bottom.equalTo(miniContent)
    }

    // Social actions: each V:|-0-[label]-0-|; Like at the leading margin, Comment centred,
    // Share at the trailing margin.
    like.mas.makeConstraints { make in
      make.top.bottom.equalTo(socialActions)
      make.leadingMargin.equalTo(socialActions.mas.leadingMargin)
    }
    comment.mas.makeConstraints { make in
      make.top.bottom.equalTo(socialActions)
      make.centerX.equalTo(socialActions)
    }
    share.mas.makeConstraints { make in
      make.top.bottom.equalTo(socialActions)
      make.trailingMargin.equalTo(socialActions.mas.trailingMargin)
    }

    // Comment row: H:|-0-[image]-0-[comment]-0-|, each V:|-0-[view]-(>=0)-|, the image's
    // bottom held to the row's at 749.
    actorImage.setContentHuggingPriority(.required, for: .horizontal)
    actorImage.setContentCompressionResistancePriority(.required, for: .horizontal)
    let actorImage = self.actorImage
    actorImage.mas.makeConstraints { make in
      make.top.leading.equalTo(commentRow)
      make.bottom.lessThanOrEqualTo(commentRow)
      make.bottom.equalTo(commentRow).priority(749)
    }
    actorComment.mas.makeConstraints { make in
      make.leading.equalTo(actorImage.mas.trailing)
      make.top.trailing.equalTo(commentRow)
      make.bottom.lessThanOrEqualTo(commentRow)
    }
  }

  /// Sizes the cell as a self-sizing cell is sized (its height fitting its content at
  /// `width`), gives it that frame and lays it out.
  func layOutWithEngine(width: Double) {
    let size = cell.systemLayoutSizeFitting(
      Size(width: width, height: 0), horizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    cell.frame = Rect(x: 0, y: 0, width: width, height: size.height)
    cell.layoutIfNeeded()
  }

  // MARK: The manual layout

  /// Lays the cell out by hand at `width`: measures each text and sets every frame, to the same
  /// rectangles the constraints give (in root coordinates, rounded to the cell's pixel grid as the
  /// engine rounds them).
  ///
  /// Returns the exact rectangles in root coordinates, in the order of ``views``, for the checks.
  @discardableResult
  func layOutManually(width w: Double) -> [Rect] {
    // Top bar: the action label fills what the options label leaves.
    let optionsSize = options.measured(width: w)
    let actionSize = action.measured(width: w)
    let topBarHeight = max(actionSize.height, optionsSize.height)
    let actionRect = Rect(x: 0, y: 0, width: w - optionsSize.width, height: actionSize.height)
    let optionsRect = Rect(
      x: w - optionsSize.width, y: 0, width: optionsSize.width, height: optionsSize.height)
    // Mini profile. The labels beside the image are 2 after it and 4 before the edge; the
    // comment goes below the image or 3 below the time, whichever is lower, and the image
    // stretches to it (its hugging, 250, gives way to the 749 pull).
    var y = topBarHeight
    let image = posterImage.natural
    let besideX = image.width + 2
    let besideWidth = w - besideX - 4
    let nameSize = posterName.measured(width: besideWidth)
    let headlineSize = posterHeadline.measured(width: besideWidth)
    let timeSize = posterTime.measured(width: besideWidth)
    let nameTop = y + 1
    let headlineTop = nameTop + nameSize.height + 1
    let timeTop = headlineTop + headlineSize.height + 1
    let commentTop = max(y + image.height, timeTop + timeSize.height + 3)
    let posterImageRect = Rect(x: 0, y: y, width: image.width, height: commentTop - y)
    let nameRect = Rect(x: besideX, y: nameTop, width: besideWidth, height: nameSize.height)
    let headlineRect = Rect(
      x: besideX, y: headlineTop, width: besideWidth, height: headlineSize.height)
    let timeRect = Rect(x: besideX, y: timeTop, width: besideWidth, height: timeSize.height)
    let posterCommentSize = posterComment.measured(width: w)
    let posterCommentRect = Rect(
      x: 0, y: commentTop, width: w, height: posterCommentSize.height)
    let miniProfileRect = Rect(x: 0, y: y, width: w, height: posterCommentRect.maxY - y)
    // Mini content: the image, the title and the domain stacked, each the cell's width.
    y = miniProfileRect.maxY
    let contentImageRect = Rect(x: 0, y: y, width: w, height: contentImage.natural.height)
    let titleSize = contentTitle.measured(width: w)
    let titleRect = Rect(x: 0, y: contentImageRect.maxY, width: w, height: titleSize.height)
    let domainSize = contentDomain.measured(width: w)
    let domainRect = Rect(x: 0, y: titleRect.maxY, width: w, height: domainSize.height)
    let miniContentRect = Rect(x: 0, y: y, width: w, height: domainRect.maxY - y)
    // Social actions: one line high; Like at the left, Comment centred, Share at the right.
    y = miniContentRect.maxY
    let likeSize = like.measured(width: w)
    let commentSize = comment.measured(width: w)
    let shareSize = share.measured(width: w)
    let socialHeight = likeSize.height
    let likeRect = Rect(x: 0, y: y, width: likeSize.width, height: socialHeight)
    let commentRect = Rect(
      x: w / 2 - commentSize.width / 2, y: y, width: commentSize.width, height: socialHeight)
    let shareRect = Rect(x: w - shareSize.width, y: y, width: shareSize.width, height: socialHeight)
    let socialRect = Rect(x: 0, y: y, width: w, height: socialHeight)
    // Comment row: as high as the image or the comment, the image stretching to the bottom.
    y = socialRect.maxY
    let actor = actorImage.natural
    let actorCommentSize = actorComment.measured(width: w - actor.width)
    let rowHeight = max(actor.height, actorCommentSize.height)
    let actorImageRect = Rect(x: 0, y: y, width: actor.width, height: rowHeight)
    let actorCommentRect = Rect(
      x: actor.width, y: y, width: w - actor.width, height: actorCommentSize.height)
    let rowRect = Rect(x: 0, y: y, width: w, height: rowHeight)
    let cellRect = Rect(x: 0, y: 0, width: w, height: rowRect.maxY)

    let rects = [
      cellRect, Rect(x: 0, y: 0, width: w, height: topBarHeight), miniProfileRect,
      miniContentRect, socialRect, rowRect, actionRect, optionsRect, posterImageRect, nameRect,
      headlineRect, timeRect, posterCommentRect, contentImageRect, titleRect, domainRect,
      likeRect, commentRect, shareRect, actorImageRect, actorCommentRect,
    ]
    setFrames(rects)
    return rects
  }

  /// Sets each view's frame from its rectangle in root coordinates, rounding each edge to the
  /// cell's pixel grid and making it relative to its superview's rounded origin.
  private func setFrames(_ rects: [Rect]) {
    let views = self.views
    let scale = cell.scale
    var origins: [Point] = []
    origins.reserveCapacity(rects.count)
    for (k, rect) in rects.enumerated() {
      // The cell is a root, whose frame is set (to its fitting size) rather than laid out: it
      // is not rounded.
      let rounded = k == 0 ? rect : FeedCell.snap(rect, scale: scale)
      origins.append(rounded.origin)
      let parent = k == 0 ? nil : (k < 6 ? 0 : FeedCell.sectionOf[k - 6])
      let origin = parent.map { origins[$0] } ?? .zero
      views[k].frame = Rect(
        x: rounded.minX - origin.x, y: rounded.minY - origin.y, width: rounded.width,
        height: rounded.height)
    }
  }

  /// The section (position in ``views``) of each leaf, in the order of ``views``.
  static let sectionOf = [1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5]

  /// A rectangle with each edge rounded to the pixel grid of `scale`, as the engine rounds
  /// frames: rounding errors below a millionth of a pixel dropped first, halves away from zero.
  static func snap(_ rect: Rect, scale: Double) -> Rect {
    func snap(_ value: Double) -> Double {
      ((value * scale * 1e6).rounded() / 1e6).rounded() / scale
    }
    let x0 = snap(rect.minX)
    let y0 = snap(rect.minY)
    return Rect(x: x0, y: y0, width: snap(rect.maxX) - x0, height: snap(rect.maxY) - y0)
  }
}
