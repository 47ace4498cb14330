// Kinetics timing curves and springs as SwiftUI animations, where SwiftUI exists (Apple
// platforms; on Linux the stand-in in Tests/AppleStandIns type-checks them).
#if canImport(SwiftUI) && (canImport(Darwin) || APPLE_STAND_INS)
  import Easing
  import KineticsCore
  import Motion
  import Springs
  import SwiftUI

  /// A SwiftUI `CustomAnimation` that plays a Kinetics timing curve over a duration, or a
  /// Kinetics spring, so that `withAnimation(.kinetics(…))` animates any SwiftUI value with it.
  ///
  /// SwiftUI hands the animation the change to animate (`value`, the target minus where the
  /// value starts) and asks for the part of it covered at each time; here that part is the
  /// curve's eased progress, or the spring's unit move, times the change. The velocity is the
  /// same part's rate of change, per second. The animation never merges (the protocol's
  /// default): an interrupting animation runs beside it, each adding its own change, so that
  /// the value and its velocity stay continuous — what SwiftUI documents for its
  /// `interpolatingSpring(_:initialVelocity:)`, which "preserves velocity across overlapping
  /// animations by adding the effects of each animation"
  /// (developer.apple.com/documentation/swiftui/animation/interpolatingspring(_:initialvelocity:)),
  /// rather than `spring`'s replacement of one animation by its successor.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  public struct KineticsAnimation: CustomAnimation {
    /// What moves the fraction of the change from 0 to 1.
    public enum Shape: Hashable, Sendable {
      /// A timing curve over `duration` seconds.
      case curve(AnyTimingCurve, duration: Double)
      /// A spring from rest, done when its unit move settles within `tolerance`.
      case spring(DampedSpring, tolerance: RestTolerance)
    }

    /// What moves the fraction.
    public let shape: Shape

    /// Plays `curve` over `duration` seconds.
    ///
    /// - Precondition: `duration` is finite and > 0.
    public init(_ curve: some TimingCurve, duration: Double) {
      precondition(
        duration.isFinite && duration > 0,
        "KineticsAnimation: duration must be finite and > 0, got \(duration)")
      shape = .curve(AnyTimingCurve(curve), duration: duration)
    }

    /// Plays `spring` from rest until its unit move settles within `tolerance`.
    public init(spring: DampedSpring, tolerance: RestTolerance = .unit) {
      shape = .spring(spring, tolerance: tolerance)
    }

    /// The fraction of the change covered at `time` and its rate (per second), or nil once
    /// the animation is done.
    func fraction(at time: Double) -> (value: Double, velocity: Double)? {
      switch shape {
      case .curve(let curve, let duration):
        guard time < duration else { return nil }
        let progress = max(time, 0) / duration
        return (curve.value(at: progress), curve.velocity(at: progress) / duration)
      case .spring(let spring, let tolerance):
        let move = SpringMotion(from: 0.0, to: 1, spring: spring, tolerance: tolerance)
        guard !move.isComplete(atElapsed: time) else { return nil }
        return (move.value(atElapsed: time), move.velocity(atElapsed: time))
      }
    }

    /// The part of `value` covered `time` seconds after the start; nil when done.
    public func animate<V: VectorArithmetic>(
      value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
      fraction(at: time).map { value.scaled(by: $0.value) }
    }

    /// The rate of change of the covered part, per second; nil when done.
    public func velocity<V: VectorArithmetic>(
      value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
      fraction(at: time).map { value.scaled(by: $0.velocity) }
    }

    /// Never merges: see the type's discussion.
    public func shouldMerge<V: VectorArithmetic>(
      previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool { false }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  extension Animation {
    /// A Kinetics timing curve over `duration` seconds, as a SwiftUI animation:
    /// `withAnimation(.kinetics(Ease.backOut, duration: 0.4)) { … }`.
    public static func kinetics(_ curve: some TimingCurve, duration: Double) -> Animation {
      Animation(KineticsAnimation(curve, duration: duration))
    }

    /// A Kinetics spring, from rest, as a SwiftUI animation:
    /// `withAnimation(.kinetics(spring: .bouncy())) { … }`.
    public static func kinetics(spring: DampedSpring, tolerance: RestTolerance = .unit)
      -> Animation
    {
      Animation(KineticsAnimation(spring: spring, tolerance: tolerance))
    }
  }
#endif
