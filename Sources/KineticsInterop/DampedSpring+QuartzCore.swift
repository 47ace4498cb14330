// Springs to and from CASpringAnimation, where Core Animation exists (Apple platforms; on Linux
// the stand-in in Tests/AppleStandIns type-checks them). Core Animation stores mass, stiffness,
// damping and initial velocity as CGFloat, a Double on 64-bit platforms: they copy exactly.
#if canImport(QuartzCore) && (canImport(Darwin) || APPLE_STAND_INS)
  import KineticsCore
  import KineticsNumerics
  import Motion
  import QuartzCore
  import Springs

  extension DampedSpring {
    /// The spring of a Core Animation spring animation: its mass, stiffness and damping,
    /// exactly, whichever initializer made it (`CASpringAnimation(perceptualDuration:bounce:)`
    /// sets the three). An overdamped animation stays overdamped only when it allows
    /// overdamping (always before iOS 17, which added the switch); otherwise the spring is
    /// critically damped, the rule SwiftUI documents for its `allowOverDamping` (Core
    /// Animation's documentation states none).
    ///
    /// - Precondition: the terms are finite and > 0 (damping ≥ 0), as
    ///   ``DampedSpring/init(mass:stiffness:damping:allowOverDamping:)`` requires.
    public init(_ animation: CASpringAnimation) {
      self.init(
        mass: Double(animation.mass), stiffness: Double(animation.stiffness),
        damping: Double(animation.damping),
        allowOverDamping: Self.allowsOverdamping(animation))
    }

    /// Whether the animation keeps an overdamped spring (iOS 17 and later; always, before).
    static func allowsOverdamping(_ animation: CASpringAnimation) -> Bool {
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) {
        return animation.allowsOverdamping
      }
      return true
    }
  }

  extension CASpringAnimation {
    /// A spring animation of `keyPath` that plays `motion`: from its start to its target with
    /// its spring's mass, stiffness and damping (exactly), its initial velocity in distances
    /// per second (2 for a motion that starts at twice the distance per second: the unit
    /// UIKit documents for its spring velocities, Core Animation's header giving none), and its
    /// duration the motion's completion time
    /// (its own tolerance), where Core Animation would use `settlingDuration`.
    ///
    /// A motion whose start equals its target gets initial velocity 0 (Core Animation cannot
    /// express a velocity without a distance).
    ///
    /// - Precondition: the motion completes (a damped spring).
    public convenience init(keyPath: String, motion: SpringMotion<Double>) {
      self.init(keyPath: keyPath)
      let spring = motion.spring
      mass = CGFloat(spring.mass)
      stiffness = CGFloat(spring.stiffness)
      damping = CGFloat(spring.damping)
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) {
        allowsOverdamping = true
      }
      let distance = motion.target - motion.start
      initialVelocity = CGFloat(
        distance == 0 ? 0 : saturatedToTheDoubleRange(motion.initialVelocity / distance))
      fromValue = motion.start
      toValue = motion.target
      guard let completion = motion.completionTime, completion.isFinite else {
        preconditionFailure("CASpringAnimation(keyPath:motion:): the motion must complete")
      }
      duration = completion
    }
  }
#endif
