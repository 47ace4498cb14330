/// The geometry of a `CALayer`: bounds, position, anchor point and transform, and the frame they
/// imply — so that an engine on any platform computes the frames Core Animation reports.
///
/// A point p of the layer's bounds appears in the superlayer at
/// (p − anchorInBounds)·transform + position, where anchorInBounds = (minX + anchorPoint.x·w,
/// minY + anchorPoint.y·h). The frame is the bounding box of the bounds mapped that way.
///
/// ```swift
/// // A rotate-in: anchor at the top-left corner, rotated −π/2 about it.
/// var layer = LayerGeometry(bounds: Rect2D(x: 0, y: 0, width: 390, height: 844),
///                           position: .zero, anchorPoint: .zero)
/// layer.transform = AffineTransform2D(rotationAngle: -.pi / 2)
/// layer.frame  // (0, −390, 844, 390)
/// ```
@frozen
public struct LayerGeometry: Hashable, Sendable {
  /// The layer's own coordinate space (points).
  public var bounds: Rect2D
  /// Where the anchor point sits in the superlayer (points).
  public var position: Point2D
  /// The point of the bounds that `position` refers to and the transform turns about, in unit
  /// coordinates: (0, 0) is the bounds' top-left corner, (1, 1) the bottom-right; (0.5, 0.5) by
  /// default, as CALayer.
  public var anchorPoint: Point2D
  /// The transform applied about the anchor point.
  public var transform: AffineTransform2D

  /// Creates a layer geometry.
  public init(
    bounds: Rect2D, position: Point2D, anchorPoint: Point2D = Point2D(x: 0.5, y: 0.5),
    transform: AffineTransform2D = .identity
  ) {
    self.bounds = bounds
    self.position = position
    self.anchorPoint = anchorPoint
    self.transform = transform
  }

  /// A layer whose frame is `frame` with an identity transform, as `CALayer(frame:)` sets it up:
  /// bounds (0, 0, width, height) and position at the anchor point of the frame.
  public init(frame: Rect2D, anchorPoint: Point2D = Point2D(x: 0.5, y: 0.5)) {
    self.init(
      bounds: Rect2D(origin: .zero, size: frame.standardized.size), position: .zero,
      anchorPoint: anchorPoint)
    self.frame = frame
  }

  /// The anchor point in the bounds' coordinates.
  @inlinable
  public var anchorInBounds: Point2D {
    Point2D(
      x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
  }

  /// The transform from the layer's coordinates to its superlayer's: translate by
  /// −anchorInBounds, apply ``transform``, translate by ``position``.
  @inlinable
  public var toSuperlayer: AffineTransform2D {
    let anchor = anchorInBounds
    // The product written out: the linear part is the transform's, the translation moves.
    return AffineTransform2D(
      unchecked: transform.a, transform.b, transform.c, transform.d,
      position.x + transform.tx - (anchor.x * transform.a + anchor.y * transform.c),
      position.y + transform.ty - (anchor.x * transform.b + anchor.y * transform.d))
  }

  /// The frame in the superlayer: the bounding box of the mapped bounds, as `CALayer.frame`
  /// reports it. ~10 ns; allocation-free.
  ///
  /// Setting it does what `CALayer.frame`'s setter does: the bounds' size and the position
  /// change so that the frame read back is the rectangle given. Under a transform that keeps
  /// rectangles axis-aligned (scales, flips, quarter turns) the bounds become the rectangle's
  /// size mapped back through the transform — a layer scaled by 0.5 given a 100 × 100 frame
  /// gets 200 × 200 bounds — and the position moves so the frame lands on the rectangle. Apple
  /// documents the frame of a layer under any other transform (a rotation by 30°, a shear) as
  /// undefined; there Kinetics keeps the bounds and moves the position so that the frame is
  /// centered on the rectangle given. A transform that collapses an axis keeps the bounds too.
  public var frame: Rect2D {
    get { bounds.applying(toSuperlayer) }
    set {
      let rect = newValue.standardized
      let t = transform
      // The bounds size whose mapped bounding box has the rectangle's size, where the linear
      // part maps axes to axes.
      if t.b == 0 && t.c == 0 && t.a != 0 && t.d != 0 {
        bounds.size = Size2D(width: rect.width / abs(t.a), height: rect.height / abs(t.d))
      } else if t.a == 0 && t.d == 0 && t.b != 0 && t.c != 0 {
        bounds.size = Size2D(width: rect.height / abs(t.b), height: rect.width / abs(t.c))
      }
      // Then the position that puts the mapped bounds' box on the rectangle: the box's
      // center relative to the position is fixed by the bounds, the anchor and the transform.
      let box = bounds.applying(toSuperlayer)
      position = Point2D(
        x: position.x + (rect.midX - box.midX), y: position.y + (rect.midY - box.midY))
    }
  }

  /// Moves the anchor point. With `keepingFrame` (the usual recipe before rotating a view
  /// about a corner) the position moves by the anchor's displacement mapped by the
  /// transform's linear part, so nothing moves on screen; without it the position stays and
  /// the layer shifts, as setting `CALayer.anchorPoint` alone does.
  public mutating func setAnchorPoint(_ newAnchorPoint: Point2D, keepingFrame: Bool = true) {
    if keepingFrame {
      let shift = Vector2D(
        dx: (newAnchorPoint.x - anchorPoint.x) * bounds.width,
        dy: (newAnchorPoint.y - anchorPoint.y) * bounds.height)
      position = position + shift.applying(transform)
    }
    anchorPoint = newAnchorPoint
  }

  /// A point of the layer's coordinate space, in the superlayer's.
  @inlinable
  public func convertToSuperlayer(_ point: Point2D) -> Point2D { point.applying(toSuperlayer) }

  /// A point of the superlayer's coordinate space, in the layer's; nil when the transform is
  /// not invertible (a layer scaled to zero covers no point).
  public func convertFromSuperlayer(_ point: Point2D) -> Point2D? {
    toSuperlayer.inverse.map { point.applying($0) }
  }
}
