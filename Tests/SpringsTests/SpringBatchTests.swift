import Easing
import KineticsCore
@testable import Springs
import TestSupport
import Testing
import KineticsNumerics

@Suite struct SpringBatchTests {
  /// Found by FuzzSprings: a position and a target near ±1.8e308 on opposite sides make a
  /// displacement beyond the range, and a fully decayed step (a = 0) turned it into 0·∞ = NaN.
  /// Such lanes take the two-product form: after a step of 1e300 s every spring rests exactly at
  /// its target, in the eight-wide loop (lane 2 of 8) and in the tail (3 springs) alike.
  @Test func displacementsBeyondTheRangeStayNumbers() {
    let spring = DampedSpring(mass: 1, stiffness: 89.02, damping: 2.5)
    for count in [3, 8] {
      var positions = [Double](repeating: 1, count: count)
      var targets = [Double](repeating: 2, count: count)
      (positions[0], positions[2]) = (1.7976931348623157e308, -6.860356951777465e303)
      (targets[1], targets[2]) = (1.7976931348623157e308, 1.7976931348623157e308)
      var batch = SpringBatch(spring: spring, positions: positions, targets: targets)
      batch.step(deltaTime: 1e300)
      #expect(batch.positions == targets, "\(count) springs")
      #expect(batch.velocities.allSatisfy { $0 == 0 })
      // A short step from the same state moves the far springs by finite amounts.
      var short = SpringBatch(spring: spring, positions: positions, targets: targets)
      short.step(deltaTime: 1.0 / 60)
      #expect(short.positions.allSatisfy(\.isFinite) && short.velocities.allSatisfy { !$0.isNaN })
    }
  }

  /// The SIMD kernel matches `DampedSpring.update` one spring at a time, for shared and per-spring
  /// parameters, over awkward regimes (undamped, near-critical, strongly over-damped) and random
  /// frame times; 19 springs exercise both the eight-wide loop and the tail.
  @Test func batchMatchesScalarStepping() {
    let frames = Generator<(Double, Double, Double)>.zip(
      .doubles(in: 1.0 / 240...1.0 / 24), .doubles(in: 0...1), .doubles(in: 0...1))
    checkProperty("batch = scalar", frames, cases: 100) { deltaTime, seed, retargetFraction in
      var random = Xoshiro256StarStar(seed: UInt64(seed * 1e9))
      let ratios: [Double] = [0, 1e-6, 0.49, 1 - 1e-12, 1, 1 + 1e-12, 5, 1e4]
      let springs = (0..<19).map { index in
        let stiffness = Double.random(in: 10...1000, using: &random)
        return DampedSpring(
          mass: 1, stiffness: stiffness,
          damping: ratios[index % ratios.count] * 2 * stiffness.squareRoot(), allowOverDamping: true
        )
      }
      let positions = (0..<19).map { _ in Double.random(in: -100...100, using: &random) }
      let velocities = (0..<19).map { _ in Double.random(in: -1000...1000, using: &random) }
      let targets = (0..<19).map { _ in Double.random(in: -100...100, using: &random) }
      var perSpring = SpringBatch(
        springs: springs, positions: positions, velocities: velocities, targets: targets,
        tolerance: nil)
      var shared = SpringBatch(
        spring: springs[2], positions: positions, velocities: velocities, targets: targets,
        tolerance: nil)
      var (scalarPositions, scalarVelocities) = (positions, velocities)
      var (sharedPositions, sharedVelocities) = (positions, velocities)
      var currentTargets = targets
      for frame in 0..<30 {
        if frame == 10 {
          let index = Int(retargetFraction * 18)
          currentTargets[index] += 50
          perSpring.retarget(index, to: currentTargets[index])
          shared.retarget(index, to: currentTargets[index])
        }
        perSpring.step(deltaTime: deltaTime)
        shared.step(deltaTime: deltaTime)
        for index in 0..<19 {
          var (position, velocity) = (scalarPositions[index], scalarVelocities[index])
          springs[index].update(
            value: &position, velocity: &velocity, target: currentTargets[index],
            deltaTime: deltaTime)
          (scalarPositions[index], scalarVelocities[index]) = (position, velocity)
          var (sharedPosition, sharedVelocity) = (sharedPositions[index], sharedVelocities[index])
          springs[2].update(
            value: &sharedPosition, velocity: &sharedVelocity, target: currentTargets[index],
            deltaTime: deltaTime)
          (sharedPositions[index], sharedVelocities[index]) = (sharedPosition, sharedVelocity)
        }
      }
      let close = { (a: Double, b: Double) in abs(a - b) <= 1e-12 * (1 + abs(b)) }
      return (0..<19).allSatisfy { index in
        close(perSpring.positions[index], scalarPositions[index])
          && close(perSpring.velocities[index], scalarVelocities[index])
          && close(shared.positions[index], sharedPositions[index])
          && close(shared.velocities[index], sharedVelocities[index])
      }
    }
  }

