import Foundation
import Kinetics
import TestSupport
import Testing

/// Rules no other test pinned down (each found missing by a mutant of .ci/mutants.catalogue).
@Suite struct MotionContractTests {
  /// The classic interactive-transition samples finish past half-way or faster than 1500
  /// points per second: at 20% of the way, 1200 pt/s cancels and 1600 pt/s finishes.
  // Each segment eases with its own timing function: 0.8 lies half-way through the second
  // segment (key times 0.6 → 1), whose ease-in-out is ½ at ½ (the curve is symmetric), so the
  // value is 100 + (80 − 100)·½ = 90; the first segment's ease-out would give 83.95.
  @Test func eachSegmentEasesWithItsOwnTimingFunction() throws {
    let keyframes = KeyframeCurve(
      values: [0.0, 100, 80], keyTimes: [0, 0.6, 1],
      timingFunctions: [TimingFunction.easeOut, TimingFunction.easeInOut])
    #expect(abs(keyframes.value(at: 0.8) - 90) < 1e-12)
  }

  @Test func theFlickThresholdIs1500PointsPerSecond() {
    let gesture = GestureRelease(distance: 400)
    #expect(!gesture.shouldFinish(translation: 80, velocity: 1200))
    #expect(!gesture.shouldFinish(translation: 80, velocity: 1500))
    #expect(gesture.shouldFinish(translation: 80, velocity: 1600))
  }

  /// Between values whose difference overflows (−1e308 to 1e308) a spring motion weighs the
  /// ends by the propagator: x(t) = start·a + target·(1 − a) with
  /// a = e^(−ζω0·t)·(cos ωd·t + ζω0/ωd·sin ωd·t), written out here for the snappy spring.
  @Test func springMotionsBetweenOverflowingEndsWeighTheEnds() {
    let spring = DampedSpring.snappy()
    let motion = SpringMotion(from: -1e308, to: 1e308, spring: spring)
    let lambda = spring.dampingRatio * spring.naturalFrequency
    let damped =
      spring.naturalFrequency * (1 - spring.dampingRatio * spring.dampingRatio).squareRoot()
    for time in [0.02, 0.1, 0.3] {
      let a = exp(-lambda * time) * (cos(damped * time) + lambda / damped * sin(damped * time))
      let expected = -1e308 * a + 1e308 * (1 - a)
      expectClose(motion.value(atElapsed: time), expected, relative: 1e-12, "t = \(time)")
    }
  }

  /// A tween holds its end value after its duration, even along a curve that extends past 1
  /// (ease-in leaves at slope 1/0.58).
  @Test func aTweenHoldsItsEndAfterTheDuration() {
    let tween = Tween(from: 0.0, to: 100, duration: 0.5, curve: CubicBezier.easeIn)
    #expect(tween.value(atElapsed: 1) == 100)
    #expect(tween.velocity(atElapsed: 1) == 0)
  }

  /// Between values near ±1e308, whose difference overflows, a spring motion follows
  /// a·start + (1 − a)·target + b·v0, with a from the double-double reference (the bouncy
  /// spring's x(0.05 s) from displacement 1 at rest).
  @Test func aSpringBetweenTheEndsOfTheRangeFollowsTheExactSolution() {
    let spring = DampedSpring.bouncy()
    let (start, target) = (-1.7976931348623157e308, 9.9792015476736e291)
    let motion = SpringMotion(from: start, to: target, spring: spring)
    let reference = SpringReference(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
    let a = reference.state(atElapsed: 0.05, displacement: 1, velocity: 0).0.value
    expectClose(motion.value(atElapsed: 0.05), a * start + (1 - a) * target, relative: 1e-12)
  }

  /// A damped spring is complete at infinite elapsed time wherever it starts.
  @Test func aDampedSpringIsCompleteAtInfinity() {
    let motion = SpringMotion(from: 0.0, to: 1e9, spring: .smooth(), initialVelocity: 1e6)
    #expect(motion.isComplete(atElapsed: .infinity))
    #expect(!motion.isComplete(atElapsed: 0.1))
  }

  /// The projection policy finishes only beyond its threshold, as the thresholds policy and the
  /// transition samples' `percent > 0.5` do: a projection of exactly half cancels.
  @Test func projectionAtTheThresholdCancels() {
    let gesture = GestureRelease(distance: 100, policy: .projection(progress: 0.5, decay: .normal))
    #expect(!gesture.shouldFinish(translation: 50, velocity: 0))
    #expect(gesture.shouldFinish(translation: 50.001, velocity: 0))
  }

  /// UIPercentDrivenInteractiveTransition's completion curve defaults to ease-in-out (Apple's
  /// documentation of `completionCurve`): finishing from 0 over the whole duration, a quarter of
  /// the way in the fraction is CSS ease-in-out at 0.25, 0.12916193104731985 (the 400-digit
  /// reference value).
  @Test func theDefaultCompletionIsEaseInOut() throws {
    var transition = InteractiveTransition(duration: 1)
    try transition.finish(atTime: 0)
    expectClose(transition.fractionComplete(atTime: 0.25), 0.12916193104731985, ulps: 4)
  }

  /// A negative time offset wraps within the cycle like a positive one: −0.25 of a 1 s cycle
  /// starts at progress 0.75.
  @Test func negativeOffsetsWrap() {
    let timing = MediaTiming(duration: 1, timeOffset: -0.25, repeatCount: .infinity)
    expectClose(timing.state(atTime: 0).progress!, 0.75, ulps: 1)
  }

  /// Iteration counts between 2⁶³ and 2⁶⁴ saturate at Int.max (10¹⁹ one-second cycles).
  @Test func iterationsBeyondIntSaturate() {
    let timing = MediaTiming(duration: 1, repeatCount: .infinity)
    #expect(timing.state(atTime: 1e19).iteration == .max)
  }

  /// Cubic paced keyframes show each value exactly at its key time, for curves whose key times
  /// times the length do not round back to the table's boundaries.
  @Test func cubicPacedValuesSitExactlyOnTheirKeyTimes() throws {
    var random = Xoshiro256StarStar(seed: 11)
    for _ in 0..<20 {
      let values = (0..<6).map { _ in
        SIMD2(
          Double.random(in: -300...300, using: &random),
          Double.random(in: -300...300, using: &random))
      }
      let keyframes = KeyframeCurve(values: values, mode: .cubicPaced())
      for (time, value) in zip(keyframes.keyTimes, values) {
        #expect(keyframes.value(at: time) == value)
      }
    }
  }
}
