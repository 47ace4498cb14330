/// The measured result of one benchmark.
public struct BenchmarkResult: Codable, Sendable, Equatable {
  /// The benchmark's name.
  public var name: String
  /// Values per run.
  public var elements: Int
  /// Runs per timed sample, chosen so that a sample lasts at least the minimum sample time.
  public var iterationsPerSample: Int
  /// Number of timed samples.
  public var samples: Int
  /// Median time per value, in nanoseconds.
  public var medianNanoseconds: Double
  /// 10th percentile time per value, in nanoseconds.
  public var p10Nanoseconds: Double
  /// 90th percentile time per value, in nanoseconds.
  public var p90Nanoseconds: Double
  /// Median absolute deviation of the time per value, in nanoseconds.
  public var madNanoseconds: Double
  /// Values per 120 Hz frame (8.33 ms) at the median time.
  public var elementsPerFrame: Double
  /// The benchmark's checksum.
  public var checksum: Double
  /// The benchmark's accuracy note, if any.
  public var accuracy: String?
  /// The baseline it was timed against, if any.
  public var baseline: String?
  /// The median over samples of (this sample's time ÷ the baseline's sample taken right after
  /// it): below 1 is faster than the baseline.
  public var ratioToBaseline: Double?
}
