import KineticsCore
import Affine
import Foundation
import TestSupport
import Testing

@Suite struct DecompositionTests {
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
}

@Suite struct InterpolationTests {
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
}

@Suite struct CSSFlipTests {
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
