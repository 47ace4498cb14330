import Foundation
import Testing
@testable import BenchSupport

@Suite struct StatisticsTests {
  @Test func percentilesInterpolateBetweenRanks() {
    let sorted: [Double] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    // NumPy: np.percentile(range(1, 11), [10, 50, 90]) == [1.9, 5.5, 9.1].
    #expect(abs(Statistics.percentile(10, ofSorted: sorted) - 1.9) < 1e-12)
    #expect(Statistics.percentile(50, ofSorted: sorted) == 5.5)
    #expect(abs(Statistics.percentile(90, ofSorted: sorted) - 9.1) < 1e-12)
    #expect(Statistics.percentile(0, ofSorted: sorted) == 1)
    #expect(Statistics.percentile(100, ofSorted: sorted) == 10)
  }

  @Test func medianAbsoluteDeviation() {
    // Deviations from the median 2 of [1, 1, 2, 2, 4, 6, 9] are [1, 1, 0, 0, 2, 4, 7]: MAD 1.
    let statistics = Statistics([9, 1, 2, 6, 1, 4, 2])
    #expect(statistics.median == 2)
    #expect(statistics.medianAbsoluteDeviation == 1)
    #expect(statistics.minimum == 1)
  }
}
