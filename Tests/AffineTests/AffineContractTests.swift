import Affine
import KineticsCore
import TestSupport
import Testing

/// Rules no other test pinned down (each found missing by a mutant of .ci/mutants.catalogue).
@Suite struct AffineContractTests {
  /// CoreGraphics' `rotated(by:)` prepends the rotation (`CGAffineTransformRotate(t, θ)` is
  /// R(θ)·t): with t a translation by (10, 0) and θ = π/2, (1, 0) is rotated to (0, 1) and then
  /// translated to (10, 1). Appending would give (0, 11).
  // The invertibility test is relative: rows parallel to within 2⁻⁴⁸ of |ad| + |bc| make a
  // singular transform, which `inverted()` returns unchanged (CoreGraphics' rule) — here
  // ad − bc = 8.9e-16 against |ad| + |bc| = 8, below 2⁻⁴⁸·8 = 2.8e-14.
  @Test func rowsParallelWithinRoundingAreSingular() {
    let nearlySingular = AffineTransform2D(a: 1, b: 2, c: 2, d: 4.000000000000001, tx: 3, ty: 4)
    #expect(nearlySingular.inverse == nil)
    #expect(nearlySingular.inverted() == nearlySingular)
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
      a: 5e-324, b: 1e9, c: 0.001, d: .greatestFiniteMagnitude, tx: 1, ty: 1e300)
    let end = AffineTransform2D(a: 0, b: 1, c: -1.0000000000000002, d: 1, tx: 0.5, ty: 0.5)
    let result = AffineTransform2D.interpolate(from: start, to: end, progress: 0.2549019607843137)
    #expect(![result.a, result.b, result.c, result.d, result.tx, result.ty].contains { $0.isNaN })
  }

  @Test func rotatedPrependsTheRotation() {
    let point = Point2D(x: 1, y: 0).applying(
      AffineTransform2D(translationX: 10, y: 0).rotated(by: .pi / 2))
    #expect(point == Point2D(x: 10, y: 1))
  }

  /// The invertibility test is relative to rounding (2⁻⁴⁸), not looser: (1, 1, 1, 1 + 2⁻³⁰) has
  /// a determinant of 2⁻³⁰, far above rounding, and inverts to (1 + 2³⁰, −2³⁰, −2³⁰, 2³⁰) —
  /// to within its condition number (about 2³²) times rounding.
  @Test func nearlyParallelRowsAreStillInvertible() throws {
    let t = AffineTransform2D(a: 1, b: 1, c: 1, d: 1 + 0x1p-30, tx: 0, ty: 0)
    let inverse = try #require(t.inverse)
    expectClose(inverse.a, 1 + 0x1p30, relative: 1e-6)
    expectClose(inverse.b, -0x1p30, relative: 1e-6)
    expectClose(inverse.d, 0x1p30, relative: 1e-6)
  }

  /// Every entry must be finite, ty included.
  @Test func everyEntryIsValidated() {
    #expect(throws: ValidationError.self) {
      try AffineTransform2D.validate(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: .nan)
    }
  }

  /// A transform with a zero first row (sx = 0) keeps its second row in the components:
  /// (0, 0, −1, 0) is sy = 1 turned by π/2 (c = −sin θ, d = cos θ), and recomposes to itself.
  @Test func aZeroFirstRowKeepsTheRotationOfTheSecond() {
    let t = AffineTransform2D(a: 0, b: 0, c: -1, d: 0, tx: 0, ty: 0)
    let components = t.components
    expectClose(components.rotation, .pi / 2, ulps: 1)
    #expect(components.scale == Size2D(width: 0, height: 1))
    #expect(AffineTransform2D(components).isApproximatelyEqual(to: t, tolerance: 1e-16))
  }

  /// Components whose recomposed entries overflow are refused: a shear of 1e300 at a scale of
  /// 1e300 would make c = 1e600.
  @Test func componentsThatOverflowAreRefused() {
    let components = AffineTransform2D.Components(
      scale: Size2D(width: 1e300, height: 1e300), horizontalShear: 1e300)
    #expect(throws: ValidationError.self) { try AffineTransform2D.Components.validate(components) }
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

  /// Both interpolations (Core Animation's, CSS's both ways) of a pair that must go entry by
  /// entry: start·(1 − t) + end·t, computed here, within 1e-15 in every entry.
  static func expectEntryByEntry(
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
    Self.expectEntryByEntry(from: start, to: end, progress: t)
  }

  /// Found by FuzzAffine: (−1, −0, −1, 5e-324) has determinant −5e-324, so it decomposes, but
  /// its shear (skew) is −∞: recomposing −∞ at angle 0 gave NaN (∞ · sin 0). Both
  /// interpolations take such a pair entry by entry, start·(1 − t) + end·t, computed here.
  @Test func endpointsWithInfiniteShearInterpolateEntryByEntry() {
    let start = AffineTransform2D(
      a: -1.0000000000000002, b: -0.0, c: -0.9999999999999999, d: 5e-324,
      tx: -6.54355582102064e+259, ty: 1)
    let end = AffineTransform2D(
      a: 1e200, b: 0, c: 2.897607783230849e+19, d: 9.223372036854776e+18, tx: 1e9, ty: -0.0)
    let t = 0.7098039215686275
    Self.expectEntryByEntry(from: start, to: end, progress: t)
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

  /// CALayer's frame does not depend on the bounds' origin: the anchor point is a fraction of
  /// the bounds measured from their origin, so bounds (10, 20, 100, 50) at position (200, 300)
  /// give the frame (150, 275, 100, 50), as for bounds at the origin.
  @Test func frameIgnoresTheBoundsOrigin() {
    let layer = LayerGeometry(
      bounds: Rect2D(x: 10, y: 20, width: 100, height: 50), position: Point2D(x: 200, y: 300))
    #expect(layer.frame == Rect2D(x: 150, y: 275, width: 100, height: 50))
  }
}
