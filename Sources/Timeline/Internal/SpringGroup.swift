import KineticsCore
import KineticsKernels
import KineticsNumerics
import Motion
import Springs

/// The spring motions of a timeline that share one `DampedSpring` and one `RestTolerance`, in
/// structure-of-arrays form: a frame evaluates them eight at a time in closed form,
/// x(t) = e^{−λt}·(x0·cos ωd·t + w·sin ωd·t) (under-damped, w = (v0 + λ·x0)/ωd) or
/// e^{−λt}·(x0 + m·t) (critical, m = v0 + λ·x0), with the velocity from the same terms, and
/// checks `SpringMotion`'s settling rule (energy below the tolerance's bound) on the spot.
/// A lane keeps only what its motion was made of (start time, start, target, initial velocity);
/// the closed form's weights take a few multiplications per lane in each frame, which cost less
/// than the memory they would take. The four numbers are kept together (32 bytes a lane) and
/// the lane's output and slot together beside them, so that a change (a retarget, a removal, a
/// swap into a removed lane's place) touches a lane's data in two or three cache lines rather
/// than one per field: at a million animations a frame's changes are bound by the cache lines
/// they wait for. The kernels unpack eight lanes' fields into vectors as they load them.
/// Lanes outside the vector kernels' domain (before the start, beyond e^{−λt}'s normal range)
/// and over-damped springs take `SpringMotion` itself. On processors with AVX-512 a C kernel
/// (`SpringLanes.c`) runs the same lanes, operation for operation, for the same bits.
struct SpringGroup: Sendable {
  /// What a group is made for: motions of one spring and one rest tolerance share a group, so
  /// that the closed form's constants and the settling bound are the group's, not each lane's.
  struct Key: Hashable, Sendable {
    let spring: DampedSpring
    let tolerance: RestTolerance

    /// The motion of the group that a retarget carrying `state` (value and velocity at the
    /// switch) into it starts toward `target`.
    func carrying(_ state: (value: Double, velocity: Double), to target: Double)
      -> SpringMotion<Double>
    {
      SpringMotion(
        from: state.value, to: target, spring: spring, initialVelocity: state.velocity,
        tolerance: tolerance)
    }
  }

  /// The group's spring and tolerance: a stored field, which a caller reads in place through
  /// the timeline's array of groups (a method of the group would get a copy of it).
  let key: Key
  var spring: DampedSpring { key.spring }
  var tolerance: RestTolerance { key.tolerance }
  let lanesServe: Bool
  let isUnderDamped: Bool
  let decayRate: Double
  let dampedFrequency: Double
  let naturalFrequencySquared: Double
  /// 1/ωd and 1/ω0²: the frame multiplies by them rather than divide (a division is several
  /// times a multiplication's cost in the vector units). 1/ω0² is `SpringMotion`'s own factor
  /// in its settling rule, so the lanes settle by the same arithmetic.
  let inverseDampedFrequency: Double
  let inverseRate: Double
  /// min(ε², εv²/ω0²): the energy below which a motion of the group has settled.
  let energyBound: Double
  /// The latest elapsed time the lanes serve: e^{−λt} normal, ωd·t within the sine's range.
  let latestTime: Double

  /// What each motion was made of: start time, start, target, initial velocity.
  var lanes: [KineticsSpringLane] = []
  /// Each motion's output and slot, and whether it is settled at its start (then it completes
  /// as soon as it is seen).
  var routes: [KineticsSpringRoute] = []

  init(_ key: Key) {
    self.key = key
    let spring = key.spring
    let tolerance = key.tolerance
    let q = spring.discriminant
    isUnderDamped = q > 0
    lanesServe = q >= 0
    decayRate = spring.decayRate
    dampedFrequency = spring.rootOfDiscriminant
    naturalFrequencySquared = spring.naturalFrequencySquared
    inverseDampedFrequency = 1 / dampedFrequency
    inverseRate = 1 / naturalFrequencySquared
    energyBound = min(
      tolerance.displacement * tolerance.displacement,
      tolerance.velocity * tolerance.velocity * inverseRate)
    let phaseLimit = q > 0 ? FastMath.largestAngle / spring.rootOfDiscriminant : .infinity
    latestTime = min(-FastMath.smallestExponent / spring.decayRate, phaseLimit)
  }

