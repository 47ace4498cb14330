import Affine
import Foundation
import KineticsCore
import TestSupport
import Testing

@Suite struct Transform3DProjectionTests {
  @Test func pointsBehindTheEyeHaveNoProjection() {
    // css-transforms-2's example: perspective(50px) translateZ(100px) puts the plane behind the
    // eye (CSS applies the rightmost function first: translate, then project).
    let behind = Transform3D(translationX: 0, y: 0, z: 100)
      .concatenating(.perspective(eyeDistance: 50))
    #expect(behind.projection(of: Point2D(x: 10, y: 10)) == nil)
    #expect(behind.projection(of: Point3D(x: 10, y: 10, z: 0)) == nil)
    let quad = ProjectedQuad(Rect2D(x: 0, y: 0, width: 100, height: 100), transform: behind)
    #expect(!quad.isVisible)
    #expect(quad.boundingBox.isNull)
    #expect(quad.corners == nil)
    // Exactly on the eye plane (w = 0): no projection either.
    let onPlane = Transform3D(translationX: 0, y: 0, z: 50)
      .concatenating(.perspective(eyeDistance: 50))
    #expect(onPlane.projection(of: Point2D(x: 1, y: 1)) == nil)
  }

  @Test func perspectiveDividesByW() throws {
    // A point 100 pt toward an eye 500 pt away appears 500/400 times farther from the center.
    let toward = Transform3D(translationX: 0, y: 0, z: 100)
      .concatenating(.perspective(eyeDistance: 500))
    let projected = try #require(toward.projection(of: Point2D(x: 40, y: -80)))
    #expect(projected == Point2D(x: 50, y: -100))
    let inSpace = try #require(toward.projection(of: Point3D(x: 40, y: -80, z: 0)))
    #expect(inSpace == Point3D(x: 50, y: -100, z: 125))
  }

  @Test func batchProjectionMatchesOnePointAtATimeBitForBit() {
    var generator = Xoshiro256StarStar(seed: 5)
    for count in [0, 1, 2, 7, 64, 101] {
      var transform = randomComposedTransform3D(&generator)
      if count == 7 {
        transform = .identity
        transform.m14 = 0.01  // w = 1 + x/100: 0 at x = −100
      }
      var points = (0..<count).map { _ in
        Point2D(
          x: Double.random(in: -2000...2000, using: &generator),
          y: Double.random(in: -2000...2000, using: &generator))
      }
      if count > 3 { points[3] = Point2D(x: .nan, y: 1) }
      // Points on the eye plane (w = 0 exactly) count as behind it, in the pairs and the tail.
      if count == 7 {
        (points[0], points[1], points[6]) = (
          Point2D(x: -100, y: -5), Point2D(x: -100, y: -7), Point2D(x: -100, y: -9)
        )
      }
      var output: [Point2D] = []
      let behind = transform.projections(of: points, into: &output)
      var expectedBehind = 0
      for (point, result) in zip(points, output) {
        if let single = transform.projection(of: point) {
          #expect(
            single.x.bitPattern == result.x.bitPattern && single.y.bitPattern == result.y.bitPattern
          )
        } else {
          #expect(result == Transform3D.pointBehindEye)
          expectedBehind += 1
        }
      }
      #expect(behind == expectedBehind)
      if count == 7 {
        #expect([output[0], output[1], output[6]].allSatisfy { $0 == Transform3D.pointBehindEye })
      }
    }
  }
}

