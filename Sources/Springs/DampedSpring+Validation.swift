import KineticsCore

/// The rules every way of making a spring checks, in one place: the initializers stop with the
/// error's message, the decoder throws it as a `DecodingError`, the `curves` tool reports it.
extension DampedSpring {
  /// Checks mass, stiffness and damping: each finite, mass and stiffness > 0, damping ≥ 0; and
  /// the rates they give, ω0 = √(k/m) within ``rateLimits`` and λ = c/2m at most its upper
  /// bound (see the type's discussion of range).
  ///
  /// - Throws: `ValidationError` naming the parameter (or the ratio) out of range.
  public static func validate(mass: Double, stiffness: Double, damping: Double)
    throws(ValidationError)
  {
    _ = try checkedRates(mass: mass, stiffness: stiffness, damping: damping)
  }

  /// ω0 and λ of a valid (m, k, c), or the error ``validate(mass:stiffness:damping:)`` throws.
  static func checkedRates(mass: Double, stiffness: Double, damping: Double) throws(ValidationError)
    -> (naturalFrequency: Double, decayRate: Double)
  {
    try require("mass", mass, mass.isFinite && mass > 0, "must be finite and > 0")
    try require(
      "stiffness", stiffness, stiffness.isFinite && stiffness > 0, "must be finite and > 0")
    try require("damping", damping, damping.isFinite && damping >= 0, "must be finite and ≥ 0")
    // √(k/m), or √k/√m where k/m itself would overflow or lose digits as a subnormal.
    let quotient = stiffness / mass
    let omega =
      quotient.isNormal && quotient.isFinite
      ? quotient.squareRoot() : stiffness.squareRoot() / mass.squareRoot()
    let lambda = (damping / 2) / mass
    try require(
      "stiffness / mass", omega, rateLimits.contains(omega),
      "must give ω0 = √(k/m) within 1e-150…1e150 per second")
    try require(
      "damping / mass", lambda, lambda <= rateLimits.upperBound,
      "must give λ = c/2m ≤ 1e150 per second")
    return (omega, lambda)
  }

  /// Checks mass, ω0 and ζ: finite mass > 0, ω0 within ``rateLimits``, finite ζ ≥ 0 with
  /// ζ·ω0 ≤ 1e150, and a finite stiffness ω0²·m and damping 2ζω0·m.
  ///
  /// - Throws: `ValidationError` naming the parameter.
  public static func validate(
    mass: Double, naturalFrequency omega: Double, dampingRatio zeta: Double
  )
    throws(ValidationError)
  {
    try require("mass", mass, mass.isFinite && mass > 0, "must be finite and > 0")
    try require(
      "naturalFrequency", omega, rateLimits.contains(omega), "must lie within 1e-150…1e150")
    try require("dampingRatio", zeta, zeta.isFinite && zeta >= 0, "must be finite and ≥ 0")
    try require(
      "dampingRatio", zeta, zeta * omega <= rateLimits.upperBound,
      "must give λ = ζ·ω0 ≤ 1e150 per second")
    let stiffness = omega * omega * mass
    try require(
      "mass", mass, stiffness.isFinite && (2 * zeta * omega * mass).isFinite,
      "must give a finite stiffness ω0²·m and damping 2ζω0·m")
  }

  /// Checks SwiftUI's response and damping ratio: response finite > 0 with 2π/response within
  /// ``rateLimits``, ζ finite ≥ 0, mass finite > 0 (and the spring they give).
  ///
  /// - Throws: `ValidationError` naming the parameter.
  public static func validate(response: Double, dampingRatio: Double, mass: Double = 1)
    throws(ValidationError)
  {
    try require("response", response, response.isFinite && response > 0, "must be finite and > 0")
    let omega = 2 * Double.pi / response
    try require(
      "response", response, rateLimits.contains(omega),
      "must give ω0 = 2π/response within 1e-150…1e150 per second")
    try validate(mass: mass, naturalFrequency: omega, dampingRatio: dampingRatio)
  }

  /// Checks SwiftUI's duration and bounce: bounce in (−1, 1], duration as a response.
  ///
  /// - Throws: `ValidationError` naming the parameter.
  public static func validate(duration: Double, bounce: Double) throws(ValidationError) {
    try require("bounce", bounce, bounce > -1 && bounce <= 1, "must lie in (−1, 1]")
    try require("duration", duration, duration.isFinite && duration > 0, "must be finite and > 0")
    try validate(response: duration, dampingRatio: ratio(bounce: bounce))
  }

