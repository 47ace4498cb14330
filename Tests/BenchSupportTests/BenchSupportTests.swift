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

@Suite struct MeasurementTests {
  @Test func nextIterationsJumpsToTheEstimateWithinBounds() {
    let plan = MeasurementPlan(minimumSampleNanoseconds: 1_000_000)
    #expect(plan.nextIterations(after: 10, took: 100_000) == 120)
    #expect(plan.nextIterations(after: 10, took: 900_000) == 20)
    #expect(plan.nextIterations(after: 10, took: 1) == 1000)
    #expect(plan.nextIterations(after: 10, took: 0) == 1000)
  }

  /// A fake clock that advances 250 ns per run: calibration must reach ≥ 1 ms per sample, and
  /// the per-element time must be exactly 250 ns / elements.
  @Test func calibratesWithAFakeClock() {
    final class FakeTime: @unchecked Sendable { var now: UInt64 = 0 }
    let time = FakeTime()
    let benchmark = Benchmark("fake", elements: 5, checksum: { 42 }) { time.now += 250 }
    let plan = MeasurementPlan(
      minimumSampleNanoseconds: 1_000_000, warmUpNanoseconds: 5_000_000, samples: 7)
    let result = plan.measure(benchmark) { time.now }
    #expect(result.iterationsPerSample * 250 >= 1_000_000)
    #expect(result.medianNanoseconds == 50)
    #expect(result.madNanoseconds == 0)
    #expect(result.samples == 7)
    #expect(result.checksum == 42)
    #expect(abs(result.elementsPerFrame - 8_333_333.3 / 50) < 1e-6)
  }

  /// Two benchmarks timed alternately on a fake clock whose speed halves half-way through the
  /// samples: each ratio is taken between neighbouring samples, so the slowdown cancels and
  /// the median ratio is exactly 3 (750 ns per run against 250), though the subject's own
  /// times double.
  @Test func interleavedSamplesGiveTheRatioDespiteASlowdown() {
    final class FakeTime: @unchecked Sendable {
      var now: UInt64 = 0
      var factor: UInt64 = 1
      var runs = 0
    }
    let time = FakeTime()
    let subject = Benchmark("subject", elements: 1, baseline: "base", checksum: { 1 }) {
      time.now += 750 * time.factor
    }
    let baseline = Benchmark("base", elements: 1, checksum: { 1 }) {
      time.now += 250 * time.factor
      time.runs += 1
      if time.runs == 40_000 { time.factor = 2 }
    }
    let plan = MeasurementPlan(
      minimumSampleNanoseconds: 1_000_000, warmUpNanoseconds: 1_000_000, samples: 9)
    let result = plan.measure(subject, against: baseline) { time.now }
    #expect(result.ratioToBaseline == 3)
    #expect(result.baseline == "base")
    #expect(result.p90Nanoseconds > result.p10Nanoseconds)  // the slowdown shows in the times
  }
}

@Suite struct BenchOptionsTests {
  @Test func parsesEveryFlag() throws {
    let options = try BenchOptions.parse([
      "--filter", "bezier", "--quick", "--format", "json", "--output", "out.json", "--samples", "4",
      "--compare", "old.json", "--threshold", "1.5", "--allow-debug", "--list",
    ])
    #expect(options.filter == "bezier")
    #expect(options.quick && options.allowDebug && options.list)
    #expect(options.format == .json)
    #expect(options.outputPath == "out.json")
    #expect(options.comparePath == "old.json")
    #expect(options.slowdownThreshold == 1.5)
    #expect(options.plan.samples == 4)
    #expect(options.selects("Easing/bezier/batch"))
    #expect(!options.selects("Springs/step"))
  }

  @Test(arguments: [
    (["--format", "xml"], "--format: 'xml' is not one of text, markdown, json"),
    (["--filter"], "--filter needs a value"),
    (["--filter", "("], "--filter: '(' is not a valid regular expression"),
    (["--samples", "0"], "--samples: '0' must be a positive integer"),
    (["--threshold", "0.5"], "--threshold: '0.5' must be a number greater than 1"),
    (["--fast"], "unknown argument '--fast'"),
  ])
  func rejectsBadArguments(arguments: [String], message: String) {
    #expect(throws: BenchOptions.ParseError(description: message)) {
      try BenchOptions.parse(arguments)
    }
  }
}

@Suite struct ReportTests {
  let results = [
    BenchmarkResult(
      name: "a/b", elements: 10, iterationsPerSample: 3, samples: 5, medianNanoseconds: 2,
      p10Nanoseconds: 1.5, p90Nanoseconds: 3, madNanoseconds: 0.1, elementsPerFrame: 4e6,
      checksum: 1.5, accuracy: "max error 1e-16"),
    BenchmarkResult(
      name: "c/d", elements: 1, iterationsPerSample: 3, samples: 5, medianNanoseconds: 200,
      p10Nanoseconds: 150, p90Nanoseconds: 300, madNanoseconds: 10, elementsPerFrame: 4e4,
      checksum: 2, accuracy: nil),
  ]

  @Test func jsonHasOneRecordPerBenchmarkAndRoundTrips() throws {
    let report = BenchmarkReport(machine: "m", command: "bench", quick: true, results: results)
    let json = try report.rendered(as: .json)
    let decoded = try JSONDecoder().decode(BenchmarkReport.self, from: Data(json.utf8))
    #expect(decoded == report)
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    #expect((object?["results"] as? [Any])?.count == 2)
  }

  @Test func markdownAndTextTablesListEveryBenchmark() throws {
    let report = BenchmarkReport(machine: "m", command: "bench", quick: false, results: results)
    let markdown = try report.rendered(as: .markdown)
    #expect(markdown.split(separator: "\n").count == 4)
    #expect(markdown.contains("| a/b | 2.00 |"))
    let text = try report.rendered(as: .text)
    #expect(text.contains("c/d") && text.contains("4.00M") && text.contains("40.0k"))
    let wide = try report.rendered(as: .text, wide: true)
    #expect(wide.contains("max error 1e-16") && !text.contains("max error 1e-16"))
  }

  @Test func theDefaultTextTableFits100ColumnsAndNamesBaselines() throws {
    var long = results
    long[0].name = String(repeating: "Springs/value/", count: 10) + "end"
    long[0].baseline = "a baseline"
    long[0].ratioToBaseline = 0.3125
    let text = try BenchmarkReport(machine: "m", command: "bench", quick: false, results: long)
      .rendered(as: .text)
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 100 }, "\(text)")
    #expect(text.contains("0.31x") && text.contains("vs a baseline"))
    #expect(text.hasPrefix("ns: median per value"))
  }

  @Test func comparisonFlagsSlowdownsBeyondTheThreshold() {
    var slower = results
    slower[0].medianNanoseconds = 3  // 1.5x slower
    slower[1].medianNanoseconds = 210  // 1.05x slower
    let comparisons = Comparison.compare(slower, with: results, threshold: 1.25)
    #expect(comparisons.map(\.isRegression) == [true, false])
    #expect(comparisons[0].ratio == 1.5)
    #expect(Comparison.render(comparisons, threshold: 1.25).contains("SLOWER  1.5x  a/b"))
  }
}
