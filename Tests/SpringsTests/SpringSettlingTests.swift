import KineticsCore
import Springs
import TestSupport
import Testing
import KineticsNumerics

@Suite struct SpringSettlingTests {
  /// Apple's CASpringAnimation documentation: mass 1, stiffness 100, damping 5 settles in
  /// "approximately 2.85 s"; the formula ln((1 + |(ζω0 − v0)/ωd|)/ε)/(ζω0) gives
  /// 2.854974609888761 (Apple's CASpringAnimation.settlingDuration documentation).
  @Test func coreAnimationsDocumentedExample() {
    let spring = DampedSpring(mass: 1, stiffness: 100, damping: 5)
    expectClose(spring.coreAnimationSettlingDuration(), 2.854974609888761, ulps: 8)
  }

  /// SwiftUI's rule for ζ < 1 is ln((λ + 1)/ε)/λ (target 1, v0 0); for m 1, k 100, c 5:
  /// λ = 2.5 → ln(3500)/2.5 = 3.2642…
  @Test func swiftUIRule() {
    let spring = DampedSpring(mass: 1, stiffness: 100, damping: 5)
    // ln(3500) = 8.160518247477505 (to 16 digits).
    expectClose(spring.settlingDuration, 8.160518247477505 / 2.5, relative: 1e-14)
    #expect(DampedSpring(mass: 1, stiffness: 100, damping: 0).settlingDuration == .infinity)
  }

