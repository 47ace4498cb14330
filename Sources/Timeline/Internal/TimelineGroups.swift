import Easing
import KineticsCore
import Motion
import Springs

/// A timeline's animations by kind and parameters.
struct TimelineGroups: Sendable {
  var springs: [SpringGroup] = []
  var springIndex: [DampedSpring: Int] = [:]
  var tweens: [TweenGroup] = []
  var tweenIndex: [AnyTimingCurve: Int] = [:]
  var decays = DecayGroup()
  var trajectories = TrajectoryGroup(isAdditive: false)
  /// What additive retargets leave running: each old animation's value minus its target.
  var offsets = TrajectoryGroup(isAdditive: true)

  /// The index of the group of `spring`, made on first use.
  mutating func springGroup(for spring: DampedSpring) -> Int {
    if let index = springIndex[spring] { return index }
    springs.append(SpringGroup(spring: spring))
    springIndex[spring] = springs.count - 1
    return springs.count - 1
  }

  /// The index of the group of `curve`, made on first use.
  mutating func tweenGroup(for curve: AnyTimingCurve) -> Int {
    if let index = tweenIndex[curve] { return index }
    tweens.append(TweenGroup(curve: curve))
    tweenIndex[curve] = tweens.count - 1
    return tweens.count - 1
  }

  /// The animation at `location` as a trajectory, and the clock time its elapsed time counts
  /// from.
  func trajectory(at location: TimelineDirectory.Location) -> (
    trajectory: any Trajectory<Double>, startTime: Double
  ) {
    switch location {
    case .spring(let group, let index):
      return (springs[group].motion(at: index), springs[group].startTimes[index])
    case .tween(let group, let index):
      let tweens = tweens[group]
      let tween = tweens.tween(at: index)
      return tweens.directions[index] > 0
        ? (tween, tweens.startTimes[index])
        : (ReversedPlayback(tween: tween), tweens.startTimes[index])
    case .decay(let index):
      return (decays.motions[index], decays.startTimes[index])
    case .trajectory(let index):
      return (trajectories.trajectories[index], trajectories.startTimes[index])
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
    case .trajectory(let index):
      return trajectories.remove(at: index).map { ($0, location) }
    }
  }
}
