import Easing
import KineticsCore
import Motion
import Springs

extension AnimationTimeline {
  /// Adds a spring motion of a value of several lanes — a point, a size, a rect, a SIMD
  /// vector — written to outputs `output`, `output + 1`, … (one per lane, in the order of
  /// ``TimelineValue/writeTimelineLanes(into:)``). Each lane is a spring motion of its own in
  /// the spring's batch, with the tolerance divided by √(lanes) so that the whole value is at
  /// rest within `motion.tolerance` once every lane is; a lane at rest holds its target
  /// exactly, and the handle completes when the last lane does.
  ///
  /// ```swift
  /// var timeline = AnimationTimeline()
  /// var values = [Double](repeating: 0, count: 2)
  /// let throwCard = SpringMotion(
  ///   from: Point2D(x: 0, y: 0), to: Point2D(x: 300, y: 120), spring: .snappy(),
  ///   initialVelocity: Point2D(x: 0, y: -900))
  /// timeline.add(throwCard, atTime: 10, output: 0)
  /// timeline.advance(to: 12, into: &values)
  /// Point2D(timelineOutputs: values, startingAt: 0)   // (300.0, 120.0): at rest, exactly
  /// ```
  ///
  /// - Precondition: `time` finite, `output` in 0…``AnimationTimeline/outputLimit`` less the
  ///   value's lanes, every lane of the start, target and velocity finite.
  /// - Complexity: O(lanes) amortized.
  @discardableResult
  public mutating func add<Value: TimelineValue & Interpolatable>(
    _ motion: SpringMotion<Value>, atTime time: Double, output: Int
  ) -> Handle {
    checkAddition(time, output, lanes: Value.timelineLaneCount)
    let tolerance = Self.laneTolerance(motion.tolerance, lanes: Value.timelineLaneCount)
    return addLanes(
      of: [motion.start, motion.target, motion.initialVelocity], output: output
    ) { timeline, lane, output, parent in
      timeline.insertSpring(
        SpringMotion(
          from: lane[0], to: lane[1], spring: motion.spring, initialVelocity: lane[2],
          tolerance: tolerance),
        startTime: time, output: output, parent: parent)
    }
  }

  /// Adds a spring from `start` to `target`, at rest at the start, for any value of lanes —
  /// a transform too (Core Animation's components, the rotation along the shorter arc), which
  /// no `SpringMotion` can hold. Otherwise as ``add(_:atTime:output:)-(SpringMotion<Value>,_,_)``.
  ///
  /// - Precondition: `time` finite, `output` in 0…``AnimationTimeline/outputLimit`` less the
  ///   value's lanes, every lane finite.
  @discardableResult
  public mutating func add<Value: TimelineValue>(
    from start: Value, to target: Value, spring: DampedSpring, tolerance: RestTolerance = .unit,
    atTime time: Double, output: Int
  ) -> Handle {
    checkAddition(time, output, lanes: Value.timelineLaneCount)
    let tolerance = Self.laneTolerance(tolerance, lanes: Value.timelineLaneCount)
    return addLanes(of: [start, target], output: output) { timeline, lane, output, parent in
      timeline.insertSpring(
        SpringMotion(from: lane[0], to: lane[1], spring: spring, tolerance: tolerance),
        startTime: time, output: output, parent: parent)
    }
  }

  /// Adds a tween of a value of several lanes: every lane a tween along the same curve, eased
  /// in the curve's batch, so the value is Core Animation's interpolation at the curve's
  /// progress (for a transform, of its components). The handle completes when the tween ends,
  /// every lane exactly at the target's.
  ///
  /// - Precondition: `time` finite, `output` in 0…``AnimationTimeline/outputLimit`` less the
  ///   value's lanes, every lane finite.
  @discardableResult
  public mutating func add<Value: TimelineValue & Interpolatable, Curve: TimingCurve>(
    _ tween: Tween<Value, Curve>, atTime time: Double, output: Int
  ) -> Handle {
    checkAddition(time, output, lanes: Value.timelineLaneCount)
    let curve = AnyTimingCurve(tween.curve)
    return addLanes(
      of: [tween.start, tween.end, tween.addedVelocity], output: output
    ) { timeline, lane, output, parent in
      timeline.insert(
        Tween(
          from: lane[0], to: lane[1], duration: tween.duration, curve: curve,
          addedVelocity: lane[2]),
        startTime: time, direction: 1, output: output, parent: parent)
    }
  }

