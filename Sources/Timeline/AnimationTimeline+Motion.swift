extension AnimationTimeline {
  /// The animation of `handle` from clock time `time` on, as a trajectory whose elapsed time 0
  /// is `time`: its value and velocity there are the timeline's (``value(of:atTime:)``), and
  /// it goes on as the animation would on the timeline. The timeline is not changed: remove
  /// the animation to hand it over.
  ///
  /// - Throws: ``TimelineError`` for a stale or foreign handle, or one of a value of several
  ///   lanes (``TimelineError/Kind/wrongValueType``).
  /// - Precondition: `time` is finite.
  public func motion(of handle: Handle, from time: Double) throws(TimelineError)
    -> TimelineMotion
  {
    precondition(time.isFinite, "AnimationTimeline.motion: time must be finite, got \(time)")
    let location = try singleLane(handle)
    let (trajectory, startTime) =
      hasPendingChanges(handle.slot)
      ? pendingAnimation(ofSlot: handle.slot).trajectory : groups.trajectory(at: location)
    return TimelineMotion(base: trajectory, elapsedAtStart: time - startTime)
  }
}
