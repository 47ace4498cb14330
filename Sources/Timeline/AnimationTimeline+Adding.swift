import Easing
import KineticsCore
import Motion
import Springs

extension AnimationTimeline {
  /// Adds a spring motion that starts at clock time `time` and writes to `output`.
  ///
  /// - Parameters:
  ///   - motion: the spring, its start, target, initial velocity and tolerance.
  ///   - time: clock seconds at which its elapsed time is 0; before it the motion holds its
  ///     start.
  ///   - output: the index of the value it writes in ``advance(to:into:)-(_,UnsafeMutableBufferPointer<Double>)``'s buffer.
  /// - Returns: its handle.
  /// - Precondition: `time` finite, `output` ≥ 0.
  /// - Complexity: O(1) amortized.
  @discardableResult
  public mutating func add(_ motion: SpringMotion<Double>, atTime time: Double, output: Int)
    -> Handle
  {
    checkAddition(time, output)
    let group = groups.springGroup(for: motion.spring)
    let handle = place(
      .spring(group: group, index: groups.springs[group].count), output: output, slot: nil)
    groups.springs[group].append(motion, startTime: time, output: output, slot: handle.slot)
    return handle
  }

  /// Adds a tween along any timing curve that starts at clock time `time` and writes to
  /// `output`; tweens along equal curves are eased together.
  ///
  /// - Precondition: `time` finite, `output` ≥ 0.
  /// - Complexity: O(1) amortized.
  @discardableResult
  public mutating func add<Curve: TimingCurve>(
    _ tween: Tween<Double, Curve>, atTime time: Double, output: Int
  ) -> Handle {
    checkAddition(time, output)
    let curve = AnyTimingCurve(tween.curve)
    let erased = Tween(
      from: tween.start, to: tween.end, duration: tween.duration, curve: curve,
      addedVelocity: tween.addedVelocity)
    return insert(erased, startTime: time, direction: 1, output: output)
  }

  /// Adds a decay that starts at clock time `time` and writes to `output`.
  ///
  /// - Precondition: `time` finite, `output` ≥ 0.
  /// - Complexity: O(1) amortized.
  @discardableResult
  public mutating func add(_ motion: DecayMotion<Double>, atTime time: Double, output: Int)
    -> Handle
  {
    checkAddition(time, output)
    let handle = place(.decay(index: groups.decays.count), output: output, slot: nil)
    groups.decays.append(motion, startTime: time, output: output, slot: handle.slot)
    return handle
  }

  /// Adds a keyframe animation that starts at clock time `time` and writes to `output`;
  /// animations of equal keyframes share them.
  ///
  /// - Precondition: `time` finite, `output` ≥ 0.
  /// - Complexity: O(1) amortized, plus hashing the keyframes.
  @discardableResult
  public mutating func add(
    _ animation: KeyframeAnimation<Double>, atTime time: Double, output: Int
  ) -> Handle {
    checkAddition(time, output)
    let group = groups.keyframeGroup(for: animation.keyframes)
    let handle = place(
      .keyframes(group: group, index: groups.keyframes[group].count), output: output, slot: nil)
    groups.keyframes[group].append(
      animation.duration, startTime: time, output: output, slot: handle.slot)
    return handle
  }

  /// Adds a Core Animation property animation on the timeline's clock: its `MediaTiming` —
  /// begin time, duration, speed, time offset, repeat count or duration, autoreverse, fill —
  /// decides its progress at each frame's timestamp, and the output shows its presentation
  /// value over `modelValue` (`CAPropertyAnimation` over the layer's model value, additive and
  /// cumulative included). It completes when its active interval is over, leaving the fill's
  /// value (or the model value without a forwards fill). The slower path, one call each.
  ///
  /// - Precondition: `modelValue` finite, `output` ≥ 0.
  @discardableResult
  public mutating func add(
    _ animation: PropertyAnimation<Double>, modelValue: Double, output: Int
  ) -> Handle {
    precondition(
      modelValue.isFinite, "AnimationTimeline.add: modelValue must be finite, got \(modelValue)")
    checkAddition(0, output)
    return insertTrajectory(
      TimedPropertyAnimation(animation, modelValue: modelValue), startTime: 0, output: output)
  }

