import Easing
import KineticsCore
import Motion
import Springs
import TestSupport
import Testing
@testable import Timeline

/// A timeline applies retargets and removals together, before the next change of another kind
/// (an advance, a pause…). Nothing of that may show: reads see a retarget at once, a removed
/// handle is stale at once, and the values and completions are those of changes applied one by
/// one.
@Suite struct PendingChangesTests {
  /// A chain of retargets read before any is applied equals the chain built by hand from the
  /// public motions (a spring carrying the value and velocity at the switch, an additive
  /// tween from the spring's target, a rescaled restart of that tween over the distance left
  /// over the tween's whole distance); the reads give the same bits once the retargets are
  /// applied; for every kind of animation, a paused one included.
  @Test func readsSeePendingRetargetsAsTheyWillBeApplied() throws {
    let first: [any Trajectory<Double>] = [
      SpringMotion(from: 0.0, to: 300, spring: DampedSpring(response: 0.5, dampingRatio: 0.7)),
      Tween(from: 20.0, to: 220, duration: 0.6, curve: AnyTimingCurve(CubicBezier.easeIn)),
      Tween(from: 20.0, to: 220, duration: 0.6, curve: CubicBezier.easeIn),
      DecayMotion(from: 10.0, initialVelocity: 1500),
      KeyframeAnimation(
        keyframes: KeyframeCurve(values: [0.0, 150, 90], keyTimes: [0, 0.4, 1]), duration: 0.7),
    ]
    let carry = DampedSpring(response: 0.3, dampingRatio: 0.8)
    let tolerance = RestTolerance(minimumVisibleChange: 0.25)
    let curve = CubicBezier(x1: 0.3, y1: 0.1, x2: 0.4, y2: 1)
    for (kind, trajectory) in first.enumerated() {
      for paused in [false, true] {
        var timeline = AnimationTimeline()
        var values = [0.0]
        let handle = MixedScene.add(trajectory, to: &timeline, at: 10, output: 0)
        timeline.advance(to: 10.1, into: &values)
        var held: Double?
        if paused {
          try timeline.pause(handle, atTime: 10.1)
          held = trajectory.value(atElapsed: 10.1 - 10)
        }
        // The chain by hand; a paused animation holds its value with no velocity.
        let switchState =
          held.map { ($0, 0.0) }
          ?? (trajectory.value(atElapsed: 10.15 - 10), trajectory.velocity(atElapsed: 10.15 - 10))
        let spring = SpringMotion(
          from: switchState.0, to: -40, spring: carry, initialVelocity: switchState.1,
          tolerance: tolerance)
        let additive = Tween(from: -40.0, to: 60, duration: 0.5, curve: curve)
        let left = additive.value(atElapsed: 10.3 - 10.2)
        let rescaled = Tween(
          from: left, to: 80, duration: 0.5 * min(abs(80 - left) / 100, 1), curve: curve)

        try timeline.retarget(
          handle, to: -40, atTime: 10.15,
          policy: .carryingVelocity(into: carry, tolerance: tolerance))
        #expect(
          try timeline.value(of: handle, atTime: 10.18) == spring.value(atElapsed: 10.18 - 10.15))
        #expect(try !timeline.isPaused(handle))
        try timeline.retarget(
          handle, to: 60, atTime: 10.2, policy: .additive(duration: 0.5, curve: curve))
        try timeline.retarget(handle, to: 80, atTime: 10.3, policy: .rescaledRestart)
        let time = 10.35
        let before = (
          try timeline.value(of: handle, atTime: time),
          try timeline.velocity(of: handle, atTime: time),
          try timeline.motion(of: handle, from: time).value(atElapsed: 0.01),
          try timeline.value(of: handle, as: Double.self, atTime: time)
        )
        #expect(before.0 == rescaled.value(atElapsed: time - 10.3), "kind \(kind)")
        #expect(before.1 == rescaled.velocity(atElapsed: time - 10.3), "kind \(kind)")
        #expect(before.2 == rescaled.value(atElapsed: (time - 10.3) + 0.01), "kind \(kind)")
        #expect(before.3 == before.0)
        #expect(timeline.handles == [handle] && timeline.count == 1)

        timeline.advance(to: time, into: &values)
        #expect(try timeline.value(of: handle, atTime: time) == before.0, "kind \(kind)")
        #expect(try timeline.velocity(of: handle, atTime: time) == before.1, "kind \(kind)")
        #expect(
          try timeline.motion(of: handle, from: time).value(atElapsed: 0.01) == before.2)
        // The output: the tween plus what the spring has left to go (the additive offset).
        let offset = spring.value(atElapsed: time - 10.15) - spring.target
        expectClose(values[0], before.0 + offset, absolute: 1e-12 * 300, "kind \(kind)")
      }
    }
  }

  /// Springs equal by mass, stiffness and damping share a group, whose spring is the first
  /// one's; one built from the natural frequency and damping ratio keeps those as given, which
  /// can differ in the last bit from the ones derived from stiffness and damping. A read of a
  /// retarget into such a spring, before and after it is applied, gives the same bits — also
  /// when the group is made by a retarget still pending.
  @Test func readsUseTheGroupsOwnSpring() throws {
    let tween = Tween(from: 0.0, to: 100, duration: 1, curve: CubicBezier.easeOut)
    // The spring each would start at the switch, 0.3 s in, read 0.15 s later.
    func value(_ spring: DampedSpring) -> Double {
      SpringMotion(
        from: tween.value(atElapsed: 0.3), to: 40, spring: spring,
        initialVelocity: tween.velocity(atElapsed: 0.3)
      ).value(atElapsed: 0.45 - 0.3)
    }
    let pair = (1...2_000).lazy.map { step -> (DampedSpring, DampedSpring) in
      let given = DampedSpring(
        naturalFrequency: 3 + Double(step) * 0.037, dampingRatio: 0.3 + Double(step) * 0.00031)
      return (DampedSpring(stiffness: given.stiffness, damping: given.damping), given)
    }.first { $0.0 == $0.1 && value($0.0) != value($0.1) }
    let (derived, given) = try #require(pair)
    var timeline = AnimationTimeline()
    var values = [0.0, 0.0]
    timeline.add(SpringMotion(from: 0.0, to: 1, spring: derived), atTime: 0, output: 0)
    let handle = timeline.add(tween, atTime: 0, output: 1)
    try timeline.retarget(handle, to: 40, atTime: 0.3, policy: .carryingVelocity(into: given))
    let before = try timeline.value(of: handle, atTime: 0.45)
    #expect(before == value(derived))
    timeline.advance(to: 0.35, into: &values)
    #expect(try timeline.value(of: handle, atTime: 0.45) == before)
    // The group made by a retarget that is itself still pending: a second retarget, into the
    // equal spring, reads with the first one's spring, before and after both are applied.
    var pending = AnimationTimeline()
    let first = pending.add(tween, atTime: 0, output: 0)
    let second = pending.add(tween, atTime: 0, output: 1)
    try pending.retarget(first, to: 40, atTime: 0.3, policy: .carryingVelocity(into: given))
    try pending.retarget(second, to: 40, atTime: 0.3, policy: .carryingVelocity(into: derived))
    let read = try pending.value(of: second, atTime: 0.45)
    #expect(read == value(given))
    pending.advance(to: 0.35, into: &values)
    #expect(try pending.value(of: second, atTime: 0.45) == read)
  }

  /// A removed animation's handle is stale at once, even with a retarget of it pending: it is
  /// not counted, not listed, not read, not retargeted; the next advance reports it once and
  /// leaves its output as it was; an animation added meanwhile gets a handle of its own.
  @Test func aRemovalIsSeenAtOnce() throws {
    var timeline = AnimationTimeline()
    var values = [0.0, 0.0]
    let doomed = timeline.add(
      Tween(from: 0.0, to: 100, duration: 1, curve: CubicBezier.easeOut), atTime: 0, output: 0)
    let kept = timeline.add(DecayMotion(from: 0.0, initialVelocity: 500), atTime: 0, output: 1)
    timeline.advance(to: 0.5, into: &values)
    let shown = values[0]
    try timeline.retarget(doomed, to: 7, atTime: 0.5, policy: .carryingVelocity(into: .snappy()))
    try timeline.remove(doomed)
    #expect(timeline.count == 1 && timeline.handles == [kept])
    let stale = TimelineError(kind: .staleHandle, handle: doomed)
    #expect(throws: stale) { _ = try timeline.value(of: doomed, atTime: 0.5) }
    #expect(throws: stale) {
      try timeline.retarget(doomed, to: 1, atTime: 0.5, policy: .rescaledRestart)
    }
    #expect(throws: stale) { try timeline.remove(doomed) }
    let added = timeline.add(
      SpringMotion(from: 5.0, to: 6, spring: .smooth()), atTime: 0.5, output: 1)
    #expect(added != doomed && added != kept && timeline.count == 2)
    try timeline.remove(kept)
    timeline.advance(to: 0.6, into: &values)
    #expect(
      timeline.completions == [
        .init(handle: doomed, reason: .removed, output: 0),
        .init(handle: kept, reason: .removed, output: 1),
      ])
    #expect(values[0] == shown && timeline.handles == [added])
    #expect(try timeline.value(of: added, atTime: 0.5) == 5)
  }

  /// Retargets made without an advance wait up to `pendingLimit` and are then applied: 65,546
  /// retargets of one tween at one moment, each a spring carrying the state there — which is
  /// the tween's, since a spring started at that moment is still at its start with its initial
  /// velocity — leave ten waiting, and the value is the last spring's, built by hand.
  @Test func waitingChangesAreBounded() throws {
    var timeline = AnimationTimeline()
    let tween = Tween(from: 0.0, to: 100, duration: 1, curve: CubicBezier.easeInOut)
    let handle = timeline.add(tween, atTime: 2, output: 0)
    let spring = DampedSpring(response: 0.4, dampingRatio: 0.7)
    let count = AnimationTimeline.pendingLimit + 10
    for index in 0..<count {
      try timeline.retarget(
        handle, to: Double(index % 7), atTime: 2.5, policy: .carryingVelocity(into: spring))
    }
    #expect(timeline.pendingChanges.count == 10)
    let last = SpringMotion(
      from: tween.value(atElapsed: 2.5 - 2), to: Double((count - 1) % 7), spring: spring,
      initialVelocity: tween.velocity(atElapsed: 2.5 - 2))
    #expect(try timeline.value(of: handle, atTime: 2.6) == last.value(atElapsed: 2.6 - 2.5))
  }

  /// The same random run of adds, retargets (all three policies, several per animation per
  /// frame), removals, pauses and reads on two timelines, one of which applies every change
  /// at once (a seek of an animation of its own after each makes it): the same values bit for
  /// bit, the same completions, reads and refusals, frame after frame.
  @Test func deferredChangesMatchChangesAppliedAtOnce() throws {
    var random = Xoshiro256StarStar(seed: 27)
    var deferred = MixedScene(count: 64, origin: 3, seed: 5)
    var immediate = MixedScene(count: 64, origin: 3, seed: 5)
    let dummy = immediate.timeline.add(
      Tween(from: 0.0, to: 1, duration: 1e9, curve: CubicBezier.linear), atTime: 0, output: 64)
    var deferredValues = [Double](repeating: 0, count: 65)
    var immediateValues = deferredValues
    var time = 3.0
    let springs = [DampedSpring.bouncy(), .snappy(), DampedSpring(response: 0.2, dampingRatio: 1)]
    for frame in 0..<90 {
      time += 1.0 / 120
      for _ in 0..<12 {
        let index = Int.random(in: 0..<64, using: &random)
        let pair = (deferred.handles[index], immediate.handles[index])
        let policy: RetargetPolicy
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<5: policy = .carryingVelocity(into: springs[index % 3])
        case 5..<7: policy = .additive(duration: 0.2, curve: CubicBezier.easeInOut)
        case 7..<9: policy = .rescaledRestart
        default:
          // Remove, then add another animation to the same output at once.
          let first = Result { () throws(TimelineError) in try deferred.timeline.remove(pair.0) }
          let second = Result { () throws(TimelineError) in try immediate.timeline.remove(pair.1) }
          #expect(first.isSuccess == second.isSuccess)
          try immediate.timeline.seek(dummy, toElapsed: 0, atTime: time)
          let replacement = Tween(
            from: Double(index), to: -Double(frame), duration: 0.3, curve: CubicBezier.easeOut)
          deferred.handles[index] = deferred.timeline.add(replacement, atTime: time, output: index)
          immediate.handles[index] = immediate.timeline.add(
            replacement, atTime: time, output: index)
          continue
        }
        let target = Double.random(in: -300...300, using: &random)
        let first = Result { () throws(TimelineError) in
          try deferred.timeline.retarget(pair.0, to: target, atTime: time, policy: policy)
        }
        let second = Result { () throws(TimelineError) in
          try immediate.timeline.retarget(pair.1, to: target, atTime: time, policy: policy)
        }
        #expect(first.error?.kind == second.error?.kind, "frame \(frame)")
        try immediate.timeline.seek(dummy, toElapsed: 0, atTime: time)
        if frame % 7 == 3 {
          let first = Result { () throws(TimelineError) in
            try deferred.timeline.value(of: pair.0, atTime: time + 0.05)
          }
          let second = Result { () throws(TimelineError) in
            try immediate.timeline.value(of: pair.1, atTime: time + 0.05)
          }
          #expect(first.value == second.value && first.error?.kind == second.error?.kind)
        }
      }
      if frame % 10 == 5 {
        let index = Int.random(in: 0..<64, using: &random)
        _ = try? deferred.timeline.pause(deferred.handles[index], atTime: time)
        _ = try? immediate.timeline.pause(immediate.handles[index], atTime: time)
      }
      #expect(deferred.timeline.count + 1 == immediate.timeline.count)
      deferred.timeline.advance(to: time, into: &deferredValues)
      immediate.timeline.advance(to: time, into: &immediateValues)
      // Spring lanes may sit at other places in their groups, in the eight-lane kernel or
      // not: the same values to a few ulps of their scale.
      for output in 0..<64 {
        expectClose(deferredValues[output], immediateValues[output], absolute: 1e-12 * 3000)
      }
      #expect(
        deferred.timeline.completions.map(\.output).sorted()
          == immediate.timeline.completions.map(\.output).sorted(), "frame \(frame)")
    }
  }
}

extension Result {
  var isSuccess: Bool { (try? get()) != nil }
  var value: Success? { try? get() }
  var error: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
