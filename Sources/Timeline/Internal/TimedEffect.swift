import KineticsCore
import Motion

/// A web animation on the timeline's clock: keyframes played through an `EffectTiming` by an
/// animation played at the trajectory's start with a playback rate. Its current time is
/// `elapsed × rate` (Web Animations §4.4.4), from the effect's end time when the rate is
/// negative (playing backward, `play()` rewinds to the end first, §4.4.10). Where the effect
/// shows nothing (outside the active interval without a fill) the output shows the model
/// value.
struct TimedEffect: Trajectory {
  let keyframes: KeyframeCurve<Double>
  let timing: EffectTiming
  let playbackRate: Double
  let modelValue: Double
  /// What shows once the animation has finished: the fill's value, or the model value.
  private(set) var target: Double

  init(
    _ keyframes: KeyframeCurve<Double>, timing: EffectTiming, playbackRate: Double,
    modelValue: Double
  ) {
    self.keyframes = keyframes
    self.timing = timing
    self.playbackRate = playbackRate
    self.modelValue = modelValue
    target = modelValue
    // Where it finishes (a rate of 0 stays at current time 0; an endless effect is read at
    // the largest time).
    let end = playbackRate > 0 ? min(timing.endTime, .greatestFiniteMagnitude) : 0
    target = value(atLocalTime: end)
  }

  /// The value at the animation's current time.
  func value(atLocalTime localTime: Double) -> Double {
    let computed = timing.computedTiming(atLocalTime: localTime, playbackRate: playbackRate)
    guard let progress = computed.progress else { return modelValue }
    return keyframes.value(at: progress)
  }

  /// The current time, kept finite (an enormous rate overflows to the largest double).
  func localTime(atElapsed elapsed: Double) -> Double {
    let time = (playbackRate < 0 ? timing.endTime : 0) + elapsed * playbackRate
    return time.isNaN ? 0 : min(max(time, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
  }

  func value(atElapsed elapsed: Double) -> Double {
    value(atLocalTime: localTime(atElapsed: elapsed))
  }

  /// The web's model has no velocity: a carried-velocity retarget starts from rest.
  func velocity(atElapsed elapsed: Double) -> Double { 0 }

  /// Finished as the web defines it: playing forward, at or past the end time; backward, at
  /// or before 0; at rate 0, never.
  func isComplete(atElapsed elapsed: Double) -> Bool {
    let time = localTime(atElapsed: elapsed)
    if playbackRate > 0 { return time >= timing.endTime }
    return playbackRate < 0 && time <= 0
  }

  var completionTime: Double? { nil }

  func retargeted(to newTarget: Double, atElapsed elapsed: Double) -> SpringMotion<Double> {
    springMotion(atElapsed: elapsed, spring: .smooth(), target: newTarget)
  }
}
