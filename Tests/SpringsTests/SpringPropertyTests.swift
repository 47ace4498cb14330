import KineticsCore
import KineticsNumerics
import Springs
import TestSupport
import Testing

@Suite struct SpringPropertyTests {
  /// Springs with ζ in [0, 20] and ω0 in [0.3, 300] rad/s, starts in [−1, 1] × [−10, 10].
  static let springs = Generator<(Double, Double, Double)>.zip(
    .doubles(in: 0.1...10, logarithmic: true), .doubles(in: 0.1...1e5, logarithmic: true),
    .doubles(in: 0...20))
  static let starts = Generator<(Double, Double)>.zip(.doubles(in: -1...1), .doubles(in: -10...10))

  static func spring(_ parameters: (Double, Double, Double)) -> DampedSpring {
    let (mass, stiffness, ratio) = parameters
    return DampedSpring(
      mass: mass, stiffness: stiffness, damping: ratio * 2 * (stiffness * mass).squareRoot(),
      allowOverDamping: true)
  }

  @Test func startsExactlyAtTheInitialState() {
    checkProperty("x(0) = x0, v(0) = v0", .zip(Self.springs, Self.starts)) { parameters, start in
      let spring = Self.spring(parameters)
      return spring.displacement(
        atElapsed: 0, initialDisplacement: start.0, initialVelocity: start.1)
        == start.0
        && spring.velocity(atElapsed: 0, initialDisplacement: start.0, initialVelocity: start.1)
          == start.1
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
      let x = { spring.displacement(atElapsed: $0, initialDisplacement: x0, initialVelocity: v0) }
      let v = { spring.velocity(atElapsed: $0, initialDisplacement: x0, initialVelocity: v0) }
      let velocityFromX = (x(t + h) - x(t - h)) / (2 * h)
      let accelerationFromV = (v(t + h) - v(t - h)) / (2 * h)
      let scale = abs(x0) * omega + abs(v0)
      let residual =
        spring.mass * accelerationFromV + spring.damping * v(t) + spring.stiffness * x(t)
      return abs(velocityFromX - v(t)) <= 1e-6 * scale
        && abs(residual) <= 1e-6 * scale * omega * spring.mass * (1 + spring.dampingRatio)
        && abs(
          spring.acceleration(atElapsed: t, initialDisplacement: x0, initialVelocity: v0)
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
        let x = spring.displacement(
          atElapsed: t, initialDisplacement: start.0, initialVelocity: start.1)
        let v = spring.velocity(
          atElapsed: t, initialDisplacement: start.0, initialVelocity: start.1)
        let energy = 0.5 * spring.mass * v * v + 0.5 * spring.stiffness * x * x
        if energy > previous * (1 + 1e-12) + 1e-300 { return false }
        previous = energy
      }
      return true
    }
  }

