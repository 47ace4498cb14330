import Easing
import KineticsCore
import KineticsNumerics
import Springs

/// How an interactive transition plays the rest of its way once the finger lets go:
/// `UIPercentDrivenInteractiveTransition`'s completion curve and speed, or
/// `UIViewPropertyAnimator.continueAnimation(withTimingParameters:durationFactor:)` with cubic
/// or spring timing parameters.
///
/// ```swift
/// CompletionTiming.curve(CubicBezier.easeOut)                  // the percent-driven default shape
/// CompletionTiming.uiKitSpring(dampingRatio: 0.8)              // UISpringTimingParameters
/// CompletionTiming.spring(.snappy())                           // a physical spring, settles
/// ```
///
/// Timed completions (a curve, UIKit's spring) last the remaining fraction of the transition's
/// duration times `durationFactor` (1: the pace of the original duration;
/// `completionSpeed` s is a factor of 1/s). A physical spring takes as long as it takes.
public struct CompletionTiming: Hashable, Sendable {
  /// The kinds of completion.
  public enum Kind: Hashable, Sendable {
    /// Along a timing curve over the remaining time; the release velocity is kept (see
    /// ``Tween``'s initial velocity).
    case curve(AnyTimingCurve)
    /// UIKit's spring animation over the remaining time: the spring of
    /// `DampedSpring/init(uiKitDuration:dampingRatio:initialVelocity:)` for that time, this
    /// damping ratio and the release's relative velocity, ending exactly at the target when the
    /// time is up.
    case uiKitSpring(dampingRatio: Double)
    /// A physical spring from the release state, complete when settled within the tolerance.
    case spring(DampedSpring, tolerance: RestTolerance)
  }

  /// The kind.
  public let kind: Kind
  /// The multiple of the remaining fraction of the duration that timed completions take.
  public let durationFactor: Double

  /// Along `curve` over the remaining fraction of the duration times `durationFactor`.
  ///
  /// - Precondition: `durationFactor` is finite and > 0 (``validate(durationFactor:)``).
  public static func curve(_ curve: some TimingCurve, durationFactor: Double = 1)
    -> CompletionTiming
  {
    do { try validate(durationFactor: durationFactor) } catch { error.stop() }
    return CompletionTiming(kind: .curve(AnyTimingCurve(curve)), durationFactor: durationFactor)
  }

  /// UIKit's spring animation with `dampingRatio` over the remaining fraction of the duration
  /// times `durationFactor`.
  ///
  /// - Precondition: `dampingRatio` and `durationFactor` are finite, `durationFactor` > 0
  ///   (``validate(dampingRatio:durationFactor:)``).
  public static func uiKitSpring(dampingRatio: Double, durationFactor: Double = 1)
    -> CompletionTiming
  {
    do { try validate(dampingRatio: dampingRatio, durationFactor: durationFactor) } catch {
      error.stop()
    }
    return CompletionTiming(
      kind: .uiKitSpring(dampingRatio: dampingRatio), durationFactor: durationFactor)
  }

  /// Checks the duration factor of ``curve(_:durationFactor:)``: finite and > 0.
  ///
  /// - Throws: `ValidationError` for `durationFactor`.
  public static func validate(durationFactor: Double) throws(ValidationError) {
    guard durationFactor.isFinite && durationFactor > 0 else {
      throw ValidationError(
        type: "CompletionTiming", parameter: "durationFactor",
        requirement: "must be finite and > 0", value: durationFactor)
    }
  }

  /// Checks the parameters of ``uiKitSpring(dampingRatio:durationFactor:)``: a finite damping
  /// ratio and a finite duration factor > 0.
  ///
  /// - Throws: `ValidationError` naming the parameter.
  public static func validate(dampingRatio: Double, durationFactor: Double)
    throws(ValidationError)
  {
    guard dampingRatio.isFinite else {
      throw ValidationError(
        type: "CompletionTiming", parameter: "dampingRatio", requirement: "must be finite",
        value: dampingRatio)
    }
    try validate(durationFactor: durationFactor)
  }

  /// A physical spring, settling within `tolerance`.
  public static func spring(_ spring: DampedSpring, tolerance: RestTolerance = .unit)
    -> CompletionTiming
  {
    CompletionTiming(kind: .spring(spring, tolerance: tolerance), durationFactor: 1)
  }

  /// UIKit's default: `UIPercentDrivenInteractiveTransition`'s `completionCurve` is
  /// `.easeInOut` and its `completionSpeed` 1.
  public static let uiKitDefault = CompletionTiming.curve(CubicBezier.easeInOut)

  init(kind: Kind, durationFactor: Double) {
    self.kind = kind
    self.durationFactor = durationFactor
  }

  /// The completion of a transition of `duration` seconds released at fraction `fraction`
  /// moving at `velocity` (fraction per second; nil: as the timing starts on its own), toward
  /// `target` (0 or 1).
  func completion(
    duration: Double, fraction: Double, velocity: Double?, target: Double
  ) -> TransitionCompletion {
    let time = abs(target - fraction) * duration * durationFactor
    switch kind {
    case .curve(let curve):
      return .timed(
        Tween(from: fraction, to: target, duration: time, curve: curve, initialVelocity: velocity))
    case .uiKitSpring(let dampingRatio):
      guard time > 0 else {
        return .timed(
          Tween(from: fraction, to: target, duration: 0, curve: AnyTimingCurve(Ease.linear)))
      }
      // UIKit's relative velocity: toward the target, in distances still to go per second.
      // Over a distance near 0 (released a subnormal fraction from 0, or 1e-16 from 1) the
      // quotient can exceed the range; it is held at the largest double, sign kept.
      let distance = target - fraction
      let relative = saturatedToTheDoubleRange((velocity ?? 0) / distance)
      let curve = SpringCurve.uiKit(
        duration: time, dampingRatio: dampingRatio, initialVelocity: relative)
      return .timed(
        Tween(from: fraction, to: target, duration: curve.duration, curve: AnyTimingCurve(curve)))
    case .spring(let spring, let tolerance):
      return .spring(
        SpringMotion(
          from: fraction, to: target, spring: spring, initialVelocity: velocity ?? 0,
          tolerance: tolerance))
    }
  }
}
