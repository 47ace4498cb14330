import KineticsCore

/// The progress of a finger-driven transition, in the manner of
/// `UIPercentDrivenInteractiveTransition` and `UIViewPropertyAnimator`: scrub it while the
/// finger moves, then let it finish or cancel from where it is — along a timing curve, UIKit's
/// spring or a physical spring — keeping the finger's velocity, and read its fraction complete
/// at any time.
///
/// ```swift
/// var transition = InteractiveTransition(duration: 0.3)
/// let gesture = GestureRelease(distance: 390)
/// try transition.update(fractionComplete: gesture.progress(translation: 234))
/// transition.fractionComplete(atTime: 0)       // 0.6
/// // The finger lets go at t = 10 s moving at 600 pt/s: past half-way, so it finishes, with
/// // a spring.
/// try transition.release(atTime: 10, gesture: gesture, translation: 234, velocity: 600,
///                        timing: .spring(.snappy()))
/// transition.fractionComplete(atTime: 10)      // 0.6: continuous at release
/// transition.fractionVelocity(atTime: 10)      // 1.538…: 600 pt/s over 390 pt, continuous too
/// ```
///
/// Times are any monotonic clock in seconds. The state machine refuses illegal transitions with
/// an ``InteractionError`` (scrubbing a running transition, finishing twice…).
public struct InteractiveTransition: Sendable {
  /// Where the transition stands.
  public enum State: Hashable, Sendable {
    /// Following the finger (or paused): ``update(fractionComplete:)`` moves it.
    case interactive
    /// Playing on its own since `start` (seconds): the fraction complete is `completion`'s
    /// value at the seconds elapsed since then.
    case running(start: Double, completion: TransitionCompletion)
  }

  /// A request the current state does not allow.
  public struct InteractionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kinds of refused request.
    public enum Kind: Hashable, Sendable {
      /// Scrubbing (``InteractiveTransition/update(fractionComplete:)``) while the transition
      /// runs on its own.
      case scrubbedWhileRunning
      /// Finishing, cancelling or releasing a transition that already runs on its own.
      case alreadyRunning
    }

    /// What kind of request was refused.
    public var kind: Kind
    /// What was refused and why, in words.
    public var description: String

