import KineticsCore
import Motion

/// One animation of a timeline, from a clock time on, as a `Trajectory`: what an engine hands
/// on when an animation in flight leaves its frame loop — baked into Core Animation keyframes
/// (`CoreAnimationKeyframes(approximating:maximumError:)`), replaced by a system spring, or
/// evaluated on its own.
///
/// Elapsed time 0 is the clock time it was taken at; from there it is the animation exactly as
/// the timeline reads it (``AnimationTimeline/value(of:atTime:)``): retargets, reversals and
/// pauses included, additive offsets on the same output not (those are animations of their
/// own). A paused animation holds its value and never completes.
///
/// ```swift
/// var timeline = AnimationTimeline()
/// let slide = timeline.add(
///   SpringMotion(from: 0.0, to: 390, spring: .snappy()), atTime: 100, output: 0)
/// try timeline.retarget(slide, to: 0, atTime: 100.1, policy: .carryingVelocity(into: .snappy()))
/// let rest = try timeline.motion(of: slide, from: 100.2)
/// rest.value(atElapsed: 0)  // 155.324…: where the slide is at 100.2 s
/// rest.target  // 0.0
/// ```
///
/// Elapsed time counts from the clock time it was taken at, so the animation's own elapsed
/// time is reached by another sum than the timeline's `clock − start`: the two can differ by a
/// rounding of the clock reading (1.4e-14 s near 100 s, 1.5e-11 s near 86,400 s), which
/// moves a value by that much times its velocity.
public struct TimelineMotion: Trajectory {
  /// The animation as the timeline stores it, with its own elapsed time.
  let base: any Trajectory<Double>
  /// The base's elapsed time at this motion's elapsed 0.
  let elapsedAtStart: Double

  init(base: any Trajectory<Double>, elapsedAtStart: Double) {
    self.base = base
    self.elapsedAtStart = elapsedAtStart
  }

  /// The value `elapsed` seconds after the clock time the motion was taken at.
  public func value(atElapsed elapsed: Double) -> Double {
    base.value(atElapsed: elapsedAtStart + elapsed)
  }

  /// The velocity, in units per second, `elapsed` seconds after the clock time the motion was
  /// taken at.
  public func velocity(atElapsed elapsed: Double) -> Double {
    base.velocity(atElapsed: elapsedAtStart + elapsed)
  }

  /// Whether the animation is over `elapsed` seconds after the clock time it was taken at.
  public func isComplete(atElapsed elapsed: Double) -> Bool {
    base.isComplete(atElapsed: elapsedAtStart + elapsed)
  }

  /// The seconds from the clock time the motion was taken at until the animation completes:
  /// 0 when it had completed by then; nil when it never completes (paused, or an undamped
  /// spring).
  public var completionTime: Double? {
    base.completionTime.map { max($0 - elapsedAtStart, 0) }
  }

  /// Where the animation ends.
  public var target: Double { base.target }

  /// The animation retargeted `elapsed` seconds after the clock time it was taken at, as its
  /// own kind retargets (a spring carries its velocity, a tween springs to the new target).
  public func retargeted(to newTarget: Double, atElapsed elapsed: Double) -> TimelineMotion {
    TimelineMotion(
      base: base.retargeted(to: newTarget, atElapsed: elapsedAtStart + elapsed),
      elapsedAtStart: 0)
  }
}
