import KineticsCore
import Springs
import TestSupport

/// A spring, a start and a time horizon, drawn from every regime the property tests cover.
struct SpringCase {
  let spring: DampedSpring
  let initialDisplacement: Double
  let initialVelocity: Double
  /// Ten settling times (in units of the slow decay time, or of 2π/ω0), at most 1e12 s.
  let horizon: Double
  /// A number in [0, 1] drawn with the case, for the test to place a time with.
  let fraction: Double

  /// The scale of the accuracy bound at `time`: (1 + ω0·t)·(|x0| + |v0|/ω0).
  func scale(at time: Double) -> Double {
    let omega = spring.naturalFrequency
    return (1 + omega * time) * (abs(initialDisplacement) + abs(initialVelocity) / omega)
  }

  /// `count` evenly spaced times from 0 to `stretch` horizons.
  func times(_ count: Int, stretch: Double = 1) -> [Double] {
    (0..<count).map { Double($0) / Double(count - 1) * horizon * stretch }
  }
}

/// The random draws behind ``SpringCase`` (kept as tuples of doubles so that failures shrink).
enum SpringCases {
  typealias Draw = ((Double, Double, Double, Double), (Double, Double, Double))

  /// Mass and stiffness log-spread over 1e-3 … 1e6, a damping-ratio scale log-spread over the
  /// same range, a regime choice, x0 and v0/ω0 in [−1, 1] and a fraction in [0, 1].
  static let draws = Generator<Draw>.zip(
    .zip(
      .doubles(in: 1e-3...1e6, logarithmic: true), .doubles(in: 1e-3...1e6, logarithmic: true),
      .doubles(in: 1e-3...1e6, logarithmic: true), .doubles(in: 0...1)),
    .zip(.doubles(in: -1...1), .doubles(in: -1...1), .doubles(in: 0...1)))

  /// ζ = 0 for a choice below 0.05, exactly 1 below 0.1, 1 + 1e-9 below 0.15, else the scale
  /// over 1e3 (1e-6 … 1e3, log-spread).
  static func make(_ draw: Draw) -> SpringCase {
    let ((mass, stiffness, ratioScale, choice), (x0, velocityScale, fraction)) = draw
    let ratio = choice < 0.05 ? 0 : choice < 0.1 ? 1 : choice < 0.15 ? 1 + 1e-9 : ratioScale / 1e3
    let spring = DampedSpring(
      mass: mass, stiffness: stiffness, damping: ratio * 2 * (stiffness * mass).squareRoot(),
      allowOverDamping: true)
    let omega = spring.naturalFrequency
    let slowTime = 1 / max(min(ratio * omega, omega / max(ratio, 1e-300)), 1e-300)
    let horizon = min(10 * max(slowTime, 2 * Double.pi / omega), 1e12)
    return SpringCase(
      spring: spring, initialDisplacement: x0, initialVelocity: velocityScale * omega,
      horizon: horizon, fraction: fraction)
  }
}
