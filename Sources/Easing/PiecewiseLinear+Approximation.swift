import KineticsCore

extension PiecewiseLinear {
  /// A CSS `linear()` curve that follows `curve` over `interval` within `maximumError`, with as
  /// few points as a greedy sweep needs: each segment reaches as far as it can while the chord
  /// stays within the error of the curve.
  ///
  /// The error is measured at 64 evenly spaced points inside each candidate segment, so it
  /// holds at those points; between them a curve with more than ~30 wiggles per segment could
  /// escape it (springs and the CSS curves do not). Where the curve's values are so large that
  /// their rounding exceeds `maximumError` (outputs near 1e308), the rounding is the bound.
  ///
  /// ```swift
  /// let css = try PiecewiseLinear(approximating: Ease.bounceOut, maximumError: 0.001)
  /// TimingFunction.piecewiseLinear(css).cssText  // "linear(0 0%, …, 1 100%)"
  /// ```
  ///
  /// - Throws: `ValidationError` when `maximumError` is not finite and > 0, the interval is
  ///   not finite and non-empty, or the curve is not finite somewhere it is sampled (a CSS
  ///   `linear()` holds finite numbers only): `Ease(.poly(exponent: 0.5), .in)` is NaN below 0.
  public init(
    approximating curve: some TimingCurve, maximumError: Double,
    over interval: ClosedRange<Double> = 0...1
  ) throws(ValidationError) {
    guard maximumError.isFinite && maximumError > 0 else {
      throw ValidationError(
        type: "PiecewiseLinear", parameter: "maximumError", requirement: "must be finite and > 0",
        value: maximumError)
    }
    let width = interval.upperBound - interval.lowerBound
    guard width.isFinite && width > 0 else {
      throw ValidationError(
        type: "PiecewiseLinear", parameter: "interval",
        requirement: "must be finite and not empty", value: "\(interval)", kind: .outOfRange)
    }
    let (start, end) = (interval.lowerBound, interval.upperBound)
    var nonFinite: (input: Double, output: Double)?
    let resolution = (end - start) / 65_536
    func value(_ x: Double) -> Double {
      let y = curve.value(at: x)
      if !y.isFinite && nonFinite == nil { nonFinite = (x, y) }
      return y
    }
    func fits(_ a: Double, _ b: Double) -> Bool {
      let (fa, fb) = (value(a), value(b))
      return (1..<64).allSatisfy { index in
        let fraction = Double(index) / 64
        let x = a * (1 - fraction) + b * fraction
        let chord = fa * (1 - fraction) + fb * fraction
        // Below a few ulps of the values no chord can do better: the error allowed is never
        // smaller than the rounding of the values themselves (outputs near 1e308).
        let rounding = 4 * max(abs(fa), abs(fb)).ulp
        return abs(value(x) - chord) <= max(maximumError, rounding)
      }
    }
    var points = [Point(input: start, output: value(start))]
    var left = start
    while left < end {
      // Grow the step while it fits, then bisect between the last fit and the first misfit.
      var good = min(left + resolution, end)
      var step = resolution
      var bad = end
      while good < end {
        let trial = min(left + step * 2, end)
        if fits(left, trial) {
          good = trial
          step *= 2
        } else {
          bad = trial
          break
        }
      }
      if good < end {
        while bad - good > resolution {
          let middle = (good + bad) / 2
          if fits(left, middle) { good = middle } else { bad = middle }
        }
      }
      if let nonFinite {
        throw ValidationError(
          type: "PiecewiseLinear", parameter: "curve",
          requirement: "must be finite over the interval",
          value: "\(nonFinite.output) at \(nonFinite.input)", kind: .notFinite)
      }
      points.append(Point(input: good, output: value(good)))
      left = good
    }
    self.init(points: points)
  }
}
