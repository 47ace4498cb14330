import Affine
import Foundation
import KineticsCore
import TestSupport
import Testing

@Suite struct Transform3DInterpolationTests {
  // References: scripts/references/transform3d.py, css-transforms-2's decomposition, slerp and
  // recomposition evaluated in mpmath at 50 digits.
  @Test func interpolationMatchesTheSpecificationsAlgorithm() {
    for (from, to, progress, expected) in transform3DInterpolationReferences {
      let result = Transform3D.interpolateCSS(
        from: transform3D(from), to: transform3D(to), progress: progress)
      #expect(normRelativeError(result, expected) <= 1e-12, "\(progress): \(result)")
    }
  }

  // web-platform-tests css/css-transforms/animation/transform-interpolation-004.html: the
  // lists do not match function by function, so they interpolate as matrices.
  @Test func matricesInterpolateAsTheWebPlatformTestsExpect() {
    let skew1 = Transform3D(
      m11: 1, m12: 0, m13: 0, m14: 0, m21: tan(1), m22: 1, m23: 0, m24: 0, m31: 0, m32: 0,
      m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    var skew2 = skew1
    skew2.m21 = tan(2)
    // translate3d(8px, −4px, 12px) skewX(2rad): CSS applies the rightmost function first.
    let translatedSkew2 = skew2.concatenating(Transform3D(translationX: 8, y: -4, z: 12))
    let firstCase: [(Double, [Double])] = [
      (-1, [1, 0, 0, 0, 5.2998553125713235, 1, 0, 0, 0, 0, 1, 0, -8, 4, -12, 1]),
      (0.25, [1, 0, 0, 0, 0.621795827675797, 1, 0, 0, 0, 0, 1, 0, 2, -1, 3, 1]),
      (0.75, [1, 0, 0, 0, -1.2494279662824135, 1, 0, 0, 0, 0, 1, 0, 6, -3, 9, 1]),
      (2, [1, 0, 0, 0, -5.9274874511779405, 1, 0, 0, 0, 0, 1, 0, 16, -8, 24, 1]),
    ]
    for (progress, expected) in firstCase {
      let result = Transform3D.interpolateCSS(from: skew1, to: translatedSkew2, progress: progress)
      #expect(normRelativeError(result, expected) <= 1e-12, "\(progress): \(result)")
    }
    // translate3d(8px, −4px, 12px) skewX(1rad) perspective(400px) →
    // scaleY(2) skewX(2rad) perspective(500px).
    let from = Transform3D.perspective(eyeDistance: 400).concatenating(skew1)
      .concatenating(Transform3D(translationX: 8, y: -4, z: 12))
    let to = Transform3D.perspective(eyeDistance: 500).concatenating(skew2)
      .concatenating(Transform3D(scaleX: 1, y: 2, z: 1))
    let secondCase: [(Double, [Double])] = [
      (
        -1,
        [
          1, 0, 0, 0, 0, 0, 0, 0, -0.03876288659793814, 0.01938144329896907, 0.94,
          -0.0029653608247422686, 16, -8, 24, 0.986144329896907,
        ]
      ),
      (
        0.25,
        [
          1, 0, 0, 0, 1.1186572632293585, 1.25, 0, 0, -0.0151159793814433,
          0.00755798969072165, 0.9775, -0.002378247422680413, 6, -3, 9, 1.0012989690721648,
        ]
      ),
      (
        0.75,
        [
          1, 0, 0, 0, -0.7525665307288518, 1.75, 0, 0, -0.005115979381443298,
          0.002557989690721649, 0.9924999999999999, -0.002128247422680412, 2, -1, 3,
          1.001298969072165,
        ]
      ),
      (
        2,
        [
          1, 0, 0, 0, -11.227342763749263, 3, 0, 0, 0.021237113402061854, -0.010618556701030927,
          1.03, -0.0014653608247422677, -8, 4, -12, 0.9861443298969074,
        ]
      ),
    ]
    for (progress, expected) in secondCase {
      let result = Transform3D.interpolateCSS(from: from, to: to, progress: progress)
      #expect(normRelativeError(result, expected) <= 1e-12, "\(progress): \(result)")
    }
  }

  @Test func twoDimensionalMatricesInterpolateAs2D() {
    // csswg #3230: rotate(180deg) → rotate(300deg) half-way is matrix(−0.5, −0.866, 0.866,
    // −0.5) by the 2D rule Chromium and WebKit follow (the 3D pseudo-code would turn the other
    // way).
    let result = Transform3D.interpolateCSS(
      from: Transform3D(rotationAngle: .pi, x: 0, y: 0, z: 1),
      to: Transform3D(rotationAngle: 5 * .pi / 3, x: 0, y: 0, z: 1), progress: 0.5)
    let expected: [Double] =
      [-0.5, -0.75.squareRoot(), 0, 0, 0.75.squareRoot(), -0.5, 0, 0]
      + [0, 0, 1, 0, 0, 0, 0, 1]
    #expect(normRelativeError(result, expected) <= 1e-15, "\(result)")
  }

  @Test func coreAnimationTakesTheShorterArcWhereTheSpecificationMayNot() {
    // From 2.9 rad about y to −2.9 rad about y: the quaternions (both with w ≥ 0) have a
    // negative dot product, cos 2.9.
    let perspective = Transform3D.perspective(eyeDistance: 800)
    let start = Transform3D(rotationAngle: 2.9, x: 0, y: 1, z: 0).concatenating(perspective)
    let end = Transform3D(rotationAngle: -2.9, x: 0, y: 1, z: 0).concatenating(perspective)
    // Shorter: on through the half turn (2.9 → π → 2π − 2.9).
    let shorter = Transform3D.interpolate(from: start, to: end, progress: 0.5)
    let halfTurn = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0).concatenating(perspective)
    #expect(shorter.isApproximatelyEqual(to: halfTurn, tolerance: 1e-14), "\(shorter)")
    // The specification's slerp goes back the long way, through no rotation at all.
    let longer = Transform3D.interpolateCSS(from: start, to: end, progress: 0.5)
    #expect(longer.isApproximatelyEqual(to: perspective, tolerance: 1e-14), "\(longer)")
  }

