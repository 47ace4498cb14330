import KineticsNumerics

extension CSSMotionPath {
  /// Where an element is laid out: what the offset properties resolve against.
  public struct Layout: Hashable, Sendable {
    /// The size of the containing block (pixels); coordinates run from its top-left corner,
    /// `offset-position` resolves in it, and it stands for each box of the containing
    /// block's element that is not given.
    public var containingBlock: Size2D
    /// The element's border box as laid out, in the containing block's coordinates.
    public var element: Rect2D
    /// The element's `transform-origin` (the point `offset-anchor: auto` puts on the path),
    /// in its border box; its centre by default.
    public var transformOrigin: CSSPosition
    /// The border box of the containing block's element, in the containing block's
    /// coordinates (nil: the containing block): the reference box of `border-box` (the
    /// default), `stroke-box` and `view-box`.
    public var borderBox: Rect2D?
    /// Its padding box (nil: the containing block): the reference box of `padding-box`.
    public var paddingBox: Rect2D?
    /// Its content box (nil: the containing block): the reference box of `content-box` and
    /// `fill-box`.
    public var contentBox: Rect2D?
    /// Its corner radii (`border-radius`, pixels) on the border box: what rounds the outline
    /// of a `<coord-box>` path alone. An inner box's corners are these less the distance
    /// between the two boxes' edges, at least 0 (CSS Backgrounds 3, § 5.2).
    public var cornerRadii: CornerRadii
    /// The geometry of the SVG shape elements that `url()` paths name, keyed by the address as
    /// written, in user units of the reference box (pixels from its top-left corner): what the
    /// engine resolves the reference to. A closed last subpath makes the path a closed loop
    /// (a circle, a rectangle, a polygon or a path ending in a close), an open one an
    /// unclosed interval (a line or a polyline). An address not present is a reference that
    /// fails: the path is `path("m 0 0")`, a point at the box's corner heading along x.
    public var referencedShapes: [String: BezierPath]

    /// The four corners' radii, each a horizontal and a vertical radius (pixels).
    public struct CornerRadii: Hashable, Sendable {
      /// Top-left, top-right, bottom-right and bottom-left.
      public var topLeft, topRight, bottomRight, bottomLeft: Size2D

      /// Creates corner radii.
      public init(topLeft: Size2D, topRight: Size2D, bottomRight: Size2D, bottomLeft: Size2D) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
      }

      /// Square corners.
      public static let square = CornerRadii(
        topLeft: .zero, topRight: .zero, bottomRight: .zero, bottomLeft: .zero)

      /// The radii of `inner`'s corners for these on `outer`'s: each less the distance
      /// between the boxes' edges beside it (a horizontal radius the left or right one, a
      /// vertical radius the top or bottom one); negative ones are 0 when drawn.
      func inset(from outer: Rect2D, to inner: Rect2D) -> (horizontal: [Double], vertical: [Double])
      {
        let left = inner.minX - outer.minX
        let right = outer.maxX - inner.maxX
        let top = inner.minY - outer.minY
        let bottom = outer.maxY - inner.maxY
        return (
          horizontal: [
            topLeft.width - left, topRight.width - right, bottomRight.width - right,
            bottomLeft.width - left,
          ],
          vertical: [
            topLeft.height - top, topRight.height - top, bottomRight.height - bottom,
            bottomLeft.height - bottom,
          ]
        )
      }
    }

