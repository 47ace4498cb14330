import KineticsCore
import Motion

/// The timeline's slow path: keyframe animations and any other `Trajectory` of doubles, one
/// existential call each per frame. The additive offsets a retarget leaves behind live in a
/// second such group (``OffsetGroup``'s) whose values are added to their outputs rather than
/// written.
struct TrajectoryGroup: Sendable {
  /// Whether values are added to the outputs (offsets: value − target) instead of written.
  let isAdditive: Bool
  var trajectories: [any Trajectory<Double>] = []
  var startTimes: [Double] = []
  var outputs: [Int] = []
  /// The handle slots; for offsets, the slot of the animation whose retarget left them, or −1
  /// once that animation has finished (``OffsetGroup`` keeps them).
  var slots: [Int32] = []

  init(isAdditive: Bool) { self.isAdditive = isAdditive }

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
      let isComplete = trajectory.isComplete(atElapsed: elapsed)
      if isComplete { finished.append(index) }
      if isAdditive {
        // A finished offset adds nothing: its animation has reached its target.
        if !isComplete {
          output[outputs[index]] += trajectory.value(atElapsed: elapsed) - trajectory.target
        }
      } else {
        output[outputs[index]] = trajectory.value(atElapsed: elapsed)
      }
    }
  }
}
