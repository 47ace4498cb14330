import KineticsCore
import KineticsKernels
import KineticsNumerics
import Motion
import Springs

/// The spring motions of a timeline that share one `DampedSpring`, in structure-of-arrays form:
/// a frame evaluates them eight at a time in closed form,
/// x(t) = e^{−λt}·(x0·cos ωd·t + w·sin ωd·t) (under-damped, w = (v0 + λ·x0)/ωd) or
/// e^{−λt}·(x0 + m·t) (critical, m = v0 + λ·x0), with the velocity from the same terms, and
/// checks `SpringMotion`'s settling rule (energy below the tolerance's bound) on the spot.
/// Lanes outside the vector kernels' domain (before the start, beyond e^{−λt}'s normal range)
/// and over-damped springs take `SpringMotion` itself. On processors with AVX-512 a C kernel
/// (`SpringLanes.c`) runs the same lanes, operation for operation, for the same bits.
struct SpringGroup: Sendable {
  let spring: DampedSpring
  let lanesServe: Bool
  let isUnderDamped: Bool
  let decayRate: Double
  let dampedFrequency: Double
  let naturalFrequencySquared: Double
  /// The latest elapsed time the lanes serve: e^{−λt} normal, ωd·t within the sine's range.
  let latestTime: Double

  var startTimes: [Double] = []
  var starts: [Double] = []
  var targets: [Double] = []
  var displacements: [Double] = []
  var velocities: [Double] = []
  /// w (under-damped) or m (critical), the weight of the second term of x.
  var secondWeights: [Double] = []
  /// (ω0²·x0 + λ·v0)/ωd (under-damped), the sine weight of v.
  var velocitySineWeights: [Double] = []
  /// min(ε², εv²/ω0²): the energy bound of each motion's tolerance.
  var energyBounds: [Double] = []
  /// Whether each motion is settled at its start (then it completes as soon as it is seen).
  var settledAtStart: [Bool] = []
  var tolerances: [RestTolerance] = []
  var outputs: [Int] = []
  var slots: [Int32] = []

  init(spring: DampedSpring) {
    self.spring = spring
    let q = spring.discriminant
    isUnderDamped = q > 0
    lanesServe = q >= 0
    decayRate = spring.decayRate
    dampedFrequency = spring.rootOfDiscriminant
    naturalFrequencySquared = spring.naturalFrequencySquared
    let phaseLimit = q > 0 ? FastMath.largestAngle / spring.rootOfDiscriminant : .infinity
    latestTime = min(-FastMath.smallestExponent / spring.decayRate, phaseLimit)
  }

  var count: Int { slots.count }

  /// Adds `motion`, started at `startTime`.
  mutating func append(_ motion: SpringMotion<Double>, startTime: Double, output: Int, slot: Int32)
  {
    let lane = makeLane(for: motion)
    startTimes.append(startTime)
    starts.append(lane.start)
    targets.append(lane.target)
    displacements.append(lane.displacement)
    velocities.append(lane.velocity)
    secondWeights.append(lane.secondWeight)
    velocitySineWeights.append(lane.velocitySineWeight)
    energyBounds.append(lane.energyBound)
    tolerances.append(lane.tolerance)
    settledAtStart.append(lane.isSettledAtStart)
    outputs.append(output)
    slots.append(slot)
  }

  /// Puts `motion`, started at `startTime`, in place of the motion at `index` (of this
  /// group's spring), writing to the same output: a retarget that stays in the group moves no
  /// other motion and touches no other lane.
  mutating func replace(at index: Int, with motion: SpringMotion<Double>, startTime: Double) {
    let lane = makeLane(for: motion)
    startTimes[index] = startTime
    starts[index] = lane.start
    targets[index] = lane.target
    displacements[index] = lane.displacement
    velocities[index] = lane.velocity
    secondWeights[index] = lane.secondWeight
    velocitySineWeights[index] = lane.velocitySineWeight
    energyBounds[index] = lane.energyBound
    tolerances[index] = lane.tolerance
    settledAtStart[index] = lane.isSettledAtStart
  }

  /// The lane of `motion` in this group (a method rather than the group passed to the lane's
  /// initializer, which would copy the group and retain every array).
  func makeLane(for motion: SpringMotion<Double>) -> Lane {
    Lane(
      motion, decayRate: decayRate, dampedFrequency: dampedFrequency,
      naturalFrequencySquared: naturalFrequencySquared, isUnderDamped: isUnderDamped)
  }

  /// What a lane keeps of one motion: its ends, its state at the start, the closed form's
  /// weights and its settling bound.
  struct Lane {
    let start, target, displacement, velocity, secondWeight, velocitySineWeight: Double
    let energyBound: Double
    let tolerance: RestTolerance
    let isSettledAtStart: Bool

