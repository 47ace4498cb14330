import KineticsCore
import KineticsNumerics

extension AffineTransform2D {
  /// The transform a fraction `progress` of the way from `start` to `end` the way Core Animation
  /// animates transforms: decompose both (``components``), interpolate scale, shear and
  /// translation linearly and the rotation along the shorter arc (a difference beyond π wraps),
  /// and recompose. So identity → rotation by 2π stays still, and a rotation by 350° reaches
  /// −10° through 0°.
  ///
  /// Exactly `start` at progress 0 and `end` at 1. Flips: both with a negative determinant
  /// interpolate through flipped transforms only (sy < 0 throughout); between a flipped and an
  /// unflipped transform the determinant must change sign, so the path passes through a
  /// singular transform — no continuous path avoids it.
  ///
  /// Parts are interpolated as start·(1 − t) + end·t, which cannot overflow for t in [0, 1];
  /// far extrapolation can, and then entries are ±infinity, never NaN. A transform whose shear
  /// is beyond the double range (entries spanning more than it, such as c = 2e297 with
  /// d = 8e-157) has no finite components: such a pair is interpolated entry by entry
  /// (``interpolateMatrixEntries(from:to:progress:)``).
  ///
  /// - Precondition: `progress` is finite.
  public static func interpolate(
    from start: AffineTransform2D, to end: AffineTransform2D, progress: Double
  ) -> AffineTransform2D {
    precondition(
      progress.isFinite, "AffineTransform2D.interpolate: progress must be finite, got \(progress)")
    if progress == 0 { return start }
    if progress == 1 { return end }
    if let result = interpolatedByRotatingDirections(from: start, to: end, progress: progress) {
      return result
    }
    let (from, to) = (start.components, end.components)
    // A shear or a scale beyond the double range (an axis longer than the largest double, as
    // with a = −5e303, b = 1.8e308) has no finite components: such pairs go entry by entry.
    guard
      from.horizontalShear.isFinite && to.horizontalShear.isFinite
        && from.scale.width.isFinite && from.scale.height.isFinite
        && to.scale.width.isFinite && to.scale.height.isFinite
    else {
      return interpolateMatrixEntries(from: start, to: end, progress: progress)
    }
    var turn = to.rotation - from.rotation
    if turn > Double.pi { turn -= 2 * Double.pi }
    if turn < -Double.pi { turn += 2 * Double.pi }
    let t = progress
    return AffineTransform2D.recomposed(
      Components(
        scale: KineticsCore.interpolate(from: from.scale, to: to.scale, progress: t),
        horizontalShear: KineticsCore.interpolate(
          from: from.horizontalShear, to: to.horizontalShear, progress: t),
        rotation: from.rotation + turn * t,
        translation: KineticsCore.interpolate(
          from: from.translation, to: to.translation, progress: t)))
  }

  /// ``interpolate(from:to:progress:)`` for transforms of ordinary scale, without angles: the
  /// rotation between the two first rows' directions (cos θ, sin θ) is the angle of their dot
  /// and cross products — one `atan2`, already on the shorter arc — and the direction at
  /// `progress` is the start's turned by that angle times `progress` (one sine and cosine)
  /// instead of the sine and cosine of an interpolated angle. The same components and the same
  /// result up to rounding; nil where the general path decides: entries beyond 2^±300, a
  /// collapsed axis, a shear beyond the double range, a half-turn difference (whose direction
  /// follows the two angles' order).
  @usableFromInline
  static func interpolatedByRotatingDirections(
    from start: AffineTransform2D, to end: AffineTransform2D, progress t: Double
  ) -> AffineTransform2D? {
    @inline(__always) func parts(_ m: AffineTransform2D) -> (
      scaleX: Double, cosine: Double, sine: Double, scaleY: Double, shear: Double
    )? {
      let squared = m.a * m.a + m.b * m.b
      guard squared > 0x1p-600 && squared < 0x1p600 else { return nil }
      let scaleX = squared.squareRoot()
      let inverseScale = 1 / scaleX
      let (cosine, sine) = (m.a * inverseScale, m.b * inverseScale)
      let scaleY = cosine * m.d - sine * m.c
      guard abs(scaleY) > 0x1p-300 && abs(scaleY) < 0x1p300 else { return nil }
      // A shear beyond the double range (c or d near the top of it with a small scaleY) is the
      // general path's case too: it interpolates such pairs entry by entry.
      let shear = (cosine * m.c + sine * m.d) / scaleY
      guard shear.isFinite else { return nil }
      return (scaleX, cosine, sine, scaleY, shear)
    }
    guard let from = parts(start), let to = parts(end) else { return nil }
    let dot = from.cosine * to.cosine + from.sine * to.sine
    let cross = from.cosine * to.sine - from.sine * to.cosine
    let angle = atan2(cross, dot)
    // Within rounding of half a turn the direction follows the two angles' order, which only
    // the general path knows.
    guard abs(angle) < Double.pi - 0x1p-20 else { return nil }
    let turn = angle * t
    let (turnSine, turnCosine) = fastSineCosine(turn)
    let cosine = from.cosine * turnCosine - from.sine * turnSine
    let sine = from.sine * turnCosine + from.cosine * turnSine
    let lerp = { (x: Double, y: Double) in x * (1 - t) + y * t }
    let (scaleX, scaleY) = (lerp(from.scaleX, to.scaleX), lerp(from.scaleY, to.scaleY))
    let shear = lerp(from.shear, to.shear)
    return AffineTransform2D(
      unchecked: scaleX * cosine, scaleX * sine, scaleY * (shear * cosine - sine),
      scaleY * (shear * sine + cosine), lerp(start.tx, end.tx), lerp(start.ty, end.ty))
  }

