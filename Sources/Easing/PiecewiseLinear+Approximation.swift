extension PiecewiseLinear {
  /// A CSS `linear()` curve that follows `curve` over `interval` within `maximumError`, with as
  /// few points as a greedy sweep needs: each segment reaches as far as it can while the chord
  /// stays within the error of the curve.
  ///
  /// The error is measured at 64 evenly spaced points inside each candidate segment, so it
  /// holds at those points; between them a curve with more than ~30 wiggles per segment could
  /// escape it (springs and the CSS curves do not).
  ///
  /// ```swift
  /// let css = PiecewiseLinear(approximating: Ease.bounceOut, maximumError: 0.001)
  /// TimingFunction.piecewiseLinear(css).cssText  // "linear(0 0%, …, 1 100%)"
  /// ```
  ///
  /// - Precondition: `maximumError` > 0 and finite; the interval is finite and not empty.
  public init(
    approximating curve: some TimingCurve, maximumError: Double,
    over interval: ClosedRange<Double> = 0...1
  ) {
    precondition(
      maximumError.isFinite && maximumError > 0,
      "PiecewiseLinear: maximumError must be finite and > 0, got \(maximumError)")
    precondition(
      interval.lowerBound.isFinite && interval.upperBound.isFinite
        && interval.lowerBound < interval.upperBound,
      "PiecewiseLinear: interval must be finite and not empty, got \(interval)")
    let (start, end) = (interval.lowerBound, interval.upperBound)
    let resolution = (end - start) / 65_536
    func fits(_ a: Double, _ b: Double) -> Bool {
      let (fa, fb) = (curve.value(at: a), curve.value(at: b))
      return (1..<64).allSatisfy { index in
        let x = a + (b - a) * Double(index) / 64
        let chord = fa + (fb - fa) * Double(index) / 64
        return abs(curve.value(at: x) - chord) <= maximumError
      }
    }
    var points = [Point(input: start, output: curve.value(at: start))]
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
      points.append(Point(input: good, output: curve.value(at: good)))
      left = good
    }
    self.init(points: points)
  }
}
