import KineticsCore
import Affine
import Foundation
import TestSupport
import Testing

@Suite struct AffineTransform2DInterpolationTests {
  @Test func endpointsAreExact() {
    checkProperty("ends", .zip(wellConditioned, wellConditioned)) { first, second in
      let (a, b) = (transform(first), transform(second))
      return AffineTransform2D.interpolate(from: a, to: b, progress: 0) == a
        && AffineTransform2D.interpolate(from: a, to: b, progress: 1) == b
        && AffineTransform2D.interpolateCSS(from: a, to: b, progress: 0) == a
        && AffineTransform2D.interpolateCSS(from: a, to: b, progress: 1) == b
        && AffineTransform2D.interpolateMatrixEntries(from: a, to: b, progress: 1) == b
    }
  }

  /// A rotation by 2π is the identity matrix: animating to it does nothing (Core Animation, CSS Transforms 1).
  @Test func fullTurnIsStill() {
    let fullTurn = AffineTransform2D(rotationAngle: 2 * .pi)
    for t in stride(from: 0.0, through: 1, by: 0.125) {
      #expect(
        AffineTransform2D.interpolate(from: .identity, to: fullTurn, progress: t)
          .isApproximatelyEqual(to: .identity))
    }
  }

  /// 0 → 350° goes the short way, through −5° at the midpoint; CSS the same.
  @Test func rotationTakesTheShorterArc() {
    let end = AffineTransform2D(rotationAngle: 350 * .pi / 180)
    let expected = AffineTransform2D(rotationAngle: -5 * .pi / 180)
    #expect(
      AffineTransform2D.interpolate(from: .identity, to: end, progress: 0.5).isApproximatelyEqual(
        to: expected))
    #expect(
      AffineTransform2D.interpolateCSS(from: .identity, to: end, progress: 0.5)
        .isApproximatelyEqual(to: expected))
    let quarter = AffineTransform2D(rotationAngle: 170 * .pi / 180)
    #expect(
      AffineTransform2D.interpolateCSS(from: .identity, to: quarter, progress: 0.5)
        .isApproximatelyEqual(to: AffineTransform2D(rotationAngle: 85 * .pi / 180)))
  }

  /// Between two flipped transforms the path stays flipped (never singular).
  @Test func flipsStayFlipped() {
    let a = AffineTransform2D(scaleX: 1, y: -1)
    let b = AffineTransform2D(scaleX: 2, y: -0.5).rotated(by: 1)
    for t in stride(from: 0.0, through: 1, by: 0.05) {
      #expect(AffineTransform2D.interpolate(from: a, to: b, progress: t).determinant < 0)
    }
  }

  /// Plain matrix interpolation of a half turn collapses through the zero matrix midway.
  @Test func matrixEntriesInterpolationIsWhatItSays() {
    let halfTurn = AffineTransform2D(rotationAngle: .pi)
    let middle = AffineTransform2D.interpolateMatrixEntries(
      from: .identity, to: halfTurn, progress: 0.5)
    #expect(middle.determinant == 0)
    #expect(
      AffineTransform2D.interpolate(from: .identity, to: halfTurn, progress: 0.5).determinant > 0.99
    )
  }

  @Suite struct CSSFlips {
    /// CSS: when one side flips x and the other y, both flips are expressed on the same axis
    /// (negating both scales and turning by π), so the path avoids a needless half turn. Midway
    /// between scale(−1, 1) and scale(1, −1) — the same flip, rotated by π — the determinant
    /// stays −1.
    @Test func oppositeAxisFlipsShareAnAxis() {
      let a = AffineTransform2D(scaleX: -1, y: 1)
      let b = AffineTransform2D(scaleX: 1, y: -1)
      for t in stride(from: 0.0, through: 1, by: 0.25) {
        let middle = AffineTransform2D.interpolateCSS(from: a, to: b, progress: t)
        #expect(abs(middle.determinant + 1) < 1e-12, "t = \(t)")
      }
    }
  }

  /// web-platform-tests' css/css-transforms/animation/transform-interpolation-005.html, its 2D
  /// matrix cases: `matrix(a, b, c, d, e, f)` is AffineTransform2D(a, b, c, d, tx: e, ty: f) and
  /// `none` the identity. Expected values as WPT writes them (some rounded to 4 or 2 places, so
  /// the tolerance follows the digits given).
  @Suite struct CSS {
    typealias Matrix = (Double, Double, Double, Double, Double, Double)

    func transform(_ m: Matrix) -> AffineTransform2D {
      AffineTransform2D(a: m.0, b: m.1, c: m.2, d: m.3, tx: m.4, ty: m.5)
    }

    func check(from: Matrix, to: Matrix, _ cases: [(Double, Matrix, Double)]) {
      for (progress, expected, tolerance) in cases {
        let actual = AffineTransform2D.interpolateCSS(
          from: transform(from), to: transform(to), progress: progress)
        #expect(
          actual.isApproximatelyEqual(to: transform(expected), tolerance: tolerance),
          "at \(progress): \(actual) expected \(transform(expected))")
      }
    }

    static let (cos30, sin30) = (0.75.squareRoot(), 0.5)
    static let (cos45, sin45) = (0.5.squareRoot(), 0.5.squareRoot())
    static let (cos60, sin60) = (0.5, 0.75.squareRoot())

    /// translateY(−6px) → translateX(6px) rotate(90deg) scaleX(7), and back.
    @Test func translateRotateScale() {
      let from: Matrix = (1, 0, 0, 1, 0, -6)
      let to: Matrix = (0, 7, -1, 0, 6, 0)
      let cases: [(Double, Matrix, Double)] = [
        (-1, (0, 5, 1, 0, -6, -12), 1e-12), (0, from, 0),
        (1.0 / 3, (3 * Self.cos30, 3 * Self.sin30, -Self.sin30, Self.cos30, 2, -4), 1e-12),
        (0.5, (4 * Self.cos45, 4 * Self.sin45, -Self.sin45, Self.cos45, 3, -3), 1e-12),
        (2.0 / 3, (5 * Self.cos60, 5 * Self.sin60, -Self.sin60, Self.cos60, 4, -2), 1e-12),
        (1, to, 0), (2, (-13, 0, 0, -1, 12, 6), 1e-12),
      ]
      check(from: from, to: to, cases)
      check(from: to, to: from, cases.map { (1 - $0.0, $0.1, $0.2) })
    }

    /// scaleY(7) → skewX(45deg) scaleX(7): the skew factor interpolates (matrix(4, 0, 2, 4)
    /// half-way; interpolating the specification's 2×2 remainder gave matrix(4, 0, 1.487, 3.591)).
    @Test func skewInterpolatesAsAFactor() {
      check(
        from: (1, 0, 0, 7, 0, 0), to: (7, 0, 1, 1, 0, 0),
        [
          (-1, (-5, 0, -13, 13, 0, 0), 1e-12), (1.0 / 3, (3, 0, 1.6667, 5, 0, 0), 5e-5),
          (0.5, (4, 0, 2, 4, 0, 0), 1e-12), (2.0 / 3, (5, 0, 2, 3, 0, 0), 1e-12),
          (2, (13, 0, -10, -5, 0, 0), 1e-12),
        ])
    }

    /// none → translateX(6px) skewX(45deg) scaleX(7) scaleY(2).
    @Test func fromNoneWithSkew() {
      check(
        from: (1, 0, 0, 1, 0, 0), to: (7, 0, 2, 2, 6, 0),
        [
          (-1, (-5, 0, 0, 0, -6, 0), 1e-12), (0.25, (2.5, 0, 0.31, 1.25, 1.5, 0), 5e-3),
          (0.5, (4, 0, 0.75, 1.5, 3, 0), 1e-12), (0.75, (5.5, 0, 1.31, 1.75, 4.5, 0), 5e-3),
          (2, (13, 0, 6, 3, 12, 0), 1e-12),
        ])
    }

    /// translateY(−6px) scale(3, 5) → none.
    @Test func toNone() {
      check(
        from: (3, 0, 0, 5, 0, -6), to: (1, 0, 0, 1, 0, 0),
        [
          (-1, (5, 0, 0, 9, 0, -12), 1e-12), (0.25, (2.5, 0, 0, 4, 0, -4.5), 1e-12),
          (0.5, (2, 0, 0, 3, 0, -3), 1e-12), (0.75, (1.5, 0, 0, 2, 0, -1.5), 1e-12),
          (2, (-1, 0, 0, -3, 0, 6), 1e-12),
        ])
    }

    /// Identity → rotate(180°) turns through +90° half-way, the browsers' direction (their
    /// quaternion slerp takes the positive half turn when the two are exactly opposite); back
    /// from rotate(180°) it passes the same +90°.
    @Test func halfTurnDirection() {
      let halfTurn = AffineTransform2D(rotationAngle: .pi)
      let quarter = AffineTransform2D(rotationAngle: .pi / 2)
      #expect(
        AffineTransform2D.interpolateCSS(from: .identity, to: halfTurn, progress: 0.5)
          .isApproximatelyEqual(to: quarter))
      #expect(
        AffineTransform2D.interpolateCSS(from: halfTurn, to: .identity, progress: 0.5)
          .isApproximatelyEqual(to: quarter))
    }

    /// Scales anywhere in the double range decompose (the determinant of a 1e200 scale, 1e400,
    /// used to overflow and make it "singular"; a 1e-200 one underflowed): half-way from the
    /// identity to a uniform scale s is a uniform scale (1 + s)/2, by the decomposition's
    /// definition.
    @Test func extremeScalesDecompose() throws {
      for scale in [1e-300, 1e-200, 1e-100, 1e100, 1e200, 1e300, 1.7e308] {
        let target = AffineTransform2D(scaleX: scale, y: scale)
        let decomposition = try #require(target.cssDecomposition, "\(scale)")
        #expect(decomposition.scale == Size2D(width: scale, height: scale))
        #expect(decomposition.skew == 0 && decomposition.angle == 0)
        let half = AffineTransform2D.interpolateCSS(from: .identity, to: target, progress: 0.5)
        let expected = 0.5 + scale / 2
        #expect(abs(half.a - expected) <= 1e-15 * expected && half.b == 0 && half.c == 0)
        #expect(abs(half.d - expected) <= 1e-15 * expected)
      }
    }

    /// A singular endpoint cannot be decomposed: CSS animates discretely.
    @Test func singularEndpointsAreDiscrete() {
      let singular = AffineTransform2D(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0)
      #expect(
        AffineTransform2D.interpolateCSS(from: .identity, to: singular, progress: 0.4) == .identity)
      #expect(
        AffineTransform2D.interpolateCSS(from: .identity, to: singular, progress: 0.5) == singular)
    }
  }

  // Core Animation's rule for a difference of half a turn: the difference of the two angles (each
  // in (−π, π], as the components give them) is wrapped only when it lies beyond ±π, so its sign
  // decides the direction — checked over a grid of starts where rounding could tip the
  // directions' cross product either way.
  @Test func halfTurnDifferencesFollowTheAnglesOrder() {
    var checked = 0
    for step in 0..<2000 {
      let angle = -3.2 + Double(step) * 0.0032
      let (start, end) = (
        AffineTransform2D(rotationAngle: angle), AffineTransform2D(rotationAngle: angle + .pi)
      )
      let difference = end.components.rotation - start.components.rotation
      guard abs(abs(difference) - .pi) < 1e-15 else { continue }
      let turn =
        difference > .pi
        ? difference - 2 * .pi : (difference < -.pi ? difference + 2 * .pi : difference)
      let expected = AffineTransform2D(rotationAngle: angle + turn / 2)
      let halfway = AffineTransform2D.interpolate(from: start, to: end, progress: 0.5)
      #expect(halfway.isApproximatelyEqual(to: expected, tolerance: 1e-9), "start \(angle)")
      checked += 1
    }
    #expect(checked > 100)
  }

  // Found by FuzzAffine (corpus: affine/regression-interpolation-infinite-shear): a start whose
  // shear is beyond the double range (d = 1.8e308 against a scale of 0.001) made the short
  // interpolation path recompose ∞·0; such pairs belong to the general path, entry by entry.
  @Test func anInfiniteShearNeverGivesNaNOnTheShortPath() {
    let start = AffineTransform2D(
      a: Double.leastNonzeroMagnitude, b: 1e9, c: 0.001, d: .greatestFiniteMagnitude, tx: 1,
      ty: 1e300)
    let end = AffineTransform2D(a: 0, b: 1, c: -1.0000000000000002, d: 1, tx: 0.5, ty: 0.5)
    let result = AffineTransform2D.interpolate(from: start, to: end, progress: 0.2549019607843137)
    #expect(![result.a, result.b, result.c, result.d, result.tx, result.ty].contains { $0.isNaN })
  }

  /// css-transforms-1 (interpolation of decomposed 2D values): when one matrix is flipped on x
  /// and the other on y, the flips are expressed on the same axis first — in either order.
  /// scale(1, −1) → scale(−1, 1) half-way, worked by hand: from becomes scale(−1, 1) turned by
  /// −π, the turn to 0 is π, so half-way is scale(−1, 1) turned by −π/2: matrix(0, 1, 1, 0),
  /// a reflection, never the singular scale(0, 0) that interpolating the raw scales gives.
  /// The other way, scale(−1, 1) → scale(1, −1): from becomes scale(1, −1) turned by −π (an
  /// angle of 0 counts as non-negative and turns back), the turn is +π, so half-way is
  /// scale(1, −1) turned by −π/2: matrix(0, −1, −1, 0) — turning forward instead gives
  /// matrix(0, 1, 1, 0), the other diagonal reflection.
  @Test func flipsMeetOnOneAxisInEitherOrder() {
    let yFlip = AffineTransform2D(scaleX: 1, y: -1)
    let xFlip = AffineTransform2D(scaleX: -1, y: 1)
    let half = AffineTransform2D.interpolateCSS(from: yFlip, to: xFlip, progress: 0.5)
    #expect(
      half.isApproximatelyEqual(
        to: AffineTransform2D(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0), tolerance: 1e-15))
    let back = AffineTransform2D.interpolateCSS(from: xFlip, to: yFlip, progress: 0.5)
    #expect(
      back.isApproximatelyEqual(
        to: AffineTransform2D(a: 0, b: -1, c: -1, d: 0, tx: 0, ty: 0), tolerance: 1e-15))
  }

  /// Found by FuzzAffine in CI: (−5.5e303, 1.8e308, …) has a first axis of length
  /// √(a² + b²) beyond the largest double, so its scale component is ∞ and recomposing it
  /// gave NaN (CSS's decomposition too). Both interpolations take such a pair entry by entry,
  /// start·(1 − t) + end·t, computed here.
  @Test func endpointsWithAnAxisBeyondTheRangeInterpolateEntryByEntry() {
    let start = AffineTransform2D(
      a: -5.4734026733911355e+303, b: 1.7976931348623157e+308, c: -1e-300, d: 1e+200,
      tx: 1e-150, ty: 1e-150)
    let end = AffineTransform2D(
      a: -1.6022999583214036e+308, b: 8.150677583454817e+307, c: -4.533964905016491e+149,
      d: -8.913089376870335e+149, tx: -3.875482559204101, ty: 0)
    let t = 39.0 / 255
    expectEntryByEntry(from: start, to: end, progress: t)
  }

  /// Found by FuzzAffine: (−1, −0, −1, 5e-324) has determinant −5e-324, so it decomposes, but
  /// its shear (skew) is −∞: recomposing −∞ at angle 0 gave NaN (∞ · sin 0). Both
  /// interpolations take such a pair entry by entry, start·(1 − t) + end·t, computed here.
  @Test func endpointsWithInfiniteShearInterpolateEntryByEntry() {
    let start = AffineTransform2D(
      a: -1.0000000000000002, b: -0.0, c: -0.9999999999999999, d: Double.leastNonzeroMagnitude,
      tx: -6.54355582102064e+259, ty: 1)
    let end = AffineTransform2D(
      a: 1e200, b: 0, c: 2.897607783230849e+19, d: 9.223372036854776e+18, tx: 1e9, ty: -0.0)
    let t = 0.7098039215686275
    expectEntryByEntry(from: start, to: end, progress: t)
  }

  /// Core Animation-style interpolation takes the shorter arc: identity → rotation by 350°
  /// passes through −5°, not 175° (the difference beyond π wraps).
  @Test func interpolationTakesTheShorterArc() {
    // From −170° to 170° the difference, 340°, wraps to −20°: half-way is 180°, not 0°.
    let across = AffineTransform2D.interpolate(
      from: AffineTransform2D(rotationAngle: -170 * .pi / 180),
      to: AffineTransform2D(rotationAngle: 170 * .pi / 180), progress: 0.5)
    #expect(
      across.isApproximatelyEqual(to: AffineTransform2D(rotationAngle: .pi), tolerance: 1e-14))
    let end = AffineTransform2D(rotationAngle: 350 * .pi / 180)
    let half = AffineTransform2D.interpolate(from: .identity, to: end, progress: 0.5)
    let expected = AffineTransform2D(rotationAngle: -5 * .pi / 180)
    #expect(half.isApproximatelyEqual(to: expected, tolerance: 1e-14))
  }
}

/// Both interpolations (Core Animation's, CSS's both ways) of a pair that must go entry by
/// entry: start·(1 − t) + end·t, computed here, within 1e-15 in every entry.
func expectEntryByEntry(
  from start: AffineTransform2D, to end: AffineTransform2D, progress t: Double,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let s = 1 - t
  let expected = AffineTransform2D(
    a: start.a * s + end.a * t, b: start.b * s + end.b * t, c: start.c * s + end.c * t,
    d: start.d * s + end.d * t, tx: start.tx * s + end.tx * t, ty: start.ty * s + end.ty * t)
  for (name, middle) in [
    ("Core Animation", AffineTransform2D.interpolate(from: start, to: end, progress: t)),
    ("CSS", AffineTransform2D.interpolateCSS(from: start, to: end, progress: t)),
    ("CSS, reversed", AffineTransform2D.interpolateCSS(from: end, to: start, progress: s)),
  ] {
    #expect(
      middle.isApproximatelyEqual(to: expected, tolerance: 1e-15), "\(name): \(middle)",
      sourceLocation: sourceLocation)
  }
}
