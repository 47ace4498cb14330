extension DampedSpring {
  /// SwiftUI's `.smooth`: duration 0.5, bounce 0 (critically damped), plus `extraBounce`.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> DampedSpring {
    DampedSpring(duration: duration, bounce: 0 + extraBounce)
  }

  /// SwiftUI's `.snappy`: duration 0.5, bounce 0.15, plus `extraBounce`.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> DampedSpring {
    DampedSpring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// SwiftUI's `.bouncy`: duration 0.5, bounce 0.3, plus `extraBounce`.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> DampedSpring {
    DampedSpring(duration: duration, bounce: 0.3 + extraBounce)
  }

  /// SwiftUI's `Animation.spring()` default: response 0.5, damping ratio 0.825.
  public static let swiftUIDefault = DampedSpring(response: 0.5, dampingRatio: 0.825)

  /// SwiftUI's `Animation.interactiveSpring()` default: response 0.15, damping ratio 0.86.
  public static let swiftUIInteractive = DampedSpring(response: 0.15, dampingRatio: 0.86)

  /// UIKit's system spring (keyboard, navigation transitions; `UISpringTimingParameters()`):
  /// mass 3, stiffness 1000, damping 500 — over-damped, ζ ≈ 4.56 as Apple documents.
  public static let uiKitSystem = DampedSpring(
    mass: 3, stiffness: 1000, damping: 500, allowOverDamping: true)

  /// `CASpringAnimation`'s defaults: mass 1, stiffness 100, damping 10 (Apple's documentation
  /// of `CASpringAnimation`); also Framer Motion's physics defaults (motion-dom's
  /// `springDefaults`).
  public static let coreAnimationDefault = DampedSpring(mass: 1, stiffness: 100, damping: 10)

  /// Framer Motion's `spring()` with no options: visual duration 0.3 s, bounce 0.3
  /// (motion-dom's `springDefaults`), through ``init(visualDuration:bounce:)``.
  public static let framerMotionDefault = DampedSpring(visualDuration: 0.3, bounce: 0.3)

  /// React Native's `Animated.spring` defaults with bounciness and speed: bounciness 8,
  /// speed 12, through ``init(bounciness:speed:)``.
  public static let reactNativeBouncyDefault = DampedSpring(bounciness: 8, speed: 12)

  /// AndroidX/Compose `SpringForce` with one of its stiffness and damping-ratio constants.
  public static func android(
    stiffness: AndroidStiffness = .medium, dampingRatio: AndroidDampingRatio = .mediumBouncy
  ) -> DampedSpring {
    DampedSpring(
      mass: 1, naturalFrequency: stiffness.rawValue.squareRoot(),
      dampingRatio: dampingRatio.rawValue)
  }

  /// AndroidX `SpringForce.STIFFNESS_*` and Compose `Spring.Stiffness*` (mass 1).
  public enum AndroidStiffness: Double, Sendable, CaseIterable {
    /// `STIFFNESS_HIGH`: 10 000.
    case high = 10_000
    /// `STIFFNESS_MEDIUM` (AndroidX's default): 1500.
    case medium = 1500
    /// Compose `StiffnessMediumLow` (Compose's default): 400.
    case mediumLow = 400
    /// `STIFFNESS_LOW`: 200.
    case low = 200
    /// `STIFFNESS_VERY_LOW`: 50.
    case veryLow = 50
  }

  /// AndroidX `SpringForce.DAMPING_RATIO_*` and Compose `Spring.DampingRatio*`.
  public enum AndroidDampingRatio: Double, Sendable, CaseIterable {
    /// `DAMPING_RATIO_HIGH_BOUNCY`: 0.2.
    case highBouncy = 0.2
    /// `DAMPING_RATIO_MEDIUM_BOUNCY` (AndroidX's default): 0.5.
    case mediumBouncy = 0.5
    /// `DAMPING_RATIO_LOW_BOUNCY`: 0.75.
    case lowBouncy = 0.75
    /// `DAMPING_RATIO_NO_BOUNCY` (Compose's default): 1.
    case noBouncy = 1
  }

  /// react-spring's `config.default`: tension 170, friction 26 — react-spring's tension and
  /// friction are stiffness and damping with mass 1.
  public static let reactSpringDefault = DampedSpring(mass: 1, stiffness: 170, damping: 26)
  /// react-spring's `config.gentle`: tension 120, friction 14.
  public static let reactSpringGentle = DampedSpring(mass: 1, stiffness: 120, damping: 14)
  /// react-spring's `config.wobbly`: tension 180, friction 12.
  public static let reactSpringWobbly = DampedSpring(mass: 1, stiffness: 180, damping: 12)
  /// react-spring's `config.stiff`: tension 210, friction 20.
  public static let reactSpringStiff = DampedSpring(mass: 1, stiffness: 210, damping: 20)
  /// react-spring's `config.slow`: tension 280, friction 60.
  public static let reactSpringSlow = DampedSpring(
    mass: 1, stiffness: 280, damping: 60, allowOverDamping: true)
  /// react-spring's `config.molasses`: tension 280, friction 120 (over-damped, ζ ≈ 3.59).
  public static let reactSpringMolasses = DampedSpring(
    mass: 1, stiffness: 280, damping: 120, allowOverDamping: true)
}
