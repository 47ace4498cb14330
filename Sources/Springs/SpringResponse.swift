import KineticsNumerics

/// The spring's motion over a time interval as a linear map of its starting state: after `time`
/// seconds, displacement x = a·x0 + b·v0 and velocity v = c·x0 + d·v0, for any start
/// (x0, v0) — displacement from the target and velocity.
///
/// This is the exact solution of m·x″ + c·x′ + k·x = 0 (<doc:FormulasAndSources>), written as
/// `x(t) = e^{−λt}[x0·C + (v0 + λx0)·S]`, `v(t) = e^{−λt}[v0·C − (ω0²x0 + λv0)·S]` with
/// C = cos √q t, S = sin(√q t)/√q (q > 0), C = 1, S = t (q = 0), C = cosh st, S = sinh(st)/s
/// (q = −s² < 0): each form stays accurate as q → 0, so the result is continuous through ζ = 1.
/// For over-damped springs with st > ½ it switches to the two-exponential form
/// `x = [(v0 + r₂x0)e^{−r₁t} − (v0 + r₁x0)e^{−r₂t}]/(r₂ − r₁)` with the slow rate
/// r₁ = (k/m)/(λ + s) kept free of cancellation, so that strongly over-damped springs neither
/// overflow nor lose digits.
///
/// Because the map is linear and exact, composing it is exact too: the map for dt applied n
/// times equals the map for n·dt up to rounding, which is what makes stepping frame-rate
/// independent.
@frozen
public struct SpringResponse: Sendable, Hashable {
  /// ∂x/∂x0.
  public let a: Double
  /// ∂x/∂v0, seconds.
  public let b: Double
  /// ∂v/∂x0, per second squared.
  public let c: Double
  /// ∂v/∂v0.
  public let d: Double

  /// The map of `spring` over an interval of `deltaTime` seconds (≥ 0, finite): the propagator
  /// a frame loop reuses while its frame time stays the same (retargeting does not change it).
  ///
  /// - Accuracy: each coefficient within a few ulps of its magnitude plus e^{−λt} times a few
  ///   ulps (checked against a double-double reference in the tests).
  /// - Precondition: `deltaTime` is finite and ≥ 0.
  @inlinable
  public init(spring: DampedSpring, deltaTime time: Double) {
    precondition(
      time.isFinite && time >= 0,
      "SpringResponse: deltaTime must be finite and ≥ 0, got \(time)")
    let q = spring.discriminant
    let root = spring.rootOfDiscriminant
    let lambda = spring.decayRate
    if q < 0 && root * time > 0.5 {
      let (slow, fast) = (spring.slowRate, spring.fastRate)
      let slowDecay = exp(-slow * time)
      let fastDecay = exp(-fast * time)
      let spread = fast - slow
      a = (fast * slowDecay - slow * fastDecay) / spread
      b = (slowDecay - fastDecay) / spread
      c = -spring.naturalFrequencySquared * b
      d = (fast * fastDecay - slow * slowDecay) / spread
      return
    }
    let envelope = exp(-lambda * time)
    let cosine: Double
    let sine: Double
    if q > 0 {
      var reducedTime = time
      var phase = root * time
      if !phase.isFinite {
        // ωd·t overflows only for absurd times (beyond 1e290 s); reduce by whole periods, and
        // use the reduced time below too, since sin(ωd·t)/ωd ≈ t holds only for the reduced t.
        reducedTime = time.truncatingRemainder(dividingBy: 2 * Double.pi / root)
        phase = reducedTime * root
      }
      // Sine and cosine from one argument reduction.
      let pair = fastSineCosine(phase)
      cosine = pair.cosine
      sine = phase < 1e-8 ? reducedTime : pair.sine / root
    } else if q < 0 {
      cosine = cosh(root * time)
      sine = root * time < 1e-8 ? time : sinh(root * time) / root
    } else {
      (cosine, sine) = (1, time)
    }
    let scaledSine = envelope * sine
    a = envelope * cosine + lambda * scaledSine
    b = scaledSine
    c = -spring.naturalFrequencySquared * scaledSine
    d = envelope * cosine - lambda * scaledSine
  }

  /// The state after the interval, from displacement `x` and velocity `v` at its start.
  @inlinable
  public func apply(displacement x: Double, velocity v: Double) -> (
    displacement: Double, velocity: Double
  ) {
    (a * x + b * v, c * x + d * v)
  }
}
