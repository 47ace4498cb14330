import KineticsCore
import Motion

/// The keyframe animations of a timeline that share one `KeyframeCurve`, each with its own
/// start and duration: a frame looks each one's progress up in the shared curve, as
/// `KeyframeAnimation` does, bit for bit (through the curve's batch path), without copying the
/// curve (and retaining its arrays) per animation.
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

  /// Writes every animation's value at `time` and appends the indices of those that ended to
  /// `finished`. The progresses go through the curve's batch path in chunks that stay in the
  /// first-level cache; the columns are read through their buffers, held open for the frame.
  mutating func evaluate(
    at time: Double, into output: UnsafeMutablePointer<Double>, finished: inout [Int]
  ) {
    let (total, keyframes) = (count, keyframes)
    startTimes.withUnsafeBufferPointer { startTimes in
      durations.withUnsafeBufferPointer { durations in
        outputs.withUnsafeBufferPointer { outputs in
          forEachRun(count: total) { first, size, progresses, values in
            for lane in 0..<size {
              let elapsed = time - startTimes[first + lane]
              progresses[lane] = elapsed / durations[first + lane]
              if elapsed >= durations[first + lane] { finished.append(first + lane) }
            }
            keyframes.values(at: progresses, into: values, count: size)
            for lane in 0..<size { output[outputs[first + lane]] = values[lane] }
          }
        }
      }
    }
  }
}