  /// Adds a tween from `start` to `target` over `duration` seconds along `curve`, for any
  /// value of lanes — a transform too. Otherwise as
  /// ``add(_:atTime:output:)-(Tween<Value,Curve>,_,_)``.
  ///
  /// ```swift
  /// var timeline = AnimationTimeline()
  /// var lanes = [Double](repeating: 0, count: 6)
  /// let rotatedIn = AffineTransform2D(rotationAngle: -Double.pi / 2)
  /// timeline.add(
  ///   from: rotatedIn, to: .identity, duration: 0.5, curve: CubicBezier.easeInOut,
  ///   atTime: 0, output: 0)
  /// timeline.advance(to: 0.25, into: &lanes)
  /// AffineTransform2D(timelineOutputs: lanes, startingAt: 0).components.rotation  // -0.785398…: −π/4
  /// ```
  ///
  /// - Precondition: `duration` finite and ≥ 0, `time` finite, `output` in
  ///   0…``AnimationTimeline/outputLimit`` less the value's lanes, every lane finite.
  @discardableResult
  public mutating func add<Value: TimelineValue>(
    from start: Value, to target: Value, duration: Double, curve: some TimingCurve,
    atTime time: Double, output: Int
  ) -> Handle {
    do { try Tween<Double, AnyTimingCurve>.validate(duration: duration) } catch { error.stop() }
    checkAddition(time, output, lanes: Value.timelineLaneCount)
    let curve = AnyTimingCurve(curve)
    return addLanes(of: [start, target], output: output) { timeline, lane, output, parent in
      timeline.insert(
        Tween(from: lane[0], to: lane[1], duration: duration, curve: curve),
        startTime: time, direction: 1, output: output, parent: parent)
    }
  }

  /// Adds a decay of a value of several lanes (a flung point): every lane decays as the value
  /// does, bit for bit, and all come to rest together, when the value's speed does.
  ///
  /// - Precondition: `time` finite, `output` in 0…``AnimationTimeline/outputLimit`` less the
  ///   value's lanes, every lane finite.
  @discardableResult
  public mutating func add<Value: TimelineValue & Interpolatable>(
    _ motion: DecayMotion<Value>, atTime time: Double, output: Int
  ) -> Handle {
    checkAddition(time, output, lanes: Value.timelineLaneCount)
    let completion = motion.completionTime ?? .infinity
    return addLanes(
      of: [motion.start, motion.initialVelocity], aligningTarget: false, output: output
    ) {
      timeline, lane, output, parent in
      timeline.insertDecay(
        DecayMotion(
          from: lane[0], initialVelocity: lane[1], decay: motion.decay,
          tolerance: motion.tolerance, retargetSpring: motion.retargetSpring),
        startTime: time, output: output, parent: parent, completionTime: completion)
    }
  }

  /// Adds any other trajectory of a value of several lanes — keyframes through points, a
  /// clamped motion of a rect — evaluated whole for each of its lanes: the slower path.
  ///
  /// - Precondition: `time` finite, `output` in 0…``AnimationTimeline/outputLimit`` less the
  ///   value's lanes.
  @discardableResult
  public mutating func add<Value: TimelineValue & Interpolatable>(
    _ trajectory: some Trajectory<Value>, atTime time: Double, output: Int
  ) -> Handle {
    checkAddition(time, output, lanes: Value.timelineLaneCount)
    return addLanes(of: [trajectory.target], output: output) { timeline, lane, output, parent in
      timeline.insertTrajectory(
        LaneTrajectory(base: trajectory, lane: lane.index), startTime: time, output: output,
        parent: parent)
    }
  }

