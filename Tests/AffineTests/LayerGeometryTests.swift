import KineticsCore
import Affine
import TestSupport
import Testing

@Suite struct LayerGeometryTests {
  /// A rotate-in: anchorPoint (0, 0), position (0, 0), rotation ∓π/2 about the
  /// top-left corner. (x, y) → (y, −x) for −π/2 puts the 390 × 844 view at (0, −390, 844, 390);
  /// (x, y) → (−y, x) for +π/2 at (−844, 0, 844, 390), as CALayer reports them.
  @Test func rotationAboutTheTopLeftCorner() {
    var layer = LayerGeometry(
      bounds: Rect2D(x: 0, y: 0, width: 390, height: 844), position: .zero, anchorPoint: .zero)
    layer.transform = AffineTransform2D(rotationAngle: -.pi / 2)
    #expect(layer.frame == Rect2D(x: 0, y: -390, width: 844, height: 390))
    layer.transform = AffineTransform2D(rotationAngle: .pi / 2)
    #expect(layer.frame == Rect2D(x: -844, y: 0, width: 844, height: 390))
  }

  /// A scale of 0.85 about the center of a 390 × 844 view at the origin:
  /// origin 195 − 0.85·195 = 29.25 and 422 − 0.85·422 = 63.3, size 331.5 × 717.4.
  @Test func scaleAboutTheCenter() {
    var layer = LayerGeometry(frame: Rect2D(x: 0, y: 0, width: 390, height: 844))
    layer.transform = AffineTransform2D(scaleX: 0.85, y: 0.85)
    let frame = layer.frame
    for (value, expected) in [
      (frame.minX, 29.25), (frame.minY, 63.3), (frame.width, 331.5), (frame.height, 717.4),
    ] {
      expectClose(value, expected, absolute: 1e-12)
    }
  }

  @Test func frameSetterMirrorsCALayer() {
    var layer = LayerGeometry(
      bounds: Rect2D(x: 0, y: 0, width: 1, height: 1), position: .zero,
      anchorPoint: Point2D(x: 0.25, y: 1))
    layer.frame = Rect2D(x: 10, y: 20, width: 100, height: 50)
    #expect(layer.bounds.size == Size2D(width: 100, height: 50))
    #expect(layer.position == Point2D(x: 35, y: 70))
    #expect(layer.frame == Rect2D(x: 10, y: 20, width: 100, height: 50))
  }

  /// Under a transform, Core Animation's frame setter sets bounds and position so that the
  /// frame reads back as given: a 100 × 100 frame on a layer scaled by 0.5 gets bounds
  /// 200 × 200 (the example); a quarter turn swaps width and height; under a 30°
  /// rotation (frame undefined in Apple's documentation) the bounds stay and the frame is
  /// centered on the rectangle.
  @Test func frameSetterUnderATransform() {
    var scaled = LayerGeometry(
      bounds: Rect2D(x: 0, y: 0, width: 10, height: 10), position: .zero,
      transform: AffineTransform2D(scaleX: 0.5, y: 0.5))
    scaled.frame = Rect2D(x: 20, y: 40, width: 100, height: 100)
    #expect(scaled.bounds.size == Size2D(width: 200, height: 200))
    #expect(scaled.frame == Rect2D(x: 20, y: 40, width: 100, height: 100))
    var turned = LayerGeometry(
      bounds: Rect2D(x: 0, y: 0, width: 10, height: 10), position: .zero,
      transform: AffineTransform2D(rotationAngle: .pi / 2).scaledBy(x: 2, y: 1))
    turned.frame = Rect2D(x: 0, y: 0, width: 300, height: 100)
    #expect(turned.bounds.size == Size2D(width: 50, height: 300))
    let frame = turned.frame
    #expect(abs(frame.width - 300) < 1e-12 && abs(frame.height - 100) < 1e-12)
    #expect(abs(frame.minX) < 1e-12 && abs(frame.minY) < 1e-12)
    var tilted = LayerGeometry(
      bounds: Rect2D(x: 0, y: 0, width: 40, height: 20), position: .zero,
      transform: AffineTransform2D(rotationAngle: .pi / 6))
    tilted.frame = Rect2D(x: 100, y: 100, width: 10, height: 10)
    #expect(tilted.bounds.size == Size2D(width: 40, height: 20))
    #expect(abs(tilted.frame.midX - 105) < 1e-12 && abs(tilted.frame.midY - 105) < 1e-12)
  }

