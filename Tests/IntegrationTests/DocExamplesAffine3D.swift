import Kinetics
import Testing

/// The 3D examples of the Affine module's doc comments, line for line (DocExampleCoverageTests
/// checks that they stay so), with each shown value also derived independently.
@Suite struct DocExamplesAffine3D {
  @Test func transform3D() {
    let flip = Transform3D.perspective(eyeDistance: 500).rotated(by: .pi / 4, x: 0, y: 1, z: 0)
    expectPrinted(flip.m14, "0.001414213562373095")
    // Independent: m14 = m13·m34 = sin 45° / 500 (the rotation's x row has z = −sin 45°).
    #expect(abs(flip.m14 - 0.5.squareRoot() / 500) < 1e-18)
  }

  @Test func layerGeometry3D() throws {
    var stage = LayerGeometry3D(
      bounds: Rect2D(x: 0, y: 0, width: 400, height: 400),
      position: Point2D(x: 200, y: 200))
    stage.sublayerTransform = .perspective(eyeDistance: 500)
    var card = LayerGeometry3D(
      bounds: Rect2D(x: 0, y: 0, width: 200, height: 100),
      position: Point2D(x: 200, y: 200))
    card.transform = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)
    expectPrinted(
      card.projectedQuad(in: stage).corners![1], "(242.61829480634603, 157.381705193654)")
    // Independent: the right edge at x = 100·cos 60° = 50 and z = −100·sin 60°, seen from an
    // eye 500 points away, is scaled by 500 / (500 + 86.60…).
    let factor = 500 / (500 + 100 * 0.75.squareRoot())
    let corner = try #require(card.projectedQuad(in: stage).corners)[1]
    #expect(abs(corner.x - (200 + 50 * factor)) < 1e-12)
    #expect(abs(corner.y - (200 - 50 * factor)) < 1e-12)
  }

  @Test func rotation3D() {
    let start = Rotation3D(angle: 0, x: 0, y: 1, z: 0)
    let end = Rotation3D(angle: 3 * .pi / 2, x: 0, y: 1, z: 0)
    expectPrinted(
      Rotation3D.interpolate(from: start, to: end, progress: 0.5)?.angle, "2.356194490192345")
    #expect(Rotation3D.interpolate(from: start, to: end, progress: 0.5)?.angle == 3 * .pi / 4)
  }

  @Test func quaternion() {
    let halfTurn = Quaternion(angle: .pi, x: 0, y: 0, z: 1)
    expectPrinted(halfTurn.image(of: Point3D(x: 1, y: 2, z: 3)), "(-1.0, -2.0, 3.0)")
    let halfway = Quaternion.slerp(from: .identity, to: halfTurn, progress: 0.5, arc: .shorter)
    expectPrinted(halfway.angle, "1.570796326794896…")
    // Independent: the slerp halfway to a half turn is the quarter turn, π/2.
    #expect(abs(halfway.angle - .pi / 2) < 1e-15)
    #expect(halfTurn.storage == SIMD4(0, 0, 1, 0))
  }

  @Test func transformComponent() {
    let key = TransformComponent.rotationY
    let angle = 0 * (1 - 0.5) + Double.pi * 0.5
    expectPrinted(key.transform(for: angle).m13, "−1")
  }
}