  @Test func endpointsAreExactAndUndecomposableMatricesJump() {
    let start = Transform3D(rotationAngle: 0.3, x: 1, y: 0, z: 0)
    var end = Transform3D.perspective(eyeDistance: 100)
    end.m44 = 0
    #expect(Transform3D.interpolateCSS(from: start, to: end, progress: 0) == start)
    #expect(Transform3D.interpolateCSS(from: start, to: end, progress: 0.49) == start)
    #expect(Transform3D.interpolateCSS(from: start, to: end, progress: 0.5) == end)
    #expect(Transform3D.interpolate(from: start, to: end, progress: 1) == end)
  }

  @Test func rotate3dFunctionsInterpolateTheirAngles() throws {
    let start = Rotation3D(angle: 0, x: 0, y: 1, z: 0)
    let end = Rotation3D(angle: 3 * .pi / 2, x: 0, y: 2, z: 0)
    let half = try #require(Rotation3D.interpolate(from: start, to: end, progress: 0.5))
    #expect(half.angle == 3 * .pi / 4)
    #expect(
      Rotation3D.interpolatedTransform(from: start, to: end, progress: 0.5)
        == Transform3D(rotationAngle: 3 * .pi / 4, x: 0, y: 1, z: 0))
    // Different axes, both turned: matrices, slerped.
    let other = Rotation3D(angle: 1, x: 1, y: 0, z: 0)
    let turned = Rotation3D(angle: 1, x: 0, y: 1, z: 0)
    #expect(Rotation3D.interpolate(from: other, to: turned, progress: 0.5) == nil)
    #expect(
      Rotation3D.interpolatedTransform(from: other, to: turned, progress: 0.5)
        == Transform3D.interpolateCSS(from: other.transform, to: turned.transform, progress: 0.5))
    // A zero angle takes the other rotation's axis, whatever its own.
    let still = Rotation3D(angle: 0, x: 1, y: 0, z: 0)
    let quarter = Rotation3D(angle: .pi / 2, x: 0, y: 1, z: 0)
    let eighth = try #require(Rotation3D.interpolate(from: still, to: quarter, progress: 0.5))
    #expect(eighth.axis == SIMD3(0, 1, 0) && eighth.angle == .pi / 4)
    // A zero axis rotates nothing.
    #expect(Rotation3D(angle: 2, x: 0, y: 0, z: 0).transform == .identity)
  }

  @Test func componentKeyPathsMakeTheValueFunctionsMatrices() {
    #expect(TransformComponent(rawValue: "transform.rotation.y") == .rotationY)
    #expect(
      TransformComponent.rotationY.transform(from: 0, to: .pi, progress: 0.5)
        == Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0))
    #expect(
      TransformComponent.rotation.transform(for: 1)
        == TransformComponent.rotationZ.transform(for: 1))
    #expect(TransformComponent.scale.transform(for: 2) == Transform3D(scaleX: 2, y: 2, z: 2))
    #expect(TransformComponent.scaleY.transform(for: 3) == Transform3D(scaleX: 1, y: 3, z: 1))
    #expect(
      TransformComponent.translationZ.transform(for: -40)
        == Transform3D(translationX: 0, y: 0, z: -40))
    // Three quarters of a turn keep their direction: 2π·3/8 at progress ½.
    let threeQuarters = TransformComponent.rotationX.transform(
      from: 0, to: 1.5 * .pi, progress: 0.5)
    #expect(
      threeQuarters.isApproximatelyEqual(
        to: Transform3D(rotationAngle: 0.75 * .pi, x: 1, y: 0, z: 0)))
  }
}
