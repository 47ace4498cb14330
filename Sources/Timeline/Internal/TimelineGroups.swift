import Easing
import KineticsCore
import Motion
import Springs

/// What a finished animation of a group ends at: its index in the group, its final value, its
/// output and its handle's slot — read out of the group in one call, so that completing a
/// group's animations copies no group.
struct Ending {
  let index: Int
  let value: Double
  let output: Int
  let slot: Int32
}

/// A timeline's animations by kind and parameters.
///
/// The groups' per-frame methods (`evaluate`, `endings`, `prefetch`) are `mutating` even where
/// they change nothing: called on an element of an array of groups, a non-mutating method gets
/// a copy of the group (every one of its arrays retained and released), a mutating one works
/// on the group in place.
struct TimelineGroups: Sendable {
  var springs: [SpringGroup] = []
  var springIndex = GroupIndex<SpringGroup.Key>()
  var tweens: [TweenGroup] = []
  /// The groups of curves other than cubic béziers, by their erased curve.
  var tweenIndex = GroupIndex<AnyTimingCurve>()
  /// The groups of cubic béziers, by their control points: found with four comparisons or a
  /// hash of four numbers, where an erased curve's are a look-up of its type in the runtime.
  var bezierIndex = GroupIndex<CubicBezier>()
  var decays = DecayGroup()
  var keyframes: [KeyframeGroup] = []
  var keyframeIndex = GroupIndex<KeyframeCurve<Double>>()
  var trajectories = TrajectoryGroup()
  /// What additive retargets leave running: each old animation's value minus its target.
  var offsets = OffsetGroup()
  var paused = PausedGroup()
  var holds = HeldOutputs()

  /// Composites live in the directory alone; their lanes are in the groups.
  static let compositeMessage = "AnimationTimeline: a composite reached a group"

  /// The index of the group of `spring` and `tolerance`, made on first use.
  mutating func springGroup(for spring: DampedSpring, tolerance: RestTolerance) -> Int {
    let key = SpringGroup.Key(spring: spring, tolerance: tolerance)
    return springIndex.index(for: key, count: springs.count) {
      springs.append(SpringGroup(key))
    }
  }

  /// The index of the group of `curve`, made on first use. A cubic bézier, bare or erased, is
  /// found by its control points, so it has one group either way.
  mutating func tweenGroup(for curve: some TimingCurve) -> Int {
    if let bezier = curve as? CubicBezier { return tweenGroup(for: bezier) }
    let erased = AnyTimingCurve(curve)
    if let bezier = erased.base as? CubicBezier { return tweenGroup(for: bezier) }
    return tweenIndex.index(for: erased, count: tweens.count) {
      tweens.append(TweenGroup(curve: erased))
    }
  }

  /// The index of the group of `bezier`, made on first use.
  mutating func tweenGroup(for bezier: CubicBezier) -> Int {
    bezierIndex.index(for: bezier, count: tweens.count) {
      tweens.append(TweenGroup(curve: AnyTimingCurve(bezier)))
    }
  }

  /// The index of the group of `keyframes`, made on first use.
  mutating func keyframeGroup(for keyframes: KeyframeCurve<Double>) -> Int {
    keyframeIndex.index(for: keyframes, count: self.keyframes.count) {
      self.keyframes.append(KeyframeGroup(keyframes: keyframes))
    }
  }

  /// The tween at `index` of tween group `group`, as it was added. It and
  /// `keyframeAnimation(group:index:)` read the group's fields in place: a non-mutating
  /// method of the group called through the array would get a copy of the group.
  func tween(group: Int, index: Int) -> Tween<Double, AnyTimingCurve> {
    Tween(
      from: tweens[group].froms[index], to: tweens[group].tos[index],
      duration: tweens[group].durations[index], curve: tweens[group].curve,
      addedVelocity: tweens[group].addedVelocities[index])
  }

  /// The keyframe animation at `index` of keyframe group `group`.
  func keyframeAnimation(group: Int, index: Int) -> KeyframeAnimation<Double> {
    KeyframeAnimation(
      keyframes: keyframes[group].keyframes, duration: keyframes[group].durations[index])
  }

  /// The animation at `location` as a trajectory, and the clock time its elapsed time counts
  /// from.
  func trajectory(at location: TimelineDirectory.Location) -> (
    trajectory: any Trajectory<Double>, startTime: Double
  ) {
    switch location {
    case .paused(let index):
      // Held: the same value at every time, its own elapsed time frozen.
      return (Held(value: paused.values[index]), 0)
    case .rested(let value):
      return (Held(value: value), 0)
    default:
      let (animation, startTime) = animation(at: location)
      return (animation.trajectory, startTime)
    }
  }

  /// The one-lane animation at `location` as its own kind, and the clock time its elapsed
  /// time counts from. Held values (paused, or lanes at rest) have none.
  func animation(at location: TimelineDirectory.Location) -> (
    animation: LaneAnimation, startTime: Double
  ) {
    switch location {
    case .spring(let group, let index):
      return (.spring(springs[group].motion(at: index)), springs[group].startTime(at: index))
    case .tween(let group, let index):
      // Each field read in place: a `let` of the group would copy it, retaining every array.
      let tween = tween(group: group, index: index)
      let startTime = tweens[group].startTimes[index]
      return tweens[group].directions[index] > 0
        ? (.tween(tween), startTime) : (.reversedTween(ReversedPlayback(tween: tween)), startTime)
    case .decay(let index):
      return (.decay(decays.motion(at: index)), decays.startTimes[index])
    case .keyframes(let group, let index):
      return (
        .keyframes(keyframeAnimation(group: group, index: index)),
        keyframes[group].startTimes[index]
      )
    case .trajectory(let index):
      return (.trajectory(trajectories.trajectories[index]), trajectories.startTimes[index])
    case .paused, .rested:
      preconditionFailure("AnimationTimeline: a held value has no animation")
    case .composite:
      preconditionFailure(Self.compositeMessage)
    }
  }

