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
  /// - Precondition: `time` finite, `output` in 0..<``outputLimit``.
  /// - Complexity: O(1) amortized.
  @discardableResult
  public mutating func add(_ motion: SpringMotion<Double>, atTime time: Double, output: Int)
    -> Handle
  {
    checkAddition(time, output)
    return insertSpring(motion, startTime: time, output: output)
  }

  /// Adds a tween along any timing curve that starts at clock time `time` and writes to
  /// `output`; tweens along equal curves are eased together.
  ///
  /// - Precondition: `time` finite, `output` in 0..<``outputLimit``.
  /// - Complexity: O(1) amortized.
  // The generic entry a caller in another module reaches dispatches to these bodies for the
  // usual curves, whose type is known in them: a bézier finds its group by its control points,
  // with no look-up of types in the runtime and no boxing of the curve.
  @_specialize(where Curve == CubicBezier)
  @_specialize(where Curve == TimingFunction)
  @discardableResult
  public mutating func add<Curve: TimingCurve>(
    _ tween: Tween<Double, Curve>, atTime time: Double, output: Int
  ) -> Handle {
    checkAddition(time, output)
    return insert(tween, startTime: time, direction: 1, output: output)
  }

  /// Adds a decay that starts at clock time `time` and writes to `output`.
  ///
  /// - Precondition: `time` finite, `output` in 0..<``outputLimit``.
  /// - Complexity: O(1) amortized.
  @discardableResult
  public mutating func add(_ motion: DecayMotion<Double>, atTime time: Double, output: Int)
    -> Handle
  {
    checkAddition(time, output)
    return insertDecay(motion, startTime: time, output: output)
  }

  /// Adds a keyframe animation that starts at clock time `time` and writes to `output`;
  /// animations of equal keyframes share them.
  ///
  /// - Precondition: `time` finite, `output` in 0..<``outputLimit``.
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
  /// - Precondition: `modelValue` finite, `output` in 0..<``outputLimit``.
  @discardableResult
  public mutating func add(
    _ animation: PropertyAnimation<Double>, modelValue: Double, output: Int
  ) -> Handle {
    precondition(
      modelValue.isFinite, "AnimationTimeline.add: modelValue must be finite, got \(modelValue)")
    checkAddition(0, output)
    return insertTrajectory(
      MediaTimedAnimation(.keyframes(animation), modelValue: modelValue), startTime: 0,
      output: output)
  }

  /// Adds a spring as Core Animation's `CASpringAnimation` plays it on the timeline's clock:
  /// `timing` — begin time, duration (`settlingDuration` is the usual choice), speed, time
  /// offset, repeats, autoreverse, fill — decides the local time into each iteration,
  /// progress × duration, and the output shows the spring motion there (from its start with
  /// its initial velocity toward its target, `fromValue`, `initialVelocity` and `toValue`),
  /// added to `modelValue` when `isAdditive`, and `modelValue` wherever the timing shows
  /// nothing. A duration shorter than the spring's settling cuts it off there, as Core
  /// Animation does. It completes at the end of its active interval, leaving the fill's value
  /// or the model value. The slower path, one call each.
  ///
  /// ```swift
  /// var timeline = AnimationTimeline()
  /// var scale = [1.0]
  /// let pop = SpringMotion(from: 0.5, to: 1, spring: DampedSpring(response: 0.4, dampingRatio: 0.5))
  /// let timing = MediaTiming(beginTime: 2, duration: 0.4, fillMode: .forwards)
  /// timeline.add(pop, timing: timing, modelValue: 1, output: 0)
  /// timeline.advance(to: 2.2, into: &scale)
  /// scale[0]                              // 1.07034…: the spring 0.2 s in, past its target
  /// ```
  ///
  /// - Precondition: `modelValue` finite, `output` in 0..<``outputLimit``.
  @discardableResult
  public mutating func add(
    _ motion: SpringMotion<Double>, timing: MediaTiming, isAdditive: Bool = false,
    modelValue: Double, output: Int
  ) -> Handle {
    precondition(
      modelValue.isFinite, "AnimationTimeline.add: modelValue must be finite, got \(modelValue)")
    checkAddition(0, output)
    return insertTrajectory(
      MediaTimedAnimation(.spring(motion, timing, isAdditive: isAdditive), modelValue: modelValue),
      startTime: 0, output: output)
  }

  /// Adds a web animation on the timeline's clock: `keyframes` played through `timing` (Web
  /// Animations Level 1's delay, end delay, iterations, iteration start, direction, fill and
  /// easing) by an animation played at clock time `time` with rate `playbackRate`: its
  /// current time is `(clock − time) × playbackRate`, counted from the effect's end time when
  /// the rate is negative (as the web's `play()` rewinds a reversed animation to its end
  /// first). Where the effect shows nothing (outside
  /// its active interval without a fill) the output shows `modelValue`. It completes when it
  /// finishes as the web defines it (forward: at its end time; backward: at current time 0;
  /// never at rate 0), leaving the fill's value or the model value. The slower path, one
  /// call each.
  ///
  /// ```swift
  /// var timeline = AnimationTimeline()
  /// var opacity = [1.0]
  /// let fade = EffectTiming(duration: 0.5, iterations: 2, direction: .alternate, fill: .forwards)
  /// timeline.add(
  ///   KeyframeCurve(values: [1.0, 0.2]), timing: fade, atTime: 8, playbackRate: 2,
  ///   modelValue: 1, output: 0)
  /// timeline.advance(to: 8.125, into: &opacity)
  /// opacity[0]                                  // 0.6: half-way down at twice the speed
  /// timeline.advance(to: 8.5, into: &opacity)
  /// timeline.completions.count                  // 1: finished, back up and filled
  /// opacity                                     // [1.0]
  /// ```
  ///
  /// - Precondition: `time`, `playbackRate` and `modelValue` finite, `output` in
  ///   0..<``outputLimit``; a negative rate needs a finite end time (the web refuses to play an
  ///   endless effect backward).
  @discardableResult
  public mutating func add(
    _ keyframes: KeyframeCurve<Double>, timing: EffectTiming, atTime time: Double,
    playbackRate: Double = 1, modelValue: Double, output: Int
  ) -> Handle {
    precondition(
      playbackRate.isFinite,
      "AnimationTimeline.add: playbackRate must be finite, got \(playbackRate)")
    precondition(
      playbackRate >= 0 || timing.endTime.isFinite,
      "AnimationTimeline.add: playbackRate must be ≥ 0 for an effect with no end, got \(playbackRate)"
    )
    precondition(
      modelValue.isFinite, "AnimationTimeline.add: modelValue must be finite, got \(modelValue)")
    checkAddition(time, output)
    let effect = TimedEffect(
      keyframes, timing: timing, playbackRate: playbackRate, modelValue: modelValue)
    return insertTrajectory(effect, startTime: time, output: output)
  }

  /// Adds any other trajectory of doubles — keyframes, an interactive transition's completion,
  /// a clamped motion — that starts at clock time `time` and writes to `output`. Evaluated one
  /// call at a time: the slower path.
  ///
  /// - Precondition: `time` finite, `output` in 0..<``outputLimit``.
  /// - Complexity: O(1) amortized.
  @discardableResult
  public mutating func add(_ trajectory: some Trajectory<Double>, atTime time: Double, output: Int)
    -> Handle
  {
    checkAddition(time, output)
    return insertTrajectory(trajectory, startTime: time, output: output)
  }

  /// Removes the animation, and the offsets its additive retargets left running: its output
  /// keeps the last value written, and the next
  /// ``advance(to:into:)-(_,UnsafeMutableBufferPointer<Double>)`` reports it as
  /// ``CompletionReason/removed``.
  ///
  /// - Throws: ``TimelineError`` for a stale or foreign handle.
  /// - Complexity: O(1): the handle is stale at once, and the animation leaves its group with
  ///   the other pending changes (see ``retarget(_:to:atTime:policy:)-(_,Double,_,_)``).
  public mutating func remove(_ handle: Handle) throws(TimelineError) {
    let location = try directory.location(of: handle)
    let output = directory.entries[Int(handle.slot)].output
    if case .composite(let first, _) = location {
      applyPendingChanges()
      for slot in directory.members(from: first) {
        groups.offsets.removeAll(ownedBy: slot)
        detach(slot, at: lane(slot))
      }
      directory.release(handle.slot)
    } else {
      directory.retire(handle.slot)
      enqueue(.removal, slot: handle.slot)
    }
    removals.append(Completion(handle: handle, reason: .removed, output: output))
  }

  /// Every animation's handle (one for a value of several lanes), in no particular order.
  public var handles: [Handle] {
    directory.entries.indices.compactMap { slot in
      let entry = directory.entries[slot]
      let isRemoved = entry.latestChange >= 0 && pendingChanges[Int(entry.latestChange)].isRemoval
      return entry.location == nil || entry.parent >= 0 || isRemoved
        ? nil : directory.handle(ofSlot: Int32(slot))
    }
  }

  /// Stops unless `time` is finite and the `lanes` outputs from `output` on are below
  /// ``outputLimit``.
  func checkAddition(_ time: Double, _ output: Int, lanes: Int = 1) {
    precondition(time.isFinite, "AnimationTimeline.add: time must be finite, got \(time)")
    precondition(
      output >= 0 && output <= Self.outputLimit - lanes,
      "AnimationTimeline.add: output must be in 0…\(Self.outputLimit - lanes), got \(output)")
  }

  // The insertions below put an animation into its group: in a new slot (a lane of the
  // composite in slot `parent` when that is ≥ 0), or in `slot`, kept by a retarget, a resume
  // or a seek.

  /// Inserts a tween (forward, or reversed with `direction` −1 and `startTime` its pivot).
  @discardableResult
  mutating func insert(
    _ tween: Tween<Double, some TimingCurve>, startTime: Double, direction: Double, output: Int,
    slot: Int32? = nil, parent: Int32 = -1
  ) -> Handle {
    let group = groups.tweenGroup(for: tween.curve)
    let location = TimelineDirectory.Location.tween(group: group, index: groups.tweens[group].count)
    let handle = place(location, output: output, slot: slot, parent: parent)
    groups.tweens[group].append(
      tween, startTime: startTime, direction: direction, output: output, slot: handle.slot)
    return handle
  }

  @discardableResult
  mutating func insertTrajectory(
    _ trajectory: any Trajectory<Double>, startTime: Double, output: Int, slot: Int32? = nil,
    parent: Int32 = -1
  ) -> Handle {
    let location = TimelineDirectory.Location.trajectory(index: groups.trajectories.count)
    let handle = place(location, output: output, slot: slot, parent: parent)
    groups.trajectories.append(trajectory, startTime: startTime, output: output, slot: handle.slot)
    return handle
  }

  /// Inserts a spring motion into the group of its spring and tolerance, or into spring group
  /// `group` when the caller has found it (its spring and tolerance the motion's).
  @discardableResult
  mutating func insertSpring(
    _ motion: SpringMotion<Double>, startTime: Double, output: Int, slot: Int32? = nil,
    parent: Int32 = -1, group: Int? = nil
  ) -> Handle {
    let group = group ?? groups.springGroup(for: motion.spring, tolerance: motion.tolerance)
    let location = TimelineDirectory.Location.spring(
      group: group, index: groups.springs[group].count)
    let handle = place(location, output: output, slot: slot, parent: parent)
    groups.springs[group].append(motion, startTime: startTime, output: output, slot: handle.slot)
    return handle
  }

  @discardableResult
  mutating func insertDecay(
    _ motion: DecayMotion<Double>, startTime: Double, output: Int, slot: Int32? = nil,
    parent: Int32 = -1, completionTime: Double? = nil
  ) -> Handle {
    let location = TimelineDirectory.Location.decay(index: groups.decays.count)
    let handle = place(location, output: output, slot: slot, parent: parent)
    groups.decays.append(
      motion, startTime: startTime, output: output, slot: handle.slot,
      completionTime: completionTime)
    return handle
  }

  /// A new slot at `location`, or `slot` moved there.
  mutating func place(
    _ location: TimelineDirectory.Location, output: Int, slot: Int32?, parent: Int32 = -1
  ) -> Handle {
    outputCount = max(outputCount, output + 1)
    guard let slot else { return directory.insert(location, output: output, parent: parent) }
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
