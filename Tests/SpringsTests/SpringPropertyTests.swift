import Springs
import TestSupport
import Testing

@Suite struct SpringPropertyTests {
  /// Springs with ζ in [0, 20] and ω0 in [0.3, 300] rad/s, starts in [−1, 1] × [−10, 10].
  static let springs = Generator<(Double, Double, Double)>.zip(
    .doubles(in: 0.1...10, logarithmic: true), .doubles(in: 0.1...1e5, logarithmic: true),
    .doubles(in: 0...20))
  static let starts = Generator<(Double, Double)>.zip(.doubles(in: -1...1), .doubles(in: -10...10))

  static func spring(_ parameters: (Double, Double, Double)) -> Spring {
    let (mass, stiffness, ratio) = parameters
    return Spring(
      mass: mass, stiffness: stiffness, damping: ratio * 2 * (stiffness * mass).squareRoot(),
      allowOverDamping: true)
  }

  @Test func startsExactlyAtTheInitialState() {
    checkProperty("x(0) = x0, v(0) = v0", .zip(Self.springs, Self.starts)) { parameters, start in
      let spring = Self.spring(parameters)
      return spring.displacement(at: 0, initialDisplacement: start.0, initialVelocity: start.1)
        == start.0
        && spring.velocity(at: 0, initialDisplacement: start.0, initialVelocity: start.1) == start.1
    }
  }

  /// m·x″ + c·x′ + k·x = 0 with x″ and x′ from central differences of the analytic velocity
  /// and displacement (h = 1e-6/ω0; error ~h² and 1e-16/h relative to the scale).
  @Test func satisfiesTheEquationOfMotion() {
    checkProperty("ODE residual", .zip(Self.springs, Self.starts, .doubles(in: 0...3))) {
      parameters, start, time in
      let spring = Self.spring(parameters)
      let omega = spring.naturalFrequency
      let t = time / omega + 1e-3 / omega
      let h = 1e-5 / omega
      let (x0, v0) = start
      let x = { spring.displacement(at: $0, initialDisplacement: x0, initialVelocity: v0) }
      let v = { spring.velocity(at: $0, initialDisplacement: x0, initialVelocity: v0) }
      let velocityFromX = (x(t + h) - x(t - h)) / (2 * h)
      let accelerationFromV = (v(t + h) - v(t - h)) / (2 * h)
      let scale = abs(x0) * omega + abs(v0)
      let residual =
        spring.mass * accelerationFromV + spring.damping * v(t) + spring.stiffness * x(t)
      return abs(velocityFromX - v(t)) <= 1e-6 * scale
        && abs(residual) <= 1e-6 * scale * omega * spring.mass * (1 + spring.dampingRatio)
        && abs(
          spring.acceleration(at: t, initialDisplacement: x0, initialVelocity: v0)
            - accelerationFromV)
          <= 1e-6 * scale * omega * (1 + spring.dampingRatio)
    }
  }

  /// E = ½mv² + ½kx² never increases (damping only removes energy).
  @Test func energyNeverIncreases() {
    checkProperty("energy", .zip(Self.springs, Self.starts)) { parameters, start in
      let spring = Self.spring(parameters)
      var previous = Double.infinity
      for step in 0...200 {
        let t = Double(step) * 0.05 / spring.naturalFrequency
        let x = spring.displacement(at: t, initialDisplacement: start.0, initialVelocity: start.1)
        let v = spring.velocity(at: t, initialDisplacement: start.0, initialVelocity: start.1)
        let energy = 0.5 * spring.mass * v * v + 0.5 * spring.stiffness * x * x
        if energy > previous * (1 + 1e-12) + 1e-300 { return false }
        previous = energy
      }
      return true
    }
  }

  /// Across ζ = 1 the motion changes continuously: ζ = 1 ± 1e-10 stays within ~1e-10 of critical.
  @Test func continuousAcrossCriticalDamping() {
    let critical = Spring(mass: 1, stiffness: 100, damping: 20)
    for ratio in [1 - 1e-10, 1 + 1e-10] {
      let nearby = Spring(mass: 1, stiffness: 100, damping: 20 * ratio, allowOverDamping: true)
      for t in stride(from: 0.0, through: 3, by: 0.01) {
        let a = critical.displacement(at: t, initialDisplacement: 1, initialVelocity: 5)
        let b = nearby.displacement(at: t, initialDisplacement: 1, initialVelocity: 5)
        #expect(abs(a - b) <= 1e-9, "t = \(t)")
      }
    }
  }

