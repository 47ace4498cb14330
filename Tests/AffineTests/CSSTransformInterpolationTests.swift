import Affine
import TestSupport
import Testing

/// web-platform-tests' css/css-transforms/animation/transform-interpolation-005.html, its 2D
/// matrix cases: `matrix(a, b, c, d, e, f)` is AffineTransform2D(a, b, c, d, tx: e, ty: f) and
/// `none` the identity. Expected values as WPT writes them (some rounded to 4 or 2 places, so
/// the tolerance follows the digits given).
@Suite struct CSSTransformInterpolationTests {
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
