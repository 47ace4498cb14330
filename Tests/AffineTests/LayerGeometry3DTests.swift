import Affine
import Foundation
import KineticsCore
import TestSupport
import Testing

@Suite struct LayerGeometry3DTests {
  /// The card flip article's stage and card (Affine.docc/CardFlip.md).
  static func cardFlip(progress: Double) -> (card: LayerGeometry3D, stage: LayerGeometry3D) {
    var stage = LayerGeometry3D(
      bounds: Rect2D(x: 0, y: 0, width: 400, height: 300), position: Point2D(x: 200, y: 150))
    stage.sublayerTransform = .perspective(eyeDistance: 500)
    var card = LayerGeometry3D(
      bounds: Rect2D(x: 0, y: 0, width: 300, height: 200), position: Point2D(x: 200, y: 150))
    card.transform = Transform3D(rotationAngle: .pi * progress, x: 0, y: 1, z: 0)
    return (card, stage)
  }

  // The card flip and cube articles' corners are checked against 50-digit references in
  // IntegrationTests/TransitionArticle3DTests.

  // Back faces as Chromium decides `backface-visibility: hidden` (the normal through the
  // inverse transpose): a turn past 90° faces away, a mirror in x does not, a mirror in z does;
  // the specification's m33 < 0 gets the last two wrong.
  @Test func facingAwayFollowsTheNormal() {
    let rect = Rect2D(x: -50, y: -50, width: 100, height: 100)
    func facesAway(_ transform: Transform3D) -> Bool {
      ProjectedQuad(rect, transform: transform.concatenating(.perspective(eyeDistance: 400)))
        .isFacingAway
    }
    #expect(facesAway(Transform3D(rotationAngle: 1.7, x: 0, y: 1, z: 0)))
    #expect(facesAway(Transform3D(rotationAngle: 1.7, x: 1, y: 0, z: 0)))
    #expect(!facesAway(Transform3D(rotationAngle: 1.4, x: 1, y: 0, z: 0)))
    #expect(!facesAway(Transform3D(rotationAngle: 3, x: 0, y: 0, z: 1)))
    #expect(!facesAway(Transform3D(scaleX: -1, y: 1, z: 1)))
    #expect(facesAway(Transform3D(scaleX: 1, y: 1, z: -1)))
    #expect(!facesAway(Transform3D(scaleX: 1, y: 1, z: 0)))
    // A shear that tilts the plane and puts the image of +z behind it: m33 = 0.5 > 0, yet the
    // inverse's m33 is 1/(0.5 − 1) < 0 — the front half-space now lies away from the viewer.
    let tilted = transform3D([1, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0.5, 0, 0, 0, 0, 1])
    #expect(facesAway(tilted))
  }

  @Test func aQuadCrossingTheEyePlaneIsClippedToAFinitePolygon() {
    // A floor plane tilted so that its far edge passes behind the eye.
    let transform = Transform3D(rotationAngle: -1.3, x: 1, y: 0, z: 0)
      .concatenating(.perspective(eyeDistance: 300))
    let quad = ProjectedQuad(
      Rect2D(x: -200, y: -1000, width: 400, height: 2000), transform: transform)
    let ws = quad.homogeneousCorners.map(\.w)
    #expect(ws.contains { $0 <= 0 } && ws.contains { $0 > 0 })
    #expect(quad.corners == nil)
    #expect(quad.isVisible)
    #expect(quad.visiblePolygon.count == 4)
    let box = quad.boundingBox
    #expect(box.width.isFinite && box.height.isFinite && box.width > 0)
    // Clipped at 2⁻²⁶ of the largest w, the far vertices lie some 6e9 points out, not at the
    // edge of the double range.
    #expect(box.width < 1e11 && box.height < 1e11, "\(box)")
    #expect(quad.contains(Point2D(x: 0, y: 0)))
  }

