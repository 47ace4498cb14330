import KineticsNumerics

extension Ease.Family {
  /// The "in" shape f(t), exact at 0 and 1.
  @inlinable
  func shapeIn(_ t: Double) -> Double {
    switch self {
    case .bounce: return 1 - Ease.Family.bounceOut(1 - t)
    default: return t == 1 ? 1 : rawIn(t)
    }
  }

  /// The "out" shape 1 − f(1 − t), exact at 0 and 1.
  @inlinable
  func shapeOut(_ t: Double) -> Double {
    switch self {
    case .bounce: return t == 1 ? 1 : Ease.Family.bounceOut(t)
    default: return 1 - shapeIn(1 - t)
    }
  }

  /// f(t) as written (before endpoint fixes).
  @inlinable
  func rawIn(_ t: Double) -> Double {
    switch self {
    case .linear: return t
    case .quad: return t * t
    case .cubic: return t * t * t
    case .quart: return (t * t) * (t * t)
    case .quint: return (t * t) * (t * t) * t
    case .poly(let exponent):
      // t^e is undefined below 0 for a fractional e: the curve holds its start value there.
      return t < 0 && exponent != exponent.rounded() ? 0 : pow(t, exponent)
    case .sine:
      // cos through Kinetics' sinusoid kernel (about one ulp, like libm's, in a third of the
      // time: no full-range reduction for these small angles).
      return 1 - fastSinusoid(t * (Double.pi / 2), cosineWeight: 1, sineWeight: 0)
    case .exponential: return Ease.Family.normalizedPower(1 - t)
    case .exponentialPenner: return t == 0 ? 0 : exp2(10 * (t - 1))
    case .circular:
      let clamped = t < 0 ? 0 : (t > 1 ? 1 : t)
      return 1 - (1 - clamped * clamped).squareRoot()
    case .back(let s), .backPenner(let s): return t * t * ((s + 1) * t - s)
    case .elastic:
      let (a, q, sigma) = elasticParameters
      return a * Ease.Family.normalizedPower(1 - t) * sin(elasticPhase(sigma + (1 - t), q: q))
    case .elasticPenner:
      let (a, q, sigma) = elasticParameters
      return t == 0 ? 0 : a * exp2(-10 * (1 - t)) * sin(elasticPhase(sigma + (1 - t), q: q))
    case .bounce: return 1 - Ease.Family.bounceOut(1 - t)
    }
  }

  /// f′(t), the derivative of the "in" shape.
  @inlinable
  func slopeIn(_ t: Double) -> Double {
    switch self {
    case .linear: return t.isNaN ? t : 1
    case .quad: return 2 * t
    case .cubic: return 3 * t * t
    case .quart: return 4 * t * t * t
    case .quint: return 5 * (t * t) * (t * t)
    case .poly(let exponent):
      if t < 0 && exponent != exponent.rounded() { return 0 }
      return t == 0
        ? (exponent < 1 ? .infinity : (exponent == 1 ? 1 : 0))
        : exponent * pow(t, exponent - 1)
    case .sine: return (Double.pi / 2) * sin(t * (Double.pi / 2))
    case .exponential:
      // d/dt [(2^(−10(1−t)) − 2^−10)·1024/1023] = 10·ln2·2^(−10(1−t))·1024/1023.
      return 10 * 0.693_147_180_559_945_3 * exp2(-10 * (1 - t)) * (1024.0 / 1023)
    case .exponentialPenner:
      return 10 * 0.693_147_180_559_945_3 * exp2(-10 * (1 - t))
    case .circular:
      // t/√(1 − t²), +∞ at the vertical tangent t = 1; the curve holds its end values
      // outside [0, 1], where the slope is 0.
      guard t >= 0 && t <= 1 else { return t.isNaN ? t : 0 }
      return t == 1 ? .infinity : t / (1 - t * t).squareRoot()
    case .back(let s), .backPenner(let s):
      // 3(s + 1)t² − 2st, grouped so that no intermediate overflows where the slope itself does
      // not: inside [−1, 1] as s·(3t² − 2t) + 3t² (|3t² − 2t| ≤ 5 there, where 3s and 2s alone
      // can overflow), outside as t²·(3(s + 1) − 2s/t), whose bracket is finite or carries the
      // sign of an infinite slope.
      guard abs(t) > 1 else { return s * (t * (3 * t - 2)) + 3 * t * t }
      return t * t * (3 * (s + 1) - 2 * (s / t))
    case .elastic, .elasticPenner:
      let (a, q, sigma) = elasticParameters
      let r = 1 - t
      let phase = elasticPhase(sigma + r, q: q)
      // f(t) = a·P(r)·sin((σ + r)/q) with r = 1 − t and P(r) = (E − 2^−10)·1024/1023 (d3) or
      // E (Penner), E = 2^(−10r). Then f′(t) = −a·s·[E·(−10·ln2·sin + cos/q) − c·cos/q] with
      // s = 1024/1023, c = 2^−10 (d3) or s = 1, c = 0 (Penner): E factored out, so that an
      // infinite E far outside [0, 1] gives ±infinity rather than ∞ − ∞.
      var normalized = true
      if case .elasticPenner = self { normalized = false }
      let scale = normalized ? 1024.0 / 1023 : 1
      let offset = normalized ? 0.000_976_562_5 : 0
      let (sine, cosine) = (sin(phase), cos(phase))
      let bracket =
        exp2(-10 * r) * (-10 * 0.693_147_180_559_945_3 * sine + cosine / q) - offset * cosine / q
      return -a * scale * bracket
    case .bounce: return Ease.Family.bounceOutSlope(1 - t)
    }
  }

