import KineticsNumerics

/// Division, square root, exponential, sine and cosine in double-double arithmetic (about 32
/// significant digits), for the references the tests and the benchmark compare the library
/// with, on every platform (arm64 has no Float80).
///
/// Methods, all textbook: division and square root by one Newton correction of the double
/// quotient or root (Dekker 1971); exp by reduction to r = x − k·ln 2, division of r by 2⁸,
/// the Taylor series and 8 squarings; sine and cosine by reduction modulo π/2 with a three-part
/// π/2 (good to 1e-25 absolute for |x| up to 1e7) and the Taylor series on [−π/4, π/4]. The
/// constants are mpmath's, split into doubles. Accuracy: within 1e-29 relative (exp 3e-30), checked
/// against 40-digit values in the tests.
extension DoubleDouble {
  /// ln 2 as high + low.
  static let ln2 = DoubleDouble(high: 0.6931471805599453, low: 2.3190468138462996e-17)
  /// π/2 as three doubles.
  static let halfPi = (1.5707963267948966, 6.123233995736766e-17, -1.4973849048591698e-33)

  package static func / (lhs: DoubleDouble, rhs: DoubleDouble) -> DoubleDouble {
    let first = lhs.high / rhs.high
    let remainder = lhs - rhs * DoubleDouble(first)
    let second = remainder.high / rhs.high
    let rest = remainder - rhs * DoubleDouble(second)
    return DoubleDouble(high: first, low: second) + DoubleDouble(rest.high / rhs.high)
  }

  package static func < (lhs: DoubleDouble, rhs: DoubleDouble) -> Bool {
    lhs.high < rhs.high || (lhs.high == rhs.high && lhs.low < rhs.low)
  }

  /// The magnitude.
  package var magnitude: DoubleDouble { high < 0 || (high == 0 && low < 0) ? -self : self }

  /// This value times 2^exponent, exactly (barring overflow and underflow).
  package func scaled(byPowerOfTwo exponent: Int) -> DoubleDouble {
    var result = self
    result.high = Double(sign: .plus, exponent: exponent, significand: high)
    result.low = Double(sign: .plus, exponent: exponent, significand: low)
    return result
  }

  /// √self for self ≥ 0.
  package func squareRoot() -> DoubleDouble {
    guard high > 0 else { return DoubleDouble(0) }
    let root = high.squareRoot()
    // One Newton step on the double root: r + (x − r²)/(2r).
    let correction = (self - DoubleDouble.product(root, root)).high / (2 * root)
    return DoubleDouble(high: root, low: correction)
  }

  /// e^x.
  package static func exp(_ x: DoubleDouble) -> DoubleDouble {
    if x.high > 709.8 { return DoubleDouble(.infinity) }
    if x.high < -745.2 { return DoubleDouble(0) }
    let k = (x.high / ln2.high).rounded()
    let reduced = (x - ln2 * DoubleDouble(k)).scaled(byPowerOfTwo: -8)
    // Σ rⁿ/n! for |r| ≤ 0.35/256: 12 terms leave less than 1e-40.
    var term = DoubleDouble(1)
    var sum = DoubleDouble(1)
    for n in 1...12 {
      term = term * reduced / DoubleDouble(Double(n))
      sum = sum + term
    }
    for _ in 0..<8 { sum = sum * sum }
    // 2^k in two steps, so that a k near ±1074 does not overflow the scale factor.
    let half = Int(k) / 2
    return sum.scaled(byPowerOfTwo: half).scaled(byPowerOfTwo: Int(k) - half)
  }

  /// (sin x, cos x).
  package static func sineCosine(_ x: DoubleDouble) -> (sine: DoubleDouble, cosine: DoubleDouble) {
    let quadrant = (x.high / halfPi.0).rounded()
    let reduced =
      x - DoubleDouble.product(quadrant, halfPi.0) - DoubleDouble.product(quadrant, halfPi.1)
      - DoubleDouble(quadrant * halfPi.2)
    let square = reduced * reduced
    // Taylor series on |r| ≤ π/4: 16 terms each leave less than 1e-40.
    var (sineTerm, cosineTerm) = (reduced, DoubleDouble(1))
    var (sine, cosine) = (reduced, DoubleDouble(1))
    for n in 1...16 {
      let k = Double(2 * n)
      sineTerm = -(sineTerm * square / DoubleDouble(k * (k + 1)))
      cosineTerm = -(cosineTerm * square / DoubleDouble((k - 1) * k))
      sine = sine + sineTerm
      cosine = cosine + cosineTerm
    }
    switch Int(quadrant.truncatingRemainder(dividingBy: 4) + 4) % 4 {
    case 0: return (sine, cosine)
    case 1: return (cosine, -sine)
    case 2: return (-sine, -cosine)
    default: return (-cosine, sine)
    }
  }

  /// (sinh x, cosh x): the Taylor series for |x| < ½ (no cancellation), else from e^x.
  package static func hyperbolicSineCosine(_ x: DoubleDouble)
    -> (sine: DoubleDouble, cosine: DoubleDouble)
  {
    if x.magnitude.high < 0.5 {
      let square = x * x
      var (sineTerm, cosineTerm) = (x, DoubleDouble(1))
      var (sine, cosine) = (x, DoubleDouble(1))
      for n in 1...16 {
        let k = Double(2 * n)
        sineTerm = sineTerm * square / DoubleDouble(k * (k + 1))
        cosineTerm = cosineTerm * square / DoubleDouble((k - 1) * k)
        sine = sine + sineTerm
        cosine = cosine + cosineTerm
      }
      return (sine, cosine)
    }
    let (up, down) = (exp(x), exp(-x))
    return ((up - down).scaled(byPowerOfTwo: -1), (up + down).scaled(byPowerOfTwo: -1))
  }
}
