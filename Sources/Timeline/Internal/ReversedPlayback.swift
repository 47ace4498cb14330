import Easing
import KineticsCore
import Motion

/// A tween played backward from a moment of reversal, as a trajectory whose elapsed time is
/// counted from the pivot (the moment its playback would reach the tween's start): at elapsed
/// e ≤ 0 it shows the tween at −e, so it retraces the curve and completes at the tween's start
/// when e reaches 0. What a reversed tween of a timeline is when read or retargeted.
struct ReversedPlayback: Trajectory {
  let tween: Tween<Double, AnyTimingCurve>

  func value(atElapsed elapsed: Double) -> Double { tween.value(atElapsed: -elapsed) }
  func velocity(atElapsed elapsed: Double) -> Double { -tween.velocity(atElapsed: -elapsed) }
  func isComplete(atElapsed elapsed: Double) -> Bool { elapsed >= 0 }
  var completionTime: Double? { 0 }
  var target: Double { tween.start }

  func retargeted(to newTarget: Double, atElapsed elapsed: Double) -> SpringMotion<Double> {
    springMotion(atElapsed: elapsed, spring: .smooth(), target: newTarget)
  }
}
