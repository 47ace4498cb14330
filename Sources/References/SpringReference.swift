import KineticsNumerics

/// An independent evaluation of the damped spring's exact solution (any ODE textbook; see
/// Springs' Formulas and sources) in double-double arithmetic, for tests and bench:
/// displacement and velocity at t from (x0, v0), on every platform.
///
/// It shares no code with the library (only the double-double type, which has its own tests);
/// it uses the textbook forms — cos/sin, cosh/sinh or, when the over-damped spread s·t exceeds
/// 1, the two exponentials with the slow rate (k/m)/(λ + s) — in about 32 digits.
package struct SpringReference {
  let mass: DoubleDouble
  let stiffness: DoubleDouble
  let damping: DoubleDouble

  /// A reference for mass, stiffness and damping.
  package init(mass: Double, stiffness: Double, damping: Double) {
    (self.mass, self.stiffness, self.damping) = (
      DoubleDouble(mass), DoubleDouble(stiffness), DoubleDouble(damping)
    )
  }

  /// (x(t), v(t)) from x0 and v0.
  package func state(atElapsed time: Double, displacement: Double, velocity: Double) -> (
    DoubleDouble, DoubleDouble
  ) {
    let (m, k, c, t) = (mass, stiffness, damping, DoubleDouble(time))
    let (x0, v0) = (DoubleDouble(displacement), DoubleDouble(velocity))
    let lambda = c / (DoubleDouble(2) * m)
    let omegaSquared = k / m
    let four = DoubleDouble(4)
    let q = (four * k * m - c * c) / (four * m * m)
    let envelope = DoubleDouble.exp(-(lambda * t))
    let cosine: DoubleDouble
    let sine: DoubleDouble
    if q < DoubleDouble(0) {
      let s = (-q).squareRoot()
      let spread = s * t
      if DoubleDouble(1) < spread {
        let fast = lambda + s
        let slow = omegaSquared / fast
        let (e1, e2) = (DoubleDouble.exp(-(slow * t)), DoubleDouble.exp(-(fast * t)))
        let (slowTerm, fastTerm) = (v0 + fast * x0, v0 + slow * x0)
        let difference = fast - slow
        let x = (slowTerm * e1 - fastTerm * e2) / difference
        let v = (fastTerm * fast * e2 - slowTerm * slow * e1) / difference
        return (x, v)
      }
      let hyperbolic = DoubleDouble.hyperbolicSineCosine(spread)
      cosine = hyperbolic.cosine
      sine = spread.high == 0 ? t : hyperbolic.sine / s
    } else if q.high == 0 {
      (cosine, sine) = (DoubleDouble(1), t)
    } else {
      let w = q.squareRoot()
      let phase = w * t
      let circular = DoubleDouble.sineCosine(phase)
      cosine = circular.cosine
      sine = phase.high == 0 ? t : circular.sine / w
    }
    return (
      envelope * (x0 * cosine + (v0 + lambda * x0) * sine),
      envelope * (v0 * cosine - (omegaSquared * x0 + lambda * v0) * sine)
    )
  }
}
