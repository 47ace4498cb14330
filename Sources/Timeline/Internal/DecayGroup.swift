import KineticsCore
import KineticsNumerics
import Motion

/// A timeline's decay motions, in structure-of-arrays form: a frame writes
/// start + v0·(−τ·expm1(−t/τ)) for each, as `DecayMotion` does, bit for bit, and completes
/// each at its `completionTime`. The frame reads only the numbers it needs; the motions
/// themselves are kept for reading, retargeting and pausing.
struct DecayGroup: Sendable {
  var motions: [DecayMotion<Double>] = []
  var starts: [Double] = []
  var velocities: [Double] = []
  var timeConstants: [Double] = []
  var startTimes: [Double] = []
  /// Elapsed seconds from which each is at rest (infinity when never).
  var completionTimes: [Double] = []
  var outputs: [Int] = []
  var slots: [Int32] = []

  var count: Int { slots.count }

  /// Adds `motion`, started at `startTime`, at rest from elapsed `completionTime` (by default
  /// its own; a lane of a decay of several lanes rests when the whole value does).
  mutating func append(
    _ motion: DecayMotion<Double>, startTime: Double, output: Int, slot: Int32,
    completionTime: Double? = nil
  ) {
    motions.append(motion)
    starts.append(motion.start)
    velocities.append(motion.initialVelocity)
    timeConstants.append(motion.decay.timeConstant)
    startTimes.append(startTime)
    completionTimes.append(completionTime ?? motion.completionTime ?? .infinity)
    outputs.append(output)
    slots.append(slot)
  }

  /// Asks for the data of the animation at `index` to be brought into the cache.
  mutating func prefetch(_ index: Int) {
    prefetchElement(of: motions, at: index)
    prefetchElement(of: starts, at: index)
    prefetchElement(of: velocities, at: index)
    prefetchElement(of: timeConstants, at: index)
    prefetchElement(of: startTimes, at: index)
    prefetchElement(of: completionTimes, at: index)
    prefetchElement(of: outputs, at: index)
    prefetchElement(of: slots, at: index)
  }

  mutating func remove(at index: Int) -> Int32? {
    let last = count - 1
    swapRemove(&motions, at: index)
    swapRemove(&starts, at: index)
    swapRemove(&velocities, at: index)
    swapRemove(&timeConstants, at: index)
    swapRemove(&startTimes, at: index)
    swapRemove(&completionTimes, at: index)
    swapRemove(&outputs, at: index)
    swapRemove(&slots, at: index)
    return index < last ? slots[index] : nil
  }

  func evaluate(
    at time: Double, into output: UnsafeMutablePointer<Double>, finished: inout [Int]
  ) {
    for index in 0..<count {
      let elapsed = time - startTimes[index]
      let tau = timeConstants[index]
      // DecayMotion.value(atElapsed:)'s arithmetic, operation for operation.
      output[outputs[index]] =
        elapsed > 0
        ? starts[index] + velocities[index] * (-tau * expm1(-elapsed / tau)) : starts[index]
      if elapsed >= completionTimes[index] { finished.append(index) }
    }
  }
}
