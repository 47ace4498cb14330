import KineticsNumerics

extension EllipticalArc {
  /// The arc SVG's `A` command draws from `start` to `end`, by the conversion from endpoint to
  /// center parameterization in SVG 2, "Implementation notes": radii taken as magnitudes and
  /// scaled up by √Λ when Λ = x1′²/rx² + y1′²/ry² exceeds 1 (the ellipse then has the chord as
  /// a diameter); the center on the side the flags choose; the start angle and the sweep
  /// (negative without `sweep`, beyond π with `largeArc`). `rotation` is in degrees.
  ///
  /// Returns nil where SVG draws a straight line instead: a zero radius, or an ellipse whose
  /// parameters exceed the double range. The caller handles equal endpoints (no arc at all).
  init?(
    svgFrom start: Point2D, to end: Point2D, radiusX: Double, radiusY: Double, rotation: Double,
    largeArc: Bool, sweep: Bool
  ) {
    var rx = abs(radiusX)
    var ry = abs(radiusY)
    guard rx > 0, ry > 0 else { return nil }
    let angle = rotation.truncatingRemainder(dividingBy: 360) * (Double.pi / 180)
    let (sine, cosine) = AffineTransform2D.sineCosine(angle)
    // Half the chord, in the ellipse's own axes (step 1 of the conversion); halving each
    // coordinate first keeps the difference finite for coordinates near ±1.8e308.
    let half = start.storage * 0.5 - end.storage * 0.5
    let x1 = cosine * half.x + sine * half.y
    let y1 = -sine * half.x + cosine * half.y
    // Step 3's radius correction, on ratios so that no square overflows.
    let ratioX = x1 / rx
    let ratioY = y1 / ry
    let lambda = ratioX * ratioX + ratioY * ratioY
    var centerX = 0.0
    var centerY = 0.0
    if lambda >= 1 {
      let root = lambda.squareRoot()
      rx *= root
      ry *= root
    } else {
      // Step 2: the center, with the square root's argument (1 − Λ) / Λ written on the same
      // ratios; the sign is + when the flags differ.
      let factor = ((1 - lambda) / lambda).squareRoot() * (largeArc == sweep ? -1 : 1)
      centerX = factor * rx * ratioY
      centerY = -factor * ry * ratioX
    }
    let center =
      SIMD2(cosine * centerX - sine * centerY, sine * centerX + cosine * centerY)
      + (start.storage * 0.5 + end.storage * 0.5)
    // Step 4: the angles of the two endpoints on the unit circle.
    let startAngle = atan2((y1 - centerY) / ry, (x1 - centerX) / rx)
    let endAngle = atan2((-y1 - centerY) / ry, (-x1 - centerX) / rx)
    var sweepAngle = endAngle - startAngle
    if !sweep && sweepAngle > 0 { sweepAngle -= 2 * .pi }
    if sweep && sweepAngle < 0 { sweepAngle += 2 * .pi }
    self.init(
      center: Point2D(center), firstAxis: Vector2D(dx: rx * cosine, dy: rx * sine),
      secondAxis: Vector2D(dx: -ry * sine, dy: ry * cosine), startAngle: startAngle,
      sweepAngle: sweepAngle)
    let values = [center.x, center.y, rx, ry, startAngle, sweepAngle]
    guard values.allSatisfy(\.isFinite) else { return nil }
  }
}
