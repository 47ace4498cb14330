/// A place on a path by segment and parameter: what a distance along a ``MeasuredPath`` maps to.
@frozen
public struct PathLocation: Hashable, Sendable {
  /// The segment's index in ``BezierPath/segments``.
  public var segmentIndex: Int
  /// The segment's parameter `t` in [0, 1].
  public var parameter: Double

  /// Creates a location.
  @inlinable
  public init(segmentIndex: Int, parameter: Double) {
    self.segmentIndex = segmentIndex
    self.parameter = parameter
  }
}

/// A point on a path and the unit tangent there: where an element sits and which way it faces.
@frozen
public struct PathPosition: Hashable, Sendable {
  /// The point (points).
  public var point: Point2D
  /// The unit tangent, in the direction of travel.
  public var tangent: Vector2D

  /// Creates a position.
  @inlinable
  public init(point: Point2D, tangent: Vector2D) {
    self.point = point
    self.tangent = tangent
  }
}
