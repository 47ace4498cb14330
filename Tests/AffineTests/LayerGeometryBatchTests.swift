import Affine
import KineticsCore
import TestSupport
import Testing

@Suite struct LayerGeometryBatchTests {
  /// The batch frames agree with one LayerGeometry per layer (anchor ½, ½, transform rotation
  /// after scale) to a few ulps of the coordinates, for tilts in every quadrant.
  @Test func centeredFramesMatchLayerGeometry() {
    let count = 257
    let x = (0..<count).map { Double($0 % 390) }
    let y = (0..<count).map { Double($0 % 844) - 100 }
    let halfWidths = (0..<count).map { Double(50 + $0 % 50) / 2 }
    let halfHeights = (0..<count).map { Double(30 + $0 % 30) / 2 }
    let scales = (0..<count).map { 0.5 + Double($0 % 10) / 10 }
    let angles = (0..<count).map { Double($0) * 0.1 - 12 }
    var frames: [Rect2D] = Array(repeating: .zero, count: count)
    LayerGeometry.centeredFrames(
      positionsX: x, positionsY: y, halfWidths: halfWidths, halfHeights: halfHeights,
      scales: scales, rotationCosines: angles.map { AffineTransform2D(rotationAngle: $0).a },
      rotationSines: angles.map { AffineTransform2D(rotationAngle: $0).b }, into: &frames)
    for index in 0..<count {
      let layer = LayerGeometry(
        bounds: Rect2D(x: 0, y: 0, width: 2 * halfWidths[index], height: 2 * halfHeights[index]),
        position: Point2D(x: x[index], y: y[index]),
        transform: AffineTransform2D(rotationAngle: angles[index]).scaledBy(
          x: scales[index], y: scales[index]))
      let expected = layer.frame
      for (actual, wanted) in [
        (frames[index].minX, expected.minX), (frames[index].minY, expected.minY),
        (frames[index].width, expected.width), (frames[index].height, expected.height),
      ] {
        expectClose(actual, wanted, absolute: 1e-12, "layer \(index)")
      }
    }
  }

  /// The example in the documentation: a 100 × 60 layer at (195, 422) scaled by 0.85.
  @Test func documentedExample() {
    var frames = [Rect2D](repeating: .zero, count: 1)
    LayerGeometry.centeredFrames(
      positionsX: [195], positionsY: [422], halfWidths: [50], halfHeights: [30],
      scales: [0.85], rotationCosines: [1], rotationSines: [0], into: &frames)
    #expect(frames[0] == Rect2D(x: 152.5, y: 396.5, width: 85, height: 51))
  }

  @Suite struct Concurrent {
    /// The concurrent frames are the frames of one pass, over 100,001 layers (ranges of 16,384 or
    /// more on every core), and an empty batch does nothing.
    @Test func concurrentFramesMatchOnePass() {
      let count = 100_001
      var random = Xoshiro256StarStar(seed: 3)
      func column(_ range: ClosedRange<Double>) -> [Double] {
        (0..<count).map { _ in Double.random(in: range, using: &random) }
      }
      let (x, y, halfWidths, halfHeights) = (
        column(-400...400), column(-900...900), column(1...200), column(1...200)
      )
      let (scales, angles) = (column(0...2), column(-7...7))
      let cosines = angles.map { AffineTransform2D(rotationAngle: $0).a }
      let sines = angles.map { AffineTransform2D(rotationAngle: $0).b }
      var serial = [Rect2D](repeating: .zero, count: count)
      var concurrent = serial
      LayerGeometry.centeredFrames(
        positionsX: x, positionsY: y, halfWidths: halfWidths, halfHeights: halfHeights,
        scales: scales, rotationCosines: cosines, rotationSines: sines, into: &serial)
      LayerGeometry.centeredFrames(
        positionsX: x, positionsY: y, halfWidths: halfWidths, halfHeights: halfHeights,
        scales: scales, rotationCosines: cosines, rotationSines: sines, into: &concurrent,
        concurrently: true)
      #expect(zip(concurrent, serial).filter { $0 != $1 }.count == 0)
      var empty: [Rect2D] = []
      LayerGeometry.centeredFrames(
        positionsX: [], positionsY: [], halfWidths: [], halfHeights: [], scales: [],
        rotationCosines: [], rotationSines: [], into: &empty, concurrently: true)
      #expect(empty.isEmpty)
    }
  }

  @Suite struct Mapping {
    /// The batch gives the one-point result bit for bit — NaN, infinities and signed zeros
    /// included — for identities, translations, scales and general transforms, with an odd
    /// count and in place.
    @Test(arguments: [
      AffineTransform2D.identity, AffineTransform2D(translationX: 10, y: -20),
      AffineTransform2D(translationX: -0.0, y: 0),
      AffineTransform2D(scaleX: 0.85, y: 2).translatedBy(x: 3, y: 4),
      AffineTransform2D(translationX: 10, y: 20).rotated(by: 0.3).scaledBy(x: 0.85, y: 0.85),
    ])
    func batchEqualsOnePointMapping(transform: AffineTransform2D) {
      var points = (0..<11).map { Point2D(x: Double($0) * 1.7 - 3, y: Double($0 * $0) * 0.3) }
      points += [
        Point2D(x: .nan, y: 1), Point2D(x: 1, y: .infinity), Point2D(x: -0.0, y: -0.0),
        Point2D(x: -.infinity, y: .nan), Point2D(x: 1e308, y: 1e308),
      ]
      let bits = { (points: [Point2D]) in points.flatMap { [$0.x.bitPattern, $0.y.bitPattern] } }
      let expected = bits(points.map { $0.applying(transform) })
      var output = [Point2D](repeating: .zero, count: points.count)
      points.withUnsafeBufferPointer { input in
        output.withUnsafeMutableBufferPointer { transform.mappedPoints(input, into: $0) }
      }
      #expect(bits(output) == expected)
      var inPlace = points
      inPlace.withUnsafeMutableBufferPointer { buffer in
        transform.mappedPoints(UnsafeBufferPointer(buffer), into: buffer)
      }
      #expect(bits(inPlace) == expected)
    }
  }
}
