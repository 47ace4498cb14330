import KineticsCore
import Motion

/// A value held still: a paused animation read or retargeted through its value alone.
struct Held: Trajectory {
  let value: Double

  func value(atElapsed elapsed: Double) -> Double { value }
  func velocity(atElapsed elapsed: Double) -> Double { 0 }
  func isComplete(atElapsed elapsed: Double) -> Bool { false }
  var completionTime: Double? { nil }
  var target: Double { value }
  func retargeted(to newTarget: Double, atElapsed elapsed: Double) -> SpringMotion<Double> {
    springMotion(atElapsed: elapsed, spring: .smooth(), target: newTarget)
  }
}
