import Easing
import KineticsCore

/// The greedy sweep behind ``CoreAnimationKeyframes``: from each key, the segment grows (by
/// doubling, then bisection to 1/65 536 of the duration) while ``CubicSegmentFit`` finds a
/// timing function within the error; the key at its end is the next start.
///
/// The fit sees the motion's values, velocities and the error multiplied by `scale` (a power of
/// two, so exactly), which keeps differences of values near ±1e308 finite; the keys are scaled
/// back.
struct KeyframeSweep<Motion: Trajectory<Double>> {
  let motion: Motion
  /// The last key's time; its value is the target.
  let end: Double
  let scale: Double
  /// The target and the error, scaled.
  let target: Double
  let error: Double
  /// The keys found so far, and one curve per segment.
  private(set) var times: [Double] = [0]
  private var scaledValues: [Double]
  private(set) var curves: [CubicBezier] = []

  /// Samples inside each candidate segment.
  static var sampleCount: Int { 63 }

  /// The keys' values, in the motion's units; the last is the motion's target exactly.
  var values: [Double] { scaledValues.dropLast().map { $0 / scale } + [motion.target] }

  init(motion: Motion, end: Double, scale: Double, error: Double) {
    (self.motion, self.end, self.scale) = (motion, end, scale)
    target = motion.target * scale
    self.error = error * scale
    scaledValues = [motion.value(atElapsed: 0) * scale]
  }

  /// The motion's value, scaled; the target from the last key on.
  func value(at time: Double) -> Double {
    time >= end ? target : motion.value(atElapsed: time) * scale
  }

  /// The motion's velocity at `time`, scaled; where it overflows (a move across the whole
  /// double range), the slope of the scaled values over `span` seconds after it instead.
  func velocity(at time: Double, span: Double) -> Double {
    let velocity = motion.velocity(atElapsed: time) * scale
    if velocity.isFinite { return velocity }
    let step = span / 1024
    return (value(at: time + step) - value(at: time)) / step
  }

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
    let startSlope = velocity(at: start, span: length) * length / change
    let endSlope = (finish >= end ? 0 : velocity(at: finish, span: -length)) * length / change
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
      scaledValues.append(next)
      curves.append(
        CubicBezier(x1: goodFit.x1, y1: goodFit.y1, x2: goodFit.x2, y2: goodFit.y2))
      start = good
    }
  }

  /// A segment of the smallest length that no timing function fits (the motion turns faster
  /// than 1/65 536 of its duration can follow): linear, the best a chord can do.
  static var linearFallback: CubicSegmentFit { .linear }
}
