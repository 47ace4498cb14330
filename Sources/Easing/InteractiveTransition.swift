/// The progress of a finger-driven transition, in the manner of
/// `UIPercentDrivenInteractiveTransition` and `UIViewPropertyAnimator`: scrub it while the
/// finger moves, then finish or cancel from where it is, and read its fraction complete at any
/// time.
///
/// ```swift
/// var transition = InteractiveTransition(duration: 0.3)
/// try transition.update(fractionComplete: 0.4)           // the pan moved
/// try transition.finish(at: 10.0, completionCurve: .easeOut)  // released at t = 10 s
/// transition.fractionComplete(at: 10.0)   // 0.4: continuous at release
/// transition.fractionComplete(at: 10.18)  // 1: done after (1 − 0.4) × 0.3 s
/// ```
///
/// Times are any monotonic clock in seconds. The state machine refuses illegal transitions with
/// an ``InteractionError`` (scrubbing a finished transition, finishing twice…).
public struct InteractiveTransition: Sendable {
  /// Where the transition stands.
  public enum State: Hashable, Sendable {
    /// Following the finger (or paused): ``update(fractionComplete:)`` moves it.
    case interactive
    /// Playing on its own toward 1 (finishing) or 0 (cancelling) since `start`, from
    /// `fraction`, over `duration` seconds along `curve`.
    case running(
      start: Double, fraction: Double, target: Double, duration: Double, curve: TimingFunction)
  }

  /// A request the current state does not allow.
  public struct InteractionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was refused and why.
    public var description: String
  }

  /// The duration of the whole transition, seconds (UIKit's `duration`).
  public let duration: Double
  /// The current state.
  public private(set) var state: State = .interactive
  /// The fraction at which scrubbing left it.
  public private(set) var scrubbedFraction: Double = 0

  /// Creates an interactive transition.
  ///
  /// - Precondition: `duration` finite and > 0.
  public init(duration: Double) {
    precondition(
      duration.isFinite && duration > 0,
      "InteractiveTransition: duration must be finite and > 0, got \(duration)")
    self.duration = duration
  }

  /// Scrubs to `fraction` (clamped to [0, 1], as UIKit does).
  ///
  /// - Throws: when the transition is running on its own (call ``pause(at:)`` first).
  /// - Precondition: `fraction` is not NaN.
  public mutating func update(fractionComplete fraction: Double) throws(InteractionError) {
    precondition(!fraction.isNaN, "InteractiveTransition.update: fractionComplete must not be NaN")
    guard case .interactive = state else {
      throw InteractionError(
        description: "update(fractionComplete:) while the transition is running; pause it first")
    }
    scrubbedFraction = min(max(fraction, 0), 1)
  }

  /// Stops a running transition where it is at `time`, to be scrubbed again (a finger that
  /// catches it mid-flight). Pausing an interactive transition does nothing.
  public mutating func pause(at time: Double) {
    if case .running = state {
      scrubbedFraction = fractionComplete(at: time)
      state = .interactive
    }
  }

  /// Plays the rest forward from `time`: `UIPercentDrivenInteractiveTransition.finish()`. The
  /// remaining (1 − fraction)·duration is divided by `completionSpeed` (1: the remaining
  /// fraction of the duration, as UIKit) and eased by `completionCurve`.
  ///
  /// - Throws: when it is already running.
  /// - Precondition: `completionSpeed` finite and > 0, `time` finite.
  public mutating func finish(
    at time: Double, completionCurve: TimingFunction = .easeInOut, completionSpeed: Double = 1
  ) throws(InteractionError) {
    try run(at: time, toward: 1, curve: completionCurve, speed: completionSpeed, name: "finish")
  }

  /// Plays back to 0 from `time`: `cancel()`, over fraction·duration / completionSpeed.
  public mutating func cancel(
    at time: Double, completionCurve: TimingFunction = .easeInOut, completionSpeed: Double = 1
  ) throws(InteractionError) {
    try run(at: time, toward: 0, curve: completionCurve, speed: completionSpeed, name: "cancel")
  }

  /// `UIViewPropertyAnimator.continueAnimation(withTimingParameters:durationFactor:)`: plays
  /// the rest toward `reversed ? 0 : 1` with `curve` over the remaining fraction of
  /// `durationFactor`·duration.
  public mutating func continueAnimation(
    at time: Double, curve: TimingFunction, durationFactor: Double = 1, reversed: Bool = false
  ) throws(InteractionError) {
    precondition(
      durationFactor.isFinite && durationFactor > 0,
      "InteractiveTransition.continueAnimation: durationFactor must be finite and > 0, got \(durationFactor)"
    )
    try run(
      at: time, toward: reversed ? 0 : 1, curve: curve, speed: 1 / durationFactor,
      name: "continueAnimation")
  }

  private mutating func run(
    at time: Double, toward target: Double, curve: TimingFunction, speed: Double, name: String
  ) throws(InteractionError) {
    precondition(time.isFinite, "InteractiveTransition.\(name): time must be finite, got \(time)")
    precondition(
      speed.isFinite && speed > 0,
      "InteractiveTransition.\(name): completionSpeed must be finite and > 0, got \(speed)")
    guard case .interactive = state else {
      throw InteractionError(description: "\(name) while the transition is already running")
    }
    let remaining = abs(target - scrubbedFraction) * duration / speed
    state = .running(
      start: time, fraction: scrubbedFraction, target: target, duration: remaining, curve: curve)
  }

  /// Whether it has reached its target (a running transition whose remaining time is over).
  public func isComplete(at time: Double) -> Bool {
    guard case .running(let start, _, _, let remaining, _) = state else { return false }
    return time - start >= remaining
  }

  /// The fraction complete at `time`: the scrubbed fraction while interactive; while running,
  /// fraction + (target − fraction)·curve(elapsed / remaining), clamped to the target at the end.
  /// Continuous at the moment of release.
  public func fractionComplete(at time: Double) -> Double {
    guard case .running(let start, let fraction, let target, let remaining, let curve) = state
    else {
      return scrubbedFraction
    }
    guard remaining > 0 else { return target }
    let elapsed = min(max((time - start) / remaining, 0), 1)
    if elapsed == 1 { return target }
    return fraction + (target - fraction) * curve.value(at: elapsed)
  }

  /// The rate of change of the fraction (per second) at `time`: 0 while interactive.
  public func fractionVelocity(at time: Double) -> Double {
    guard case .running(let start, let fraction, let target, let remaining, let curve) = state,
      remaining > 0
    else { return 0 }
    let elapsed = (time - start) / remaining
    guard elapsed >= 0 && elapsed < 1 else { return 0 }
    return (target - fraction) * curve.velocity(at: elapsed) / remaining
  }
}
