import Easing
import KineticsCore
import Motion
import Springs

extension AnimationTimeline {
  /// The animation's own value at clock time `time` (offsets left by additive retargets on its
  /// output not included).
  ///
  /// - Throws: ``TimelineError`` for a stale or foreign handle.
  public func value(of handle: Handle, atTime time: Double) throws(TimelineError) -> Double {
    precondition(!time.isNaN, "AnimationTimeline.value: time must not be NaN")
    return groups.state(at: try directory.location(of: handle), time: time).value
  }

  /// The animation's velocity (units per second) at clock time `time`.
  ///
  /// - Throws: ``TimelineError`` for a stale or foreign handle.
  public func velocity(of handle: Handle, atTime time: Double) throws(TimelineError) -> Double {
    precondition(!time.isNaN, "AnimationTimeline.velocity: time must not be NaN")
    return groups.state(at: try directory.location(of: handle), time: time).velocity
  }

  /// Sends the animation to `target` from clock time `time` on, as `policy` says; the handle
  /// then names the new motion.
  ///
  /// - Throws: ``TimelineError``: a stale or foreign handle; ``TimelineError/Kind/unsupported``
  ///   for ``RetargetPolicy/rescaledRestart`` of an animation that is not a tween.
  /// - Precondition: `target` and `time` finite.
  public mutating func retarget(
    _ handle: Handle, to target: Double, atTime time: Double, policy: RetargetPolicy
  ) throws(TimelineError) {
    precondition(
      target.isFinite, "AnimationTimeline.retarget: target must be finite, got \(target)")
    precondition(time.isFinite, "AnimationTimeline.retarget: time must be finite, got \(time)")
    let location = try directory.location(of: handle)
    let output = directory.entries[Int(handle.slot)].output
    if case .carry(let spring, let tolerance) = policy.kind {
      let (value, velocity) = groups.state(at: location, time: time)
      let motion = SpringMotion(
        from: value, to: target, spring: spring, initialVelocity: velocity, tolerance: tolerance)
      detach(handle.slot, at: location, keepSlot: true)
      insertSpring(motion, startTime: time, output: output, slot: handle.slot)
      return
    }
    let (trajectory, start) = groups.trajectory(at: location)
    let elapsed = time - start
    switch policy.kind {
    case .carry: break
    case .additive(let duration, let curve):
      detach(handle.slot, at: location, keepSlot: true)
      groups.offsets.append(trajectory, startTime: start, output: output, slot: -1)
      let tween = Tween(from: trajectory.target, to: target, duration: duration, curve: curve)
      _ = insert(tween, startTime: time, direction: 1, output: output, slot: handle.slot)
    case .rescaled:
      guard case .tween(let group, let index) = location else {
        throw TimelineError(kind: .unsupported, handle: handle)
      }
      let old = groups.tweens[group].tween(at: index)
      let value = trajectory.value(atElapsed: elapsed)
      let whole = abs(old.end - old.start)
      let share = whole > 0 ? min(abs(target - value) / whole, 1) : 1
      let tween = Tween(from: value, to: target, duration: old.duration * share, curve: old.curve)
      detach(handle.slot, at: location, keepSlot: true)
      _ = insert(tween, startTime: time, direction: 1, output: output, slot: handle.slot)
    }
  }

  /// Plays a tween backward from clock time `time` along its own curve, as
  /// `UIViewPropertyAnimator.isReversed` does: the value is continuous, the velocity flips
  /// sign, and it ends at its start, never passing the point of reversal. Reversing a reversed
  /// tween plays it forward again.
  ///
  /// - Throws: ``TimelineError``: a stale or foreign handle, or ``TimelineError/Kind/unsupported``
  ///   for an animation that is not a tween.
  /// - Precondition: `time` finite.
  public mutating func reverse(_ handle: Handle, atTime time: Double) throws(TimelineError) {
    precondition(time.isFinite, "AnimationTimeline.reverse: time must be finite, got \(time)")
    let location = try directory.location(of: handle)
    guard case .tween(let group, let index) = location else {
      throw TimelineError(kind: .unsupported, handle: handle)
    }
    let tweens = groups.tweens[group]
    let tween = tweens.tween(at: index)
    let direction = tweens.directions[index]
    // The tween's elapsed time at the switch, clamped to its duration, kept: forward it
    // becomes pivot − now, backward start + elapsed = now.
    let elapsed = min(max(tweens.elapsed(at: index, time), 0), tween.duration)
    let output = directory.entries[Int(handle.slot)].output
    detach(handle.slot, at: location, keepSlot: true)
    _ = insert(
      tween, startTime: direction > 0 ? time + elapsed : time - elapsed, direction: -direction,
      output: output, slot: handle.slot)
  }
}
