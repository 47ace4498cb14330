import Affine

extension Point2D: TimelineValue {
  /// Two lanes: x, y.
  public static var timelineLaneCount: Int { 2 }

  /// x, y.
  public func writeTimelineLanes(into lanes: UnsafeMutableBufferPointer<Double>) {
    storage.writeTimelineLanes(into: lanes)
  }

  /// The point of the lanes.
  public init(timelineLanes lanes: UnsafeBufferPointer<Double>) {
    self.init(SIMD2(timelineLanes: lanes))
  }
}

extension Vector2D: TimelineValue {
  /// Two lanes: dx, dy.
  public static var timelineLaneCount: Int { 2 }

  /// dx, dy.
  public func writeTimelineLanes(into lanes: UnsafeMutableBufferPointer<Double>) {
    storage.writeTimelineLanes(into: lanes)
  }

  /// The vector of the lanes.
  public init(timelineLanes lanes: UnsafeBufferPointer<Double>) {
    self.init(SIMD2(timelineLanes: lanes))
  }
}

extension Size2D: TimelineValue {
  /// Two lanes: width, height.
  public static var timelineLaneCount: Int { 2 }

  /// width, height.
  public func writeTimelineLanes(into lanes: UnsafeMutableBufferPointer<Double>) {
    storage.writeTimelineLanes(into: lanes)
  }

  /// The size of the lanes.
  public init(timelineLanes lanes: UnsafeBufferPointer<Double>) {
    self.init(SIMD2(timelineLanes: lanes))
  }
}

extension Point3D: TimelineValue {
  /// Three lanes: x, y, z.
  public static var timelineLaneCount: Int { 3 }

  /// x, y, z.
  public func writeTimelineLanes(into lanes: UnsafeMutableBufferPointer<Double>) {
    storage.writeTimelineLanes(into: lanes)
  }

  /// The point of the lanes.
  public init(timelineLanes lanes: UnsafeBufferPointer<Double>) {
    self.init(SIMD3(timelineLanes: lanes))
  }
}

extension Rect2D: TimelineValue {
  /// Four lanes: origin x, origin y, width, height — a frame animates as its origin and size,
  /// as `UIView.frame` does.
  public static var timelineLaneCount: Int { 4 }

  /// x, y, width, height.
  public func writeTimelineLanes(into lanes: UnsafeMutableBufferPointer<Double>) {
    lanes[0] = origin.x
    lanes[1] = origin.y
    lanes[2] = size.width
    lanes[3] = size.height
  }

  /// The rect of the lanes.
  public init(timelineLanes lanes: UnsafeBufferPointer<Double>) {
    self.init(x: lanes[0], y: lanes[1], width: lanes[2], height: lanes[3])
  }
}

extension AffineTransform2D: TimelineValue {
  /// Six lanes, the transform's ``AffineTransform2D/Components``: sx, sy, horizontal shear,
  /// rotation (radians), tx, ty. Each moving linearly with the animation's progress is Core
  /// Animation's interpolation of transforms (``AffineTransform2D/interpolate(from:to:progress:)``),
  /// the rotation along the shorter arc once the target is aligned; a spring moves the
  /// components the same way.
  ///
  /// A transform whose components are not finite (a shear or an axis beyond the double range)
  /// cannot be animated by lanes.
  public static var timelineLaneCount: Int { 6 }

  /// sx, sy, shear, rotation, tx, ty.
  ///
  /// - Precondition: the components are finite.
  public func writeTimelineLanes(into lanes: UnsafeMutableBufferPointer<Double>) {
    let parts = components
    lanes[0] = parts.scale.width
    lanes[1] = parts.scale.height
    lanes[2] = parts.horizontalShear
    lanes[3] = parts.rotation
    lanes[4] = parts.translation.dx
    lanes[5] = parts.translation.dy
    precondition(
      lanes.allSatisfy(\.isFinite),
      "AffineTransform2D as a timeline value: its components must be finite, got \(Array(lanes)) for \(self)"
    )
  }

  /// The transform the components make (entries ±infinity where they overflow).
  public init(timelineLanes lanes: UnsafeBufferPointer<Double>) {
    self = AffineTransform2D.recomposed(
      Components(
        scale: Size2D(width: lanes[0], height: lanes[1]), horizontalShear: lanes[2],
        rotation: lanes[3], translation: Vector2D(dx: lanes[4], dy: lanes[5])))
  }

  /// Turns the rotation lane by whole turns to within half a turn of the reference's (a
  /// difference of exactly half a turn is kept, as Core Animation keeps it).
  public static func alignTimelineLanes(
    _ lanes: UnsafeMutableBufferPointer<Double>, near reference: UnsafeBufferPointer<Double>
  ) {
    alignAngleLane(lanes, at: 3, near: reference)
  }
}
