import KineticsCore
import KineticsNumerics
import Springs

/// A value coasting after a flick and slowing to rest: a scroll view's deceleration, Motion's
/// inertia, AndroidX's fling, for any value type.
///
/// ```swift
/// let fling = DecayMotion(from: 0.0, initialVelocity: 1000, decay: .normal)
/// fling.target                      // 498.99…: where it comes to rest (UIKit's projection)
/// fling.value(atElapsed: 0.5)       // the offset half a second in
/// ```
///
/// value(t) = start + v0·τ·(1 − e^{−t/τ}) with ``Decay``'s one model. It is complete once the
/// speed is below `tolerance.velocity` and the distance still to travel (speed·τ) below
/// `tolerance.displacement`; both shrink together, so once complete it stays complete.
/// Before elapsed 0 it holds the start; retargeting hands the motion to `retargetSpring`
/// (a decay has no target of its own to move). e^{−t/τ} − 1 comes from Kinetics' own kernel
/// (within one ulp, like libm's `expm1`), whose operations a timeline runs on eight decays at
/// once: both give the same bits.
public struct DecayMotion<Value: Interpolatable>: Trajectory {
  /// The value at elapsed 0.
  public let start: Value
  /// The velocity at elapsed 0, units per second.
  public let initialVelocity: Value
  /// The deceleration.
  public let decay: Decay
  /// When it counts as at rest.
  public let tolerance: RestTolerance
  /// The spring that ``retargeted(to:atElapsed:)`` hands the motion to.
  public let retargetSpring: DampedSpring

  /// Creates a decaying motion.
  public init(
    from start: Value, initialVelocity: Value, decay: Decay = .normal,
    tolerance: RestTolerance = .unit, retargetSpring: DampedSpring = .smooth()
  ) {
    self.start = start
    self.initialVelocity = initialVelocity
    self.decay = decay
    self.tolerance = tolerance
    self.retargetSpring = retargetSpring
  }

  /// Where it comes to rest: start + v0·τ.
  @inlinable
  public var target: Value { start + initialVelocity.multiplied(by: decay.timeConstant) }

  /// The value `elapsed` seconds after the start.
  @inlinable
  public func value(atElapsed elapsed: Double) -> Value {
    precondition(!elapsed.isNaN, "DecayMotion: elapsed time must not be NaN")
    guard elapsed > 0 else { return start }
    let tau = decay.timeConstant
    return start + initialVelocity.multiplied(by: -tau * fastExponentialMinusOne(-elapsed / tau))
  }

  /// The velocity (units per second) `elapsed` seconds after the start: v0·e^{−t/τ}.
  @inlinable
  public func velocity(atElapsed elapsed: Double) -> Value {
    precondition(!elapsed.isNaN, "DecayMotion: elapsed time must not be NaN")
    if elapsed == 0 { return initialVelocity }
    guard elapsed > 0 else { return .zero }
    return initialVelocity.multiplied(by: exp(-elapsed / decay.timeConstant))
  }

  /// The speed below which the motion is at rest: the velocity tolerance, or less where the
  /// distance still to travel (speed·τ) would exceed the displacement tolerance.
  @inlinable
  var restingSpeed: Double { min(tolerance.velocity, tolerance.displacement / decay.timeConstant) }

  /// Whether the motion is at rest at `elapsed`.
  @inlinable
  public func isComplete(atElapsed elapsed: Double) -> Bool {
    guard let time = completionTime else { return false }
    return elapsed >= time
  }

  /// τ·ln(|v0| / resting speed), or 0 when it starts at rest.
  @inlinable
  public var completionTime: Double? {
    decay.duration(
      initialVelocity: initialVelocity.squaredMagnitude.squareRoot(), threshold: restingSpeed)
  }

  /// A ``SpringMotion`` with `retargetSpring` from the value and velocity at `elapsed` toward
  /// `newTarget`.
  public func retargeted(to newTarget: Value, atElapsed elapsed: Double) -> SpringMotion<Value> {
    springMotion(
      atElapsed: elapsed, spring: retargetSpring, target: newTarget, tolerance: tolerance)
  }
}

extension DecayMotion: Equatable where Value: Equatable {}
extension DecayMotion: Hashable where Value: Hashable {}
extension DecayMotion: Codable where Value: Codable {
  enum CodingKeys: String, CodingKey {
    case start, initialVelocity, decay, tolerance, retargetSpring
  }

  /// Decodes the start, initial velocity, decay, tolerance and retarget spring; values must be
  /// finite.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      from: try container.decodeFinite(Value.self, forKey: .start),
      initialVelocity: try container.decodeFinite(Value.self, forKey: .initialVelocity),
      decay: try container.decodeIfPresent(Decay.self, forKey: .decay) ?? .normal,
      tolerance: try container.decodeIfPresent(RestTolerance.self, forKey: .tolerance) ?? .unit,
      retargetSpring: try container.decodeIfPresent(DampedSpring.self, forKey: .retargetSpring)
        ?? .smooth())
  }
}

extension DecayMotion: CustomStringConvertible {
  /// "DecayMotion(0.0, v0 1000.0, rate 0.998)".
  public var description: String {
    "DecayMotion(\(start), v0 \(initialVelocity), rate \(decay.rate))"
  }
}
