import KineticsNumerics

/// A damped spring: mass m, stiffness k and damping c, the parameters of m·x″ + c·x′ + k·x = 0.
///
/// Create one in whichever parameterization you know — SwiftUI's response and damping ratio or
/// duration and bounce, UIKit's duration, damping ratio and initial velocity, Origami's tension
/// and friction, or mass, stiffness and damping — and read the others back:
///
/// ```swift
/// let spring = DampedSpring(duration: 0.5, bounce: 0.3)
/// (spring.mass, spring.stiffness, spring.damping)  // (1, 157.91…, 17.59…)
/// spring.dampingRatio                              // 0.7
/// ```
///
/// Immutable; the derived quantities its evaluation needs are computed once here. Two springs
/// are equal when mass, stiffness and damping are.
@frozen
public struct DampedSpring: Sendable {
  /// The mass m, > 0 (any unit; only ratios to stiffness and damping matter).
  public let mass: Double
  /// The stiffness k, > 0: restoring force per unit of displacement.
  public let stiffness: Double
  /// The damping c, ≥ 0: resisting force per unit of velocity.
  public let damping: Double

  /// λ = c / 2m, the decay rate of the envelope, per second.
  @usableFromInline package let decayRate: Double
  /// ω0² = k / m, per second squared.
  @usableFromInline package let naturalFrequencySquared: Double
  /// q = k/m − λ², computed without cancellation: > 0 under-damped, 0 critical, < 0 over-damped.
  @usableFromInline package let discriminant: Double
  /// √|q|: the damped angular frequency ωd (q > 0) or the spread s of the two decay rates.
  @usableFromInline package let rootOfDiscriminant: Double
  /// Over-damped only: the slow and fast decay rates λ ∓ s, the slow one computed as
  /// (k/m)/(λ + s) so that it keeps its digits when λ ≫ s.
  @usableFromInline package let slowRate: Double
  @usableFromInline package let fastRate: Double

  /// Creates a spring from mass, stiffness and damping.
  ///
  /// - Parameters:
  ///   - mass: > 0 and finite. Default 1.
  ///   - stiffness: > 0 and finite.
  ///   - damping: ≥ 0 and finite.
  ///   - allowOverDamping: when false (the default, as Core Animation and SwiftUI), a damping
  ///     above critical (ζ > 1) is lowered to critical, 2√(km); when true it is kept.
  /// - Precondition: the ranges above, and rates the arithmetic can hold: k/m a normal number
  ///   and (c/2m)² finite (rates below ~1e154 per second). The message names the parameter.
  public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false)
  {
    precondition(mass.isFinite && mass > 0, "DampedSpring: mass must be finite and > 0, got \(mass)")
    precondition(
      stiffness.isFinite && stiffness > 0,
      "DampedSpring: stiffness must be finite and > 0, got \(stiffness)")
    precondition(
      damping.isFinite && damping >= 0, "DampedSpring: damping must be finite and ≥ 0, got \(damping)")
    let rateSquared = stiffness / mass
    precondition(
      rateSquared.isNormal,
      "DampedSpring: stiffness / mass must be a normal positive number (ω0² within 1e-308…1e308), got \(rateSquared)"
    )
    let critical = 2 * (stiffness * mass).squareRoot()
    self.mass = mass
    self.stiffness = stiffness
    self.damping = allowOverDamping ? damping : min(damping, critical)
    let c = self.damping
    decayRate = c / (2 * mass)
    precondition(
      (decayRate * decayRate).isFinite,
      "DampedSpring: damping / 2·mass must stay below 1e154 per second so that its square is finite, got \(decayRate)"
    )
    naturalFrequencySquared = stiffness / mass
    // q = (4km − c²) / 4m², the numerator in double-double so that near ζ = 1 it keeps its
    // relative precision (a naive k/m − λ² loses all of it as ζ → 1).
    let numerator = (DoubleDouble.product(4 * stiffness, mass) - DoubleDouble.product(c, c)).value
    discriminant = numerator / (4 * mass * mass)
    rootOfDiscriminant = abs(discriminant).squareRoot()
    if discriminant < 0 {
      fastRate = decayRate + rootOfDiscriminant
      slowRate = naturalFrequencySquared / fastRate
    } else {
      (slowRate, fastRate) = (decayRate, decayRate)
    }
  }

  /// ω0 = √(k/m), the undamped angular frequency, radians per second.
  public var naturalFrequency: Double { naturalFrequencySquared.squareRoot() }

  /// ζ = c / 2√(km): 0 undamped, < 1 under-damped (it oscillates), 1 critical, > 1 over-damped.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The perceptual duration 2π/ω0 in seconds: SwiftUI's `response`, and its `duration`.
  public var response: Double { 2 * Double.pi / naturalFrequency }

  /// SwiftUI's bounce: 1 − ζ for ζ ≤ 1 (0 is critical, values toward 1 bounce more), 1/ζ − 1
  /// for ζ > 1 (negative: over-damped).
  public var bounce: Double {
    let ratio = dampingRatio
    return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
  }
}

extension DampedSpring: Hashable {
  /// Springs are equal when mass, stiffness and damping are.
  public static func == (lhs: DampedSpring, rhs: DampedSpring) -> Bool {
    lhs.mass == rhs.mass && lhs.stiffness == rhs.stiffness && lhs.damping == rhs.damping
  }

  /// Hashes mass, stiffness and damping.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(mass)
    hasher.combine(stiffness)
    hasher.combine(damping)
  }
}

extension DampedSpring: Codable {
  enum CodingKeys: String, CodingKey { case mass, stiffness, damping }

  /// Decodes `{"mass": 1, "stiffness": 100, "damping": 10}` (mass optional, default 1),
  /// validating like the initializer and keeping the damping as given (over-damping allowed):
  /// an invalid value throws `DecodingError.dataCorrupted` naming its key.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let mass = try container.decodeIfPresent(Double.self, forKey: .mass) ?? 1
    let stiffness = try container.decode(Double.self, forKey: .stiffness)
    let damping = try container.decode(Double.self, forKey: .damping)
    for (key, value, allowsZero) in [
      (CodingKeys.mass, mass, false), (.stiffness, stiffness, false), (.damping, damping, true),
    ]
    where !(value.isFinite && (allowsZero ? value >= 0 : value > 0)) {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container,
        debugDescription:
          "\(key.stringValue) must be finite and \(allowsZero ? "≥" : ">") 0, got \(value)")
    }
    self.init(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
  }

  /// Encodes mass, stiffness and damping.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(mass, forKey: .mass)
    try container.encode(stiffness, forKey: .stiffness)
    try container.encode(damping, forKey: .damping)
  }
}

extension DampedSpring {
  /// The slowest rate (per second) at which the motion's envelope decays: λ = c/2m for under-
  /// and critically damped springs, the slow rate (k/m)/(λ + s) of an over-damped one; 0 for an
  /// undamped spring. A motion is within e⁻¹ of its scale after about one over this.
  @inlinable
  public var slowestDecayRate: Double { discriminant < 0 ? slowRate : decayRate }
}
