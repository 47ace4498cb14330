import Affine
import KineticsCore
import Springs

/// Travel along a path: the position and heading at each moment, with the progress along the
/// path's arc length given by a scalar trajectory — a tween from 0 to 1 for an eased move, a
/// spring motion from 0 to 1 for a sprung one. Equal progress steps cover equal distances,
/// whatever the path's parameterization (no slowing down in curves).
///
/// Progress is a fraction of the path's length; outside [0, 1] (a spring's overshoot) the
/// position holds at the nearer end. The heading is `MeasuredPath.heading(atDistance:)`:
/// continuous through full turns.
///
/// ```swift
/// let arc = MeasuredPath(BezierPath(try PathData(svg: "M 0 0 A 100 100 0 0 1 200 0")))
/// let motion = PathMotion(
///   along: arc, progress: Tween(from: 0.0, to: 1, duration: 0.5, curve: Ease.linear))
/// motion.value(atElapsed: 0.25).point.y  // -100, the top of the arc
/// ```
public struct PathMotion<Progress: Trajectory<Double>>: Trajectory {
  /// The path travelled.
  public let path: MeasuredPath
  /// The fraction of the path's length covered, by elapsed time.
  public let progress: Progress
  /// The spring that takes over on retargeting (see ``retargeted(to:atElapsed:)``).
  public let retargetSpring: DampedSpring

  /// Creates travel along `path` at `progress`.
  public init(
    along path: MeasuredPath, progress: Progress, retargetSpring: DampedSpring = .smooth()
  ) {
    self.path = path
    self.progress = progress
    self.retargetSpring = retargetSpring
  }

  /// The placement at `elapsed` seconds: the point and heading at the progress's fraction of
  /// the length.
  @inlinable
  public func value(atElapsed elapsed: Double) -> PathPlacement {
    let (position, heading) = path.positionAndHeading(
      atDistance: progress.value(atElapsed: elapsed) * path.length)
    return PathPlacement(point: position.point, heading: heading)
  }

  /// The velocity at `elapsed`: the unit tangent times the speed along the path (points per
  /// second), and the turning rate, curvature times speed (radians per second). Zero while the
  /// progress is outside [0, 1]; the turning rate is 0 where the curvature is infinite (a
  /// cusp, passed in no time).
  @inlinable
  public func velocity(atElapsed elapsed: Double) -> PathPlacement {
    let fraction = progress.value(atElapsed: elapsed)
    guard fraction >= 0, fraction <= 1 else { return .zero }
    let speed = progress.velocity(atElapsed: elapsed) * path.length
    let location = path.location(atDistance: fraction * path.length)
    let tangent = path.tangent(at: location)
    let curvature = path.curvature(at: location)
    let turning = curvature.isFinite ? curvature * speed : 0
    return PathPlacement(point: Point2D(tangent.storage * speed), heading: turning)
  }

  /// Whether the progress is complete.
  @inlinable
  public func isComplete(atElapsed elapsed: Double) -> Bool {
    progress.isComplete(atElapsed: elapsed)
  }

  /// The progress's completion time.
  @inlinable
  public var completionTime: Double? { progress.completionTime }

  /// The placement at the progress's target.
  @inlinable
  public var target: PathPlacement {
    let (position, heading) = path.positionAndHeading(atDistance: progress.target * path.length)
    return PathPlacement(point: position.point, heading: heading)
  }

  /// Leaves the path: a ``SpringMotion`` with `retargetSpring` from the placement and velocity
  /// at `elapsed` toward `newTarget`, as SwiftUI and UIKit hand an interrupted animation's
  /// value and velocity to the new one.
  public func retargeted(to newTarget: PathPlacement, atElapsed elapsed: Double)
    -> SpringMotion<PathPlacement>
  {
    springMotion(atElapsed: elapsed, spring: retargetSpring, target: newTarget)
  }
}
