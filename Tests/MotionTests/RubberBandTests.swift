import Foundation
import Easing
import KineticsCore
import Motion
import Springs
import TestSupport
import Testing

@Suite struct RubberBandTests {
  /// (1 − 1/(x·c/d + 1))·d with c = 0.55: 100 points over 844 shows 844·(1 − 1/1.06516…).
  @Test func followsTheFormula() {
    let stretch: Double = 100 * 0.55 / 844
    let expected: Double = (1 - 1 / (stretch + 1)) * 844
    expectClose(rubberBand(offset: 100, dimension: 844), expected, ulps: 4)
    expectClose(rubberBand(offset: -100, dimension: 844), -expected, ulps: 4)
    #expect(rubberBand(offset: 0, dimension: 844) == 0)
    #expect(rubberBand(offset: 1e12, dimension: 844) < 844)
    #expect(rubberBand(offset: .infinity, dimension: 844) == 844)
    checkProperty("monotonic and below the pull", .doubles(in: 0...10_000)) { offset in
      let banded = rubberBand(offset: offset, dimension: 400)
      return banded <= offset && banded <= rubberBand(offset: offset + 1, dimension: 400)
    }
  }

  /// A tiny pull keeps its relative precision: 1e-20 points shows 0.55e-20·(1 − 6.5e-24), which
  /// is 5.5e-21 to every digit (the old form, 1 − 1/(1 + tiny), gave 0).
  @Test func tinyPullsKeepTheirPrecision() {
    expectClose(rubberBand(offset: 1e-20, dimension: 844), 5.5e-21, relative: 1e-15)
    expectClose(
      rubberBand(offset: .leastNonzeroMagnitude, dimension: 844), 0.55 * .leastNonzeroMagnitude,
      ulps: 1)
  }
}
