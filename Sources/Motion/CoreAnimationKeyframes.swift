import Easing
import KineticsCore

/// A motion as Core Animation keyframes: the `values`, `keyTimes` and per-segment
/// `timingFunctions` of a `CAKeyframeAnimation` (linear calculation mode) whose playback stays
/// within a given error of the motion, with few keys.
///
/// Core Animation plays a keyframe segment as `values[i] + (values[i+1] − values[i])·B(s)`,
/// where s is the fraction of the segment's time and B its timing function, a cubic bézier
/// with control points (x1, y1), (x2, y2). Each segment here matches the motion's velocity at
/// both of its keys, so the played motion has no kinks, and is as long as the error allows:
/// a greedy sweep grows each segment while some timing function keeps it within the error.
/// The error is measured at 63 evenly spaced points inside each segment (as
/// `PiecewiseLinear(approximating:maximumError:)` measures its chords), with the control
/// points already rounded to Float, as Core Animation stores them; 98 % of the error is
/// allowed there, the rest covering the motion between the points.
///
/// ```swift
/// let bounce = SpringMotion(from: 0.0, to: 1, spring: .bouncy())
/// let baked = try CoreAnimationKeyframes(approximating: bounce, maximumError: 1e-3)
/// baked.values.count  // 6, where one key per 120 Hz frame takes 141
/// baked.keyTimes.last  // 1
/// ```
///
/// The last key is the motion's target, at ``duration``: the first time from which the motion
/// stays within half the error of its target (checked on a fine grid up to four times its
/// completion time), so that a layer whose model value is the target shows it within the error
/// after the animation too. A motion that starts within that of its target gives one key.
///
/// A motion that jumps (a tween whose curve does not end at 1 lands on its target at its
/// duration) is followed within the error except inside the 1/65 536 of the duration that holds
/// the jump, which one linear segment bridges.
///
/// What this cannot bound: Core Animation's own evaluation of B (its solver's precision is
/// not published) and any rounding of values or key times inside the render server.
public struct CoreAnimationKeyframes: Hashable, Sendable {
  /// The value at each key, in the motion's units; the last is the target.
  public let values: [Double]
  /// Each key's time as a fraction of ``duration``: from 0 to 1, increasing.
  public let keyTimes: [Double]
  /// One timing function per segment, with Float-representable control points.
  public let timingFunctions: [CubicBezier]
  /// Seconds from the first key to the last; 0 for a single key.
  public let duration: Double

  /// The keyframes for `motion` within `maximumError` (value units) everywhere.
  ///
  /// - Throws: `ValidationError` when `maximumError` is not finite and > 0 or is below
  ///   ``smallestRelativeError`` of the motion's extent (its largest distance from its target),
  ///   or when the motion has no finite completion time (an undamped spring) or is not finite
  ///   where sampled.
  public init(approximating motion: some Trajectory<Double>, maximumError: Double)
    throws(ValidationError)
  {
    guard maximumError.isFinite && maximumError > 0 else {
      throw ValidationError(
        type: "CoreAnimationKeyframes", parameter: "maximumError",
        requirement: "must be finite and > 0", value: maximumError)
    }
    guard let completion = motion.completionTime, completion.isFinite else {
      throw ValidationError(
        type: "CoreAnimationKeyframes", parameter: "motion",
        requirement: "must complete in finite time", value: "\(motion.completionTime as Any)",
        kind: .outOfRange)
    }
    let survey = try KeyframeSurvey(of: motion, completion: completion, within: maximumError / 2)
    guard maximumError >= Self.smallestRelativeError * survey.extent else {
      throw ValidationError(
        type: "CoreAnimationKeyframes", parameter: "maximumError",
        requirement:
          "must be at least \(Self.smallestRelativeError) of the motion's extent (\(survey.extent))",
        value: maximumError)
    }
    guard survey.settledTime > 0 else {
      self.init(values: [motion.target], keyTimes: [0], timingFunctions: [], duration: 0)
      return
    }
    var sweep = KeyframeSweep(
      motion: motion, end: survey.settledTime, scale: survey.scale,
      error: Self.sampledShare * maximumError)
    try sweep.run()
    self.init(
      values: sweep.values, keyTimes: sweep.times.map { $0 / survey.settledTime },
      timingFunctions: sweep.curves, duration: survey.settledTime)
  }

  /// The smallest error allowed, relative to the motion's extent: 1e-6, ten Float ulps of the
  /// extent. Core Animation keeps control points as Float, which bounds what a timing function
  /// can follow; below this the keys would crowd towards one per 1/65 536 of the duration.
  public static let smallestRelativeError = 1e-6

  /// The keyframes as given, with the last key time set to exactly 1 (0 for a single key).
  init(
    values: [Double], keyTimes: [Double], timingFunctions: [CubicBezier], duration: Double
  ) {
    var keyTimes = keyTimes
    keyTimes[keyTimes.count - 1] = values.count == 1 ? 0 : 1
    self.values = values
    self.keyTimes = keyTimes
    self.timingFunctions = timingFunctions
    self.duration = duration
  }

  /// The share of the error allowed at the samples: the rest covers the difference between
  /// them (at most 0.3 % of the error for the springs tested at every millisecond).
  static var sampledShare: Double { 0.98 }

  /// The keyframes as Kinetics' model of a `CAKeyframeAnimation` evaluates them.
  public var keyframeCurve: KeyframeCurve<Double> {
    KeyframeCurve(
      values: values, keyTimes: keyTimes,
      timingFunctions: values.count > 1 ? timingFunctions : nil)
  }

  /// The keyframes played over ``duration``: what Core Animation shows, as a trajectory. A
  /// single key plays for one second (a keyframe animation's duration must be > 0).
  public var animation: KeyframeAnimation<Double> {
    KeyframeAnimation(keyframes: keyframeCurve, duration: duration > 0 ? duration : 1)
  }
}
