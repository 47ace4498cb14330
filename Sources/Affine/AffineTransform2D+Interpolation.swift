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
  /// - Precondition: `progress` is finite.
  public static func interpolate(
    from start: AffineTransform2D, to end: AffineTransform2D, progress: Double
  ) -> AffineTransform2D {
    precondition(
      progress.isFinite, "AffineTransform2D.interpolate: progress must be finite, got \(progress)")
    if progress == 0 { return start }
    if progress == 1 { return end }
    let (from, to) = (start.components, end.components)
    var turn = to.rotation - from.rotation
    if turn > Double.pi { turn -= 2 * Double.pi }
    if turn < -Double.pi { turn += 2 * Double.pi }
    let t = progress
    return AffineTransform2D(
      Components(
        scale: Size2D(from.scale.storage + (to.scale.storage - from.scale.storage) * t),
        horizontalShear: from.horizontalShear + (to.horizontalShear - from.horizontalShear) * t,
        rotation: from.rotation + turn * t,
        translation: Vector2D(
          from.translation.storage + (to.translation.storage - from.translation.storage) * t)))
  }

  /// The CSS Transforms 1 interpolation of 2D matrices (§ "Interpolation of decomposed 2D matrix
  /// values"): decompose with ``cssDecomposition``; if one has its x axis flipped and the other
  /// its y axis, express both flips on the same axis (negate both scales and turn by π); take
  /// the shorter way round for the angle; interpolate the parts linearly; recompose. Exact at
  /// progress 0 and 1.
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
    var (from, to) = (start.cssDecomposition, end.cssDecomposition)
    if (from.scale.width < 0 && to.scale.height < 0)
      || (from.scale.height < 0 && to.scale.width < 0)
    {
      from.scale = Size2D(-from.scale.storage)
      from.angle += from.angle < 0 ? Double.pi : -Double.pi
    }
    // The spec's "don't rotate the long way around", in radians: 0 counts as a full turn, then
    // a difference beyond half a turn is taken the other way.
    if from.angle == 0 { from.angle = 2 * Double.pi }
    if to.angle == 0 { to.angle = 2 * Double.pi }
    if abs(from.angle - to.angle) > Double.pi {
      if from.angle > to.angle { from.angle -= 2 * Double.pi } else { to.angle -= 2 * Double.pi }
    }
    let t = progress
    return AffineTransform2D(
      CSSDecomposition(
        translation: Vector2D(
          from.translation.storage + (to.translation.storage - from.translation.storage) * t),
        scale: Size2D(from.scale.storage + (to.scale.storage - from.scale.storage) * t),
        angle: from.angle + (to.angle - from.angle) * t,
        remainder: from.remainder + (to.remainder - from.remainder) * t))
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
