// Conversions between CubicBezier and CAMediaTimingFunction, where Core Animation exists (Apple
// platforms). Core Animation stores control points as Float, so a round trip through it rounds
// each coordinate to the nearest Float (relative error ≤ 2⁻²⁴).
#if canImport(QuartzCore) && (canImport(Darwin) || APPLE_STAND_INS)
  import Easing
  import QuartzCore

  extension CubicBezier {
    /// The curve through the timing function's two inner control points (read as Float, widened
    /// exactly to Double).
    ///
    /// - Precondition: the control points' x lie in [0, 1] (Core Animation's named functions all do).
    public init(_ function: CAMediaTimingFunction) {
      var first: [Float] = [0, 0]
      var second: [Float] = [0, 0]
      function.getControlPoint(at: 1, values: &first)
      function.getControlPoint(at: 2, values: &second)
      self.init(
        x1: Double(first[0]), y1: Double(first[1]), x2: Double(second[0]), y2: Double(second[1]))
    }
  }

  extension CAMediaTimingFunction {
    /// The Core Animation timing function with the curve's control points, each rounded to the
    /// nearest Float.
    public convenience init(_ curve: CubicBezier) {
      self.init(
        controlPoints: Float(curve.x1), Float(curve.y1), Float(curve.x2), Float(curve.y2))
    }
  }
#endif
