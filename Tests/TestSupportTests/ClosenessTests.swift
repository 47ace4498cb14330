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

  #if arch(x86_64) && !os(Windows)
    /// √2 to 20 digits is 1.41421356237309504880 (OEIS A002193).
    @Test func bisectionFindsTheRootToTheLastBit() {
      let root = Float80Reference.bisectRoot(lower: 1, upper: 2) { $0 * $0 - 2 }
      #expect(abs(root - Float80(1.41421356237309504880)) <= 2 * root.ulp)
    }
  #endif
}
