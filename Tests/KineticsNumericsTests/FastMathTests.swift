import KineticsNumerics
import References
import TestSupport
import Testing

/// Kinetics' own sinusoid kernel against double-double references (the References module's
/// series, about 1e-32 relative): the accuracy its documentation states.
@Suite struct FastMathTests {
  @Test func sinusoidIsWithinTwoUlpOfItsWeights() {
    var generator = Xoshiro256StarStar(seed: 7)
    var (worst, worstPair) = (0.0, 0.0)
    for _ in 0..<20_000 {
      let x =
        Double.random(in: -1e6...1e6, using: &generator)
        * (Bool.random(using: &generator) ? 1 : 1e-6)
      let (a, b) = (
        Double.random(in: -2...2, using: &generator), Double.random(in: -2...2, using: &generator)
      )
      let (sine, cosine) = DoubleDouble.sineCosine(DoubleDouble(x))
      let expected = DoubleDouble(a) * cosine + DoubleDouble(b) * sine
      let result = fastSinusoid(x, cosineWeight: a, sineWeight: b)
      let error = abs((DoubleDouble(result) - expected).high) / (abs(a) + abs(b)).ulp
      worst = max(worst, error)
      // The sine and cosine pair: each within 2 ulp of 1.
      let (fastSine, fastCosine) = fastSineCosine(x)
      worstPair = max(
        worstPair, abs((DoubleDouble(fastSine) - sine).high) / 1.0.ulp,
        abs((DoubleDouble(fastCosine) - cosine).high) / 1.0.ulp)
    }
    #expect(worst <= 2, "worst error \(worst) ulp of |a| + |b|")
    #expect(worstPair <= 2, "worst error of the pair \(worstPair) ulp of 1")
  }

  /// e^x − 1 against the double-double reference: x from −0 down to −∞, magnitudes from
  /// subnormal up, within one ulp of the exact value (0.85 seen); the scalar form and the
  /// eight lanes give the same bits.
  @Test func exponentialMinusOneIsWithinOneUlp() {
    var generator = Xoshiro256StarStar(seed: 11)
    var arguments: [Double] = [
      -0.0, -Double.leastNonzeroMagnitude, -1e-300, -1e-17, -0.34657359027997264, -1, -40, -41,
    ]
    arguments += [-745, -1e300, -.greatestFiniteMagnitude, -.infinity]
    for _ in 0..<40_000 {
      arguments.append(-Double.random(in: 0...60, using: &generator))
      arguments.append(-exp2(Double.random(in: -1074...6, using: &generator)))
    }
    var worst = 0.0
    for x in arguments {
      let result = fastExponentialMinusOne(x)
      let expected = Self.exponentialMinusOne(x)
      let error = abs((DoubleDouble(result) - expected).high) / expected.high.magnitude.ulp
      worst = max(worst, error)
      #expect(error <= 1, "e^\(x) − 1: \(result), exactly \(expected.high)")
    }
    #expect(worst > 0.25, "the sweep reached no rounding at all: \(worst) ulp")
    for start in stride(from: 0, to: arguments.count - 8, by: 8) {
      let lanes = SIMD8(arguments[start..<start + 8])
      let results = FastMath.exponentialMinusOne(lanes)
      for lane in 0..<8 {
        #expect(
          results[lane].bitPattern == fastExponentialMinusOne(lanes[lane]).bitPattern,
          "lane \(lane) of e^x − 1 at \(lanes[lane])")
      }
    }
  }

  /// e^x − 1 to about 1e-30 relative: its series where the cancellation of e^x − 1 would cost
  /// digits, else the double-double exponential minus one.
  static func exponentialMinusOne(_ x: Double) -> DoubleDouble {
    guard abs(x) < 1e-2 else { return DoubleDouble.exp(DoubleDouble(x)) - DoubleDouble(1) }
    var term = DoubleDouble(x)
    var sum = term
    for n in 2...16 {
      term = term * DoubleDouble(x) / DoubleDouble(Double(n))
      sum = sum + term
    }
    return sum
  }
}
