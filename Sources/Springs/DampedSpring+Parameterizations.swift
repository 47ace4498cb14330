import KineticsNumerics

extension DampedSpring {
  /// SwiftUI's `Spring(response:dampingRatio:)`: k = (2π/response)²·m, c = ζ·4π·m/response.
  ///
  /// - Parameters:
  ///   - response: the perceptual duration 2π/ω0, seconds, > 0.
  ///   - dampingRatio: ζ ≥ 0; above 1 the spring is over-damped (kept, not clamped).
  ///   - mass: > 0, default 1.
  public init(response: Double, dampingRatio: Double, mass: Double = 1) {
    precondition(
      response.isFinite && response > 0, "DampedSpring: response must be finite and > 0, got \(response)")
    precondition(
      dampingRatio.isFinite && dampingRatio >= 0,
      "DampedSpring: dampingRatio must be finite and ≥ 0, got \(dampingRatio)")
    let angular = 2 * Double.pi / response
    self.init(
      mass: mass, stiffness: angular * angular * mass,
      damping: dampingRatio * 4 * Double.pi * mass / response, allowOverDamping: true)
  }

  /// SwiftUI's `Spring(duration:bounce:)`: response = duration and ζ = 1 − bounce for
  /// bounce ≥ 0, ζ = 1/(1 + bounce) below 0.
  ///
  /// SwiftUI's documented example: `DampedSpring(duration: 0.5, bounce: 0.3)` has mass 1, stiffness
  /// 157.9 and damping 17.6.
  ///
  /// - Parameters:
  ///   - duration: seconds, > 0 (default 0.5, as SwiftUI).
  ///   - bounce: in (−1, 1]: 0 critical, 1 undamped, negative over-damped.
  public init(duration: Double = 0.5, bounce: Double = 0) {
    precondition(
      bounce.isFinite && bounce > -1 && bounce <= 1,
      "DampedSpring: bounce must lie in (−1, 1], got \(bounce)")
    self.init(response: duration, dampingRatio: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
  }

  /// Origami's (and Rebound's, pop's) tension and friction: k = (tension − 30)·3.62 + 194 and
  /// c = (friction − 8)·3 + 25, mass 1.
  ///
  /// - Precondition: the resulting stiffness is > 0 and damping ≥ 0 (tension > −23.59…,
  ///   friction ≥ −0.33…).
  public init(origamiTension tension: Double, friction: Double) {
    self.init(
      mass: 1, stiffness: (tension - 30) * 3.62 + 194, damping: (friction - 8) * 3 + 25,
      allowOverDamping: true)
  }

  /// UIKit's `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`
  /// spring: mass 1, with ω0 chosen so that the motion's envelope reaches 0.001 of the distance
  /// at `duration`, as UIKit solves it (REFERENCE.md §2.1): the damping ratio clamped to
  /// [1.19e-7, 1], the duration to [0.01, 10] s, and 12 Newton steps from ω0 = 5/duration on
  /// `0.001 − ((ζω0 − v)/ωd)·e^{−ζω0·d} = 0` (ζ < 1) or `e^{−ω0·d}·((ω0 − v)·d + 1) − 0.001 = 0`
  /// (ζ = 1); then k = ω0², c = 2ζ√k.
  ///
  /// The seed transition's `(0.6, 0.49, 0.81)` gives k ≈ 452.03, c ≈ 20.836. When the
  /// equation has no root (a fast launch that cannot settle in time), the iteration stops at its
  /// last ω0 within 1e-150 … 1e150 rather than producing NaN or an infinite stiffness.
  ///
  /// - Parameters:
  ///   - duration: seconds (clamped as UIKit does).
  ///   - dampingRatio: UIKit's `usingSpringWithDamping` (clamped as UIKit does).
  ///   - initialVelocity: UIKit's `initialSpringVelocity`: distances per second (1 covers the
  ///     whole distance in one second).
  public init(uiKitDuration duration: Double, dampingRatio: Double, initialVelocity: Double = 0) {
    precondition(duration.isFinite, "DampedSpring: duration must be finite, got \(duration)")
    precondition(dampingRatio.isFinite, "DampedSpring: dampingRatio must be finite, got \(dampingRatio)")
    precondition(
      initialVelocity.isFinite, "DampedSpring: initialVelocity must be finite, got \(initialVelocity)")
    let zeta = min(max(dampingRatio, 1.1920929e-7), 1)
    let d = min(max(duration, 0.01), 10)
    let v = initialVelocity
    let epsilon = 0.001
    var omega = 5 / d
    for _ in 0..<12 {
      let (value, slope): (Double, Double)
      if zeta < 1 {
        // f(ω) = ε − ((ζω − v)/ωd)·e^{−ζωd}, ωd = ω√(1 − ζ²).
        let root = (1 - zeta * zeta).squareRoot()
        let decay = exp(-zeta * omega * d)
        let ratio = (zeta * omega - v) / (omega * root)
        value = epsilon - ratio * decay
        let ratioSlope = v / (omega * omega * root)
        slope = -(ratioSlope * decay - ratio * zeta * d * decay)
      } else {
        // f(ω) = e^{−ωd}·((ω − v)·d + 1) − ε.
        let decay = exp(-omega * d)
        value = decay * ((omega - v) * d + 1) - epsilon
        slope = decay * d - d * decay * ((omega - v) * d + 1)
      }
      // Where the equation has no root (a critical spring launched faster than it can settle
      // within the duration, found by fuzzing: duration 10, velocity 4.81) Newton's method runs
      // off to negative or infinite ω, or (velocity 88.81) through a slope of 1e-188 to ω ≈
      // 1e184, whose square overflows; keep the last iterate within 1e-150 … 1e150, where ω²
      // and the damping are normal numbers.
      let next = omega - value / slope
      guard next > 1e-150 && next < 1e150 else { break }
      omega = next
    }
    let stiffness = omega * omega
    self.init(mass: 1, stiffness: stiffness, damping: 2 * zeta * stiffness.squareRoot())
  }
}

extension DampedSpring {
  /// SwiftUI's `Spring(settlingDuration:dampingRatio:epsilon:)`: the spring with damping ratio
  /// ζ whose move from 0 to 1 (from rest) stays within `epsilon` of 1 from `settlingDuration`
  /// on. Mass 1.
  ///
  /// Uses the exact settling time (``exactSettlingDuration(initialDisplacement:initialVelocity:epsilon:)``)
  /// rather than an envelope estimate: for a fixed ζ the unit step's shape depends on ω0·t only,
  /// so ω0 = τ/settlingDuration with τ the settling time of the ω0 = 1 spring. SwiftUI's own
  /// root finding on its estimate may differ by a few percent for ζ < 1.
  ///
  /// - Precondition: `settlingDuration` finite and > 0; `dampingRatio` finite and > 0;
  ///   `epsilon` in (0, 1).
  public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) {
    precondition(
      settlingDuration.isFinite && settlingDuration > 0,
      "DampedSpring: settlingDuration must be finite and > 0, got \(settlingDuration)")
    precondition(
      dampingRatio.isFinite && dampingRatio > 0,
      "DampedSpring: dampingRatio must be finite and > 0, got \(dampingRatio)")
    precondition(epsilon > 0 && epsilon < 1, "DampedSpring: epsilon must lie in (0, 1), got \(epsilon)")
    let unit = DampedSpring(mass: 1, stiffness: 1, damping: 2 * dampingRatio, allowOverDamping: true)
    let omega = unit.exactSettlingDuration(initialDisplacement: -1, epsilon: epsilon) / settlingDuration
    self.init(
      mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega, allowOverDamping: true)
  }
}
