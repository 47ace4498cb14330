import Easing
import TestSupport
import Testing

@Suite struct SegmentTimingCurvesTests {
  static let inputs: [Double] = {
    var random = Xoshiro256StarStar(seed: 11)
    return (0..<2_000).map { index in
      index % 2 == 0 ? Double(index) / 1_999 : Double.random(in: -0.2...1.2, using: &random)
    } + [0, 1, .nan, 1e-300, .leastNonzeroMagnitude, 1.0.nextDown, -.infinity, .infinity, -0.0]
  }()

  /// The unretained bézier views give each curve's own value bit for bit (y-scaled and
  /// vertical-tangent curves, NaN and the infinities included), and linear segments the
  /// identity: while the custom curves are new (solved directly: 2 × 409 values stay below
  /// the thousand that build a table) and once a batch made them hot.
  @Test func bezierSegmentsMatchTheirCurvesBitForBit() {
    let custom = [
      CubicBezier(x1: 0.68, y1: -0.6, x2: 0.32, y2: 1.6),
      CubicBezier(x1: 0, y1: 1, x2: 1, y2: 0), CubicBezier(x1: 0.3, y1: 1e300, x2: 0.6, y2: -1e299),
    ]
    let curves: [any TimingCurve] =
      [CubicBezier.easeInOut, CubicBezier.easeOut] + custom
      + [TimingFunction.linear, TimingFunction.easeIn]
    let segments = SegmentTimingCurves(curves)
    func expectMatching(_ inputs: [Double]) {
      for (index, curve) in curves.enumerated() {
        let matching = inputs.filter {
          segments.value(segment: index, at: $0).bitPattern == curve.value(at: $0).bitPattern
        }
        #expect(matching.count == inputs.count, "\(curve)")
      }
    }
    expectMatching(Array(Self.inputs.prefix(400) + Self.inputs.suffix(9)))
    for curve in custom { _ = curve.values(at: [0.5]) }
    expectMatching(Self.inputs)
  }

  /// Any curve eases a segment: a Penner ease and a spring curve beside béziers give their own
  /// values and velocities.
  @Test func anyCurveEasesASegment() {
    let curves: [any TimingCurve] = [CubicBezier.easeOut, Ease.bounceOut, Ease.backOut]
    let segments = SegmentTimingCurves(curves)
    for (index, curve) in curves.enumerated() {
      for progress in Self.inputs where !progress.isNaN {
        #expect(
          segments.value(segment: index, at: progress).bitPattern
            == curve.value(at: progress).bitPattern)
        #expect(
          segments.velocity(segment: index, at: progress).bitPattern
            == curve.velocity(at: progress).bitPattern)
      }
    }
    #expect(segments == SegmentTimingCurves(curves))
    #expect(segments != SegmentTimingCurves([CubicBezier.easeOut, Ease.bounceOut, Ease.backIn]))
  }
}
