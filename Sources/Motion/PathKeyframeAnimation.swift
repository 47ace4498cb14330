import Affine
import Easing
import KineticsCore
import Springs

/// Travel along a path as Core Animation plays a `CAKeyframeAnimation` whose `path` is set:
/// the path's segments are the keyframe segments, `keyTimes` say when each segment's end is
/// reached, `timingFunctions` ease each segment, `calculationMode` chooses how time maps to
/// the distance travelled and `rotationMode` whether the element turns with the path.
///
/// Core Animation documents that the end point of each line or curve is a keyframe value,
/// that a move starts no keyframe of its own (the element jumps to the next subpath as the
/// segment after the move begins), and that the paced modes give a constant velocity along
/// the path with key times and timing functions ignored. Here each `BezierPath` segment is
/// one keyframe segment (an SVG arc is one, where a `CGPath` holds it as several cubics), and
/// the modes map the time to a distance:
///
/// - ``KeyframeCurve/CalculationMode/linear``: the segment ending at key i + 1 is travelled
///   from `keyTimes[i]` to `keyTimes[i + 1]`, its distance eased by `timingFunctions[i]` —
///   constant speed along the segment's own arc length under a linear timing function, where
///   Core Animation does not document how it moves within a curve.
/// - ``KeyframeCurve/CalculationMode/discrete``: the element sits at each key's point from
///   its key time to the next, facing the way the path arrives there.
/// - ``KeyframeCurve/CalculationMode/paced`` and ``KeyframeCurve/CalculationMode/cubicPaced(tension:continuity:bias:)``:
///   constant speed along the whole path.
/// - ``KeyframeCurve/CalculationMode/cubic(tension:continuity:bias:)``: the distance at each
///   key run through Core Animation's cubic spline (Kochanek–Bartels with the tension,
///   continuity and bias given), so the speed changes smoothly through the keys instead of
///   jumping. As with values, the spline can overshoot a key where neighbouring segments
///   differ much in length: the element then passes the key's point and comes back.
///
/// ```swift
/// let route = MeasuredPath(BezierPath(try PathData(svg: "M 0 0 H 300 V 100")))
/// let linear = PathKeyframeAnimation(along: route, duration: 1)
/// linear.value(atElapsed: 0.75).point  // Point2D(x: 300, y: 50): half of the second segment
/// let paced = PathKeyframeAnimation(along: route, duration: 1, calculationMode: .paced)
/// paced.value(atElapsed: 0.75).point  // Point2D(x: 300, y: 0): 300 of the 400 points
/// ```
///
/// The heading follows `rotationMode`: nil keeps it at 0 (the element does not turn, Core
/// Animation's default), ``RotationMode/auto`` is the direction of travel and
/// ``RotationMode/autoReverse`` that plus half a turn, both unwrapped
/// (`MeasuredPath.heading(atDistance:)`) so that a path through full turns never makes the
/// element spin back. Before elapsed 0 it holds the start, from ``duration`` on the end. In
/// the moving modes, at the instant a move jumps to the next subpath the element is already
/// there.
public struct PathKeyframeAnimation: Trajectory {
  /// Whether an element turns with the path (`CAAnimationRotationMode`).
  public enum RotationMode: Hashable, Sendable, Codable {
    /// Facing the direction of travel (`rotateAuto`).
    case auto
    /// Facing against the direction of travel (`rotateAutoReverse`): half a turn from
    /// ``auto``.
    case autoReverse
  }

  /// The path travelled.
  public let path: MeasuredPath
  /// Seconds from the path's start to its end.
  public let duration: Double
  /// The calculation mode.
  public let calculationMode: KeyframeCurve<Double>.CalculationMode
  /// Whether the element turns with the path; nil keeps the heading at 0.
  public let rotationMode: RotationMode?
  /// The spring that takes over on retargeting (see ``retargeted(to:atElapsed:)``).
  public let retargetSpring: DampedSpring
  /// The fraction of the path's length covered at each progress: keys at the segments' ends.
  @usableFromInline let covered: KeyframeCurve<Double>
  /// Each key's placement facing the direction of travel: the path's start, then each
  /// segment's end as the segment arrives there (discrete mode shows these).
  @usableFromInline let keyPlacements: [PathPlacement]

