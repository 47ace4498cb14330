import Kinetics
import Testing

/// The Affine module's doc-comment examples, line for line (DocExampleCoverageTests checks that
/// they stay so).
@Suite struct DocExamplesAffine {
  @Test func batchApply() {
    var output: [Point2D] = []
    AffineTransform2D(translationX: 10, y: 0).mappedPoints([Point2D(x: 1, y: 2)], into: &output)
    expectPrinted(output, "[(11.0, 2.0)]")
  }

  @Test func rectMapping() {
    let zoom = AffineTransform2D(
      mapping: Rect2D(x: 20, y: 100, width: 80, height: 60),
      to: Rect2D(x: 0, y: 0, width: 390, height: 844))
    expectPrinted(
      Rect2D(x: 20, y: 100, width: 80, height: 60).applying(zoom), "(0, 0, 390, 843.99…)")
  }

  @Test func translatedBy() {
    let t = AffineTransform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6).translatedBy(x: 7, y: 8)
    expectPrinted((t.tx, t.ty), "(36, 52)")
  }

  @Test func centeredFrames() {
    var frames = [Rect2D](repeating: .zero, count: 1)
    LayerGeometry.centeredFrames(
      positionsX: [195], positionsY: [422], halfWidths: [50], halfHeights: [30],
      scales: [0.85], rotationCosines: [1], rotationSines: [0], into: &frames)
    expectPrinted(frames[0], "(152.5, 396.5, 85.0, 51.0)")
  }

  @Test func layerGeometry() {
    var layer = LayerGeometry(
      bounds: Rect2D(x: 0, y: 0, width: 390, height: 844),
      position: .zero, anchorPoint: .zero)
    layer.transform = AffineTransform2D(rotationAngle: -.pi / 2)
    expectPrinted(layer.frame, "(0, −390, 844, 390)")
  }

  @Test func rect() {
    let rect = Rect2D(x: 10, y: 20, width: -4, height: 6)
    expectPrinted((rect.minX, rect.maxX), "(6, 10)")
    expectPrinted(rect.standardized, "(6, 20, 4, 6)")
  }
}
