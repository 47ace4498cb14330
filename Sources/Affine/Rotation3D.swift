import KineticsCore

/// A rotation kept as an angle about an axis — CSS `rotate3d(x, y, z, angle)` — so that it
/// interpolates as an angle: 0 → 270° about y turns three quarters of the way round, where the
/// matrices of the two ends would interpolate the short way (−90°).
///
/// ```swift
/// let start = Rotation3D(angle: 0, x: 0, y: 1, z: 0)
/// let end = Rotation3D(angle: 3 * .pi / 2, x: 0, y: 1, z: 0)
/// Rotation3D.interpolate(from: start, to: end, progress: 0.5)?.angle  // 2.356194490192345 (135°)
/// ```
public struct Rotation3D: Hashable, Sendable {
  /// The axis, normalized to length 1; (0, 0, 1) for a zero axis (which CSS treats as no
  /// rotation, and which gives the identity whatever the angle).
  public let axis: SIMD3<Double>
  /// Radians, positive as ``Transform3D/init(rotationAngle:x:y:z:)``.
  public let angle: Double

  /// A rotation by `angle` radians about (x, y, z). A zero axis keeps the angle but rotates
  /// nothing: the angle is set to 0.
  ///
  /// - Precondition: the angle and the axis are finite (``validate(angle:x:y:z:)``).
  public init(angle: Double, x: Double, y: Double, z: Double) {
    do { try Rotation3D.validate(angle: angle, x: x, y: y, z: z) } catch { error.stop() }
    if let unit = Transform3D.unitAxis(x, y, z) {
      (axis, self.angle) = (unit, angle)
    } else {
      (axis, self.angle) = (SIMD3(0, 0, 1), 0)
    }
  }

  /// Checks a rotation: the angle and the axis components finite.
  ///
  /// - Throws: `ValidationError` naming the first that is not.
  public static func validate(angle: Double, x: Double, y: Double, z: Double)
    throws(ValidationError)
  {
    try ValidationError.requireFinite(angle, type: "Rotation3D", parameter: "angle")
    try ValidationError.requireFinite(x, type: "Rotation3D", parameter: "x")
    try ValidationError.requireFinite(y, type: "Rotation3D", parameter: "y")
    try ValidationError.requireFinite(z, type: "Rotation3D", parameter: "z")
  }

  /// The rotation with these parts, already checked (normalized axis, finite angle).
  init(unitAxis axis: SIMD3<Double>, angle: Double) {
    (self.axis, self.angle) = (axis, angle)
  }

  /// The rotation's matrix.
  public var transform: Transform3D {
    Transform3D(rotationAngle: angle, x: axis.x, y: axis.y, z: axis.z)
  }

  /// css-transforms-2's interpolation of two `rotate3d()` functions: when the (normalized)
  /// axes are equal, or either angle is 0, the angle interpolates as a number about the axis
  /// of the rotation that has one ((0, 0, 1) when both angles are 0) and any number of turns is
  /// kept; otherwise the two become matrices and interpolate as
  /// ``Transform3D/interpolateCSS(from:to:progress:)`` does (quaternion slerp). The result is
  /// a matrix; in the first case ``interpolate(from:to:progress:)`` gives the rotation itself.
  ///
  /// - Precondition: `progress` is finite.
  public static func interpolatedTransform(
    from start: Rotation3D, to end: Rotation3D, progress: Double
  ) -> Transform3D {
    if let rotation = interpolate(from: start, to: end, progress: progress) {
      return rotation.transform
    }
    return Transform3D.interpolateCSS(from: start.transform, to: end.transform, progress: progress)
  }

  /// The rotation a fraction `progress` of the way as an angle about a common axis — the
  /// axis of whichever rotation has a non-zero angle — or nil when there is none (different
  /// axes and both angles non-zero: CSS then interpolates matrices,
  /// ``interpolatedTransform(from:to:progress:)``).
  ///
  /// - Precondition: `progress` is finite.
  public static func interpolate(
    from start: Rotation3D, to end: Rotation3D, progress: Double
  ) -> Rotation3D? {
    precondition(
      progress.isFinite, "Rotation3D.interpolate: progress must be finite, got \(progress)")
    guard sharesAxis(start, end) else { return nil }
    return Rotation3D(
      unitAxis: start.angle != 0 ? start.axis : end.axis,
      angle: start.angle * (1 - progress) + end.angle * progress)
  }

  /// Whether the two interpolate as angles: equal axes, or a zero angle.
  static func sharesAxis(_ start: Rotation3D, _ end: Rotation3D) -> Bool {
    start.axis == end.axis || start.angle == 0 || end.angle == 0
  }
}
