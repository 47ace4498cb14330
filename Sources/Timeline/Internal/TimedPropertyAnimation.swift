import KineticsCore
import Motion

/// A Core Animation property animation on the timeline's clock: its elapsed time is the clock
/// time itself (its `MediaTiming` holds the begin time, speed, offset, repeats, autoreverse
/// and fill), its value the presentation value over the model value, its end its fill.
struct TimedPropertyAnimation: Trajectory {
  let animation: PropertyAnimation<Double>
  let modelValue: Double
  /// What shows once the active interval is over: the fill's value, or the model value.
  let target: Double

  init(_ animation: PropertyAnimation<Double>, modelValue: Double) {
    self.animation = animation
    self.modelValue = modelValue
    let timing = animation.timing
    // After the active interval the presentation no longer changes; any time there gives it.
    let after =
      timing.speed != 0 && timing.activeDuration.isFinite
      ? timing.beginTime + (timing.activeDuration + abs(timing.timeOffset)) / abs(timing.speed) + 1
      : timing.beginTime
    target = animation.presentationValue(atTime: after, modelValue: modelValue)
  }

  func value(atElapsed time: Double) -> Double {
    animation.presentationValue(atTime: time, modelValue: modelValue)
  }

  /// Core Animation's model has no velocity: a carried-velocity retarget starts from rest.
  func velocity(atElapsed time: Double) -> Double { 0 }

  func isComplete(atElapsed time: Double) -> Bool { animation.isComplete(atTime: time) }

  var completionTime: Double? { nil }

  func retargeted(to newTarget: Double, atElapsed time: Double) -> SpringMotion<Double> {
    springMotion(atElapsed: time, spring: .smooth(), target: newTarget)
  }
}
