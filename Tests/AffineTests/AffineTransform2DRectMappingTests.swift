import KineticsCore
import Affine
import TestSupport
import Testing

@Suite struct AffineTransform2DRectMappingTests {
  let thumbnail = Rect2D(x: 20, y: 100, width: 80, height: 60)
  let screen = Rect2D(x: 0, y: 0, width: 390, height: 844)

  @Test func fillMapsOntoTheDestination() {
    let zoom = AffineTransform2D(mapping: thumbnail, to: screen)
    let mapped = thumbnail.applying(zoom)
    for (value, expected) in [
      (mapped.minX, 0.0), (mapped.minY, 0), (mapped.width, 390), (mapped.height, 844),
    ] {
      expectClose(value, expected, absolute: 1e-12)
    }
    // And back: the inverse maps the screen onto the thumbnail.
    let back = screen.applying(zoom.inverted())
    expectClose(back.minX, 20, absolute: 1e-12)
    expectClose(back.height, 60, absolute: 1e-12)
  }

  @Test func aspectFitAndFillAreCenteredAndUniform() {
    let fit = thumbnail.applying(
      AffineTransform2D(mapping: thumbnail, to: screen, fitting: .aspectFit))
    expectClose(fit.width, 390, absolute: 1e-12)
    expectClose(fit.height, 292.5, absolute: 1e-12)
    expectClose(fit.midY, 422, absolute: 1e-12)
    let fill = thumbnail.applying(
      AffineTransform2D(mapping: thumbnail, to: screen, fitting: .aspectFill))
    expectClose(fill.height, 844, absolute: 1e-12)
    expectClose(fill.width, 844 * 80 / 60, absolute: 1e-9)
    expectClose(fill.midX, 195, absolute: 1e-12)
  }

  @Test func emptySourceIsRejected() async {
    await #expect(processExitsWith: .failure) {
      _ = AffineTransform2D(
        mapping: Rect2D(x: 0, y: 0, width: 0, height: 10),
        to: Rect2D(x: 0, y: 0, width: 1, height: 1))
    }
  }

  @Test func layerWithoutAreaCannotBeShownAtAFrame() async {
    await #expect(processExitsWith: .failure) {
      let layer = LayerGeometry(frame: Rect2D(x: 0, y: 0, width: 390, height: 0))
      _ = layer.transform(showingFrameAt: Rect2D(x: 0, y: 0, width: 1, height: 1))
    }
  }

  /// A source without area has no mapping; the twin names it.
  @Test func mappingValidatorRefusesAnEmptySource() {
    let empty = Rect2D(x: 10, y: 10, width: 0, height: 5)
    #expect(throws: ValidationError.self) {
      try AffineTransform2D.validate(mapping: empty, to: Rect2D(x: 0, y: 0, width: 1, height: 1))
    }
    #expect(throws: Never.self) {
      try AffineTransform2D.validate(
        mapping: Rect2D(x: 0, y: 0, width: -2, height: 3),
        to: Rect2D(x: 0, y: 0, width: 1, height: 1))
    }
  }
}
