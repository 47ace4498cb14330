import KineticsNumerics

/// An independent reference for cubic bézier timing curves: bisection of the parametric curve in
/// double-double arithmetic (about 32 digits), on every platform. It shares no code with the
/// library's solver (only the double-double type, which has its own tests).
///
/// Inputs above ½ are solved on the curve rotated by half a turn (control points
/// (1 − x2, 1 − y2), (1 − x1, 1 − y1)) for 1 − x, which is exact there, so that the Bernstein
/// terms stay positive and relatively accurate near both ends.
package struct BezierReference {
  let x1: DoubleDouble
  let y1: DoubleDouble
  let x2: DoubleDouble
  let y2: DoubleDouble

  /// A reference for the curve with the given control points.
  package init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    (self.x1, self.y1, self.x2, self.y2) = (
      DoubleDouble(x1), DoubleDouble(y1), DoubleDouble(x2), DoubleDouble(y2)
    )
  }

  /// 3(1 − s)²s·p1 + 3(1 − s)s²·p2 + s³.
  static func bernstein(_ p1: DoubleDouble, _ p2: DoubleDouble, _ s: DoubleDouble)
    -> DoubleDouble
  {
    let r = DoubleDouble(1) - s
    let three = DoubleDouble(3)
    return three * r * r * s * p1 + three * r * s * s * p2 + s * s * s
  }

  /// d/ds of ``bernstein(_:_:_:)``.
  static func bernsteinSlope(_ p1: DoubleDouble, _ p2: DoubleDouble, _ s: DoubleDouble)
    -> DoubleDouble
  {
    let r = DoubleDouble(1) - s
    return DoubleDouble(3) * r * r * p1 + DoubleDouble(6) * r * s * (p2 - p1)
      + DoubleDouble(3) * s * s * (DoubleDouble(1) - p2)
  }

  /// y(s), the curve's output at parameter s.
  package func y(atParameter s: Double) -> DoubleDouble {
    BezierReference.bernstein(y1, y2, DoubleDouble(s))
  }

  /// The parameter s of the (possibly rotated) curve where x(s) = x.
  func solve(_ p1: DoubleDouble, _ p2: DoubleDouble, _ x: DoubleDouble) -> DoubleDouble {
    Bisection.root(lower: DoubleDouble(0), upper: DoubleDouble(1)) {
      BezierReference.bernstein(p1, p2, $0) - x
    }
  }

  /// The curve parameter s with x(s) = x, for x in [0, 1].
  package func parameter(at x: Double) -> DoubleDouble {
    if x <= 0.5 { return solve(x1, x2, DoubleDouble(x)) }
    let one = DoubleDouble(1)
    return one - solve(one - x2, one - x1, one - DoubleDouble(x))
  }

  /// y at progress x in [0, 1].
  package func value(at x: Double) -> DoubleDouble {
    if x <= 0.5 { return BezierReference.bernstein(y1, y2, solve(x1, x2, DoubleDouble(x))) }
    let one = DoubleDouble(1)
    let mirrored = solve(one - x2, one - x1, one - DoubleDouble(x))
    return one - BezierReference.bernstein(one - y2, one - y1, mirrored)
  }

  /// dy/dx at progress x in (0, 1).
  package func slope(at x: Double) -> DoubleDouble {
    let s = parameter(at: x)
    return BezierReference.bernsteinSlope(y1, y2, s) / BezierReference.bernsteinSlope(x1, x2, s)
  }
}