  /// Adds any other trajectory of doubles — keyframes, an interactive transition's completion,
  /// a clamped motion — that starts at clock time `time` and writes to `output`. Evaluated one
  /// call at a time: the slower path.
  ///
  /// - Precondition: `time` finite, `output` ≥ 0.
  /// - Complexity: O(1) amortized.
  @discardableResult
  public mutating func add(_ trajectory: some Trajectory<Double>, atTime time: Double, output: Int)
    -> Handle
  {
    checkAddition(time, output)
    return insertTrajectory(trajectory, startTime: time, output: output)
  }

  /// Removes the animation: its output keeps the last value written, and the next
  /// ``advance(to:into:)-(_,UnsafeMutableBufferPointer<Double>)`` reports it as
  /// ``CompletionReason/removed``.
  ///
  /// - Throws: ``TimelineError`` for a stale or foreign handle.
  /// - Complexity: O(1).
  public mutating func remove(_ handle: Handle) throws(TimelineError) {
    let location = try directory.location(of: handle)
    let output = directory.entries[Int(handle.slot)].output
    detach(handle.slot, at: location)
    removals.append(Completion(handle: handle, reason: .removed, output: output))
  }

  /// Every animation's handle, in no particular order.
  public var handles: [Handle] {
    directory.entries.indices.compactMap { slot in
      directory.entries[slot].location == nil ? nil : directory.handle(ofSlot: Int32(slot))
    }
  }

  func checkAddition(_ time: Double, _ output: Int) {
    precondition(time.isFinite, "AnimationTimeline.add: time must be finite, got \(time)")
    precondition(output >= 0, "AnimationTimeline.add: output must be ≥ 0, got \(output)")
  }

  /// Inserts a tween (forward, or reversed with `direction` −1 and `startTime` its pivot).
  mutating func insert(
    _ tween: Tween<Double, AnyTimingCurve>, startTime: Double, direction: Double, output: Int,
    slot: Int32? = nil
  ) -> Handle {
    let group = groups.tweenGroup(for: tween.curve)
    let location = TimelineDirectory.Location.tween(group: group, index: groups.tweens[group].count)
    let handle = place(location, output: output, slot: slot)
    groups.tweens[group].append(
      tween, startTime: startTime, direction: direction, output: output, slot: handle.slot)
    return handle
  }

  mutating func insertTrajectory(
    _ trajectory: any Trajectory<Double>, startTime: Double, output: Int, slot: Int32? = nil
  ) -> Handle {
    let location = TimelineDirectory.Location.trajectory(index: groups.trajectories.count)
    let handle = place(location, output: output, slot: slot)
    groups.trajectories.append(trajectory, startTime: startTime, output: output, slot: handle.slot)
    return handle
  }

  mutating func insertSpring(
    _ motion: SpringMotion<Double>, startTime: Double, output: Int, slot: Int32
  ) {
    let group = groups.springGroup(for: motion.spring)
    let location = TimelineDirectory.Location.spring(
      group: group, index: groups.springs[group].count)
    _ = place(location, output: output, slot: slot)
    groups.springs[group].append(motion, startTime: startTime, output: output, slot: slot)
  }

  /// A new slot at `location`, or `slot` (kept by a retarget) moved there.
  mutating func place(_ location: TimelineDirectory.Location, output: Int, slot: Int32?)
    -> Handle
  {
    outputCount = max(outputCount, output + 1)
    guard let slot else { return directory.insert(location, output: output) }
    directory.move(slot, to: location)
    return directory.handle(ofSlot: slot)
  }

  /// Takes the animation at `location` out of its group, keeping its slot's directory entry
  /// pointing nowhere (a retarget then places the slot again; a removal releases it).
  mutating func detach(
    _ slot: Int32, at location: TimelineDirectory.Location, keepSlot: Bool = false
  ) {
    if let (moved, place) = groups.remove(at: location) { directory.move(moved, to: place) }
    if !keepSlot { directory.release(slot) }
  }
}
