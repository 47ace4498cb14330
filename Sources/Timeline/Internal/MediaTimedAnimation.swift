import KineticsCore
import Motion

/// A Core Animation animation on the timeline's clock — a property animation's keyframes, or a
/// spring as `CASpringAnimation` plays it: its elapsed time is the clock time itself (its
/// `MediaTiming` holds the begin time, speed, offset, repeats, autoreverse and fill), its value
/// the presentation value over the model value, its end its fill.
struct MediaTimedAnimation: Trajectory {
  enum Content: Sendable {
    /// A `CAPropertyAnimation` of keyframes.
    case keyframes(PropertyAnimation<Double>)
    /// A `CASpringAnimation`: the spring at the local time into its iteration (progress times
    /// the duration, direction applied), added to the model value when additive.
    case spring(SpringMotion<Double>, MediaTiming, isAdditive: Bool)
  }

  let content: Content
  let modelValue: Double
  /// What shows once the active interval is over: the fill's value, or the model value.
  let target: Double

  init(_ content: Content, modelValue: Double) {
    self.content = content
    self.modelValue = modelValue
    let timing = content.timing
    // After the active interval the presentation no longer changes; any time there gives it.
    let after =
      timing.speed != 0 && timing.activeDuration.isFinite
      ? timing.beginTime + (timing.activeDuration + abs(timing.timeOffset)) / abs(timing.speed) + 1
      : timing.beginTime
    target = content.presentationValue(atTime: after, modelValue: modelValue)
  }

  func value(atElapsed time: Double) -> Double {
    content.presentationValue(atTime: time, modelValue: modelValue)
  }

  /// Core Animation's model has no velocity: a carried-velocity retarget starts from rest.
  func velocity(atElapsed time: Double) -> Double { 0 }

  func isComplete(atElapsed time: Double) -> Bool {
    content.timing.state(atTime: time).phase == .after
  }

  var completionTime: Double? { nil }

  func retargeted(to newTarget: Double, atElapsed time: Double) -> SpringMotion<Double> {
    springMotion(atElapsed: time, spring: .smooth(), target: newTarget)
  }
}

extension MediaTimedAnimation.Content {
  var timing: MediaTiming {
    switch self {
    case .keyframes(let animation): animation.timing
    case .spring(_, let timing, _): timing
    }
  }

  func presentationValue(atTime time: Double, modelValue: Double) -> Double {
    switch self {
    case .keyframes(let animation):
      return animation.presentationValue(atTime: time, modelValue: modelValue)
    case .spring(let motion, let timing, let isAdditive):
      guard let progress = timing.state(atTime: time).progress else { return modelValue }
      let value = motion.value(atElapsed: progress * timing.duration)
      return isAdditive ? modelValue + value : value
    }
  }
}
