import Affine
import Easing
import Foundation
import KineticsCore
import Motion
import Springs
import Testing

/// Travel along a path: equal progress covers equal arc length, the velocity is the time
/// derivative of the placement (checked by central differences, an independent computation),
/// the heading is continuous through full turns.
@Suite struct PathMotionTests {
  static let halfCircle = MeasuredPath(
    BezierPath(try! PathData(svg: "M 0 0 A 100 100 0 0 1 200 0")))

  @Test func equalProgressCoversEqualDistance() throws {
    let motion = PathMotion(
      along: Self.halfCircle, progress: Tween(from: 0.0, to: 1, duration: 0.5, curve: Ease.linear))
    for step in 0...10 {
      let elapsed = Double(step) * 0.05
      let point = motion.value(atElapsed: elapsed).point
      let angle = Double.pi * (1 + Double(step) / 10)
      #expect(abs(point.x - (100 + 100 * cos(angle))) < 1e-11)
      #expect(abs(point.y - 100 * sin(angle)) < 1e-11)
    }
  }

  /// Velocity against central differences of the value: points per second along the tangent,
  /// and the turning rate.
  @Test func velocityIsTheDerivativeOfTheValue() throws {
    let path = MeasuredPath(
      BezierPath(try PathData(svg: "M 0 0 C 50 120 150 -80 200 40 S 300 0 320 90")))
    let motion = PathMotion(
      along: path, progress: Tween(from: 0.0, to: 1, duration: 0.8, curve: Ease.cubicInOut))
    expectVelocityIsTheDerivative(of: motion, from: 0.05, through: 0.75)
  }

  /// Around a circle of radius 100 at constant speed, the turning rate is speed / 100.
  @Test func turningRateIsCurvatureTimesSpeed() {
    let motion = PathMotion(
      along: Self.halfCircle, progress: Tween(from: 0.0, to: 1, duration: 0.5, curve: Ease.linear))
    let velocity = motion.velocity(atElapsed: 0.2)
    let speed = velocity.point.squaredMagnitude.squareRoot()
    #expect(abs(speed - 100 * Double.pi / 0.5) < 1e-9)
    #expect(abs(velocity.heading - speed / 100) < 1e-12)
  }

  /// Two full turns: the heading grows by 4π without a jump (an unwrapped angle), where atan2
  /// alone would jump back by 2π twice.
  @Test func headingIsContinuousThroughFullTurns() throws {
    let circles = MeasuredPath(
      BezierPath(
        try PathData(
          svg: "M 100 0 A 100 100 0 0 1 -100 0 A 100 100 0 0 1 100 0 A 100 100 0 0 1 -100 0 "
            + "A 100 100 0 0 1 100 0")))
    var previous = circles.heading(atDistance: 0)
    let first = previous
    for step in 1...4000 {
      let heading = circles.heading(atDistance: Double(step) / 4000 * circles.length)
      #expect(abs(heading - previous) < 0.01)
      previous = heading
    }
    #expect(abs(previous - first - 4 * Double.pi) < 1e-9)
  }

  /// A spring's overshoot holds at the end of the path, at rest.
  @Test func overshootHoldsAtTheEnd() {
    let spring = SpringMotion(
      from: 0.0, to: 1, spring: DampedSpring(response: 0.5, dampingRatio: 0.3))
    let motion = PathMotion(along: Self.halfCircle, progress: spring)
    let overshooting = (1...100).map { Double($0) * 0.01 }.first {
      spring.value(atElapsed: $0) > 1
    }!
    let placement = motion.value(atElapsed: overshooting)
    #expect(abs(placement.point.x - 200) < 1e-9 && abs(placement.point.y) < 1e-9)
    #expect(motion.velocity(atElapsed: overshooting) == .zero)
    #expect(motion.completionTime == spring.completionTime)
    #expect(motion.target.point.x == 200)
  }

  /// Retargeting hands the placement and velocity to a spring toward the new target.
  @Test func retargetingCarriesPlacementAndVelocity() {
    let motion = PathMotion(
      along: Self.halfCircle, progress: Tween(from: 0.0, to: 1, duration: 0.5, curve: Ease.linear))
    let target = PathPlacement(point: Point2D(x: 50, y: 50), heading: 0)
    let spring = motion.retargeted(to: target, atElapsed: 0.2)
    #expect(spring.value(atElapsed: 0) == motion.value(atElapsed: 0.2))
    let velocity = spring.velocity(atElapsed: 0)
    let expected = motion.velocity(atElapsed: 0.2)
    #expect(abs(velocity.point.x - expected.point.x) < 1e-9)
    #expect(abs(velocity.heading - expected.heading) < 1e-12)
    #expect(spring.target == target)
  }
}

/// Checks a path trajectory's velocity against central differences of its value (steps of
/// 1e-6 s) every 0.05 s from `start` through `end`: the point's rate within 1e-4 of the
/// speed, the heading's within 1e-3 of the turning rate (each at least 1).
func expectVelocityIsTheDerivative(
  of trajectory: some Trajectory<PathPlacement>, from start: Double, through end: Double,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let step = 1e-6
  for elapsed in stride(from: start, through: end, by: 0.05) {
    let before = trajectory.value(atElapsed: elapsed - step)
    let after = trajectory.value(atElapsed: elapsed + step)
    let velocity = trajectory.velocity(atElapsed: elapsed)
    let scale = max(1, velocity.point.squaredMagnitude.squareRoot())
    let rate = (after - before).multiplied(by: 1 / (2 * step))
    #expect(abs(rate.point.x - velocity.point.x) < 1e-4 * scale, sourceLocation: sourceLocation)
    #expect(abs(rate.point.y - velocity.point.y) < 1e-4 * scale, sourceLocation: sourceLocation)
    #expect(
      abs(rate.heading - velocity.heading) < 1e-3 * max(1, abs(velocity.heading)),
      sourceLocation: sourceLocation)
  }
}
