import Affine
import KineticsCore

/// Where something travelling a path is and which way it faces: a point and a heading.
///
/// As a velocity (``PathMotion/velocity(atElapsed:)``), the point is the velocity vector
/// (points per second, along the tangent) and the heading is the turning rate (radians per
/// second).
@frozen
public struct PathPlacement: Hashable, Sendable, Interpolatable {
  /// The position (points).
  public var point: Point2D
  /// The direction of travel (radians from the x axis toward the y axis), unwrapped: it grows
  /// through full turns instead of jumping back.
  public var heading: Double

  /// Creates a placement.
  @inlinable
  public init(point: Point2D, heading: Double) {
    self.point = point
    self.heading = heading
  }

  /// The origin, heading 0.
  @inlinable public static var zero: PathPlacement { PathPlacement(point: .zero, heading: 0) }

  @inlinable
  public static func + (lhs: PathPlacement, rhs: PathPlacement) -> PathPlacement {
    PathPlacement(point: lhs.point + rhs.point, heading: lhs.heading + rhs.heading)
  }

  @inlinable
  public static func - (lhs: PathPlacement, rhs: PathPlacement) -> PathPlacement {
    PathPlacement(point: lhs.point - rhs.point, heading: lhs.heading - rhs.heading)
  }

  @inlinable
  public mutating func multiply(by factor: Double) {
    point.multiply(by: factor)
    heading *= factor
  }

  /// The point's squared magnitude plus the heading's square.
  @inlinable
  public var squaredMagnitude: Double { point.squaredMagnitude + heading * heading }
}
