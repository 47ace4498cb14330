import KineticsCore

/// A spring animation as a timing curve: progress 0 → 1 over `duration` seconds drives a spring
/// from 0 to 1 that starts with `initialVelocity` — what `UIView.animate(withDuration:delay:
/// usingSpringWithDamping:initialSpringVelocity:…)` animates along.
///
/// ```swift
/// let curve = SpringCurve.uiKit(duration: 0.6, dampingRatio: 0.49, initialVelocity: 0.81)
/// curve.value(at: 0.25)  // 1.157…: the overshoot, 0.15 s in
/// curve.value(at: 1)     // 1: UIKit's snap to the model value
/// ```
///
/// Exactly 0 at progress 0 and exactly 1 from progress 1 on: UIKit ends a spring animation after
/// its duration by showing the model value, though the spring (its parameters put it within
/// 0.001 of the target) is not exactly there — the (0.6 s, 0.49, 0.81) spring is at 1.000752 at 0.6 s.
/// Between, the spring's exact position; before 0 the value holds 0. NaN gives NaN.
@frozen
public struct SpringCurve: TimingCurve, Codable, CustomStringConvertible {
  /// The spring.
  public let spring: DampedSpring
  /// Seconds that progress 0 → 1 spans.
  public let duration: Double
  /// The starting velocity in distances per second (1: the whole distance in one second).
  public let initialVelocity: Double

  /// Creates the curve.
  ///
  /// - Precondition: the ranges of ``validate(duration:initialVelocity:)``.
  public init(spring: DampedSpring, duration: Double, initialVelocity: Double = 0) {
    do { try SpringCurve.validate(duration: duration, initialVelocity: initialVelocity) } catch {
      error.stop()
    }
    self.spring = spring
    self.duration = duration
    self.initialVelocity = initialVelocity
  }

  /// Checks the duration (finite, > 0) and the initial velocity (finite).
  ///
  /// - Throws: `ValidationError` naming the parameter.
  public static func validate(duration: Double, initialVelocity: Double) throws(ValidationError) {
    guard duration.isFinite && duration > 0 else {
      throw ValidationError(
        type: "SpringCurve", parameter: "duration", requirement: "must be finite and > 0",
        value: duration)
    }
    guard initialVelocity.isFinite else {
      throw ValidationError(
        type: "SpringCurve", parameter: "initialVelocity", requirement: "must be finite",
        value: initialVelocity)
    }
  }

  /// Decodes the spring, duration and initial velocity with ``validate(duration:initialVelocity:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let spring = try container.decode(DampedSpring.self, forKey: .spring)
    let duration = try container.decode(Double.self, forKey: .duration)
    let velocity = try container.decodeIfPresent(Double.self, forKey: .initialVelocity) ?? 0
    try ValidationError.decoding(in: container) {
      try SpringCurve.validate(duration: duration, initialVelocity: velocity)
    }
    self.init(spring: spring, duration: duration, initialVelocity: velocity)
  }

  /// UIKit's spring animation: ``DampedSpring/init(uiKitDuration:dampingRatio:initialVelocity:)``
  /// over the (clamped) duration.
  public static func uiKit(duration: Double, dampingRatio: Double, initialVelocity: Double = 0)
    -> SpringCurve
  {
    SpringCurve(
      spring: DampedSpring(
        uiKitDuration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity),
      duration: min(max(duration, 0.01), 10), initialVelocity: initialVelocity)
  }

  /// The spring's position at `progress · duration` seconds; 1 from progress 1 on.
  @inlinable
  public func value(at progress: Double) -> Double {
    guard progress > 0 else { return progress.isNaN ? progress : 0 }
    guard progress < 1 else { return 1 }
    let response = SpringResponse(spring: spring, deltaTime: progress * duration)
    return 1 + (-response.a + response.b * initialVelocity)
  }

  /// d value / d progress: the spring's velocity times the duration (initialVelocity·duration
  /// at 0); 0 before the start and from progress 1 on, where the value holds.
  @inlinable
  public func velocity(at progress: Double) -> Double {
    guard progress >= 0 && progress < 1 else { return progress.isNaN ? progress : 0 }
    let response = SpringResponse(spring: spring, deltaTime: progress * duration)
    return (-response.c + response.d * initialVelocity) * duration
  }

  /// "SpringCurve(0.6 s, v0 0.81, DampedSpring(…))".
  public var description: String {
    "SpringCurve(\(duration) s, v0 \(initialVelocity), \(spring))"
  }
}
