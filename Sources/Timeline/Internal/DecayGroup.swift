import KineticsCore
import KineticsKernels
import KineticsNumerics
import Motion
import Springs

/// A timeline's decay motions, in structure-of-arrays form: a frame writes
/// start + v0·(−τ·(e^{−t/τ} − 1)) for each, as `DecayMotion` does, bit for bit, and completes
/// each at its `completionTime`. The frame reads only the numbers it needs; what else a motion
/// is made of (its deceleration, tolerance and retarget spring: most of its bytes) is kept once
/// per distinct set in `parameterSets`, each lane naming its set, so that reading, retargeting
/// and pausing can rebuild the motion while a change moves 4 bytes of it, not all of them. On
/// processors with AVX-512 a C kernel (`DecayLanes.c`) runs eight lanes at a time, operation
/// for operation, for the same bits.
struct DecayGroup: Sendable {
  /// A decay motion's parameters beside its start and velocity.
  struct Parameters: Hashable, Sendable {
    let decay: Decay
    let tolerance: RestTolerance
    let retargetSpring: DampedSpring
  }

  /// Each distinct set of parameters, once (kept as long as the timeline).
  var parameterSets: [Parameters] = []
  var parameterIndex = GroupIndex<Parameters>()
  /// The index of each motion's parameters in `parameterSets`.
  var parameters: [Int32] = []
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
    let set = Parameters(
      decay: motion.decay, tolerance: motion.tolerance, retargetSpring: motion.retargetSpring)
    let index = parameterIndex.index(for: set, count: parameterSets.count) {
      parameterSets.append(set)
    }
    parameters.append(Int32(index))
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
    prefetchElement(of: parameters, at: index)
    prefetchElement(of: starts, at: index)
    prefetchElement(of: velocities, at: index)
    prefetchElement(of: timeConstants, at: index)
    prefetchElement(of: startTimes, at: index)
    prefetchElement(of: completionTimes, at: index)
    prefetchElement(of: outputs, at: index)
    prefetchElement(of: slots, at: index)
  }

  /// The endings of the `finished` decays, last index first: each at its target.
  mutating func endings(of finished: [Int], into endings: inout [Ending]) {
    for index in finished.reversed() {
      endings.append(
        Ending(
          index: index, value: motion(at: index).target, output: outputs[index],
          slot: slots[index]))
    }
  }

  mutating func remove(at index: Int) -> Int32? {
    let last = count - 1
    swapRemove(&parameters, at: index)
    swapRemove(&starts, at: index)
    swapRemove(&velocities, at: index)
    swapRemove(&timeConstants, at: index)
    swapRemove(&startTimes, at: index)
    swapRemove(&completionTimes, at: index)
    swapRemove(&outputs, at: index)
    swapRemove(&slots, at: index)
    return index < last ? slots[index] : nil
  }

  /// The motion at `index`, as it was added.
  func motion(at index: Int) -> DecayMotion<Double> {
    let set = parameterSets[Int(parameters[index])]
    return DecayMotion(
      from: starts[index], initialVelocity: velocities[index], decay: set.decay,
      tolerance: set.tolerance, retargetSpring: set.retargetSpring)
  }

  /// Writes every motion's value at `time` into `output` and appends the indices of those at
  /// rest to `finished`, through the C kernel at `kernelLevel` 3 (the processor's by default)
  /// or lane by lane in Swift.
  mutating func evaluate(
    at time: Double, into output: UnsafeMutablePointer<Double>, finished: inout [Int],
    kernelLevel: Int32 = laneKernelLevel
  ) {
    let total = count
    var index = 0
    if kernelLevel == 3 && total >= 8 { index = kernelLanes(time, output, &finished) }
    while index < total {
      let elapsed = time - startTimes[index]
      let tau = timeConstants[index]
      // DecayMotion.value(atElapsed:)'s arithmetic, operation for operation.
      output[outputs[index]] =
        elapsed > 0
        ? starts[index] + velocities[index] * (-tau * fastExponentialMinusOne(-elapsed / tau))
        : starts[index]
      if elapsed >= completionTimes[index] { finished.append(index) }
      index += 1
    }
  }

  /// Runs the C kernel over the lanes from the first (`runKernel`, the lanes it lists those
  /// that completed); returns how many it evaluated.
  func kernelLanes(
    _ time: Double, _ output: UnsafeMutablePointer<Double>, _ finished: inout [Int]
  ) -> Int {
    startTimes.withUnsafeBufferPointer { startTimes in
      starts.withUnsafeBufferPointer { starts in
        velocities.withUnsafeBufferPointer { velocities in
          timeConstants.withUnsafeBufferPointer { timeConstants in
            completionTimes.withUnsafeBufferPointer { completionTimes in
              outputs.withUnsafeBufferPointer { outputs in
                runKernel(count: count) { first, size, done, doneCount in
                  var lanes = KineticsDecayLanes(
                    startTimes: startTimes.baseAddress! + first,
                    starts: starts.baseAddress! + first,
                    velocities: velocities.baseAddress! + first,
                    timeConstants: timeConstants.baseAddress! + first,
                    completionTimes: completionTimes.baseAddress! + first,
                    outputs: outputs.baseAddress! + first)
                  return kinetics_decay_lanes(3, &lanes, size, time, output, done, &doneCount)
                } forEachListed: {
                  finished.append($0)
                }
              }
            }
          }
        }
      }
    }
  }
}
