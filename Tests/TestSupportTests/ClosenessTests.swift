import KineticsNumerics
import Testing

@testable import TestSupport

@Suite struct ClosenessTests {
  @Test func measuresAbsoluteRelativeAndUlps() {
    let error = ErrorMeasure(actual: 1.0.nextUp.nextUp, expected: 1)
    #expect(error.ulps == 2)
    #expect(error.absolute == 2 * 1.0.ulp)
    #expect(error.relative == 2 * 1.0.ulp)
    #expect(ErrorMeasure(actual: -0.0, expected: 0).ulps == 0)
    #expect(
      ErrorMeasure(actual: Double.leastNonzeroMagnitude, expected: -.leastNonzeroMagnitude).ulps
        == 2)
    #expect(ErrorMeasure(actual: .nan, expected: .nan).absolute == 0)
    #expect(ErrorMeasure(actual: .nan, expected: 1).ulps == .infinity)
    #expect(ErrorMeasure(actual: 1, expected: 0).relative == .infinity)
  }

  @Test func anyToleranceSuffices() {
    let error = ErrorMeasure(actual: 1.001, expected: 1)
    #expect(error.isWithin(absolute: 0.01, relative: nil, ulps: nil))
    #expect(error.isWithin(absolute: 1e-9, relative: 0.01, ulps: nil))
    #expect(!error.isWithin(absolute: 1e-9, relative: 1e-9, ulps: 4))
  }

  @Test func expectCloseRecordsAnIssueOnlyWhenOutsideTolerance() {
    expectClose(1 + 1e-12, 1, absolute: 1e-11)
    withKnownIssue { expectClose(1.1, 1, relative: 0.01) }
  }

  /// √2 = 1.41421356237309504880168872420969807857 (OEIS A002193), as the double-double
  /// 1.4142135623730951 − 9.667293313452913e-17: bisection and the square root both reach it to
  /// 1e-31.
  @Test func doubleDoubleReferencesReachThirtyDigits() {
    let root2 = DoubleDouble(high: 1.4142135623730951, low: -9.667293313452913e-17)
    let bisected = Bisection.root(lower: DoubleDouble(1), upper: DoubleDouble(2)) {
      $0 * $0 - DoubleDouble(2)
    }
    #expect(abs((bisected - root2).value) <= 1e-31)
    #expect(abs((DoubleDouble(2).squareRoot() - root2).value) <= 1e-31)
  }
}
