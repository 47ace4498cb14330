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
