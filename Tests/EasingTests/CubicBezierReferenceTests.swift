import Easing
import TestSupport
import Testing

/// Values and slopes against CubicBezierReferences.swift (60-digit bisection of the parametric
/// curve, scripts/references/bezier_values.py): curves with vertical tangents, strong
/// overshoot and control points up to ±1.8e308, at progress down to the smallest subnormal.
/// Literal references: these run on every platform, on new curves (solved directly) and hot
/// ones (read from their tables).
@Suite struct CubicBezierReferenceTests {
  /// Values within 1e-14 of the exact value relative to the curve's scale
  /// max(1, |y1|, |y2|); never NaN (the Chromium test curve (0, 1.8e308, 0, 1.8e308) gave NaN).
  @Test(arguments: [false, true])
  func valuesMatchTheReference(hot: Bool) {
    for (x1, y1, x2, y2, progress, value, _) in bezierReferenceValues {
      let curve = CubicBezier.made((x1, y1, x2, y2), hot: hot)
      let scale = max(1, abs(y1), abs(y2))
      expectClose(
        curve.value(at: progress), value, absolute: 1e-14 * scale,
        "(\(x1), \(y1), \(x2), \(y2)) at \(progress)")
    }
  }

  /// Slopes within 1e-12 relative wherever finite — (0, 1, 1, 0) at 1e-100 is 8.66e49, not
  /// 3.07e68 — down to subnormal progress (where the result itself can only be a subnormal:
  /// an absolute 2e-323 is allowed), and ±infinity where the exact slope is beyond the range.
  @Test(arguments: [false, true])
  func slopesMatchTheReference(hot: Bool) {
    for (x1, y1, x2, y2, progress, _, slope) in bezierReferenceValues {
      let curve = CubicBezier.made((x1, y1, x2, y2), hot: hot)
      let actual = curve.velocity(at: progress)
      let label = "(\(x1), \(y1), \(x2), \(y2)) at \(progress)"
      if slope.isInfinite {
        #expect(actual == slope, "\(label): \(actual)")
      } else {
        expectClose(
          actual, slope, absolute: 4 * Double.leastNonzeroMagnitude, relative: 1e-12, label)
      }
    }
  }

  /// The figure from the issue, stated on its own: (0, 1, 1, 0) at progress 1e-100 has slope
  /// 3/(6·√(1e-100/3)) = 8.660254037844386e49.
  @Test func verticalStartTangentSlope() {
    let curve = CubicBezier(x1: 0, y1: 1, x2: 1, y2: 0)
    expectClose(curve.velocity(at: 1e-100), 0.5 * 3.0.squareRoot() * 1e50, relative: 1e-12)
  }

  /// One rule for vertical tangents: ±infinity, at an interior tangent ((1, 0, 0, 1) at ½) and
  /// at the ends on the curve's side; the extension beyond the ends keeps the browsers' slope 0.
  @Test func verticalTangentsAreInfinite() {
    #expect(CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1).velocity(at: 0.5) == .infinity)
    let upright = CubicBezier(x1: 0, y1: 1, x2: 1, y2: 0)
    #expect(upright.velocity(at: 0) == .infinity && upright.velocity(at: 1) == .infinity)
    #expect(upright.velocity(at: -0.5) == 0 && upright.velocity(at: 1.5) == 0)
    #expect(CubicBezier(x1: 0, y1: -2, x2: 0.5, y2: 1).velocity(at: 0) == -.infinity)
    // Not vertical: the slope at the end is the extension's.
    #expect(CubicBezier.easeOut.velocity(at: 0) == 1 / 0.58)
    #expect(CubicBezier.linear.velocity(at: 0) == 1)
  }

  /// Output ranges of curves reaching 7.5e199 and 1.35e308 (it was 0…1 past ~1e154).
  @Test func outputRangeOfHugeCurves() {
    let range = CubicBezier(x1: 0.5, y1: 1e200, x2: 0.5, y2: 1e200).outputRange
    expectClose(range.upperBound, 7.5e199, relative: 1e-14)
    #expect(range.lowerBound == 0)
    let largest = CubicBezier(
      x1: 0, y1: .greatestFiniteMagnitude, x2: 0, y2: .greatestFiniteMagnitude
    ).outputRange
    expectClose(largest.upperBound, 0.75 * .greatestFiniteMagnitude + 0.125, relative: 1e-14)
  }
}
