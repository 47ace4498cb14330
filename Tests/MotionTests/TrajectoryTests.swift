import Kinetics
import TestSupport
import Testing

@Suite struct TweenTests {
  /// The tween's velocity is the derivative of its value (away from the in-out joint at half
  /// time, where the second derivative jumps and a finite difference is off by ~h·jump).
  @Test func velocityIsTheDerivative() {
    let slide = Tween(from: 10.0, to: 330, duration: 0.6, curve: Ease.cubicInOut)
    let launched = Tween(
      from: 10.0, to: 330, duration: 0.6, curve: Ease.cubicInOut, initialVelocity: -900)
    for tween in [slide, launched] {
      for time in stride(from: 0.05, through: 0.55, by: 0.1) {
        let h = 1e-6
        let difference =
          (tween.value(atElapsed: time + h) - tween.value(atElapsed: time - h)) / (2 * h)
        expectClose(tween.velocity(atElapsed: time), difference, absolute: 1e-4)
      }
    }
  }

  /// With an initial velocity the tween still starts at `start` and ends at `end` at rest, and
  /// leaves at the velocity asked for. The added term w·d·τ(1 − τ)² at τ = ⅓ with w = −900
  /// (ease-in-out's own start velocity is 0) and d = 0.6 s: −900·0.6·(1/3)·(4/9) = −80.
  @Test func initialVelocityIsMatchedAndFadesOut() {
    let tween = Tween(
      from: 10.0, to: 330, duration: 0.6, curve: CubicBezier.easeInOut, initialVelocity: -900)
    #expect(tween.value(atElapsed: 0) == 10)
    #expect(tween.velocity(atElapsed: 0) == -900)
    #expect(tween.value(atElapsed: 0.6) == 330)
    #expect(tween.velocity(atElapsed: 0.6) == 0)
    let plain = Tween(from: 10.0, to: 330, duration: 0.6, curve: CubicBezier.easeInOut)
    expectClose(
      tween.value(atElapsed: 0.2) - plain.value(atElapsed: 0.2), -80, relative: 1e-12)
  }

  @Test func holdsOutsideItsDurationAndCompletes() {
    let tween = Tween(from: 0.0, to: 1, duration: 0.3, curve: CubicBezier.easeOut)
    #expect(tween.value(atElapsed: -1) == 0 && tween.value(atElapsed: 5) == 1)
    #expect(tween.velocity(atElapsed: -1) == 0 && tween.velocity(atElapsed: 5) == 0)
    #expect(!tween.isComplete(atElapsed: 0.2999) && tween.isComplete(atElapsed: 0.3))
    #expect(tween.completionTime == 0.3)
    #expect(tween.value(untilCompleteAtElapsed: 0.1) != nil)
    #expect(tween.value(untilCompleteAtElapsed: 0.3) == nil)
    let instant = Tween(from: 0.0, to: 1, duration: 0, curve: CubicBezier.easeOut)
    #expect(instant.value(atElapsed: 0) == 1)
  }

  @Test func holdsAnyTimingCurve() {
    let curves: [AnyTimingCurve] = [
      AnyTimingCurve(CubicBezier.easeOut), AnyTimingCurve(Ease.bounceOut),
      AnyTimingCurve(SpringCurve.uiKit(duration: 0.6, dampingRatio: 0.49, initialVelocity: 0.81)),
    ]
    for curve in curves {
      let tween = Tween(from: 0.0, to: 100, duration: 0.5, curve: curve)
      expectClose(tween.value(atElapsed: 0.2), 100 * curve.value(at: 0.4), ulps: 4)
    }
    #expect(AnyTimingCurve(CubicBezier.easeOut) == AnyTimingCurve(CubicBezier.easeOut))
    #expect(AnyTimingCurve(CubicBezier.easeOut) != AnyTimingCurve(Ease.quadOut))
    #expect(AnyTimingCurve(AnyTimingCurve(Ease.quadOut)) == AnyTimingCurve(Ease.quadOut))
  }

