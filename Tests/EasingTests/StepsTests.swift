import Easing
import Foundation
import Testing
import KineticsCore
import TestSupport

/// Expected values follow css-easing-1 §3.3's algorithm worked by hand (step = ⌊x·n⌋, +1 for
/// jump-start/both, −1 with the before flag on a jump, clamps, ÷ jumps) and its figures.
@Suite struct StepsTests {
  static let table: [(Steps, Double, Double)] = [
    (Steps(4, .jumpEnd), 0.0, 0.0), (Steps(4, .jumpEnd), 0.25, 0.25),
    (Steps(4, .jumpEnd), 0.3, 0.25),
    (Steps(4, .jumpEnd), 0.99, 0.75), (Steps(4, .jumpEnd), 1, 1), (Steps(4, .end), 0.5, 0.5),
    (Steps(4, .jumpStart), 0, 0.25), (Steps(4, .jumpStart), 0.3, 0.5), (Steps(4, .jumpStart), 1, 1),
    (Steps(4, .start), 0.75, 1), (Steps(5, .jumpNone), 0, 0), (Steps(5, .jumpNone), 0.2, 0.25),
    (Steps(5, .jumpNone), 0.5, 0.5), (Steps(5, .jumpNone), 0.99, 1), (Steps(5, .jumpNone), 1, 1),
    (Steps(4, .jumpBoth), 0, 0.2), (Steps(4, .jumpBoth), 0.5, 0.6), (Steps(4, .jumpBoth), 1, 1),
    // Outside [0, 1]: no clamping beyond the algorithm's two rules.
    (Steps(4, .end), 1.5, 1.5), (Steps(4, .end), -0.5, -0.5), (Steps(4, .jumpStart), -0.1, 0),
    (Steps(1, .start), 0, 1), (Steps(1, .end), Double(1).nextDown, 0),
  ]

  @Test(arguments: table)
  func followsTheSpecAlgorithm(steps: Steps, input: Double, expected: Double) {
    #expect(steps.value(at: input) == expected)
  }

  /// The before flag moves a jump that lands exactly on the input down by one: step-start at 0
  /// in the before phase is 0, not 1 (css-easing-1 §3.3, example of a delayed step-start).
  @Test func beforeFlagUndoesAJumpOnTheInput() {
    #expect(Steps(1, .start).value(at: 0, beforeFlag: true) == 0)
    #expect(Steps(4, .jumpStart).value(at: 0.5, beforeFlag: true) == 0.5)
    #expect(Steps(4, .jumpStart).value(at: 0.5, beforeFlag: false) == 0.75)
    #expect(Steps(4, .jumpStart).value(at: 0.6, beforeFlag: true) == 0.75)
  }

  @Test func velocityIsZeroAndNanPropagates() {
    #expect(Steps(3).velocity(at: 0.4) == 0)
    #expect(Steps(3).value(at: .nan).isNaN)
    #expect(Steps(3).velocity(at: .nan).isNaN)
    #expect(Steps(3).value(at: .infinity) == .infinity)
  }

  @Test func codableValidatesTheCount() throws {
    let steps = Steps(4, .jumpNone)
    let data = try JSONEncoder().encode(steps)
    #expect(try JSONDecoder().decode(Steps.self, from: data) == steps)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(
        Steps.self, from: Data(#"{"count": 1, "position": "jump-none"}"#.utf8))
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Steps.self, from: Data(#"{"count": 0}"#.utf8))
    }
  }

  @Test func initializerRejectsInvalidCounts() async {
    await #expect(processExitsWith: .failure) { _ = Steps(0) }
    await #expect(processExitsWith: .failure) { _ = Steps(1, .jumpNone) }
  }

  /// css-easing-1 §3.3 (step easing functions): with the before flag at progress 0, the step
  /// is decremented to −1 and then, because progress ≥ 0, raised back to 0 — for every position.
  @Test func beforeFlagAtZeroNeverGoesBelowZero() {
    for position in Steps.Position.allCases where position != .jumpNone {
      #expect(Steps(4, position).value(at: 0, beforeFlag: true) == 0, "\(position)")
    }
    #expect(Steps(4, .jumpNone).value(at: 0, beforeFlag: true) == 0)
  }

  /// Counts up to 2⁵³ (the largest whose integers survive printing and parsing as doubles) are
  /// valid; one more is not.
  @Test func stepCountsStopAtTwoToThe53() throws {
    try Steps.validate(count: 1 << 53, position: .end)
    #expect(throws: ValidationError.self) {
      try Steps.validate(count: (1 << 53) + 1, position: .end)
    }
  }

  /// A decoded `Steps` without a position takes CSS's default, end.
  @Test func decodedStepsDefaultToEnd() throws {
    let steps = try JSONDecoder().decode(Steps.self, from: Data(#"{"count": 4}"#.utf8))
    #expect(steps == Steps(4, .end))
  }
}
