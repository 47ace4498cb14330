import KineticsNumerics
import Testing

/// WideExponentDouble against values worked exactly by hand: every operand below is a small
/// integer times a power of two, so each expected result is exact.
@Suite struct WideExponentDoubleTests {
  typealias Wide = WideExponentDouble

  /// 2^exponent, for any exponent.
  static func power(_ exponent: Int) -> Wide { Wide(1).scaled(byPowerOfTwo: exponent) }

  @Test func productsLeaveAndReenterTheDoubleRange() {
    // 2^600 · 2^600 · 2^-1100 = 2^100; (3·2^1000)·(5·2^1000)·2^-1990 = 15·2^10.
    #expect((Self.power(600) * Self.power(600) * Self.power(-1100)).doubleValue == 0x1p100)
    let fifteen = Wide(3 * 0x1p1000) * Wide(5 * 0x1p1000) * Self.power(-1990)
    #expect(fifteen.doubleValue == 15360)
    // Results beyond the range: 1e308·10 overflows, 1e-308·1e-100 underflows to 0, and
    // 2^-1000·2^-74 is the smallest subnormal exactly.
    #expect((Wide(1e308) * Wide(10)).doubleValue == .infinity)
    #expect((Wide(-1e308) * Wide(10)).doubleValue == -.infinity)
    #expect((Wide(1e-308) * Wide(1e-100)).doubleValue == 0)
    #expect((Self.power(-1000) * Self.power(-74)).doubleValue == 0x1p-1074)
  }

  @Test func sumsCancelAsWithAnUnboundedExponent() {
    // 2^2000 − 2^2000 + 1 = 1: the huge terms cancel exactly before the small one is added.
    let huge = Self.power(1000) * Self.power(1000)
    let negativeHuge = Wide(-1) * huge
    #expect((huge + negativeHuge + Wide(1)).doubleValue == 1)
    // (2^1100 + 1) − 2^1100 = 0: 1 is far below half an ulp of 2^1100, as with doubles.
    let large = Self.power(550) * Self.power(550)
    #expect((large + Wide(1) + Wide(-1) * large).doubleValue == 0)
    // Signs: −3·2^1500 + 2·2^1500 = −2^1500, scaled back to −1.
    let sum = Wide(-3) * Self.power(1500) + Wide(2) * Self.power(1500)
    #expect(sum.scaled(byPowerOfTwo: -1500).doubleValue == -1)
    #expect(!sum.isPositive && (Wide(-1) * sum).isPositive && !Wide.zero.isPositive)
    // Zero is the identity of the sum, on either side.
    #expect((Wide.zero + Wide(0.75)).doubleValue == 0.75)
    #expect((Wide(0.75) + Wide.zero).doubleValue == 0.75)
    // Addends whose exponents differ by more than the double range: the smaller is flushed.
    #expect(
      (Self.power(1500) * Self.power(1500) + Wide(1)).scaled(byPowerOfTwo: -3000).doubleValue == 1)
  }

  @Test func quotientsRoundOnce() {
    // (1.5·2^2000)/(2^2046) = 1.5·2^-46; 1/3 rounds to the double nearest a third.
    let numerator = Wide(1.5) * Self.power(1000) * Self.power(1000)
    let denominator = Self.power(1023) * Self.power(1023)
    #expect(Wide.quotient(numerator, denominator) == 1.5 * 0x1p-46)
    #expect(Wide.quotient(Wide(1) * Self.power(2000), Wide(3) * Self.power(2000)) == 1.0 / 3)
    #expect(Wide.quotient(Self.power(1000) * Self.power(1000), Wide(1)) == .infinity)
    let tiny = Wide.quotient(Wide(-1), Self.power(1000) * Self.power(100))
    #expect(tiny == 0 && tiny.sign == .minus)
  }
}
