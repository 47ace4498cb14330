import KineticsNumerics

extension CSSMotionPath {
  /// Where an element is laid out: what the offset properties resolve against.
  public struct Layout: Hashable, Sendable {
    /// The size of the containing block's reference box (pixels); `path()` coordinates,
    /// `offset-position` and `ray()` sizes resolve in it, from its top-left corner.
    public var containingBlock: Size2D
    /// The element's border box as laid out, in the containing block's coordinates.
    public var element: Rect2D
    /// The element's `transform-origin` (the point `offset-anchor: auto` puts on the path),
    /// in its border box; its centre by default.
    public var transformOrigin: CSSPosition

    /// Creates a layout.
    public init(containingBlock: Size2D, element: Rect2D, transformOrigin: CSSPosition = .center) {
      self.containingBlock = containingBlock
      self.element = element
      self.transformOrigin = transformOrigin
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
  /// Where paths start, as built here: a `ray()` at its `at <position>`, else at the starting
  /// position, else at the containing block's centre; a `path()`'s coordinates are offsets
  /// from the starting position when there is one (`auto`: the element's top-left corner),
  /// else from the containing block's top-left corner.
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

  /// The offset path of a `path()` or basic shape, measured in `layout` (nil for `none` and
  /// `ray()`, which need no measuring): what ``placement(in:measuredPath:)`` takes so that
  /// frames do not measure it again.
  public func measuredPath(in layout: Layout) -> MeasuredPath? {
    switch path {
    case .none, .ray: return nil
    case .path(let data): return MeasuredPath(BezierPath(data))
    case .shape(let shape):
      return MeasuredPath(
        shape.path(in: layout.containingBlock, start: startingPoint(in: layout)))
    }
  }

  /// ``placement(in:)`` along a path measured beforehand: `measuredPath` is this value's
  /// ``measuredPath(in:)`` for a layout with the same containing block and starting position
  /// (the distance, rotation and anchor may have changed since). Another path gives positions
  /// along that path; nil measures as ``placement(in:)`` does.
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
    let block = layout.containingBlock
    let start = startingPoint(in: layout)
    switch path {
    case .none:
      return nil
    case .path(let data):
      let closed = data.commands.last?.operation == .close
      let position = position(on: measured ?? MeasuredPath(BezierPath(data)), closed: closed)
      let origin = start ?? .zero
      return (
        Point2D(x: origin.x + position.point.x, y: origin.y + position.point.y),
        atan2(position.tangent.dy, position.tangent.dx)
      )
    case .shape(let shape):
      let position = position(
        on: measured ?? MeasuredPath(shape.path(in: block, start: start)), closed: true)
      return (position.point, atan2(position.tangent.dy, position.tangent.dx))
    case .ray(let ray):
      let origin =
        ray.position?.resolved(width: block.width, height: block.height)
        ?? start ?? Point2D(x: block.width / 2, y: block.height / 2)
      let bearing = ray.angle.radians
      let (sine, cosine) = AffineTransform2D.sineCosine(bearing)
      var length = Self.rayLength(
        ray.size ?? .closestSide, from: origin, towardX: sine, y: -cosine, in: block)
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
