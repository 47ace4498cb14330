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

@Suite struct SpringBatchEvaluationTests {
  /// `displacements(at:into:)` (vector exponential and sinusoid kernels, eight times at a time)
  /// against one scalar call per time (libm): random springs in every regime
  /// (``SpringCases``), 61 times per spring (not a multiple of the lane count) up to 0.5 to 1.5
  /// horizons of ten settling times, so that some times leave the lanes' range. They differ by
  /// at most 4e-15·(1 + ω0·t)·(|x0| + |v0|/ω0): a few ulps of the motion's scale, with the
  /// phase's rounding growing with ω0·t in both.
  @Test func batchDisplacementsAgreeWithScalarCalls() {
    checkProperty("batch agrees with scalar", SpringCases.draws, cases: 300) { draw in
      let drawn = SpringCases.make(draw)
      let (spring, x0, v0) = (drawn.spring, drawn.initialDisplacement, drawn.initialVelocity)
      let times = drawn.times(61, stretch: 0.5 + drawn.fraction)
      let batch = batchDisplacements(spring, times, x0, v0)
      return zip(times, batch).allSatisfy { time, value in
        let scalar = spring.displacement(
          atElapsed: time, initialDisplacement: x0, initialVelocity: v0)
        return abs(value - scalar) <= 4e-15 * drawn.scale(at: time)
      }
    }
  }

  /// Phases beyond 10⁶ radians (ω0 ≈ 3.2e4 rad/s for 40 s and more) and envelopes below
  /// e^{−708} (e^{−5.1·t} for t > 138 s) leave the lanes' range: those times take the scalar
  /// path and equal it exactly; the others in their groups stay within the bound.
  static let pastTheRange: [(DampedSpring, Double)] = [
    (DampedSpring(mass: 1e-3, stiffness: 1e6, damping: 1e-3), 1e6 / (1e9 - 0.25).squareRoot()),
    (DampedSpring(response: 0.6, dampingRatio: 0.49), 708 / (0.49 * 2 * Double.pi / 0.6)),
  ]

  @Test(arguments: pastTheRange)
  func timesPastTheLanesRangeTakeTheScalarPath(spring: DampedSpring, latestTime: Double) {
    let times: [Double] = [0.5, 40, 100, 1e4, 0.25, 3000, 1, 2]
    let batch = batchDisplacements(spring, times, 1, 0.5)
    for (time, value) in zip(times, batch) {
      let scalar = spring.displacement(
        atElapsed: time, initialDisplacement: 1, initialVelocity: 0.5)
      if time > latestTime * 1.000001 {
        #expect(value == scalar, "t = \(time)")
      } else {
        let omega = spring.naturalFrequency
        let bound = 4e-15 * (1 + omega * time) * (1 + 0.5 / omega)
        #expect(abs(value - scalar) <= bound, "t = \(time)")
      }
    }
  }

  /// An over-damped spring's lanes straddling the switch between its two forms (√(−q)·t = ½)
  /// are served by the scalar path, on both sides of it.
  @Test func overDampedLanesAcrossTheSwitchAgree() {
    let spring = DampedSpring(mass: 1, stiffness: 100, damping: 60, allowOverDamping: true)
    let root = (900.0 - 100).squareRoot()
    let times = (0..<16).map { 0.5 / root * (0.9 + 0.0125 * Double($0)) }
    let batch = batchDisplacements(spring, times, 1, -2)
    for (time, value) in zip(times, batch) {
      let scalar = spring.displacement(atElapsed: time, initialDisplacement: 1, initialVelocity: -2)
      #expect(abs(value - scalar) <= 4e-15 * (1 + 10 * time) * 1.2, "t = \(time)")
    }
  }

  /// A NaN or negative time anywhere in a group of lanes stops with the scalar path's message,
  /// and so does one in a batch large enough for the Taylor table (which declines it).
  @Test func invalidTimesInTheBatchAreRejected() async {
    await #expect(processExitsWith: .failure) {
      _ = batchDisplacements(.snappy(), [Double](repeating: 0.01, count: 4095) + [.nan], 1, 0)
    }
    await #expect(processExitsWith: .failure) {
      _ = batchDisplacements(.snappy(), [0, 0.1, .nan, 0.3, 0.4], 1, 0)
    }
    await #expect(processExitsWith: .failure) {
      _ = batchDisplacements(.snappy(), [0, 0.1, 0.2, -1, 0.4], 1, 0)
    }
  }

  /// The propagator and a step against the double-double reference solution: from
  /// displacement 2 and velocity −3, 0.1 s on the bouncy spring; and a two-lane step toward
  /// (0, 10) from (5, 5) moving at (1, −1), each lane its own motion.
  @Test func responseAndStepMatchTheReference() {
    let spring = DampedSpring.bouncy()
    let reference = SpringReference(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
    let response = SpringResponse(spring: spring, deltaTime: 0.1)
    let (x, v) = response.apply(displacement: 2, velocity: -3)
    let exact = reference.state(atElapsed: 0.1, displacement: 2, velocity: -3)
    #expect(abs(x - exact.0.value) < 1e-15 && abs(v - exact.1.value) < 1e-13)
    var (value, velocity) = (SIMD2<Double>(5, 5), SIMD2<Double>(1, -1))
    response.step(value: &value, velocity: &velocity, target: SIMD2(0, 10))
    let laneX = reference.state(atElapsed: 0.1, displacement: 5, velocity: 1)
    let laneY = reference.state(atElapsed: 0.1, displacement: -5, velocity: -1)
    #expect(abs(value.x - laneX.0.value) < 1e-14 && abs(value.y - (10 + laneY.0.value)) < 1e-14)
    #expect(abs(velocity.x - laneX.1.value) < 1e-13 && abs(velocity.y - laneY.1.value) < 1e-13)
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