  /// d3's `tpmt`: (2^(−10x) − 2^−10)·1024/1023, which is 1 at 0 and 0 at 1 exactly.
  @inlinable
  static func normalizedPower(_ x: Double) -> Double {
    (exp2(-10 * x) - 0.000_976_562_5) * 1024 / 1023
  }

  /// The elastic phase x/q (x = σ + r), reduced by whole periods 2πq first when the quotient
  /// would overflow (x beyond 1e308·q): the sine of such a phase is arbitrary to within the
  /// rounding of x, but the reduced one is finite. At infinite x (infinite progress) the phase
  /// is undefined; π/2 is taken, so that the envelope alone decides (0, ±infinity), never NaN.
  @inlinable
  func elasticPhase(_ x: Double, q: Double) -> Double {
    let phase = x / q
    if phase.isFinite { return phase }
    guard x.isFinite else { return x.isNaN ? x : Double.pi / 2 }
    return x.truncatingRemainder(dividingBy: 2 * Double.pi * q) / q
  }

  /// Amplitude (at least 1), period / 2π, and the phase shift asin(1/a)·period/2π (d3-ease).
  @inlinable
  var elasticParameters: (amplitude: Double, q: Double, sigma: Double) {
    let amplitude: Double
    let period: Double
    switch self {
    case .elastic(let a, let p), .elasticPenner(let a, let p): (amplitude, period) = (a, p)
    default: return (1, 1, 0)
    }
    let a = max(1, amplitude)
    let q = period / (2 * Double.pi)
    // asin(1) = π/2: the default amplitude needs no call.
    return (a, q, (a == 1 ? Double.pi / 2 : asin(1 / a)) * q)
  }

  /// Penner's bounce "out", with b1 = 4/11 … b9 = 63/64 and b0 = 1/b1² = 7.5625.
  @inlinable
  static func bounceOut(_ t: Double) -> Double {
    let b0 = 7.5625
    if t < 4.0 / 11 { return b0 * t * t }
    if t < 8.0 / 11 {
      let shifted = t - 6.0 / 11
      return b0 * shifted * shifted + 0.75
    }
    if t < 10.0 / 11 {
      let shifted = t - 9.0 / 11
      return b0 * shifted * shifted + 15.0 / 16
    }
    let shifted = t - 21.0 / 22
    return b0 * shifted * shifted + 63.0 / 64
  }

  /// The derivative of ``bounceOut(_:)``.
  @inlinable
  static func bounceOutSlope(_ t: Double) -> Double {
    let twiceB0 = 15.125
    if t < 4.0 / 11 { return twiceB0 * t }
    if t < 8.0 / 11 { return twiceB0 * (t - 6.0 / 11) }
    if t < 10.0 / 11 { return twiceB0 * (t - 9.0 / 11) }
    return twiceB0 * (t - 21.0 / 22)
  }
}
