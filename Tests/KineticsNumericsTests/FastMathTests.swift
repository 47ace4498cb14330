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
}