  /// The browsers' interpolation of 2D matrices (Chromium and WebKit, as web-platform-tests
  /// expect): decompose both with ``cssDecomposition``; if one has its x axis flipped and the
  /// other its y axis, express both flips on the same axis (negate both scales and turn by π,
  /// css-transforms-1's rule); interpolate translation, scale and skew linearly and the angle
  /// along the shorter arc (a difference of exactly half a turn keeps its sign: identity to
  /// rotate(180°) turns through +90°, as the browsers' quaternion slerp does); recompose.
  /// Exact at progress 0 and 1; progress outside [0, 1] extrapolates. Parts are interpolated
  /// as start·(1 − t) + end·t, which cannot overflow for t in [0, 1]; far extrapolation can, and
  /// then entries are ±infinity, never NaN.
  ///
  /// A singular endpoint cannot be decomposed: CSS then animates discretely, `start` before
  /// progress ½ and `end` from it. An endpoint whose skew is beyond the double range (entries
  /// spanning more than it, such as c = −1 with d = 5e-324) or whose x axis is longer than the
  /// largest double (a = −5e303 with b = 1.8e308) has no finite decomposition, as in
  /// ``interpolate(from:to:progress:)``: such a pair is interpolated entry by entry.
  ///
  /// - Precondition: `progress` is finite.
  public static func interpolateCSS(
    from start: AffineTransform2D, to end: AffineTransform2D, progress: Double
  ) -> AffineTransform2D {
    precondition(
      progress.isFinite,
      "AffineTransform2D.interpolateCSS: progress must be finite, got \(progress)")
    if progress == 0 { return start }
    if progress == 1 { return end }
    guard var from = start.cssDecomposition, let to = end.cssDecomposition else {
      return progress < 0.5 ? start : end
    }
    // A skew or a scale beyond the double range (an x axis longer than the largest double, as
    // with a = −5e303, b = 1.8e308) has no finite decomposition: such pairs go entry by entry.
    guard
      from.skew.isFinite && to.skew.isFinite
        && from.scale.width.isFinite && from.scale.height.isFinite
        && to.scale.width.isFinite && to.scale.height.isFinite
    else {
      return interpolateMatrixEntries(from: start, to: end, progress: progress)
    }
    if (from.scale.width < 0 && to.scale.height < 0)
      || (from.scale.height < 0 && to.scale.width < 0)
    {
      from.scale = Size2D(-from.scale.storage)
      from.angle += from.angle < 0 ? Double.pi : -Double.pi
    }
    var turn = to.angle - from.angle
    if turn > Double.pi { turn -= 2 * Double.pi }
    if turn < -Double.pi { turn += 2 * Double.pi }
    let t = progress
    return AffineTransform2D.recomposed(
      CSSDecomposition(
        translation: KineticsCore.interpolate(
          from: from.translation, to: to.translation, progress: t),
        scale: KineticsCore.interpolate(from: from.scale, to: to.scale, progress: t),
        skew: KineticsCore.interpolate(from: from.skew, to: to.skew, progress: t),
        angle: from.angle + turn * t))
  }

  /// Entry-by-entry linear interpolation of the six numbers: not how Core Animation or CSS
  /// animate (a half-turn rotation collapses through a singular matrix), offered for what it is.
  /// Exact at progress 0 and 1.
  public static func interpolateMatrixEntries(
    from start: AffineTransform2D, to end: AffineTransform2D, progress t: Double
  ) -> AffineTransform2D {
    if t == 0 { return start }
    if t == 1 { return end }
    let lerp = { (x: Double, y: Double) in x * (1 - t) + y * t }
    return AffineTransform2D(
      a: lerp(start.a, end.a), b: lerp(start.b, end.b), c: lerp(start.c, end.c),
      d: lerp(start.d, end.d), tx: lerp(start.tx, end.tx), ty: lerp(start.ty, end.ty))
  }
}
