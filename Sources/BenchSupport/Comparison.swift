/// One benchmark's time against a previous run.
public struct Comparison: Sendable, Equatable {
  /// The benchmark's name.
  public var name: String
  /// Median ns per value now.
  public var current: Double
  /// Median ns per value in the previous run.
  public var previous: Double
  /// current / previous: above 1 is slower.
  public var ratio: Double { current / previous }
  /// Whether the slowdown exceeds the threshold.
  public var isRegression: Bool

  /// Pairs results by name and flags those slower than `threshold` times the previous median.
  /// Benchmarks missing from either run are left out.
  public static func compare(
    _ current: [BenchmarkResult], with previous: [BenchmarkResult], threshold: Double
  ) -> [Comparison] {
    let previousByName = Dictionary(
      previous.map { ($0.name, $0.medianNanoseconds) }, uniquingKeysWith: { first, _ in first })
    return current.compactMap { result in
      guard let old = previousByName[result.name], old > 0 else { return nil }
      return Comparison(
        name: result.name, current: result.medianNanoseconds, previous: old,
        isRegression: result.medianNanoseconds > old * threshold)
    }
  }

  /// A text table of comparisons, regressions marked.
  public static func render(_ comparisons: [Comparison], threshold: Double) -> String {
    var lines = ["comparison with previous run (flagged: slower than \(threshold)x)"]
    for comparison in comparisons {
      let ratio = (comparison.ratio * 100).rounded() / 100
      lines.append(
        "\(comparison.isRegression ? "SLOWER" : "      ")  \(ratio)x  \(comparison.name)  "
          + "(\(comparison.previous) → \(comparison.current) ns)")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