  /// One corner behind the eye leaves a pentagon — the most vertices a clip of a quad has but for
  /// rounding at the near plane (six, which the inline storage also holds) — whose vertices are
  /// the three corners in front and the two crossings of the near plane; the vertices compare,
  /// hash and print as an array of them.
  @Test func aPentagonFitsTheInlineVertices() {
    // Turned about the diagonal through (minX, maxY) and (maxX, minY), so that the (maxX, maxY)
    // corner swings toward the eye, past it.
    let transform = Transform3D(rotationAngle: 1.2, x: 1, y: -1, z: 0)
      .concatenating(.perspective(eyeDistance: 300))
    let quad = ProjectedQuad(Rect2D(x: 0, y: 0, width: 400, height: 400), transform: transform)
    #expect(quad.homogeneousCorners.filter { $0.w <= 0 }.count == 1, "\(quad.homogeneousCorners)")
    #expect(quad.visiblePolygon.count == 5)
    #expect(quad.visiblePolygon.allSatisfy { $0.x.isFinite && $0.y.isFinite })
    let again = ProjectedQuad(Rect2D(x: 0, y: 0, width: 400, height: 400), transform: transform)
    #expect(again == quad && again.hashValue == quad.hashValue)
    #expect(Set([quad.visiblePolygon, again.visiblePolygon]).count == 1)
    #expect(
      "\(quad.visiblePolygon)" == "[" + quad.visiblePolygon.map { "\($0)" }.joined(separator: ", ")
        + "]")
    #expect(ProjectedQuad(.null, transform: transform).visiblePolygon.description == "[]")
  }

  @Test func hitTestingFollowsTheProjectedQuad() throws {
    let (card, stage) = Self.cardFlip(progress: 0.2)
    let quad = card.projectedQuad(in: stage)
    let corners = try #require(quad.corners)
    // The center of the stage is on the card, and so are points just inside its corners.
    #expect(quad.contains(Point2D(x: 200, y: 150)))
    #expect(quad.contains(Point2D(x: corners[1].x - 0.01, y: corners[1].y + 0.01)))
    #expect(!quad.contains(Point2D(x: corners[1].x + 0.01, y: corners[1].y)))
    #expect(!quad.contains(Point2D(x: 320, y: 60)))  // beyond the receding right edge
    #expect(!quad.contains(Point2D(x: 45, y: 150)))
    // Edge-on (progress ½) the card is a vertical segment at x = 200 (up to rounding).
    let (edgeOn, _) = Self.cardFlip(progress: 0.5)
    #expect(!edgeOn.projectedQuad(in: stage).contains(Point2D(x: 201, y: 150)))
  }

  @Test func boundingBoxIsTheFrame() throws {
    let (card, stage) = Self.cardFlip(progress: 0.2)
    let quad = card.projectedQuad(in: stage)
    let corners = try #require(quad.corners)
    let box = quad.boundingBox
    #expect(box.minX == corners.map(\.x).min() && box.maxX == corners.map(\.x).max())
    #expect(box.minY == corners.map(\.y).min() && box.maxY == corners.map(\.y).max())
    // Without 3D, the frame is the 2D layer's.
    let flat = LayerGeometry(
      bounds: Rect2D(x: 0, y: 0, width: 100, height: 50), position: Point2D(x: 10, y: 20),
      anchorPoint: .zero, transform: AffineTransform2D(rotationAngle: -.pi / 2))
    let lifted = LayerGeometry3D(flat).projectedQuad.boundingBox
    #expect(lifted == flat.frame)
  }

  @Test func documentationExampleCorner() throws {
    // The example in LayerGeometry3D's documentation.
    var stage = LayerGeometry3D(
      bounds: Rect2D(x: 0, y: 0, width: 400, height: 400), position: Point2D(x: 200, y: 200))
    stage.sublayerTransform = .perspective(eyeDistance: 500)
    var card = LayerGeometry3D(
      bounds: Rect2D(x: 0, y: 0, width: 200, height: 100), position: Point2D(x: 200, y: 200))
    card.transform = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)
    let corner = try #require(card.projectedQuad(in: stage).corners)[1]
    // Independent: the right edge at x = 100·cos 60° = 50, z = −100·sin 60°, seen from 500:
    // x′ = 200 + 50·500/(500 + 86.6…), y′ = 200 − 50·500/(500 + 86.6…).
    let factor = 500 / (500 + 100 * 0.75.squareRoot())
    expectClose(corner.x, 200 + 50 * factor, absolute: 1e-12)
    expectClose(corner.y, 200 - 50 * factor, absolute: 1e-12)
  }

  @Test func pointsInSpaceAreInterpolatableValues() throws {
    var point = Point3D(x: 1, y: 2, z: 3)
    point.z = -3
    #expect(point + Point3D(x: 1, y: 1, z: 1) - .zero == Point3D(x: 2, y: 3, z: -2))
    #expect(point.squaredMagnitude == 14 && point.description == "(1.0, 2.0, -3.0)")
    #expect(
      interpolate(from: Point3D.zero, to: Point3D(x: 10, y: -20, z: 4), progress: 0.25)
        == Point3D(x: 2.5, y: -5, z: 1))
    #expect(Point3D(Point2D(x: 7, y: 8)) == Point3D(x: 7, y: 8, z: 0))
    let data = try JSONEncoder().encode(point)
    #expect(try JSONDecoder().decode(Point3D.self, from: data) == point)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Point3D.self, from: Data(#"{"x": 1, "y": 2}"#.utf8))
    }
  }

  @Test func codableRoundTripsWithDefaults() throws {
    let (card, _) = Self.cardFlip(progress: 0.3)
    let data = try JSONEncoder().encode(card)
    #expect(try JSONDecoder().decode(LayerGeometry3D.self, from: data) == card)
    let minimal =
      #"{"bounds":{"origin":{"x":0,"y":0},"size":{"width":10,"height":20}},"position":{"x":1,"y":2}}"#
    let decoded = try JSONDecoder().decode(LayerGeometry3D.self, from: Data(minimal.utf8))
    #expect(decoded.anchorPoint == Point2D(x: 0.5, y: 0.5) && decoded.transform == .identity)
    #expect(decoded.zPosition == 0 && decoded.anchorPointZ == 0)
    #expect(decoded.sublayerTransform == .identity)
    // Every field given: the round trip keeps them all.
    var full = card
    (full.zPosition, full.anchorPointZ) = (-20, 15)
    full.sublayerTransform = .perspective(eyeDistance: 800)
    let fullData = try JSONEncoder().encode(full)
    #expect(try JSONDecoder().decode(LayerGeometry3D.self, from: fullData) == full)
  }
}
