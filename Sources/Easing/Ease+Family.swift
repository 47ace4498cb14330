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
    case .poly(let exponent): return pow(t, exponent)
    case .sine: return 1 - cos(t * (Double.pi / 2))
    case .exponential: return Ease.Family.normalizedPower(1 - t)
    case .exponentialPenner: return t == 0 ? 0 : exp2(10 * (t - 1))
    case .circular:
      let clamped = t < 0 ? 0 : (t > 1 ? 1 : t)
      return 1 - (1 - clamped * clamped).squareRoot()
    case .back(let s), .backPenner(let s): return t * t * ((s + 1) * t - s)
    case .elastic:
      let (a, q, sigma) = elasticParameters
      return a * Ease.Family.normalizedPower(1 - t) * sin((sigma + (1 - t)) / q)
    case .elasticPenner:
      let (a, q, sigma) = elasticParameters
      return t == 0 ? 0 : a * exp2(-10 * (1 - t)) * sin((sigma + (1 - t)) / q)
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
    case .back(let s), .backPenner(let s): return t * (3 * (s + 1) * t - 2 * s)
    case .elastic, .elasticPenner:
      let (a, q, sigma) = elasticParameters
      let r = 1 - t
      let phase = (sigma + r) / q
      // f(t) = a·P(r)·sin((σ + r)/q) with r = 1 − t and P(r) = (2^(−10r) − 2^−10)·1024/1023
      // (d3) or 2^(−10r) (Penner).
      var normalized = true
      if case .elasticPenner = self { normalized = false }
      let power = normalized ? Ease.Family.normalizedPower(r) : exp2(-10 * r)
      let scale = normalized ? 1024.0 / 1023 : 1
      let powerSlope = -10 * 0.693_147_180_559_945_3 * exp2(-10 * r) * scale
      return -a * (powerSlope * sin(phase) + power * cos(phase) / q)
    case .bounce: return Ease.Family.bounceOutSlope(1 - t)
    }
  }

  /// d3's `tpmt`: (2^(−10x) − 2^−10)·1024/1023, which is 1 at 0 and 0 at 1 exactly.
  @inlinable
  static func normalizedPower(_ x: Double) -> Double {
    (exp2(-10 * x) - 0.000_976_562_5) * 1024 / 1023
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
    return (a, q, asin(1 / a) * q)
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
