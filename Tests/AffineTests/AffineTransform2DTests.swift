import KineticsCore
import Affine
import Foundation
import TestSupport
import Testing

/// Random well-conditioned transforms: rotation, scales in [0.25, 4] (either sign), shear in
/// [−1, 1] and translations in [−1000, 1000].
typealias TransformParameters = ((Double, Double, Double), (Double, Double, Double))

let wellConditioned = Generator<TransformParameters>.zip(
  .zip(.doubles(in: -4...4), .doubles(in: 0.25...4), .doubles(in: 0.25...4)),
  .zip(.doubles(in: -1...1), .doubles(in: -1000...1000), .doubles(in: -1000...1000)))

/// (rotation, sx, sy), (shear, tx, ty) → the transform with those components.
func transform(_ p: TransformParameters, flip: Bool = false) -> AffineTransform2D {
  AffineTransform2D(
    AffineTransform2D.Components(
      scale: Size2D(width: p.0.1, height: flip ? -p.0.2 : p.0.2), horizontalShear: p.1.0,
      rotation: p.0.0, translation: Vector2D(dx: p.1.1, dy: p.1.2)))
}

@Suite struct AffineTransform2DTests {
  /// Apple's CGAffineTransform conventions: (1, 2, 3, 4, 5, 6).translatedBy(7, 8) has tx 36 and ty 52 (the
  /// translation is prepended: 7·a + 8·c + tx, 7·b + 8·d + ty).
  @Test func translatedByPrependsAsCoreGraphics() {
    let t = AffineTransform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6).translatedBy(x: 7, y: 8)
    #expect(t == AffineTransform2D(a: 1, b: 2, c: 3, d: 4, tx: 36, ty: 52))
    let scaled = AffineTransform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6).scaledBy(x: 2, y: 3)
    #expect(scaled == AffineTransform2D(a: 2, b: 4, c: 9, d: 12, tx: 5, ty: 6))
  }

  /// Rotation by θ is (cos θ, sin θ, −sin θ, cos θ); quarter turns are exact.
  @Test func rotationsMatchCoreGraphicsConventionAndQuarterTurnsAreExact() {
    #expect(
      AffineTransform2D(rotationAngle: .pi / 2)
        == AffineTransform2D(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
    #expect(
      AffineTransform2D(rotationAngle: -.pi / 2)
        == AffineTransform2D(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0))
    #expect(
      AffineTransform2D(rotationAngle: .pi)
        == AffineTransform2D(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0))
    let rotation = AffineTransform2D(rotationAngle: 0.3)
    #expect(rotation.a == cos(0.3) && rotation.b == sin(0.3))
    #expect(
      Point2D(x: 1, y: 0).applying(AffineTransform2D(rotationAngle: .pi / 2)) == Point2D(x: 0, y: 1)
    )
  }

  @Test func concatenationAppliesLeftFirst() {
    checkProperty(
      "p·(AB) = (p·A)·B",
      .zip(
        wellConditioned, wellConditioned, .zip(.doubles(in: -500...500), .doubles(in: -500...500)))
    ) {
      first, second, point in
      let (a, b) = (transform(first), transform(second))
      let p = Point2D(x: point.0, y: point.1)
      let once = p.applying(a.concatenating(b))
      let twice = p.applying(a).applying(b)
      let difference = once - twice
      return max(abs(difference.x), abs(difference.y)) <= 1e-9 * (1 + abs(p.x) + abs(p.y))
    }
  }

  @Test func determinantIsMultiplicative() {
    checkProperty("det(AB) = det A · det B", .zip(wellConditioned, wellConditioned)) {
      first, second in
      let (a, b) = (transform(first), transform(second))
      let product = a.determinant * b.determinant
      return abs(a.concatenating(b).determinant - product) <= 1e-12 * abs(product)
    }
  }

  @Test func inverseUndoesTheTransform() {
    checkProperty("A·A⁻¹ = I", .zip(wellConditioned, .doubles(in: 0...1))) { parameters, flip in
      let a = transform(parameters, flip: flip < 0.5)
      guard let inverse = a.inverse else { return false }
      return a.concatenating(inverse).isApproximatelyEqual(to: .identity, tolerance: 1e-9)
        && inverse.concatenating(a).isApproximatelyEqual(to: .identity, tolerance: 1e-9)
    }
  }

  /// CoreGraphics returns a singular matrix unchanged from `inverted()`; nothing is NaN.
  @Test func singularTransformsInvertToThemselves() {
    let singular = AffineTransform2D(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 4)
    #expect(!singular.isInvertible)
    #expect(singular.inverted() == singular)
    #expect(singular.inverse == nil)
    #expect(AffineTransform2D(scaleX: 0, y: 1).inverted() == AffineTransform2D(scaleX: 0, y: 1))
    // Scale-aware: a tiny but well-conditioned transform is invertible.
    let tiny = AffineTransform2D(scaleX: 1e-200, y: 1e-200)
    #expect(tiny.isInvertible)
    #expect(tiny.inverted().a == 1e200)
    // Nearly parallel rows: the determinant is rounding noise.
    #expect(!AffineTransform2D(a: 1, b: 1, c: 1, d: 1 + 1e-16, tx: 0, ty: 0).isInvertible)
  }

  /// Entries at the top of the range: the inverse of 1e308·(1, 1, −1, 1) is 5e-309·(1, −1, 1, 1)
  /// (the adjugate over the determinant 2e616, by hand), subnormal but right; it used to
  /// underflow to the zero matrix and call it an inverse.
  @Test func inverseOfHugeEntriesIsSubnormalNotZero() throws {
    let huge = AffineTransform2D(a: 1e308, b: 1e308, c: -1e308, d: 1e308, tx: 1e308, ty: 0)
    let inverse = try #require(huge.inverse)
    for (entry, expected) in [
      (inverse.a, 1012011266536553 * Double.leastNonzeroMagnitude),
      (inverse.b, -1012011266536553 * Double.leastNonzeroMagnitude),
      (inverse.c, 1012011266536553 * Double.leastNonzeroMagnitude),
      (inverse.d, 1012011266536553 * Double.leastNonzeroMagnitude), (inverse.tx, -0.5),
      (inverse.ty, 0.5),
    ] {
      #expect(abs(entry - expected) <= 1e-15 * abs(expected), "\(inverse)")
    }
    // Log-uniform scales over the whole range: an inverse, when there is one, undoes the map.
    checkProperty(
      "scaled inverse", .zip(.doubles(in: 1e-307...1e307, logarithmic: true), .doubles(in: -3...3))
    ) {
      scale, angle in
      let t = AffineTransform2D(rotationAngle: angle).scaledBy(x: scale, y: scale)
      guard let inverse = t.inverse else { return scale < 1e-300 || scale > 1e300 }
      let point = Point2D(x: 3, y: -4).applying(t).applying(inverse)
      return abs(point.x - 3) < 1e-9 && abs(point.y + 4) < 1e-9
    }
  }

  @Test func rotationsPreserveLengths() {
    checkProperty(
      "|p·R| = |p|",
      .zip(.doubles(in: -10...10), .doubles(in: -1e3...1e3), .doubles(in: -1e3...1e3))
    ) {
      angle, x, y in
      let vector = Vector2D(dx: x, dy: y)
      return abs(vector.applying(AffineTransform2D(rotationAngle: angle)).length - vector.length)
        <= 1e-12 * (1 + vector.length)
    }
  }

  @Test func vectorsAndSizesIgnoreTranslation() {
    let t = AffineTransform2D(a: 2, b: 0, c: 1, d: 3, tx: 100, ty: 200)
    #expect(Vector2D(dx: 1, dy: 1).applying(t) == Vector2D(dx: 3, dy: 3))
    // CGSizeApplyAffineTransform: (a·w + c·h, b·w + d·h).
    #expect(Size2D(width: 4, height: 5).applying(t) == Size2D(width: 13, height: 15))
  }

  /// CGRect.applying: the bounding box of the four mapped corners.
  @Test func rectsMapToTheBoundingBoxOfTheirCorners() {
    checkProperty(
      "bounding box",
      .zip(wellConditioned, .zip(.doubles(in: -100...100), .doubles(in: -100...100)))
    ) {
      parameters, size in
      let t = transform(parameters)
      let rect = Rect2D(x: 10, y: -20, width: size.0, height: size.1)
      let corners = [
        Point2D(x: rect.minX, y: rect.minY), Point2D(x: rect.maxX, y: rect.minY),
        Point2D(x: rect.minX, y: rect.maxY), Point2D(x: rect.maxX, y: rect.maxY),
      ].map { $0.applying(t) }
      let mapped = rect.applying(t)
      let close = { (u: Double, v: Double) in abs(u - v) <= 1e-9 * (1 + abs(v)) }
      return close(mapped.minX, corners.map(\.x).min()!)
        && close(mapped.maxX, corners.map(\.x).max()!)
        && close(mapped.minY, corners.map(\.y).min()!)
        && close(mapped.maxY, corners.map(\.y).max()!)
    }
    #expect(Rect2D.null.applying(AffineTransform2D(rotationAngle: 1)).isNull)
  }

  @Test func codableValidates() throws {
    let t = AffineTransform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    #expect(try JSONDecoder().decode(AffineTransform2D.self, from: JSONEncoder().encode(t)) == t)
    let lenient = JSONDecoder()
    lenient.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    #expect {
      try lenient.decode(
        AffineTransform2D.self,
        from: Data(#"{"a": 1, "b": 0, "c": 0, "d": "nan", "tx": 0, "ty": 0}"#.utf8))
    } throws: { "\($0)".contains("d must be finite") }
    let geometry = LayerGeometry(
      bounds: Rect2D(x: 0, y: 0, width: 10, height: 20), position: Point2D(x: 5, y: 5))
    #expect(
      try JSONDecoder().decode(LayerGeometry.self, from: JSONEncoder().encode(geometry)) == geometry
    )
  }

  @Test func initializersRejectNonFiniteEntries() async {
    await #expect(processExitsWith: .failure) {
      _ = AffineTransform2D(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }
    await #expect(processExitsWith: .failure) {
      _ = AffineTransform2D(translationX: .infinity, y: 0)
    }
  }

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

  /// Determinant 1 with entries whose products leave the double range — (1e200, 0, 0, 1e-200)
  /// and (1, 0, 1e300, 1) — invert: the first to its entries' reciprocals (the exact inverse of
  /// a diagonal, within an ulp of the rounded reciprocals), the second to the opposite shear,
  /// (1, 0, −1e300, 1), exactly.
  @Test func extremeEntriesOfDeterminantOneInvert() throws {
    let stretch = AffineTransform2D(a: 1e200, b: 0, c: 0, d: 1e-200, tx: 0, ty: 0)
    let inverse = try #require(stretch.inverse)
    expectClose(inverse.a, 1 / 1e200, ulps: 1)
    expectClose(inverse.d, 1 / 1e-200, ulps: 1)
    #expect(inverse.b == 0 && inverse.c == 0)
    let shear = AffineTransform2D(a: 1, b: 0, c: 1e300, d: 1, tx: 0, ty: 0)
    #expect(shear.inverse == AffineTransform2D(a: 1, b: 0, c: -1e300, d: 1, tx: 0, ty: 0))
  }

  /// Huge entries nearly parallel: (p, p, p, p·(1 + 2⁻³⁰)) with p = 1e300 has a determinant of
  /// 2⁻³⁰ of its products' size — invertible by the 2⁻⁴⁸ rule — with inverse
  /// (d/p, −1, −1, 1)/(d − p): the exact inverse of the matrix as stored, det = p·(d − p), with
  /// d − p exact (Sterbenz). The inverse forms a·d − b·c from products rounded to 2⁻⁵³ of
  /// themselves, 2⁻²³ of the determinant: that is its accuracy here (the condition number).
  @Test func nearlyParallelHugeRowsInvert() throws {
    let p = 1e300
    let d = p * (1 + 0x1p-30)
    let inverse = try #require(AffineTransform2D(a: p, b: p, c: p, d: d, tx: 0, ty: 0).inverse)
    let factor = 1 / (d - p)
    expectClose(inverse.b, -factor, relative: 0x1p-21)
    expectClose(inverse.d, factor, relative: 0x1p-21)
    expectClose(inverse.a, factor * (d / p), relative: 0x1p-21)
  }
}
