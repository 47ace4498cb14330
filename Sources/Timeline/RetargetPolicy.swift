import Easing
import KineticsCore
import Motion
import Springs

/// How ``AnimationTimeline/retarget(_:to:atTime:policy:)-(_,Double,_,_)`` hands a running animation over to a
/// new target. Each policy's continuity at the switch:
///
/// | policy | value | velocity | what it matches |
/// |---|---|---|---|
/// | ``carryingVelocity(into:tolerance:)`` | continuous | continuous | SwiftUI's and UIKit's springs retargeted mid-flight |
/// | ``additive(duration:curve:)`` | continuous | continuous plus the new tween's own start velocity (0 for ease-in-out) | UIKit's additive animations, `CAPropertyAnimation.isAdditive` |
/// | ``rescaledRestart`` | continuous | restarts with the curve's own (a jump) | a tween restarted over the remaining distance's share of its duration |
///
/// Reversing along the same curve (`UIViewPropertyAnimator.isReversed`) is
/// ``AnimationTimeline/reverse(_:atTime:)``: the value and speed are continuous, the direction
/// flips, and the animation ends at its start without passing the point of reversal.
public struct RetargetPolicy: Sendable {
  enum Kind: Sendable {
    case carry(DampedSpring, RestTolerance)
    case additive(Double, AnyTimingCurve)
    case rescaled
  }

  let kind: Kind

  /// A spring from the animation's value and velocity at the switch to the new target.
  public static func carryingVelocity(into spring: DampedSpring, tolerance: RestTolerance = .unit)
    -> RetargetPolicy
  {
    RetargetPolicy(kind: .carry(spring, tolerance))
  }

  /// The running animation goes on toward its own target as an offset added to the output —
  /// its value minus its target, which reaches 0 when it completes — while a tween of
  /// `duration` seconds along `curve` takes the output from the old target to the new one.
  ///
  /// - Precondition: `duration` finite and ≥ 0.
  public static func additive(duration: Double, curve: some TimingCurve) -> RetargetPolicy {
    do { try Tween<Double, AnyTimingCurve>.validate(duration: duration) } catch { error.stop() }
    return RetargetPolicy(kind: .additive(duration, AnyTimingCurve(curve)))
  }

  /// A tween only: a new tween along the same curve from the value at the switch to the new
  /// target, over the tween's duration times the remaining distance over the whole distance
  /// (at most the whole duration).
  public static let rescaledRestart = RetargetPolicy(kind: .rescaled)
}

extension RetargetPolicy {
  /// The tween a rescaled restart of `old` starts at `value` toward `target`: along the same
  /// curve, over `share` of its duration, or without a share given, the distance left over
  /// the whole distance (at most 1).
  static func rescaled(
    _ old: Tween<Double, AnyTimingCurve>, from value: Double, to target: Double, share: Double?
  ) -> Tween<Double, AnyTimingCurve> {
    let whole = abs(old.end - old.start)
    let fraction = share ?? (whole > 0 ? min(abs(target - value) / whole, 1) : 1)
    return Tween(from: value, to: target, duration: old.duration * fraction, curve: old.curve)
  }
}
