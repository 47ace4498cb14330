import Easing
import KineticsCore
import Motion
import Springs

extension AnimationTimeline {
  /// The animation's own value at clock time `time` (offsets left by additive retargets on its
  /// output not included).
  ///
  /// - Throws: ``TimelineError`` for a stale or foreign handle, or one of a value of several
  ///   lanes (read it with ``value(of:as:atTime:)``).
  public func value(of handle: Handle, atTime time: Double) throws(TimelineError) -> Double {
    precondition(!time.isNaN, "AnimationTimeline.value: time must not be NaN")
    _ = try singleLane(handle)
    return laneState(handle.slot, time: time).value
  }

  /// The animation's velocity (units per second) at clock time `time`.
  ///
  /// - Throws: ``TimelineError`` for a stale or foreign handle, or one of a value of several
  ///   lanes (read it with ``velocity(of:as:atTime:)``).
  public func velocity(of handle: Handle, atTime time: Double) throws(TimelineError) -> Double {
    precondition(!time.isNaN, "AnimationTimeline.velocity: time must not be NaN")
    _ = try singleLane(handle)
    return laneState(handle.slot, time: time).velocity
  }

  /// Sends the animation to `target` from clock time `time` on, as `policy` says; the handle
  /// then names the new motion.
  ///
  /// - Throws: ``TimelineError``: a stale or foreign handle, a handle of a value of several
  ///   lanes (``TimelineError/Kind/wrongValueType``), or ``TimelineError/Kind/unsupported``
  ///   for ``RetargetPolicy/rescaledRestart`` of an animation that is not a tween.
  /// - Precondition: `target` and `time` finite.
  /// - Complexity: O(1). The retarget is recorded, and applied together with the other
  ///   retargets and removals made before the timeline next changes otherwise (an advance, a
  ///   pause…), which lets it fetch their animations' data from memory in parallel; reads by
  ///   handle see it at once.
  public mutating func retarget(
    _ handle: Handle, to target: Double, atTime time: Double, policy: RetargetPolicy
  ) throws(TimelineError) {
    precondition(
      target.isFinite, "AnimationTimeline.retarget: target must be finite, got \(target)")
    precondition(time.isFinite, "AnimationTimeline.retarget: time must be finite, got \(time)")
    let location = try singleLane(handle)
    if case .rescaled = policy.kind {
      let isTween =
        hasPendingChanges(handle.slot)
        ? pendingAnimation(ofSlot: handle.slot).tween != nil : location.isTween
      if !isTween { throw TimelineError(kind: .unsupported, handle: handle) }
    }
    switch policy.kind {
    case .carry(let spring, let tolerance):
      let group = Int32(groups.springGroup(for: spring, tolerance: tolerance))
      enqueue(.carry(target: target, time: time, group: group), slot: handle.slot)
    case .additive(let duration, let curve):
      enqueue(
        .additive(target: target, time: time, duration: duration, curve: curve), slot: handle.slot)
    case .rescaled:
      enqueue(.rescaled(target: target, time: time), slot: handle.slot)
    }
  }

  /// The location of a one-lane animation.
  func singleLane(_ handle: Handle) throws(TimelineError) -> TimelineDirectory.Location {
    let location = try directory.location(of: handle)
    if case .composite = location { throw TimelineError(kind: .wrongValueType, handle: handle) }
    return location
  }

  /// Retargets the lane in `slot`. With ``RetargetPolicy/rescaledRestart`` the lane is a tween
  /// and `share` is the fraction of its duration the new tween takes (a composite's, shared by
  /// its lanes), or nil for the lane's own remaining distance over its whole distance.
  mutating func retargetLane(
    _ slot: Int32, at location: TimelineDirectory.Location, to target: Double,
    atTime time: Double, policy: RetargetPolicy, share: Double? = nil
  ) {
    let output = directory.entries[Int(slot)].output
    switch policy.kind {
    case .carry(let spring, let tolerance):
      carryLane(
        slot, at: location, to: target, atTime: time,
        group: groups.springGroup(for: spring, tolerance: tolerance))
    case .additive(let duration, let curve):
      let oldTarget = groups.keepAsOffset(location, output: output, owner: slot)
      detach(slot, at: location, keepSlot: true)
      let tween = Tween(from: oldTarget, to: target, duration: duration, curve: curve)
      insert(tween, startTime: time, direction: 1, output: output, slot: slot)
    case .rescaled:
      guard case .tween(let group, let index) = location else { return }
      let tween = RetargetPolicy.rescaled(
        groups.tween(group: group, index: index),
        from: groups.state(at: location, time: time).value,
        to: target, share: share)
      detach(slot, at: location, keepSlot: true)
      insert(tween, startTime: time, direction: 1, output: output, slot: slot)
    }
  }