  /// Creates travel along `path`, one keyframe at its start and one at the end of each of
  /// its segments.
  ///
  /// - Parameters:
  ///   - path: the path, measured.
  ///   - duration: seconds from its start to its end, finite and > 0.
  ///   - keyTimes: one per key (segments + 1), or one more in discrete mode, from 0 to 1,
  ///     never decreasing; nil spreads them evenly. Ignored in the paced modes.
  ///   - timingFunctions: one per segment; nil for linear. Ignored in the paced modes.
  ///   - calculationMode: how time maps to the distance travelled.
  ///   - rotationMode: whether the element turns with the path; nil keeps its heading at 0.
  ///   - retargetSpring: the spring that takes over on retargeting.
  /// - Precondition: the rules of ``validate(path:duration:keyTimes:timingFunctions:calculationMode:)``;
  ///   the message names the parameter.
  public init(
    along path: MeasuredPath, duration: Double, keyTimes: [Double]? = nil,
    timingFunctions: [any TimingCurve]? = nil,
    calculationMode: KeyframeCurve<Double>.CalculationMode = .linear,
    rotationMode: RotationMode? = nil, retargetSpring: DampedSpring = .smooth()
  ) {
    do {
      try Self.validate(
        path: path, duration: duration, keyTimes: keyTimes, timingFunctions: timingFunctions,
        calculationMode: calculationMode)
    } catch { error.stop() }
    self.path = path
    self.duration = duration
    self.calculationMode = calculationMode
    self.rotationMode = rotationMode
    self.retargetSpring = retargetSpring
    self.covered = KeyframeCurve(
      values: Self.keyFractions(of: path), keyTimes: keyTimes, timingFunctions: timingFunctions,
      mode: Self.distanceMode(for: calculationMode))
    let start = path.positionAndHeading(atDistance: 0)
    self.keyPlacements =
      [PathPlacement(point: start.position.point, heading: start.heading)]
      + path.path.segments.indices.map { index in
        let end = path.positionAndHeading(atEndOfSegment: index)
        return PathPlacement(point: end.position.point, heading: end.heading)
      }
  }

  /// Checks a description: `duration` finite and > 0, and the key times, timing functions and
  /// cubic parameters as `KeyframeCurve.validate(values:keyTimes:timingFunctions:mode:)`
  /// checks them for one key at the path's start and one per segment.
  ///
  /// - Throws: `ValidationError` naming the parameter.
  public static func validate(
    path: MeasuredPath, duration: Double, keyTimes: [Double]? = nil,
    timingFunctions: [any TimingCurve]? = nil,
    calculationMode: KeyframeCurve<Double>.CalculationMode = .linear
  ) throws(ValidationError) {
    guard duration.isFinite && duration > 0 else {
      throw ValidationError(
        type: "PathKeyframeAnimation", parameter: "duration",
        requirement: "must be finite and > 0", value: duration)
    }
    try KeyframeCurve.validate(
      values: keyFractions(of: path), keyTimes: keyTimes, timingFunctions: timingFunctions,
      mode: calculationMode)
  }

  /// The key times in use: the given ones, even ones, or in the paced modes those of constant
  /// speed (each key at its fraction of the path's length).
  public var keyTimes: [Double] { covered.keyTimes }

  /// The fraction of the length covered at each key: 0, then each segment's end.
  static func keyFractions(of path: MeasuredPath) -> [Double] {
    [0] + path.segmentEndFractions
  }

  /// How the covered fraction is interpolated: cubic paced is constant speed on the path
  /// (a spline of the fractions, which only grow, adds nothing to pace), so it is paced.
  static func distanceMode(for mode: KeyframeCurve<Double>.CalculationMode)
    -> KeyframeCurve<Double>.CalculationMode
  {
    if case .cubicPaced = mode { return .paced }
    return mode
  }

  /// The placement at `elapsed` seconds.
  @inlinable
  public func value(atElapsed elapsed: Double) -> PathPlacement {
    if case .discrete = calculationMode {
      let key = keyPlacements[covered.discreteIndex(at: elapsed / duration)]
      return PathPlacement(point: key.point, heading: turned(key.heading))
    }
    let fraction = covered.value(at: elapsed / duration)
    let (position, heading) = path.positionAndHeading(atDistance: fraction * path.length)
    return PathPlacement(point: position.point, heading: turned(heading))
  }

  /// The heading `rotationMode` gives for the direction of travel `heading`.
  @inlinable
  func turned(_ heading: Double) -> Double {
    switch rotationMode {
    case nil: return 0
    case .auto: return heading
    case .autoReverse: return heading + .pi
    }
  }

  /// The velocity at `elapsed`: the unit tangent times the speed along the path (points per
  /// second) and, when the element turns, the turning rate (curvature times speed, radians
  /// per second; 0 at a cusp). Zero in discrete mode and outside the duration.
  @inlinable
  public func velocity(atElapsed elapsed: Double) -> PathPlacement {
    let progress = elapsed / duration
    let speed = covered.velocity(at: progress) * path.length / duration
    guard speed != 0 else { return .zero }
    let location = path.location(atDistance: covered.value(at: progress) * path.length)
    let tangent = path.tangent(at: location)
    let curvature = path.curvature(at: location)
    let turning = rotationMode == nil || !curvature.isFinite ? 0 : curvature * speed
    return PathPlacement(point: Point2D(tangent.storage * speed), heading: turning)
  }

  /// Whether the duration has passed.
  @inlinable
  public func isComplete(atElapsed elapsed: Double) -> Bool { elapsed >= duration }

  /// The duration.
  @inlinable
  public var completionTime: Double? { duration }

  /// The placement at the path's end.
  @inlinable
  public var target: PathPlacement { value(atElapsed: duration) }

  /// Leaves the path: a ``SpringMotion`` with `retargetSpring` from the placement and velocity
  /// at `elapsed` toward `newTarget`.
  public func retargeted(to newTarget: PathPlacement, atElapsed elapsed: Double)
    -> SpringMotion<PathPlacement>
  {
    springMotion(atElapsed: elapsed, spring: retargetSpring, target: newTarget)
  }
}
