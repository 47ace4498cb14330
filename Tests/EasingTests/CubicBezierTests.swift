import Easing
import Foundation
import TestSupport
import Testing
import KineticsCore

@Suite struct CubicBezierTests {
  static let validCurves = Generator<(Double, Double, Double, Double)>.zip(
    .doubles(in: 0...1), .doubles(in: -5...5), .doubles(in: 0...1), .doubles(in: -5...5))

  /// Control points from Apple's CAMediaTimingFunction documentation, css-easing-1 §2.1 and the
  /// Material Design motion guidelines.
  @Test func presetsHaveTheDocumentedControlPoints() {
    let expected: [(CubicBezier, [Double])] = [
      (.linear, [0, 0, 1, 1]), (.easeIn, [0.42, 0, 1, 1]), (.easeOut, [0, 0, 0.58, 1]),
      (.easeInOut, [0.42, 0, 0.58, 1]), (.default, [0.25, 0.1, 0.25, 1]),
      (.materialStandard, [0.4, 0, 0.2, 1]), (.materialDecelerate, [0, 0, 0.2, 1]),
      (.materialAccelerate, [0.4, 0, 1, 1]),
    ]
    for (curve, points) in expected {
      #expect([curve.x1, curve.y1, curve.x2, curve.y2] == points)
    }
  }

  @Test func uiKitCurvesMapByRawValueAndUnknownValuesAreNil() {
    #expect(ViewAnimationCurve(rawValue: 0)?.timingCurve == .easeInOut)
    #expect(ViewAnimationCurve(rawValue: 1)?.timingCurve == .easeIn)
    #expect(ViewAnimationCurve(rawValue: 2)?.timingCurve == .easeOut)
    #expect(ViewAnimationCurve(rawValue: 3)?.timingCurve == .linear)
    // Keyboard notifications report the undocumented raw value 7.
    #expect(ViewAnimationCurve(rawValue: 7) == nil)
    // UIView.AnimationOptions.curveEaseIn is 1 << 16.
    #expect(ViewAnimationCurve.easeIn.animationOptionsBits == 1 << 16)
  }

  @Test func endpointsAreExactForEveryValidCurve() {
    checkProperty("f(0) = 0 and f(1) = 1 exactly", Self.validCurves) { points in
      let curve = CubicBezier(x1: points.0, y1: points.1, x2: points.2, y2: points.3)
      return curve.value(at: 0) == 0 && curve.value(at: 1) == 1
    }
  }

  @Test func curvesWithOutputControlPointsInTheUnitIntervalAreMonotonic() {
    let curves = Generator<(Double, Double, Double, Double)>.zip(
      .doubles(in: 0...1), .doubles(in: 0...1), .doubles(in: 0...1), .doubles(in: 0...1))
    checkProperty("monotonic", .zip(curves, .doubles(in: 0...1))) { points, x in
      let curve = CubicBezier(x1: points.0, y1: points.1, x2: points.2, y2: points.3)
      let later = min(1, x + 1e-3)
      // Allow the solver's 1e-15 noise on flat stretches.
      return curve.value(at: later) >= curve.value(at: x) - 1e-15
    }
  }

  /// The output range is checked against a dense double-double sampling of y(s) over s.
  @Test func valuesStayInsideTheOutputRange() {
    checkProperty("range", .zip(Self.validCurves, .doubles(in: 0...1)), cases: 200) { points, x in
      let curve = CubicBezier(x1: points.0, y1: points.1, x2: points.2, y2: points.3)
      let range = curve.outputRange
      let reference = BezierReference(points.0, points.1, points.2, points.3)
      var (low, high) = (0.0, 1.0)
      for step in 0...4000 {
        let y = reference.y(atParameter: Double(step) / 4000).value
        (low, high) = (min(low, y), max(high, y))
      }
      // Sampling at 1/4000 misses the true extreme by at most ~1e-6 (quadratic near it).
      let rangeMatches =
        abs(low - range.lowerBound) < 1e-5 && abs(high - range.upperBound) < 1e-5
        && range.lowerBound <= low + 1e-15 && range.upperBound >= high - 1e-15
      let value = curve.value(at: x)
      return rangeMatches && value >= range.lowerBound - 1e-14 && value <= range.upperBound + 1e-14
    }
  }

