import Easing
import Springs
import TestSupport
import Testing

@Suite struct GestureReleaseTests {
  /// The seeds' swipe-to-pop: progress = translation.x / view width clamped to [0, 1]; finish
  /// when progress > 0.5 or velocity.x > 1500 pt/s.
  @Test func popSwipeWithTheSeedsRule() {
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

  /// The seeds' tab bar: progress = translation / 200 points.
  @Test func tabBarUsesTwoHundredPoints() {
    let tab = GestureRelease(distance: 200)
    #expect(tab.progress(translation: 50) == 0.25)
    #expect(GestureRelease(distance: 0).progress(translation: 50) == 0)
    #expect(!GestureRelease(distance: 0).shouldFinish(translation: 50, velocity: 0))
  }

  /// The projection rule finishes a short fast flick that the thresholds would also finish, but
  /// cancels a fast flick that is already slowing near the start, and finishes a slow drag past
  /// the middle: projected = translation + v/1000·0.998/0.002.
  @Test func projectionPolicyUsesTheRestingPoint() {
    let projected = GestureRelease(
      distance: 390, policy: .projection(progressThreshold: 0.5, decay: .normal))
    #expect(projected.shouldFinish(translation: 40, velocity: 400))  // 40 + 199.6 > 195
    #expect(!projected.shouldFinish(translation: 40, velocity: 300))  // 40 + 149.7 < 195
    #expect(!projected.shouldFinish(translation: 250, velocity: -200))  // 250 − 99.8 < 195
  }

  /// UIKit's relative spring velocity: gesture velocity / remaining distance.
  @Test func relativeVelocityConversions() {
    let pop = GestureRelease(distance: 400)
    #expect(pop.relativeVelocity(translation: 100, velocity: 600) == 2)
    #expect(RelativeVelocity.relative(pointsPerSecond: 600, remainingDistance: 300) == 2)
    #expect(RelativeVelocity.pointsPerSecond(relative: 2, remainingDistance: 300) == 600)
    #expect(RelativeVelocity.relative(pointsPerSecond: 600, remainingDistance: 0) == 0)
  }

  /// Releasing into a spring keeps progress and its rate continuous.
  @Test func springAfterReleaseIsContinuous() {
    let pop = GestureRelease(distance: 390)
    let motion = pop.springMotion(translation: 150, velocity: 1600, spring: .snappy())
    #expect(motion.target == 1)
    #expect(motion.value(at: 0) == pop.progress(translation: 150))
    #expect(motion.velocity(at: 0) == 1600 / 390.0)
    // Below both thresholds it springs back to 0.
    #expect(pop.springMotion(translation: 150, velocity: 900, spring: .snappy()).target == 0)
    #expect(abs(motion.value(at: 3) - 1) < 1e-6)
  }
}

@Suite struct HandOffTests {
  /// An ease-out slide interrupted at any moment hands over to a spring with the same position
  /// and velocity (the curve's analytic derivative), for SIMD values too.
  @Test func tweenToSpringHandOffIsContinuous() {
    let slide = Tween(
      from: SIMD2<Double>(0, 0), to: SIMD2(320, 40), duration: 0.3, curve: CubicBezier.easeOut)
    checkProperty("continuity", .doubles(in: 0...0.3)) { time in
      let motion = slide.handOff(at: time, to: .bouncy(), target: SIMD2(0, 0))
      return motion.value(at: 0) == slide.value(at: time)
        && motion.velocity(at: 0) == slide.velocity(at: time)
    }
  }

  /// The tween's velocity is the derivative of its value (away from the in-out joint at half
  /// time, where the second derivative jumps and a finite difference is off by ~h·jump).
  @Test func tweenVelocityIsTheDerivative() {
    let slide = Tween(from: 10.0, to: 330, duration: 0.6, curve: Ease.cubicInOut)
    for time in stride(from: 0.05, through: 0.55, by: 0.1) {
      let h = 1e-6
      let difference = (slide.value(at: time + h) - slide.value(at: time - h)) / (2 * h)
      #expect(abs(slide.velocity(at: time) - difference) < 1e-4)
    }
  }
}
