import Easing
import KineticsCore

/// The clock of one animation as Core Animation's `CAMediaTiming` defines it: it turns the
/// parent's time into a phase, an iteration and a linear progress through that iteration; a
/// timing curve then eases the progress.
///
/// ```swift
/// // A 2 s fade after a 0.5 s delay, held at the end.
/// let timing = MediaTiming(beginTime: 0.5, duration: 2, fillMode: .forwards)
/// timing.state(atTime: 1.5).progress   // 0.5
/// timing.state(atTime: 9).progress     // 1: after the end, filled forwards
/// ```
///
/// The model, in Core Animation's terms (Apple's `CAMediaTiming` documentation):
/// - The animation is active for `repeatDuration` seconds of its local time if that is set,
///   else for `duration` × `repeatCount` (a repeat count of 0 means 1, the default;
///   `.infinity` and `greatestFiniteMagnitude` mean forever), doubled with `autoreverses`.
///   Local time runs `speed` times as fast as the parent's from `beginTime` on.
/// - `timeOffset` starts the animation part-way without changing how long it is active: an
///   animation of frames A B C D E with an offset at C plays C D E A B (it wraps to the
///   beginning), and with speed 0 it shows the frame at the offset (how a layer is paused).
/// - Negative speed plays the active interval from its end back to its start.
/// - Before and after the active interval the fill mode decides whether the first or last state
///   shows, or nothing.
///
/// Positions within a cycle use an exact remainder, so progress stays in [0, 1] at any time
/// (10¹⁷ s into a repeating animation included); iteration counts beyond `Int` saturate.
@frozen
public struct MediaTiming: Hashable, Sendable {
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

  /// Where the parent time lies relative to the active interval.
  public enum Phase: Hashable, Sendable {
    /// Before `beginTime`.
    case before
    /// Within the active interval, repeats and autoreverses included.
    case active
    /// At or past the end of a finite active interval.
    case after
  }

  /// The clock's reading at one moment.
  public struct State: Hashable, Sendable {
    /// The phase.
    public var phase: Phase
    /// The iteration, counted from 0 (wraps of a time offset count); nil when nothing is shown.
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

  /// Parent time (seconds) at which the animation begins: the delay.
  public var beginTime: Double { didSet { checkFields() } }
  /// Seconds of local time per iteration (one way), ≥ 0.
  public var duration: Double { didSet { checkFields() } }
  /// Local seconds per parent second: 2 plays twice as fast, 0 freezes, negative plays the
  /// active interval backward.
  public var speed: Double { didSet { checkFields() } }
  /// Local time (seconds) the animation starts at within its cycle; it wraps.
  public var timeOffset: Double { didSet { checkFields() } }
  /// How many iterations, fractional allowed (2.5 ends half-way through the third), 0 for 1,
  /// infinity or `greatestFiniteMagnitude` for forever. Ignored when `repeatDuration` is set.
  public var repeatCount: Double { didSet { checkFields() } }
  /// When set, the active interval's length in local seconds, overriding `repeatCount`
  /// (infinity for forever).
  public var repeatDuration: Double? { didSet { checkFields() } }
  /// Each iteration plays forward, then backward.
  public var autoreverses: Bool
  /// What shows outside the active interval.
  public var fillMode: FillMode

  /// Creates a clock. Each field can be set later; a value out of its range stops with the
  /// same message.
  ///
  /// - Precondition: the ranges of ``validate(beginTime:duration:speed:timeOffset:repeatCount:repeatDuration:)``.
  public init(
    beginTime: Double = 0, duration: Double, speed: Double = 1, timeOffset: Double = 0,
    repeatCount: Double = 0, repeatDuration: Double? = nil, autoreverses: Bool = false,
    fillMode: FillMode = .removed
  ) {
    do {
      try MediaTiming.validate(
        beginTime: beginTime, duration: duration, speed: speed, timeOffset: timeOffset,
        repeatCount: repeatCount, repeatDuration: repeatDuration)
    } catch { error.stop() }
    self.beginTime = beginTime
    self.duration = duration
    self.speed = speed
    self.timeOffset = timeOffset
    self.repeatCount = repeatCount
    self.repeatDuration = repeatDuration
    self.autoreverses = autoreverses
    self.fillMode = fillMode
  }

