import KineticsCore
import KineticsNumerics
import Springs
import TestSupport
import Testing

/// The closed form against the double-double reference, over every regime, on every platform.
@Suite struct SpringAccuracyTests {
  /// The bound: |x − x*| ≤ 1e-14·(1 + ω0·t)·(|x0| + |v0|/ω0), and ω0 times it for v.
  func withinBound(_ spring: DampedSpring, _ x0: Double, _ v0: Double, _ t: Double) -> Bool {
    let reference = SpringReference(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
    let (x, v) = reference.state(atElapsed: t, displacement: x0, velocity: v0)
    let omega = spring.naturalFrequency
    let bound = 1e-14 * (1 + omega * t) * (abs(x0) + abs(v0) / omega)
    let displacement = spring.displacement(
      atElapsed: t, initialDisplacement: x0, initialVelocity: v0)
    let velocity = spring.velocity(atElapsed: t, initialDisplacement: x0, initialVelocity: v0)
    return abs((DoubleDouble(displacement) - x).value) <= bound
      && abs((DoubleDouble(velocity) - v).value) <= bound * omega
  }

  /// Random springs (``SpringCases``): ζ = 0, exactly 1, 1 + 1e-9 and 1e-6 … 1e3, k and m over
  /// 1e-3 … 1e6, and t up to ten settling times.
  @Test func randomSpringsInEveryRegime() {
    checkProperty("closed form within the bound", SpringCases.draws, cases: 2000) { draw in
      let drawn = SpringCases.make(draw)
      return withinBound(
        drawn.spring, drawn.initialDisplacement, drawn.initialVelocity,
        drawn.fraction * drawn.horizon)
    }
  }

  /// The batch kernel (vector exponential and sinusoid) against the reference with the same
  /// bound: random springs as above, 61 times each up to ten settling times.
  @Test func batchIsWithinTheBoundInEveryRegime() {
    checkProperty("batch within the bound", SpringCases.draws, cases: 200) { draw in
      let drawn = SpringCases.make(draw)
      let (spring, x0, v0) = (drawn.spring, drawn.initialDisplacement, drawn.initialVelocity)
      let times = drawn.times(61)
      let batch = batchDisplacements(spring, times, x0, v0)
      let reference = SpringReference(
        mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
      return zip(times, batch).allSatisfy { time, value in
        let exact = reference.state(atElapsed: time, displacement: x0, velocity: v0).0
        return abs((DoubleDouble(value) - exact).value) <= 1e-14 * drawn.scale(at: time)
      }
    }
  }

  /// ζ = 1 ± 1e-12, ± 1e-9 and exactly 1: the branches meet without a seam.
  static let nearCritical: [Double] = [
    1 - 1e-12, 1 - 1e-9, 1.0, 1 + 1e-9, 1 + 1e-12, 1 + 1e-15, 1 - 1e-15,
  ]

  @Test(arguments: nearCritical)
  func nearCriticalSpringsAreExact(ratio: Double) {
    let spring = DampedSpring(
      mass: 1, stiffness: 400, damping: ratio * 40, allowOverDamping: true)
    for t in stride(from: 0.0, through: 2, by: 0.0625) {
      #expect(withinBound(spring, 1, -3, t), "t = \(t)")
    }
  }

  static let regimes: [Double] = [0, 1e-6, 0.49, 0.999, 1.001, 5, 1e3, 1e6]

  @Test(arguments: regimes)
  func fixedRegimesAreExact(ratio: Double) {
    let spring = DampedSpring(
      mass: 2, stiffness: 300, damping: ratio * 2 * 600.0.squareRoot(), allowOverDamping: true)
    for t in [0, 1e-9, 1e-3, 0.1, 1, 10, 100] {
      #expect(withinBound(spring, 0.7, 12, t), "t = \(t)")
    }
  }

  /// The strongly over-damped check: m 1, k 1, x0 1, t = c must give 0.3678794411714423 for c = 1e4, 1e8,
  /// 1e9 (no overflow, no precision loss when strongly over-damped).
  @Test(arguments: [1e4, 1e8, 1e9] as [Double])
  func stronglyOverDampedSpringsKeepTheirDigits(damping: Double) {
    let spring = DampedSpring(mass: 1, stiffness: 1, damping: damping, allowOverDamping: true)
    expectClose(
      spring.displacement(atElapsed: damping, initialDisplacement: 1), 0.3678794411714423, ulps: 4)
  }

  /// A zero time step leaves the state exactly as it was (the documented rule): stepping by the
  /// identity propagator would round (0.1 − 0.3) + 0.3 to 0.10000000000000003.
  @Test func aZeroStepChangesNothing() {
    var (value, velocity) = (0.1, 0.0)
    DampedSpring.snappy().update(value: &value, velocity: &velocity, target: 0.3, deltaTime: 0)
    #expect(value == 0.1 && velocity == 0)
  }
}
