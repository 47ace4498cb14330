import KineticsNumerics

/// The cubic bezier written as a Taylor polynomial around one parameter value `center`:
/// `x(center + u) = x + u·(dx1 + u·(dx2 + u·dx3))`, and the same for y.
///
/// Solving for u near the anchor keeps full relative precision where x′(s) vanishes: at s = 0
/// (x1 = 0), at s = 1 (x2 = 1) and at an interior minimum of x′ (e.g. (1, 0, 0, 1) at s = ½),
/// where the power form around 0 loses half or two thirds of the digits of s.
@frozen @usableFromInline
struct BezierAnchor: Sendable {
  @usableFromInline var center: Double
  @usableFromInline var x: Double
  /// The rounding error of `x`: x(center) = x + xLow to ~106 bits (0 at the ends, where it is exact).
  @usableFromInline var xLow: Double
  @usableFromInline var y: Double
  @usableFromInline var dx1: Double
  @usableFromInline var dx2: Double
  @usableFromInline var dx3: Double
  @usableFromInline var dy1: Double
  @usableFromInline var dy2: Double
  @usableFromInline var dy3: Double

  @usableFromInline
  init(
    center: Double, x: Double, xLow: Double = 0, y: Double, dx: (Double, Double, Double),
    dy: (Double, Double, Double)
  ) {
    self.center = center
    self.x = x
    self.xLow = xLow
    self.y = y
    (dx1, dx2, dx3) = dx
    (dy1, dy2, dy3) = dy
  }

  /// The number of doubles an anchor occupies in a ``BezierTable``.
  @usableFromInline static let stride = 10

  /// Loads an anchor stored by ``store(into:)``.
  @inlinable @inline(__always)
  init(loadingFrom pointer: UnsafePointer<Double>) {
    center = pointer[0]
    x = pointer[1]
    xLow = pointer[2]
    y = pointer[3]
    dx1 = pointer[4]
    dx2 = pointer[5]
    dx3 = pointer[6]
    dy1 = pointer[7]
    dy2 = pointer[8]
    dy3 = pointer[9]
  }

  /// Stores the anchor's doubles for ``init(loadingFrom:)``.
  func store(into pointer: UnsafeMutablePointer<Double>) {
    (pointer[0], pointer[1], pointer[2], pointer[3], pointer[4]) = (center, x, xLow, y, dx1)
    (pointer[5], pointer[6], pointer[7], pointer[8], pointer[9]) = (dx2, dx3, dy1, dy2, dy3)
  }

  /// x(center + u) − x(center).
  @inlinable @inline(__always)
  func xOffset(_ u: Double) -> Double { u * ((dx1 + u * dx2) + (u * u) * dx3) }

  /// dx/du at u.
  @inlinable @inline(__always)
  func xSlope(_ u: Double) -> Double { dx1 + u * (2 * dx2 + 3 * dx3 * u) }

  /// y(center + u).
  @inlinable @inline(__always)
  func yValue(_ u: Double) -> Double { (y + u * dy1) + (u * u) * (dy2 + u * dy3) }

  /// dy/du at u.
  @inlinable @inline(__always)
  func ySlope(_ u: Double) -> Double { dy1 + u * (2 * dy2 + 3 * dy3 * u) }
}

extension BezierAnchor {
  /// The anchor at s = 0 of the curve through (0, 0), (x1, y1), (x2, y2), (1, yEnd), with
  /// Taylor coefficients taken straight from the control points: p′(0) = 3p1,
  /// p″(0)/2 = 3(p2 − 2p1), p‴/6 = end − 3p2 + 3p1 (the end is 1 for x; for y it is 1, or 2⁻ᵏ
  /// for a curve whose y was scaled down by 2ᵏ so that huge control points do not overflow).
  static func start(x1: Double, y1: Double, x2: Double, y2: Double, yEnd: Double) -> BezierAnchor {
    BezierAnchor(
      center: 0, x: 0, y: 0,
      dx: (3 * x1, 3 * (x2 - 2 * x1), 1 + 3 * (x1 - x2)),
      dy: (3 * y1, 3 * (y2 - 2 * y1), yEnd + 3 * (y1 - y2)))
  }

  /// The anchor at s = 1: p′(1) = 3(end − p2), p″(1)/2 = 3(end − 2p2 + p1), p‴/6 as at 0.
  static func end(x1: Double, y1: Double, x2: Double, y2: Double, yEnd: Double) -> BezierAnchor {
    BezierAnchor(
      center: 1, x: 1, y: yEnd,
      dx: (3 * (1 - x2), 3 * (1 - 2 * x2 + x1), 1 + 3 * (x1 - x2)),
      dy: (3 * (yEnd - y2), 3 * (yEnd - 2 * y2 + y1), yEnd + 3 * (y1 - y2)))
  }

  /// The anchor at an interior parameter `center`, with every coefficient computed in
  /// double-double arithmetic from the control points so that only the final rounding remains.
  /// This matters where x′(center) is small: there an error of ε in x(center) or x′(center)
  /// moves the solution by ε / x′.
  static func interior(
    x1: Double, y1: Double, x2: Double, y2: Double, yEnd: Double, center: Double
  ) -> BezierAnchor {
    let c = DoubleDouble(center)
    /// Taylor coefficients at c of p(s) = ((A·s + B)·s + C)·s with C = 3p1, B = 3p2 − 6p1,
    /// A = end + 3p1 − 3p2.
    func expand(_ p1: Double, _ p2: Double, end: Double) -> (DoubleDouble, Double, Double, Double) {
      let three = DoubleDouble(3)
      let linear = three * DoubleDouble(p1)
      let quadratic = three * DoubleDouble(p2) - DoubleDouble(6) * DoubleDouble(p1)
      let cubic = DoubleDouble(end) + linear - three * DoubleDouble(p2)
      let value = ((cubic * c + quadratic) * c + linear) * c
      let slope = (three * cubic * c + DoubleDouble(2) * quadratic) * c + linear
      let half = three * cubic * c + quadratic
      return (value, slope.high, half.high, cubic.high)
    }
    let (xValue, dx1, dx2, dx3) = expand(x1, x2, end: 1)
    let (yValue, dy1, dy2, dy3) = expand(y1, y2, end: yEnd)
    return BezierAnchor(
      center: center, x: xValue.high, xLow: xValue.low, y: yValue.high, dx: (dx1, dx2, dx3),
      dy: (dy1, dy2, dy3))
  }
}
