import Easing
import KineticsCore

/// The greedy sweep behind ``CoreAnimationKeyframes``: from each key, the segment grows (by
/// doubling, then bisection to 1/65 536 of the duration) while ``CubicSegmentFit`` finds a
/// timing function within the error; the key at its end is the next start.
struct KeyframeSweep<Motion: Trajectory<Double>> {
  let motion: Motion
  /// The last key's time; its value is the target.
  let end: Double
  let target: Double
  let error: Double
  /// The keys found so far, and one curve per segment.
  private(set) var times: [Double] = [0]
  private(set) var values: [Double]
  private(set) var curves: [CubicBezier] = []

  /// Samples inside each candidate segment.
  static var sampleCount: Int { 63 }

  init(motion: Motion, end: Double, target: Double, error: Double) {
    (self.motion, self.end, self.target, self.error) = (motion, end, target, error)
    values = [motion.value(atElapsed: 0)]
  }

  /// The motion's value, the target from the last key on.
  func value(at time: Double) -> Double { time >= end ? target : motion.value(atElapsed: time) }

  /// The timing function for the segment from `start` to `finish`, or nil when none fits.
  func fit(from start: Double, to finish: Double) -> CubicSegmentFit? {
    let length = finish - start
    let (first, last) = (value(at: start), value(at: finish))
    let change = last - first
    let step = 1 / Double(Self.sampleCount + 1)
    let samples = (1...Self.sampleCount).map { value(at: start + length * Double($0) * step) }
    if change == 0 {
      // Equal end values: only a constant stretch fits, linearly.
      return samples.allSatisfy({ abs($0 - first) <= error }) ? .linear : nil
    }
    let startSlope = motion.velocity(atElapsed: start) * length / change
    let endSlope = (finish >= end ? 0 : motion.velocity(atElapsed: finish)) * length / change
    return CubicSegmentFit.best(
      start: first, change: change, startSlope: startSlope, endSlope: endSlope,
      samples: samples, limit: error)
  }

  mutating func run() throws(ValidationError) {
    let resolution = end / 65_536
    var start = 0.0
    while start < end {
      var good = min(start + resolution, end)
      var goodFit = fit(from: start, to: good) ?? Self.linearFallback
      var step = resolution
      var bad = end
      while good < end {
        let trial = min(start + step * 2, end)
        if let trialFit = fit(from: start, to: trial) {
          (good, goodFit) = (trial, trialFit)
          step *= 2
        } else {
          bad = trial
          break
        }
      }
      if good < end {
        while bad - good > resolution {
          let middle = (good + bad) / 2
          if let middleFit = fit(from: start, to: middle) {
            (good, goodFit) = (middle, middleFit)
          } else {
            bad = middle
          }
        }
      }
      let next = value(at: good)
      guard next.isFinite else {
        throw ValidationError(
          type: "CoreAnimationKeyframes", parameter: "motion",
          requirement: "must be finite where sampled", value: "\(next) at \(good) s",
          kind: .notFinite)
      }
      times.append(good)
      values.append(next)
      curves.append(
        CubicBezier(x1: goodFit.x1, y1: goodFit.y1, x2: goodFit.x2, y2: goodFit.y2))
      start = good
    }
  }

  /// A segment of the smallest length that no timing function fits (the motion turns faster
  /// than 1/65 536 of its duration can follow): linear, the best a chord can do.
  static var linearFallback: CubicSegmentFit { .linear }
}
