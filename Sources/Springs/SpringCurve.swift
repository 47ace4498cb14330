import Easing

/// A spring animation as a timing curve: progress 0 → 1 over `duration` seconds drives a spring
/// from 0 to 1 that starts with `initialVelocity` — what `UIView.animate(withDuration:delay:
/// usingSpringWithDamping:initialSpringVelocity:…)` animates along.
///
/// ```swift
/// let curve = SpringCurve.uiKit(duration: 0.6, dampingRatio: 0.49, initialVelocity: 0.81)
/// curve.value(at: 0.25)  // ≈ 1.16: the overshoot, 0.15 s in
/// ```
///
/// Exactly 0 at progress 0; at progress 1 the spring is close to 1 but, as in UIKit, not exactly
/// there (UIKit's parameters put it within 0.001). Before 0 the value holds 0; after 1 the
/// spring keeps moving. NaN gives NaN.
@frozen
public struct SpringCurve: TimingCurve, Hashable, Sendable {
  /// The spring.
  public let spring: DampedSpring
  /// Seconds that progress 0 → 1 spans.
  public let duration: Double
  /// The starting velocity in distances per second (1: the whole distance in one second).
  public let initialVelocity: Double

  /// Creates the curve.
  ///
  /// - Precondition: `duration` finite and > 0, `initialVelocity` finite.
  public init(spring: DampedSpring, duration: Double, initialVelocity: Double = 0) {
    precondition(
      duration.isFinite && duration > 0,
      "SpringCurve: duration must be finite and > 0, got \(duration)")
    precondition(
      initialVelocity.isFinite,
      "SpringCurve: initialVelocity must be finite, got \(initialVelocity)")
    self.spring = spring
    self.duration = duration
    self.initialVelocity = initialVelocity
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

  /// The spring's position at `progress · duration` seconds.
  @inlinable
  public func value(at progress: Double) -> Double {
    guard progress > 0 else { return progress.isNaN ? progress : 0 }
    let response = SpringResponse(spring: spring, time: progress * duration)
    return 1 + (-response.a + response.b * initialVelocity)
  }

  /// d value / d progress: the spring's velocity times the duration (initialVelocity·duration
  /// at 0); 0 before the start.
  @inlinable
  public func velocity(at progress: Double) -> Double {
    guard progress >= 0 else { return progress.isNaN ? progress : 0 }
    let response = SpringResponse(spring: spring, time: progress * duration)
    return (-response.c + response.d * initialVelocity) * duration
  }
}
