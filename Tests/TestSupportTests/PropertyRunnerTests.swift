import Foundation
import Testing

@testable import TestSupport

@Suite struct PropertyRunnerTests {
  /// The planted failure: x < 0.5 fails for every x ≥ 0.5 in [0, 1]; the smallest failing input,
  /// and the one greedy shrinking must reach (0.5 is a short decimal between the failure and 0),
  /// is exactly 0.5.
  @Test func plantedFailureIsFoundShrunkAndReported() throws {
    let configuration = PropertyConfiguration(runSeed: 42, cases: 100)
    let failure = try #require(
      findFailure("below one half", .doubles(in: 0...1), configuration: configuration) { $0 < 0.5 })
    #expect(failure.original >= 0.5)
    #expect(failure.shrunk == 0.5)
    #expect(failure.runSeed == 42)
    #expect(failure.report.contains("below one half"))
    #expect(failure.report.contains("PROP_SEED=0x2a"))
    #expect(failure.report.contains("PROP_CASE_SEED=0x\(String(failure.caseSeed, radix: 16))"))
    #expect(failure.report.contains("shrunk input:   0.5"))
  }

  @Test func replayingTheCaseSeedReproducesTheOriginalInput() throws {
    let configuration = PropertyConfiguration(runSeed: 7, cases: 100)
    let failure = try #require(
      findFailure("small", .doubles(in: -10...10), configuration: configuration) { abs($0) < 3 })
    let replay = PropertyConfiguration(runSeed: 0, cases: 1, caseSeed: failure.caseSeed)
    let replayed = try #require(
      findFailure("small", .doubles(in: -10...10), configuration: replay) { abs($0) < 3 })
    #expect(replayed.original == failure.original)
    #expect(abs(replayed.shrunk) == 3)
  }

  @Test func checkPropertyRecordsExactlyOneIssueForAFailure() {
    let counter = IssueCounter()
    withKnownIssue {
      checkProperty("always false", .doubles(in: 0...1), cases: 50) { _ in false }
    } matching: { _ in
      counter.add()
      return true
    }
    #expect(counter.count == 1)
  }

  /// Shrinking stops at its time budget: a slow property (1 ms a case) that always fails
  /// reports within a second with a budget of 0.05 s, and says so.
  @Test func shrinkingStopsAtItsTimeBudget() throws {
    let start = ContinuousClock.now
    let failure = try #require(
      findFailure(
        "slow", .doubles(in: 0...1e6), configuration: PropertyConfiguration(runSeed: 1, cases: 5),
        shrinkBudget: .milliseconds(50)
      ) { _ in
        Thread.sleep(forTimeInterval: 0.001)
        return false
      })
    #expect(ContinuousClock.now - start < .seconds(1))
    #expect(failure.shrinkingTimedOut || failure.shrunk == 0)
    #expect(!failure.shrinkingTimedOut || failure.report.contains("stopped at the time budget"))
  }

  @Test func aThrowingPropertyFailsWithTheErrorInTheReport() throws {
    struct Planted: Error {}
    let failure = try #require(
      findFailure(
        "throws", .doubles(in: 1...2), configuration: PropertyConfiguration(cases: 5)
      ) { _ in throw Planted() })
    #expect(failure.shrunk == 1)
    #expect(failure.thrownError == "Planted()")
  }

  @Test func aHoldingPropertyReportsNothing() {
    let configuration = PropertyConfiguration(cases: 500)
    #expect(
      findFailure("in range", .doubles(in: -2...3), configuration: configuration) {
        (-2...3).contains($0)
      } == nil)
  }

  @Test func tuplesShrinkEachComponent() throws {
    let pairs = Generator<(Double, Double)>.zip(.doubles(in: 0...100), .doubles(in: 0...100))
    let failure = try #require(
      findFailure("sum below 50", pairs, configuration: PropertyConfiguration(cases: 200)) {
        $0.0 + $0.1 < 50
      })
    #expect(failure.shrunk.0 + failure.shrunk.1 >= 50)
    // Shrinking moves the first component to 0 and leaves the second at the boundary.
    #expect(failure.shrunk.0 == 0)
    #expect(failure.shrunk.1 == 50)
  }

  @Test func environmentOverridesSeedsAndCases() {
    let configuration = PropertyConfiguration.from(
      environment: ["PROP_SEED": "0x10", "PROP_CASES": "3", "PROP_CASE_SEED": "99"],
      defaultCases: 100)
    #expect(configuration == PropertyConfiguration(runSeed: 16, cases: 3, caseSeed: 99))
    #expect(configuration.caseSeeds == [99])
    let defaults = PropertyConfiguration.from(environment: [:], defaultCases: 12)
    #expect(defaults.runSeed == PropertyConfiguration.defaultSeed)
    #expect(defaults.caseSeeds.count == 12)
  }
}

/// Counts the issues a known-issue block records.
final class IssueCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  func add() { lock.withLock { value += 1 } }
  var count: Int { lock.withLock { value } }
}
