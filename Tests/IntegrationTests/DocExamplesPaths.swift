import Kinetics
import Testing

/// The paths' doc-comment examples (SVG path data, geometry, measurement, motion along a path),
/// line for line (DocExampleCoverageTests checks that they stay so).
@Suite struct DocExamplesPaths {
  @Test func pathCommand() {
    let command = PathCommand(.line(to: Point2D(x: 10, y: 20)), isRelative: true)
    expectPrinted(command.letter, #""l""#)
  }

  @Test func pathData() throws {
    let data = try PathData(svg: "m 10 20 h 30 v 40 z")
    expectPrinted(data.absolute.description, #""M 10 20 H 40 V 60 Z""#)
  }

  @Test func parsing() throws {
    let data = try PathData(svg: "M0,0 10,10 a5 5 0 1110 0")
    expectPrinted(data.description, #""M 0 0 L 10 10 a 5 5 0 1 1 10 0""#)
    expectPrinted(try PathData(svg: "m 1 2   v 3.00 z").description, #""m 1 2 v 3 Z""#)
  }

  @Test func parseError() {
    do {
      _ = try PathData(svg: "M 0 0 L 10 # 20")
    } catch {
      expectPrinted(error.description, #""expected a number at offset 11 ('#')""#)
    }
  }

  @Test func interpolation() throws {
    let start = try PathData(svg: "M 20 10 Q 32 42 120 2200")
    let end = try PathData(svg: "M 20 10 Q 40 50 200 3000")
    let between = PathData.interpolate(from: start, to: end, progress: 0.125)
    expectPrinted(between.description, #""M 20 10 Q 33 43 130 2300""#)
  }

  @Test func ellipticalArc() {
    let quarter = EllipticalArc(
      center: .zero, radiusX: 2, radiusY: 1, rotation: 0, startAngle: 0, sweepAngle: .pi / 2)
    expectPrinted(quarter.point(atAngle: .pi / 2).y, "1")
  }

  @Test func pathSegment() {
    let curve = PathSegment.quadratic(
      from: .zero, control: Point2D(x: 1, y: 2), to: Point2D(x: 2, y: 0))
    expectPrinted(curve.point(at: 0.5), "Point2D(x: 1, y: 1)")
  }

  @Test func bezierPath() throws {
    var path = BezierPath()
    path.move(to: Point2D(x: 0, y: 0))
    path.addLine(to: Point2D(x: 30, y: 40))
    path.closeSubpath()
    expectPrinted(path.subpaths[0].segments.count, "2")
  }

  @Test func bounds() throws {
    let path = BezierPath(try PathData(svg: "M 0 0 Q 50 100 100 0"))
    expectPrinted(path.bounds, "Rect2D(x: 0, y: 0, width: 100, height: 50)")
  }

  @Test func bezierPathFromData() throws {
    let path = BezierPath(try PathData(svg: "M 0 0 H 10 V 10 Z"))
    expectPrinted(path.subpaths[0].segments.count, "3")
  }

  @Test func measuredPath() throws {
    let path = BezierPath(try PathData(svg: "M 0 0 H 30 V 40"))
    let measured = MeasuredPath(path)
    expectPrinted(measured.length, "70")
    expectPrinted(measured.point(atDistance: 50), "Point2D(x: 30, y: 20)")
  }

  @Test func pathMotion() throws {
    let arc = MeasuredPath(BezierPath(try PathData(svg: "M 0 0 A 100 100 0 0 1 200 0")))
    let motion = PathMotion(
      along: arc, progress: Tween(from: 0.0, to: 1, duration: 0.5, curve: Ease.linear))
    expectPrinted(motion.value(atElapsed: 0.25).point.y, "-100")
  }
}

/// `CSSMotionPath`'s discussions, line for line.
@Suite struct DocExamplesCSSMotionPath {
  @Test func shorthand() throws {
    let offset = try CSSMotionPath(css: "path('M 0 0 H 100 V 100') 150px auto")
    expectPrinted(offset.description, #""path("M 0 0 H 100 V 100") 150px""#)
  }

  @Test func placement() throws {
    let offset = try CSSMotionPath(css: "path('M 0 0 H 200 V 150 Z') 20%")
    let layout = CSSMotionPath.Layout(
      containingBlock: Size2D(width: 400, height: 300),
      element: Rect2D(x: 0, y: 0, width: 100, height: 40))
    expectPrinted(
      Point2D(x: 50, y: 20).applying(offset.placement(in: layout)), "Point2D(x: 120, y: 0)")
  }

  @Test func placementAlongAMeasuredPath() throws {
    var offset = try CSSMotionPath(css: "circle(100px) 0%")
    let layout = CSSMotionPath.Layout(
      containingBlock: Size2D(width: 400, height: 300),
      element: Rect2D(x: 0, y: 0, width: 20, height: 20))
    let circle = offset.measuredPath(in: layout)
    offset.distance = .percentage(25)
    // A quarter of the circle from its rightmost point, clockwise: the bottom, (200, 250),
    // and the same as measuring on the call.
    expectPrinted(
      Point2D(x: 10, y: 10).applying(offset.placement(in: layout, measuredPath: circle)),
      "Point2D(x: 200, y: 250)")
    #expect(offset.placement(in: layout, measuredPath: circle) == offset.placement(in: layout))
  }
}

/// `SampledPath`'s discussion, line for line.
@Suite struct DocExamplesSampledPath {
  @Test func sampledPath() throws {
    let measured = MeasuredPath(BezierPath(try PathData(svg: "M 0 0 C 0 100 100 100 100 0")))
    let sampled = SampledPath(measured)
    // By symmetry the middle of the length is at x = 50; within the sampled error.
    #expect(
      abs(sampled.position(atDistance: measured.length / 2).point.x - 50) < 1e-10 * measured.length)
  }
}

/// `PathMorph`'s discussion, line for line.
@Suite struct DocExamplesPathMorph {
  @Test func pathMorph() throws {
    let square = BezierPath(try PathData(svg: "M 0 0 H 100 V 100 H 0 Z"))
    let triangle = BezierPath(try PathData(svg: "M 50 0 L 100 100 L 0 100 Z"))
    let morph = PathMorph(from: square, to: triangle)
    expectPrinted(morph.path(at: 0.5).subpaths[0].segments.count, "4")
  }
}

/// `PathKeyframeAnimation`'s discussion, line for line.
@Suite struct DocExamplesPathKeyframes {
  @Test func pathKeyframeAnimation() throws {
    let route = MeasuredPath(BezierPath(try PathData(svg: "M 0 0 H 300 V 100")))
    let linear = PathKeyframeAnimation(along: route, duration: 1)
    expectPrinted(linear.value(atElapsed: 0.75).point, "Point2D(x: 300, y: 50)")
    let paced = PathKeyframeAnimation(along: route, duration: 1, calculationMode: .paced)
    expectPrinted(paced.value(atElapsed: 0.75).point, "Point2D(x: 300, y: 0)")
  }
}

/// The article "Move along a curve", line for line, and what its prose says of the flight.
@Suite struct DocExamplesMoveAlongACurve {
  @Test func article() throws {
    let route = try PathData(svg: "M 60 700 C 60 480 195 560 195 300")
    let measured = MeasuredPath(BezierPath(route))
    let flight = PathMotion(
      along: measured, progress: SpringMotion(from: 0.0, to: 1, spring: .smooth()))
    let halfway = flight.value(atElapsed: 0.15)
    let landing = flight.value(atElapsed: 1.0)
    // 433.943188874579145… by mpmath.quad at 30 digits.
    expectPrinted(measured.length, "433.9431888745791…")
    // Leaving the cell straight up the screen, landing heading up: the heading is −π/2 at
    // both ends of this route, and in between it swings right and back.
    #expect(abs(flight.value(atElapsed: 0).heading + .pi / 2) < 1e-12)
    #expect(abs(landing.point.x - 195) < 1 && abs(landing.point.y - 300) < 2)
    #expect(halfway.point.y < 700 && halfway.point.y > 300)
    #expect(halfway.heading > -.pi / 2)
    let keyframes = PathKeyframeAnimation(
      along: measured, duration: 0.6, calculationMode: .paced, rotationMode: .auto)
    expectPrinted(keyframes.value(atElapsed: 0.6).heading, "-1.5707963267948966")
    // The CSS landing: the end's tangent is (0, −1) exactly, a quarter turn placed exactly.
    let offset = try CSSMotionPath(css: "path('M 60 700 C 60 480 195 560 195 300') 100%")
    let layout = CSSMotionPath.Layout(
      containingBlock: Size2D(width: 390, height: 844),
      element: Rect2D(x: 0, y: 0, width: 120, height: 120))
    let centre = Point2D(x: 60, y: 60).applying(offset.placement(in: layout))
    expectPrinted(centre, "Point2D(x: 195, y: 300)")
    // Halfway along the length at half the duration.
    let middle = measured.point(atDistance: measured.length / 2)
    let miss = keyframes.value(atElapsed: 0.3).point - middle
    #expect(miss.squaredMagnitude.squareRoot() < 1e-12 * measured.length)
  }
}
