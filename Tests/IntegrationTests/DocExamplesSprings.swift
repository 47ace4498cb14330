import Kinetics
import Testing

/// The Springs module's doc-comment examples, line for line (DocExampleCoverageTests checks that
/// they stay so).
@Suite struct DocExamplesSprings {
  @Test func dampedSpring() {
    let spring = DampedSpring(duration: 0.5, bounce: 0.3)
    expectPrinted((spring.mass, spring.stiffness, spring.damping), "(1, 157.91…, 17.59…)")
    expectPrinted(spring.dampingRatio, "0.7")
  }

  @Test func evaluation() {
    let value = DampedSpring(duration: 0.5, bounce: 0.3).value(
      target: SIMD2<Double>(100, 0), time: 0.5)
    #expect(value.y == 0 && abs(value.x - 100) < 5)
  }

  @Test func exactSettling() {
    let duration = DampedSpring(mass: 1, stiffness: 100, damping: 5).exactSettlingDuration(
      initialDisplacement: -1)
    #expect(duration > 2 && duration < 3)
  }

  @Test func stepping() {
    var position = 0.0, velocity = 0.0
    let spring = DampedSpring.snappy()
    for _ in 0..<60 {
      spring.update(value: &position, velocity: &velocity, target: 320, deltaTime: 1.0 / 60)
    }
    #expect(abs(position - 320) < 1)
  }

  @Test func integrator() {
    var x = 1.0, v = 0.0
    let spring = DampedSpring(mass: 1, stiffness: 100, damping: 10)
    Integrator.rungeKutta4(step: 0.001).advance(position: &x, velocity: &v, duration: 0.5) {
      spring.force(target: 0, position: $0, velocity: $1) / spring.mass
    }
    // From 1 toward 0 is 1 minus the closed-form motion from 0 toward 1.
    let exact = 1 - spring.value(target: 1.0, time: 0.5)
    #expect(abs(x - exact) < 1e-8 && abs(v) < 10)
  }

  @Test func batch() {
    var batch = SpringBatch(spring: .snappy(), positions: [0, 0, 0], targets: [100, 200, 300])
    batch.step(deltaTime: 1.0 / 120)
    let (position, velocity) = (batch.positions[1], batch.velocities[1])
    batch.retarget(1, to: 50)
    #expect(batch.positions[1] == position && batch.velocities[1] == velocity)
  }

  @Test func springCurve() {
    let curve = SpringCurve.uiKit(duration: 0.6, dampingRatio: 0.49, initialVelocity: 0.81)
    expectPrinted(curve.value(at: 0.25), "1.157…")
    expectPrinted(curve.value(at: 1), "1")
  }
}
