import KineticsCore
import Springs

/// A spring moving a value from a start state to a target: SwiftUI's `.spring`, UIKit's spring
/// animations, what an engine runs after a gesture lets go. Exact at any time (the
/// `DampedSpring` closed form), any value type.
///
/// ```swift
/// let motion = SpringMotion(from: 0.0, to: 320, spring: .snappy(), initialVelocity: 800)
/// motion.value(atElapsed: 0.1)
/// motion.completionTime  // when it has settled within `tolerance`
/// ```
///
/// Completion: the motion counts as settled once its energy relative to the target can no
/// longer carry it `tolerance.displacement` from the target nor move it faster than
/// `tolerance.velocity`: k·|x|² + m·|v|² < min(k·ε², m·εv²) with x the displacement and v the
/// velocity. Energy never grows in a damped spring, so a settled motion stays settled (a plain
/// "|x| < ε and |v| < εv" test can pass at one frame and fail at a later one), and both
/// tolerances hold from then on. An undamped spring that moves never settles.
///
/// Before elapsed 0 the motion holds its start with zero velocity; at +infinity it is at the
/// target. Elapsed NaN is a programmer error.
public struct SpringMotion<Value: Interpolatable>: Trajectory {
  /// The spring.
  public let spring: DampedSpring
  /// The value at elapsed 0.
  public let start: Value
  /// The velocity at elapsed 0, units per second.
  public let initialVelocity: Value
  /// Where it goes.
  public let target: Value
  /// When it counts as settled.
  public let tolerance: RestTolerance

  /// Creates a motion from `start`, moving at `initialVelocity` (units per second), toward
  /// `target`.
  public init(
    from start: Value, to target: Value, spring: DampedSpring, initialVelocity: Value = .zero,
    tolerance: RestTolerance = .unit
  ) {
    self.spring = spring
    self.start = start
    self.initialVelocity = initialVelocity
    self.target = target
    self.tolerance = tolerance
  }

  /// The propagator at `elapsed` (seconds), or nil before the start.
  @inlinable
  func response(_ elapsed: Double) -> SpringResponse? {
    precondition(!elapsed.isNaN, "SpringMotion: elapsed time must not be NaN")
    guard elapsed > 0 else { return nil }
    return SpringResponse(spring: spring, deltaTime: elapsed)
  }

  /// The value `elapsed` seconds after the start; exactly `start` at 0.
  ///
  /// Specialized for `Double` in this module as well: a motion behind `any Trajectory<Double>`
  /// runs the unspecialized body, in which each operation on the value is a witness call;
  /// the specialization takes that call to 1.9x the closed form instead of 5.3x
  /// (Benchmarks.md, "A trajectory's value").
  @inlinable
  @_specialize(where Value == Double)
  public func value(atElapsed elapsed: Double) -> Value {
    if elapsed == .infinity { return target }
    guard let response = response(elapsed) else { return start }
    // No optional of the value here: through `any Trajectory` an optional of a generic value
    // is boxed and copied through its witnesses.
    let displacement = start - target
    guard euclideanLength(displacement).isFinite else {
      // start − target overflowed (values of opposite signs near ±1e308): a·start +
      // (1 − a)·target + v0·b, each term in range.
      return start.multiplied(by: response.a) + target.multiplied(by: 1 - response.a)
        + initialVelocity.multiplied(by: response.b)
    }
    // start + (start − target)·(a − 1) + v0·b: at elapsed 0, a − 1 = 0 and b = 0 exactly.
    return start + displacement.multiplied(by: response.a - 1)
      + initialVelocity.multiplied(by: response.b)
  }

  /// The value and the velocity `elapsed` seconds after the start from one evaluation of the
  /// propagator: ``value(atElapsed:)`` and ``velocity(atElapsed:)``, bit for bit.
  @inlinable
  package func state(atElapsed elapsed: Double) -> (value: Value, velocity: Value) {
    guard elapsed > 0, elapsed < .infinity, let displacement = finiteDisplacement,
      let response = response(elapsed)
    else { return (value(atElapsed: elapsed), velocity(atElapsed: elapsed)) }
    return (
      start + displacement.multiplied(by: response.a - 1)
        + initialVelocity.multiplied(by: response.b),
      displacement.multiplied(by: response.c) + initialVelocity.multiplied(by: response.d)
    )
  }

  /// start − target, or nil when it overflows (then the two values' terms are kept apart).
  @inlinable
  var finiteDisplacement: Value? {
    let displacement = start - target
    return euclideanLength(displacement).isFinite ? displacement : nil
  }

