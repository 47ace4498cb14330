import Foundation
import Testing

/// How many cases a property runs and from which seed; read from the environment so that a
/// failure can be replayed.
///
/// - `PROP_SEED`: the run seed (decimal or `0x` hex); default ``PropertyConfiguration/defaultSeed``.
/// - `PROP_CASES`: the number of cases for every property, overriding each property's default.
/// - `PROP_CASE_SEED`: run exactly one case with this case seed (printed by a failure).
public struct PropertyConfiguration: Sendable, Equatable {
  /// The fixed default run seed ("Kinetics" in ASCII).
  public static let defaultSeed: UInt64 = 0x4B69_6E65_7469_6373

  /// The seed from which every case seed of the run is derived.
  public var runSeed: UInt64
  /// How many random cases to try.
  public var cases: Int
  /// When set, the single case to run.
  public var caseSeed: UInt64?

  /// Creates a configuration.
  public init(runSeed: UInt64 = defaultSeed, cases: Int, caseSeed: UInt64? = nil) {
    self.runSeed = runSeed
    self.cases = cases
    self.caseSeed = caseSeed
  }

  /// The configuration given by `environment`, with `defaultCases` when `PROP_CASES` is absent.
  /// Malformed values stop the test run with a message naming the variable.
  public static func from(
    environment: [String: String] = ProcessInfo.processInfo.environment, defaultCases: Int
  ) -> PropertyConfiguration {
    func number(_ name: String) -> UInt64? {
      guard let text = environment[name] else { return nil }
      let parsed =
        text.lowercased().hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
      guard let parsed else { preconditionFailure("\(name)=\(text) is not an unsigned integer") }
      return parsed
    }
    return PropertyConfiguration(
      runSeed: number("PROP_SEED") ?? defaultSeed,
      cases: number("PROP_CASES").map { Int(clamping: $0) } ?? defaultCases,
      caseSeed: number("PROP_CASE_SEED"))
  }

  /// The time shrinking may take: `PROP_SHRINK_SECONDS` from the environment, else 5 s.
  public static func shrinkBudget(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Duration {
    guard let text = environment["PROP_SHRINK_SECONDS"] else { return .seconds(5) }
    guard let seconds = Double(text), seconds >= 0, seconds.isFinite else {
      preconditionFailure("PROP_SHRINK_SECONDS=\(text) is not a number of seconds ≥ 0")
    }
    return .milliseconds(Int64(seconds * 1000))
  }

  /// The case seeds of this run, in order.
  public var caseSeeds: [UInt64] {
    if let caseSeed { return [caseSeed] }
    var mixer = SplitMix64(seed: runSeed)
    return (0..<cases).map { _ in mixer.next() }
  }
}

/// A property that failed: where, with what input, and how to replay it.
public struct PropertyFailure<Value> {
  /// The property's name.
  public var name: String
  /// The run seed.
  public var runSeed: UInt64
  /// The seed of the failing case; `PROP_CASE_SEED` replays it.
  public var caseSeed: UInt64
  /// How many cases ran, the failing one included.
  public var casesRun: Int
  /// The input that failed first.
  public var original: Value
  /// The simplest input found that still fails.
  public var shrunk: Value
  /// How many shrinking steps were taken.
  public var shrinkSteps: Int
  /// Whether shrinking stopped at its time budget rather than at a simplest input.
  public var shrinkingTimedOut = false
  /// The error thrown by the property for the shrunk input, if it threw.
  public var thrownError: String?

  /// A report with everything needed to understand and replay the failure.
  public var report: String {
    var lines = [
      "Property \"\(name)\" failed on case \(casesRun).",
      "  original input: \(original)",
      "  shrunk input:   \(shrunk) (after \(shrinkSteps) shrink steps"
        + (shrinkingTimedOut ? ", stopped at the time budget)" : ")"),
      "  run seed:  PROP_SEED=0x\(String(runSeed, radix: 16))",
      "  case seed: PROP_CASE_SEED=0x\(String(caseSeed, radix: 16)) (replays this case alone)",
    ]
    if let thrownError { lines.append("  threw: \(thrownError)") }
    return lines.joined(separator: "\n")
  }
}

/// Runs `property` on inputs from `generator` and returns the first failure, shrunk, or nil when
/// every case holds. A property fails by returning false or by throwing.
///
/// Shrinking stops after `maximumShrinkSteps` accepted steps or when `shrinkBudget` has passed
/// (5 s by default; `PROP_SHRINK_SECONDS` overrides it), whichever comes first, so that a
/// failure is reported in seconds even when the property is slow; the report says when the
/// budget cut it short.
///
/// This is the runner's pure core; tests call ``checkProperty(_:_:cases:sourceLocation:_:)``.
public func findFailure<Value>(
  _ name: String, _ generator: Generator<Value>, configuration: PropertyConfiguration,
  maximumShrinkSteps: Int = 1000, shrinkBudget: Duration = PropertyConfiguration.shrinkBudget(),
  _ property: (Value) throws -> Bool
) -> PropertyFailure<Value>? {
  func outcome(_ value: Value) -> (holds: Bool, error: String?) {
    do { return (try property(value), nil) } catch { return (false, "\(error)") }
  }
  for (index, caseSeed) in configuration.caseSeeds.enumerated() {
    var random = Xoshiro256StarStar(seed: caseSeed)
    let original = generator.generate(&random)
    var result = outcome(original)
    guard !result.holds else { continue }
    var shrunk = original
    var steps = 0
    let deadline = ContinuousClock.now + shrinkBudget
    var outOfTime = false
    shrinking: while steps < maximumShrinkSteps {
      for candidate in generator.shrink(shrunk) {
        guard ContinuousClock.now < deadline else {
          outOfTime = true
          break shrinking
        }
        let candidateResult = outcome(candidate)
        if !candidateResult.holds {
          shrunk = candidate
          result = candidateResult
          steps += 1
          continue shrinking
        }
      }
      break
    }
    return PropertyFailure(
      name: name, runSeed: configuration.runSeed, caseSeed: caseSeed, casesRun: index + 1,
      original: original, shrunk: shrunk, shrinkSteps: steps, shrinkingTimedOut: outOfTime,
      thrownError: result.error)
  }
  return nil
}

/// Checks that `property` holds for `cases` random inputs from `generator` (the environment may
/// override the count and seeds; see ``PropertyConfiguration``). A failure records exactly one
/// issue with the property's name, the original and shrunk inputs, the run seed and the case seed.
public func checkProperty<Value>(
  _ name: String, _ generator: Generator<Value>, cases: Int = 256,
  sourceLocation: SourceLocation = #_sourceLocation, _ property: (Value) throws -> Bool
) {
  let configuration = PropertyConfiguration.from(defaultCases: cases)
  if let failure = findFailure(name, generator, configuration: configuration, property) {
    Issue.record(Comment(rawValue: failure.report), sourceLocation: sourceLocation)
  }
}
