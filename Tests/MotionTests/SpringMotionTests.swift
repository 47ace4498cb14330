import Easing
import KineticsCore
import Motion
import Springs
import TestSupport
import Testing
import Foundation

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

  /// The one-evaluation state a timeline reads is the value and the velocity, bit for bit:
  /// before, at and after the start, at infinity, and between ends whose difference overflows.
  @Test func stateIsValueAndVelocity() {
    let motions = [
      SpringMotion(from: 0.0, to: 390, spring: .bouncy(), initialVelocity: 800),
      SpringMotion(from: -1e308, to: 1e308, spring: .snappy()),
      SpringMotion(from: 5.0, to: 5, spring: .smooth(), initialVelocity: -3),
    ]
    for motion in motions {
      for elapsed in [-1, 0, 1e-9, 0.016, 0.3, 2, 1e6, .infinity] {
        let state = motion.state(atElapsed: elapsed)
        #expect(state.value.bitPattern == motion.value(atElapsed: elapsed).bitPattern)
        #expect(state.velocity.bitPattern == motion.velocity(atElapsed: elapsed).bitPattern)
      }
    }
  }
}