  /// Checks Origami's tension and friction: finite, with a stiffness (tension − 30)·3.62 + 194
  /// that is > 0 (tension > −23.59…) and a damping (friction − 8)·3 + 25 that is ≥ 0
  /// (friction ≥ −0.333…).
  ///
  /// - Throws: `ValidationError` naming the parameter.
  public static func validate(origamiTension tension: Double, friction: Double)
    throws(ValidationError)
  {
    try require("tension", tension, tension.isFinite, "must be finite")
    try require("friction", friction, friction.isFinite, "must be finite")
    let (stiffness, damping) = origamiConversion(tension: tension, friction: friction)
    try require(
      "tension", tension, stiffness > 0, "must be > −23.591… (stiffness (t − 30)·3.62 + 194 > 0)")
    try require("friction", friction, damping >= 0, "must be ≥ −1/3 (damping (f − 8)·3 + 25 ≥ 0)")
    try validate(mass: 1, stiffness: stiffness, damping: damping)
  }

  /// Checks React Native's bounciness and speed: finite and ≥ 0 (React Native's documentation
  /// gives their defaults, 8 and 12), and the Origami tension and friction they convert to.
  ///
  /// - Throws: `ValidationError` naming the parameter.
  public static func validate(bounciness: Double, speed: Double) throws(ValidationError) {
    try require(
      "bounciness", bounciness, bounciness.isFinite && bounciness >= 0, "must be finite and ≥ 0")
    try require("speed", speed, speed.isFinite && speed >= 0, "must be finite and ≥ 0")
    let (tension, friction) = bouncyConversion(bounciness: bounciness, speed: speed)
    try validate(origamiTension: tension, friction: friction)
  }

  /// Checks Framer Motion's visual duration and bounce: visual duration finite > 0 with
  /// 2π/(1.2·visualDuration) within ``rateLimits``, bounce finite (clamped as Framer Motion
  /// does).
  ///
  /// - Throws: `ValidationError` naming the parameter.
  public static func validate(visualDuration: Double, bounce: Double) throws(ValidationError) {
    try require(
      "visualDuration", visualDuration, visualDuration.isFinite && visualDuration > 0,
      "must be finite and > 0")
    try require("bounce", bounce, bounce.isFinite, "must be finite")
    try validate(response: 1.2 * visualDuration, dampingRatio: 1)
  }

  /// Checks UIKit's duration, damping ratio and initial velocity: finite (UIKit clamps the
  /// duration to [0.01, 10] s and the ratio to [1.19e-7, 1] itself).
  ///
  /// - Throws: `ValidationError` naming the parameter.
  public static func validate(
    uiKitDuration duration: Double, dampingRatio: Double, initialVelocity: Double
  )
    throws(ValidationError)
  {
    try require("duration", duration, duration.isFinite, "must be finite")
    try require("dampingRatio", dampingRatio, dampingRatio.isFinite, "must be finite")
    try require("initialVelocity", initialVelocity, initialVelocity.isFinite, "must be finite")
  }

  /// Checks a settling duration (finite, > 0, within what the rates allow: 1e-140…1e140 s), a
  /// damping ratio (finite, > 0, at most 1e6) and ε in (0, 1).
  ///
  /// - Throws: `ValidationError` naming the parameter.
  public static func validate(settlingDuration: Double, dampingRatio: Double, epsilon: Double)
    throws(ValidationError)
  {
    try require(
      "settlingDuration", settlingDuration, (1e-140...1e140).contains(settlingDuration),
      "must lie within 1e-140…1e140 seconds")
    try require(
      "dampingRatio", dampingRatio, dampingRatio > 0 && dampingRatio <= 1e6,
      "must lie in (0, 1e6]")
    try require("epsilon", epsilon, epsilon > 0 && epsilon < 1, "must lie in (0, 1)")
  }

  /// Throws a `ValidationError` for `parameter` unless `condition` holds.
  static func require(
    _ parameter: String, _ value: Double, _ condition: Bool, _ requirement: String
  )
    throws(ValidationError)
  {
    guard condition else {
      throw ValidationError(
        type: "DampedSpring", parameter: parameter, requirement: requirement, value: value)
    }
  }
}
