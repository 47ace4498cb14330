import KineticsCore
import KineticsNumerics

extension DampedSpring {
  /// SwiftUI's `Spring(response:dampingRatio:)`: ω0 = 2π/response, so k = (2π/response)²·m
  /// and c = ζ·4π·m/response. ζ = 1 is exactly critical; above 1 the spring is over-damped.
  ///
  /// - Parameters:
  ///   - response: the perceptual duration 2π/ω0, seconds, > 0.
  ///   - dampingRatio: ζ ≥ 0.
  ///   - mass: > 0, default 1.
  /// - Precondition: the ranges of ``validate(response:dampingRatio:mass:)``.
  public init(response: Double, dampingRatio: Double, mass: Double = 1) {
    do {
      try DampedSpring.validate(response: response, dampingRatio: dampingRatio, mass: mass)
    } catch { error.stop() }
    self.init(mass: mass, naturalFrequency: 2 * Double.pi / response, dampingRatio: dampingRatio)
  }

  /// SwiftUI's `Spring(duration:bounce:)`: response = duration and ζ = 1 − bounce for
  /// bounce ≥ 0, ζ = 1/(1 + bounce) below 0.
  ///
  /// SwiftUI's documented example: `Spring(duration: 0.5, bounce: 0.3)` has mass 1, stiffness
  /// 157.9 and damping 17.6.
  ///
  /// - Parameters:
  ///   - duration: seconds, > 0 (default 0.5, as SwiftUI).
  ///   - bounce: in (−1, 1]: 0 critical, 1 undamped, negative over-damped.
  /// - Precondition: the ranges of ``validate(duration:bounce:)``.
  public init(duration: Double = 0.5, bounce: Double = 0) {
    do { try DampedSpring.validate(duration: duration, bounce: bounce) } catch { error.stop() }
    self.init(response: duration, dampingRatio: DampedSpring.ratio(bounce: bounce))
  }

  /// ζ for SwiftUI's bounce: 1 − bounce from 0 up, 1/(1 + bounce) below.
  static func ratio(bounce: Double) -> Double { bounce >= 0 ? 1 - bounce : 1 / (1 + bounce) }

  /// Origami's (and Rebound's, pop's, React Native's) tension and friction:
  /// k = (tension − 30)·3.62 + 194 and c = (friction − 8)·3 + 25, mass 1 (facebook/rebound
  /// `OrigamiValueConverter`, React Native `SpringConfig.js`).
  ///
  /// - Precondition: the ranges of ``validate(origamiTension:friction:)``.
  public init(origamiTension tension: Double, friction: Double) {
    do { try DampedSpring.validate(origamiTension: tension, friction: friction) } catch {
      error.stop()
    }
    let (stiffness, damping) = DampedSpring.origamiConversion(tension: tension, friction: friction)
    self.init(mass: 1, stiffness: stiffness, damping: damping)
  }

  /// Origami's conversion to stiffness and damping.
  static func origamiConversion(tension: Double, friction: Double) -> (Double, Double) {
    ((tension - 30) * 3.62 + 194, (friction - 8) * 3 + 25)
  }

  /// React Native's `Animated.spring` bounciness and speed (pop's and Rebound's
  /// `fromBouncinessAndSpeed`): converted to Origami's tension and friction, then to stiffness
  /// and damping with mass 1. React Native's defaults are bounciness 8 and speed 12.
  ///
  /// The conversion (React Native `SpringConfig.js`, Rebound `BouncyConversion`): with
  /// b = 0.8·(bounciness/1.7)/20 and s = (speed/1.7)/20, tension = 0.5 + 199.5·s and
  /// friction = the quadratic-out blend (2b − b²) from the no-bounce friction of that tension
  /// (a piecewise cubic in three ranges, split at tension 18 and 44) to 0.01.
  ///
  /// - Precondition: the ranges of ``validate(bounciness:speed:)``.
  public init(bounciness: Double, speed: Double) {
    do { try DampedSpring.validate(bounciness: bounciness, speed: speed) } catch { error.stop() }
    let (tension, friction) = DampedSpring.bouncyConversion(bounciness: bounciness, speed: speed)
    self.init(origamiTension: tension, friction: friction)
  }

  /// Rebound's bounciness and speed to Origami's tension and friction.
  static func bouncyConversion(bounciness: Double, speed: Double) -> (
    tension: Double, friction: Double
  ) {
    let b = 0.8 * (bounciness / 1.7 / 20)
    let s = speed / 1.7 / 20
    let tension = 0.5 + s * (200 - 0.5)
    // The friction at which that tension does not bounce: three cubic fits.
    func cubic(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
      ((a * tension + b) * tension + c) * tension + d
    }
    let noBounce =
      tension <= 18
      ? cubic(0.0007, -0.031, 0.64, 1.28)
      : (tension <= 44
        ? cubic(0.000044, -0.006, 0.36, 2) : cubic(0.000_000_45, -0.000332, 0.1078, 5.84))
    let blend = 2 * b - b * b
    return (tension, blend * 0.01 + (1 - blend) * noBounce)
  }

