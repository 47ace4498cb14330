import Easing
import KineticsCore
import Motion
import Springs

extension AnimationTimeline {
  /// How many changes ahead of the one applied the directory entries are fetched; the
  /// animations' data is fetched half as far ahead, once their entries have arrived.
  static var fetchDistance: Int { 16 }

  /// At most this many changes wait: a timeline retargeted without being advanced applies
  /// them at this count, so that the memory they hold (each its policy) and the cost of
  /// reading an animation retargeted many times stay bounded.
  static var pendingLimit: Int { 65_536 }

  /// Records `kind` for the animation in `slot`, to be applied with the frame's other changes
  /// (at once when `pendingLimit` changes wait).
  mutating func enqueue(_ kind: PendingChange.Kind, slot: Int32) {
    let previous = directory.entries[Int(slot)].latestChange
    directory.entries[Int(slot)].latestChange = Int32(pendingChanges.count)
    pendingChanges.append(PendingChange(slot: slot, previous: previous, kind: kind))
    if pendingChanges.count >= Self.pendingLimit { applyPendingChanges() }
  }

  /// Applies the retargets and removals accepted since the last change of another kind, in the
  /// order they were made. Each animation's directory entry is requested from memory
  /// `fetchDistance` changes before its turn and its data in its group (and the entry of the
  /// animation a removal will move into its place) half as many before, so that the memory
  /// accesses of many changes overlap instead of following one another: at a million
  /// animations, each change's data is far out of the caches.
  mutating func applyPendingChanges() {
    guard !pendingChanges.isEmpty else { return }
    var changes: [PendingChange] = []
    swap(&changes, &pendingChanges)
    let count = changes.count
    let ahead = Self.fetchDistance
    for index in 0..<count {
      if index + ahead < count { directory.prefetch(changes[index + ahead].slot) }
      if index + ahead / 2 < count,
        let location = directory.entries[Int(changes[index + ahead / 2].slot)].location
      {
        directory.prefetch(groups.prefetch(location))
      }
      let change = changes[index]
      let slot = change.slot
      if directory.entries[Int(slot)].latestChange == Int32(index) {
        directory.entries[Int(slot)].latestChange = -1
      }
      guard let location = directory.entries[Int(slot)].location else {
        preconditionFailure("AnimationTimeline: a pending change of a slot with no animation")
      }
      switch change.kind {
      case .carry(let target, let time, let group):
        carryLane(slot, at: location, to: target, atTime: time, group: Int(group))
      case .additive(let target, let time, let duration, let curve):
        retargetLane(
          slot, at: location, to: target, atTime: time,
          policy: RetargetPolicy(kind: .additive(duration, curve)))
      case .rescaled(let target, let time):
        retargetLane(slot, at: location, to: target, atTime: time, policy: .rescaledRestart)
      case .removal:
        groups.offsets.removeAll(ownedBy: slot)
        // Retired when the removal was made: only its entry is left to clear.
        detach(slot, at: location, keepSlot: true)
        directory.free(slot)
      }
    }
    changes.removeAll(keepingCapacity: true)
    swap(&changes, &pendingChanges)
  }

  /// Whether the animation in `slot` has changes not applied yet.
  func hasPendingChanges(_ slot: Int32) -> Bool { directory.entries[Int(slot)].latestChange >= 0 }

  /// The animation in `slot` as its pending retargets leave it, without applying them: what
  /// reads by handle see between a retarget and the next advance. The retargets are folded
  /// over the animation in its group as they are applied, with the same state computations
  /// and the spring of the group a retarget names, so that a read gives the same bits before
  /// and after they are applied.
  func pendingAnimation(ofSlot slot: Int32) -> PendingAnimation {
    var chain: [PendingChange] = []
    var index = directory.entries[Int(slot)].latestChange
    while index >= 0 {
      chain.append(pendingChanges[Int(index)])
      index = pendingChanges[Int(index)].previous
    }
    let location = lane(slot, allowingPendingChanges: true)
    var tween: Tween<Double, AnyTimingCurve>?
    if case .tween(let group, let index) = location {
      tween = groups.tween(group: group, index: index)
    }
    var animation: PendingAnimation?
    for change in chain.reversed() {
      func state(atTime time: Double) -> (value: Double, velocity: Double) {
        animation?.state(atTime: time) ?? groups.state(at: location, time: time)
      }
      switch change.kind {
      case .carry(let target, let time, let group):
        animation = .spring(
          groups.springs[Int(group)].key.carrying(state(atTime: time), to: target), startTime: time)
      case .additive(let target, let time, let duration, let curve):
        let oldTarget = animation?.target ?? groups.trajectory(at: location).trajectory.target
        animation = .tween(
          Tween(from: oldTarget, to: target, duration: duration, curve: curve), startTime: time)
      case .rescaled(let target, let time):
        let old = animation?.tween ?? tween
        guard let old else { preconditionFailure("AnimationTimeline: rescaled a non-tween") }
        animation = .tween(
          RetargetPolicy.rescaled(old, from: state(atTime: time).value, to: target, share: nil),
          startTime: time)
      case .removal:
        preconditionFailure("AnimationTimeline: a read of a removed animation")
      }
    }
    guard let animation else { preconditionFailure("AnimationTimeline: no pending retarget") }
    return animation
  }

  /// The state of the lane in `slot` at clock time `time`, its pending retargets included.
  func laneState(_ slot: Int32, time: Double) -> (value: Double, velocity: Double) {
    hasPendingChanges(slot)
      ? pendingAnimation(ofSlot: slot).state(atTime: time)
      : groups.state(at: lane(slot), time: time)
  }
}

/// What pending retargets leave an animation as: a spring motion or a tween started at a
/// clock time, read as the groups read them once the retargets are applied.
enum PendingAnimation {
  case spring(SpringMotion<Double>, startTime: Double)
  case tween(Tween<Double, AnyTimingCurve>, startTime: Double)

  /// Value and velocity at clock time `time`, computed as `TimelineGroups.state(at:time:)`
  /// computes them for a spring lane and a forward tween.
  func state(atTime time: Double) -> (value: Double, velocity: Double) {
    switch self {
    case .spring(let motion, let startTime): motion.state(atElapsed: time - startTime)
    case .tween(let tween, let startTime):
      (tween.value(atElapsed: time - startTime), tween.velocity(atElapsed: time - startTime))
    }
  }

  var target: Double {
    switch self {
    case .spring(let motion, _): motion.target
    case .tween(let tween, _): tween.target
    }
  }

  /// The tween, if it is one.
  var tween: Tween<Double, AnyTimingCurve>? {
    if case .tween(let tween, _) = self { return tween }
    return nil
  }

  /// As a trajectory, and the clock time its elapsed time counts from.
  var trajectory: (trajectory: any Trajectory<Double>, startTime: Double) {
    switch self {
    case .spring(let motion, let startTime): (motion, startTime)
    case .tween(let tween, let startTime): (tween, startTime)
    }
  }
}