  /// Springs within both rest thresholds snap to their target and stay there until retargeted.
  @Test func restingSpringsSnapAndStay() {
    var batch = SpringBatch(
      spring: .snappy(), positions: Array(repeating: 0, count: 10),
      targets: Array(repeating: 1, count: 10))
    #expect(!batch.isResting)
    for _ in 0..<240 { batch.step(deltaTime: 1.0 / 120) }
    #expect(batch.isResting)
    #expect(batch.positions.allSatisfy { $0 == 1 })
    batch.retarget(3, to: 2)
    #expect(!batch.isResting(3) && batch.isResting(4))
    batch.step(deltaTime: 1.0 / 120)
    #expect(batch.positions[3] > 1 && batch.positions[4] == 1)
  }

  /// With thresholds at 0 nothing snaps: the state matches the closed form.
  @Test func zeroThresholdsNeverSnap() {
    let spring = DampedSpring(duration: 0.3, bounce: 0.2)
    var batch = SpringBatch(
      spring: spring, positions: [0], targets: [1], tolerance: nil)
    for _ in 0..<600 { batch.step(deltaTime: 1.0 / 120) }
    let expected = 1 + spring.displacement(atElapsed: 5, initialDisplacement: -1)
    #expect(abs(batch.positions[0] - expected) <= 1e-14)
    #expect(batch.positions[0] != 1 || expected == 1)
  }

