import Easing
import KineticsCore

/// A timed move from one value to another along a timing curve: a `UIView.animate` block, a CSS
/// transition, SwiftUI's `.easeInOut(duration:)`.
///
/// ```swift
/// let slide = Tween(from: 0.0, to: 320, duration: 0.3, curve: CubicBezier.easeOut)
/// slide.value(atElapsed: 0.15)     // the value half-way through
/// slide.isComplete(atElapsed: 0.3)  // true
/// ```
///
/// A tween can start moving: with `initialVelocity` it adds
/// `w·duration·τ(1 − τ)²` (τ = elapsed / duration) to the eased value, where w makes the
/// velocity at the start equal `initialVelocity`. The term is a cubic Hermite basis function:
/// zero at both ends, with slope 1 at the start and 0 at the end, so the tween still starts at
/// `start`, ends at `end` at rest and is smooth in between. This is how a retargeted tween
/// keeps the velocity it had (``retargeted(to:atElapsed:)``), and how a finger's velocity
/// carries into a timed completion. Curves whose slope at 0 is infinite cannot be matched; the
/// velocity is then ignored.
///
/// Before 0 the tween holds `start`, after `duration` it holds `end` (velocity zero outside).
/// Zero duration: `end` from elapsed 0 on.
public struct Tween<Value: Interpolatable, Curve: TimingCurve>: Trajectory {
  /// The start value.
  public let start: Value
  /// The end value.
  public let end: Value
  /// Seconds from start to end.
  public let duration: Double
  /// The easing of progress.
  public let curve: Curve
  /// The weight w of the velocity term (units per second): the velocity at the start minus the
  /// curve's own, zero for a tween that starts as its curve does.
  public let addedVelocity: Value

  /// Creates a tween.
  ///
  /// - Parameters:
  ///   - start: the value at elapsed 0.
  ///   - end: the value from `duration` on.
  ///   - duration: seconds, finite and ≥ 0.
  ///   - curve: the timing curve.
  ///   - initialVelocity: the velocity at elapsed 0, units per second; nil (the default) for
  ///     the curve's own, (end − start)·curve′(0)/duration.
  /// - Precondition: `duration` is finite and ≥ 0 (see ``validate(duration:)``).
  // Inlinable, so that an engine's module compiles it for its own value and curve types:
  // called generically, the initializer looked the tween's type up in the runtime on every
  // call (2 % of the 10,000-animation timeline frame, which makes its replacements).
  @inlinable
  public init(
    from start: Value, to end: Value, duration: Double, curve: Curve,
    initialVelocity: Value? = nil
  ) {
    do { try Self.validate(duration: duration) } catch { error.stop() }
    self.start = start
    self.end = end
    self.duration = duration
    self.curve = curve
    let curveSlope = curve.velocity(at: 0)
    if let initialVelocity, duration > 0, curveSlope.isFinite {
      let added =
        initialVelocity - Tween.scaled(end - start, by: curveSlope / duration)
      // A velocity term beyond the double range (values near ±1e308 over a subnormal
      // duration) cannot be carried: it is dropped rather than turned into NaN.
      addedVelocity = euclideanLength(added).isFinite ? added : .zero
    } else {
      addedVelocity = .zero
    }
  }

  /// `difference`·`factor`, where a zero factor gives zero even for infinite components (an
  /// overflowed end − start) and an infinite factor is clamped to the largest finite one, so
  /// that components that do not move stay 0 (0·∞ would be NaN); moving ones overflow to
  /// ±infinity.
  @inlinable
  static func scaled(_ difference: Value, by factor: Double) -> Value {
    guard factor != 0 else { return .zero }
    let largest = Double.greatestFiniteMagnitude
    return difference.multiplied(by: min(max(factor, -largest), largest))
  }

  /// Checks the duration: finite and ≥ 0.
  ///
  /// - Throws: `ValidationError` for `duration`.
  public static func validate(duration: Double) throws(ValidationError) {
    guard duration.isFinite && duration >= 0 else {
      throw ValidationError(
        type: "Tween", parameter: "duration", requirement: "must be finite and ≥ 0",
        value: duration)
    }
  }

  /// A tween from its parts, the added velocity given as it is stored (a copy in other
  /// storage, rebuilt).
  package init(
    from start: Value, to end: Value, duration: Double, curve: Curve, addedVelocity: Value
  ) {
    self.start = start
    self.end = end
    self.duration = duration
    self.curve = curve
    self.addedVelocity = addedVelocity
  }

