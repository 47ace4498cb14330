import Affine
import Foundation
import KineticsCore
import TestSupport
import Testing

/// Path data drawn as SVG 2 defines each command ("Paths": the reflections of `S` and `T`, the
/// current point after a close) and elliptical arcs by the SVG implementation notes (radius
/// correction, zero radii, the flags), checked against the geometry's definitions.
@Suite struct BezierPathTests {
  @Test func smoothCurvesReflectThePreviousControlPoint() throws {
    let cubic = BezierPath(try PathData(svg: "M 0 0 C 10 0 20 10 30 10 S 50 20 60 10"))
    #expect(
      cubic.segments[1]
        == .cubic(
          from: Point2D(x: 30, y: 10), control1: Point2D(x: 40, y: 10),
          control2: Point2D(x: 50, y: 20), to: Point2D(x: 60, y: 10)))
    let quadratic = BezierPath(try PathData(svg: "M 0 0 Q 10 10 20 0 T 40 0 t 20 0"))
    #expect(
      quadratic.segments[1]
        == .quadratic(
          from: Point2D(x: 20, y: 0), control: Point2D(x: 30, y: -10), to: Point2D(x: 40, y: 0)))
    #expect(
      quadratic.segments[2]
        == .quadratic(
          from: Point2D(x: 40, y: 0), control: Point2D(x: 50, y: 10), to: Point2D(x: 60, y: 0)))
    // After any other command the reflected point is the current point.
    let plain = BezierPath(try PathData(svg: "M 0 0 L 10 0 S 20 10 30 0 T 40 0"))
    #expect(
      plain.segments[1]
        == .cubic(
          from: Point2D(x: 10, y: 0), control1: Point2D(x: 10, y: 0),
          control2: Point2D(x: 20, y: 10), to: Point2D(x: 30, y: 0)))
    #expect(
      plain.segments[2]
        == .quadratic(
          from: Point2D(x: 30, y: 0), control: Point2D(x: 30, y: 0), to: Point2D(x: 40, y: 0)))
  }

  /// After a close, the next command starts a new subpath at the closed one's start.
  @Test func closingReturnsToTheSubpathsStart() throws {
    let path = BezierPath(try PathData(svg: "M 10 10 h 10 v 10 z l 5 0"))
    #expect(path.subpaths.count == 2)
    #expect(path.subpaths[0].isClosed)
    #expect(
      path.subpaths[0].segments.last
        == .line(from: Point2D(x: 20, y: 20), to: Point2D(x: 10, y: 10)))
    #expect(
      path.subpaths[1].segments == [.line(from: Point2D(x: 10, y: 10), to: Point2D(x: 15, y: 10))])
  }

  /// SVG 2, elliptical arc implementation notes: sweep-flag 1 goes the positive-angle way (on a
  /// y-down screen, clockwise), through the top for a left-to-right half circle.
  @Test func arcsFollowTheImplementationNotes() throws {
    let half = MeasuredPath(BezierPath(try PathData(svg: "M 0 0 A 10 10 0 0 1 20 0")))
    #expect(abs(half.length - 10 * .pi) < 1e-13)
    let top = half.point(atDistance: half.length / 2)
    #expect(abs(top.x - 10) < 1e-13 && abs(top.y + 10) < 1e-13)
    // Radii too small grow until they reach: the same half circle.
    let grown = MeasuredPath(BezierPath(try PathData(svg: "M 0 0 A 1 1 0 0 1 20 0")))
    #expect(abs(grown.length - 10 * .pi) < 1e-13)
    // Negative radii count as their magnitudes; zero radii draw lines; equal ends draw nothing.
    #expect(
      BezierPath(try PathData(svg: "M 0 0 A -10 -10 0 0 1 20 0")).segments
        == BezierPath(try PathData(svg: "M 0 0 A 10 10 0 0 1 20 0")).segments)
    #expect(
      BezierPath(try PathData(svg: "M 0 0 A 0 10 0 0 1 20 0")).segments
        == [.line(from: .zero, to: Point2D(x: 20, y: 0))])
    #expect(BezierPath(try PathData(svg: "M 5 5 A 10 10 0 0 1 5 5")).segments.isEmpty)
  }

  /// Every combination of flags and a rotated ellipse: the arc starts and ends at the given
  /// points, stays on the ellipse (x′/rx)² + (y′/ry)² = 1 in the rotated frame, turns the way
  /// `sweep` says and by more than half a turn exactly when `largeArc` says.
  @Test(arguments: [(false, false), (false, true), (true, false), (true, true)])
  func arcsPickTheFlaggedArcOfTheFour(largeArc: Bool, sweep: Bool) {
    var path = BezierPath()
    let start = Point2D(x: 10, y: 20)
    let end = Point2D(x: 60, y: 45)
    path.move(to: start)
    path.addArc(to: end, radiusX: 40, radiusY: 25, rotation: 30, largeArc: largeArc, sweep: sweep)
    guard case .arc(let arc) = path.segments[0] else {
      Issue.record("expected an arc")
      return
    }
    #expect((arc.sweepAngle > 0) == sweep)
    #expect((abs(arc.sweepAngle) > .pi) == largeArc)
    let ends = [path.segments[0].start, path.segments[0].end]
    #expect((ends[0].storage - start.storage).squaredMagnitude.squareRoot() < 1e-12)
    #expect((ends[1].storage - end.storage).squaredMagnitude.squareRoot() < 1e-12)
    let angle = 30 * Double.pi / 180
    for t in stride(from: 0.0, through: 1, by: 0.125) {
      let offset = path.segments[0].point(at: t).storage - arc.center.storage
      let x = cos(angle) * offset.x + sin(angle) * offset.y
      let y = -sin(angle) * offset.x + cos(angle) * offset.y
      #expect(abs((x / 40) * (x / 40) + (y / 25) * (y / 25) - 1) < 1e-14)
    }
  }

  /// A transformed path is the transformed points, shear included (arcs too), and lengths
  /// scale with a uniform scale.
  @Test func transformsMapEveryPoint() throws {
    let path = BezierPath(
      try PathData(svg: "M 0 0 C 10 20 30 -10 40 0 A 20 10 15 1 1 80 30 Q 90 0 100 10 Z"))
    let transform = AffineTransform2D(a: 1.5, b: 0.3, c: -0.7, d: 0.9, tx: 12, ty: -4)
    let mapped = path.applying(transform)
    for (original, image) in zip(path.segments, mapped.segments) {
      for t in stride(from: 0.0, through: 1, by: 0.1) {
        let expected = original.point(at: t).applying(transform)
        #expect(
          (image.point(at: t).storage - expected.storage).squaredMagnitude.squareRoot() < 1e-12)
      }
    }
    let doubled = MeasuredPath(path.applying(AffineTransform2D(scaleX: 2, y: 2)))
    #expect(abs(doubled.length - 2 * MeasuredPath(path).length) < 1e-12 * doubled.length)
  }

  @Test func codesAsItsSegments() throws {
    let path = BezierPath(
      try PathData(svg: "M 0 0 C 10 20 30 -10 40 0 A 20 10 15 1 1 80 30 Z M 5 5"))
    let data = try JSONEncoder().encode(path)
    #expect(try JSONDecoder().decode(BezierPath.self, from: data) == path)
    let infinite = Data(
      #"{"subpaths":[{"start":{"x":1e400,"y":0},"segments":[],"isClosed":false}]}"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(BezierPath.self, from: infinite)
    }
  }

  /// Arcs from any finite numbers draw a finite segment (an arc or its chord), never NaN.
  @Test func arcsFromAnyNumbersStayFinite() {
    let number = Generator<Double>.magnitudes()
    checkProperty(
      "finite arcs",
      .zip(.zip(number, number), .zip(number, number), .zip(number, .doubles(in: -720...720))),
      cases: 512
    ) { radii, end, rest in
      var path = BezierPath()
      path.move(to: Point2D(x: rest.0, y: -rest.0))
      path.addArc(
        to: Point2D(x: end.0, y: end.1), radiusX: radii.0, radiusY: radii.1, rotation: rest.1,
        largeArc: radii.0 > radii.1, sweep: end.0 > end.1)
      return path.segments.allSatisfy { segment in
        segment.isFinite
          && [0, 0.3, 1].allSatisfy { t in
            let point = segment.point(at: t)
            return !point.x.isNaN && !point.y.isNaN
          }
      }
    }
  }
}

