import Affine

extension Quaternion: TimelineValue {
  /// Seven lanes: a base orientation (x, y, z, w) and the rotation vector (axis × angle,
  /// radians) that turns it. A value writes itself as its own base with no turn; as an
  /// animation's target it is re-expressed as a turn from the start's base along the shorter
  /// arc, so a tween at the curve's progress is
  /// ``Quaternion/slerp(from:to:progress:arc:)`` along ``Quaternion/Arc/shorter``, and a
  /// spring turns about that axis with the velocity in radians per second. A retarget turns
  /// along a straight line of rotation vectors about the first start's base.
  public static var timelineLaneCount: Int { 7 }

  /// x, y, z, w, then a zero rotation vector.
  public func writeTimelineLanes(into lanes: UnsafeMutableBufferPointer<Double>) {
    OrientationLanes.write(self, into: lanes, at: 0)
  }

  /// The base turned by the rotation vector.
  public init(timelineLanes lanes: UnsafeBufferPointer<Double>) {
    self = OrientationLanes.orientation(lanes, at: 0)
  }

  /// Re-expresses the target as a turn from the reference's base, along the shorter arc.
  public static func alignTimelineLanes(
    _ lanes: UnsafeMutableBufferPointer<Double>, near reference: UnsafeBufferPointer<Double>
  ) {
    OrientationLanes.align(lanes, at: 0, near: reference)
  }
}