  /// css-easing-1 §2.2.2: the extension's slopes and their examples.
  @Test func extrapolatesAlongTheEndTangentsWithTheBrowsersRule() {
    let examples: [((Double, Double, Double, Double), Double, Double)] = [
      ((0.1, 0.2, 0.8, 0.8), -2, 2), ((0, 1, 1, 0), 0, 1), ((1, 0.5, 1, 1), -0.5, 1),
      ((0, 0, 0, 0), -1, 2), ((0, 0, 0.5, 0.25), -0.5, 2.5),
    ]
    for (points, atMinusOne, atTwo) in examples {
      let curve = CubicBezier(x1: points.0, y1: points.1, x2: points.2, y2: points.3)
      #expect(curve.value(at: -1) == atMinusOne, "\(points) at -1")
      #expect(curve.value(at: 2) == atTwo, "\(points) at 2")
    }
  }

  @Test func nanProgressPropagates() {
    #expect(CubicBezier.easeIn.value(at: .nan).isNaN)
    #expect(CubicBezier.easeIn.velocity(at: .nan).isNaN)
  }

  /// Core Animation stores control points as Float: 0.42 becomes 0.41999998688697815.
  @Test func floatRoundedControlPointsWork() {
    let stored = CubicBezier(x1: Double(Float(0.42)), y1: 0, x2: Double(Float(0.58)), y2: 1)
    #expect(stored.x1 == 0.41999998688697815)
    let reference = BezierReference(stored.x1, 0, stored.x2, 1)
    for x in [0.1, 0.5, 0.9] {
      expectClose(stored.value(at: x), reference.value(at: x).value, absolute: 1e-15)
    }
  }

  /// velocity(at:) against a fourth-order central difference of value(at:) with h = 1e-4 (error
  /// ~h⁴·|f⁽⁵⁾| + 1e-16/h ≈ 1e-11 on curves without near-vertical tangents, which are excluded
  /// by keeping x1, x2 in [0.1, 0.9]).
  @Test func velocityIsTheDerivativeOfValue() {
    let curves = Generator<(Double, Double, Double, Double)>.zip(
      .doubles(in: 0.1...0.9), .doubles(in: -2...2), .doubles(in: 0.1...0.9),
      .doubles(in: -2...2))
    checkProperty("velocity = d value", .zip(curves, .doubles(in: 0.01...0.99))) { points, x in
      let curve = CubicBezier(x1: points.0, y1: points.1, x2: points.2, y2: points.3)
      let h = 1e-4
      let f = { curve.value(at: $0) }
      let difference = (f(x - 2 * h) - 8 * f(x - h) + 8 * f(x + h) - f(x + 2 * h)) / (12 * h)
      return abs(curve.velocity(at: x) - difference) <= 1e-7 * (1 + abs(difference))
    }
  }

  /// At infinite progress the extension is followed to its limit: a flat extension holds its
  /// end value (0·∞ would be NaN), a sloped one goes to ±infinity (css-easing-1's linear
  /// extension, taken to the limit).
  @Test func infiniteProgressFollowsTheExtension() {
    #expect(CubicBezier.easeInOut.value(at: -.infinity) == 0)
    #expect(CubicBezier.easeInOut.value(at: .infinity) == 1)
    // ease: start slope 0.1/0.25 = 0.4, end tangent flat.
    #expect(CubicBezier.default.value(at: -.infinity) == -.infinity)
    #expect(CubicBezier.default.value(at: .infinity) == 1)
    // Both end tangents slope down at −0.6/0.68.
    let overshoot = CubicBezier(x1: 0.68, y1: -0.6, x2: 0.32, y2: 1.6)
    #expect(overshoot.value(at: -.infinity) == .infinity)
    #expect(overshoot.value(at: .infinity) == -.infinity)
    checkProperty("never NaN at ±∞", Self.validCurves) { points in
      let curve = CubicBezier(x1: points.0, y1: points.1, x2: points.2, y2: points.3)
      return !curve.value(at: .infinity).isNaN && !curve.value(at: -.infinity).isNaN
    }
  }

