#if arch(x86_64) && !os(Windows)
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// An independent Float80 evaluation of the damped spring's exact solution (any ODE
  /// textbook; see Springs' Formulas and sources), for tests and bench: displacement and velocity at t from (x0, v0).
  ///
  /// It shares no code with the library; it uses the textbook forms in 64-bit precision —
  /// cos/sin, cosh/sinh or, when the over-damped spread s·t exceeds 1, the two exponentials with
  /// the slow rate (k/m)/(λ + s) — so it is 2048 times finer than Double where they agree.
  public struct SpringReference {
    let mass: Float80, stiffness: Float80, damping: Float80

    /// A reference for mass, stiffness and damping.
    public init(mass: Double, stiffness: Double, damping: Double) {
      (self.mass, self.stiffness, self.damping) = (
        Float80(mass), Float80(stiffness), Float80(damping)
      )
    }

    /// (x(t), v(t)) from x0 and v0.
    public func state(at time: Double, displacement: Double, velocity: Double) -> (Float80, Float80)
    {
      let (m, k, c, t) = (mass, stiffness, damping, Float80(time))
      let (x0, v0) = (Float80(displacement), Float80(velocity))
      let lambda = c / (2 * m)
      let omegaSquared = k / m
      let q = (4 * k * m - c * c) / (4 * m * m)
      if q < 0 {
        let s = sqrtl(-q)
        if s * t > 1 {
          let fast = lambda + s
          let slow = omegaSquared / fast
          let (e1, e2) = (expl(-slow * t), expl(-fast * t))
          let x = ((v0 + fast * x0) * e1 - (v0 + slow * x0) * e2) / (fast - slow)
          let v = (-slow * (v0 + fast * x0) * e1 + fast * (v0 + slow * x0) * e2) / (fast - slow)
          return (x, v)
        }
        let envelope = expl(-lambda * t)
        let (cosine, sine) = (coshl(s * t), s * t == 0 ? t : sinhl(s * t) / s)
        return (
          envelope * (x0 * cosine + (v0 + lambda * x0) * sine),
          envelope * (v0 * cosine - (omegaSquared * x0 + lambda * v0) * sine)
        )
      }
      let w = sqrtl(q)
      let envelope = expl(-lambda * t)
      let (cosine, sine) = q == 0 || w * t == 0 ? (1, t) : (cosl(w * t), sinl(w * t) / w)
      return (
        envelope * (x0 * cosine + (v0 + lambda * x0) * sine),
        envelope * (v0 * cosine - (omegaSquared * x0 + lambda * v0) * sine)
      )
    }
  }
#endif