  /// For ζ ≥ 1 both rules walk 0.1 s samples: the answer is a multiple of 0.1 after which the
  /// unit step stays within 0.001 — checked against the closed form on a fine grid.
  @Test func walkingRuleForNonOscillatingSprings() {
    for spring in [
      DampedSpring.smooth(), DampedSpring.uiKitSystem, DampedSpring.reactSpringMolasses,
    ] {
      let duration = spring.coreAnimationSettlingDuration()
      #expect(abs(duration * 10 - (duration * 10).rounded()) < 1e-9)
      for step in 0...200 {
        let t = duration + Double(step) / 200
        #expect(
          abs(spring.displacement(atElapsed: t, initialDisplacement: -1)) < 0.001,
          "\(spring) at \(t)")
      }
      #expect(abs(spring.displacement(atElapsed: duration - 0.1, initialDisplacement: -1)) >= 0.001)
      #expect(duration == spring.settlingDuration)
    }
  }

  /// The exact settling time is the last moment |x| ≥ ε: just before it |x| ≥ ε, and nowhere
  /// after it on a fine grid over ten times its length.
  @Test func exactSettlingTimeIsTheLastCrossing() {
    let generator = Generator<((Double, Double, Double), Double)>.zip(
      .zip(.doubles(in: 0.01...3), .doubles(in: -1...1), .doubles(in: -20...20)),
      .doubles(in: 1e-5...0.1, logarithmic: true))
    checkProperty("last crossing", generator, cases: 200) { values, epsilon in
      let (ratio, x0, v0) = values
      let spring = DampedSpring(
        mass: 1, stiffness: 100, damping: ratio * 20, allowOverDamping: true)
      let settle = spring.exactSettlingDuration(
        initialDisplacement: x0, initialVelocity: v0, epsilon: epsilon)
      let x = {
        abs(spring.displacement(atElapsed: $0, initialDisplacement: x0, initialVelocity: v0))
      }
      guard settle > 0 else {
        return (0...2000).allSatisfy { x(Double($0) / 200) < epsilon }
      }
      let justBefore = x(settle * (1 - 1e-9)) >= epsilon * (1 - 1e-6)
      let after = (1...2000).allSatisfy { x(settle + Double($0) * settle / 200) < epsilon }
      return justBefore && after
    }
  }

  /// Regression (found by fuzzing the curves tool): a spring oscillating 2e22 times before
  /// settling (k 1.09e45, m 2, c 10) hung the search for the last extremum. The envelope time
  /// ln(R·√(1−ζ²)/ε)/λ = ln(1000)/2.5 is the answer to within a half period.
  @Test func extremelyFastOscillationSettlesByTheEnvelope() {
    let spring = DampedSpring(mass: 2, stiffness: 1.0888888888844444e45, damping: 10)
    expectClose(
      spring.exactSettlingDuration(initialDisplacement: -1), 6.907755278982137 / 2.5, relative: 1e-9
    )
  }

  /// A strongly over-damped spring (ζ = 1e12) launched from rest: it peaks at 0.005 after
  /// 2.83e-11 s and then creeps back, above 0.001 until 3,218,875,824,868.2 s — the closed form
  /// x = A·(e^{−pt} − e^{−qt}) solved at 50 digits in mpmath (λ = 1e12, s = √(λ² − 1),
  /// q = λ + s, p = 1/q, A = v0/(q − p), t = ln(1000A)/p). The turn used to be missed (atanh's
  /// argument rounded to 1) and the answer was 0.
  @Test func stronglyOverDampedLaunchSettlesAfterItsPeak() {
    let spring = DampedSpring(mass: 1, stiffness: 1, damping: 2e12, allowOverDamping: true)
    expectClose(
      spring.exactSettlingDuration(initialDisplacement: 0, initialVelocity: 1e10),
      3_218_875_824_868.2007, relative: 1e-12)
    // Scaling the state and ε together by 2^-1000 changes nothing (the state is normalized
    // before any product with a rate).
    expectClose(
      spring.exactSettlingDuration(
        initialDisplacement: 0, initialVelocity: 1e10 * 0x1p-1000, epsilon: 0.001 * 0x1p-1000),
      3_218_875_824_868.2007, relative: 1e-12)
  }

  /// Regression (found by FuzzSprings: x0 −1e200, v0 1e200, ε 2): a critical spring launched
  /// with v0 = −λ·x0 exactly never turns (x = x0·e^{−λt}), but its turning time came out as
  /// v0/0 = +∞, and evaluating the displacement at t = ∞ trapped. Here λ = 1, so |x| = ε at
  /// t = ln(|x0|/ε): ln 1000 and ln(5e199), from mpmath at 30 digits.
  @Test func criticalSpringThatNeverTurnsSettlesOnItsExponential() {
    let spring = DampedSpring(mass: 1, stiffness: 1, damping: 2)
    expectClose(
      spring.exactSettlingDuration(initialDisplacement: -1, initialVelocity: 1),
      6.907755278982137, relative: 1e-12)
    expectClose(
      spring.exactSettlingDuration(initialDisplacement: -1e200, initialVelocity: 1e200, epsilon: 2),
      459.8238714182492, relative: 1e-12)
  }

  @Test func settlingEdgeCases() {
    let spring = DampedSpring.snappy()
    #expect(spring.exactSettlingDuration(initialDisplacement: 0, initialVelocity: 0) == 0)
    #expect(spring.exactSettlingDuration(initialDisplacement: 0.0001) == 0)
    #expect(
      DampedSpring(mass: 1, stiffness: 10, damping: 0).exactSettlingDuration(initialDisplacement: 1)
        == .infinity)
    // A unit move settles later than a tenth of one.
    #expect(
      spring.exactSettlingDuration(initialDisplacement: 1)
        > spring.exactSettlingDuration(initialDisplacement: 0.1))
  }

  @Suite struct SettlingDurationInitializer {
    @Test(arguments: [0.3, 0.7, 1.0, 2.5] as [Double])
    func settlesAtTheRequestedTime(ratio: Double) {
      let spring = DampedSpring(exactSettlingDuration: 0.8, dampingRatio: ratio)
      expectClose(spring.exactSettlingDuration(initialDisplacement: -1), 0.8, relative: 1e-9)
      expectClose(spring.dampingRatio, ratio, relative: 1e-12)
    }

    /// Found by FuzzSprings: SwiftUI's rule for 1e-100 s at ζ = 4.5e-173 (ε 1e-154) needs
    /// ω0 ≈ 7.8e274, beyond the rates a spring can hold; the initializer trapped after its
    /// validator had accepted the values. It now gives the fastest spring, as the exact-settling
    /// and UIKit initializers do.
    @Test func settlingDurationBeyondTheRateLimitsGivesTheNearestSpring() {
      let spring = DampedSpring(
        settlingDuration: 1e-100, dampingRatio: 4.512735541483416e-173, epsilon: 1e-154)
      #expect(spring.naturalFrequency == DampedSpring.rateLimits.upperBound)
      let exact = DampedSpring(
        exactSettlingDuration: 1e-100, dampingRatio: 4.512735541483416e-173, epsilon: 1e-154)
      #expect(exact.naturalFrequency == DampedSpring.rateLimits.upperBound)
    }
  }

  @Suite struct SwiftUISettlingDuration {
    /// SwiftUI's rule with a target, a velocity and ε: ln((|λ·target − v0| + |target|)/ε)/λ.
    /// Mass 1, stiffness 100, damping 5 (λ = 2.5), target 2, v0 −3, ε 0.01:
    /// ln((|5 + 3| + 2)/0.01)/2.5 = ln(1000)/2.5 = 2.7631021115928547; for a vector target the
    /// lengths: (3, 4) with v0 (0, 0) and ε 0.005 is ln((12.5 + 5)/0.005)/2.5 = ln(3500)/2.5.
    @Test func targetVelocityAndEpsilon() {
      let spring = DampedSpring(mass: 1, stiffness: 100, damping: 5)
      expectClose(
        spring.settlingDuration(target: 2.0, initialVelocity: -3, epsilon: 0.01),
        6.907755278982137 / 2.5, relative: 1e-14)
      expectClose(
        spring.settlingDuration(target: SIMD2<Double>(3, 4), epsilon: 0.005),
        8.160518247477505 / 2.5, relative: 1e-14)
      #expect(spring.settlingDuration == spring.settlingDuration(target: 1.0))
      // Found by FuzzSprings: a move already within ε gave a negative duration
      // (ln(1e-9 / 0.001) / 0.25 = −55.26); it is 0.
      let slow = DampedSpring(mass: 1, stiffness: 1, damping: 0.5)
      #expect(slow.settlingDuration(target: 0.0, initialVelocity: 1e-9, epsilon: 0.001) == 0)
    }

    /// Above critical, the 0.1 s walk on the true motion: a target 10 times larger with an ε 10
    /// times larger settles at the same sample.
    @Test func overDampedWalkScales() {
      let spring = DampedSpring(mass: 1, stiffness: 100, damping: 60, allowOverDamping: true)
      let unit = spring.settlingDuration(target: 1.0, epsilon: 0.001)
      #expect(spring.settlingDuration(target: 10.0, epsilon: 0.01) == unit)
      #expect(unit == (unit * 10).rounded() / 10)
    }
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

  /// A tolerance's validator names the first parameter out of range and its requirement.
  @Test func toleranceValidationNamesTheParameter() {
    func message(_ displacement: Double, _ velocity: Double) -> String? {
      do {
        try RestTolerance.validate(displacement: displacement, velocity: velocity)
        return nil
      } catch { return error.description }
    }
    #expect(message(0, 1) == "RestTolerance: displacement must be finite and > 0, got 0.0")
    #expect(message(1, -1) == "RestTolerance: velocity must be finite and > 0, got -1.0")
    #expect(
      message(.nan, .infinity) == "RestTolerance: displacement must be finite and > 0, got nan")
    #expect(message(1, .infinity) == "RestTolerance: velocity must be finite and > 0, got inf")
    #expect(message(.leastNonzeroMagnitude, .greatestFiniteMagnitude) == nil)
  }
}