  /// The velocity is never NaN; it is infinite only at a vertical tangent; outside [0, 1] it is
  /// the extension's slope, and at 0 and 1 it equals the extension's wherever the end tangent
  /// is not vertical.
  @Test func velocityIsNeverNaNAndMatchesTheExtensionOutside() {
    checkProperty("velocity", .zip(Self.validCurves, .doubles(in: 0...1))) { points, x in
      let curve = CubicBezier(x1: points.0, y1: points.1, x2: points.2, y2: points.3)
      let slopeBefore = curve.value(at: -1) / -1
      let slopeAfter = curve.value(at: 2) - 1
      // value(at: 2) − 1 rounds once more than the slope itself.
      // An extension slope clamped to the largest finite magnitude stands for a slope beyond
      // the range, which the curve's side reports as ±infinity.
      let close = { (a: Double, b: Double) in
        abs(a - b) <= 1e-15 * (1 + abs(b)) || (a.isInfinite && abs(b) == .greatestFiniteMagnitude)
      }
      let verticalStart = points.0 == 0 && (points.1 != 0 || (points.2 == 0 && points.3 != 0))
      let verticalEnd = points.2 == 1 && (points.3 != 1 || (points.0 == 1 && points.1 != 1))
      return !curve.velocity(at: x).isNaN
        && (verticalStart || close(curve.velocity(at: 0), slopeBefore))
        && (verticalEnd || close(curve.velocity(at: 1), slopeAfter))
        && close(curve.velocity(at: -3), slopeBefore)
    }
    // A subnormal x1 makes the extension's slope y1/x1 overflow: it is clamped to the largest
    // finite magnitude (the browsers keep extensions finite); the slope on the curve's side is
    // beyond the range, −infinity.
    let subnormal = CubicBezier(
      x1: .leastNonzeroMagnitude, y1: -8.881784197001252e-16, x2: 0, y2: 0)
    #expect(subnormal.velocity(at: -1) == -.greatestFiniteMagnitude)
    #expect(subnormal.velocity(at: 0) == -.infinity)
    // Both derivatives vanish at the start of (0, 0, 0.58, 1): the slope is y2/x2.
    #expect(CubicBezier.easeOut.velocity(at: 0) == 1 / 0.58)
  }

  @Test func inverseUndoesTheCurve() {
    let curves = Generator<(Double, Double, Double, Double)>.zip(
      .doubles(in: 0.1...0.9), .doubles(in: 0.1...0.9), .doubles(in: 0.1...0.9),
      .doubles(in: 0.1...0.9))
    checkProperty("inverse round trip", .zip(curves, .doubles(in: 0...1))) { points, x in
      let curve = CubicBezier(x1: points.0, y1: points.1, x2: points.2, y2: points.3)
      guard let inverse = curve.inverse else { return false }
      return abs(inverse.value(at: curve.value(at: x)) - x) <= 1e-12
    }
    #expect(CubicBezier(x1: 0.68, y1: -0.6, x2: 0.32, y2: 1.6).inverse == nil)
    #expect(CubicBezier.easeIn.inverse == CubicBezier(x1: 0, y1: 0.42, x2: 1, y2: 1))
  }

  @Test func codableRoundTripsAndRejectsInvalidControlPoints() throws {
    let curve = CubicBezier(x1: 0.68, y1: -0.6, x2: 0.32, y2: 1.6)
    let data = try JSONEncoder().encode(curve)
    #expect(try JSONDecoder().decode(CubicBezier.self, from: data) == curve)
    let invalid = Data(#"{"x1": 7, "y1": 0, "x2": 0.5, "y2": 1}"#.utf8)
    #expect {
      try JSONDecoder().decode(CubicBezier.self, from: invalid)
    } throws: { error in
      "\(error)".contains("x1 must lie in [0, 1], got 7.0")
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(CubicBezier.self, from: Data(#"{"x1": 0.5}"#.utf8))
    }
  }

  @Test func equalCurvesHashEqually() {
    let curves: Set = [CubicBezier.easeIn, CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)]
    #expect(curves.count == 1)
  }

  @Test func initializerRejectsInvalidControlPoints() async {
    await #expect(processExitsWith: .failure) { _ = CubicBezier(x1: 1.5, y1: 0, x2: 1, y2: 1) }
    await #expect(processExitsWith: .failure) { _ = CubicBezier(x1: 0, y1: 0, x2: -0.1, y2: 1) }
    await #expect(processExitsWith: .failure) { _ = CubicBezier(x1: 0, y1: .nan, x2: 1, y2: 1) }
    await #expect(processExitsWith: .failure) {
      _ = CubicBezier(x1: 0, y1: 0, x2: 1, y2: .infinity)
    }
  }

  /// The inverse of a curve swaps x and y, so it exists only when both y lie in [0, 1] (the
  /// swapped x must): y2 = 1.5 has none.
  @Test func inverseNeedsBothYInTheUnitInterval() {
    #expect(CubicBezier(x1: 0.2, y1: 0.5, x2: 0.5, y2: 1.5).inverse == nil)
    #expect(CubicBezier(x1: 0.2, y1: 1.5, x2: 0.5, y2: 0.5).inverse == nil)
    #expect(CubicBezier(x1: 0.2, y1: 0.5, x2: 0.5, y2: 0.9).inverse != nil)
  }
}
