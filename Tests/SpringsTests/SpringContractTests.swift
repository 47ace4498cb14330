import KineticsCore
import KineticsNumerics
import Springs
import TestSupport
import Testing

/// Rules no other test pinned down (each found missing by a mutant of .ci/mutants.catalogue).
/// Expected values come from mpmath at 40 digits unless said otherwise.
@Suite struct SpringContractTests {
  /// SwiftUI's bounce lies in (−1, 1]: −1 would make ζ = 1/(1 + b) infinite, so the validator
  /// refuses it and the values just inside pass.
  @Test func bounceMinusOneIsRefused() {
    do {
      try DampedSpring.validate(duration: 0.5, bounce: -1)
      Issue.record("bounce −1 accepted")
    } catch {
      // The error names the parameter the caller gave, not the damping ratio derived from it.
      #expect(error.parameter == "bounce")
    }
    #expect((try? DampedSpring.validate(duration: 0.5, bounce: -0.999)) != nil)
    #expect((try? DampedSpring.validate(duration: 0.5, bounce: 1)) != nil)
  }

  /// Near critical damping the regime follows the exact sign of 4km − c², which plain doubles
  /// get wrong: k 100.3151, m 1, c 20.03148521702772 is over-damped (4km − c² = −1.6e-14
  /// exactly) though 4km − c·c rounds to 0. The slowest decay rate is then λ − √(λ² − k) =
  /// 10.015742544706638, below λ = c/2 (an under-damped or critical reading gives λ itself).
  @Test func theRegimeNearCriticalFollowsTheExactDiscriminant() {
    let spring = DampedSpring(mass: 1, stiffness: 100.3151, damping: 20.03148521702772)
    expectClose(spring.slowestDecayRate, 10.015742544706638, relative: 1e-14)
    #expect(spring.slowestDecayRate < 20.03148521702772 / 2)
  }

  /// Without over-damping, a damping whose ratio computes to exactly 1 is kept as given (it is
  /// not over-damped): m 0.7, k 100.3151, c 16.75954295319535, one ulp below 2√(km) as
  /// computed.
  @Test func aDampingWhoseRatioIsOneIsKept() {
    let spring = DampedSpring(
      mass: 0.7, stiffness: 100.3151, damping: 16.75954295319535, allowOverDamping: false)
    #expect(spring.damping == 16.75954295319535)
  }

