import Easing
/// The clock of one animation, in the manner of `CAMediaTiming` and Web Animations: it turns the
/// parent's time into a phase, an iteration and a linear progress through that iteration; a
/// `TimingCurve` then eases the progress.
///
/// Local time is `(time − beginTime)·speed + timeOffset`. One iteration lasts `duration`
/// seconds of local time, twice that with `autoreverses` (forward, then back); the active
/// interval lasts `repeatDuration` if set, else `duration·repeatCount` (doubled when
/// autoreversing). Before it the animation is in its before phase, after it in its after phase,
/// where the fill mode decides whether it shows its first or last state or nothing.
///
/// ```swift
/// // A 0.3 s slide after a 0.1 s delay, held at the end.
/// let timing = AnimationTiming(beginTime: 0.1, duration: 0.3, fillMode: .forwards)
/// timing.state(at: 0.25).progress  // 0.5
/// timing.state(at: 1).progress     // 1 (after, filled forwards)
/// ```
@frozen
public struct AnimationTiming: Hashable, Sendable {
  /// What the animation shows outside its active interval (`CAMediaTimingFillMode`).
  public enum FillMode: String, Hashable, Sendable, Codable, CaseIterable {
    /// Nothing: the animation is removed outside its active interval.
    case removed
    /// The last state after the end.
    case forwards
    /// The first state before the start.
    case backwards
    /// Both.
    case both
  }

  /// Where local time lies relative to the active interval.
  public enum Phase: Hashable, Sendable {
    /// Local time before the active interval (before `beginTime`, offsets and speed applied).
    case before
    /// Local time within the active interval, repeats and autoreverses included.
    case active
    /// Local time at or past the end of a finite active interval.
    case after
  }

  /// The clock's reading at one moment.
  public struct State: Hashable, Sendable {
    /// The phase.
    public var phase: Phase
    /// The iteration, from 0 (the last one in the after phase). Nil when nothing is shown.
    public var iteration: Int?
    /// Linear progress in [0, 1] through the iteration, direction applied (an autoreversing
    /// iteration's second half counts down). Nil when the fill mode shows nothing.
    public var progress: Double?
    /// Whether the iteration is playing backward (the second half of an autoreverse).
    public var isReversed: Bool

    /// Creates a state.
    @inlinable
    public init(phase: Phase, iteration: Int?, progress: Double?, isReversed: Bool) {
      self.phase = phase
      self.iteration = iteration
      self.progress = progress
      self.isReversed = isReversed
    }
  }

  /// Parent time (seconds) at which local time is `timeOffset`: the delay.
  public var beginTime: Double
  /// Seconds of local time per iteration (one way), ≥ 0.
  public var duration: Double
  /// Local seconds per parent second: 2 plays twice as fast, 0 freezes, negative runs backward.
  public var speed: Double
  /// Local time at `beginTime` (seconds): starts the clock part-way.
  public var timeOffset: Double
  /// How many iterations, fractional allowed (2.5 ends half-way through the third), infinity
  /// for forever; ≥ 0. Ignored when `repeatDuration` is set.
  public var repeatCount: Double
  /// When set, the active interval's length in local seconds, overriding `repeatCount`.
  public var repeatDuration: Double?
  /// Each iteration plays forward, then backward.
  public var autoreverses: Bool
  /// What shows outside the active interval.
  public var fillMode: FillMode

  /// Creates a clock.
  ///
  /// - Precondition: finite `beginTime`, `speed` and `timeOffset`; `duration` finite and ≥ 0;
  ///   `repeatCount` ≥ 0 (infinity allowed); `repeatDuration` ≥ 0 if given (infinity allowed).
  ///   Each message names the parameter.
  public init(
    beginTime: Double = 0, duration: Double, speed: Double = 1, timeOffset: Double = 0,
    repeatCount: Double = 1, repeatDuration: Double? = nil, autoreverses: Bool = false,
    fillMode: FillMode = .removed
  ) {
    precondition(beginTime.isFinite, "AnimationTiming: beginTime must be finite, got \(beginTime)")
    precondition(
      duration.isFinite && duration >= 0,
      "AnimationTiming: duration must be finite and ≥ 0, got \(duration)")
    precondition(speed.isFinite, "AnimationTiming: speed must be finite, got \(speed)")
    precondition(
      timeOffset.isFinite, "AnimationTiming: timeOffset must be finite, got \(timeOffset)")
    precondition(repeatCount >= 0, "AnimationTiming: repeatCount must be ≥ 0, got \(repeatCount)")
    if let repeatDuration {
      precondition(
        repeatDuration >= 0, "AnimationTiming: repeatDuration must be ≥ 0, got \(repeatDuration)")
    }
    self.beginTime = beginTime
    self.duration = duration
    self.speed = speed
    self.timeOffset = timeOffset
    self.repeatCount = repeatCount
    self.repeatDuration = repeatDuration
    self.autoreverses = autoreverses
    self.fillMode = fillMode
  }

