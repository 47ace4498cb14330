extension CubicBezier {
  /// The curve with the axes swapped, whose value undoes this curve's: for y in [0, 1],
  /// `inverse.value(at: value(at: x)) ≈ x`. Nil when y1 or y2 lies outside [0, 1]: such a curve
  /// overshoots, takes some outputs twice and has no inverse.
  ///
  /// ```swift
  /// CubicBezier.easeIn.inverse  // CubicBezier(x1: 0, y1: 0.42, x2: 1, y2: 1)
  /// ```
  public var inverse: CubicBezier? {
    guard (0...1).contains(y1) && (0...1).contains(y2) else { return nil }
    return CubicBezier(x1: y1, y1: x1, x2: y2, y2: x2)
  }

  /// The smallest and largest output over progress [0, 1]: [0, 1] unless the curve overshoots.
  ///
  /// Found from the roots of y′(s) = 0 in (0, 1); accurate to a few ulps, for control points up
  /// to ±1.8e308 (worked in y divided by a power of two).
  ///
  /// ```swift
  /// CubicBezier(x1: 0.68, y1: -0.6, x2: 0.32, y2: 1.6).outputRange  // -0.104743…...1.104743…
  /// ```
  public var outputRange: ClosedRange<Double> {
    let (p1, p2, end) = (y1 / yScale, y2 / yScale, 1 / yScale)
    // y′(s)/3 = p1 + (2p2 − 4p1)·s + (3p1 − 3p2 + end)·s², for y(s) = 3(1−s)²s·p1 +
    // 3(1−s)s²·p2 + end·s³.
    let (a, b, c) = (3 * p1 - 3 * p2 + end, 2 * p2 - 4 * p1, p1)
    var roots: [Double] = []
    if a == 0 {
      if b != 0 { roots.append(-c / b) }
    } else {
      let discriminant = b * b - 4 * a * c
      if discriminant >= 0 {
        let root = discriminant.squareRoot()
        // The numerically stable pair: q = −(b + sign(b)·√Δ)/2, roots q/a and c/q.
        let q = -(b + (b < 0 ? -root : root)) / 2
        roots.append(q / a)
        if q != 0 { roots.append(c / q) }
      }
    }
    var low = 0.0
    var high = 1.0
    for s in roots where s > 0 && s < 1 {
      let r = 1 - s
      let y = (3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s * end) * yScale
      low = min(low, y)
      high = max(high, y)
    }
    return low...high
  }
}