  /// Framer Motion's `visualDuration` and `bounce` (motion-dom's spring generator): ω0 =
  /// 2π/(1.2·visualDuration), ζ = 1 − bounce clamped to [0.05, 1], mass 1 — the spring whose
  /// visible part of the motion lasts about `visualDuration` seconds.
  ///
  /// - Precondition: the ranges of ``validate(visualDuration:bounce:)``.
  public init(visualDuration: Double, bounce: Double) {
    do { try DampedSpring.validate(visualDuration: visualDuration, bounce: bounce) } catch {
      error.stop()
    }
    self.init(
      mass: 1, naturalFrequency: 2 * Double.pi / (1.2 * visualDuration),
      dampingRatio: min(max(1 - bounce, 0.05), 1))
  }
}

extension DampedSpring {
  /// UIKit's `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`
  /// spring: mass 1, the damping ratio clamped to [1.19e-7, 1] and the duration to [0.01, 10] s
  /// as UIKit does, and ω0 the root of UIKit's settling equation — the envelope term of the
  /// unit move reaching ε = 0.001 at the duration:
  /// `((ζω0 − v)/ωd)·e^{−ζω0·d} = ε` (ζ < 1, ωd = ω0√(1 − ζ²)) or
  /// `((ω0 − v)·d + 1)·e^{−ω0·d} = ε` (ζ = 1); then k = ω0², c = 2ζω0.
  ///
  /// The root is found to the last few bits by a safeguarded Newton iteration on the equation's
  /// logarithm, on the branch where the left side decreases (UIKit's Newton steps start there,
  /// at ω0 = 5/d): for every (d, ζ, v) with a root, not only where a first Newton step from 5/d
  /// stays positive. The classic slide-in push's `(0.6, 0.49, 0.81)` gives k = 452.03…, c = 20.836….
  /// Where no root exists — a launch so fast, or a damping so small, that the left side stays
  /// below ε — ω0 is the one whose decay alone, e^{−ζω0·d}, reaches ε at d:
  /// ω0 = ln(1/ε)/(ζ·d). ω0 is kept within ``rateLimits`` (velocities beyond ~1e140).
  ///
  /// - Parameters:
  ///   - duration: seconds (clamped as UIKit does).
  ///   - dampingRatio: UIKit's `usingSpringWithDamping` (clamped as UIKit does).
  ///   - initialVelocity: UIKit's `initialSpringVelocity`: distances per second (1 covers the
  ///     whole distance in one second).
  /// - Precondition: finite arguments (``validate(uiKitDuration:dampingRatio:initialVelocity:)``).
  public init(uiKitDuration duration: Double, dampingRatio: Double, initialVelocity: Double = 0) {
    do {
      try DampedSpring.validate(
        uiKitDuration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
    } catch { error.stop() }
    let zeta = min(max(dampingRatio, 1.1920929e-7), 1)
    let d = min(max(duration, 0.01), 10)
    let omega = DampedSpring.envelopeRoot(
      duration: d, dampingRatio: zeta, initialVelocity: initialVelocity, epsilon: 0.001)
    self.init(
      mass: 1,
      naturalFrequency: min(
        max(omega, DampedSpring.rateLimits.lowerBound), DampedSpring.rateLimits.upperBound),
      dampingRatio: zeta)
  }

  /// SwiftUI's `Spring(settlingDuration:dampingRatio:epsilon:)`: mass 1 and ω0 solving the
  /// same settling equation as UIKit's (the envelope term of the unit move from rest reaching
  /// `epsilon` at `settlingDuration`), which for ζ < 1 has the closed form
  /// ω0 = ln(ζ/(ε·√(1 − ζ²)))/(ζ·d). SwiftUI's (3 s, 0.25) gives stiffness 54.83…. For ζ = 1
  /// the critical equation; above 1, where SwiftUI documents no rule, the exact settling time
  /// of ``init(exactSettlingDuration:dampingRatio:epsilon:)``. ω0 is kept within
  /// ``rateLimits``: a duration and ratio that would need a faster spring (1e-100 s with
  /// ζ = 1e-170, say) give the fastest one.
  ///
  /// - Precondition: the ranges of ``validate(settlingDuration:dampingRatio:epsilon:)``.
  public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) {
    do {
      try DampedSpring.validate(
        settlingDuration: settlingDuration, dampingRatio: dampingRatio, epsilon: epsilon)
    } catch { error.stop() }
    guard dampingRatio <= 1 else {
      self.init(
        exactSettlingDuration: settlingDuration, dampingRatio: dampingRatio, epsilon: epsilon)
      return
    }
    // The equation depends on ω0·d only: solve it for d = 1 and scale.
    let omega =
      DampedSpring.envelopeRoot(
        duration: 1, dampingRatio: dampingRatio, initialVelocity: 0, epsilon: epsilon)
      / settlingDuration
    self.init(
      mass: 1,
      naturalFrequency: min(
        max(omega, DampedSpring.rateLimits.lowerBound), DampedSpring.rateLimits.upperBound),
      dampingRatio: dampingRatio)
  }

