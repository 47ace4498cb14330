import Affine
import Foundation
import Testing

/// Morphs between paths of different structures: the ends are the given paths bit for bit, the
/// matched forms draw the same shapes (lengths against the closed forms of polygons and
/// circles, points against the circle's equation), and in between every point is the linear
/// mix of its two matched positions (checked on vertices worked by hand).
@Suite struct PathMorphTests {
  static func path(_ svg: String) -> BezierPath { BezierPath(try! PathData(svg: svg)) }

  static let square = path("M 0 0 H 100 V 100 H 0 Z")
  static let triangle = path("M 50 0 L 100 100 L 0 100 Z")

  @Test func endsAreTheGivenPaths() {
    let circle = Self.path("M 100 0 A 100 100 0 0 1 -100 0 A 100 100 0 0 1 100 0 Z")
    for (from, to) in [
      (Self.square, Self.triangle), (Self.triangle, circle), (circle, Self.square),
    ] {
      let morph = PathMorph(from: from, to: to)
      #expect(morph.path(at: 0) == from)
      #expect(morph.path(at: 1) == to)
    }
  }

  /// A square (three lines and a close) and a triangle (two and a close): the triangle's
  /// longer side is halved, so both are three cubics and a close; the matched forms keep their
  /// perimeters, 400 and 100 + 2·√12 500.
  @Test func segmentsAreCutWithoutChangingTheShape() throws {
    let morph = PathMorph(from: Self.square, to: Self.triangle)
    let matched = try #require(morph.matched)
    #expect(matched.start.subpaths[0].segments.count == 4)
    #expect(matched.end.subpaths[0].segments.count == 4)
    #expect(matched.end.subpaths[0].isClosed && matched.start.subpaths[0].isClosed)
    #expect(abs(MeasuredPath(matched.start).length - 400) < 1e-12 * 400)
    let perimeter = 100 + 2 * 12_500.0.squareRoot()
    #expect(abs(MeasuredPath(matched.end).length - perimeter) < 1e-12 * perimeter)
    // The halved side is the first, from (50, 0) to (100, 100): its middle is a new joint.
    let joint = matched.end.subpaths[0].segments[0].end
    #expect(abs(joint.x - 75) < 1e-13 && abs(joint.y - 50) < 1e-13)
    #expect(morph.path(at: 0.5).subpaths[0].segments.count == 4)
    // The longest cubic is halved, wherever it is: 10 + 100 → 10 + 50 + 50.
    let uneven = try #require(
      PathMorph(from: Self.path("M 0 0 H 10 H 110"), to: Self.path("M 0 0 H 30 H 60 H 110"))
        .matched)
    let joints = uneven.start.subpaths[0].segments.map(\.end.x)
    #expect(zip(joints, [10, 60, 110]).allSatisfy { abs($0 - $1) < 1e-13 }, "\(joints)")
  }

  /// Between two squares of the same structure, the middle is the average square, vertex by
  /// vertex; beyond the ends it extrapolates.
  @Test func inBetweenEveryPointMixes() {
    let big = Self.path("M -100 -100 H 100 V 100 H -100 Z")
    let morph = PathMorph(from: Self.square, to: big)
    let vertices = morph.path(at: 0.5).subpaths[0].segments.map(\.end)
    #expect(
      vertices == [
        Point2D(x: 100, y: -50), Point2D(x: 100, y: 100), Point2D(x: -50, y: 100),
        Point2D(x: -50, y: -50),
      ])
    let beyond = morph.path(at: 1.5).subpaths[0].segments.map(\.end)
    #expect(beyond[0] == Point2D(x: 100, y: -150))
  }

  /// A subpath without a partner grows from its own start: halfway, the second line of the
  /// end path runs from (50, 50) to (55, 55).
  @Test func extraSubpathsGrowFromTheirStart() throws {
    let one = Self.path("M 0 0 H 10")
    let two = Self.path("M 0 0 H 10 M 50 50 L 60 60")
    let growing = PathMorph(from: one, to: two).path(at: 0.5)
    #expect(growing.subpaths.count == 2)
    #expect(growing.subpaths[1].start == Point2D(x: 50, y: 50))
    #expect(growing.subpaths[1].end == Point2D(x: 55, y: 55))
    let shrinking = PathMorph(from: two, to: one).path(at: 0.5)
    #expect(shrinking.subpaths[1].end == Point2D(x: 55, y: 55))
    let fromNothing = PathMorph(from: BezierPath(), to: Self.square).path(at: 0.5)
    #expect(fromNothing.subpaths[0].segments.map(\.end)[1] == Point2D(x: 50, y: 50))
  }

  /// A closed subpath morphing into an open one morphs its closing line as a segment; the
  /// result is open.
  @Test func closedIntoOpen() throws {
    let open = Self.path("M 0 0 H 100 V 100")
    let morph = PathMorph(from: Self.triangle, to: open)
    let matched = try #require(morph.matched)
    #expect(!matched.start.subpaths[0].isClosed && !matched.end.subpaths[0].isClosed)
    #expect(matched.start.subpaths[0].segments.count == 3)
    #expect(matched.start.subpaths[0].end == Point2D(x: 50, y: 0))
    #expect(!morph.path(at: 0.5).subpaths[0].isClosed)
  }

  /// Arcs become cubics of at most π/8 each, within 6.7e-8 of the size: every point of the
  /// matched circle (radius 1000) lies that close to the circle, and a sheared ellipse's
  /// cubics lie that close to the ellipse (its equation in the unsheared frame).
  @Test func arcsBecomeCubicsWithinTheStatedError() throws {
    let circle = Self.path("M 1000 0 A 1000 1000 0 0 1 -1000 0 A 1000 1000 0 0 1 1000 0 Z")
    let matched = try #require(PathMorph(from: circle, to: Self.square).matched)
    #expect(matched.start.subpaths[0].segments.count == 17)
    var worst = 0.0
    for segment in matched.start.subpaths[0].segments.dropLast() {
      for step in 0...64 {
        let point = segment.point(at: Double(step) / 64)
        worst = max(worst, abs((point.x * point.x + point.y * point.y).squareRoot() - 1000))
      }
    }
    #expect(worst < 6.7e-8 * 1000, "worst \(worst)")
    #expect(worst > 6e-8 * 1000, "the approximation is not exact: \(worst)")
    let shear = AffineTransform2D(a: 2, b: 0.5, c: 0.3, d: 1, tx: 0, ty: 0)
    let ellipse = BezierPath(try PathData(svg: "M 100 0 A 100 100 0 1 1 0 -100")).applying(shear)
    let unshear = try #require(shear.inverse)
    let sheared = try #require(PathMorph(from: ellipse, to: Self.triangle).matched)
    var worstEllipse = 0.0
    for segment in sheared.start.subpaths[0].segments {
      for step in 0...64 {
        let point = segment.point(at: Double(step) / 64).applying(unshear)
        let radius = (point.x * point.x + point.y * point.y).squareRoot()
        worstEllipse = max(worstEllipse, abs(radius - 100))
      }
    }
    #expect(worstEllipse < 6.7e-8 * 100 * 2, "worst \(worstEllipse)")
  }

  /// Coordinates near the double range: matching and mixing never trap; what cannot be mixed
  /// within the range is the nearer end.
  @Test func extremeCoordinatesNeverTrap() {
    let far = Self.path("M -1.7e308 -1.7e308 L 1.7e308 1.7e308 L 1.7e308 -1.7e308")
    let near = Self.path("M 1e-308 0 L 5e-324 1e-300")
    let morph = PathMorph(from: far, to: near)
    for progress in [-1e300, -1, 0.25, 0.5, 0.75, 2, 1e300, .infinity, .nan] {
      let path = morph.path(at: progress)
      #expect(path.segments.allSatisfy { $0.isFinite })
    }
    #expect(morph.path(at: 1e300) == near)
    #expect(morph.path(at: .nan) == near)
    let arc = BezierPath(
      subpaths: [
        BezierPath.Subpath(
          start: Point2D(x: 1e308, y: 0),
          segments: [
            .arc(
              EllipticalArc(
                center: .zero, radiusX: 1e308, radiusY: 1e308, rotation: 0, startAngle: 0,
                sweepAngle: 1e300))
          ])
      ])
    let huge = PathMorph(from: arc, to: near)
    #expect(huge.path(at: 0.5).segments.allSatisfy { $0.isFinite })
  }

  @Test func equalityFollowsTheEnds() {
    #expect(
      PathMorph(from: Self.square, to: Self.triangle)
        == PathMorph(from: Self.square, to: Self.triangle))
    #expect(
      PathMorph(from: Self.square, to: Self.triangle)
        != PathMorph(from: Self.triangle, to: Self.square))
    #expect(Set([PathMorph(from: Self.square, to: Self.triangle)]).count == 1)
  }
}