    init(
      _ motion: SpringMotion<Double>, decayRate lambda: Double, dampedFrequency: Double,
      naturalFrequencySquared: Double, isUnderDamped: Bool
    ) {
      start = motion.start
      target = motion.target
      displacement = motion.start - motion.target
      velocity = motion.initialVelocity
      let mixed = velocity + lambda * displacement
      secondWeight = isUnderDamped ? mixed / dampedFrequency : mixed
      velocitySineWeight =
        isUnderDamped
        ? (naturalFrequencySquared * displacement + lambda * velocity) / dampedFrequency : 0
      tolerance = motion.tolerance
      let inverseRate = 1 / naturalFrequencySquared
      energyBound = min(
        tolerance.displacement * tolerance.displacement,
        tolerance.velocity * tolerance.velocity * inverseRate)
      isSettledAtStart = motion.isComplete(atElapsed: 0)
    }
  }

  /// The motion at `index`, as it was added.
  func motion(at index: Int) -> SpringMotion<Double> {
    SpringMotion(
      from: starts[index], to: targets[index], spring: spring,
      initialVelocity: velocities[index], tolerance: tolerances[index])
  }

  /// Asks for the data of the animation at `index` to be brought into the cache.
  mutating func prefetch(_ index: Int) {
    prefetchElement(of: startTimes, at: index)
    prefetchElement(of: starts, at: index)
    prefetchElement(of: targets, at: index)
    prefetchElement(of: displacements, at: index)
    prefetchElement(of: velocities, at: index)
    prefetchElement(of: secondWeights, at: index)
    prefetchElement(of: velocitySineWeights, at: index)
    prefetchElement(of: energyBounds, at: index)
    prefetchElement(of: settledAtStart, at: index)
    prefetchElement(of: tolerances, at: index)
    prefetchElement(of: outputs, at: index)
    prefetchElement(of: slots, at: index)
  }

  /// Removes the motion at `index` by moving the last one into its place; returns the slot of
  /// the moved motion, if one moved.
  mutating func remove(at index: Int) -> Int32? {
    let last = count - 1
    swapRemove(&startTimes, at: index)
    swapRemove(&starts, at: index)
    swapRemove(&targets, at: index)
    swapRemove(&displacements, at: index)
    swapRemove(&velocities, at: index)
    swapRemove(&secondWeights, at: index)
    swapRemove(&velocitySineWeights, at: index)
    swapRemove(&energyBounds, at: index)
    swapRemove(&settledAtStart, at: index)
    swapRemove(&tolerances, at: index)
    swapRemove(&outputs, at: index)
    swapRemove(&slots, at: index)
    return index < last ? slots[index] : nil
  }

  /// Writes every motion's value at `time` into `output` and appends the indices of those that
  /// have settled to `finished`, through the C kernel at `kernelLevel` 3 (the processor's by
  /// default) or the Swift lanes.
  mutating func evaluate(
    at time: Double, into output: UnsafeMutablePointer<Double>, finished: inout [Int],
    kernelLevel: Int32 = laneKernelLevel
  ) {
    let total = count
    guard total > 0 else { return }
    var index = 0
    if lanesServe && total >= 8 {
      withLanes { lanes in
        while index + 8 <= total {
          if kernelLevel == 3 {
            index += kernelLanes(lanes, from: index, time, output, &finished)
            guard index + 8 <= total else { break }
          }
          // The block the C kernel left, or every block where it does not run.
          if !evaluateLanes(lanes, index, time, output, &finished) {
            for lane in index..<index + 8 { evaluateOne(lane, time, output, &finished) }
          }
          index += 8
        }
      }
    }
    while index < total {
      evaluateOne(index, time, output, &finished)
      index += 1
    }
  }