  /// The spring with damping ratio ζ whose move from 0 to 1 (from rest) stays within `epsilon`
  /// of 1 from exactly `settlingDuration` on (``exactSettlingDuration(initialDisplacement:initialVelocity:epsilon:)``
  /// rather than an envelope estimate). For a fixed ζ the unit step's shape depends on ω0·t
  /// only, so ω0 = τ/settlingDuration with τ the settling time of the ω0 = 1 spring. Mass 1.
  ///
  /// - Precondition: the ranges of ``validate(settlingDuration:dampingRatio:epsilon:)``.
  public init(
    exactSettlingDuration settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001
  ) {
    do {
      try DampedSpring.validate(
        settlingDuration: settlingDuration, dampingRatio: dampingRatio, epsilon: epsilon)
    } catch { error.stop() }
    let unit = DampedSpring(mass: 1, naturalFrequency: 1, dampingRatio: dampingRatio)
    let omega =
      unit.exactSettlingDuration(initialDisplacement: -1, epsilon: epsilon) / settlingDuration
    self.init(
      mass: 1,
      naturalFrequency: min(
        max(omega, DampedSpring.rateLimits.lowerBound), DampedSpring.rateLimits.upperBound),
      dampingRatio: dampingRatio)
  }

  /// The root ω0 of UIKit's settling equation (see ``init(uiKitDuration:dampingRatio:initialVelocity:)``)
  /// for ζ in (0, 1], or the documented fallback where it has none.
  ///
  /// In logarithms the equation is φ(ω) = 0 with φ(ω) = ln(term(ω)) − ζωd − ln ε, where term
  /// is (ζ − v/ω)/√(1 − ζ²) (ζ < 1) or (ω − v)·d + 1 (ζ = 1). φ rises to a peak at ω* and then
  /// falls without bound (ω* = (dv + √(d²v² + 4dv))/(2ζd) for ζ < 1 and v > 0, ω* = v for
  /// ζ = 1 and v > 0, else 0): the root beyond the peak exists when φ(ω*) > 0 and is unique
  /// there. Newton's method on φ, which is nearly linear past the peak, inside a bisection
  /// bracket, to the last few bits.
  static func envelopeRoot(
    duration d: Double, dampingRatio zeta: Double, initialVelocity v: Double, epsilon: Double
  ) -> Double {
    let critical = zeta >= 1
    let logCoefficient = critical ? 0 : -0.5 * log1p(-zeta * zeta)
    // The term is divided by ε before the logarithm: the sum of two large logarithms would
    // cancel the digits of a small root's φ.
    func phi(_ omega: Double) -> Double {
      let term = critical ? (omega - v) * d + 1 : zeta - v / omega
      return (log(term / epsilon) + logCoefficient) - zeta * omega * d
    }
    func slope(_ omega: Double) -> Double {
      critical ? d / ((omega - v) * d + 1) - d : v / (omega * (zeta * omega - v)) - zeta * d
    }
    let peak: Double
    if v > 0 {
      peak = critical ? v : (d * v + (d * d * v * v + 4 * d * v).squareRoot()) / (2 * zeta * d)
    } else {
      peak = 0
    }
    let fallback = -log(epsilon) / (zeta * d)
    // φ just past the peak (φ(0⁺) is +∞ for v < 0 and finite for v = 0).
    let start = peak > 0 ? peak : .leastNormalMagnitude
    guard peak.isFinite, v < 0 || phi(start) > 0 else { return fallback }
    var low = start
    var high = max(2 * start, 1 / d)
    while phi(high) > 0 {
      guard high < .greatestFiniteMagnitude / 4 else { return fallback }
      low = high
      high *= 2
    }
    var omega = low + (high - low) / 2
    for _ in 0..<200 {
      let value = phi(omega)
      if value == 0 { return omega }
      if value > 0 { low = omega } else { high = omega }
      let step = omega - value / slope(omega)
      let next = step > low && step < high ? step : low + (high - low) / 2
      if next == omega || high - low <= 4 * high.ulp { return next }
      omega = next
    }
    return omega
  }
}