  /// Keeps the animation at `location` running as an offset on `output`, left by the animation
  /// in slot `owner` (an additive retarget's), and returns its target. A held value (paused,
  /// or a lane at rest) is at its target: it leaves no offset.
  mutating func keepAsOffset(
    _ location: TimelineDirectory.Location, output: Int, owner: Int32
  ) -> Double {
    switch location {
    case .paused, .rested:
      return trajectory(at: location).trajectory.target
    case .tween(let group, let index):
      let tween = tween(group: group, index: index)
      return offsets.append(
        tween, group: group, startTime: tweens[group].startTimes[index],
        direction: tweens[group].directions[index], output: output, owner: owner)
    default:
      let (animation, startTime) = animation(at: location)
      return offsets.append(animation, startTime: startTime, output: output, owner: owner)
    }
  }

  /// The animation's value and velocity at clock time `time`, read without boxing it: what a
  /// retarget needs, on the per-frame path of an engine that retargets often.
  func state(at location: TimelineDirectory.Location, time: Double) -> (
    value: Double, velocity: Double
  ) {
    func of(_ trajectory: some Trajectory<Double>, _ start: Double) -> (Double, Double) {
      (trajectory.value(atElapsed: time - start), trajectory.velocity(atElapsed: time - start))
    }
    switch location {
    case .spring(let group, let index):
      return springs[group].motion(at: index).state(
        atElapsed: time - springs[group].startTime(at: index))
    case .tween(let group, let index):
      let tween = tween(group: group, index: index)
      let startTime = tweens[group].startTimes[index]
      return tweens[group].directions[index] > 0
        ? of(tween, startTime) : of(ReversedPlayback(tween: tween), startTime)
    case .decay(let index):
      return of(decays.motion(at: index), decays.startTimes[index])
    case .keyframes(let group, let index):
      return of(keyframeAnimation(group: group, index: index), keyframes[group].startTimes[index])
    case .trajectory(let index):
      return of(trajectories.trajectories[index], trajectories.startTimes[index])
    case .paused(let index):
      return (paused.values[index], 0)
    case .rested(let value):
      return (value, 0)
    case .composite:
      preconditionFailure(Self.compositeMessage)
    }
  }

  /// The animation at `location` with its own elapsed time at clock time `time`.
  func detached(at location: TimelineDirectory.Location, time: Double) -> (
    DetachedAnimation, elapsed: Double
  ) {
    switch location {
    case .spring(let group, let index):
      return (.spring(springs[group].motion(at: index)), time - springs[group].startTime(at: index))
    case .tween(let group, let index):
      return (
        .tween(tween(group: group, index: index), direction: tweens[group].directions[index]),
        tweens[group].elapsed(at: index, time)
      )
    case .decay(let index):
      return (.decay(decays.motion(at: index)), time - decays.startTimes[index])
    case .keyframes(let group, let index):
      return (
        .keyframes(keyframeAnimation(group: group, index: index)),
        time - keyframes[group].startTimes[index]
      )
    case .trajectory(let index):
      return (.other(trajectories.trajectories[index]), time - trajectories.startTimes[index])
    case .paused(let index):
      return (paused.animations[index], paused.elapsedTimes[index])
    case .rested(let value):
      return (.other(Held(value: value)), 0)
    case .composite:
      preconditionFailure(Self.compositeMessage)
    }
  }

  /// Asks for the data of the animation at `location` to be brought into the cache (a hint:
  /// no effect on the contents), and that of its group's last animation, which a removal
  /// moves into its place: after a frame's evaluation a group's end is out of the cache as
  /// much as any other place. Returns the slot of that last animation, whose directory entry
  /// the removal updates (0 for a location of no group).
  mutating func prefetch(_ location: TimelineDirectory.Location) -> Int32 {
    switch location {
    case .spring(let group, let index):
      springs[group].prefetch(index)
      springs[group].prefetch(springs[group].count - 1)
      return springs[group].slots.last ?? 0
    case .tween(let group, let index):
      tweens[group].prefetch(index)
      tweens[group].prefetch(tweens[group].count - 1)
      return tweens[group].slots.last ?? 0
    case .decay(let index):
      decays.prefetch(index)
      decays.prefetch(decays.count - 1)
      return decays.slots.last ?? 0
    case .keyframes(let group, let index):
      keyframes[group].prefetch(index)
      keyframes[group].prefetch(keyframes[group].count - 1)
      return keyframes[group].slots.last ?? 0
    default:
      return 0
    }
  }

  /// Removes the animation at `location`; returns the slot of the animation moved into its
  /// place, and that place.
  mutating func remove(at location: TimelineDirectory.Location) -> (
    Int32, TimelineDirectory.Location
  )? {
    switch location {
    case .spring(let group, let index):
      return springs[group].remove(at: index).map { ($0, location) }
    case .tween(let group, let index):
      return tweens[group].remove(at: index).map { ($0, location) }
    case .decay(let index):
      return decays.remove(at: index).map { ($0, location) }
    case .keyframes(let group, let index):
      return keyframes[group].remove(at: index).map { ($0, location) }
    case .trajectory(let index):
      return trajectories.remove(at: index).map { ($0, location) }
    case .paused(let index):
      return paused.remove(at: index).map { ($0, location) }
    case .rested:
      return nil
    case .composite:
      preconditionFailure(Self.compositeMessage)
    }
  }
}
