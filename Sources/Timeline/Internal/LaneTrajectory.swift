import KineticsCore
import Motion

/// One lane of a trajectory of a value of several lanes: the slow path for trajectories the
/// timeline cannot split into lanes of their own (keyframes through points, a property
/// animation of a rect). Each lane evaluates the whole trajectory and keeps its own number.
struct LaneTrajectory<Base: Trajectory>: Trajectory where Base.Value: TimelineValue {
  let base: Base
  let lane: Int

  /// Lane `lane` of `value`.
  func number(of value: Base.Value) -> Double {
    withUnsafeTemporaryAllocation(of: Double.self, capacity: Base.Value.timelineLaneCount) {
      value.writeTimelineLanes(into: $0)
      return $0[lane]
    }
  }

  func value(atElapsed elapsed: Double) -> Double { number(of: base.value(atElapsed: elapsed)) }
  func velocity(atElapsed elapsed: Double) -> Double {
    number(of: base.velocity(atElapsed: elapsed))
  }
  func isComplete(atElapsed elapsed: Double) -> Bool { base.isComplete(atElapsed: elapsed) }
  var completionTime: Double? { base.completionTime }
  var target: Double { number(of: base.target) }
  func retargeted(to newTarget: Double, atElapsed elapsed: Double) -> SpringMotion<Double> {
    springMotion(atElapsed: elapsed, spring: .smooth(), target: newTarget)
  }
}