    /// Creates a layout.
    ///
    /// - Parameters:
    ///   - containingBlock: The containing block's size (pixels).
    ///   - element: The element's border box, in the containing block's coordinates.
    ///   - transformOrigin: The element's `transform-origin`.
    ///   - borderBox: The containing block element's border box (nil: the containing block).
    ///   - paddingBox: Its padding box (nil: the containing block).
    ///   - contentBox: Its content box (nil: the containing block).
    ///   - cornerRadii: Its `border-radius` (pixels).
    ///   - referencedShapes: The geometry `url()` paths name, by address.
    public init(
      containingBlock: Size2D, element: Rect2D, transformOrigin: CSSPosition = .center,
      borderBox: Rect2D? = nil, paddingBox: Rect2D? = nil, contentBox: Rect2D? = nil,
      cornerRadii: CornerRadii = .square, referencedShapes: [String: BezierPath] = [:]
    ) {
      self.containingBlock = containingBlock
      self.element = element
      self.transformOrigin = transformOrigin
      self.borderBox = borderBox
      self.paddingBox = paddingBox
      self.contentBox = contentBox
      self.cornerRadii = cornerRadii
      self.referencedShapes = referencedShapes
    }

    /// The reference box of `box` (nil: the border box), in the containing block's
    /// coordinates, standardized (a negative width or height extends it left or up).
    public func rectangle(of box: ReferenceBox?) -> Rect2D {
      let chosen: Rect2D?
      switch (box ?? .borderBox).used {
      case .contentBox: chosen = contentBox
      case .paddingBox: chosen = paddingBox
      default: chosen = borderBox
      }
      return (chosen ?? Rect2D(origin: .zero, size: containingBlock)).standardized
    }
  }

  /// Where the element's points go: the transform from its own coordinates (pixels from its
  /// border box's top-left corner) to the containing block's, with the offset transform
  /// applied — the anchor point placed at the offset position and the element turned about
  /// it by `offset-rotate` (Motion Path § 2.7). With `offset-path: none`, the element where it
  /// is laid out.
  ///
  /// The offset position (§ 2.2.1): percentages of `offset-distance` are of the path's total
  /// length; a `path()` whose last command is a close wraps (modulo, never negative), any other
  /// `path()` clamps to [0, length]; a `ray()` is unbounded, or with `contain` clamps to its
  /// shortened length. The path's direction there, for `auto` and `reverse`, is
  /// `MeasuredPath`'s tangent (the limit direction where a control point sits on its anchor)
  /// or, on a ray, its bearing.
  ///
  /// Paths are laid out in the reference box their `<coord-box>` names (the containing
  /// block's element's border box by default, ``Layout/rectangle(of:)``): a basic shape's
  /// lengths and `ray()` sizes resolve in it, `url()` geometry counts from its top-left corner,
  /// and a box alone is its outline, rounded as the element's corners are. Where paths start,
  /// as built here: a `ray()` at its `at <position>`, else at the starting position, else at
  /// the box's centre; a `path()`'s coordinates are offsets from the starting position when
  /// there is one (`auto`: the element's top-left corner), else from the box's top-left
  /// corner.
  ///
  /// ```swift
  /// let offset = try CSSMotionPath(css: "path('M 0 0 H 200 V 150 Z') 20%")
  /// let layout = CSSMotionPath.Layout(
  ///   containingBlock: Size2D(width: 400, height: 300),
  ///   element: Rect2D(x: 0, y: 0, width: 100, height: 40))
  /// Point2D(x: 50, y: 20).applying(offset.placement(in: layout))  // Point2D(x: 120, y: 0)
  /// ```
  ///
  /// - Complexity: a `path()` or basic shape is measured on every call (see `MeasuredPath` for
  ///   the cost); to move an element frame after frame as the distance or rotation animate,
  ///   measure once with ``measuredPath(in:)`` and use ``placement(in:measuredPath:)``.
  public func placement(in layout: Layout) -> AffineTransform2D {
    placement(in: layout, measuredPath: measuredPath(in: layout))
  }

  /// The offset path of a `path()`, basic shape, `url()` or box, measured in `layout` (nil for
  /// `none` and `ray()`, which need no measuring): what ``placement(in:measuredPath:)`` takes
  /// so that frames do not measure it again.
  public func measuredPath(in layout: Layout) -> MeasuredPath? {
    geometry(in: layout).map { MeasuredPath($0) }
  }

  /// The path to measure for every offset path but `none` and `ray()`, in coordinates that
  /// count from ``frame(in:)``'s origin.
  func geometry(in layout: Layout) -> BezierPath? {
    let box = layout.rectangle(of: referenceBox)
    switch path {
    case .none, .ray:
      return nil
    case .path(let data):
      return BezierPath(data)
    case .shape(let shape):
      let start = startingPoint(in: layout).map {
        Point2D(x: $0.x - box.origin.x, y: $0.y - box.origin.y)
      }
      return shape.path(in: box.size, start: start)
    case .url(let address):
      return layout.referencedShapes[address]
        ?? BezierPath(subpaths: [BezierPath.Subpath(start: .zero)])
    case .box:
      return CSSBasicShape.roundedRectangle(
        left: 0, top: 0, right: box.size.width, bottom: box.size.height,
        radii: layout.cornerRadii.inset(from: layout.rectangle(of: .borderBox), to: box))
    }
  }

  /// Where ``geometry(in:)``'s coordinates count from, and whether it is a closed loop (nil
  /// for `none` and `ray()`): what a frame needs beside a path measured beforehand, without
  /// building the path again.
  func frame(in layout: Layout) -> (origin: Point2D, isClosed: Bool)? {
    let box = layout.rectangle(of: referenceBox)
    switch path {
    case .none, .ray:
      return nil
    case .path(let data):
      return (startingPoint(in: layout) ?? box.origin, data.commands.last?.operation == .close)
    case .shape, .box:
      return (box.origin, true)
    case .url(let address):
      return (box.origin, layout.referencedShapes[address]?.subpaths.last?.isClosed ?? false)
    }
  }

  /// ``placement(in:)`` along a path measured beforehand: `measuredPath` is this value's
  /// ``measuredPath(in:)`` for a layout with the same boxes, corner radii, referenced shapes
  /// and starting position (the distance, rotation and anchor may have changed since).
  /// Another path gives positions along that path; nil measures as ``placement(in:)`` does.
  ///
  /// ```swift
  /// var offset = try CSSMotionPath(css: "circle(100px) 0%")
  /// let layout = CSSMotionPath.Layout(
  ///   containingBlock: Size2D(width: 400, height: 300),
  ///   element: Rect2D(x: 0, y: 0, width: 20, height: 20))
  /// let circle = offset.measuredPath(in: layout)
  /// offset.distance = .percentage(25)
  /// Point2D(x: 10, y: 10).applying(offset.placement(in: layout, measuredPath: circle))  // Point2D(x: 200, y: 250)
  /// ```
  public func placement(in layout: Layout, measuredPath: MeasuredPath?) -> AffineTransform2D {
    let frame = layout.element
    guard let (point, direction) = offsetPosition(in: layout, measured: measuredPath) else {
      return AffineTransform2D(translationX: frame.origin.x, y: frame.origin.y)
    }
    let turn: Double
    let added = rotation.angle?.radians ?? 0
    switch rotation.mode {
    case .auto: turn = direction + added
    case .reverse: turn = direction + .pi + added
    case .fixed: turn = added
    }
    let anchor: Point2D
    switch self.anchor {
    case .auto:
      anchor = layout.transformOrigin.resolved(width: frame.size.width, height: frame.size.height)
    case .position(let position):
      anchor = position.resolved(width: frame.size.width, height: frame.size.height)
    }
    let (sine, cosine) = AffineTransform2D.sineCosine(turn)
    return AffineTransform2D(
      a: cosine, b: sine, c: -sine, d: cosine,
      tx: point.x - (cosine * anchor.x - sine * anchor.y),
      ty: point.y - (sine * anchor.x + cosine * anchor.y))
  }

  /// The offset position in the containing block and the path's direction there (radians
  /// from the x axis toward the y axis); nil without a path.
  func offsetPosition(in layout: Layout, measured: MeasuredPath?) -> (
    point: Point2D, direction: Double
  )? {
    let box = layout.rectangle(of: referenceBox)
    switch path {
    case .none:
      return nil
    case .path, .shape, .url, .box:
      guard let (origin, isClosed) = frame(in: layout),
        let measured = measured ?? measuredPath(in: layout)
      else { return nil }
      let position = position(on: measured, closed: isClosed)
      return (
        Point2D(x: origin.x + position.point.x, y: origin.y + position.point.y),
        atan2(position.tangent.dy, position.tangent.dx)
      )
    case .ray(let ray):
      // The ray's start and sizes in the reference box's own coordinates.
      let start = startingPoint(in: layout).map {
        Point2D(x: $0.x - box.origin.x, y: $0.y - box.origin.y)
      }
      let block = box.size
      let local =
        ray.position?.resolved(width: block.width, height: block.height)
        ?? start ?? Point2D(x: block.width / 2, y: block.height / 2)
      let origin = Point2D(x: box.origin.x + local.x, y: box.origin.y + local.y)
      let bearing = ray.angle.radians
      let (sine, cosine) = AffineTransform2D.sineCosine(bearing)
      var length = Self.rayLength(
        ray.size ?? .closestSide, from: local, towardX: sine, y: -cosine, in: block)
      var used = distance.resolved(against: length)
      if ray.contain {
        length = max(0, length - max(layout.element.size.width, layout.element.size.height) / 2)
        used = min(max(distance.resolved(against: length), 0), length)
      }
      // An unbounded ray reaches at most the largest finite distance (never 0 × infinity).
      used = min(max(used, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
      return (Point2D(x: origin.x + sine * used, y: origin.y - cosine * used), bearing - .pi / 2)
    }
  }

  /// The starting position in the containing block: nil for `normal`, the element's top-left
  /// corner for `auto`.
  func startingPoint(in layout: Layout) -> Point2D? {
    switch startingPosition {
    case .normal: return nil
    case .auto: return layout.element.origin
    case .position(let position):
      return position.resolved(
        width: layout.containingBlock.width, height: layout.containingBlock.height)
    }
  }

  /// The point and direction at ``distance`` along `measured`: wrapped on a closed loop
  /// (modulo the length, never negative), clamped to [0, length] otherwise.
  func position(on measured: MeasuredPath, closed: Bool) -> PathPosition {
    let total = measured.length
    var used = distance.resolved(against: total)
    if closed {
      used = total > 0 && total.isFinite ? used - (used / total).rounded(.down) * total : 0
      // A distance beyond the double range has no place in the loop: the start.
      if !(used >= 0 && used < total) { used = 0 }
    } else {
      used = min(max(used, 0), total)
    }
    return measured.position(atDistance: used)
  }

  /// The length of a ray of `size` from `origin` in direction (dx, dy) (a unit vector), in a
  /// block of `block`'s size: distances to the lines of the block's sides (extended without
  /// end) or to its corners; for ``RaySize/sides``, to where the ray leaves the block, 0 from
  /// a start on or outside its edge.
  static func rayLength(
    _ size: RaySize, from origin: Point2D, towardX dx: Double, y dy: Double, in block: Size2D
  ) -> Double {
    let (x, y) = (origin.x, origin.y)
    let (width, height) = (block.width, block.height)
    let (left, right, top, bottom) = (abs(x), abs(width - x), abs(y), abs(height - y))
    // The nearest and farthest corners are the nearer and farther side in each axis.
    let (nearX, farX) = (min(left, right), max(left, right))
    let (nearY, farY) = (min(top, bottom), max(top, bottom))
    switch size {
    case .closestSide: return min(nearX, nearY)
    case .farthestSide: return max(farX, farY)
    case .closestCorner: return hypot(nearX, nearY)
    case .farthestCorner: return hypot(farX, farY)
    case .sides:
      guard x > 0, x < width, y > 0, y < height else { return 0 }
      var reach = Double.infinity
      if dx > 0 { reach = min(reach, (width - x) / dx) }
      if dx < 0 { reach = min(reach, -x / dx) }
      if dy > 0 { reach = min(reach, (height - y) / dy) }
      if dy < 0 { reach = min(reach, -y / dy) }
      return reach
    }
  }
}