    /// Creates an error.
    public init(kind: Kind, description: String) {
      self.kind = kind
      self.description = description
    }
  }

  /// The duration of the whole transition, seconds (UIKit's `duration`).
  public let duration: Double
  /// The current state.
  public private(set) var state: State = .interactive
  /// The fraction at which scrubbing left it.
  public private(set) var scrubbedFraction: Double = 0

  /// Creates an interactive transition.
  ///
  /// - Precondition: `duration` finite and > 0 (``validate(duration:)``).
  public init(duration: Double) {
    do { try Self.validate(duration: duration) } catch { error.stop() }
    self.duration = duration
  }

  /// Checks the duration: finite and > 0.
  ///
  /// - Throws: `ValidationError` for `duration`.
  public static func validate(duration: Double) throws(ValidationError) {
    guard duration.isFinite && duration > 0 else {
      throw ValidationError(
        type: "InteractiveTransition", parameter: "duration",
        requirement: "must be finite and > 0", value: duration)
    }
  }

  /// Scrubs to `fraction` (clamped to [0, 1], as UIKit does).
  ///
  /// - Throws: when the transition is running on its own (call ``pause(atTime:)`` first).
  /// - Precondition: `fraction` is not NaN.
  public mutating func update(fractionComplete fraction: Double) throws(InteractionError) {
    precondition(!fraction.isNaN, "InteractiveTransition.update: fractionComplete must not be NaN")
    guard case .interactive = state else {
      throw InteractionError(
        kind: .scrubbedWhileRunning,
        description: "update(fractionComplete:) while the transition is running; pause it first")
    }
    scrubbedFraction = min(max(fraction, 0), 1)
  }

  /// Stops a running transition where it is at `time`, to be scrubbed again (a finger that
  /// catches it mid-flight). Pausing an interactive transition does nothing.
  public mutating func pause(atTime time: Double) {
    if case .running = state {
      scrubbedFraction = min(max(fractionComplete(atTime: time), 0), 1)
      state = .interactive
    }
  }

  /// Plays the rest forward from `time` (`finish()`), starting at `velocity` (fraction complete
  /// per second). Nil, the default, starts as the timing does on its own — a curve with its own
  /// slope (UIKit's percent-driven transition), a spring from rest.
  ///
  /// - Throws: when it is already running.
  /// - Precondition: `time` and `velocity` finite.
  public mutating func finish(
    atTime time: Double, timing: CompletionTiming = .uiKitDefault, velocity: Double? = nil
  ) throws(InteractionError) {
    try run(atTime: time, toward: 1, timing: timing, velocity: velocity, name: "finish")
  }

  /// Plays back to 0 from `time` (`cancel()`), starting at `velocity` (fraction complete per
  /// second: negative moves toward 0; nil as in ``finish(atTime:timing:velocity:)``).
  public mutating func cancel(
    atTime time: Double, timing: CompletionTiming = .uiKitDefault, velocity: Double? = nil
  ) throws(InteractionError) {
    try run(atTime: time, toward: 0, timing: timing, velocity: velocity, name: "cancel")
  }

  /// The finger let go at `time`: finish or cancel as `gesture`'s policy decides for
  /// `translation` and `velocity` (points, points per second), starting from the progress of
  /// the released translation (not the last scrubbed fraction, which may lag it by an event)
  /// and carrying the finger's velocity into the completion with its sign. The one call a pan
  /// recognizer's `.ended` needs.
  ///
  /// - Returns: the decision — finishing or cancelling, the progress and its velocity.
  /// - Throws: when it is already running.
  @discardableResult
  public mutating func release(
    atTime time: Double, gesture: GestureRelease, translation: Double, velocity: Double,
    timing: CompletionTiming = .uiKitDefault
  ) throws(InteractionError) -> GestureRelease.Decision {
    let decision = gesture.release(translation: translation, velocity: velocity)
    guard case .interactive = state else {
      throw InteractionError(
        kind: .alreadyRunning, description: "release while the transition is already running")
    }
    scrubbedFraction = decision.progress
    try run(
      atTime: time, toward: decision.targetProgress, timing: timing,
      velocity: decision.progressVelocity, name: "release")
    return decision
  }

  private mutating func run(
    atTime time: Double, toward target: Double, timing: CompletionTiming, velocity: Double?,
    name: String
  ) throws(InteractionError) {
    precondition(time.isFinite, "InteractiveTransition.\(name): time must be finite, got \(time)")
    precondition(
      velocity?.isFinite ?? true,
      "InteractiveTransition.\(name): velocity must be finite, got \(velocity ?? 0)")
    guard case .interactive = state else {
      throw InteractionError(
        kind: .alreadyRunning, description: "\(name) while the transition is already running")
    }
    state = .running(
      start: time,
      completion: timing.completion(
        duration: duration, fraction: scrubbedFraction, velocity: velocity, target: target))
  }

  /// The completion the transition is running, or nil while interactive.
  public var completion: TransitionCompletion? {
    guard case .running(_, let completion) = state else { return nil }
    return completion
  }

  /// Whether it has reached its target at `time`.
  public func isComplete(atTime time: Double) -> Bool {
    guard case .running(let start, let completion) = state else { return false }
    return completion.isComplete(atElapsed: time - start)
  }

  /// The fraction complete at `time`, in [0, 1] as UIKit's `fractionComplete`: the scrubbed
  /// fraction while interactive; while running, the completion's value (exactly its target
  /// once complete), a spring's overshoot held at the end it passes. Continuous at the release.
  public func fractionComplete(atTime time: Double) -> Double {
    guard case .running(let start, let completion) = state else { return scrubbedFraction }
    let elapsed = time - start
    if completion.isComplete(atElapsed: elapsed) { return completion.target }
    return min(max(completion.value(atElapsed: elapsed), 0), 1)
  }

  /// The rate of change of ``fractionComplete(atTime:)`` (per second) at `time`: 0 while
  /// interactive, once complete, and while an overshoot is held at an end.
  public func fractionVelocity(atTime time: Double) -> Double {
    guard case .running(let start, let completion) = state else { return 0 }
    let elapsed = time - start
    guard !completion.isComplete(atElapsed: elapsed),
      (0...1).contains(completion.value(atElapsed: elapsed))
    else { return 0 }
    return completion.velocity(atElapsed: elapsed)
  }
}
