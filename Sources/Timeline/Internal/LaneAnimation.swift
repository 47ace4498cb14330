import Easing
import KineticsCore
import Motion

/// A one-lane animation of a timeline as its own kind, read out of its group: what a read by
/// handle boxes as a `Trajectory`, and what an additive retarget keeps running as an offset
/// when it is not a tween — inline in the offsets' array (no box allocated per retarget) and
/// evaluated without an existential call, but for animations the timeline only knows as a
/// `Trajectory`.
enum LaneAnimation: Sendable {
  case spring(SpringMotion<Double>)
  case tween(Tween<Double, AnyTimingCurve>)
  case reversedTween(ReversedPlayback)
  case decay(DecayMotion<Double>)
  case keyframes(KeyframeAnimation<Double>)
  case trajectory(any Trajectory<Double>)

  /// The animation behind the `Trajectory` protocol (boxed).
  var trajectory: any Trajectory<Double> {
    switch self {
    case .spring(let motion): motion
    case .tween(let tween): tween
    case .reversedTween(let playback): playback
    case .decay(let motion): motion
    case .keyframes(let animation): animation
    case .trajectory(let trajectory): trajectory
    }
  }

  /// Where the animation ends.
  var target: Double {
    switch self {
    case .spring(let motion): motion.target
    case .tween(let tween): tween.target
    case .reversedTween(let playback): playback.target
    case .decay(let motion): motion.target
    case .keyframes(let animation): animation.target
    case .trajectory(let trajectory): trajectory.target
    }
  }

  /// The animation's value minus its target at `elapsed` seconds, or nil once it is complete:
  /// an offset kept by kind (old tweens are not: they run in the offsets' tween groups).
  /// (Each kind called directly: through a generic helper the optimizer left the calls
  /// unspecialized, copying each animation through its value witnesses.)
  func offset(atElapsed elapsed: Double) -> Double? {
    switch self {
    case .spring(let motion):
      motion.isComplete(atElapsed: elapsed)
        ? nil : motion.value(atElapsed: elapsed) - motion.target
    case .tween, .reversedTween:
      preconditionFailure("AnimationTimeline: old tweens run in the offsets' tween groups")
    case .decay(let motion):
      motion.isComplete(atElapsed: elapsed)
        ? nil : motion.value(atElapsed: elapsed) - motion.target
    case .keyframes(let animation):
      animation.isComplete(atElapsed: elapsed)
        ? nil : animation.value(atElapsed: elapsed) - animation.target
    case .trajectory(let trajectory):
      trajectory.isComplete(atElapsed: elapsed)
        ? nil : trajectory.value(atElapsed: elapsed) - trajectory.target
    }
  }
}
