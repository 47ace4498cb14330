import Easing
import KineticsCore

extension EffectTiming {
  /// Where a local time lies relative to an effect's active interval (§4.6).
  public enum Phase: Hashable, Sendable {
    /// Before the active interval (or at its start while playing backward).
    case before
    /// Within it.
    case active
    /// After it (or at its end while playing forward).
    case after
    /// No local time: the effect is not playing.
    case idle
  }

  /// Which way the current iteration plays (§4.9.1).
  public enum Direction: Hashable, Sendable {
    /// From progress 0 to 1.
    case forwards
    /// From progress 1 to 0.
    case reverse
  }

  /// The effect at one local time: the quantities the specification computes on the way to
  /// the transformed progress (`getComputedTiming()`), each nil where it says "unresolved".
  public struct ComputedTiming: Hashable, Sendable {
    /// The phase.
    public var phase: Phase
    /// `duration × iterations`, 0 when either is 0.
    public var activeDuration: Double
    /// `max(delay + active duration + end delay, 0)`.
    public var endTime: Double
    /// The local time given, nil for idle.
    public var localTime: Double?
    /// The time into the active interval, clamped by the fill; nil where nothing shows.
    public var activeTime: Double?
    /// Iterations completed, fraction included, counted from iteration 0 (iteration start
    /// included).
    public var overallProgress: Double?
    /// Progress through the current iteration in [0, 1], before direction and easing.
    public var simpleIterationProgress: Double?
    /// The current iteration's index (a whole number, or infinity).
    public var currentIteration: Double?
    /// Which way the current iteration plays.
    public var currentDirection: Direction?
    /// The simple iteration progress with the direction applied.
    public var directedProgress: Double?
    /// The eased progress (the spec's transformed progress, `getComputedTiming().progress`).
    public var progress: Double?
  }

  /// `duration × iterations`, 0 when either is 0 (so that 0 × ∞ is 0) (§4.8.2).
  public var activeDuration: Double {
    duration == 0 || iterations == 0 ? 0 : duration * iterations
  }

  /// `max(delay + active duration + end delay, 0)` (§4.6).
  public var endTime: Double { max(delay + activeDuration + endDelay, 0) }

  /// The effect's computed timing at `localTime` (the animation's current time; nil when it
  /// has none), played by an animation of rate `playbackRate`, whose sign decides the
  /// boundaries: playing backward, the start of the active interval belongs to the before
  /// phase and its end to the active phase; forward, the other way round.
  ///
  /// Every quantity follows the specification's procedure; the only departures are where a
  /// double would produce NaN from inputs the procedure treats as exact: an active time that
  /// overflowed to infinity divided by an infinite duration counts as 0 iterations, as any
  /// finite time would.
  ///
  /// - Precondition: `localTime` finite or nil; `playbackRate` finite.
  public func computedTiming(atLocalTime localTime: Double?, playbackRate: Double = 1)
    -> ComputedTiming
  {
    precondition(
      localTime?.isFinite ?? true,
      "EffectTiming.computedTiming: localTime must be finite or nil, got \(localTime ?? 0)")
    precondition(
      playbackRate.isFinite,
      "EffectTiming.computedTiming: playbackRate must be finite, got \(playbackRate)")
    let phase = self.phase(atLocalTime: localTime, backward: playbackRate < 0)
    var timing = ComputedTiming(
      phase: phase, activeDuration: activeDuration, endTime: endTime, localTime: localTime)
    guard let localTime, let activeTime = activeTime(atLocalTime: localTime, phase: phase) else {
      return timing
    }
    timing.activeTime = activeTime
    let overall = overallProgress(activeTime: activeTime, phase: phase)
    var simple = overall.isInfinite ? iterationStart.remainder1 : overall.remainder1
    if simple == 0, phase == .active || phase == .after, activeTime == activeDuration,
      iterations != 0
    {
      simple = 1
    }
    let iteration: Double =
      if phase == .after && iterations.isInfinite {
        .infinity
      } else if simple == 1 {
        overall.rounded(.down) - 1
      } else {
        overall.rounded(.down)
      }
    let direction = self.direction(inIteration: iteration)
    let directed = direction == .forwards ? simple : 1 - simple
    let beforeFlag =
      (phase == .before && direction == .forwards) || (phase == .after && direction == .reverse)
    timing.overallProgress = overall
    timing.simpleIterationProgress = simple
    timing.currentIteration = iteration
    timing.currentDirection = direction
    timing.directedProgress = directed
    timing.progress = easing.value(at: directed, beforeFlag: beforeFlag)
    return timing
  }

  /// The phase (§4.6): before when the local time is short of the before-active boundary (or
  /// on it, playing backward); after when it is past the active-after boundary (or on it,
  /// playing forward); active otherwise.
  func phase(atLocalTime localTime: Double?, backward: Bool) -> Phase {
    guard let localTime else { return .idle }
    let end = endTime
    let beforeActive = max(min(delay, end), 0)
    let activeAfter = max(min(delay + activeDuration, end), 0)
    if localTime < beforeActive || (backward && localTime == beforeActive) { return .before }
    if localTime > activeAfter || (!backward && localTime == activeAfter) { return .after }
    return .active
  }

  /// The active time (§4.8.1): the local time less the delay, clamped into the active
  /// interval by the fill outside it; nil where the fill shows nothing.
  func activeTime(atLocalTime localTime: Double, phase: Phase) -> Double? {
    switch phase {
    case .before:
      guard fill == .backwards || fill == .both else { return nil }
      return max(localTime - delay, 0)
    case .active:
      return localTime - delay
    case .after:
      guard fill == .forwards || fill == .both else { return nil }
      return max(min(localTime - delay, activeDuration), 0)
    case .idle:
      return nil
    }
  }

  /// The overall progress (§4.8.3): iterations elapsed, iteration start included. A zero
  /// duration jumps: the iteration start before the active interval, plus every iteration
  /// after it.
  func overallProgress(activeTime: Double, phase: Phase) -> Double {
    if duration == 0 {
      return phase == .before ? iterationStart : iterationStart + iterations
    }
    // Any time within an infinite iteration is 0 iterations (∞ / ∞ included).
    let iterationsElapsed = duration.isInfinite ? 0 : activeTime / duration
    return iterationsElapsed + iterationStart
  }

  /// The current direction (§4.9.1): the playback direction, alternating on the iteration's
  /// parity, forwards for an infinite iteration.
  func direction(inIteration iteration: Double) -> Direction {
    switch direction {
    case .normal: return .forwards
    case .reverse: return .reverse
    case .alternate, .alternateReverse:
      let index = direction == .alternateReverse ? iteration + 1 : iteration
      if index.isInfinite { return .forwards }
      return index.truncatingRemainder(dividingBy: 2) == 0 ? .forwards : .reverse
    }
  }
}

extension Double {
  /// The remainder of division by 1 (the spec's `% 1.0`): exact, in [0, 1) for a value ≥ 0.
  fileprivate var remainder1: Double { truncatingRemainder(dividingBy: 1) }
}
