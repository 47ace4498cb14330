import Affine
import Easing
import Foundation
import KineticsCore
import Motion
import Springs
import Testing

/// Core Animation's path keyframes: expected points are worked by hand from the path's
/// geometry (lines, a circle's arc) and the documented rules — one key per segment end, a move
/// starting no key, key times and timing functions per segment, constant speed in the paced
/// modes (Apple's `CAKeyframeAnimation.path` and `CAAnimationCalculationMode` documentation).
@Suite struct PathKeyframeAnimationTests {
  static func measured(_ svg: String) -> MeasuredPath {
    MeasuredPath(BezierPath(try! PathData(svg: svg)))
  }

  static func expectPoint(
    _ point: Point2D, _ x: Double, _ y: Double, within tolerance: Double = 1e-11,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(abs(point.x - x) <= tolerance, "x \(point.x) ≠ \(x)", sourceLocation: sourceLocation)
    #expect(abs(point.y - y) <= tolerance, "y \(point.y) ≠ \(y)", sourceLocation: sourceLocation)
  }

  /// Linear mode: each segment takes an equal share of the duration by default, whatever its
  /// length; the given key times move the keys.
  @Test func linearModeGivesEachSegmentItsKeyTimes() {
    let route = Self.measured("M 0 0 H 300 V 100")
    let even = PathKeyframeAnimation(along: route, duration: 2)
    Self.expectPoint(even.value(atElapsed: 0.5).point, 150, 0)
    Self.expectPoint(even.value(atElapsed: 1).point, 300, 0)
    Self.expectPoint(even.value(atElapsed: 1.5).point, 300, 50)
    #expect(even.keyTimes == [0, 0.5, 1])
    let keyed = PathKeyframeAnimation(along: route, duration: 1, keyTimes: [0, 0.2, 1])
    Self.expectPoint(keyed.value(atElapsed: 0.1).point, 150, 0)
    Self.expectPoint(keyed.value(atElapsed: 0.6).point, 300, 50)
  }

  /// A timing function eases its own segment only: quadratic ease-in is s = u².
  @Test func timingFunctionsEaseTheirSegment() {
    let route = Self.measured("M 0 0 H 100 V 100")
    let animation = PathKeyframeAnimation(
      along: route, duration: 1, timingFunctions: [Ease.quadIn, Ease.linear])
    Self.expectPoint(animation.value(atElapsed: 0.25).point, 25, 0)
    Self.expectPoint(animation.value(atElapsed: 0.75).point, 100, 50)
  }

  /// Within a curved segment, linear mode moves at constant speed along the arc: a quarter of
  /// the time on a half circle of radius 100 is its top.
  @Test func linearModeIsConstantSpeedWithinACurve() {
    let arc = Self.measured("M 0 0 A 100 100 0 0 1 200 0 L 200 100")
    let animation = PathKeyframeAnimation(along: arc, duration: 1)
    for step in 0...10 {
      let angle = Double.pi * (1 + Double(step) / 10)
      Self.expectPoint(
        animation.value(atElapsed: Double(step) / 20).point, 100 + 100 * cos(angle),
        100 * sin(angle))
    }
  }

  /// Paced and cubic paced: constant speed over the whole path, 100π + 100 points long; key
  /// times and timing functions are ignored.
  @Test func pacedModesMoveAtConstantSpeed() {
    let arc = Self.measured("M 0 0 A 100 100 0 0 1 200 0 L 200 100")
    let length = 100 * Double.pi + 100
    for mode in [KeyframeCurve<Double>.CalculationMode.paced, .cubicPaced()] {
      let animation = PathKeyframeAnimation(
        along: arc, duration: 1, keyTimes: [0, 0.9, 1],
        timingFunctions: [Ease.quadIn, Ease.quadIn],
        calculationMode: mode)
      #expect(abs(animation.keyTimes[1] - 100 * Double.pi / length) < 1e-15)
      for step in 0..<20 {
        let distance = Double(step) / 20 * length
        let point = animation.value(atElapsed: Double(step) / 20).point
        if distance <= 100 * Double.pi {
          let angle = Double.pi + distance / 100
          Self.expectPoint(point, 100 + 100 * cos(angle), 100 * sin(angle))
        } else {
          Self.expectPoint(point, 200, distance - 100 * Double.pi)
        }
        let speed = animation.velocity(atElapsed: Double(step) / 20 + 1e-3).point
        #expect(abs(speed.squaredMagnitude.squareRoot() - length) < 1e-9 * length)
      }
    }
  }

