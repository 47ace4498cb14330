/// How samples are taken: calibration to a minimum sample time, warm-up, repeated samples.
public struct MeasurementPlan: Sendable, Equatable {
  /// The shortest time one sample may take, in nanoseconds (1 ms by default: a clock read costs
  /// 20–50 ns here, so its share stays below 0.01%).
  public var minimumSampleNanoseconds: UInt64 = 1_000_000
  /// Warm-up time before sampling, in nanoseconds.
  public var warmUpNanoseconds: UInt64 = 20_000_000
  /// How many timed samples to take.
  public var samples: Int = 15

  /// The plan for `--quick`: a few samples, short warm-up (for CI, not for the record).
  public static let quick = MeasurementPlan(
    minimumSampleNanoseconds: 1_000_000, warmUpNanoseconds: 2_000_000, samples: 3)

  /// Creates a plan.
  public init(
    minimumSampleNanoseconds: UInt64 = 1_000_000, warmUpNanoseconds: UInt64 = 20_000_000,
    samples: Int = 15
  ) {
    precondition(samples > 0, "MeasurementPlan: samples must be positive")
    self.minimumSampleNanoseconds = minimumSampleNanoseconds
    self.warmUpNanoseconds = warmUpNanoseconds
    self.samples = samples
  }

  /// The next iteration count to try when `iterations` runs took `elapsed` nanoseconds and a
  /// sample must last at least `minimumSampleNanoseconds`: a jump straight to the estimate plus
  /// 20%, at least doubling and at most multiplying by 100 per step so that a timer glitch cannot
  /// run away.
  public func nextIterations(after iterations: Int, took elapsed: UInt64) -> Int {
    guard elapsed > 0 else { return iterations * 100 }
    let estimate = Double(iterations) * Double(minimumSampleNanoseconds) / Double(elapsed) * 1.2
    let bounded = min(max(estimate, Double(iterations) * 2), Double(iterations) * 100)
    return Int(bounded.rounded(.up))
  }

  /// Measures `benchmark` with this plan, reading time from `clock` (nanoseconds).
  public func measure(
    _ benchmark: Benchmark, clock: () -> UInt64 = MonotonicClock.nanoseconds
  ) -> BenchmarkResult {
    func timeRuns(_ count: Int) -> UInt64 {
      let start = clock()
      for _ in 0..<count { benchmark.run() }
      return clock() &- start
    }
    var iterations = 1
    var elapsed = timeRuns(iterations)
    while elapsed < minimumSampleNanoseconds {
      iterations = nextIterations(after: iterations, took: elapsed)
      elapsed = timeRuns(iterations)
    }
    var warmed: UInt64 = elapsed
    while warmed < warmUpNanoseconds { warmed &+= timeRuns(iterations) }
    let perElement = (0..<samples).map { _ in
      Double(timeRuns(iterations)) / Double(iterations * benchmark.elements)
    }
    let statistics = Statistics(perElement)
    return BenchmarkResult(
      name: benchmark.name, elements: benchmark.elements, iterationsPerSample: iterations,
      samples: samples, medianNanoseconds: statistics.median, p10Nanoseconds: statistics.p10,
      p90Nanoseconds: statistics.p90, madNanoseconds: statistics.medianAbsoluteDeviation,
      elementsPerFrame: statistics.median > 0 ? 8_333_333.3 / statistics.median : .infinity,
      checksum: benchmark.checksum(), accuracy: benchmark.accuracy?())
  }
}
