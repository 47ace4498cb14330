import Foundation
import Easing
import KineticsCore
import Motion
import Springs
import TestSupport
import Testing

@Suite struct GestureReleaseTests {
  /// The classic samples' swipe-to-pop: progress = translation.x / view width clamped to [0, 1];
  /// finish when progress > 0.5 or velocity.x > 1500 pt/s.
  @Test func popSwipeWithTheHalfwayOrFlickRule() {
    let pop = GestureRelease(distance: 390, direction: .positive)
    #expect(pop.progress(translation: 195) == 0.5)
    #expect(pop.progress(translation: -40) == 0)
    #expect(pop.progress(translation: 800) == 1)
    #expect(!pop.shouldFinish(translation: 195, velocity: 0))  // exactly half: not more than
    #expect(pop.shouldFinish(translation: 196, velocity: 0))
    #expect(pop.shouldFinish(translation: 20, velocity: 1501))
    #expect(!pop.shouldFinish(translation: 20, velocity: 1500))
    #expect(pop.shouldFinish(translation: 300, velocity: -1600))  // past half-way wins
  }

  /// A push from the right edge advances with leftward (negative) translation.
  @Test func pushSwipeIsDirectionAware() {
    let push = GestureRelease(distance: 390, direction: .negative)
    #expect(push.progress(translation: -117) == 0.3)
    #expect(push.progress(translation: 100) == 0)
    #expect(push.shouldFinish(translation: -50, velocity: -1600))
    #expect(!push.shouldFinish(translation: -50, velocity: 1600))
  }

  /// The tab-bar sample: progress = translation / 200 points.
  @Test func tabBarUsesTwoHundredPoints() {
    let tab = GestureRelease(distance: 200)
    #expect(tab.progress(translation: 50) == 0.25)
    #expect(GestureRelease(distance: 0).progress(translation: 50) == 0)
    #expect(!GestureRelease(distance: 0).shouldFinish(translation: 50, velocity: 0))
  }

  /// The projection rule: projected = translation + v/1000·0.998/0.002 (Apple's projection).
  @Test func projectionPolicyUsesTheRestingPoint() {
    let projected = GestureRelease(
      distance: 390, policy: .projection(progress: 0.5, decay: .normal))
    #expect(projected.shouldFinish(translation: 40, velocity: 400))  // 40 + 199.6 > 195
    #expect(!projected.shouldFinish(translation: 40, velocity: 300))  // 40 + 149.7 < 195
    #expect(!projected.shouldFinish(translation: 250, velocity: -200))  // 250 − 99.8 < 195
  }

  /// UIKit's relative velocity takes the sign of the decision. Released at 0.4 (156 of 390
  /// points) moving forward at 78 pt/s: the rule cancels, so the target is 156 points behind
  /// and the finger moves away from it: −78/156 = −0.5 (the old default assumed finishing and
  /// gave +78/234 = +0.33). Finishing from 0.6 (234 points) at 78 pt/s: +78/156 = +0.5.
  @Test func relativeVelocityFollowsTheDecision() {
    let pop = GestureRelease(distance: 390)
    let cancel = pop.release(translation: 156, velocity: 78)
    #expect(!cancel.isFinishing && cancel.targetProgress == 0)
    #expect(cancel.relativeVelocity == -0.5)
    expectClose(cancel.progressVelocity, 0.2, ulps: 1)
    let finish = pop.release(translation: 234, velocity: 78)
    #expect(finish.isFinishing && finish.targetProgress == 1)
    expectClose(finish.relativeVelocity, 0.5, ulps: 2)
    // A flick back while past half-way: finishing, moving away from the target.
    let back = pop.release(translation: 312, velocity: -156)
    expectClose(back.relativeVelocity, -156.0 / 78, ulps: 2)
    // Nothing left to go: 0, not a division by zero.
    #expect(pop.release(translation: 390, velocity: 100).relativeVelocity == 0)
  }