  /// Across ζ = 1 the motion changes continuously: ζ = 1 ± 1e-10 stays within ~1e-10 of critical.
  @Test func continuousAcrossCriticalDamping() {
    let critical = DampedSpring(mass: 1, stiffness: 100, damping: 20)
    for ratio in [1 - 1e-10, 1 + 1e-10] {
      let nearby = DampedSpring(
        mass: 1, stiffness: 100, damping: 20 * ratio, allowOverDamping: true)
      for t in stride(from: 0.0, through: 3, by: 0.01) {
        let a = critical.displacement(atElapsed: t, initialDisplacement: 1, initialVelocity: 5)
        let b = nearby.displacement(atElapsed: t, initialDisplacement: 1, initialVelocity: 5)
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
      let settle = spring.exactSettlingDuration(
        initialDisplacement: start.0, initialVelocity: start.1, epsilon: 1e-6)
      // Only a damping so small that it outlasts the largest double may not settle.
      guard settle.isFinite else { return spring.dampingRatio < 1e-250 }
      let x = spring.displacement(
        atElapsed: settle * 2 + 1, initialDisplacement: start.0, initialVelocity: start.1)
      return abs(x) < 1e-6
    }
  }

  @Test func vectorValuesMatchScalars() {
    let spring = DampedSpring(duration: 0.4, bounce: 0.2)
    let target = SIMD2<Double>(100, -40)
    let velocity = SIMD2<Double>(300, 20)
    let value = spring.value(target: target, initialVelocity: velocity, time: 0.13)
    let speed = spring.velocity(target: target, initialVelocity: velocity, time: 0.13)
    for lane in 0..<2 {
      let x = spring.displacement(
        atElapsed: 0.13, initialDisplacement: -target[lane], initialVelocity: velocity[lane])
      let v = spring.velocity(
        atElapsed: 0.13, initialDisplacement: -target[lane], initialVelocity: velocity[lane])
      #expect(abs(value[lane] - (target[lane] + x)) <= 1e-12)
      #expect(abs(speed[lane] - v) <= 1e-10)
    }
    let force = spring.force(target: 1.0, position: 0.5, velocity: 2.0)
    #expect(force == -spring.stiffness * -0.5 - spring.damping * 2)
  }

  /// Damping ratios beyond 1.3e154, where 1 − ζ² overflows (rates λ = 1e150, ω0 = 1e-10,
  /// ζ = 1e160): the motion from rest at velocity 1 is (e^{−pt} − e^{−qt})/(q − p) with the
  /// slow rate p = ω0²/(λ + s) = 5e-171 and q = λ + s = 2e150 (s = √(λ² − ω0²) = λ to the last
  /// bit), so 1/q = 5e-151 once the fast mode has died (t = 1e-140) and e^{−0.5}/q =
  /// 3.032653298563167e-151 at t = 1e170 (e^{−0.5} = 0.6065306597126334). Every evaluation used
  /// to be NaN beyond ζ ≈ 1.3e154 (found by FuzzSprings).
  @Test func dampingRatiosBeyondTheSquareRootOfTheRange() {
    let spring = DampedSpring(mass: 1, naturalFrequency: 1e-10, dampingRatio: 1e160)
    expectClose(
      spring.displacement(atElapsed: 1e-140, initialDisplacement: 0, initialVelocity: 1), 5e-151,
      relative: 1e-14)
    expectClose(
      spring.displacement(atElapsed: 1e170, initialDisplacement: 0, initialVelocity: 1),
      3.032653298563167e-151, relative: 1e-14)
    let fuzzed = DampedSpring(
      mass: 1e-100, stiffness: 4.512507245429628e-173, damping: 9.223372036854776e18)
    #expect(
      fuzzed.displacement(
        atElapsed: 1e-154, initialDisplacement: 9.223372036854776e18, initialVelocity: 1e150)
        == 9.223372036854776e18)
  }

  /// Found by FuzzSprings: an undamped spring (ω0 = 2π) at t = 1e308 s, where ω0·t overflows
  /// and the phase is reduced by whole periods. The phase there is meaningless (the period's
  /// rounding alone is 1e292 turns), but the energy is not: the state must stay on the ellipse
  /// x² ω0² + v² = v0², so |x| ≤ v0/ω0 and |v| ≤ v0. The velocity used to be NaN (∞ · 0).
  @Test func undampedSpringsAtAbsurdTimesKeepTheirEnergy() {
    let spring = DampedSpring(mass: 1, stiffness: 39.47841760435743, damping: 0)
    let initialVelocity = 1.0000000000000002
    for time in [1e300, 1e307, 1e308, .greatestFiniteMagnitude] {
      let x = spring.displacement(
        atElapsed: time, initialDisplacement: 0, initialVelocity: initialVelocity)
      let v = spring.velocity(
        atElapsed: time, initialDisplacement: 0, initialVelocity: initialVelocity)
      #expect(x.isFinite && v.isFinite, "t = \(time)")
      let energy = x * x * 39.47841760435743 + v * v
      expectClose(energy, initialVelocity * initialVelocity, relative: 1e-12)
    }
  }

  @Test func updateIgnoresNonPositiveStepsAndRejectsNaN() async {
    var (value, velocity) = (1.0, 2.0)
    DampedSpring.snappy().update(value: &value, velocity: &velocity, target: 0, deltaTime: 0)
    DampedSpring.snappy().update(value: &value, velocity: &velocity, target: 0, deltaTime: -1)
    #expect(value == 1 && velocity == 2)
    await #expect(processExitsWith: .failure) {
      var (value, velocity) = (1.0, 2.0)
      DampedSpring.snappy().update(value: &value, velocity: &velocity, target: 0, deltaTime: .nan)
    }
  }
}

/// The batch displacements at `times`, through a buffer.
func batchDisplacements(_ spring: DampedSpring, _ times: [Double], _ x0: Double, _ v0: Double)
  -> [Double]
{
  var output = [Double](repeating: .nan, count: times.count)
  times.withUnsafeBufferPointer { input in
    output.withUnsafeMutableBufferPointer {
      spring.displacements(at: input, initialDisplacement: x0, initialVelocity: v0, into: $0)
    }
  }
  return output
}
