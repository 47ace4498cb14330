#if arch(x86_64) && !os(Windows)
  /// An independent reference for cubic bezier timing curves: bisection of the parametric curve
  /// in Float80, to the last bit. It shares no code with the library.
  ///
  /// Inputs above ½ are solved on the curve rotated by half a turn (control points
  /// (1 − x2, 1 − y2), (1 − x1, 1 − y1)) for 1 − x, which is exact there, so that the Bernstein
  /// terms stay positive and relatively accurate near both ends.
  public struct BezierReference {
    let x1: Float80
    let y1: Float80
    let x2: Float80
    let y2: Float80

    /// A reference for the curve with the given control points.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
      (self.x1, self.y1, self.x2, self.y2) = (Float80(x1), Float80(y1), Float80(x2), Float80(y2))
    }

    static func bernstein(_ p1: Float80, _ p2: Float80, _ s: Float80) -> Float80 {
      let r = 1 - s
      return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
    }

    static func bernsteinSlope(_ p1: Float80, _ p2: Float80, _ s: Float80) -> Float80 {
      let r = 1 - s
      return 3 * r * r * p1 + 6 * r * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// The curve parameter s with x(s) = x, for x in [0, 1].
    public func parameter(at x: Double) -> Float80 {
      let input = Float80(x)
      if input <= 0.5 {
        return Float80Reference.bisectRoot(lower: 0, upper: 1) {
          BezierReference.bernstein(x1, x2, $0) - input
        }
      }
      let mirrored = Float80Reference.bisectRoot(lower: 0, upper: 1) {
        BezierReference.bernstein(1 - x2, 1 - x1, $0) - (1 - input)
      }
      return 1 - mirrored
    }

    /// y at progress x in [0, 1].
    public func value(at x: Double) -> Float80 {
      let input = Float80(x)
      if input <= 0.5 {
        return BezierReference.bernstein(y1, y2, parameter(at: x))
      }
      let mirrored = Float80Reference.bisectRoot(lower: 0, upper: 1) {
        BezierReference.bernstein(1 - x2, 1 - x1, $0) - (1 - input)
      }
      return 1 - BezierReference.bernstein(1 - y2, 1 - y1, mirrored)
    }

    /// dy/dx at progress x in (0, 1).
    public func slope(at x: Double) -> Float80 {
      let s = parameter(at: x)
      return BezierReference.bernsteinSlope(y1, y2, s) / BezierReference.bernsteinSlope(x1, x2, s)
    }
  }
#endif