  /// The fraction of the duration at `elapsed`, clamped to [0, 1].
  @inlinable
  func fraction(_ elapsed: Double) -> Double {
    precondition(!elapsed.isNaN, "Tween: elapsed time must not be NaN")
    guard duration > 0 else { return elapsed >= 0 ? 1 : 0 }
    return min(max(elapsed / duration, 0), 1)
  }

  /// The value `elapsed` seconds after the start.
  // Always inlined: left to the optimizer's estimate, a loop over values of a bézier tween
  // called it out of line, 5.9 → 8.6 ns a value. Specialized for the commonest tweens, so
  // that one held as `any Trajectory<Double>` (whose witness runs the generic body) runs
  // the body compiled for them: 30 → 14–20 ns a value (Benchmarks.md).
  @inlinable @inline(__always)
  @_specialize(where Value == Double, Curve == CubicBezier)
  @_specialize(where Value == Double, Curve == TimingFunction)
  public func value(atElapsed elapsed: Double) -> Value {
    let tau = fraction(elapsed)
    let eased = interpolate(from: start, to: end, progress: curve.value(at: tau))
    guard tau > 0 && tau < 1 && addedVelocity != .zero else { return eased }
    let remaining = 1 - tau
    return eased + addedVelocity.multiplied(by: duration * tau * remaining * remaining)
  }

  /// The velocity (units per second) `elapsed` seconds after the start: the curve's analytic
  /// slope times (end − start)/duration, plus the added velocity's term; zero before the start
  /// and after the end.
  @inlinable
  @_specialize(where Value == Double, Curve == CubicBezier)
  @_specialize(where Value == Double, Curve == TimingFunction)
  public func velocity(atElapsed elapsed: Double) -> Value {
    precondition(!elapsed.isNaN, "Tween: elapsed time must not be NaN")
    guard elapsed >= 0 && elapsed <= duration && duration > 0 else { return .zero }
    let tau = elapsed / duration
    let eased = Tween.scaled(end - start, by: curve.velocity(at: tau) / duration)
    guard addedVelocity != .zero else { return eased }
    return eased + addedVelocity.multiplied(by: (1 - tau) * (1 - 3 * tau))
  }

  /// Whether `duration` seconds have passed.
  @inlinable
  public func isComplete(atElapsed elapsed: Double) -> Bool { elapsed >= duration }

  /// The duration.
  @inlinable
  public var completionTime: Double? { duration }

  /// The end value.
  @inlinable
  public var target: Value { end }

  /// A tween over the same duration and curve from the value and velocity at `elapsed` to
  /// `newTarget`: UIKit's behaviour when a new animation replaces a running one, with the
  /// velocity kept.
  public func retargeted(to newTarget: Value, atElapsed elapsed: Double) -> Tween {
    Tween(
      from: value(atElapsed: elapsed), to: newTarget, duration: duration, curve: curve,
      initialVelocity: velocity(atElapsed: elapsed))
  }
}

extension Tween: Equatable where Value: Equatable {}
extension Tween: Hashable where Value: Hashable {}

extension Tween: Codable where Value: Codable, Curve: Codable {
  enum CodingKeys: String, CodingKey { case start, end, duration, curve, addedVelocity }

  /// Decodes the start, end, duration (with ``validate(duration:)``), curve and added velocity;
  /// values must be finite.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let duration = try container.decode(Double.self, forKey: .duration)
    try ValidationError.decoding(in: container) { try Tween.validate(duration: duration) }
    let start = try container.decodeFinite(Value.self, forKey: .start)
    let end = try container.decodeFinite(Value.self, forKey: .end)
    let curve = try container.decode(Curve.self, forKey: .curve)
    let addedVelocity =
      container.contains(.addedVelocity)
      ? try container.decodeFinite(Value.self, forKey: .addedVelocity) : .zero
    self.init(
      from: start, to: end, duration: duration, curve: curve, addedVelocity: addedVelocity)
  }

  /// Encodes the start, end, duration, curve and added velocity.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(start, forKey: .start)
    try container.encode(end, forKey: .end)
    try container.encode(duration, forKey: .duration)
    try container.encode(curve, forKey: .curve)
    try container.encode(addedVelocity, forKey: .addedVelocity)
  }
}

extension Tween: CustomStringConvertible {
  /// "Tween(0.0 → 320.0, 0.3 s, ease-out)".
  public var description: String {
    "Tween(\(start) → \(end), \(duration) s, \(curve)"
      + (addedVelocity == .zero ? ")" : ", added velocity \(addedVelocity))")
  }
}
