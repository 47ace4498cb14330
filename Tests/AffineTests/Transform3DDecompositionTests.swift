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
