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
    _ benchmark: Benchmark, clock: @escaping () -> UInt64 = MonotonicClock.nanoseconds
  ) -> BenchmarkResult {
    let timer = SampleTimer(benchmark: benchmark, plan: self, clock: clock)
    let perElement = (0..<samples).map { _ in timer.sample() }
    return result(benchmark, timer.iterations, perElement)
  }

  /// Measures `benchmark` and `baseline` alternately — a sample of one, then a sample of the
  /// other, `samples` times, after both are calibrated and warmed — so that a change in the
  /// machine's speed during the run affects both alike. The result is `benchmark`'s, with the
  /// median of the per-sample ratios to the baseline.
  public func measure(
    _ benchmark: Benchmark, against baseline: Benchmark,
    clock: @escaping () -> UInt64 = MonotonicClock.nanoseconds
  ) -> BenchmarkResult {
    let subjectTimer = SampleTimer(benchmark: benchmark, plan: self, clock: clock)
    let baselineTimer = SampleTimer(benchmark: baseline, plan: self, clock: clock)
    var (times, ratios) = ([Double](), [Double]())
    for _ in 0..<samples {
      let time = subjectTimer.sample()
      times.append(time)
      ratios.append(time / baselineTimer.sample())
    }
    var measured = result(benchmark, subjectTimer.iterations, times)
    measured.baseline = baseline.name
    measured.ratioToBaseline = Statistics(ratios).median
    return measured
  }

  /// The result record of `perElement` samples.
  func result(_ benchmark: Benchmark, _ iterations: Int, _ perElement: [Double])
    -> BenchmarkResult
  {
    let statistics = Statistics(perElement)
    return BenchmarkResult(
      name: benchmark.name, elements: benchmark.elements, iterationsPerSample: iterations,
      samples: samples, medianNanoseconds: statistics.median, p10Nanoseconds: statistics.p10,
      p90Nanoseconds: statistics.p90, madNanoseconds: statistics.medianAbsoluteDeviation,
      elementsPerFrame: statistics.median > 0 ? 8_333_333.3 / statistics.median : .infinity,
      checksum: benchmark.checksum(), accuracy: benchmark.accuracy?())
  }
}

/// Times one benchmark: calibrated on creation to samples of at least the plan's minimum time
/// and warmed up; each `sample()` returns nanoseconds per value.
struct SampleTimer {
  let benchmark: Benchmark
  let clock: () -> UInt64
  private(set) var iterations = 1

  init(benchmark: Benchmark, plan: MeasurementPlan, clock: @escaping () -> UInt64) {
    self.benchmark = benchmark
    self.clock = clock
    var elapsed = timeRuns(iterations)
    while elapsed < plan.minimumSampleNanoseconds {
      iterations = plan.nextIterations(after: iterations, took: elapsed)
      elapsed = timeRuns(iterations)
    }
    var warmed: UInt64 = elapsed
    while warmed < plan.warmUpNanoseconds { warmed &+= timeRuns(iterations) }
  }

  /// Nanoseconds for `count` runs.
  func timeRuns(_ count: Int) -> UInt64 {
    let start = clock()
    for _ in 0..<count { benchmark.run() }
    return clock() &- start
  }

  /// One timed sample, in nanoseconds per value.
  func sample() -> Double {
    Double(timeRuns(iterations)) / Double(iterations * benchmark.elements)
  }
}
