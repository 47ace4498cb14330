import KineticsCore
import Motion

/// The keyframe animations of a timeline that share one `KeyframeCurve`, each with its own
/// start and duration: a frame looks each one's progress up in the shared curve, as
/// `KeyframeAnimation` does, bit for bit, without copying the curve (and retaining its arrays)
/// per animation.
struct KeyframeGroup: Sendable {
  let keyframes: KeyframeCurve<Double>
  var startTimes: [Double] = []
  var durations: [Double] = []
  var outputs: [Int] = []
  var slots: [Int32] = []

  init(keyframes: KeyframeCurve<Double>) { self.keyframes = keyframes }

  var count: Int { slots.count }

  /// The last keyframe's value: where every animation of the group ends.
  var target: Double { keyframes.values[keyframes.values.count - 1] }

  mutating func append(_ duration: Double, startTime: Double, output: Int, slot: Int32) {
    startTimes.append(startTime)
    durations.append(duration)
    outputs.append(output)
    slots.append(slot)
  }

  /// The endings of the `finished` animations, last index first: each at the last keyframe.
  mutating func endings(of finished: [Int], into endings: inout [Ending]) {
    for index in finished.reversed() {
      endings.append(
        Ending(index: index, value: target, output: outputs[index], slot: slots[index]))
    }
  }

  /// Asks for the data of the animation at `index` to be brought into the cache.
  mutating func prefetch(_ index: Int) {
    prefetchElement(of: startTimes, at: index)
    prefetchElement(of: durations, at: index)
    prefetchElement(of: outputs, at: index)
    prefetchElement(of: slots, at: index)
  }

  mutating func remove(at index: Int) -> Int32? {
    let last = count - 1
    swapRemove(&startTimes, at: index)
    swapRemove(&durations, at: index)
    swapRemove(&outputs, at: index)
    swapRemove(&slots, at: index)
    return index < last ? slots[index] : nil
  }

  mutating func evaluate(
    at time: Double, into output: UnsafeMutablePointer<Double>, finished: inout [Int]
  ) {
    for index in 0..<count {
      let elapsed = time - startTimes[index]
      output[outputs[index]] = keyframes.value(at: elapsed / durations[index])
      if elapsed >= durations[index] { finished.append(index) }
    }
  }
}