  /// Checks the fields: begin time, speed and offset finite; duration finite and ≥ 0; repeat
  /// count and duration ≥ 0 (infinity allowed, NaN not).
  ///
  /// - Throws: `ValidationError` naming the field.
  public static func validate(
    beginTime: Double, duration: Double, speed: Double, timeOffset: Double, repeatCount: Double,
    repeatDuration: Double?
  ) throws(ValidationError) {
    let rules: [(String, Double, Bool, String)] = [
      ("beginTime", beginTime, beginTime.isFinite, "must be finite"),
      ("duration", duration, duration.isFinite && duration >= 0, "must be finite and ≥ 0"),
      ("speed", speed, speed.isFinite, "must be finite"),
      ("timeOffset", timeOffset, timeOffset.isFinite, "must be finite"),
      ("repeatCount", repeatCount, repeatCount >= 0, "must be ≥ 0 (infinity allowed)"),
      (
        "repeatDuration", repeatDuration ?? 0, (repeatDuration ?? 0) >= 0,
        "must be ≥ 0 (infinity allowed)"
      ),
    ]
    for (name, value, valid, requirement) in rules where !valid {
      throw ValidationError(
        type: "MediaTiming", parameter: name, requirement: requirement, value: value)
    }
  }

  /// Stops with the validator's message when a field was set out of its range.
  private func checkFields() {
    do {
      try MediaTiming.validate(
        beginTime: beginTime, duration: duration, speed: speed, timeOffset: timeOffset,
        repeatCount: repeatCount, repeatDuration: repeatDuration)
    } catch { error.stop() }
  }

  /// Local seconds per cycle: duration, doubled when autoreversing.
  @inlinable public var cycleDuration: Double { autoreverses ? 2 * duration : duration }

  /// The number of cycles: repeatCount, with 0 meaning 1 and the largest finite magnitude
  /// meaning forever (infinity).
  @inlinable var cycleCount: Double {
    if repeatCount == 0 { return 1 }
    return repeatCount >= .greatestFiniteMagnitude ? .infinity : repeatCount
  }

  /// The length of the active interval in local seconds (infinity for forever; 0 for a zero
  /// duration, whatever the repeat count).
  @inlinable public var activeDuration: Double {
    if let repeatDuration { return duration == 0 ? 0 : repeatDuration }
    return duration == 0 ? 0 : cycleDuration * cycleCount
  }

  /// The clock's state at parent time `time` (seconds).
  ///
  /// Boundaries are exact: at the end of a cycle inside the active interval the next cycle
  /// starts at progress 0; at the very end the last cycle shows its final progress (1 after a
  /// whole number of forward iterations, 0 after a whole autoreverse, 0.5 after 2.5
  /// iterations). A zero duration jumps from start to end at the begin time.
  ///
  /// - Precondition: `time` is finite.
  public func state(atTime time: Double) -> State {
    precondition(time.isFinite, "MediaTiming.state: time must be finite, got \(time)")
    let active = activeDuration
    // Active time elapsed: how far into the active interval, whichever way it plays.
    let elapsed = (time - beginTime) * abs(speed)
    if time < beginTime {
      guard fillMode == .backwards || fillMode == .both else {
        return State(phase: .before, iteration: nil, progress: nil, isReversed: false)
      }
      return state(position: speed >= 0 ? 0 : active, phase: .before, endInclusive: speed < 0)
    }
    if elapsed >= active && active.isFinite {
      guard fillMode == .forwards || fillMode == .both else {
        return State(phase: .after, iteration: nil, progress: nil, isReversed: false)
      }
      return state(position: speed >= 0 ? active : 0, phase: .after, endInclusive: speed >= 0)
    }
    return state(position: speed >= 0 ? elapsed : active - elapsed, phase: .active)
  }