extension Transform3DProjectionTests {
  /// Points and entries near the top of the double range: a term of the image overflows (the
  /// range sweep in Transform3DInterpolationTests found ∞ − ∞ = NaN), and the projection is
  /// the divide of the image computed with an unbounded exponent.
  @Test func termsBeyondTheRangeProjectAsWithAnUnboundedExponent() throws {
    // Worked by hand: x′ = 1.5e308·1e308 − 1e308·1.5e308 + 3 = 3, y′ = −1e308, w = 1.
    let cancelling = transform3D([1.5e308, 0, 0, 0, 1.5e308, 1, 0, 0, 0, 0, 1, 0, 3, 0, 0, 1])
    let point = Point2D(x: 1e308, y: -1e308)
    #expect(cancelling.projection(of: point) == Point2D(x: 3, y: -1e308))
    #expect(cancelling.projection(of: Point3D(point)) == Point3D(x: 3, y: -1e308, z: 0))
    #expect(cancelling.homogeneousImage(of: Point3D(point)) == SIMD4(3, -1e308, 0, 1))
    var batch: [Point2D] = []
    #expect(cancelling.projections(of: [point, Point2D(x: 1, y: 1)], into: &batch) == 0)
    #expect(batch == [Point2D(x: 3, y: -1e308), Point2D(x: 1.5e308 + 1.5e308 + 3, y: 1)])
    // Entries from the sweep (subnormal ones as multiples of the smallest); the references are
    // the exact rational image's quotients rounded to doubles (Python's fractions module).
    let references: [(entries: [Double], projected: Point2D?)] = [
      (
        [
          9.904736685327326e+224, -1.7954621766122869e+308, 82551 * .leastNonzeroMagnitude,
          1.1342476753819876e+160,
          -8.979503043033926e-58, -4.363471065902394e+218, -6.24269706515418e-225,
          -1.7593938713058213e+308, 3.798896548159792e+111, -6.488803981059253e-155,
          -118.10549469324701, 0, -1.5420904257638502e+30, 4.211103666362417e+124, 0,
          -6.161032379178139e+166,
        ],
        Point2D(x: 5.629630094127835e-84, y: -1.0205004154525648)
      ),
      (
        [
          0, -1.324995371098671e-54, -6.7176801351492095e+211, 1.7127972646881604e+308,
          -2.05084665395794e-144, -1.661666460569876e+308, -1.5517069001878936e-219, 0,
          -9.612756484656346e+307, -5.175020187593779e+294, 7.059083854765166e-114,
          -7.865405768508843e+132, 5.354331939155955e+172, -1.5218158279368498e+261,
          -1.6129108147471232e+117, 877740 * .leastNonzeroMagnitude,
        ],
        Point2D(x: 0, y: 0.9701477780398059)
      ),
      (
        // w = 1e308·1.71e308 + 1e308·(−1.78e308) + … < 0: behind the eye.
        [
          265753 * .leastNonzeroMagnitude, 376006 * .leastNonzeroMagnitude, 1.4875913326233302e+308,
          1.7077454686118154e+308,
          8.413096777365603e+170, 1.3516212610087e+303, 0, 1.7751142312381588e+308,
          -8.923184866920898e-117, 632379 * .leastNonzeroMagnitude, 6.031229349642563e+254,
          989572 * .leastNonzeroMagnitude,
          -1.4133294847242672e+308, -2.885901927250999e-148, -7.639308835972e-158,
          -7.401671989342932e+167,
        ],
        nil
      ),
    ]
    for (entries, expected) in references {
      let projected = transform3D(entries).projection(of: point)
      guard let expected else {
        #expect(projected == nil)
        continue
      }
      let result = try #require(projected)
      for (value, reference) in [(result.x, expected.x), (result.y, expected.y)] {
        #expect(abs(value - reference) <= 1e-15 * abs(reference), "\(value) vs \(reference)")
      }
    }
  }
}

extension Transform3DProjectionTests {
  /// Found by FuzzAffine: x = 1e308 with width 1e308 has maxX = +∞, whose image was NaN. The
  /// edges are kept at the largest double G. Worked by hand: the rows (0, 1e-200, 1e-9, 0),
  /// (1, 2, 0, 1), (0, 1e150, 1, 0), 0 map (x, y) to (y, 1e-200·x + 2y, 1e-9·x, y): the two
  /// corners at y = 0 are on the eye plane (w = 0), the two at y = G project to
  /// (G/G, (2G + 1e-200·x)/G) = (1, 2).
  @Test func rectsReachingBeyondTheRangeKeepTheirEdgesAtTheLargestDouble() throws {
    let transform = transform3D([0, 1e-200, 1e-9, 0, 1, 2, 0, 1, 0, 1e150, 1, 0, 0, 0, 0, 0])
    let quad = ProjectedQuad(
      Rect2D(x: 1e308, y: 0, width: 1e308, height: 1e308), transform: transform)
    let largest = Double.greatestFiniteMagnitude
    #expect(quad.homogeneousCorners[0] == SIMD4(0, 1e108, 1e299, 0))
    #expect(quad.homogeneousCorners[1] == SIMD4(0, largest * 1e-200, largest * 1e-9, 0))
    #expect(transform.projection(of: Point2D(x: largest, y: largest)) == Point2D(x: 1, y: 2))
    #expect(transform.projection(of: Point2D(x: 1e308, y: largest)) == Point2D(x: 1, y: 2))
    var batch: [Point2D] = []
    transform.projections(of: [Point2D(x: largest, y: largest)], into: &batch)
    #expect(batch == [Point2D(x: 1, y: 2)])
    #expect(quad.corners == nil)
    #expect(!quad.visiblePolygon.isEmpty)
    #expect(quad.visiblePolygon.allSatisfy { $0.x.isFinite && $0.y.isFinite }, "\(quad)")
  }

  /// Found by FuzzDecoding: a layer at z = −1e308 anchored at z = 1e308 makes a transform to
  /// its superlayer with m43 = −1e308 − 1e308 = −∞ (the sum is beyond the range), and the
  /// wide image's overflow path trapped on it (it takes finite entries only). Such a transform
  /// keeps the plain image: no trap, no NaN vertex.
  @Test func layersWhoseTransformLeavesTheRangeProjectWithoutTrapping() {
    var layer = LayerGeometry3D(
      bounds: Rect2D(x: 0, y: 0, width: 300, height: 200), position: Point2D(x: 200, y: 150))
    (layer.zPosition, layer.anchorPointZ) = (-1e308, 1e308)
    #expect(!layer.toSuperlayer.isFinite)
    let quad = layer.projectedQuad
    #expect(!quad.visiblePolygon.contains { $0.x.isNaN || $0.y.isNaN }, "\(quad)")
  }

  /// CoreGraphics maps the null rect to the null rect: its quad has no corners and shows
  /// nothing (its origin at +∞ gave NaN corners before).
  @Test func theNullRectMapsToNothing() {
    let quad = ProjectedQuad(.null, transform: .perspective(eyeDistance: 500))
    #expect(quad.homogeneousCorners.isEmpty)
    #expect(quad.corners == nil)
    #expect(!quad.isVisible && quad.boundingBox.isNull && !quad.contains(.zero))
  }
}
