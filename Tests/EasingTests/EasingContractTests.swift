import Easing
import Foundation
import KineticsCore
import TestSupport
import Testing

/// Rules of the specifications that no other test pinned down (each found missing by a mutant of
/// .ci/mutants.catalogue that the suite let through).
@Suite struct EasingContractTests {
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

  /// css-easing-1 serializes `cubic-bezier(0, 0, 1, 1)` as written: it is a cubic bézier, not
  /// the `linear` keyword (a different function type in CSSOM).
  @Test func linearBezierPrintsAsABezier() throws {
    #expect(TimingFunction.cubicBezier(.linear).cssText == "cubic-bezier(0, 0, 1, 1)")
    #expect(
      try TimingFunction(css: "cubic-bezier(0, 0, 1, 1)").cssText == "cubic-bezier(0, 0, 1, 1)")
  }

  /// The before flag reaches steps() through every wrapper: a `TimingFunction` and an
  /// `AnyTimingCurve` (steps(4, start) is 0 before the start and 0.25 at it).
  @Test func wrappersForwardTheBeforeFlag() {
    let steps = Steps(4, .start)
    #expect(TimingFunction.steps(steps).value(at: 0, beforeFlag: true) == 0)
    #expect(TimingFunction.steps(steps).value(at: 0, beforeFlag: false) == 0.25)
    #expect(AnyTimingCurve(steps).value(at: 0, beforeFlag: true) == 0)
    #expect(AnyTimingCurve(steps).value(at: 0, beforeFlag: false) == 0.25)
  }

  /// The inverse of a curve swaps x and y, so it exists only when both y lie in [0, 1] (the
  /// swapped x must): y2 = 1.5 has none.
  @Test func inverseNeedsBothYInTheUnitInterval() {
    #expect(CubicBezier(x1: 0.2, y1: 0.5, x2: 0.5, y2: 1.5).inverse == nil)
    #expect(CubicBezier(x1: 0.2, y1: 1.5, x2: 0.5, y2: 0.5).inverse == nil)
    #expect(CubicBezier(x1: 0.2, y1: 0.5, x2: 0.5, y2: 0.9).inverse != nil)
  }

  /// css-easing-2 `linear()`: two stops at the same input make a jump, and the value at that
  /// input is the later stop's output.
  @Test func aJumpInLinearTakesTheLaterOutput() throws {
    let jump = try TimingFunction(css: "linear(0, 0.5 50%, 0.8 50%, 1)")
    #expect(jump.value(at: 0.5) == 0.8)
    #expect(jump.value(at: 0.5.nextDown) < 0.5)
    // A jump at the very end: from progress 1 on, the curve is at its last stop (the segment is
    // the last two stops, of one input: css-easing-2 takes the later output).
    let endJump = try TimingFunction(css: "linear(0 0%, 1 100%, 0.5 100%)")
    #expect(endJump.value(at: 1) == 0.5 && endJump.value(at: 1.5) == 0.5)
    #expect(endJump.value(at: 0.5) == 0.5)
  }

  /// The points validator refuses a non-finite output and an input below an earlier one (not
  /// only below the first); the decoder, which runs it, refuses them too.
  @Test func pointsValidatorChecksEveryPoint() throws {
    let point = PiecewiseLinear.Point.init(input:output:)
    #expect(throws: ValidationError.self) {
      try PiecewiseLinear.validate(points: [point(0, 0), point(1, .nan)])
    }
    #expect(throws: ValidationError.self) {
      try PiecewiseLinear.validate(points: [point(0, 0), point(0.5, 0.5), point(0.4, 1)])
    }
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    let nanOutput = #"{"points": [{"input": 0, "output": 0}, {"input": 1, "output": "nan"}]}"#
    #expect(throws: DecodingError.self) {
      try decoder.decode(PiecewiseLinear.self, from: Data(nanOutput.utf8))
    }
  }
}
