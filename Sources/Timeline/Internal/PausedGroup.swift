import Easing
import KineticsCore
import Motion
import Springs

/// An animation taken out of its group, with what it needs to go back: its own motion and the
/// elapsed time it had (a reversed tween's elapsed counts backward from its pivot).
enum DetachedAnimation: Sendable {
  case spring(SpringMotion<Double>)
  case tween(Tween<Double, AnyTimingCurve>, direction: Double)
  case decay(DecayMotion<Double>)
  case keyframes(KeyframeAnimation<Double>)
  case other(any Trajectory<Double>)

  /// The value at the animation's own elapsed time `elapsed` (for a reversed tween, the
  /// tween's elapsed time).
  func value(atElapsed elapsed: Double) -> Double {
    switch self {
    case .spring(let motion): motion.value(atElapsed: elapsed)
    case .tween(let tween, _): tween.value(atElapsed: elapsed)
    case .decay(let motion): motion.value(atElapsed: elapsed)
    case .keyframes(let animation): animation.value(atElapsed: elapsed)
    case .other(let trajectory): trajectory.value(atElapsed: elapsed)
    }
  }
}

/// The timeline's paused animations: each holds its value at the moment of pausing, written
/// on every frame, until it is resumed.
struct PausedGroup: Sendable {
  var animations: [DetachedAnimation] = []
  /// The animation's own elapsed time when paused.
  var elapsedTimes: [Double] = []
  var values: [Double] = []
  var outputs: [Int] = []
  var slots: [Int32] = []

  var count: Int { slots.count }

  mutating func append(
    _ animation: DetachedAnimation, elapsed: Double, output: Int, slot: Int32
  ) {
    animations.append(animation)
    elapsedTimes.append(elapsed)
    values.append(animation.value(atElapsed: elapsed))
    outputs.append(output)
    slots.append(slot)
  }

  mutating func remove(at index: Int) -> Int32? {
    let last = count - 1
    swapRemove(&animations, at: index)
    swapRemove(&elapsedTimes, at: index)
    swapRemove(&values, at: index)
    swapRemove(&outputs, at: index)
    swapRemove(&slots, at: index)
    return index < last ? slots[index] : nil
  }

  func evaluate(into output: UnsafeMutablePointer<Double>) {
    for index in 0..<count { output[outputs[index]] = values[index] }
  }
}
