import KineticsNumerics

/// A piece of an ellipse: the points `center + firstAxis·cos θ + secondAxis·sin θ` for θ from
/// `startAngle` to `startAngle + sweepAngle` (radians).
///
/// The two axes are conjugate semi-diameters: for an ellipse as SVG draws it they are
/// perpendicular (`radiusX` along the rotated x axis, `radiusY` along the rotated y axis), and
/// any affine transform maps them to the axes of the transformed ellipse — so a transformed arc
/// is exactly the arc of the transformed points, shear and non-uniform scale included.
///
/// ```swift
/// let quarter = EllipticalArc(
///   center: .zero, radiusX: 2, radiusY: 1, rotation: 0, startAngle: 0, sweepAngle: .pi / 2)
/// quarter.point(atAngle: .pi / 2).y  // 1
/// ```
@frozen
public struct EllipticalArc: Hashable, Sendable {
  /// The ellipse's center (points).
  public var center: Point2D
  /// From the center to the point at angle 0 (points).
  public var firstAxis: Vector2D
  /// From the center to the point at angle π/2 (points).
  public var secondAxis: Vector2D
  /// Where the arc starts (radians of the ellipse's parameter, not of the plane).
  public var startAngle: Double
  /// How far the arc turns (radians; positive from the first axis toward the second).
  public var sweepAngle: Double

  /// Creates an arc from its center, its two conjugate semi-axes and its angles.
  @inlinable
  public init(
    center: Point2D, firstAxis: Vector2D, secondAxis: Vector2D, startAngle: Double,
    sweepAngle: Double
  ) {
    self.center = center
    self.firstAxis = firstAxis
    self.secondAxis = secondAxis
    self.startAngle = startAngle
    self.sweepAngle = sweepAngle
  }

  /// Creates an arc of the ellipse with radii `radiusX` and `radiusY` (points) whose x axis is
  /// rotated by `rotation` radians.
  public init(
    center: Point2D, radiusX: Double, radiusY: Double, rotation: Double, startAngle: Double,
    sweepAngle: Double
  ) {
    let (sine, cosine) = AffineTransform2D.sineCosine(rotation)
    self.init(
      center: center, firstAxis: Vector2D(dx: radiusX * cosine, dy: radiusX * sine),
      secondAxis: Vector2D(dx: -radiusY * sine, dy: radiusY * cosine), startAngle: startAngle,
      sweepAngle: sweepAngle)
  }

  /// The point at parameter angle `angle` (radians).
  @inlinable
  public func point(atAngle angle: Double) -> Point2D {
    Point2D(center.storage + firstAxis.storage * cos(angle) + secondAxis.storage * sin(angle))
  }

  /// The derivative of the point with respect to the angle (points per radian).
  @inlinable
  public func derivative(atAngle angle: Double) -> Vector2D {
    Vector2D(secondAxis.storage * cos(angle) - firstAxis.storage * sin(angle))
  }

  /// The arc mapped by `transform`: the same points, transformed, exactly.
  public func applying(_ transform: AffineTransform2D) -> EllipticalArc {
    EllipticalArc(
      center: center.applying(transform), firstAxis: firstAxis.applying(transform),
      secondAxis: secondAxis.applying(transform), startAngle: startAngle, sweepAngle: sweepAngle)
  }
}
