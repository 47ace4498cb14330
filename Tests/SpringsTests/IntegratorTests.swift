import KineticsCore
import Foundation
import Springs
import TestSupport
import Testing

@Suite struct IntegratorTests {
  /// RK4's error falls by 2⁴ when its step halves; semi-implicit Euler's by 2 (orders 4 and 1),
  /// both against the exact solution.
  @Test func integratorsConvergeAtTheirOrder() {
    let spring = DampedSpring(mass: 1, stiffness: 100, damping: 4)
    let exact = spring.displacement(atElapsed: 1, initialDisplacement: 1)
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
    // 1e17 steps: refused at once rather than run for years (the loop used to subtract a step
    // that 1e14 absorbs, and never end).
    await #expect(processExitsWith: .failure) {
      var (x, v) = (1.0, 0.0)
      Integrator.semiImplicitEuler(step: 0.001).advance(position: &x, velocity: &v, duration: 1e14)
      {
        _, _ in 0
      }
    }
  }

  /// Steps end on multiples of the step from the start and the last lands on the duration:
  /// a constant velocity of 1 over 0.3 s in steps of 0.1 travels exactly 0.3 (three steps, the
  /// last 0.3 − 0.2), and a zero duration takes no step.
  @Test func stepsLandOnTheDuration() {
    var (x, v) = (0.0, 1.0)
    var calls = 0
    Integrator.semiImplicitEuler(step: 0.1).advance(position: &x, velocity: &v, duration: 0.3) {
      _, _ in
      calls += 1
      return 0
    }
    #expect(calls == 3 && x == 0.1 + 0.1 + (0.3 - 0.2))
    Integrator.rungeKutta4(step: 0.1).advance(position: &x, velocity: &v, duration: 0) { _, _ in
      Issue.record("stepped over no time")
      return 0
    }
  }
}