  @Test func rejectsInvalidDurations() async {
    #expect(throws: ValidationError.self) { try Tween<Double, Ease>.validate(duration: -1) }
    await #expect(processExitsWith: .failure) {
      _ = Tween(from: 0.0, to: 1, duration: .infinity, curve: Ease.linear)
    }
  }
}

@Suite struct SpringMotionTests {
  /// Settled means the energy bound holds, and it holds forever after: from the completion time
  /// on, every sampled state is within both tolerances; just before it, the bound fails.
  @Test func completionIsFinalAndWithinBothTolerances() throws {
    let springs: [DampedSpring] = [
      .bouncy(), .snappy(), .smooth(), DampedSpring(response: 0.3, dampingRatio: 0.1),
      DampedSpring(mass: 1, stiffness: 100, damping: 60, allowOverDamping: true),
    ]
    for spring in springs {
      let motion = SpringMotion(from: 0.0, to: 1, spring: spring, initialVelocity: 2)
      let time = try #require(motion.completionTime)
      #expect(motion.isComplete(atElapsed: time))
      #expect(!motion.isComplete(atElapsed: time * (1 - 1e-9)))
      for step in 0...2000 {
        let later = time + Double(step) * 0.001
        #expect(motion.isComplete(atElapsed: later))
        #expect(abs(motion.value(atElapsed: later) - 1) <= 0.001, "\(spring) at \(later)")
        #expect(abs(motion.velocity(atElapsed: later)) <= 0.0625, "\(spring) at \(later)")
      }
    }
  }

  /// An undamped spring that moves never completes; one already at rest completes at 0.
  @Test func undampedAndRestingSprings() {
    let undamped = SpringMotion(
      from: 0.0, to: 1, spring: DampedSpring(mass: 1, stiffness: 100, damping: 0))
    #expect(undamped.completionTime == nil)
    #expect(!undamped.isComplete(atElapsed: 1e6))
    let resting = SpringMotion(from: 1.0, to: 1, spring: .bouncy())
    #expect(resting.completionTime == 0)
  }

  /// Vectors settle by their length: the bound is on |x|² and |v|².
  @Test func vectorValuesSettleByTheirLength() throws {
    let motion = SpringMotion(
      from: SIMD2<Double>(0, 0), to: SIMD2(320, 0), spring: .bouncy(),
      initialVelocity: SIMD2(100, -40), tolerance: RestTolerance(minimumVisibleChange: 1.0 / 3))
    let time = try #require(motion.completionTime)
    let offset = motion.value(atElapsed: time) - motion.target
    #expect(offset.squaredMagnitude.squareRoot() <= 0.25)
    #expect(motion.velocity(atElapsed: time).squaredMagnitude.squareRoot() <= 15.625)
  }
}

@Suite struct RetargetingTests {
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

@Suite struct ClampedTrajectoryTests {
  /// A bouncy spring overshoots 1; alpha driven by it stays at 1 with velocity 0 meanwhile, and
  /// follows the spring where it is inside the range.
  @Test func clampsTheValueNotTheMotion() {
    let spring = SpringMotion(from: 0.0, to: 1, spring: .bouncy())
    let alpha = spring.clampingValue(to: 0...1)
    var clampedSomewhere = false
    for step in 0...200 {
      let time = Double(step) * 0.005
      let raw = spring.value(atElapsed: time)
      let shown = alpha.value(atElapsed: time)
      #expect((0...1).contains(shown))
      if raw > 1 {
        clampedSomewhere = true
        #expect(shown == 1 && alpha.velocity(atElapsed: time) == 0)
      } else {
        #expect(shown == raw && alpha.velocity(atElapsed: time) == spring.velocity(atElapsed: time))
      }
    }
    #expect(clampedSomewhere)
    #expect(alpha.completionTime == spring.completionTime)
    let radius = SpringMotion(from: 20.0, to: 0, spring: .bouncy()).clampingValue(
      to: 0...(.infinity))
    #expect((0...200).allSatisfy { radius.value(atElapsed: Double($0) * 0.005) >= 0 })
  }
}