  /// Carries the value and velocity of the lane in `slot` at clock time `time` into a motion
  /// toward `target` with the spring and tolerance of spring group `group` (the group's own, so
  /// that the motion is the one the group's lanes evaluate).
  mutating func carryLane(
    _ slot: Int32, at location: TimelineDirectory.Location, to target: Double,
    atTime time: Double, group: Int
  ) {
    let motion = groups.springs[group].key.carrying(
      groups.state(at: location, time: time), to: target)
    // Into the spring it already follows (a drag retargeting every frame): the lane in place.
    if case .spring(let current, let index) = location, current == group {
      groups.springs[group].replace(at: index, with: motion, startTime: time)
      return
    }
    let output = directory.entries[Int(slot)].output
    detach(slot, at: location, keepSlot: true)
    insertSpring(motion, startTime: time, output: output, slot: slot, group: group)
  }

  /// Plays a tween backward from clock time `time` along its own curve, as
  /// `UIViewPropertyAnimator.isReversed` does: the value is continuous, the velocity flips
  /// sign, and it ends at its start, never passing the point of reversal. Reversing a reversed
  /// tween plays it forward again. A tween of several lanes reverses in every lane.
  ///
  /// - Throws: ``TimelineError``: a stale or foreign handle, or ``TimelineError/Kind/unsupported``
  ///   for an animation that is not a tween.
  /// - Precondition: `time` finite.
  public mutating func reverse(_ handle: Handle, atTime time: Double) throws(TimelineError) {
    precondition(time.isFinite, "AnimationTimeline.reverse: time must be finite, got \(time)")
    applyPendingChanges()
    let slots = try laneSlots(handle)
    guard slots.allSatisfy({ lane($0).isTween || lane($0).isHeld }),
      slots.contains(where: { lane($0).isTween })
    else { throw TimelineError(kind: .unsupported, handle: handle) }
    for slot in slots {
      let location = lane(slot)
      guard case .tween(let group, let index) = location else { continue }
      let tween = groups.tween(group: group, index: index)
      // Read through the array, no copy of the group kept: one held across the detach below
      // would make the detach copy every one of the group's arrays.
      let direction = groups.tweens[group].directions[index]
      // The tween's elapsed time at the switch, clamped to its duration, kept: forward it
      // becomes pivot − now, backward start + elapsed = now.
      let elapsed = min(max(groups.tweens[group].elapsed(at: index, time), 0), tween.duration)
      let output = directory.entries[Int(slot)].output
      detach(slot, at: location, keepSlot: true)
      insert(
        tween, startTime: direction > 0 ? time + elapsed : time - elapsed, direction: -direction,
        output: output, slot: slot)
    }
  }

  /// The lanes of the animation: its own slot for a one-lane animation, its members' for a
  /// composite. Read each lane's location with ``lane(_:)`` when it is its turn: moving one
  /// lane within a group can move a sibling.
  func laneSlots(_ handle: Handle) throws(TimelineError) -> [Int32] {
    guard case .composite(let first, _) = try directory.location(of: handle) else {
      return [handle.slot]
    }
    return directory.members(from: first)
  }

  /// Where the lane in `slot` is now: in its group, its pending retargets not applied, which
  /// only `pendingAnimation(ofSlot:)` may read it with.
  func lane(_ slot: Int32, allowingPendingChanges: Bool = false) -> TimelineDirectory.Location {
    guard let location = directory.entries[Int(slot)].location else {
      preconditionFailure("AnimationTimeline: lane \(slot) has no animation")
    }
    precondition(
      allowingPendingChanges || !hasPendingChanges(slot),
      "AnimationTimeline: lane \(slot) read before its pending changes were applied")
    return location
  }
}

extension TimelineDirectory.Location {
  /// Whether the animation is a tween (forward or reversed).
  var isTween: Bool {
    if case .tween = self { return true }
    return false
  }

  /// Whether the animation holds a still value: paused, or a lane at rest.
  var isHeld: Bool {
    switch self {
    case .paused, .rested: true
    default: false
    }
  }
}
