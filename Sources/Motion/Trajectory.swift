import KineticsCore

/// A value moving over elapsed time: what an animation engine evaluates on every frame.
///
/// Tweens, spring motions, decays, keyframe animations and the completion of an interactive
/// transition all conform, so that an engine holds one kind of thing per animated property:
///
/// ```swift
/// let motion = SpringMotion(from: 0.0, to: 320, spring: .bouncy())
/// motion.value(atElapsed: 0.1)           // the position 0.1 s after the start
/// motion.velocity(atElapsed: 0.1)        // points per second
/// motion.isComplete(atElapsed: 2)        // settled within its tolerance
/// let turned = motion.retargeted(to: 0, atElapsed: 0.1)  // same position and velocity there
/// ```
///
/// Time is in seconds since the trajectory started (elapsed time, never progress); velocity is
/// in value units per second. SwiftUI's `CustomAnimation` has the same shape — a value and a
/// velocity at a time, nil when done — and ``value(untilCompleteAtElapsed:)`` gives it.
///
/// Requirements on conforming types: the value at elapsed 0 is the start; ``isComplete(atElapsed:)``
/// never turns false again once true, and from ``completionTime`` on it is true; retargeting at
/// elapsed t gives a trajectory whose value and velocity at its elapsed 0 equal this one's at t.
public protocol Trajectory<Value>: Sendable {
  /// What moves: a number, a vector, a point, a color.
  associatedtype Value: Interpolatable
  /// What ``retargeted(to:atElapsed:)`` returns.
  associatedtype Retargeted: Trajectory where Retargeted.Value == Value

  /// The value `elapsed` seconds after the start.
  func value(atElapsed elapsed: Double) -> Value

  /// The rate of change of the value (units per second) `elapsed` seconds after the start.
  func velocity(atElapsed elapsed: Double) -> Value

  /// Whether the motion is over `elapsed` seconds after the start: a timed motion's duration has
  /// passed, a physical one has settled within its tolerance. Once true, true for every later
  /// time.
  func isComplete(atElapsed elapsed: Double) -> Bool

  /// The elapsed seconds from which ``isComplete(atElapsed:)`` is true: the duration of a timed
  /// motion, the settling time of a physical one; nil when it never completes (an undamped
  /// spring). May solve for the time: see each type for its cost.
  var completionTime: Double? { get }

  /// Where the motion ends (a decay: where it comes to rest).
  var target: Value { get }

  /// A trajectory that starts where and how fast this one is at `elapsed` and ends at
  /// `newTarget`: the value and the velocity are continuous at the switch.
  func retargeted(to newTarget: Value, atElapsed elapsed: Double) -> Retargeted
}

extension Trajectory {
  /// SwiftUI's `CustomAnimation.animate` shape: the value at `elapsed`, or nil once the motion
  /// is complete (the engine then shows ``target`` and removes the animation).
  @inlinable
  public func value(untilCompleteAtElapsed elapsed: Double) -> Value? {
    isComplete(atElapsed: elapsed) ? nil : value(atElapsed: elapsed)
  }
}
