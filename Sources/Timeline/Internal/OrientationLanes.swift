import Affine

/// An orientation as seven timeline lanes: a base quaternion (x, y, z, w) and the rotation
/// vector (radians) that turns it. A value writes itself as its own base with no turn; a
/// target is re-expressed as a turn from the start's base, so that the lanes moving linearly
/// are the slerp along the shorter arc, and a spring on them turns about a fixed axis.
enum OrientationLanes {
  /// The orientation held in the lanes from `start`, normalized (the identity if the lanes
  /// hold no rotation).
  static func orientation(_ lanes: UnsafeBufferPointer<Double>, at start: Int) -> Quaternion {
    let vector = SIMD3(lanes[start + 4], lanes[start + 5], lanes[start + 6])
    let finite = vector.x.isFinite && vector.y.isFinite && vector.z.isFinite
    let base = self.base(lanes, at: start)
    return finite ? base * Quaternion(rotationVector: vector) : base
  }

  /// Writes `orientation` into the lanes from `start` as its own base with no turn.
  static func write(
    _ orientation: Quaternion, into lanes: UnsafeMutableBufferPointer<Double>, at start: Int
  ) {
    for index in 0..<4 { lanes[start + index] = orientation.storage[index] }
    for index in 4..<7 { lanes[start + index] = 0 }
  }

  /// Re-expresses the orientation in the lanes from `start` as a turn from the reference's
  /// base: the base lanes become the reference's, the rotation vector the turn from it along
  /// the shorter arc (at most half a turn).
  static func align(
    _ lanes: UnsafeMutableBufferPointer<Double>, at start: Int,
    near reference: UnsafeBufferPointer<Double>
  ) {
    let own = orientation(UnsafeBufferPointer(lanes), at: start)
    let turn = (base(reference, at: start).inverse * own).rotationVector
    for index in 0..<4 { lanes[start + index] = reference[start + index] }
    for index in 0..<3 { lanes[start + 4 + index] = turn[index] }
  }

  /// The base quaternion in the lanes from `start`.
  static func base(_ lanes: UnsafeBufferPointer<Double>, at start: Int) -> Quaternion {
    Quaternion(
      normalizing: SIMD4(lanes[start], lanes[start + 1], lanes[start + 2], lanes[start + 3]))
  }
}
