import Easing
import Foundation
import Testing
import KineticsCore
import TestSupport

/// css-easing-2 §2 (the linear easing function): processing of stops and evaluation; expected
/// inputs are the spec's serialization examples (css-easing-2).
@Suite struct PiecewiseLinearTests {
  func inputs(_ stops: [PiecewiseLinear.Stop]) -> [Double] {
    PiecewiseLinear(stops: stops).points.map(\.input)
  }

  @Test func missingInputsAreSpreadEvenly() {
    // linear(0, 0.25, 1) → linear(0 0%, 0.25 50%, 1 100%)
    #expect(inputs([.init(0), .init(0.25), .init(1)]) == [0, 0.5, 1])
    // A run of two missing inputs between 0 and 50%, and a missing last input (max(1, 50%)).
    let spread = inputs([.init(0), .init(0.1), .init(0.2), .init(1, at: 0.5), .init(1)])
    #expect(spread == [0, 0.5 / 3, 1.0 / 3, 0.5, 1] as [Double])
  }

  /// Found by fuzzing (FuzzCSS): missing inputs between two equal ones (8% and a later 1e-200%
  /// raised to 8%) came out as 0.08·(1 − f) + 0.08·f, which is 0.08000000000000002 for some f:
  /// printed as 8.000000000000002%, it did not parse back equal. Spread inputs stay within
  /// their neighbours.
  @Test func spreadInputsStayBetweenTheirNeighbours() throws {
    let text = "linear(0,2,1,58,08%1,.4,180,042, 8,5E251,1E-200%7)"
    let curve = try TimingFunction(css: text)
    #expect(try TimingFunction(css: curve.cssText) == curve)
    let spread = inputs(
      [.init(0, at: 0.08)] + (0..<7).map { .init(Double($0)) } + [.init(1, at: 0.08)])
    #expect(spread.allSatisfy { $0 == 0.08 })
  }

  @Test func decreasingInputsAreRaised() {
    // linear(0 20%, 0.5 10%, 1) → linear(0 20%, 0.5 20%, 1 100%)
    #expect(inputs([.init(0, at: 0.2), .init(0.5, at: 0.1), .init(1)]) == [0.2, 0.2, 1])
    // The last input is the largest so far when that exceeds 1.
    #expect(inputs([.init(0), .init(0.5, at: 1.5), .init(1)]) == [0, 1.5, 1.5])
  }

  @Test func aStopWithTwoInputsBecomesTwoPoints() {
    // linear(0, 0.25 25% 75%, 1) → linear(0 0%, 0.25 25%, 0.25 75%, 1 100%)
    let curve = PiecewiseLinear(stops: [.init(0), .init(0.25, at: 0.25, 0.75), .init(1)])
    #expect(curve.points.map(\.input) == [0, 0.25, 0.75, 1])
    #expect(curve.points.map(\.output) == [0, 0.25, 0.25, 1])
  }

  @Test func evaluatesInterpolatesAndExtrapolates() {
    let curve = PiecewiseLinear(stops: [.init(0), .init(0.25), .init(1)])
    #expect(curve.value(at: 0.25) == 0.125)
    #expect(curve.value(at: 0.75) == 0.625)
    #expect(curve.value(at: 1) == 1)
    #expect(curve.value(at: -0.5) == -0.25)  // first segment's slope 0.5
    #expect(curve.value(at: 1.5) == 1.75)  // last segment's slope 1.5
    #expect(curve.velocity(at: 0.8) == 1.5)
    #expect(curve.value(at: .nan).isNaN)
  }

  @Test func aJumpTakesTheLaterOutput() {
    let jump = PiecewiseLinear(stops: [.init(0, at: 0, 0.5), .init(1, at: 0.5, 1)])
    #expect(jump.value(at: 0.49) == 0)
    #expect(jump.value(at: 0.5) == 1)
    #expect(jump.velocity(at: 0.5) == 0)
  }

