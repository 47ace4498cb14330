import Foundation
import Testing
@testable import BenchSupport

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
