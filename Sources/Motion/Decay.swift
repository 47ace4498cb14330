import KineticsCore
import KineticsNumerics

/// Scroll-view deceleration: a flick's velocity decays exponentially until the motion comes to
/// rest where UIKit projects it.
///
/// ```swift
/// let decay = Decay.normal
/// decay.rate                                     // 0.998: the velocity kept per millisecond
/// decay.projectedOffset(initialVelocity: 1000)   // 498.99…: where a flick comes to rest
/// decay.offset(atElapsed: .infinity, initialVelocity: 1000)  // 498.99…: the same model
/// ```
///
/// UIScrollView's `DecelerationRate` is the fraction r of velocity kept per millisecond, and the
/// rest offset Apple shows for it is v0/1000·r/(1 − r) (WWDC 2018, "Designing Fluid
/// Interfaces"; the sum of v0/1000·rⁿ over the milliseconds n ≥ 1). One model serves
/// every question here: the exponential v(t) = v0·e^{−t/τ} that starts at exactly v0 and
/// travels exactly that projection, τ = r/(1000·(1 − r)) seconds (0.499 s for 0.998). Per
/// millisecond it keeps e^{−(1 − r)/r} of its velocity: 0.998002 for r = 0.998, within 2e-6 of r.
/// A 1000 pt/s flick rests at 498.99999999999955 rather than 499: the double nearest 0.998 is
/// 1.8e-18 below it, and r/(1 − r) magnifies that relative error 500-fold.
@frozen
public struct Decay: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The fraction of velocity kept per millisecond, in (0, 1).
  public let rate: Double

  /// `UIScrollView.DecelerationRate.normal`: 0.998 per millisecond.
  public static let normal = Decay(rate: 0.998)
  /// `UIScrollView.DecelerationRate.fast`: 0.99 per millisecond.
  public static let fast = Decay(rate: 0.99)

  /// Creates a deceleration.
  ///
  /// - Precondition: 0 < rate < 1 (see ``validate(rate:)``).
  public init(rate: Double) {
    do { try Decay.validate(rate: rate) } catch { error.stop() }
    self.rate = rate
  }

  /// Checks the rate: in (0, 1).
  ///
  /// - Throws: `ValidationError` for `rate`.
  public static func validate(rate: Double) throws(ValidationError) {
    guard rate > 0 && rate < 1 else {
      throw ValidationError(
        type: "Decay", parameter: "rate", requirement: "must lie in (0, 1)", value: rate)
    }
  }

  /// Decodes `{"rate": 0.998}` with ``validate(rate:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let rate = try container.decode(Double.self, forKey: .rate)
    try ValidationError.decoding(in: container) { try Decay.validate(rate: rate) }
    self.init(rate: rate)
  }

  /// τ = r/(1000·(1 − r)), seconds: the time constant of the velocity's decay, and the
  /// projected offset per unit of initial velocity.
  @inlinable public var timeConstant: Double { rate / (1000 * (1 - rate)) }

  /// The velocity (units per second) `time` seconds after starting at `initialVelocity`:
  /// v0·e^{−t/τ}. Before 0: v0.
  @inlinable
  public func velocity(atElapsed time: Double, initialVelocity: Double) -> Double {
    guard time > 0 else { return initialVelocity }
    return initialVelocity * exp(-time / timeConstant)
  }

  /// The distance travelled (units) after `time` seconds: v0·τ·(1 − e^{−t/τ}), reaching
  /// ``projectedOffset(initialVelocity:)`` at infinity. Before 0: 0.
  @inlinable
  public func offset(atElapsed time: Double, initialVelocity: Double) -> Double {
    guard time > 0 else { return 0 }
    let tau = timeConstant
    return -initialVelocity * tau * fastExponentialMinusOne(-time / tau)
  }

  /// Where the motion comes to rest, units from the start: v0/1000·r/(1 − r) = v0·τ.
  @inlinable
  public func projectedOffset(initialVelocity: Double) -> Double {
    initialVelocity * timeConstant
  }

  /// The time (seconds) at which the speed falls to `threshold` units per second:
  /// τ·ln(|v0|/threshold); 0 if it already is at or below it.
  ///
  /// - Precondition: `threshold` is finite and > 0.
  @inlinable
  public func duration(initialVelocity: Double, threshold: Double = 0.5) -> Double {
    precondition(
      threshold.isFinite && threshold > 0,
      "Decay.duration: threshold must be finite and > 0, got \(threshold)")
    let speed = abs(initialVelocity)
    guard speed > threshold else { return 0 }
    return timeConstant * log(speed / threshold)
  }

  /// "Decay(rate: 0.998)".
  public var description: String { "Decay(rate: \(rate))" }
}
