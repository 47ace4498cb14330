import Easing
import KineticsCore

/// A keyframe animation of one layer property as Core Animation composes it: ``KeyframeCurve``
/// values played on a ``MediaTiming`` clock, the whole eased by `timingFunction` (`CAAnimation`'s
/// `timingFunction`), with `CAPropertyAnimation`'s `isAdditive` and `isCumulative` options. It
/// answers what the render loop asks each frame: given the model value, what does the
/// presentation layer show?
///
/// ```swift
/// // A shake added to wherever the view is (objc.io issue 12, "Animations Explained").
/// let shake = PropertyAnimation(
///   keyframes: KeyframeCurve(values: [0.0, 10, -10, 10, 0],
///                                keyTimes: [0, 1 / 6.0, 3 / 6.0, 5 / 6.0, 1]),
///   timing: MediaTiming(duration: 0.4), isAdditive: true)
/// shake.presentationValue(atTime: 0.2, modelValue: 100)  // 90
/// shake.presentationValue(atTime: 1, modelValue: 100)    // 100: removed, the model shows
/// ```
///
/// Following Apple's documentation of `CAPropertyAnimation`:
/// - Additive: the animation's value is added to the model value instead of replacing it.
/// - Cumulative: each repeat cycle starts from where the previous ended; the value is the
///   current cycle's plus the end value of a cycle times the number of cycles completed. The
///   end of a cycle is the last keyframe, or the first when the animation autoreverses.
/// - Wherever the clock shows nothing (outside the active interval without a fill), the model
///   value shows.
public struct PropertyAnimation<Value: Interpolatable>: Sendable {
  /// The values over the progress of one iteration.
  public var keyframes: KeyframeCurve<Value>
  /// The clock: delay, duration, repeats, autoreverse, speed, fill.
  public var timing: MediaTiming
  /// Eases each iteration's progress before the keyframes see it (linear by default, as Core
  /// Animation's is when none is set).
  public var timingFunction: TimingFunction
  /// Adds the animation's value to the model value.
  public var isAdditive: Bool
  /// Accumulates the end value of each completed cycle.
  public var isCumulative: Bool

  /// Animates `keyframes` on `timing`.
  public init(
    keyframes: KeyframeCurve<Value>, timing: MediaTiming,
    timingFunction: TimingFunction = .linear, isAdditive: Bool = false,
    isCumulative: Bool = false
  ) {
    self.keyframes = keyframes
    self.timing = timing
    self.timingFunction = timingFunction
    self.isAdditive = isAdditive
    self.isCumulative = isCumulative
  }

  /// Animates from one value to another (`CABasicAnimation`'s `fromValue` and `toValue`).
  public init(
    from start: Value, to end: Value, timing: MediaTiming,
    timingFunction: TimingFunction = .linear, isAdditive: Bool = false,
    isCumulative: Bool = false
  ) {
    self.init(
      keyframes: KeyframeCurve(
        validValues: [start, end], keyTimes: nil, timingFunctions: nil, mode: .linear),
      timing: timing, timingFunction: timingFunction, isAdditive: isAdditive,
      isCumulative: isCumulative)
  }

  /// What the presentation layer shows at parent time `time` (seconds) over `modelValue`.
  ///
  /// - Precondition: `time` is finite.
  public func presentationValue(atTime time: Double, modelValue: Value) -> Value {
    let state = timing.state(atTime: time)
    guard let progress = state.progress else { return modelValue }
    var value = keyframes.value(
      at: timingFunction.value(at: progress, beforeFlag: state.phase == .before))
    if isCumulative, let iteration = state.iteration, iteration > 0 {
      let cycleEnd = keyframes.value(at: timingFunction.value(at: timing.autoreverses ? 0 : 1))
      value = value + cycleEnd.multiplied(by: Double(iteration))
    }
    return isAdditive ? modelValue + value : value
  }

  /// Whether the animation has ended at parent time `time`: past its active interval (a
  /// forwards fill still shows, and an engine may keep it or apply its last value to the
  /// model).
  public func isComplete(atTime time: Double) -> Bool { timing.state(atTime: time).phase == .after }
}

extension PropertyAnimation: Equatable {}
extension PropertyAnimation: Hashable where Value: Hashable {}
extension PropertyAnimation: Codable where Value: Codable {}
