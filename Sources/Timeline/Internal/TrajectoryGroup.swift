import KineticsCore
import Motion

/// The timeline's slow path, one existential call each per frame: Core Animation's property
/// and spring animations on their media timing, Web Animations effects, and any other
/// `Trajectory` of doubles.
struct TrajectoryGroup: Sendable {
  var trajectories: [any Trajectory<Double>] = []
  var startTimes: [Double] = []
  var outputs: [Int] = []
  /// The handle slots.
  var slots: [Int32] = []

  var count: Int { slots.count }

  mutating func append(
    _ trajectory: any Trajectory<Double>, startTime: Double, output: Int, slot: Int32
  ) {
    trajectories.append(trajectory)
    startTimes.append(startTime)
    outputs.append(output)
    slots.append(slot)
  }

  mutating func remove(at index: Int) -> Int32? {
    let last = count - 1
    swapRemove(&trajectories, at: index)
    swapRemove(&startTimes, at: index)
    swapRemove(&outputs, at: index)
    swapRemove(&slots, at: index)
    return index < last ? slots[index] : nil
  }

  func evaluate(
    at time: Double, into output: UnsafeMutablePointer<Double>, finished: inout [Int]
  ) {
    for index in 0..<count {
      let trajectory = trajectories[index]
      let elapsed = time - startTimes[index]
      if trajectory.isComplete(atElapsed: elapsed) { finished.append(index) }
      output[outputs[index]] = trajectory.value(atElapsed: elapsed)
    }
  }
}
