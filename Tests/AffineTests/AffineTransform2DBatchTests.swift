import Affine
import KineticsCore
import TestSupport
import Testing

@Suite struct AffineTransform2DBatchTests {
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

  /// The array form of point mapping gives the pointer form's results and grows its output.
  @Test func arrayPointMapping() {
    let transform = AffineTransform2D(a: 1.5, b: 0.25, c: -0.5, d: 2, tx: 10, ty: -3)
    let points = (0..<33).map { Point2D(x: Double($0), y: Double(33 - $0)) }
    var output: [Point2D] = []
    transform.mappedPoints(points, into: &output)
    #expect(output == points.map { $0.applying(transform) })
  }
}