  var count: Int { routes.count }

  /// The slots of the motions, in lane order.
  var slots: LazyMapSequence<[KineticsSpringRoute], Int32> { routes.lazy.map(\.slot) }

  /// The clock time the motion at `index` starts at.
  func startTime(at index: Int) -> Double { lanes[index].startTime }

  /// Adds `motion` (of the group's spring and tolerance), started at `startTime`.
  mutating func append(_ motion: SpringMotion<Double>, startTime: Double, output: Int, slot: Int32)
  {
    lanes.append(Self.lane(motion, startTime: startTime))
    routes.append(
      KineticsSpringRoute(
        output: output, slot: slot, settledAtStart: motion.isComplete(atElapsed: 0)))
  }

  /// The lane of `motion` started at `startTime`.
  static func lane(_ motion: SpringMotion<Double>, startTime: Double) -> KineticsSpringLane {
    KineticsSpringLane(
      startTime: startTime, start: motion.start, target: motion.target,
      velocity: motion.initialVelocity)
  }

  /// Puts `motion` (of the group's spring and tolerance), started at `startTime`, in place of
  /// the motion at `index`, writing to the same output: a retarget that stays in the group
  /// moves no other motion and touches no other lane.
  mutating func replace(at index: Int, with motion: SpringMotion<Double>, startTime: Double) {
    lanes[index] = Self.lane(motion, startTime: startTime)
    routes[index] = KineticsSpringRoute(
      output: Int(routes[index].output), slot: routes[index].slot,
      settledAtStart: motion.isComplete(atElapsed: 0))
  }

  /// The motion at `index`, as it was added.
  func motion(at index: Int) -> SpringMotion<Double> {
    SpringMotion(
      from: lanes[index].start, to: lanes[index].target, spring: spring,
      initialVelocity: lanes[index].velocity, tolerance: tolerance)
  }

  /// Asks for the data of the animation at `index` to be brought into the cache.
  mutating func prefetch(_ index: Int) {
    prefetchElement(of: lanes, at: index)
    prefetchElement(of: routes, at: index)
  }

