import Affine
import KineticsNumerics

extension Transform3D: TimelineValue {
  /// Twenty lanes, the transform's decomposition (``Transform3D/CSSDecomposition``) with the
  /// rotation as a turn from a base orientation: translation (3), scale (3), skew (3),
  /// perspective (4), the base orientation as a unit quaternion (4), and the rotation vector
  /// (axis × angle, radians; 3) that turns the base to the transform's orientation. A value
  /// writes itself as its own base with no turn; as an animation's target it is re-expressed
  /// as a turn from the start's base, along the shorter arc. The turn moving linearly with the
  /// progress is the quaternion slerp, so a tween is Core Animation's 3D interpolation
  /// (``Transform3D/interpolate(from:to:progress:)`` of transforms that are not both 2D) at
  /// the curve's progress, and a spring moves the parts the same way. A retarget turns along
  /// a straight line of rotation vectors about the first start's base. Animate 2D transforms
  /// as ``AffineTransform2D`` to get Core Animation's 2D interpolation.
  ///
  /// A transform without a decomposition (singular, or m44 = 0) cannot be animated by lanes.
  public static var timelineLaneCount: Int { 20 }

  /// translation, scale, skew, perspective, base quaternion (x, y, z, w), rotation vector 0.
  ///
  /// - Precondition: the transform has a decomposition.
  public func writeTimelineLanes(into lanes: UnsafeMutableBufferPointer<Double>) {
    guard let parts = cssDecomposition else {
      preconditionFailure(
        "Transform3D as a timeline value: it must have a decomposition (invertible, m44 ≠ 0), got \(self)"
      )
    }
    let vectors = [
      parts.translation.x, parts.translation.y, parts.translation.z, parts.scale.x,
      parts.scale.y, parts.scale.z, parts.skew.x, parts.skew.y, parts.skew.z,
      parts.perspective.x, parts.perspective.y, parts.perspective.z, parts.perspective.w,
      parts.quaternion.x, parts.quaternion.y, parts.quaternion.z, parts.quaternion.w, 0, 0, 0,
    ]
    for index in 0..<20 { lanes[index] = vectors[index] }
  }

  /// The transform the parts make: the base turned by the rotation vector (entries ±infinity
  /// where they overflow). A transform's own lanes make it divided by its m44 — the same
  /// projective map, as its decomposition describes it.
  public init(timelineLanes lanes: UnsafeBufferPointer<Double>) {
    let orientation = OrientationLanes.orientation(lanes, at: 13)
    self = Transform3D.recomposed(
      CSSDecomposition(
        translation: SIMD3(lanes[0], lanes[1], lanes[2]),
        scale: SIMD3(lanes[3], lanes[4], lanes[5]), skew: SIMD3(lanes[6], lanes[7], lanes[8]),
        perspective: SIMD4(lanes[9], lanes[10], lanes[11], lanes[12]),
        quaternion: orientation.storage))
  }

  /// Re-expresses the target's orientation as a turn from the reference's base: the base
  /// lanes become the reference's, the rotation vector the turn from it along the shorter arc
  /// (at most half a turn).
  public static func alignTimelineLanes(
    _ lanes: UnsafeMutableBufferPointer<Double>, near reference: UnsafeBufferPointer<Double>
  ) {
    OrientationLanes.align(lanes, at: 13, near: reference)
  }
}