  /// UISpringTimingParameters' vector: each axis' velocity over that axis' remaining distance.
  @Test func relativeVelocityIn2D() {
    let relative = GestureRelease.relativeVelocity(
      SIMD2(100, -50), remaining: SIMD2(200, -100))
    #expect(relative == SIMD2(0.5, 0.5))
    #expect(
      GestureRelease.relativeVelocity(SIMD2(100, 5), remaining: SIMD2(0, 10)) == SIMD2(0, 0.5))
    // 1e300 per second over 1e-300 to go exceeds the range: the largest double, sign kept.
    #expect(
      GestureRelease.relativeVelocity(
        SIMD2(1e300, -1), remaining: SIMD2(1e-300, .leastNonzeroMagnitude))
        == SIMD2(.greatestFiniteMagnitude, -.greatestFiniteMagnitude))
  }

  /// Releasing into a spring keeps progress and its rate continuous, toward the decided end.
  @Test func springAfterReleaseIsContinuous() {
    let pop = GestureRelease(distance: 390)
    let motion = pop.springMotion(translation: 150, velocity: 1600, spring: .snappy())
    #expect(motion.target == 1)
    #expect(motion.value(atElapsed: 0) == pop.progress(translation: 150))
    #expect(motion.velocity(atElapsed: 0) == 1600 / 390.0)
    #expect(pop.springMotion(translation: 150, velocity: 900, spring: .snappy()).target == 0)
    #expect(abs(motion.value(atElapsed: 3) - 1) < 1e-6)
  }

  @Test func validationThroughEveryEntryPoint() async throws {
    #expect(throws: ValidationError.self) {
      try GestureRelease.validate(distance: -1, policy: .halfwayOrFlick)
    }
    #expect(throws: ValidationError.self) {
      try GestureRelease.validate(distance: 1, policy: .thresholds(progress: .nan, velocity: 1))
    }
    await #expect(processExitsWith: .failure) { _ = GestureRelease(distance: .infinity) }
    let json = #"{"distance": -5}"#
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(GestureRelease.self, from: Data(json.utf8))
    }
    let valid = GestureRelease(distance: 390, direction: .negative)
    let data = try JSONEncoder().encode(valid)
    #expect(try JSONDecoder().decode(GestureRelease.self, from: data) == valid)
  }

  @Test func theFlickThresholdIs1500PointsPerSecond() {
    let gesture = GestureRelease(distance: 400)
    #expect(!gesture.shouldFinish(translation: 80, velocity: 1200))
    #expect(!gesture.shouldFinish(translation: 80, velocity: 1500))
    #expect(gesture.shouldFinish(translation: 80, velocity: 1600))
  }

  /// The projection policy finishes only beyond its threshold, as the thresholds policy and the
  /// transition samples' `percent > 0.5` do: a projection of exactly half cancels.
  @Test func projectionAtTheThresholdCancels() {
    let gesture = GestureRelease(distance: 100, policy: .projection(progress: 0.5, decay: .normal))
    #expect(!gesture.shouldFinish(translation: 50, velocity: 0))
    #expect(gesture.shouldFinish(translation: 50.001, velocity: 0))
  }

  /// A distance near the bottom of the range (about 1e-310, subnormal): a finger's 1 pt/s is
  /// 2e310 progress per second, beyond the double range — held at the largest double, so the
  /// spring motion started with it stays finite at every time.
  @Test func aTinyDistanceKeepsTheMotionFinite() {
    let gesture = GestureRelease(distance: 0x1.7p-1030)
    let decision = gesture.release(translation: 0, velocity: 1)
    #expect(decision.progressVelocity == .greatestFiniteMagnitude)
    let motion = gesture.springMotion(translation: 0, velocity: 1, spring: .smooth())
    for time in [0, 1e-300, 1e-6, 0.01, 0.1, 1, 10] {
      #expect(motion.value(atElapsed: time).isFinite, "at \(time)")
    }
  }
}
