import Easing
import KineticsCore
import Motion

extension AnimationTimeline {
  /// Holds the animation where it is at clock time `time`: its output shows that value on every
  /// frame, its elapsed time stops, and it does not complete, until ``resume(_:atTime:)``
  /// (`UIViewPropertyAnimator.pauseAnimation()`). Pausing a paused animation does nothing.
  ///
  /// - Throws: ``TimelineError`` for a stale or foreign handle.
  /// - Precondition: `time` finite.
  public mutating func pause(_ handle: Handle, atTime time: Double) throws(TimelineError) {
    precondition(time.isFinite, "AnimationTimeline.pause: time must be finite, got \(time)")
    applyPendingChanges()
    for slot in try laneSlots(handle) {
      let location = lane(slot)
      if location.isHeld { continue }
      let (animation, elapsed) = groups.detached(at: location, time: time)
      let output = directory.entries[Int(slot)].output
      detach(slot, at: location, keepSlot: true)
      directory.move(slot, to: .paused(index: groups.paused.count))
      groups.paused.append(animation, elapsed: elapsed, output: output, slot: slot)
    }
  }

  /// Lets a paused animation go on from clock time `time` with the elapsed time it had when
  /// paused (`startAnimation()` after a pause). Resuming a running animation does nothing.
  ///
  /// - Throws: ``TimelineError`` for a stale or foreign handle.
  /// - Precondition: `time` finite.
  public mutating func resume(_ handle: Handle, atTime time: Double) throws(TimelineError) {
    precondition(time.isFinite, "AnimationTimeline.resume: time must be finite, got \(time)")
    applyPendingChanges()
    for slot in try laneSlots(handle) {
      let location = lane(slot)
      guard case .paused(let index) = location else { continue }
      let animation = groups.paused.animations[index]
      let elapsed = groups.paused.elapsedTimes[index]
      let output = directory.entries[Int(slot)].output
      detach(slot, at: location, keepSlot: true)
      reinsert(animation, elapsed: elapsed, atTime: time, output: output, slot: slot)
    }
  }

  /// Moves the animation to its own elapsed time `elapsed` at clock time `time`: a scrub of
  /// one animation (`fractionComplete` of a property animator, in seconds). A paused animation
  /// stays paused there; for a reversed tween, `elapsed` is the tween's own.
  ///
  /// - Throws: ``TimelineError`` for a stale or foreign handle.
  /// - Precondition: `elapsed` and `time` finite.
  public mutating func seek(_ handle: Handle, toElapsed elapsed: Double, atTime time: Double)
    throws(TimelineError)
  {
    precondition(
      elapsed.isFinite && time.isFinite,
      "AnimationTimeline.seek: elapsed and time must be finite, got \(elapsed), \(time)")
    applyPendingChanges()
    for slot in try laneSlots(handle) {
      let location = lane(slot)
      if case .rested = location { continue }
      let (animation, _) = groups.detached(at: location, time: time)
      let output = directory.entries[Int(slot)].output
      detach(slot, at: location, keepSlot: true)
      if case .paused = location {
        directory.move(slot, to: .paused(index: groups.paused.count))
        groups.paused.append(animation, elapsed: elapsed, output: output, slot: slot)
      } else {
        reinsert(animation, elapsed: elapsed, atTime: time, output: output, slot: slot)
      }
    }
  }

  /// Whether the animation is paused.
  ///
  /// - Throws: ``TimelineError`` for a stale or foreign handle.
  public func isPaused(_ handle: Handle) throws(TimelineError) -> Bool {
    try laneSlots(handle).contains { slot in
      // A pending retarget leaves it running.
      if case .paused = lane(slot, allowingPendingChanges: true), !hasPendingChanges(slot) {
        return true
      }
      return false
    }
  }

  /// Puts `animation` back into its group so that its own elapsed time at `time` is `elapsed`.
  mutating func reinsert(
    _ animation: DetachedAnimation, elapsed: Double, atTime time: Double, output: Int,
    slot: Int32
  ) {
    switch animation {
    case .spring(let motion):
      insertSpring(motion, startTime: time - elapsed, output: output, slot: slot)
    case .tween(let tween, let direction):
      insert(
        tween, startTime: direction > 0 ? time - elapsed : time + elapsed, direction: direction,
        output: output, slot: slot)
    case .decay(let motion):
      insertDecay(motion, startTime: time - elapsed, output: output, slot: slot)
    case .keyframes(let keyframes):
      let group = groups.keyframeGroup(for: keyframes.keyframes)
      let location = TimelineDirectory.Location.keyframes(
        group: group, index: groups.keyframes[group].count)
      _ = place(location, output: output, slot: slot)
      groups.keyframes[group].append(
        keyframes.duration, startTime: time - elapsed, output: output, slot: slot)
    case .other(let trajectory):
      insertTrajectory(trajectory, startTime: time - elapsed, output: output, slot: slot)
    }
  }
}