  /// The value of an animation of `type` at clock time `time`: its lanes' own values (offsets
  /// of additive retargets not included), a lane at rest at its target.
  ///
  /// - Throws: ``TimelineError`` for a stale or foreign handle, or
  ///   ``TimelineError/Kind/wrongValueType`` when the animation has another number of lanes.
  public func value<Value: TimelineValue>(
    of handle: Handle, as type: Value.Type, atTime time: Double
  ) throws(TimelineError) -> Value {
    precondition(!time.isNaN, "AnimationTimeline.value: time must not be NaN")
    return try made(of: handle, atTime: time) { $0.value }
  }

  /// The velocity (units per second, lane by lane) of an animation of `type` at clock time
  /// `time`.
  ///
  /// - Throws: as ``value(of:as:atTime:)``.
  public func velocity<Value: TimelineValue & Interpolatable>(
    of handle: Handle, as type: Value.Type, atTime time: Double
  ) throws(TimelineError) -> Value {
    precondition(!time.isNaN, "AnimationTimeline.velocity: time must not be NaN")
    return try made(of: handle, atTime: time) { $0.velocity }
  }

  /// The value made of each lane's `part` of its state at clock time `time`.
  func made<Value: TimelineValue>(
    of handle: Handle, atTime time: Double,
    _ part: ((value: Double, velocity: Double)) -> Double
  ) throws(TimelineError) -> Value {
    let slots = try slots(of: handle, lanes: Value.timelineLaneCount)
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: slots.count) { lanes in
      for (index, slot) in slots.enumerated() {
        lanes[index] = part(laneState(slot, time: time))
      }
      return Value(timelineLanes: UnsafeBufferPointer(lanes))
    }
  }

  /// Sends an animation of several lanes to `target` from clock time `time` on, every lane as
  /// `policy` says (see ``retarget(_:to:atTime:policy:)-(_,Double,_,_)``), with the target's
  /// rotation aligned to the value at the switch (the shorter arc). Lanes at rest start
  /// again. ``RetargetPolicy/rescaledRestart`` scales the duration by the distance left over
  /// the whole distance measured over all lanes, so that they keep moving together; a
  /// spring's tolerance is divided among the lanes as in
  /// ``add(_:atTime:output:)-(SpringMotion<Value>,_,_)``.
  ///
  /// - Throws: ``TimelineError``: a stale or foreign handle, another number of lanes
  ///   (``TimelineError/Kind/wrongValueType``), or ``TimelineError/Kind/unsupported`` for
  ///   ``RetargetPolicy/rescaledRestart`` of an animation that is not a tween; then nothing
  ///   changes.
  /// - Precondition: `time` and every lane of `target` finite.
  public mutating func retarget<Value: TimelineValue>(
    _ handle: Handle, to target: Value, atTime time: Double, policy: RetargetPolicy
  ) throws(TimelineError) {
    precondition(time.isFinite, "AnimationTimeline.retarget: time must be finite, got \(time)")
    applyPendingChanges()
    let slots = try slots(of: handle, lanes: Value.timelineLaneCount)
    if case .rescaled = policy.kind, !slots.allSatisfy({ lane($0).isTween }) {
      throw TimelineError(kind: .unsupported, handle: handle)
    }
    let count = slots.count
    var now = [Double](repeating: 0, count: count)
    var targets = [Double](repeating: 0, count: count)
    for (index, slot) in slots.enumerated() {
      now[index] = groups.state(at: lane(slot), time: time).value
    }
    targets.withUnsafeMutableBufferPointer { lanes in
      target.writeTimelineLanes(into: lanes)
      now.withUnsafeBufferPointer { Value.alignTimelineLanes(lanes, near: $0) }
    }
    precondition(
      targets.allSatisfy(\.isFinite),
      "AnimationTimeline.retarget: every lane of target must be finite, got \(targets)")
    var lanePolicy = policy
    var share: Double?
    switch policy.kind {
    case .carry(let spring, let tolerance):
      lanePolicy = .carryingVelocity(
        into: spring, tolerance: Self.laneTolerance(tolerance, lanes: count))
    case .rescaled:
      var whole = [Double](repeating: 0, count: count)
      for (index, slot) in slots.enumerated() {
        guard case .tween(let group, let position) = lane(slot) else { continue }
        let tween = groups.tween(group: group, index: position)
        whole[index] = tween.end - tween.start
      }
      let left = zip(targets, now).map { $0 - $1 }
      let span = Self.length(whole)
      share = span > 0 ? min(Self.length(left) / span, 1) : 1
    case .additive: break
    }
    for (index, slot) in slots.enumerated() {
      retargetLane(
        slot, at: lane(slot), to: targets[index], atTime: time, policy: lanePolicy, share: share)
    }
    if case .composite(let first, _) = directory.entries[Int(handle.slot)].location {
      directory.move(handle.slot, to: .composite(firstMember: first, running: count))
    }
  }

  /// The lanes of `handle`, which must number `lanes`.
  func slots(of handle: Handle, lanes: Int) throws(TimelineError) -> [Int32] {
    let slots = try laneSlots(handle)
    guard slots.count == lanes else { throw TimelineError(kind: .wrongValueType, handle: handle) }
    return slots
  }

  /// The values of one lane of a composite being added, one per value given.
  struct LaneValues {
    let table: [Double]
    let laneCount: Int
    /// Which lane.
    let index: Int

    /// Lane `index` of the `value`th value.
    subscript(value: Int) -> Double { table[value * laneCount + index] }
  }

  /// Adds a value of several lanes: `values` (start, target, velocity, …; the second aligned
  /// to the first when `aligningTarget`) split into lanes, and `addLane` called for each with
  /// the lane's numbers, its output and the composite's slot. One lane is added as a plain
  /// animation.
  mutating func addLanes<Value: TimelineValue>(
    of values: [Value], aligningTarget: Bool = true, output: Int,
    _ addLane: (inout AnimationTimeline, LaneValues, Int, Int32) -> Handle
  ) -> Handle {
    let count = Value.timelineLaneCount
    var table = [Double](repeating: 0, count: values.count * count)
    table.withUnsafeMutableBufferPointer { table in
      for (index, value) in values.enumerated() {
        value.writeTimelineLanes(
          into: UnsafeMutableBufferPointer(rebasing: table[index * count..<(index + 1) * count]))
      }
      if aligningTarget && values.count > 1 {
        Value.alignTimelineLanes(
          UnsafeMutableBufferPointer(rebasing: table[count..<2 * count]),
          near: UnsafeBufferPointer(rebasing: table[0..<count]))
      }
    }
    precondition(
      table.allSatisfy(\.isFinite),
      "AnimationTimeline.add: every lane of the values must be finite, got \(table)")
    if count == 1 {
      return addLane(&self, LaneValues(table: table, laneCount: 1, index: 0), output, -1)
    }
    let composite = directory.insert(.composite(firstMember: -1, running: count), output: output)
    var first: Int32 = -1
    var previous: Int32 = -1
    for index in 0..<count {
      let lane = addLane(
        &self, LaneValues(table: table, laneCount: count, index: index), output + index,
        composite.slot)
      if previous < 0 {
        first = lane.slot
      } else {
        directory.entries[Int(previous)].nextMember = lane.slot
      }
      previous = lane.slot
    }
    directory.move(composite.slot, to: .composite(firstMember: first, running: count))
    return composite
  }

  /// `tolerance` for each of `lanes` lanes: both bounds divided by √lanes, so that lanes each
  /// within theirs are together within `tolerance`.
  static func laneTolerance(_ tolerance: RestTolerance, lanes: Int) -> RestTolerance {
    guard lanes > 1 else { return tolerance }
    let divisor = Double(lanes).squareRoot()
    return RestTolerance(
      displacement: tolerance.displacement / divisor, velocity: tolerance.velocity / divisor)
  }

  /// The Euclidean length of `lanes`, scaled by the largest so that it cannot overflow.
  static func length(_ lanes: [Double]) -> Double {
    let largest = lanes.reduce(0) { max($0, abs($1)) }
    guard largest > 0, largest.isFinite else { return largest }
    return largest * lanes.reduce(0) { $0 + ($1 / largest) * ($1 / largest) }.squareRoot()
  }
}