  /// The anchor point is the fixed point of the layer's transform: it stays at `position`.
  @Test func anchorIsFixedByTheTransform() {
    checkProperty(
      "anchor fixed", .zip(wellConditioned, .zip(.doubles(in: 0...1), .doubles(in: 0...1)))
    ) {
      parameters, anchor in
      var t = transform(parameters)
      t.tx = 0
      t.ty = 0
      let layer = LayerGeometry(
        bounds: Rect2D(x: 5, y: -3, width: 200, height: 100), position: Point2D(x: 40, y: 60),
        anchorPoint: Point2D(x: anchor.0, y: anchor.1), transform: t)
      let mapped = layer.convertToSuperlayer(layer.anchorInBounds)
      return abs(mapped.x - 40) <= 1e-9 && abs(mapped.y - 60) <= 1e-9
    }
  }

  /// The anchor-point recipe: moving the anchor while keeping the frame leaves the frame where
  /// it was, with any transform; without keeping it, the layer moves.
  @Test func changingTheAnchorPointKeepsTheFrame() {
    checkProperty(
      "frame kept", .zip(wellConditioned, .zip(.doubles(in: 0...1), .doubles(in: 0...1)))
    ) {
      parameters, anchor in
      var layer = LayerGeometry(
        bounds: Rect2D(x: 0, y: 0, width: 300, height: 120), position: Point2D(x: 150, y: 60),
        transform: transform(parameters))
      let before = layer.frame
      layer.setAnchorPoint(Point2D(x: anchor.0, y: anchor.1))
      let after = layer.frame
      return abs(before.minX - after.minX) <= 1e-9 * (1 + abs(before.minX))
        && abs(before.minY - after.minY) <= 1e-9 * (1 + abs(before.minY))
        && abs(before.width - after.width) <= 1e-9 * before.width
    }
    var layer = LayerGeometry(frame: Rect2D(x: 0, y: 0, width: 100, height: 100))
    layer.setAnchorPoint(.zero, keepingFrame: false)
    #expect(layer.frame == Rect2D(x: 50, y: 50, width: 100, height: 100))
  }

  @Test func convertingPointsRoundTrips() {
    let layer = LayerGeometry(
      bounds: Rect2D(x: 0, y: 0, width: 200, height: 100), position: Point2D(x: 10, y: 20),
      transform: AffineTransform2D(rotationAngle: 0.4).scaledBy(x: 1.5, y: 0.5))
    let point = Point2D(x: 33, y: 44)
    let back = layer.convertFromSuperlayer(layer.convertToSuperlayer(point))!
    #expect(abs(back.x - point.x) < 1e-12 && abs(back.y - point.y) < 1e-12)
    var flat = layer
    flat.transform = AffineTransform2D(scaleX: 0, y: 1)
    #expect(flat.convertFromSuperlayer(point) == nil)
  }

  /// The snapshot zoom's start: whatever the anchor point and bounds origin, the transform
  /// places the frame on the target (CALayer's frame is the reference: the bounding box of the
  /// mapped bounds), and the untransformed frame is the frame with an identity transform.
  @Test func transformShowingFrameAtATarget() {
    let button = Rect2D(x: 20, y: 100, width: 80, height: 60)
    for anchor in [Point2D(x: 0.5, y: 0.5), .zero, Point2D(x: 0.3, y: 0.8)] {
      var layer = LayerGeometry(
        bounds: Rect2D(x: -5, y: 7, width: 390, height: 844), position: Point2D(x: 11, y: 13),
        anchorPoint: anchor)
      let untransformed = layer.untransformedFrame
      #expect(untransformed == layer.frame)
      layer.transform = layer.transform(showingFrameAt: button)
      let frame = layer.frame
      for (actual, expected) in [
        (frame.minX, 20.0), (frame.minY, 100), (frame.width, 80), (frame.height, 60),
      ] {
        #expect(abs(actual - expected) < 1e-12, "anchor \(anchor)")
      }
      // Aspect fit: a uniform scale, centered on the target.
      layer.transform = .identity
      layer.transform = layer.transform(showingFrameAt: button, fitting: .aspectFit)
      let fitted = layer.frame
      #expect(abs(fitted.height - 60) < 1e-12 && abs(fitted.width - 60 * 390 / 844) < 1e-12)
      #expect(abs(fitted.midX - 60) < 1e-12 && abs(fitted.midY - 130) < 1e-12)
    }
  }

  /// CALayer's frame does not depend on the bounds' origin: the anchor point is a fraction of
  /// the bounds measured from their origin, so bounds (10, 20, 100, 50) at position (200, 300)
  /// give the frame (150, 275, 100, 50), as for bounds at the origin.
  @Test func frameIgnoresTheBoundsOrigin() {
    let layer = LayerGeometry(
      bounds: Rect2D(x: 10, y: 20, width: 100, height: 50), position: Point2D(x: 200, y: 300))
    #expect(layer.frame == Rect2D(x: 150, y: 275, width: 100, height: 50))
  }
}
