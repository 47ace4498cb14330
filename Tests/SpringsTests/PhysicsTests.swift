import Foundation
import Springs
import TestSupport
import Testing

@Suite struct DecayTests {
  /// REFERENCE.md §1.7: the projected rest offset is v0/1000·rate/(1 − rate); for 1500 pt/s at
  /// 0.998 that is 1.5·499 = 748.5 points, and at 0.99, 1.5·99 = 148.5.
  @Test func projectedOffsetMatchesTheFormula() {
    expectClose(Decay.normal.projectedOffset(initialVelocity: 1500), 748.5, relative: 1e-12)
    expectClose(Decay.fast.projectedOffset(initialVelocity: 1500), 148.5, relative: 1e-12)
  }

  @Test func velocityDecaysByTheRatePerMillisecondAndOffsetIsItsIntegral() {
    let decay = Decay.normal
    expectClose(decay.velocity(at: 0.001, initialVelocity: 1000), 998, relative: 1e-12)
    let h = 1e-6
    for t in [0.0, 0.1, 0.5, 2] {
      let difference =
        (decay.offset(at: t + h, initialVelocity: 800)
          - decay.offset(at: max(t - h, 0), initialVelocity: 800)) / (t == 0 ? h : 2 * h)
      #expect(abs(difference - decay.velocity(at: t, initialVelocity: 800)) < 1e-3)
    }
    // The continuous total, −v0/(1000·ln rate), is within half a millisecond of travel of the
    // discrete projection.
    let total = decay.offset(at: 100, initialVelocity: 1500)
    #expect(abs(total - decay.projectedOffset(initialVelocity: 1500)) < 1500 / 1000)
  }

  @Test func durationUntilTheSpeedFallsBelowTheThreshold() {
    let decay = Decay.normal
    let duration = decay.duration(initialVelocity: -2000, threshold: 0.5)
    expectClose(abs(decay.velocity(at: duration, initialVelocity: -2000)), 0.5, relative: 1e-12)
    #expect(decay.duration(initialVelocity: 0.1) == 0)
  }

  @Test func rejectsInvalidRates() async {
    await #expect(processExitsWith: .failure) { _ = Decay(rate: 1) }
    await #expect(processExitsWith: .failure) { _ = Decay(rate: 0) }
  }
}

@Suite struct RubberBandTests {
  /// (1 − 1/(x·c/d + 1))·d with c = 0.55: 100 points over 844 shows 844·(1 − 1/1.06516…).
  @Test func followsTheFormula() {
    let expected = (1 - 1 / (100 * 0.55 / 844 + 1)) * 844
    #expect(rubberBand(offset: 100, dimension: 844) == expected)
    #expect(rubberBand(offset: -100, dimension: 844) == -expected)
    #expect(rubberBand(offset: 0, dimension: 844) == 0)
    #expect(rubberBand(offset: 1e12, dimension: 844) < 844)
    checkProperty("monotonic and below the pull", .doubles(in: 0...10_000)) { offset in
      let banded = rubberBand(offset: offset, dimension: 400)
      return banded <= offset && banded <= rubberBand(offset: offset + 1, dimension: 400)
    }
  }
}

@Suite struct IntegratorTests {
  /// RK4's error falls by 2⁴ when its step halves; semi-implicit Euler's by 2 (orders 4 and 1),
  /// both against the exact solution.
  @Test func integratorsConvergeAtTheirOrder() {
    let spring = Spring(mass: 1, stiffness: 100, damping: 4)
    let exact = spring.displacement(at: 1, initialDisplacement: 1)
    func error(_ integrator: Integrator) -> Double {
      var (x, v) = (1.0, 0.0)
      integrator.advance(position: &x, velocity: &v, duration: 1) {
        spring.force(target: 0, position: $0, velocity: $1) / spring.mass
      }
      return abs(x - exact)
    }
    let rk4Ratio = error(.rungeKutta4(step: 0.004)) / error(.rungeKutta4(step: 0.002))
    let eulerRatio =
      error(.semiImplicitEuler(step: 0.0004)) / error(.semiImplicitEuler(step: 0.0002))
    #expect(abs(rk4Ratio - 16) < 1.5, "RK4 ratio \(rk4Ratio)")
    #expect(abs(eulerRatio - 2) < 0.2, "Euler ratio \(eulerRatio)")
    #expect(error(.rungeKutta4(step: 0.001)) < 1e-8)
  }

  @Test func rejectsInvalidSteps() async {
    await #expect(processExitsWith: .failure) {
      var (x, v) = (1.0, 0.0)
      Integrator.rungeKutta4(step: 0).advance(position: &x, velocity: &v, duration: 1) { _, _ in 0 }
    }
  }
}