  /// Local seconds per iteration: duration, doubled when autoreversing.
  @inlinable public var cycleDuration: Double { autoreverses ? 2 * duration : duration }

  /// The length of the active interval in local seconds.
  @inlinable public var activeDuration: Double {
    if let repeatDuration { return repeatDuration }
    if repeatCount == 0 { return 0 }
    return cycleDuration * repeatCount
  }

  /// The number of iterations the active interval holds (fractional), or the repeat count for a
  /// zero duration.
  @inlinable var iterationCount: Double {
    guard cycleDuration > 0 else { return repeatDuration == nil ? repeatCount : 1 }
    return activeDuration / cycleDuration
  }

  /// Local time at parent time `time`.
  @inlinable
  public func localTime(at time: Double) -> Double { (time - beginTime) * speed + timeOffset }

  /// The clock's state at parent time `time` (seconds).
  ///
  /// Boundaries are exact: at the end of an iteration inside the active interval the next
  /// iteration starts at progress 0; at the very end the last iteration shows its final
  /// progress (1 for a whole number of forward iterations, 0 after a whole autoreverse, 0.5
  /// after 2.5 iterations), as Web Animations defines. A zero duration jumps from start to end
  /// at the begin time.
  ///
  /// - Precondition: `time` is finite.
  @inlinable
  public func state(at time: Double) -> State {
    precondition(time.isFinite, "AnimationTiming.state: time must be finite, got \(time)")
    let local = localTime(at: time)
    let active = activeDuration
    if local < 0 {
      guard fillMode == .backwards || fillMode == .both else {
        return State(phase: .before, iteration: nil, progress: nil, isReversed: false)
      }
      return State(phase: .before, iteration: 0, progress: 0, isReversed: false)
    }
    if local >= active && active.isFinite {
      guard fillMode == .forwards || fillMode == .both else {
        return State(phase: .after, iteration: nil, progress: nil, isReversed: false)
      }
      return endState()
    }
    return activeState(local)
  }

  /// The state at the end of the active interval.
  @inlinable
  func endState() -> State {
    let count = iterationCount
    guard count > 0 else {
      return State(phase: .after, iteration: 0, progress: 0, isReversed: false)
    }
    guard cycleDuration > 0 else {
      // Zero duration: progress is the fractional part of the count, 1 for whole counts.
      let whole = count.rounded(.down)
      let fraction = count - whole
      let iteration = Int(fraction == 0 ? whole - 1 : whole)
      return State(
        phase: .after, iteration: iteration, progress: fraction == 0 ? 1 : fraction,
        isReversed: false)
    }
    // The last instant of the last iteration.
    let whole = count.rounded(.down)
    let lastIteration = count == whole ? whole - 1 : whole
    let inCycle = (count - lastIteration) * cycleDuration
    var state = position(inCycle: inCycle, iteration: lastIteration)
    state.phase = .after
    return state
  }

  @inlinable
  func activeState(_ local: Double) -> State {
    let cycle = cycleDuration
    guard cycle > 0 else {
      return State(phase: .active, iteration: 0, progress: 0, isReversed: false)
    }
    let iteration = (local / cycle).rounded(.down)
    let inCycle = local - iteration * cycle
    return position(inCycle: min(inCycle, cycle), iteration: iteration)
  }

  /// Progress and direction at `inCycle` local seconds into iteration `iteration`.
  @inlinable
  func position(inCycle: Double, iteration: Double) -> State {
    let index = iteration < Double(Int.max) ? Int(iteration) : Int.max
    if autoreverses && inCycle > duration {
      return State(
        phase: .active, iteration: index, progress: (2 * duration - inCycle) / duration,
        isReversed: true)
    }
    return State(phase: .active, iteration: index, progress: inCycle / duration, isReversed: false)
  }

  /// The eased value of `curve` at parent time `time`, nil when nothing is shown. In the before
  /// phase the curve gets CSS's before flag (`TimingCurve/value(at:beforeFlag:)`).
  @inlinable
  public func value(at time: Double, curve: some TimingCurve) -> Double? {
    let state = state(at: time)
    guard let progress = state.progress else { return nil }
    return curve.value(at: progress, beforeFlag: state.phase == .before)
  }

  /// The parent time at which iteration `iteration` reaches linear `progress` (forward half), the
  /// inverse of ``state(at:)`` where it exists; nil when the speed is 0 (time does not move the
  /// clock) or the iteration is outside the active interval.
  ///
  /// - Precondition: `progress` in [0, 1] and `iteration` ≥ 0.
  public func time(forProgress progress: Double, iteration: Int = 0) -> Double? {
    precondition(
      (0...1).contains(progress),
      "AnimationTiming.time: progress must lie in [0, 1], got \(progress)")
    precondition(iteration >= 0, "AnimationTiming.time: iteration must be ≥ 0, got \(iteration)")
    guard speed != 0 else { return nil }
    let local = Double(iteration) * cycleDuration + progress * duration
    guard local <= activeDuration else { return nil }
    return (local - timeOffset) / speed + beginTime
  }
}
