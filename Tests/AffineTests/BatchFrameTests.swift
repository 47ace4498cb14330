import Affine
import KineticsCore
import TestSupport
import Testing

@Suite struct BatchFrameTests {
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

  /// The array form of point mapping gives the pointer form's results and grows its output.
  @Test func arrayPointMapping() {
    let transform = AffineTransform2D(a: 1.5, b: 0.25, c: -0.5, d: 2, tx: 10, ty: -3)
    let points = (0..<33).map { Point2D(x: Double($0), y: Double(33 - $0)) }
    var output: [Point2D] = []
    transform.mappedPoints(points, into: &output)
    #expect(output == points.map { $0.applying(transform) })
  }
}

@Suite struct ConcurrentBatchFrameTests {
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

@Suite struct ConcurrentPointBatchTests {
  /// Points mapped and projected across the cores give the bits of one pass and the same count
  /// behind the eye, over 100,003 points (ranges of 16,384 or more, an odd tail) with NaN and
  /// points behind the eye among them; in place too.
  @Test func concurrentPointsMatchOnePass() {
    var generator = Xoshiro256StarStar(seed: 17)
    var points = (0..<100_003).map { _ in
      Point2D(
        x: Double.random(in: -2000...2000, using: &generator),
        y: Double.random(in: -2000...2000, using: &generator))
    }
    for index in stride(from: 5, to: points.count, by: 4_099) { points[index].x = .nan }
    let bits = { (points: [Point2D]) in points.map { [$0.x.bitPattern, $0.y.bitPattern] } }
    let affine = AffineTransform2D(a: 1.5, b: 0.25, c: -0.5, d: 2, tx: 10, ty: -3)
    var (serial, concurrent) = ([Point2D](), [Point2D]())
    affine.mappedPoints(points, into: &serial)
    affine.mappedPoints(points, into: &concurrent, concurrently: true)
    #expect(bits(serial) == bits(concurrent))
    var inPlace = points
    inPlace.withUnsafeMutableBufferPointer { buffer in
      affine.mappedPoints(UnsafeBufferPointer(buffer), into: buffer, concurrently: true)
    }
    #expect(bits(inPlace) == bits(serial))
    var perspective = Transform3D.identity
    perspective.m14 = 0.001  // w = 1 + x/1000: behind the eye for x ≤ −1000
    let behind = perspective.projections(of: points, into: &serial)
    let concurrentBehind = perspective.projections(
      of: points, into: &concurrent, concurrently: true)
    #expect(behind > 1_000 && behind == concurrentBehind)
    #expect(bits(serial) == bits(concurrent))
  }
}