  /// The validators' boundaries: SwiftUI's bounce lies in (−1, 1]; a settling duration needs
  /// ζ > 0 (an undamped spring never settles) and ε in (0, 1).
  @Test func validatorBoundaries() throws {
    do {
      try DampedSpring.validate(duration: 0.5, bounce: -1)
      Issue.record("bounce −1 accepted")
    } catch {
      // The error names the parameter the caller gave, not the damping ratio derived from it.
      #expect(error.parameter == "bounce")
    }
    try DampedSpring.validate(duration: 0.5, bounce: -0.999)
    #expect(throws: ValidationError.self) {
      try DampedSpring.validate(settlingDuration: 1, dampingRatio: 0, epsilon: 0.001)
    }
    #expect(throws: ValidationError.self) {
      try DampedSpring.validate(settlingDuration: 1, dampingRatio: 0.5, epsilon: 1)
    }
  }

  /// SwiftUI's `Spring.default`-style preset: `spring(response: 0.5, dampingFraction: 0.825)`
  /// (Apple's documented defaults): ω0 = 2π/0.5 = 4π, so stiffness 16π² = 157.91367041742973
  /// and damping 2·0.825·4π = 20.734511513692635.
  @Test func swiftUIDefaultPreset() {
    let spring = DampedSpring.swiftUIDefault
    expectClose(spring.stiffness, 157.91367041742973, relative: 1e-15)
    expectClose(spring.damping, 20.734511513692635, relative: 1e-15)
  }

  /// A zero time step leaves the state exactly as it was (the documented rule): stepping by the
  /// identity propagator would round (0.1 − 0.3) + 0.3 to 0.10000000000000003.
  @Test func aZeroStepChangesNothing() {
    var (value, velocity) = (0.1, 0.0)
    DampedSpring.snappy().update(value: &value, velocity: &velocity, target: 0.3, deltaTime: 0)
    #expect(value == 0.1 && velocity == 0)
  }

  /// Core Animation's rule at ζ = 1 − 1e-12 (a spring meant critical) is the critical walk:
  /// for ω0 = 4π the unit move from rest, |(1 + ω0t)e^{−ω0t}|, is below 0.001 from 0.7348 s, so
  /// the first 0.1 s sample after which it stays so is 0.8 s (the oscillating formula would say
  /// 1.62 s).
  @Test func aHairBelowCriticalTakesTheCriticalRule() {
    let spring = DampedSpring(mass: 1, naturalFrequency: 4 * .pi, dampingRatio: 1 - 1e-12)
    #expect(spring.coreAnimationSettlingDuration() == 0.8)
  }

  /// Core Animation's formula with an initial velocity: m 1, k 100, c 5, v0 3:
  /// ln((1 + |ζω0 − v0|/ωd)/ε)/(ζω0) = ln((1 + 0.5/√93.75)/0.001)/2.5 = 2.7832423673047585.
  @Test func coreAnimationRuleWithVelocity() {
    let spring = DampedSpring(mass: 1, stiffness: 100, damping: 5)
    expectClose(
      spring.coreAnimationSettlingDuration(initialVelocity: 3), 2.7832423673047585, relative: 1e-14)
  }

  /// The walk needs one whole second of samples below ε: the critical unit move with
  /// v0 = 1.23 (ω0 = 1) crosses the target at 4.35 s and stays within 0.001 from 4.1 s to
  /// 4.9 s only (nine samples), comes back to 0.00101 at 5.0 s, and settles for good at 5.9 s
  /// (the walk run on the exact solution in mpmath).
  @Test func theWalkNeedsAWholeSecond() {
    let spring = DampedSpring(mass: 1, stiffness: 1, damping: 2)
    #expect(spring.coreAnimationSettlingDuration(initialVelocity: 1.23) == 5.9)
  }

  /// An over-damped launch from rest whose peak only just exceeds ε (λ = 1000, ω0 = 1,
  /// v0 = 2.0002071016304205, peak 1.0001ε): the turning point must be found exactly, or the
  /// motion looks as if it never reached ε. It stays above ε until 0.2080908568666001 s.
  @Test func aPeakJustAboveEpsilonIsFound() {
    let spring = DampedSpring(mass: 1, stiffness: 1, damping: 2000, allowOverDamping: true)
    expectClose(
      spring.exactSettlingDuration(initialDisplacement: 0, initialVelocity: 2.0002071016304205),
      0.2080908568666001, relative: 1e-11)
  }

  /// A spring oscillating 2.2e7 half periods before settling (ω0 1000, ζ 1e-7) is still solved
  /// exactly, not by its envelope: the last time |x| ≥ 0.001 is 69077.54975461974 s (the envelope
  /// estimate, 69077.55278982137 s, is half a period off).
  @Test func manyOscillationsAreStillSolvedExactly() {
    let spring = DampedSpring(mass: 1, stiffness: 1e6, damping: 2e-4)
    expectClose(
      spring.exactSettlingDuration(initialDisplacement: -1), 69077.54975461974, relative: 1e-11)
  }

  /// A motion that is still ε away at the largest time never settles: infinity (ω0 = 1e-150 and
  /// ζ = 1e300 make the slow rate underflow to 0).
  @Test func aMotionBeyondTheRangeNeverSettles() {
    let spring = DampedSpring(mass: 1, naturalFrequency: 1e-150, dampingRatio: 1e300)
    #expect(spring.exactSettlingDuration(initialDisplacement: 1) == .infinity)
  }

  /// UIKit clamps a spring animation's duration to 10 s: the curve runs over 10 s for 20.
  @Test func uiKitCurvesClampTheirDuration() {
    #expect(SpringCurve.uiKit(duration: 20, dampingRatio: 0.5).duration == 10)
    #expect(SpringCurve.uiKit(duration: 0.001, dampingRatio: 0.5).duration == 0.01)
  }
}

@Suite struct SpringBatchContractTests {
  /// A spring at its target but moving is not resting.
  @Test func restingNeedsZeroVelocity() {
    let batch = SpringBatch(
      spring: .snappy(), positions: [5], velocities: [100], targets: [5])
    #expect(!batch.isResting(0))
  }

  /// A spring snaps to its target only within both rest thresholds: within the displacement
  /// threshold but moving fast it keeps moving, in the eight-wide loop (19 springs) and in the
  /// tail alike.
  @Test func snappingNeedsBothThresholds() {
    let count = 19
    var batch = SpringBatch(
      spring: .snappy(), positions: [Double](repeating: 0.5, count: count),
      velocities: [Double](repeating: -100, count: count),
      targets: [Double](repeating: 0, count: count),
      tolerance: RestTolerance(displacement: 1, velocity: 0.0625))
    batch.step(deltaTime: 1e-4)
    #expect(batch.velocities.allSatisfy { $0 != 0 })
    #expect(batch.positions.allSatisfy { $0 != 0 })
  }

  /// The overflow lanes: a position of −6.86e303 and a target of 1.8e308 after a 1/60 s step land
  /// at a·p + (1 − a)·t + b·v, with the propagator coefficient a from the double-double reference
  /// (x(1/60) from displacement 1 at rest).
  @Test func overflowLanesFollowTheExactSolution() {
    let spring = DampedSpring(mass: 1, stiffness: 89.02, damping: 2.5)
    let (position, target) = (-6.860356951777465e303, 1.7976931348623157e308)
    let reference = SpringReference(mass: 1, stiffness: 89.02, damping: 2.5)
    let a = reference.state(atElapsed: 1.0 / 60, displacement: 1, velocity: 0).0.value
    let expected = a * position + (1 - a) * target
    for count in [3, 8] {
      var positions = [Double](repeating: 1, count: count)
      var targets = [Double](repeating: 1, count: count)
      (positions[2], targets[2]) = (position, target)
      var batch = SpringBatch(spring: spring, positions: positions, targets: targets)
      batch.step(deltaTime: 1.0 / 60)
      expectClose(batch.positions[2], expected, relative: 1e-12)
    }
  }
}
