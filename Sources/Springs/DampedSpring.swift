import KineticsCore
import KineticsNumerics

/// A damped spring: mass m, stiffness k and damping c, the parameters of m·x″ + c·x′ + k·x = 0.
///
/// Create one in whichever parameterization you know — SwiftUI's response and damping ratio or
/// duration and bounce, UIKit's duration, damping ratio and initial velocity, Origami's tension
/// and friction, React Native's bounciness and speed, Framer Motion's visual duration and
/// bounce, or mass, stiffness and damping — and read the others back:
///
/// ```swift
/// let spring = DampedSpring(duration: 0.5, bounce: 0.3)
/// (spring.mass, spring.stiffness, spring.damping)  // (1, 157.91…, 17.59…)
/// spring.dampingRatio                              // 0.7
/// ```
///
/// Over-damping: ``init(mass:stiffness:damping:allowOverDamping:)`` lowers a damping above
/// critical (ζ > 1) to critical unless `allowOverDamping` is true, as SwiftUI's
/// `Spring(mass:stiffness:damping:allowOverDamping:)` does with the same default, so that the
/// same call gives the same spring. Every other initializer keeps the damping it derives, and
/// the decoder keeps the damping it reads.
///
/// Range: the motion is computed from ω0 = √(k/m) and λ = c/2m (and ζ = λ/ω0), each formed
/// without squaring or multiplying the parameters, so that mass, stiffness and damping may each
/// lie anywhere in the double range (1e-300 or 1e300 included) as long as ω0 lies within
/// 1e-150…1e150 and λ is at most 1e150 per second (``validate(mass:stiffness:damping:)``):
/// their squares then stay finite and normal in every formula that follows.
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
  /// ω0 = √(k/m), the undamped angular frequency, radians per second.
  public let naturalFrequency: Double
  /// ζ = c / 2√(km): 0 undamped, < 1 under-damped (it oscillates), 1 critical, > 1 over-damped.
  public let dampingRatio: Double

  /// λ = c / 2m = ζ·ω0, the decay rate of the envelope, per second.
  @usableFromInline package let decayRate: Double
  /// ω0² = k / m, per second squared.
  @usableFromInline package let naturalFrequencySquared: Double
  /// q = ω0² − λ² = ω0²·(1 − ζ²), computed without cancellation: > 0 under-damped, 0
  /// critical, < 0 over-damped.
  @usableFromInline package let discriminant: Double
  /// √|q|: the damped angular frequency ωd (q > 0) or the spread s of the two decay rates.
  @usableFromInline package let rootOfDiscriminant: Double
  /// Over-damped only: the slow and fast decay rates λ ∓ s, the slow one computed as
  /// ω0²/(λ + s) so that it keeps its digits when λ ≫ s.
  @usableFromInline package let slowRate: Double
  @usableFromInline package let fastRate: Double

  /// The largest ω0 and λ (per second) a spring may have, and the smallest ω0: their squares
  /// and products with each other stay finite and normal.
  public static let rateLimits: ClosedRange<Double> = 1e-150...1e150

  /// Creates a spring from mass, stiffness and damping.
  ///
  /// - Parameters:
  ///   - mass: > 0 and finite. Default 1.
  ///   - stiffness: > 0 and finite.
  ///   - damping: ≥ 0 and finite.
  ///   - allowOverDamping: false (the default, as SwiftUI's identically labelled initializer)
  ///     lowers a damping above critical (ζ > 1) to critical, 2√(km); true keeps it.
  /// - Precondition: the rules of ``validate(mass:stiffness:damping:)``; the message names the
  ///   parameter.
  public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false)
  {
    let rates: (naturalFrequency: Double, decayRate: Double)
    do {
      rates = try DampedSpring.checkedRates(mass: mass, stiffness: stiffness, damping: damping)
    } catch { error.stop() }
    let ratio = rates.decayRate / rates.naturalFrequency
    if allowOverDamping || ratio <= 1 {
      self.init(
        mass: mass, stiffness: stiffness, damping: damping,
        naturalFrequency: rates.naturalFrequency, dampingRatio: ratio,
        discriminantFactor: DampedSpring.oneMinusRatioSquared(
          mass: mass, stiffness: stiffness, damping: damping, ratio: ratio))
    } else {
      let product = stiffness * mass
      let critical =
        2
        * (product.isNormal && product.isFinite
          ? product.squareRoot() : stiffness.squareRoot() * mass.squareRoot())
      self.init(
        mass: mass, stiffness: stiffness, damping: critical,
        naturalFrequency: rates.naturalFrequency, dampingRatio: 1, discriminantFactor: 0)
    }
  }

  /// Creates the spring of mass `mass` with undamped angular frequency ω0 and damping ratio ζ,
  /// exactly: ζ = 1 gives a spring that is exactly critical (stiffness ω0²·m, damping 2ζω0·m).
  ///
  /// - Precondition: finite positive mass, ω0 within ``rateLimits``, finite ζ ≥ 0 with ζ·ω0 at
  ///   most 1e150, and a finite stiffness and damping (``validate(mass:naturalFrequency:dampingRatio:)``).
  public init(mass: Double = 1, naturalFrequency omega: Double, dampingRatio zeta: Double) {
    do { try DampedSpring.validate(mass: mass, naturalFrequency: omega, dampingRatio: zeta) } catch
    { error.stop() }
    self.init(
      mass: mass, stiffness: omega * omega * mass, damping: 2 * zeta * omega * mass,
      naturalFrequency: omega, dampingRatio: zeta, discriminantFactor: (1 - zeta) * (1 + zeta))
  }

  /// The stored values and the derived ones, from parameters already validated:
  /// `discriminantFactor` is 1 − ζ², accurate to a few ulps.
  init(
    mass: Double, stiffness: Double, damping: Double, naturalFrequency omega: Double,
    dampingRatio zeta: Double, discriminantFactor: Double
  ) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    naturalFrequency = omega
    dampingRatio = zeta
    decayRate = zeta * omega
    naturalFrequencySquared = omega * omega
    // 1 − ζ² overflows for ζ beyond 1.3e154 (possible when ω0 is tiny); q = (ω0 − λ)(ω0 + λ)
    // cannot, since both rates are at most 1e150.
    discriminant =
      discriminantFactor.isFinite
      ? naturalFrequencySquared * discriminantFactor
      : (omega - decayRate) * (omega + decayRate)
    rootOfDiscriminant = abs(discriminant).squareRoot()
    if discriminant < 0 {
      fastRate = decayRate + rootOfDiscriminant
      slowRate = naturalFrequencySquared / fastRate
    } else {
      (slowRate, fastRate) = (decayRate, decayRate)
    }
  }

  /// 1 − ζ² for the spring (m, k, c) with ratio ζ (already computed, to a few ulps). Near
  /// ζ = 1 a rounded ζ leaves no digits in 1 − ζ², so there it is (4km − c²)/(4km) with the
  /// numerator in double-double arithmetic, after scaling k, m and c by powers of two (exact)
  /// so that 4km and c² are near 1 whatever the parameters' magnitudes. Elsewhere the product
  /// (1 − ζ)(1 + ζ) has no cancellation to fear.
  static func oneMinusRatioSquared(
    mass: Double, stiffness: Double, damping: Double, ratio: Double
  ) -> Double {
    guard ratio > 0.5 && ratio < 2 else { return (1 - ratio) * (1 + ratio) }
    let half = (stiffness.exponent + mass.exponent) >> 1
    // k·2^−ek in [1, 2); m scaled so that the two scales multiply to 2^(−2·half).
    let scaledStiffness = Double(sign: .plus, exponent: 0, significand: stiffness.significand)
    let scaledMass = Double(
      sign: .plus, exponent: stiffness.exponent + mass.exponent - 2 * half,
      significand: mass.significand)
    let scaledDamping = Double(sign: .plus, exponent: -half, significand: 1) * damping
    let product = DoubleDouble.product(4 * scaledStiffness, scaledMass)
    let numerator = (product - DoubleDouble.product(scaledDamping, scaledDamping)).value
    return numerator / product.value
  }

  /// SwiftUI's response and duration: the perceptual duration 2π/ω0 in seconds.
  public var response: Double { 2 * Double.pi / naturalFrequency }

  /// SwiftUI's bounce: 1 − ζ for ζ ≤ 1 (0 is critical, values toward 1 bounce more), 1/ζ − 1
  /// for ζ > 1 (negative: over-damped).
  public var bounce: Double {
    dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1
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

  /// Decodes `{"mass": 1, "stiffness": 100, "damping": 10}` (mass optional, default 1) with
  /// ``validate(mass:stiffness:damping:)``, keeping the damping as given like every
  /// initializer: an invalid value throws `DecodingError.dataCorrupted` naming its key.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let mass = try container.decodeIfPresent(Double.self, forKey: .mass) ?? 1
    let stiffness = try container.decode(Double.self, forKey: .stiffness)
    let damping = try container.decode(Double.self, forKey: .damping)
    try ValidationError.decoding(in: container) {
      try DampedSpring.validate(mass: mass, stiffness: stiffness, damping: damping)
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

extension DampedSpring: CustomStringConvertible {
  /// "DampedSpring(mass: 1.0, stiffness: 157.91…, damping: 17.59…)".
  public var description: String {
    "DampedSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))"
  }
}
