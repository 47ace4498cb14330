import KineticsCore
import Affine
import Foundation
import TestSupport
import Testing

@Suite struct AffineTransform2DDecompositionTests {
  @Test func componentsRoundTrip() {
    checkProperty("recompose(decompose(A)) = A", .zip(wellConditioned, .doubles(in: 0...1))) {
      parameters, flip in
      let t = transform(parameters, flip: flip < 0.5)
      return AffineTransform2D(t.components).isApproximatelyEqual(to: t, tolerance: 1e-9)
    }
  }

  /// The CGAffineTransformComponents formulas (Apple's documentation) on a hand-built case: scale
  /// (2, 3), shear 0.5, rotation π/2: a = 0, b = 2, c = 3·(0 − 1) = −3, d = 3·(0.5·1 + 0) = 1.5.
  @Test func componentsFollowTheCoreGraphicsDefinition() {
    let t = AffineTransform2D(
      AffineTransform2D.Components(
        scale: Size2D(width: 2, height: 3), horizontalShear: 0.5, rotation: .pi / 2,
        translation: Vector2D(dx: 7, dy: 8)))
    #expect(t == AffineTransform2D(a: 0, b: 2, c: -3, d: 1.5, tx: 7, ty: 8))
    let components = t.components
    #expect(components.scale == Size2D(width: 2, height: 3))
    #expect(components.horizontalShear == 0.5)
    #expect(components.rotation == .pi / 2)
  }

  @Test func flipsShowAsNegativeVerticalScaleAndSingularMatricesStayFinite() {
    let flip = AffineTransform2D(scaleX: 1, y: -1).components
    #expect(flip.scale == Size2D(width: 1, height: -1))
    let zeroFirstRow = AffineTransform2D(a: 0, b: 0, c: 0, d: 2, tx: 0, ty: 0).components
    #expect(zeroFirstRow.scale == Size2D(width: 0, height: 2))
    #expect(
      AffineTransform2D(zeroFirstRow) == AffineTransform2D(a: 0, b: 0, c: 0, d: 2, tx: 0, ty: 0))
    let parallel = AffineTransform2D(a: 1, b: 0, c: 2, d: 0, tx: 0, ty: 0).components
    #expect(parallel.scale == Size2D(width: 1, height: 0) && parallel.horizontalShear == 0)
    let zero = AffineTransform2D(a: 0, b: 0, c: 0, d: 0, tx: 1, ty: 1).components
    #expect(zero.scale == .zero && zero.rotation == 0)
  }

  @Test func cssDecompositionRoundTripsAndFlipsTheSmallerDiagonal() {
    checkProperty("CSS round trip", .zip(wellConditioned, .doubles(in: 0...1))) {
      parameters, flip in
      let t = transform(parameters, flip: flip < 0.5)
      guard let parts = t.cssDecomposition else { return false }
      return AffineTransform2D(parts).isApproximatelyEqual(to: t, tolerance: 1e-9)
    }
    // scale(−1, 1): a = −1 < d = 1, so the x scale carries the flip.
    #expect(
      AffineTransform2D(scaleX: -1, y: 1).cssDecomposition?.scale == Size2D(width: -1, height: 1))
    #expect(
      AffineTransform2D(scaleX: 1, y: -1).cssDecomposition?.scale == Size2D(width: 1, height: -1))
    #expect(AffineTransform2D(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).cssDecomposition == nil)
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

  /// Rows of very different sizes decompose as css-transforms-1's procedure does on paper: a
  /// stretch (1e200, 0, 0, 1e-200) into scales 1e200 and 1e-200, a shear (1, 0, 1e300, 1) into
  /// unit scales and a skew of 1e300, both unrotated.
  @Test func rowsOfVeryDifferentSizesDecompose() throws {
    let stretch = try #require(
      AffineTransform2D(a: 1e200, b: 0, c: 0, d: 1e-200, tx: 0, ty: 0).cssDecomposition)
    #expect(stretch.scale == Size2D(width: 1e200, height: 1e-200))
    #expect(stretch.skew == 0 && stretch.angle == 0)
    let shear = try #require(
      AffineTransform2D(a: 1, b: 0, c: 1e300, d: 1, tx: 0, ty: 0).cssDecomposition)
    #expect(shear.scale == Size2D(width: 1, height: 1))
    #expect(shear.skew == 1e300 && shear.angle == 0)
  }
}
