#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// UIScrollView-style deceleration: the velocity is multiplied by `rate` every millisecond.
///
/// ```swift
/// let decay = Decay.normal                       // rate 0.998 per ms
/// decay.projectedOffset(initialVelocity: 1500)   // ≈ 748.5 points: where a flick comes to rest
/// ```
///
/// Position and velocity at a time use the continuous form v(t) = v0·rate^(1000t);
/// ``projectedOffset(initialVelocity:)`` uses the discrete per-millisecond sum
/// v0/1000·rate/(1 − rate) as UIKit's documentation-era formula (REFERENCE.md §1.7) does; the
/// two differ by half a millisecond of travel (0.1% at 0.998).
@frozen
public struct Decay: Hashable, Sendable {
  /// The fraction of velocity kept per millisecond, in (0, 1).
  public let rate: Double

  /// `UIScrollView.DecelerationRate.normal`: 0.998 per millisecond.
  public static let normal = Decay(rate: 0.998)
  /// `UIScrollView.DecelerationRate.fast`: 0.99 per millisecond.
  public static let fast = Decay(rate: 0.99)

  /// Creates a deceleration.
  ///
  /// - Precondition: 0 < rate < 1.
  public init(rate: Double) {
    precondition(rate > 0 && rate < 1, "Decay: rate must lie in (0, 1), got \(rate)")
    self.rate = rate
  }

  /// ln(rate)·1000: the continuous decay exponent per second (negative).
  @inlinable var exponentPerSecond: Double { log(rate) * 1000 }

  /// The velocity (units per second) `time` seconds after starting at `initialVelocity`.
  @inlinable
  public func velocity(at time: Double, initialVelocity: Double) -> Double {
    initialVelocity * exp(exponentPerSecond * time)
  }

  /// The distance travelled (units) after `time` seconds: v0·(e^{kt} − 1)/k with k = 1000·ln(rate).
  @inlinable
  public func offset(at time: Double, initialVelocity: Double) -> Double {
    let k = exponentPerSecond
    return initialVelocity * expm1(k * time) / k
  }

  /// Where the motion comes to rest: v0/1000·rate/(1 − rate) units from the start.
  @inlinable
  public func projectedOffset(initialVelocity: Double) -> Double {
    initialVelocity / 1000 * rate / (1 - rate)
  }

  /// The time (seconds) at which the speed falls below `threshold` units per second; 0 if it
  /// already is.
  ///
  /// - Precondition: `threshold` > 0.
  @inlinable
  public func duration(initialVelocity: Double, threshold: Double = 0.5) -> Double {
    precondition(threshold > 0, "Decay.duration: threshold must be > 0, got \(threshold)")
    let speed = abs(initialVelocity)
    guard speed > threshold else { return 0 }
    return log(threshold / speed) / exponentPerSecond
  }
}

/// The rubber-band resistance of a scroll view pulled past its edge: an overshoot `offset` is
/// shown as `(1 − 1/(offset·c/dimension + 1))·dimension`, approaching `dimension` but never
/// reaching it (c = 0.55 in UIKit's feel). Odd in `offset`; 0 maps to 0.
///
/// ```swift
/// rubberBand(offset: 100, dimension: 844)  // ≈ 52.6 points shown for 100 pulled
/// ```
///
/// - Precondition: `dimension` > 0 and `coefficient` > 0.
@inlinable
public func rubberBand(offset: Double, dimension: Double, coefficient: Double = 0.55) -> Double {
  precondition(dimension > 0, "rubberBand: dimension must be > 0, got \(dimension)")
  precondition(coefficient > 0, "rubberBand: coefficient must be > 0, got \(coefficient)")
  let magnitude = abs(offset)
  let banded = (1 - 1 / (magnitude * coefficient / dimension + 1)) * dimension
  return offset < 0 ? -banded : banded
}