  /// Cubic paced stays constant speed where a spline through the keys' distances would
  /// overshoot (two 1-point segments before a 100-point one).
  @Test func cubicPacedNeverOvershootsAKey() {
    let route = Self.measured("M 0 0 H 1 H 2 H 102")
    let animation = PathKeyframeAnimation(along: route, duration: 1, calculationMode: .cubicPaced())
    for step in 0...50 {
      let progress = Double(step) / 50
      Self.expectPoint(animation.value(atElapsed: progress).point, 102 * progress, 0)
    }
  }

  /// Discrete mode: the element sits on each segment's end from its key time to the next, and
  /// does not move in between.
  @Test func discreteModeHoldsEachKeysPoint() {
    let route = Self.measured("M 0 0 H 300 V 100")
    let animation = PathKeyframeAnimation(along: route, duration: 1, calculationMode: .discrete)
    Self.expectPoint(animation.value(atElapsed: 0.2).point, 0, 0)
    Self.expectPoint(animation.value(atElapsed: 0.6).point, 300, 0)
    Self.expectPoint(animation.value(atElapsed: 1).point, 300, 100)
    #expect(animation.velocity(atElapsed: 0.6) == .zero)
    let ended = PathKeyframeAnimation(
      along: route, duration: 1, keyTimes: [0, 0.3, 0.6, 1], calculationMode: .discrete)
    Self.expectPoint(ended.value(atElapsed: 0.5).point, 300, 0)
    Self.expectPoint(ended.value(atElapsed: 0.7).point, 300, 100)
  }

  /// Cubic mode: the keys are reached at their key times, and the speed passes through an
  /// interior key without the jump linear mode makes there.
  @Test func cubicModeSmoothsTheSpeedThroughKeys() {
    let route = Self.measured("M 0 0 H 100 V 300")
    let cubic = PathKeyframeAnimation(along: route, duration: 1, calculationMode: .cubic())
    let linear = PathKeyframeAnimation(along: route, duration: 1)
    Self.expectPoint(cubic.value(atElapsed: 0.5).point, 100, 0)
    Self.expectPoint(cubic.value(atElapsed: 1).point, 100, 300)
    func speeds(_ animation: PathKeyframeAnimation) -> (before: Double, after: Double) {
      (
        animation.velocity(atElapsed: 0.5 - 1e-9).point.squaredMagnitude.squareRoot(),
        animation.velocity(atElapsed: 0.5 + 1e-9).point.squaredMagnitude.squareRoot()
      )
    }
    let smooth = speeds(cubic)
    #expect(abs(smooth.before - smooth.after) < 1e-5 * smooth.after)
    let jump = speeds(linear)
    #expect(abs(jump.before - 200) < 1e-9 && abs(jump.after - 600) < 1e-9)
  }