  /// Runs the C kernel over the lanes from `index`, up to 128 at a call (its settled lanes
  /// gathered in 1 KB, which the standard library's temporary allocation keeps on the stack);
  /// returns how many it evaluated.
  func kernelLanes(
    _ lanes: Lanes, from index: Int, _ time: Double, _ output: UnsafeMutablePointer<Double>,
    _ finished: inout [Int]
  ) -> Int {
    let chunk = 128
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: chunk) { settled in
      var first = index
      while first + 8 <= count {
        var settledCount = 0
        var group = KineticsSpringLanes(
          startTimes: lanes.startTimes + first, displacements: lanes.displacements + first,
          velocities: lanes.velocities + first, secondWeights: lanes.secondWeights + first,
          velocitySineWeights: lanes.velocitySineWeights + first,
          targets: lanes.targets + first, starts: lanes.starts + first,
          bounds: lanes.bounds + first, outputs: lanes.outputs + first,
          settledAtStart: lanes.settledAtStart + first, decayRate: decayRate,
          dampedFrequency: dampedFrequency, naturalFrequencySquared: naturalFrequencySquared,
          latestTime: latestTime, isUnderDamped: isUnderDamped ? 1 : 0)
        let size = min(chunk, count - first)
        let done = kinetics_spring_lanes(
          3, &group, size, time, output, settled.baseAddress, &settledCount)
        for lane in settled.prefix(settledCount) { finished.append(first + lane) }
        first += done
        if done < size - size % 8 { break }
      }
      return first - index
    }
  }

  /// The endings of the `finished` motions, last index first: each at its target.
  mutating func endings(of finished: [Int], into endings: inout [Ending]) {
    for index in finished.reversed() {
      endings.append(
        Ending(index: index, value: targets[index], output: outputs[index], slot: slots[index]))
    }
  }

  /// Runs `body` with the arrays' base addresses held.
  func withLanes(_ body: (Lanes) -> Void) {
    startTimes.withUnsafeBufferPointer { startTimes in
      displacements.withUnsafeBufferPointer { displacements in
        velocities.withUnsafeBufferPointer { velocities in
          secondWeights.withUnsafeBufferPointer { secondWeights in
            velocitySineWeights.withUnsafeBufferPointer { velocitySineWeights in
              targets.withUnsafeBufferPointer { targets in
                starts.withUnsafeBufferPointer { starts in
                  energyBounds.withUnsafeBufferPointer { bounds in
                    outputs.withUnsafeBufferPointer { outputs in
                      settledAtStart.withUnsafeBufferPointer { settledAtStart in
                        body(
                          Lanes(
                            startTimes: startTimes.baseAddress!,
                            displacements: displacements.baseAddress!,
                            velocities: velocities.baseAddress!,
                            secondWeights: secondWeights.baseAddress!,
                            velocitySineWeights: velocitySineWeights.baseAddress!,
                            targets: targets.baseAddress!, starts: starts.baseAddress!,
                            bounds: bounds.baseAddress!, outputs: outputs.baseAddress!,
                            settledAtStart: settledAtStart.baseAddress!))
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }

  /// The base addresses of the arrays a frame reads.
  struct Lanes {
    let startTimes: UnsafePointer<Double>
    let displacements: UnsafePointer<Double>
    let velocities: UnsafePointer<Double>
    let secondWeights: UnsafePointer<Double>
    let velocitySineWeights: UnsafePointer<Double>
    let targets: UnsafePointer<Double>
    let starts: UnsafePointer<Double>
    let bounds: UnsafePointer<Double>
    let outputs: UnsafePointer<Int>
    let settledAtStart: UnsafePointer<Bool>
  }

  /// Eight motions from `index` at once; false (nothing written) when a lane lies beyond the
  /// kernels' domain or its value beyond the double range. Lanes not started yet show their
  /// start (`SpringMotion` does before and at elapsed 0) and go to the scalar path, which
  /// decides their completion, only if one of them is settled at its start.
  @inline(__always)
  func evaluateLanes(
    _ lanes: Lanes, _ index: Int, _ time: Double, _ output: UnsafeMutablePointer<Double>,
    _ finished: inout [Int]
  ) -> Bool {
    func load(_ pointer: UnsafePointer<Double>) -> SIMD8<Double> {
      UnsafeRawPointer(pointer + index).loadUnaligned(as: SIMD8<Double>.self)
    }
    let signedElapsed = SIMD8(repeating: time) - load(lanes.startTimes)
    guard all(signedElapsed .<= latestTime) else { return false }
    let waiting = signedElapsed .<= 0
    if any(waiting) {
      for lane in 0..<8 where waiting[lane] && settledAtStart[index + lane] { return false }
    }
    let elapsed = signedElapsed.replacing(with: 0, where: waiting)
    let x0 = load(lanes.displacements)
    let v0 = load(lanes.velocities)
    let second = load(lanes.secondWeights)
    let envelope = FastMath.exponential(elapsed * -decayRate)
    let displacement: SIMD8<Double>
    let velocity: SIMD8<Double>
    if isUnderDamped {
      let (sine, cosine) = FastMath.sineCosine(elapsed * dampedFrequency)
      displacement = envelope * (x0 * cosine + second * sine)
      velocity = envelope * (v0 * cosine - load(lanes.velocitySineWeights) * sine)
    } else {
      displacement = envelope * (x0 + second * elapsed)
      velocity = envelope * (v0 - (decayRate * second) * elapsed)
    }
    let value = (load(lanes.targets) + displacement).replacing(
      with: load(lanes.starts), where: waiting)
    // Ends near the top of the range (start − target overflowing) or weights beyond it: the
    // scalar path keeps their terms apart, as SpringMotion does.
    let largest = SIMD8<Double>(repeating: .greatestFiniteMagnitude)
    guard all((value .<= largest) .& (value .>= -largest)) else { return false }
    let energy = displacement * displacement + velocity * velocity / naturalFrequencySquared
    let settled = (energy .< load(lanes.bounds)) .& .!waiting
    // The stores first, then the rare appends: a call among the stores would spill the
    // vectors at every lane.
    for lane in 0..<8 { output[lanes.outputs[index + lane]] = value[lane] }
    if any(settled) {
      for lane in 0..<8 where settled[lane] { finished.append(index + lane) }
    }
    return true
  }

  /// One motion, by `SpringMotion` itself.
  func evaluateOne(
    _ index: Int, _ time: Double, _ output: UnsafeMutablePointer<Double>,
    _ finished: inout [Int]
  ) {
    let motion = motion(at: index)
    let elapsed = time - startTimes[index]
    output[outputs[index]] = motion.value(atElapsed: elapsed)
    if motion.isComplete(atElapsed: elapsed) { finished.append(index) }
  }
}
