import Easing
import KineticsCore

/// The timing of one animation effect as the web defines it: Web Animations Level 1's
/// `EffectTiming` (W3C, https://www.w3.org/TR/web-animations-1/#the-effecttiming-dictionaries),
/// what `element.animate(keyframes, options)` and CSS animations run on.
///
/// The browser's counterpart of ``MediaTiming``, with its own vocabulary: a start delay and an
/// end delay around an active interval of `iterations` iterations of `duration` each, entered
/// part-way through by `iterationStart`; a playback direction per iteration; a fill mode for
/// the time outside the active interval; an easing applied per iteration. The animation that
/// plays the effect adds a playback rate, whose sign decides which boundary of the active
/// interval belongs to which phase.
///
/// ```swift
/// let timing = EffectTiming(duration: 1, iterations: 2.3, delay: 0.5, fill: .forwards)
/// let end = timing.computedTiming(atLocalTime: 9)
/// end.currentIteration          // 2: the third iteration
/// end.simpleIterationProgress   // 0.2999…: 0.3 up to the rounding of 2.3 − 2
/// ```
///
/// ``computedTiming(atLocalTime:playbackRate:)`` follows the specification's procedures step by
/// step (§4.6 phases, §4.8 active time, §4.8.3 overall progress, §4.8.4 simple iteration
/// progress, §4.9 direction, §4.10 easing with the before flag), including their boundary
/// rules for zero durations, zero iterations, negative end delays and negative playback rates;
/// the tests check it against the web-platform-tests' timing-model tables. Times are in any
/// unit used consistently (seconds here; the web uses milliseconds).
public struct EffectTiming: Hashable, Sendable {
  /// Which way successive iterations play (`PlaybackDirection`).
  public enum PlaybackDirection: String, Hashable, Sendable, Codable, CaseIterable {
    /// Every iteration forward.
    case normal
    /// Every iteration backward.
    case reverse
    /// Even iterations forward, odd ones backward.
    case alternate
    /// Even iterations backward, odd ones forward.
    case alternateReverse = "alternate-reverse"
  }

  /// What the effect shows outside its active interval (`FillMode`).
  public enum FillMode: String, Hashable, Sendable, Codable, CaseIterable {
    /// Nothing outside the active interval.
    case none
    /// The end state after the active interval.
    case forwards
    /// The start state before the active interval.
    case backwards
    /// Both.
    case both
    /// The default: for a keyframe effect the same as ``none``.
    case auto
  }

  /// The time before the active interval starts; negative starts part-way in. Finite.
  public var delay: Double { didSet { checkFields() } }
  /// The time after the active interval before the effect ends; negative cuts the active
  /// interval short. Finite.
  public var endDelay: Double { didSet { checkFields() } }
  /// What shows outside the active interval.
  public var fill: FillMode
  /// The iteration at which the effect starts, fraction allowed (0.5 starts half-way through
  /// the first). Finite, ≥ 0.
  public var iterationStart: Double { didSet { checkFields() } }
  /// How many iterations, fraction allowed; infinity repeats forever. ≥ 0.
  public var iterations: Double { didSet { checkFields() } }
  /// The length of one iteration; infinity allowed. ≥ 0.
  public var duration: Double { didSet { checkFields() } }
  /// Which way successive iterations play.
  public var direction: PlaybackDirection
  /// The curve applied to each iteration's progress (the spec's `easing`).
  public var easing: AnyTimingCurve

  /// Creates an effect's timing, with the specification's defaults.
  ///
  /// - Precondition: the ranges of ``validate(duration:iterations:iterationStart:delay:endDelay:)``.
  public init(
    duration: Double, iterations: Double = 1, iterationStart: Double = 0, delay: Double = 0,
    endDelay: Double = 0, direction: PlaybackDirection = .normal, fill: FillMode = .auto,
    easing: some TimingCurve = CubicBezier.linear
  ) {
    do {
      try EffectTiming.validate(
        duration: duration, iterations: iterations, iterationStart: iterationStart,
        delay: delay, endDelay: endDelay)
    } catch { error.stop() }
    self.duration = duration
    self.iterations = iterations
    self.iterationStart = iterationStart
    self.delay = delay
    self.endDelay = endDelay
    self.direction = direction
    self.fill = fill
    self.easing = AnyTimingCurve(easing)
  }

  /// Checks the fields as the specification's "update the timing properties" procedure does:
  /// duration and iterations ≥ 0 (infinity allowed, NaN not), iteration start finite and ≥ 0,
  /// delays finite.
  ///
  /// - Throws: `ValidationError` naming the field.
  public static func validate(
    duration: Double, iterations: Double, iterationStart: Double, delay: Double, endDelay: Double
  ) throws(ValidationError) {
    let rules: [(String, Double, Bool, String)] = [
      ("duration", duration, duration >= 0, "must be ≥ 0 (infinity allowed)"),
      ("iterations", iterations, iterations >= 0, "must be ≥ 0 (infinity allowed)"),
      (
        "iterationStart", iterationStart, iterationStart.isFinite && iterationStart >= 0,
        "must be finite and ≥ 0"
      ),
      ("delay", delay, delay.isFinite, "must be finite"),
      ("endDelay", endDelay, endDelay.isFinite, "must be finite"),
    ]
    for (name, value, valid, requirement) in rules where !valid {
      throw ValidationError(
        type: "EffectTiming", parameter: name, requirement: requirement, value: value)
    }
  }

  /// Stops with the validator's message when a field was set out of its range.
  private func checkFields() {
    do {
      try EffectTiming.validate(
        duration: duration, iterations: iterations, iterationStart: iterationStart,
        delay: delay, endDelay: endDelay)
    } catch { error.stop() }
  }
}
