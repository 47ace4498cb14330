import Easing
import KineticsCore
import Motion
import Springs
import TestSupport
import Testing

@Suite struct TrajectoryTests {
  /// Every trajectory retargets with its value and velocity continuous at the switch.
  @Test func retargetingIsContinuousForEveryKind() throws {
    let tween = Tween(from: 0.0, to: 320, duration: 0.4, curve: CubicBezier.easeOut)
    let spring = SpringMotion(from: 0.0, to: 320, spring: .bouncy(), initialVelocity: 500)
    let decay = DecayMotion(from: 0.0, initialVelocity: 1200)
    let keyframes = KeyframeAnimation(
      keyframes: KeyframeCurve(values: [0.0, 120, 100], keyTimes: [0, 0.7, 1]), duration: 0.5)
    let clamped = spring.clampingValue(to: 0...330)
    func check<T: Trajectory>(_ trajectory: T, at time: Double, target: Double = -50)
    where T.Value == Double {
      let next = trajectory.retargeted(to: -50, atElapsed: time)
      expectClose(next.value(atElapsed: 0), trajectory.value(atElapsed: time), ulps: 4, "\(T.self)")
      expectClose(
        next.velocity(atElapsed: 0), trajectory.velocity(atElapsed: time), absolute: 1e-9,
        relative: 1e-12, "\(T.self)")
      #expect(next.target == target, "\(T.self)")
    }
    for time in [0.0, 0.05, 0.13, 0.3] {
      check(tween, at: time)
      check(spring, at: time)
      check(decay, at: time)
      check(keyframes, at: time)
      check(clamped, at: time, target: 0)
    }
  }

  /// An ease-out slide interrupted at any moment hands over to a spring with the same position
  /// and velocity (the curve's analytic derivative), for SIMD values too.
  @Test func tweenToSpringHandOffIsContinuous() {
    let slide = Tween(
      from: SIMD2<Double>(0, 0), to: SIMD2(320, 40), duration: 0.3, curve: CubicBezier.easeOut)
    checkProperty("continuity", .doubles(in: 0...0.3)) { time in
      let motion = slide.springMotion(atElapsed: time, spring: .bouncy(), target: SIMD2(0, 0))
      return motion.value(atElapsed: 0) == slide.value(atElapsed: time)
        && motion.velocity(atElapsed: 0) == slide.velocity(atElapsed: time)
    }
  }
}
