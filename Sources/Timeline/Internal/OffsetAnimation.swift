import Easing
import KineticsCore
import Motion

/// An old animation an additive retarget left running, kept by its kind: stored inline in the
/// offsets' array (no box allocated per retarget) and evaluated without an existential call,
/// but for animations the timeline only knows as a `Trajectory`.
enum OffsetAnimation: Sendable {
  case spring(SpringMotion<Double>)
  case tween(Tween<Double, AnyTimingCurve>)
  case reversedTween(ReversedPlayback)
  case decay(DecayMotion<Double>)
  case keyframes(KeyframeAnimation<Double>)
  case trajectory(any Trajectory<Double>)

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

  /// The animation's value minus its target at `elapsed` seconds, or nil once it is complete.
  func offset(atElapsed elapsed: Double) -> Double? {
    func of(_ animation: some Trajectory<Double>) -> Double? {
      animation.isComplete(atElapsed: elapsed)
        ? nil : animation.value(atElapsed: elapsed) - animation.target
    }
    switch self {
    case .spring(let motion): return of(motion)
    case .tween(let tween): return of(tween)
    case .reversedTween(let playback): return of(playback)
    case .decay(let motion): return of(motion)
    case .keyframes(let animation): return of(animation)
    case .trajectory(let trajectory): return of(trajectory)
    }
  }
}
