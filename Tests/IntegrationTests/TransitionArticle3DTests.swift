import Kinetics
import Testing

/// The per-frame corners printed in the 3D articles (Sources/Affine/Affine.docc: CardFlip.md,
/// CubeTransition.md). Each test runs the article's code line for line, checks every corner
/// against TransitionArticle3DReferences.swift (the placement and projection evaluated in
/// 50-digit arithmetic by scripts/references/transform3d.py) and checks that the article
/// prints those references rounded as shown. Literals: they run on every platform.
@Suite struct TransitionArticle3DTests {
  /// Whether `printed` is `reference` rounded to two decimals.
  func isRounded(_ printed: Double, _ reference: Double) -> Bool {
    abs(printed - reference) <= 0.005 + 1e-12
  }

  /// CardFlip.md.
  @Test func cardFlip() throws {
    var stage = LayerGeometry3D(
      bounds: Rect2D(x: 0, y: 0, width: 400, height: 300),
      position: Point2D(x: 200, y: 150))
    stage.sublayerTransform = .perspective(eyeDistance: 500)
    var card = LayerGeometry3D(
      bounds: Rect2D(x: 0, y: 0, width: 300, height: 200),
      position: Point2D(x: 200, y: 150))
    func quad(atProgress progress: Double) -> ProjectedQuad {
      card.transform = Transform3D(rotationAngle: .pi * progress, x: 0, y: 1, z: 0)
      return card.projectedQuad(in: stage)
    }
    // progress, the card's left edge x and top y, its right edge x and top y, facing away.
    let printed: [(Double, Double, Double, Double, Double, Bool)] = [
      (0.0, 50.00, 50.00, 350.00, 50.00, false), (0.1, 42.77, 39.78, 330.56, 58.48, false),
      (0.2, 52.67, 28.59, 303.16, 64.99, false), (0.3, 83.58, 17.95, 270.95, 69.53, false),
      (0.4, 135.14, 10.08, 236.06, 72.20, false), (0.6, 264.86, 10.08, 163.94, 72.20, true),
      (0.7, 316.42, 17.95, 129.05, 69.53, true), (0.8, 347.33, 28.59, 96.84, 64.99, true),
      (0.9, 357.23, 39.78, 69.44, 58.48, true), (1.0, 350.00, 50.00, 50.00, 50.00, true),
    ]
    #expect(printed.count == cardFlipReferences.count)
    for (row, (progress, reference)) in zip(printed, cardFlipReferences) {
      #expect(row.0 == progress)
      let result = quad(atProgress: progress)
      let corners = try #require(result.corners)
      for (corner, expected) in zip(corners, reference) {
        #expect(abs(corner.x - expected.0) < 1e-12 && abs(corner.y - expected.1) < 1e-12)
      }
      #expect(result.isFacingAway == row.5, "progress \(progress)")
      // The card's left edge is its top-left corner's, its right edge the top-right's.
      let (left, right) = (reference[0], reference[1])
      #expect(isRounded(row.1, left.0) && isRounded(row.2, left.1), "progress \(progress)")
      #expect(isRounded(row.3, right.0) && isRounded(row.4, right.1), "progress \(progress)")
      // The bottom corners mirror the top ones about y = 150.
      #expect(abs(reference[3].1 - (300 - reference[0].1)) < 1e-9)
    }
    // Edge-on at ½: a vertical segment at x = 200.
    let edgeOn = quad(atProgress: 0.5).boundingBox
    #expect(abs(edgeOn.midX - 200) < 1e-12 && edgeOn.width < 1e-12)
  }

  /// CubeTransition.md.
  @Test func cubeTransition() throws {
    let screen = LayerGeometry3D(
      bounds: Rect2D(x: 0, y: 0, width: 375, height: 667),
      position: Point2D(x: 187.5, y: 333.5),
      sublayerTransform: .perspective(eyeDistance: 1000))
    func face(turnedBy angle: Double) -> ProjectedQuad {
      let face = LayerGeometry3D(
        bounds: screen.bounds, position: screen.position,
        zPosition: -187.5, anchorPointZ: -187.5,
        transform: Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0))
      return face.projectedQuad(in: screen)
    }
    func faces(atProgress progress: Double) -> (outgoing: ProjectedQuad, incoming: ProjectedQuad) {
      (face(turnedBy: -.pi / 2 * progress), face(turnedBy: .pi / 2 * (1 - progress)))
    }
    // progress, outgoing left x, shared edge x, shared edge top y, incoming right x.
    let printed: [(Double, Double, Double, Double, Double)] = [
      (0.00, 0.00, 375.00, 0.00, 323.86), (0.25, -38.08, 295.16, -20.34, 377.56),
      (0.50, -35.80, 187.50, -28.08, 410.80), (0.75, -2.56, 79.84, -20.34, 413.08),
      (1.00, 51.14, 0.00, 0.00, 375.00),
    ]
    #expect(printed.count == cubeTransitionReferences.count)
    for (row, (progress, outgoingReference, incomingReference)) in zip(
      printed, cubeTransitionReferences)
    {
      #expect(row.0 == progress)
      let (outgoing, incoming) = faces(atProgress: progress)
      for (quad, reference) in [(outgoing, outgoingReference), (incoming, incomingReference)] {
        let corners = try #require(quad.corners)
        for (corner, expected) in zip(corners, reference) {
          #expect(abs(corner.x - expected.0) < 1e-11 && abs(corner.y - expected.1) < 1e-11)
        }
      }
      // The shared edge: the outgoing top-right corner is the incoming top-left one.
      #expect(abs(outgoingReference[1].0 - incomingReference[0].0) < 1e-9)
      #expect(isRounded(row.1, outgoingReference[0].0), "progress \(progress)")
      #expect(isRounded(row.2, outgoingReference[1].0) && isRounded(row.3, outgoingReference[1].1))
      #expect(isRounded(row.4, incomingReference[1].0), "progress \(progress)")
    }
  }
}