  /// Removes the motion at `index` by moving the last one into its place; returns the slot of
  /// the moved motion, if one moved.
  mutating func remove(at index: Int) -> Int32? {
    let last = count - 1
    swapRemove(&lanes, at: index)
    swapRemove(&routes, at: index)
    return index < last ? routes[index].slot : nil
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

  /// Runs the C kernel over the lanes from `index` (`runKernel`, the lanes it lists those that
  /// settled); returns how many it evaluated.
  func kernelLanes(
    _ lanes: Lanes, from index: Int, _ time: Double, _ output: UnsafeMutablePointer<Double>,
    _ finished: inout [Int]
  ) -> Int {
    let end = runKernel(from: index, count: count) { first, size, settled, settledCount in
      var group = KineticsSpringLanes(
        lanes: lanes.lanes + first, routes: lanes.routes + first, decayRate: decayRate,
        dampedFrequency: dampedFrequency, naturalFrequencySquared: naturalFrequencySquared,
        inverseDampedFrequency: inverseDampedFrequency, inverseRate: inverseRate,
        energyBound: energyBound, latestTime: latestTime, isUnderDamped: isUnderDamped ? 1 : 0)
      return kinetics_spring_lanes(3, &group, size, time, output, settled, &settledCount)
    } forEachListed: {
      finished.append($0)
    }
    return end - index
  }

  /// The endings of the `finished` motions, last index first: each at its target.
  mutating func endings(of finished: [Int], into endings: inout [Ending]) {
    for index in finished.reversed() {
      endings.append(
        Ending(
          index: index, value: lanes[index].target, output: Int(routes[index].output),
          slot: routes[index].slot))
    }
  }

  /// Runs `body` with the arrays' base addresses held.
  func withLanes(_ body: (Lanes) -> Void) {
    lanes.withUnsafeBufferPointer { lanes in
      routes.withUnsafeBufferPointer { routes in
        body(Lanes(lanes: lanes.baseAddress!, routes: routes.baseAddress!))
      }
    }
  }

  /// The base addresses of the arrays a frame reads.
  struct Lanes {
    let lanes: UnsafePointer<KineticsSpringLane>
    let routes: UnsafePointer<KineticsSpringRoute>
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
    var startTime = SIMD8<Double>()
    var start = SIMD8<Double>()
    var target = SIMD8<Double>()
    var v0 = SIMD8<Double>()
    for lane in 0..<8 {
      let fields = lanes.lanes[index + lane]
      startTime[lane] = fields.startTime
      start[lane] = fields.start
      target[lane] = fields.target
      v0[lane] = fields.velocity
    }
    let signedElapsed = SIMD8(repeating: time) - startTime
    guard all(signedElapsed .<= latestTime) else { return false }
    let waiting = signedElapsed .<= 0
    if any(waiting) {
      for lane in 0..<8 where waiting[lane] && lanes.routes[index + lane].isSettledAtStart {
        return false
      }
    }
    let elapsed = signedElapsed.replacing(with: 0, where: waiting)
    let x0 = start - target
    let mixed = v0 + SIMD8(repeating: decayRate) * x0
    let envelope = FastMath.exponential(elapsed * -decayRate)
    let displacement: SIMD8<Double>
    let velocity: SIMD8<Double>
    if isUnderDamped {
      let inverseFrequency = SIMD8(repeating: inverseDampedFrequency)
      let second = mixed * inverseFrequency
      let velocitySineWeight =
        (SIMD8(repeating: naturalFrequencySquared) * x0 + SIMD8(repeating: decayRate) * v0)
        * inverseFrequency
      let (sine, cosine) = FastMath.sineCosine(elapsed * dampedFrequency)
      displacement = envelope * (x0 * cosine + second * sine)
      velocity = envelope * (v0 * cosine - velocitySineWeight * sine)
    } else {
      displacement = envelope * (x0 + mixed * elapsed)
      velocity = envelope * (v0 - (decayRate * mixed) * elapsed)
    }
    let value = (target + displacement).replacing(with: start, where: waiting)
    // Ends near the top of the range (start − target overflowing) or weights beyond it: the
    // scalar path keeps their terms apart, as SpringMotion does.
    let largest = SIMD8<Double>(repeating: .greatestFiniteMagnitude)
    guard all((value .<= largest) .& (value .>= -largest)) else { return false }
    let energy = displacement * displacement + velocity * velocity * inverseRate
    let settled = (energy .< SIMD8(repeating: energyBound)) .& .!waiting
    // The stores first, then the rare appends: a call among the stores would spill the
    // vectors at every lane.
    for lane in 0..<8 { output[Int(lanes.routes[index + lane].output)] = value[lane] }
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
    let elapsed = time - lanes[index].startTime
    output[Int(routes[index].output)] = motion.value(atElapsed: elapsed)
    if motion.isComplete(atElapsed: elapsed) { finished.append(index) }
  }
}

extension KineticsSpringRoute {
  /// The route of a motion writing to `output` (below `AnimationTimeline.outputLimit`) in
  /// `slot`.
  init(output: Int, slot: Int32, settledAtStart: Bool) {
    self.init(
      output: Int32(output),
      tag: UInt32(bitPattern: slot) | (settledAtStart ? 1 << 31 : 0))
  }

  /// The slot of the animation.
  var slot: Int32 { Int32(bitPattern: tag & 0x7FFF_FFFF) }

  /// Whether the motion is settled at its start.
  var isSettledAtStart: Bool { tag >> 31 != 0 }
}