  /// The state at local position `position` of the active interval (before the offset), in
  /// `phase`. With `endInclusive`, a position that ends a cycle shows the cycle's end rather
  /// than the next cycle's start.
  func state(position: Double, phase: Phase, endInclusive: Bool = false) -> State {
    let cycle = cycleDuration
    guard cycle > 0 else {
      // Zero duration: the end state, or the start before it.
      let atEnd = phase == .after || (phase == .before && endInclusive)
      let count = cycleCount
      let last = count.rounded(.up) - 1
      return State(
        phase: phase, iteration: atEnd ? MediaTiming.saturated(max(last, 0)) : 0,
        progress: atEnd ? (autoreverses ? 0 : 1) : 0, isReversed: atEnd && autoreverses)
    }
    let shifted = position + timeOffset
    guard shifted.isFinite else {
      // Infinitely far into an endless animation: the phase within a cycle is undefined; show
      // the start of one.
      return State(phase: phase, iteration: Int.max, progress: 0, isReversed: false)
    }
    var inCycle = shifted.truncatingRemainder(dividingBy: cycle)
    if inCycle < 0 { inCycle += cycle }
    var cycles = ((shifted - inCycle) / cycle).rounded()
    if endInclusive && inCycle == 0 && position > 0 {
      inCycle = cycle
      cycles -= 1
    }
    let offsetCycles = (timeOffset / cycle).rounded(.down)
    let iteration = MediaTiming.saturated(cycles - offsetCycles)
    if autoreverses && inCycle > duration {
      return State(
        phase: phase, iteration: iteration, progress: (cycle - inCycle) / duration,
        isReversed: true)
    }
    return State(
      phase: phase, iteration: iteration, progress: inCycle / duration, isReversed: false)
  }

  /// `x` as an `Int`, saturating at the type's bounds (NaN gives 0).
  static func saturated(_ x: Double) -> Int {
    if x.isNaN { return 0 }
    if x >= 0x1p63 { return .max }
    if x <= -0x1p63 { return .min }
    return Int(x)
  }

  /// The eased value of `curve` at parent time `time`, nil when nothing is shown. In the before
  /// phase the curve gets CSS's before flag (`TimingCurve.value(at:beforeFlag:)`).
  public func value(atTime time: Double, curve: some TimingCurve) -> Double? {
    let state = state(atTime: time)
    guard let progress = state.progress else { return nil }
    return curve.value(at: progress, beforeFlag: state.phase == .before)
  }

  /// The parent time at which iteration `iteration` first reaches linear `progress` on its
  /// forward half: the inverse of ``state(atTime:)`` where it exists; nil when the speed is 0 (time
  /// does not move the clock), the duration is 0, or that moment lies outside the active
  /// interval.
  ///
  /// - Precondition: `progress` in [0, 1] and `iteration` ≥ 0.
  public func time(forProgress progress: Double, iteration: Int = 0) -> Double? {
    precondition(
      (0...1).contains(progress),
      "MediaTiming.time: progress must lie in [0, 1], got \(progress)")
    precondition(iteration >= 0, "MediaTiming.time: iteration must be ≥ 0, got \(iteration)")
    let cycle = cycleDuration
    guard speed != 0 && cycle > 0 else { return nil }
    let offsetCycles = (timeOffset / cycle).rounded(.down)
    let position = (Double(iteration) + offsetCycles) * cycle + progress * duration - timeOffset
    let active = activeDuration
    guard position >= 0 && position <= active else { return nil }
    let elapsed = speed > 0 ? position : active - position
    return beginTime + elapsed / abs(speed)
  }
}

extension MediaTiming: Codable {
  enum CodingKeys: String, CodingKey {
    case beginTime, duration, speed, timeOffset, repeatCount, repeatDuration, autoreverses
    case fillMode
  }

  /// Decodes the fields (all but `duration` optional, with the initializer's defaults), with
  /// ``validate(beginTime:duration:speed:timeOffset:repeatCount:repeatDuration:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let beginTime = try container.decodeIfPresent(Double.self, forKey: .beginTime) ?? 0
    let duration = try container.decode(Double.self, forKey: .duration)
    let speed = try container.decodeIfPresent(Double.self, forKey: .speed) ?? 1
    let timeOffset = try container.decodeIfPresent(Double.self, forKey: .timeOffset) ?? 0
    let repeatCount = try container.decodeIfPresent(Double.self, forKey: .repeatCount) ?? 0
    let repeatDuration = try container.decodeIfPresent(Double.self, forKey: .repeatDuration)
    try ValidationError.decoding(in: container) {
      try MediaTiming.validate(
        beginTime: beginTime, duration: duration, speed: speed, timeOffset: timeOffset,
        repeatCount: repeatCount, repeatDuration: repeatDuration)
    }
    self.init(
      beginTime: beginTime, duration: duration, speed: speed, timeOffset: timeOffset,
      repeatCount: repeatCount, repeatDuration: repeatDuration,
      autoreverses: try container.decodeIfPresent(Bool.self, forKey: .autoreverses) ?? false,
      fillMode: try container.decodeIfPresent(FillMode.self, forKey: .fillMode) ?? .removed)
  }
}
