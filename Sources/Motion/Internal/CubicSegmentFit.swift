/// One keyframe segment as Core Animation plays it: from `start` to `end` with its progress
/// eased by a cubic bézier timing function, `start + (end − start)·B(s)`, s the segment's
/// fraction, B the timing function (x through (0, x1, x2, 1), y through (0, y1, y2, 1)).
///
/// The fit keeps the segment's velocity at both ends equal to the motion's: the slope of B at
/// s = 0 is y1/x1 and at 1 is (1 − y2)/(1 − x2), so choosing x1 and x2 fixes y1 and y2. With
/// x1 = 1/3 and x2 = 2/3 the bézier's x is its parameter and B is the cubic Hermite interpolant
/// (error O(h⁴)); other x1, x2 reshape B between the same end slopes, which lets one segment
/// follow a quarter of a spring's oscillation that a cubic would need several for.
struct CubicSegmentFit {
  /// The timing function's control points, each a Float widened to Double: what Core
  /// Animation stores (`CAMediaTimingFunction` keeps Float control points).
  var x1: Double, y1: Double, x2: Double, y2: Double

  /// The largest |y| accepted: beyond it, a segment whose end values nearly coincide would need
  /// control points whose Float rounding alone moves the curve by more than the error allows.
  static let largestOrdinate = 1e6

  /// The control points for end slopes `startSlope` and `endSlope` (in units of the segment's
  /// change per unit of its fraction) with abscissas x1, x2; nil when an ordinate leaves
  /// ±``largestOrdinate``.
  init?(startSlope: Double, endSlope: Double, x1: Double, x2: Double) {
    let y1 = startSlope * x1
    let y2 = 1 - endSlope * (1 - x2)
    guard abs(y1) <= Self.largestOrdinate, abs(y2) <= Self.largestOrdinate else { return nil }
    self.x1 = Double(Float(x1))
    self.y1 = Double(Float(y1))
    self.x2 = Double(Float(x2))
    self.y2 = Double(Float(y2))
  }

  /// The linear timing function.
  static let linear = CubicSegmentFit(x1: 0, y1: 0, x2: 1, y2: 1)

  private init(x1: Double, y1: Double, x2: Double, y2: Double) {
    (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
  }

  /// B(s) for s in [0, 1]: the bézier parameter solved from x = s (Newton's method, kept inside
  /// a shrinking bracket; x is non-decreasing since x1, x2 lie in [0, 1]), then y there.
  func progress(at fraction: Double) -> Double {
    var (low, high) = (0.0, 1.0)
    var parameter = fraction
    for _ in 0..<48 {
      let complement = 1 - parameter
      let x =
        parameter
        * (3 * complement * (complement * x1 + parameter * x2) + parameter * parameter)
      let error = x - fraction
      if error == 0 { break }
      if error < 0 { low = parameter } else { high = parameter }
      let slope =
        3 * complement * complement * x1 + 6 * complement * parameter * (x2 - x1)
        + 3 * parameter * parameter * (1 - x2)
      var next = parameter - error / slope
      if !(next > low && next < high) { next = (low + high) / 2 }
      if next == parameter || high - low <= 1e-16 { break }
      parameter = next
    }
    let complement = 1 - parameter
    return parameter
      * (3 * complement * (complement * y1 + parameter * y2) + parameter * parameter)
  }

  /// The largest |start + change·B(s_k) − sample_k| over the samples (s_k = (k + 1)/(n + 1)),
  /// stopping early once it passes `limit`.
  func error(start: Double, change: Double, samples: [Double], limit: Double) -> Double {
    var largest = 0.0
    let step = 1 / Double(samples.count + 1)
    for (index, sample) in samples.enumerated() {
      let eased = start + change * progress(at: Double(index + 1) * step)
      largest = max(largest, abs(eased - sample))
      if largest > limit { return largest }
    }
    return largest
  }

  /// The abscissas tried after the Hermite pair: a coarse grid, then two refinements around the
  /// best.
  static let coarseAbscissas: [Double] = [0.1, 0.25, 0.4, 0.55, 0.7, 0.9]

  /// The fit with the smallest error within `limit` over `samples` for a segment from `start`
  /// (slope `startSlope`) to `start + change` (slope `endSlope`), or nil when none is within it.
  static func best(
    start: Double, change: Double, startSlope: Double, endSlope: Double, samples: [Double],
    limit: Double
  ) -> CubicSegmentFit? {
    func candidate(_ x1: Double, _ x2: Double) -> (fit: CubicSegmentFit, error: Double)? {
      guard (0...1).contains(x1), (0...1).contains(x2),
        let fit = CubicSegmentFit(startSlope: startSlope, endSlope: endSlope, x1: x1, x2: x2)
      else { return nil }
      return (fit, fit.error(start: start, change: change, samples: samples, limit: limit))
    }
    if let hermite = candidate(1.0 / 3, 2.0 / 3), hermite.error <= limit { return hermite.fit }
    var best: (fit: CubicSegmentFit, error: Double)?
    var center = (1.0 / 3, 2.0 / 3)
    for x1 in coarseAbscissas {
      for x2 in coarseAbscissas {
        guard let trial = candidate(x1, x2) else { continue }
        if trial.error < best?.error ?? .infinity { (best, center) = (trial, (x1, x2)) }
      }
    }
    var spread = 0.075
    for _ in 0..<2 {
      for dx1 in [-spread, 0, spread] {
        for dx2 in [-spread, 0, spread] where dx1 != 0 || dx2 != 0 {
          guard let trial = candidate(center.0 + dx1, center.1 + dx2) else { continue }
          if trial.error < best?.error ?? .infinity {
            best = trial
          }
        }
      }
      if let best { center = (best.fit.x1, best.fit.x2) }
      spread /= 2
    }
    guard let best, best.error <= limit else { return nil }
    return best.fit
  }
}