  /// Regression (found by fuzzing): outputs near ±1e308 made b − a overflow, and the value at
  /// a point's own input came out NaN. Values hit points exactly and never turn NaN.
  @Test func extremeOutputsStayExactAtTheirPoints() throws {
    let curve = PiecewiseLinear(stops: [
      .init(1e308, at: 0), .init(-1e308, at: 0.5), .init(1, at: 1),
    ])
    #expect(curve.value(at: 0) == 1e308)
    #expect(curve.value(at: 0.5) == -1e308)
    #expect(!curve.value(at: 0.25).isNaN)
    let text = try TimingFunction(css: "linear(0,2,1,58,08,1,.4,180,042, 8,5E251,1E-200%7)")
    #expect(!text.value(at: 0.25).isNaN)
  }

  /// Regression (found by fuzzing): extrapolating past stops 1.25e-320 apart whose outputs
  /// differ by 8e253 overflowed both terms of a·(1 − f) + b·f with opposite signs (NaN). The
  /// exact value is below −1e308: the result is −infinity, and a flat segment stays flat.
  @Test func farExtrapolationOfASteepSegmentOverflowsInsteadOfNaN() throws {
    let text = try TimingFunction(css: "linear(0,2,0,042, 8,5E251,042, 825E251,1E-317%7)")
    for progress in [0.25, 0.5, 1] { #expect(text.value(at: progress) == -.infinity) }
    let steep = PiecewiseLinear(stops: [.init(1e10, at: 0), .init(2e10, at: 1e-300)])
    #expect(steep.value(at: 1) == .infinity)
    let flat = PiecewiseLinear(stops: [.init(0, at: 0), .init(5e300, at: 0x1p-1063, 0x1p-1062)])
    #expect(flat.value(at: 1) == 5e300)
  }

  @Test func codableValidatesPoints() throws {
    let curve = PiecewiseLinear(stops: [.init(0), .init(0.25, at: 0.25, 0.75), .init(1)])
    let data = try JSONEncoder().encode(curve)
    #expect(try JSONDecoder().decode(PiecewiseLinear.self, from: data) == curve)
    let decreasing = #"{"points": [{"input": 0.5, "output": 0}, {"input": 0.2, "output": 1}]}"#
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(PiecewiseLinear.self, from: Data(decreasing.utf8))
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(
        PiecewiseLinear.self, from: Data(#"{"points": [{"input": 0, "output": 0}]}"#.utf8))
    }
  }

  @Test func initializersRejectInvalidStops() async {
    await #expect(processExitsWith: .failure) { _ = PiecewiseLinear(stops: [.init(0)]) }
    await #expect(processExitsWith: .failure) {
      _ = PiecewiseLinear(stops: [.init(0), .init(.nan)])
    }
    await #expect(processExitsWith: .failure) {
      _ = PiecewiseLinear(points: [.init(input: 1, output: 0), .init(input: 0, output: 1)])
    }
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

  /// css-easing-2: a `linear()` stop has at most two input positions; the twin says so.
  @Test func stopValidatorAllowsTwoInputs() {
    #expect(throws: Never.self) { try PiecewiseLinear.Stop.validate(0.5, inputs: [0.2, 0.4]) }
    #expect { try PiecewiseLinear.Stop.validate(0.5, inputs: [0.1, 0.2, 0.3]) } throws: {
      "\($0)" == "PiecewiseLinear.Stop: inputs must hold at most two, got 3"
    }
  }

  /// A decreasing input is an order error; too few points a count error.
  @Test func pointErrorsHaveTheirKind() {
    #expect {
      try PiecewiseLinear.validate(points: [
        .init(input: 0, output: 0), .init(input: -1, output: 1),
      ])
    } throws: { ($0 as? ValidationError)?.kind == .outOfOrder }
    #expect { try PiecewiseLinear.validate(points: [.init(input: 0, output: 0)]) } throws: {
      ($0 as? ValidationError)?.kind == .wrongCount
    }
  }

  /// A segment through (−1e308, −1e308) and (1e308, 1e308) is the line y = x: exactly 0, ½ and
  /// 1 at progress 0, ½ and 1 (and −¼ at −¼), where its two terms, about ±5e307, cancel.
  @Test func aSegmentAcrossTheRangeKeepsItsSmallValues() {
    let line = PiecewiseLinear(points: [
      .init(input: -1e308, output: -1e308), .init(input: 1e308, output: 1e308),
    ])
    #expect(line.value(at: 1) == 1)
    #expect(line.value(at: 0.5) == 0.5)
    #expect(line.value(at: 0) == 0)
    #expect(line.value(at: -0.25) == -0.25)
  }
}