  /// A move starts no key: after the first subpath's end, the element jumps to the second
  /// subpath's start as its segment begins.
  @Test func aMoveStartsNoKey() {
    let route = Self.measured("M 0 0 H 100 M 0 50 H 100")
    let animation = PathKeyframeAnimation(along: route, duration: 1)
    #expect(animation.keyTimes == [0, 0.5, 1])
    Self.expectPoint(animation.value(atElapsed: 0.5 - 1e-12).point, 100, 0, within: 1e-9)
    Self.expectPoint(animation.value(atElapsed: 0.5).point, 0, 50)
    Self.expectPoint(animation.value(atElapsed: 0.75).point, 50, 50)
    let discrete = PathKeyframeAnimation(
      along: route, duration: 1, calculationMode: .discrete, rotationMode: .auto)
    #expect(
      discrete.value(atElapsed: 0.5) == PathPlacement(point: Point2D(x: 100, y: 0), heading: 0))
    #expect(
      discrete.value(atElapsed: 1) == PathPlacement(point: Point2D(x: 100, y: 50), heading: 0))
  }

  /// Rotation modes: none keeps the heading at 0; auto faces the tangent; auto-reverse faces
  /// against it; around a circle twice the heading grows by 4π without a jump.
  @Test func rotationModesTurnWithThePath() {
    let route = Self.measured("M 0 0 H 100 V 100")
    let still = PathKeyframeAnimation(along: route, duration: 1)
    let auto = PathKeyframeAnimation(along: route, duration: 1, rotationMode: .auto)
    let reverse = PathKeyframeAnimation(along: route, duration: 1, rotationMode: .autoReverse)
    #expect(still.value(atElapsed: 0.75).heading == 0)
    #expect(abs(auto.value(atElapsed: 0.25).heading) < 1e-15)
    #expect(abs(auto.value(atElapsed: 0.75).heading - Double.pi / 2) < 1e-15)
    #expect(abs(reverse.value(atElapsed: 0.75).heading - 3 * Double.pi / 2) < 1e-15)
    let twice = Self.measured(
      "M 100 0 A 100 100 0 0 1 -100 0 A 100 100 0 0 1 100 0"
        + " A 100 100 0 0 1 -100 0 A 100 100 0 0 1 100 0")
    let circling = PathKeyframeAnimation(
      along: twice, duration: 1, calculationMode: .paced, rotationMode: .auto)
    var previous = circling.value(atElapsed: 0).heading
    #expect(abs(previous - Double.pi / 2) < 1e-12)
    for step in 1...400 {
      let heading = circling.value(atElapsed: Double(step) / 400).heading
      #expect(abs(heading - previous - 4 * Double.pi / 400) < 1e-9)
      previous = heading
    }
    #expect(abs(previous - (Double.pi / 2 + 4 * Double.pi)) < 1e-9)
  }

  /// The velocity is the time derivative of the placement (central differences): points per
  /// second along the tangent and, turning with the path, the turning rate.
  @Test func velocityIsTheDerivativeOfTheValue() {
    let path = Self.measured("M 0 0 C 50 120 150 -80 200 40 S 300 0 320 90 Q 400 0 420 60")
    for mode in [KeyframeCurve<Double>.CalculationMode.linear, .paced, .cubic(tension: 0.3)] {
      let animation = PathKeyframeAnimation(
        along: path, duration: 0.8, keyTimes: [0, 0.3, 0.8, 1],
        timingFunctions: [Ease.cubicInOut, CubicBezier.easeOut, Ease.quadIn],
        calculationMode: mode, rotationMode: .auto)
      expectVelocityIsTheDerivative(of: animation, from: 0.03, through: 0.77)
    }
  }

  /// Outside the duration it holds the ends; it completes at its duration; retargeting hands
  /// the placement and velocity to a spring.
  @Test func endsCompletionAndRetargeting() {
    let route = Self.measured("M 0 0 H 300 V 100")
    let animation = PathKeyframeAnimation(along: route, duration: 1, rotationMode: .auto)
    Self.expectPoint(animation.value(atElapsed: -1).point, 0, 0)
    Self.expectPoint(animation.value(atElapsed: 5).point, 300, 100)
    Self.expectPoint(animation.target.point, 300, 100)
    #expect(animation.completionTime == 1)
    #expect(!animation.isComplete(atElapsed: 0.99) && animation.isComplete(atElapsed: 1))
    let spring = animation.retargeted(
      to: PathPlacement(point: Point2D(x: 0, y: 0), heading: 0), atElapsed: 0.25)
    #expect(spring.start == animation.value(atElapsed: 0.25))
    #expect(spring.initialVelocity == animation.velocity(atElapsed: 0.25))
  }

  /// Paths without length: a lone move sits at its point, a zero-length segment at its start,
  /// in every mode, facing the x axis.
  @Test func pathsWithoutLengthStayPut() {
    for svg in ["M 10 20", "M 10 20 L 10 20 Z"] {
      for mode in [
        KeyframeCurve<Double>.CalculationMode.linear, .discrete, .paced, .cubic(), .cubicPaced(),
      ] {
        let animation = PathKeyframeAnimation(
          along: Self.measured(svg), duration: 1, calculationMode: mode, rotationMode: .auto)
        for elapsed in [-1, 0, 0.5, 1, 2.0] {
          #expect(
            animation.value(atElapsed: elapsed)
              == PathPlacement(point: Point2D(x: 10, y: 20), heading: 0))
          #expect(animation.velocity(atElapsed: elapsed) == .zero)
        }
      }
    }
  }

  /// Invalid descriptions are reported with the parameter that is wrong.
  @Test func invalidDescriptionsAreReported() {
    let route = Self.measured("M 0 0 H 300 V 100")
    #expect(throws: ValidationError.self) {
      try PathKeyframeAnimation.validate(path: route, duration: 0)
    }
    #expect(throws: ValidationError.self) {
      try PathKeyframeAnimation.validate(path: route, duration: .infinity)
    }
    #expect(throws: ValidationError.self) {
      try PathKeyframeAnimation.validate(path: route, duration: 1, keyTimes: [0, 1])
    }
    #expect(throws: ValidationError.self) {
      try PathKeyframeAnimation.validate(path: route, duration: 1, keyTimes: [0, 0.7, 0.5])
    }
    #expect(throws: ValidationError.self) {
      try PathKeyframeAnimation.validate(
        path: route, duration: 1, timingFunctions: [Ease.quadIn])
    }
    #expect(throws: Never.self) {
      try PathKeyframeAnimation.validate(
        path: route, duration: 1, keyTimes: [0, 0.2, 0.4, 1], calculationMode: .discrete)
    }
  }
}
