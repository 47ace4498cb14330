import KineticsNumerics
import TestSupport
import Testing

/// The double-double functions the references use, against mpmath at 60 digits (each value
/// rounded to a double-double: high + low); relative error within 1e-29 (exp, measured: 3e-30,
/// from its eight squarings; the others 1e-31).
@Suite struct DoubleDoubleFunctionTests {
  static let cases: [(String, Double, (Double, Double))] = [
    ("exp", 1.0, (2.718281828459045, 1.4456468917292502e-16)),
    ("exp", 0.5, (1.6487212707001282, -4.731568479435833e-17)),
    ("exp", -700.0, (9.85967654375977e-305, 172 * Double.leastNonzeroMagnitude)),
    ("exp", 100.3, (3.628578599676532e+43, 8.62496699245366e+26)),
    ("exp", 1e-10, (1.0000000001, -8.269037096265652e-18)),
    ("sin", 1.0, (0.8414709848078965, 1.776845092935536e-18)),
    ("cos", 1.0, (0.5403023058681398, -4.760954612604417e-17)),
    ("sin", -3.5, (0.35078322768961984, 1.1655739256927901e-17)),
    ("cos", -3.5, (-0.9364566872907963, 3.5955391095995e-18)),
    ("sin", 10000000.0, (0.4205477931907825, -1.269293621916956e-17)),
    ("cos", 10000000.0, (-0.9072703861817396, 4.6438892062420537e-17)),
    ("sin", 0.7853981633974483, (0.7071067811865475, 4.1036934489363755e-17)),
    ("cos", 0.7853981633974483, (0.7071067811865476, -2.6687565161377232e-17)),
    ("sinh", 0.25, (0.2526123168081683, -5.550352555023456e-18)),
    ("cosh", 0.25, (1.0314130998795732, -1.5782222089554954e-17)),
    ("sinh", 3.0, (10.017874927409903, -6.97789774734877e-16)),
    ("cosh", 3.0, (10.067661995777765, 5.150335194797485e-16)),
    ("sinh", -20.0, (-242582597.70489514, 7.865629467297586e-10)),
    ("cosh", -20.0, (242582597.70489514, 1.2745906757087991e-09)),
  ]

  @Test func functionsReachThirtyDigits() {
    for (name, argument, expected) in Self.cases {
      let x = DoubleDouble(argument)
      let value: DoubleDouble
      switch name {
      case "exp": value = DoubleDouble.exp(x)
      case "sin": value = DoubleDouble.sineCosine(x).sine
      case "cos": value = DoubleDouble.sineCosine(x).cosine
      case "sinh": value = DoubleDouble.hyperbolicSineCosine(x).sine
      default: value = DoubleDouble.hyperbolicSineCosine(x).cosine
      }
      let exact = DoubleDouble(high: expected.0, low: expected.1)
      let error = abs((value - exact).value) / abs(exact.value)
      #expect(error <= 1e-29, "\(name)(\(argument)): relative error \(error)")
    }
  }

  /// 1/3 = 0.333… as 0.3333333333333333 + 1.850371707708594e-17; √2 squared back is 2.
  @Test func divisionAndSquareRoot() {
    let third = DoubleDouble(1) / DoubleDouble(3)
    #expect(
      abs((third - DoubleDouble(high: 0.3333333333333333, low: 1.850371707708594e-17)).value)
        <= 1e-32)
    let root = DoubleDouble(2).squareRoot()
    #expect(abs((root * root - DoubleDouble(2)).value) <= 1e-31)
  }
}