  @Test func rejectsMismatchedInput() async {
    await #expect(processExitsWith: .failure) {
      _ = SpringBatch(spring: .smooth(), positions: [0, 1], targets: [1])
    }
    await #expect(processExitsWith: .failure) {
      _ = SpringBatch(spring: .smooth(), positions: [.nan], targets: [1])
    }
    await #expect(processExitsWith: .failure) {
      var batch = SpringBatch(spring: .smooth(), positions: [0], targets: [1])
      batch.step(deltaTime: .infinity)
    }
  }

  @Suite struct Rest {
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

  @Suite struct ArrayForms {
    /// The array forms of the batch APIs give the pointer forms' results, without a closure.
    @Test func arrayFormsMatchOneCallPerValue() {
      let spring = DampedSpring(response: 0.5, dampingRatio: 0.6)
      let times = (0..<100).map { Double($0) / 50 }
      var displacements: [Double] = []
      spring.displacements(
        at: times, initialDisplacement: -1, initialVelocity: 2, into: &displacements)
      for (time, value) in zip(times, displacements) {
        expectClose(
          value, spring.displacement(atElapsed: time, initialDisplacement: -1, initialVelocity: 2),
          absolute: 1e-14)
      }
      let progress = (0...64).map { Double($0) / 64 }
      var eased = [Double](repeating: 0, count: 3)
      CubicBezier.easeOut.values(at: progress, into: &eased)
      #expect(eased == progress.map { CubicBezier.easeOut.value(at: $0) })
    }
  }

  @Suite struct Concurrent {
    /// The concurrent step gives the bits of one pass: 100,003 springs (three ranges, which start
    /// at 33,328 and 66,656, and a tail of three), shared and per-spring parameters, resting
    /// springs and displacements beyond the double range on both sides of the range boundaries,
    /// over six frames with a retarget in the middle.
    @Test func concurrentStepMatchesOnePass() {
      let count = 100_003
      var random = Xoshiro256StarStar(seed: 42)
      var positions = (0..<count).map { _ in Double.random(in: -500...500, using: &random) }
      var targets = (0..<count).map { _ in Double.random(in: -500...500, using: &random) }
      for index in [0, 7, 8, 33_327, 33_328, 66_655, 66_656, 100_000, 100_002] {
        (positions[index], targets[index]) = (1.7976931348623157e308, -1.7976931348623157e308)
      }
      for index in stride(from: 5, to: count, by: 97) { positions[index] = targets[index] }
      let spring = DampedSpring(mass: 1, stiffness: 228, damping: 18)
      let springs = (0..<count).map { index in
        DampedSpring(mass: 1, stiffness: 100 + Double(index % 500), damping: 10 + Double(index % 7))
      }
      for perSpring in [false, true] {
        func batch() -> SpringBatch {
          perSpring
            ? SpringBatch(springs: springs, positions: positions, targets: targets)
            : SpringBatch(spring: spring, positions: positions, targets: targets)
        }
        var (serial, concurrent) = (batch(), batch())
        for frame in 0..<6 {
          if frame == 3 {
            for index in stride(from: 3, to: count, by: 1_001) {
              serial.retarget(index, to: -targets[index])
              concurrent.retarget(index, to: -targets[index])
            }
          }
          serial.step(deltaTime: 1.0 / 120)
          concurrent.step(deltaTime: 1.0 / 120, concurrently: true)
        }
        // Counted, not printed: a failure would otherwise print two arrays of 100,003 numbers.
        let differences =
          zip(concurrent.positions, serial.positions).filter { $0.bitPattern != $1.bitPattern }
          .count
          + zip(concurrent.velocities, serial.velocities).filter { $0.bitPattern != $1.bitPattern }
          .count
        #expect(differences == 0, "per spring: \(perSpring)")
      }
    }

    /// Below two ranges' worth the call runs on the caller's thread: the same results.
    @Test func smallConcurrentStepMatchesOnePass() {
      let spring = DampedSpring(mass: 1, stiffness: 228, damping: 18)
      var serial = SpringBatch(spring: spring, positions: [0, 1, 2], targets: [1, 1, 1])
      var concurrent = serial
      serial.step(deltaTime: 1.0 / 60)
      concurrent.step(deltaTime: 1.0 / 60, concurrently: true)
      #expect(
        concurrent.positions == serial.positions && concurrent.velocities == serial.velocities)
    }
  }

  @Suite struct Evaluation {
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
        let scalar = spring.displacement(
          atElapsed: time, initialDisplacement: 1, initialVelocity: -2)
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

  /// Springs from ±1e308 to ∓1e308: their speed leaves the double range (ω0 times the
  /// distance) and is held at the largest double, so positions and velocities stay finite —
  /// never NaN — at every step, and the damped presets settle onto their targets.
  @Test func springsAcrossTheWholeRangeStayFinite() {
    let stiff = DampedSpring(mass: 1, stiffness: 1000, damping: 1)
    for spring in [DampedSpring.smooth(), .bouncy(), .snappy(), stiff] {
      for step in [1.0 / 120, 1.0 / 60, 0.5] {
        var batch = SpringBatch(
          spring: spring, positions: [Double](repeating: 1e308, count: 9) + [-1e308],
          targets: [Double](repeating: -1e308, count: 9) + [1e308])
        var finite = true
        for _ in 0..<2000 {
          batch.step(deltaTime: step)
          finite =
            finite && batch.positions.allSatisfy(\.isFinite)
            && batch.velocities.allSatisfy(\.isFinite)
        }
        #expect(finite, "\(spring) by \(step)")
        if spring != stiff {
          #expect(abs(batch.positions[0] + 1e308) <= 1e-12 * 1e308, "\(spring) by \(step)")
          #expect(abs(batch.positions[9] - 1e308) <= 1e-12 * 1e308, "\(spring) by \(step)")
        }
      }
    }
  }

  /// The C kernels (AVX2 and AVX-512, where this processor has them; on others the call steps
  /// none and the Swift kernel runs) give the Swift kernel's bits: random batches of 1–40
  /// springs, sharing one spring or each with its own — ordinary moves, values across the whole
  /// range, ±1.8e308 on opposite sides (the blocks the C kernel leaves to Swift), springs already
  /// at rest — over five steps of a random frame time, with and without a rest tolerance.
  @Test(arguments: [Int32(2), 3])
  func cKernelsMatchTheSwiftKernel(level: Int32) {
    checkProperty(
      "C kernel \(level)",
      .zip(
        .doubles(in: 0...1e15), .doubles(in: 1...1e4), .doubles(in: 0...200),
        .doubles(in: 1e-4...1, logarithmic: true))
    ) { seed, stiffness, damping, deltaTime in
      var random = Xoshiro256StarStar(seed: UInt64(seed))
      let count = 1 + Int(random.next() % 40)
      func value() -> Double {
        switch random.next() % 8 {
        case 0: return (random.next() & 1 == 0 ? 1 : -1) * .greatestFiniteMagnitude
        case 1, 2:
          return (random.next() & 1 == 0 ? 1 : -1)
            * pow(10, Double.random(in: -300...308, using: &random))
        default: return Double.random(in: -400...400, using: &random)
        }
      }
      let targets = (0..<count).map { _ in value() }
      let positions = targets.map { random.next() % 6 == 0 ? $0 : value() }
      let velocities = (0..<count).map { _ in random.next() % 4 == 0 ? 0 : value() }
      let spring = DampedSpring(mass: 1, stiffness: stiffness, damping: damping)
      let tolerance: RestTolerance? = random.next() & 1 == 0 ? .unit : nil
      // Half the batches share the spring; the others give each spring its own.
      let springs = (0..<count).map { _ in
        DampedSpring(
          mass: 1, stiffness: stiffness * Double.random(in: 0.5...2, using: &random),
          damping: damping * Double.random(in: 0.5...2, using: &random))
      }
      var swift =
        random.next() & 1 == 0
        ? SpringBatch(
          spring: spring, positions: positions, velocities: velocities, targets: targets,
          tolerance: tolerance)
        : SpringBatch(
          springs: springs, positions: positions, velocities: velocities, targets: targets,
          tolerance: tolerance)
      var kernel = swift
      for _ in 0..<5 {
        swift.step(deltaTime: deltaTime, concurrently: false, kernelLevel: 0)
        kernel.step(deltaTime: deltaTime, concurrently: false, kernelLevel: level)
      }
      return zip(swift.positions, kernel.positions).allSatisfy { $0.bitPattern == $1.bitPattern }
        && zip(swift.velocities, kernel.velocities).allSatisfy {
          $0.bitPattern == $1.bitPattern
        }
    }
  }
}