  /// The velocity (units per second) `elapsed` seconds after the start; exactly
  /// `initialVelocity` at 0, zero before.
  @inlinable
  @_specialize(where Value == Double)
  public func velocity(atElapsed elapsed: Double) -> Value {
    if elapsed == 0 { return initialVelocity }
    if elapsed == .infinity { return .zero }
    guard let response = response(elapsed) else { return .zero }
    // c·start − c·target when start − target overflows: the two have opposite signs then.
    let displacement = start - target
    let displacementTerm =
      euclideanLength(displacement).isFinite
      ? displacement.multiplied(by: response.c)
      : start.multiplied(by: response.c) - target.multiplied(by: response.c)
    return displacementTerm + initialVelocity.multiplied(by: response.d)
  }

  /// Whether the spring has settled `elapsed` seconds after the start (see the type's
  /// discussion). One closed-form evaluation.
  @inlinable
  @_specialize(where Value == Double)
  public func isComplete(atElapsed elapsed: Double) -> Bool {
    if elapsed == .infinity {
      return spring.damping > 0 || isSettled(start - target, initialVelocity)
    }
    guard let response = response(elapsed) else {
      return isSettled(start - target, initialVelocity)
    }
    let displacement = start - target
    return isSettled(
      displacement.multiplied(by: response.a) + initialVelocity.multiplied(by: response.b),
      displacement.multiplied(by: response.c) + initialVelocity.multiplied(by: response.d))
  }

  /// Whether a state (displacement from the target, velocity) lies inside the energy bound:
  /// |x|² + |v|²/ω0² < min(ε², εv²/ω0²) (the energy divided by k).
  @inlinable
  func isSettled(_ displacement: Value, _ velocity: Value) -> Bool {
    let inverseRate = 1 / spring.naturalFrequencySquared
    let energy = displacement.squaredMagnitude + velocity.squaredMagnitude * inverseRate
    let bound = min(
      tolerance.displacement * tolerance.displacement,
      tolerance.velocity * tolerance.velocity * inverseRate)
    return energy < bound
  }

  /// The first elapsed time at which the spring has settled; nil for an undamped spring that
  /// moves. Found by bisection on the (monotone) energy to 1e-12 relative: a few microseconds.
  public var completionTime: Double? {
    if isComplete(atElapsed: 0) { return 0 }
    guard spring.damping > 0 else { return nil }
    // The energy decays at least as fast as e^{−2·r·t}, r the slowest decay rate; double from
    // one time constant until it is below the bound.
    var high = 1 / spring.slowestDecayRate
    while !isComplete(atElapsed: high) {
      guard high < .greatestFiniteMagnitude / 2 else { return .infinity }
      high *= 2
    }
    var low = 0.0
    while high - low > 1e-12 * high {
      let middle = low + (high - low) / 2
      if middle <= low || middle >= high { break }
      if isComplete(atElapsed: middle) { high = middle } else { low = middle }
    }
    return high
  }

  /// A motion with the same spring and tolerance from the value and velocity at `elapsed`
  /// toward `newTarget`: both continuous at the switch, exactly.
  public func retargeted(to newTarget: Value, atElapsed elapsed: Double) -> SpringMotion {
    SpringMotion(
      from: value(atElapsed: elapsed), to: newTarget, spring: spring,
      initialVelocity: velocity(atElapsed: elapsed), tolerance: tolerance)
  }
}

extension SpringMotion: Equatable where Value: Equatable {}
extension SpringMotion: Hashable where Value: Hashable {}
extension SpringMotion: Codable where Value: Codable {
  enum CodingKeys: String, CodingKey { case spring, start, initialVelocity, target, tolerance }

  /// Decodes the spring, start, initial velocity, target and tolerance; values must be finite.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      from: try container.decodeFinite(Value.self, forKey: .start),
      to: try container.decodeFinite(Value.self, forKey: .target),
      spring: try container.decode(DampedSpring.self, forKey: .spring),
      initialVelocity: try container.decodeFinite(Value.self, forKey: .initialVelocity),
      tolerance: try container.decodeIfPresent(RestTolerance.self, forKey: .tolerance) ?? .unit)
  }
}

extension SpringMotion: CustomStringConvertible {
  /// "SpringMotion(0.0 → 320.0, v0 800.0, DampedSpring(…))".
  public var description: String {
    "SpringMotion(\(start) → \(target), v0 \(initialVelocity), \(spring))"
  }
}

extension Trajectory {
  /// The spring motion that takes over from this trajectory at `elapsed`, starting with its
  /// value and velocity there, toward `target`: the hand-off of an interrupted animation to a
  /// spring, continuous in both.
  public func springMotion(
    atElapsed elapsed: Double, spring: DampedSpring, target: Value,
    tolerance: RestTolerance = .unit
  ) -> SpringMotion<Value> {
    SpringMotion(
      from: value(atElapsed: elapsed), to: target, spring: spring,
      initialVelocity: velocity(atElapsed: elapsed), tolerance: tolerance)
  }
}
