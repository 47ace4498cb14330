import Affine
import Foundation
import KineticsCore
import TestSupport
import Testing

@Suite struct Transform3DDecompositionTests {
  @Test func decomposeThenRecomposeReproducesTheMatrix() throws {
    var generator = Xoshiro256StarStar(seed: 7)
    var checked = 0
    for index in 0..<1000 {
      // Matrices as transitions build them, and arbitrary ones (m44 ≠ 1 included).
      let transform =
        index.isMultiple(of: 2)
        ? randomComposedTransform3D(&generator) : randomTransform3D(&generator, scale: 1)
      guard let decomposition = transform.cssDecomposition else { continue }
      // The decomposition describes the matrix divided by m44 (the same projective map).
      let rebuilt = Transform3D(decomposition)
      let normalized = transform3D(entries(of: transform).map { $0 / transform.m44 })
      // Within 1e-12 of the norm for the composed ones; arbitrary matrices lose more to the
      // conditioning of the perspective solve (their condition numbers reach 1e4).
      let scale = entries(of: normalized).map(abs).max()!
      let tolerance = index.isMultiple(of: 2) ? 1e-12 : 1e-10
      #expect(
        rebuilt.isApproximatelyEqual(to: normalized, tolerance: tolerance * scale),
        "\(transform) → \(rebuilt)")
      checked += 1
    }
    #expect(checked > 900)
  }

  @Test func rotationsDecomposeToTheirQuaternions() throws {
    // rotate3d(1, 2, 2, 0.8): q = (u·sin 0.4, cos 0.4) with u = (1, 2, 2)/3.
    let q = try #require(Transform3D(rotationAngle: 0.8, x: 1, y: 2, z: 2).cssDecomposition)
      .quaternion
    let (s, c) = (sin(0.4), cos(0.4))
    for (actual, expected) in zip([q.x, q.y, q.z, q.w], [s / 3, 2 * s / 3, 2 * s / 3, c]) {
      expectClose(actual, expected, absolute: 1e-15)
    }
  }

  @Test func halfTurnsAboutTiltedAxesKeepTheirAxis() throws {
    // csswg #3710: the specification's sign rules read a half turn about (1, −1, 0) as one
    // about (1, 1, 0), because m12 = m21 there. Shepperd's method keeps the axis.
    let halfTurn = Transform3D(rotationAngle: .pi, x: 1, y: -1, z: 0)
    let rebuilt = Transform3D(try #require(halfTurn.cssDecomposition))
    #expect(rebuilt.isApproximatelyEqual(to: halfTurn, tolerance: 1e-15), "\(rebuilt)")
  }

  @Test func matricesWithoutADecompositionGiveNil() {
    var zeroW = Transform3D.identity
    zeroW.m44 = 0
    #expect(zeroW.cssDecomposition == nil)
    #expect(Transform3D(scaleX: 1, y: 0, z: 1).cssDecomposition == nil)
    #expect(Transform3D(scaleX: 1e200, y: 1e200, z: 1e200).cssDecomposition == nil)
  }
}

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

/// Entries across the whole double range: nothing the initializers accept traps or gives NaN.
@Suite struct Transform3DRangeSweepTests {
  /// A transform whose entries have random signs and magnitudes 10^u, u uniform in ±300, some
  /// of them 0 and some subnormal.
  static func extremeTransform(_ generator: inout Xoshiro256StarStar) -> Transform3D {
    transform3D(
      (0..<16).map { _ in
        switch Int.random(in: 0..<10, using: &generator) {
        case 0: return 0
        case 1: return Double.leastNonzeroMagnitude * Double.random(in: 1...1e6, using: &generator)
        case 2:
          let magnitude =
            Double.greatestFiniteMagnitude * Double.random(in: 0.5...1, using: &generator)
          return Bool.random(using: &generator) ? magnitude : -magnitude
        default:
          let magnitude = pow(10, Double.random(in: -308...308, using: &generator))
          return Bool.random(using: &generator) ? magnitude : -magnitude
        }
      })
  }

  @Test func extremeEntriesNeverGiveNaN() {
    var generator = Xoshiro256StarStar(seed: 99)
    for _ in 0..<3000 {
      let (a, b) = (Self.extremeTransform(&generator), Self.extremeTransform(&generator))
      #expect(a.inverted().isFinite, "\(a)")
      for progress in [0.0, 0.3, 0.5, 1] {
        let css = Transform3D.interpolateCSS(from: a, to: b, progress: progress)
        let ca = Transform3D.interpolate(from: a, to: b, progress: progress)
        #expect(!entries(of: css).contains { $0.isNaN }, "\(a) → \(b) at \(progress)")
        #expect(!entries(of: ca).contains { $0.isNaN }, "\(a) → \(b) at \(progress)")
      }
      if let decomposition = a.cssDecomposition {
        // A decomposition that exists recomposes without NaN.
        let parts = [decomposition.translation, decomposition.scale, decomposition.skew]
        #expect(parts.allSatisfy { ($0 * 0).sum() == 0 })
      }
      let quad = ProjectedQuad(Rect2D(x: -1e300, y: 1e-300, width: 1e300, height: 5), transform: a)
      #expect(!quad.visiblePolygon.contains { $0.x.isNaN || $0.y.isNaN }, "\(a)")
      _ = quad.boundingBox
      _ = quad.contains(.zero)
      for point in [Point2D(x: 1e308, y: -1e308), Point2D(x: 5e-324, y: 0), Point2D(x: 1, y: 2)] {
        if let projected = a.projection(of: point) {
          #expect(!projected.x.isNaN && !projected.y.isNaN, "\(a) \(point)")
        }
      }
    }
  }
}

extension Transform3DRangeSweepTests {
  /// Worked by hand: the rows (1e150, 1e150, 0, 0), (0, 1, 0, −1e160), (0, 0, 1, 0),
  /// (0, 0, 0, 1) decompose into an affine part with rows (1e150, 1e150, 0), (0, 1, 0) and the
  /// perspective column p = (1e160, −1e160, 0, 1) (1e150·p.x + 1e150·p.y = 0, p.y = −1e160).
  /// Recomposing multiplies them back: m14 = 1e150·1e160 − 1e150·1e160, whose terms overflow
  /// and met as ∞ − ∞ = NaN. Interpolating a matrix with itself gives the matrix (the
  /// decompositions mix to themselves), within the round trip's accuracy: 1e-12 of the largest
  /// entry, and in the perspective column 1e-12 of |row|·|p| ≈ 2e310 (the rows' rounding,
  /// ~1e-16 relative, is multiplied by p there: m14 comes out near −5e294, not 0).
  @Test func recomposingTermsBeyondTheRangeCancelAsWithAnUnboundedExponent() {
    let matrix = transform3D([1e150, 1e150, 0, 0, 0, 1, 0, -1e160, 0, 0, 1, 0, 0, 0, 0, 1])
    for middle in [
      Transform3D.interpolate(from: matrix, to: matrix, progress: 0.5),
      Transform3D.interpolateCSS(from: matrix, to: matrix, progress: 0.5),
    ] {
      let difference = zip(entries(of: middle), entries(of: matrix)).map { abs($0 - $1) }
      let tolerances = (0..<16).map { $0 % 4 == 3 ? 1e-12 * 2e155 * 1e155 : 1e-12 * 1e160 }
      #expect(zip(difference, tolerances).allSatisfy { $0 <= $1 }, "\(middle)")
    }
  }
}