  /// 60 steps of 1/60 s, 120 of 1/120 s and one of 1 s agree to rounding.
  @Test func steppingIsFrameRateIndependent() {
    checkProperty("step composition", .zip(Self.springs, Self.starts)) { parameters, start in
      let spring = Self.spring(parameters)
      func run(_ steps: Int) -> (Double, Double) {
        var (value, velocity) = (start.0 + 5, start.1)
        for _ in 0..<steps {
          spring.update(value: &value, velocity: &velocity, target: 5, deltaTime: 1 / Double(steps))
        }
        return (value, velocity)
      }
      let (one, sixty, hundredTwenty) = (run(1), run(60), run(120))
      let scale = abs(start.0) + abs(start.1) / spring.naturalFrequency + 1e-300
      let velocityScale = scale * spring.naturalFrequency
      return abs(sixty.0 - one.0) <= 1e-12 * (5 + scale)
        && abs(hundredTwenty.0 - one.0) <= 1e-12 * (5 + scale)
        && abs(sixty.1 - one.1) <= 1e-10 * velocityScale
        && abs(hundredTwenty.1 - one.1) <= 1e-10 * velocityScale
    }
  }

  /// Every damped spring converges to its target.
  @Test func dampedSpringsConverge() {
    checkProperty("convergence", .zip(Self.springs, Self.starts)) { parameters, start in
      let spring = Self.spring(parameters)
      guard spring.damping > 0 else { return true }
      let settle = spring.settlingTime(
        initialDisplacement: start.0, initialVelocity: start.1, epsilon: 1e-6)
      // Only a damping so small that it outlasts the largest double may not settle.
      guard settle.isFinite else { return spring.dampingRatio < 1e-250 }
      let x = spring.displacement(
        at: settle * 2 + 1, initialDisplacement: start.0, initialVelocity: start.1)
      return abs(x) < 1e-6
    }
  }

  @Test func vectorValuesMatchScalars() {
    let spring = Spring(duration: 0.4, bounce: 0.2)
    let target = SIMD2<Double>(100, -40)
    let velocity = SIMD2<Double>(300, 20)
    let value = spring.value(target: target, initialVelocity: velocity, time: 0.13)
    let speed = spring.velocity(target: target, initialVelocity: velocity, time: 0.13)
    for lane in 0..<2 {
      let x = spring.displacement(
        at: 0.13, initialDisplacement: -target[lane], initialVelocity: velocity[lane])
      let v = spring.velocity(
        at: 0.13, initialDisplacement: -target[lane], initialVelocity: velocity[lane])
      #expect(abs(value[lane] - (target[lane] + x)) <= 1e-12)
      #expect(abs(speed[lane] - v) <= 1e-10)
    }
    let force = spring.force(target: 1.0, position: 0.5, velocity: 2.0)
    #expect(force == -spring.stiffness * -0.5 - spring.damping * 2)
  }

  @Test func updateIgnoresNonPositiveStepsAndRejectsNaN() async {
    var (value, velocity) = (1.0, 2.0)
    Spring.snappy().update(value: &value, velocity: &velocity, target: 0, deltaTime: 0)
    Spring.snappy().update(value: &value, velocity: &velocity, target: 0, deltaTime: -1)
    #expect(value == 1 && velocity == 2)
    await #expect(processExitsWith: .failure) {
      var (value, velocity) = (1.0, 2.0)
      Spring.snappy().update(value: &value, velocity: &velocity, target: 0, deltaTime: .nan)
    }
  }
}

@Suite struct SpringBatchEvaluationTests {
  /// `displacements(at:into:)` equals one call per time, bit for bit.
  @Test func batchDisplacementsEqualScalarCalls() {
    let spring = Spring(response: 0.6, dampingRatio: 0.49)
    let times = (0..<37).map { Double($0) * 0.031 }
    var output = [Double](repeating: .nan, count: times.count)
    times.withUnsafeBufferPointer { input in
      output.withUnsafeMutableBufferPointer {
        spring.displacements(at: input, initialDisplacement: -1, initialVelocity: 2, into: $0)
      }
    }
    #expect(
      output
        == times.map { spring.displacement(at: $0, initialDisplacement: -1, initialVelocity: 2) })
  }

  @Test func responseAppliesLinearly() {
    let response = SpringResponse(spring: .bouncy(), deltaTime: 0.1)
    let (x, v) = response.apply(displacement: 2, velocity: -3)
    #expect(x == response.a * 2 + response.b * -3 && v == response.c * 2 + response.d * -3)
    var (value, velocity) = (SIMD2<Double>(5, 5), SIMD2<Double>(1, -1))
    response.step(value: &value, velocity: &velocity, target: SIMD2(0, 10))
    #expect(abs(value.x - (response.a * 5 + response.b * 1)) < 1e-15)
  }
}