/// Bounds against dense sampling (an independent computation): nothing sampled lies outside
/// them, and every side is reached within the sampling's resolution.
extension BezierPathTests {
  @Test(arguments: [
    "M 0 0 Q 50 100 100 0", "M 0 0 C 10 30 40 -20 50 10", "M 0 0 C 100 100 0 100 100 0",
    "M 10 20 A 40 25 30 1 1 60 45", "M 0 0 A 50 50 0 1 0 0 1 Z", "M 5 5 L 5 5 M -3 9",
    "M 0 0 C 0 0 30 40 60 0 S 100 -50 120 0 T 150 10 h -200 v 30 a 30 10 -45 0 0 20 20",
  ])
  func boundsHoldEverySampledPoint(text: String) throws {
    let path = BezierPath(try PathData(svg: text))
    let bounds = path.bounds
    var low = SIMD2(Double.infinity, .infinity)
    var high = -low
    for subpath in path.subpaths {
      low = pointwiseMin(low, subpath.start.storage)
      high = pointwiseMax(high, subpath.start.storage)
    }
    for segment in path.segments {
      for step in 0...20_000 {
        let point = segment.point(at: Double(step) / 20_000).storage
        low = pointwiseMin(low, point)
        high = pointwiseMax(high, point)
      }
    }
    let extent = max(high.x - low.x, high.y - low.y, 1)
    #expect(bounds.minX <= low.x + 1e-12 * extent && bounds.minY <= low.y + 1e-12 * extent)
    #expect(bounds.maxX >= high.x - 1e-12 * extent && bounds.maxY >= high.y - 1e-12 * extent)
    // A side is reached by the curve within the sampling's resolution (1/20,000 of the
    // parameter; the derivative vanishes at an extreme, so the gap is second order).
    #expect(low.x - bounds.minX < 1e-6 * extent && low.y - bounds.minY < 1e-6 * extent)
    #expect(bounds.maxX - high.x < 1e-6 * extent && bounds.maxY - high.y < 1e-6 * extent)
  }

  @Test func emptyPathHasNullBounds() {
    #expect(BezierPath().bounds.isNull)
  }
}
