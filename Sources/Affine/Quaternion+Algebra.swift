import KineticsCore
import KineticsNumerics

extension Quaternion {
  /// Hamilton's product: the turn by `rhs`, then by `lhs` (Chromium's `operator*`).
  @inlinable
  public static func * (lhs: Quaternion, rhs: Quaternion) -> Quaternion {
    let (a, b) = (lhs.storage, rhs.storage)
    return Quaternion(
      unchecked: unit(
        SIMD4(
          a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
          a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
          a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
          a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z)))
  }

  /// This turn, then `other`: `other * self`, whose ``transform`` is
  /// `transform.concatenating(other.transform)` as Core Animation orders matrices.
  @inlinable
  public func concatenating(_ other: Quaternion) -> Quaternion { other * self }

  /// The opposite turn (the conjugate, which is the inverse of a unit quaternion).
  @inlinable
  public var inverse: Quaternion { Quaternion(unchecked: SIMD4(-x, -y, -z, w)) }

  /// The same rotation with every component negated (Chromium's `flip()`): the other end of
  /// the sphere, which a slerp along the ``Arc/asGiven`` arc treats as a different point.
  @inlinable
  public static prefix func - (quaternion: Quaternion) -> Quaternion {
    Quaternion(unchecked: -quaternion.storage)
  }

  /// The angle in radians, in [0, π], of the turn from this rotation to `other` (q and −q
  /// count as the same): 4·atan2(|a − b|, |a + b|) with the sign of b chosen nearer a, accurate
  /// for nearly equal rotations. Zero exactly for equal rotations.
  public func angle(to other: Quaternion) -> Double {
    var b = other.storage
    if (storage * b).sum() < 0 { b = -b }
    let (difference, sum) = (storage - b, storage + b)
    return 4
      * atan2((difference * difference).sum().squareRoot(), (sum * sum).sum().squareRoot())
  }
}

extension Quaternion {
  /// Which way round a slerp goes between two quaternions.
  @frozen
  public enum Arc: Hashable, Sendable {
    /// The shorter way between the rotations: the end is negated first when the two
    /// quaternions are more than a right angle apart on the sphere (their dot product is
    /// negative beyond rounding, below −1e-15), so the turn is at most half a turn. Core Animation's 3D interpolation and
    /// Chromium's `gfx::Quaternion::Slerp`.
    case shorter
    /// Between the quaternions as given, which can be the longer way round (css-transforms-2's
    /// interpolation of decomposed matrices, which web-platform-tests check).
    case asGiven
  }

  /// Spherical linear interpolation: the turn a fraction `progress` of the way from `start` to
  /// `end` at constant angular speed, a·sin((1 − t)θ)/sin θ + b·sin(tθ)/sin θ with θ the angle
  /// between the quaternions (taken as 2·atan2(|a − b|, |a + b|), accurate where the
  /// quaternions nearly agree) and b possibly negated by `arc`. Exactly `start` at progress 0;
  /// `start` also where θ is 0 or π (the same rotation, as css-transforms-2 and Chromium
  /// return). Progress outside [0, 1] extrapolates along the same great circle. The result is
  /// scaled to length 1, which matters only where θ is within a few roundings of π and the two
  /// terms cancel.
  ///
  /// - Precondition: `progress` is finite.
  public static func slerp(
    from start: Quaternion, to end: Quaternion, progress: Double, arc: Arc
  ) -> Quaternion {
    precondition(
      progress.isFinite, "Quaternion.slerp: progress must be finite, got \(progress)")
    return Quaternion(
      unchecked: unit(
        slerp(start.storage, end.storage, progress: progress, shorterArc: arc == .shorter)))
  }

  /// The slerp of unit quaternions as components (``slerp(from:to:progress:arc:)``), without
  /// the final normalization.
  static func slerp(
    _ a: SIMD4<Double>, _ b: SIMD4<Double>, progress t: Double, shorterArc: Bool
  ) -> SIMD4<Double> {
    if t == 0 { return a }
    var b = b
    if shorterArc && isLongerWay(a, b) { b = -b }
    let difference = a - b
    let sum = a + b
    let (differenceLength, sumLength) = (
      (difference * difference).sum().squareRoot(), (sum * sum).sum().squareRoot()
    )
    // θ = 0 or π exactly: the same rotation (sin π is 1.2e-16 in doubles, not 0).
    guard differenceLength > 0, sumLength > 0 else { return a }
    let theta = 2 * atan2(differenceLength, sumLength)
    let sineTheta = sin(theta)
    // Extrapolated beyond |tθ| = 1e15 (where t's own rounding is a radian or more) the angles
    // are taken modulo a turn, so that they stay finite.
    var t = t
    if !(abs(t * theta) <= 1e15) { t = t.truncatingRemainder(dividingBy: 2 * .pi / theta) }
    return a * (sin((1 - t) * theta) / sineTheta) + b * (sin(t * theta) / sineTheta)
  }

  /// Whether the arc from a to b is the longer way between their rotations: a dot product
  /// below −1e-15. Within rounding of 0 the rotations are half a turn apart and both ways are
  /// equally short; the quaternions are then kept as given (Chromium's slerp and CSS then
  /// agree: −90° to 90° about an axis passes through the identity).
  static func isLongerWay(_ a: SIMD4<Double>, _ b: SIMD4<Double>) -> Bool {
    (a * b).sum() < -1e-15
  }

  /// The normalized linear interpolation (Chromium's `Lerp`): (1 − t)·a + t·b scaled to length
  /// 1, along `arc` as ``slerp(from:to:progress:arc:)``. Cheaper than the slerp, the same path,
  /// but not at constant speed. Where the two terms cancel (the quaternions opposite at
  /// progress ½), `start`.
  ///
  /// - Precondition: `progress` is finite.
  public static func normalizedLerp(
    from start: Quaternion, to end: Quaternion, progress: Double, arc: Arc
  ) -> Quaternion {
    precondition(
      progress.isFinite, "Quaternion.normalizedLerp: progress must be finite, got \(progress)")
    var b = end.storage
    if arc == .shorter && isLongerWay(start.storage, b) { b = -b }
    let difference = b - start.storage
    let mixed = start.storage + difference * progress
    guard mixed != .zero else { return start }
    // Extrapolated far beyond [0, 1] the mix overflows; it points along ±(b − a) there.
    guard mixed.x.isFinite && mixed.y.isFinite && mixed.z.isFinite && mixed.w.isFinite else {
      return Quaternion(unchecked: unit(progress > 0 ? difference : -difference))
    }
    return Quaternion(unchecked: unit(mixed))
  }
}
