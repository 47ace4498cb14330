/// Order statistics of a sample of timings.
public struct Statistics: Sendable, Equatable {
  /// The median.
  public var median: Double
  /// The 10th percentile.
  public var p10: Double
  /// The 90th percentile.
  public var p90: Double
  /// The median absolute deviation from the median (unscaled).
  public var medianAbsoluteDeviation: Double
  /// The smallest value.
  public var minimum: Double

  /// Computes the statistics of a non-empty sample.
  public init(_ sample: [Double]) {
    precondition(!sample.isEmpty, "Statistics: sample must not be empty")
    let sorted = sample.sorted()
    median = Statistics.percentile(50, ofSorted: sorted)
    p10 = Statistics.percentile(10, ofSorted: sorted)
    p90 = Statistics.percentile(90, ofSorted: sorted)
    minimum = sorted[0]
    let center = median
    let deviations = sorted.map { abs($0 - center) }.sorted()
    medianAbsoluteDeviation = Statistics.percentile(50, ofSorted: deviations)
  }

  /// The `percent` percentile (0…100) of an ascending, non-empty sample, interpolating linearly
  /// between closest ranks (the definition of NumPy's default and of Excel's PERCENTILE.INC).
  public static func percentile(_ percent: Double, ofSorted sorted: [Double]) -> Double {
    precondition(!sorted.isEmpty, "percentile: sample must not be empty")
    precondition((0...100).contains(percent), "percentile: percent must lie in 0...100")
    let position = percent / 100 * Double(sorted.count - 1)
    let lower = Int(position.rounded(.down))
    let upper = min(lower + 1, sorted.count - 1)
    let fraction = position - Double(lower)
    return sorted[lower] + (sorted[upper] - sorted[lower]) * fraction
  }
}
