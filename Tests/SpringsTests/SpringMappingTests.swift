import Foundation
import KineticsCore
import Springs
import TestSupport
import Testing

/// The mappings from the parameters other libraries take to a spring, against values computed
/// independently (a 50-digit solve, hand derivations from the sources' formulas).
@Suite struct SpringMappingTests {
  /// UIKit's equation solved for every (duration, ratio, velocity) of a grid against
  /// UIKitSpringRootReferences.swift (mpmath, 50 digits, by direct bisection of the equation): the root
  /// to 1e-12 wherever one exists — (0.25 s, 0.1, 1) and (0.3 s, 0.1, 0.81) included, where a
  /// first Newton step from 5/d goes negative — and the documented fallback ln(1/ε)/(ζd) where
  /// none does.
  @Test func uiKitMappingFindsTheRootOnAGrid() {
    for (duration, ratio, velocity, root) in uiKitSpringRoots {
      let spring = DampedSpring(
        uiKitDuration: duration, dampingRatio: ratio, initialVelocity: velocity)
      let expected = root ?? log(1000) / (ratio * duration)
      expectClose(
        spring.naturalFrequency, expected, relative: 1e-12, "(\(duration), \(ratio), \(velocity))")
      expectClose(spring.dampingRatio, ratio, ulps: 0)
    }
  }

  /// The figures the issue reports from an independent solve: (0.25, 0.1, 1) has stiffness
  /// about 33 178, (0.3, 0.1, 0.81) about 23 057; the transition samples' (0.6, 0.49, 0.81)
  /// 452.03 and 20.836; (3, 0.25, 0) 54.8336 and 3.70249.
  @Test func uiKitMappingKnownFigures() {
    func spring(_ d: Double, _ zeta: Double, _ v: Double) -> DampedSpring {
      DampedSpring(uiKitDuration: d, dampingRatio: zeta, initialVelocity: v)
    }
    #expect(abs(spring(0.25, 0.1, 1).stiffness - 33_178) < 1)
    #expect(abs(spring(0.3, 0.1, 0.81).stiffness - 23_057) < 1)
    #expect(abs(spring(0.6, 0.49, 0.81).stiffness - 452.03) < 0.005)
    #expect(abs(spring(0.6, 0.49, 0.81).damping - 20.836) < 0.0005)
    #expect(abs(spring(3, 0.25, 0).stiffness - 54.8336) < 0.00005)
    #expect(abs(spring(3, 0.25, 0).damping - 3.70249) < 0.000005)
  }

  /// Finite input never traps: velocities from −1e300 to 1e300 and the clamped extremes.
  @Test func uiKitMappingIsTotal() {
    for velocity in [-1e300, -1e10, 1e10, 1e300, Double.leastNonzeroMagnitude] {
      for ratio in [-5.0, 0, 0.5, 1, 7] {
        let spring = DampedSpring(
          uiKitDuration: 0.3, dampingRatio: ratio, initialVelocity: velocity)
        #expect(spring.stiffness.isFinite && spring.stiffness > 0)
        #expect(spring.displacement(atElapsed: 0.1, initialDisplacement: -1).isFinite)
      }
    }
  }

  /// SwiftUI's `Spring(settlingDuration: 3, dampingRatio: 0.25)` has stiffness 54.83: the same
  /// equation as UIKit's from rest; closed form ω0 = ln(ζ/(ε√(1 − ζ²)))/(ζd). The exact-settling
  /// variant is a different spring (80.27 for the same arguments).
  @Test func swiftUISettlingDurationMapping() {
    let swiftUI = DampedSpring(settlingDuration: 3, dampingRatio: 0.25)
    #expect(abs(swiftUI.stiffness - 54.8336) < 0.00005)
    let omega = log(0.25 / (0.001 * (1 - 0.0625).squareRoot())) / (0.25 * 3)
    expectClose(swiftUI.naturalFrequency, omega, relative: 1e-14)
    let exact = DampedSpring(exactSettlingDuration: 3, dampingRatio: 0.25)
    #expect(abs(exact.stiffness - 80.27) < 0.01)
  }

  /// React Native's bounciness and speed (SpringConfig.js): hand evaluation of its formulas in
  /// 40-digit decimal arithmetic. (8, 12) → tension 70.9117647…, friction 7.8946730…, so
  /// stiffness 342.1005882… and damping 24.6840192…; (4, 12) → damping 30.4869796… (a
  /// published app note gives "342.1 and 30.49"); (0, 5) and (20, 2) use the other two cubics.
  @Test func reactNativeBouncinessAndSpeed() {
    let cases: [(Double, Double, Double, Double)] = [
      (8, 12, 342.1005882352941176, 24.68401924528434501),
      (4, 12, 342.1005882352941176, 30.48697964824425153),
      (0, 5, 193.4144117647058824, 26.70618635300478323),
      (20, 2, 129.6917647058823529, 5.858023524340831506),
    ]
    for (bounciness, speed, stiffness, damping) in cases {
      let spring = DampedSpring(bounciness: bounciness, speed: speed)
      expectClose(spring.stiffness, stiffness, relative: 1e-14)
      expectClose(spring.damping, damping, relative: 1e-13)
      #expect(spring.mass == 1)
    }
    #expect(DampedSpring.reactNativeBouncyDefault == DampedSpring(bounciness: 8, speed: 12))
  }

  /// Framer Motion's visual duration: ω0 = 2π/(1.2·0.3) for its default (0.3 s, bounce 0.3):
  /// stiffness 304.6174197867085993…, damping 2·0.7·ω0 = 24.43460952792061408…; bounce above
  /// 0.95 clamps ζ to 0.05, negative bounce clamps it to 1.
  @Test func framerMotionVisualDuration() {
    let spring = DampedSpring.framerMotionDefault
    expectClose(spring.stiffness, 304.6174197867085993, relative: 1e-15)
    expectClose(spring.damping, 24.43460952792061408, relative: 1e-15)
    #expect(DampedSpring(visualDuration: 0.5, bounce: 0.99).dampingRatio == 0.05)
    #expect(DampedSpring(visualDuration: 0.5, bounce: -3).dampingRatio == 1)
  }

  /// CASpringAnimation's documented defaults.
  @Test func coreAnimationDefault() {
    let spring = DampedSpring.coreAnimationDefault
    #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10)
  }

  /// Extreme but valid parameters evaluate correctly: only ω0 and ζ matter, and they are formed
  /// without overflow. m = k = c = 1e200: ζ = 0.5, and x(2) from x0 = 1 is
  /// e^{−1}(cos(√0.75·2) + sin(√0.75·2)/√3) = 0.1506…; 1e160 and 1e-170 likewise.
  @Test func extremeParametersKeepTheirRatios() {
    let omegaD = 0.75.squareRoot()
    let expected = exp(-1) * (cos(2 * omegaD) + 0.5 * sin(2 * omegaD) / omegaD)
    for scale in [1e200, 1e160, 1e-170, 1e-300, 1e300] {
      let spring = DampedSpring(
        mass: scale, stiffness: scale, damping: scale, allowOverDamping: true)
      expectClose(spring.dampingRatio, 0.5, ulps: 4, "\(scale)")
      expectClose(
        spring.displacement(atElapsed: 2, initialDisplacement: 1), expected, relative: 1e-13)
    }
    #expect(abs(expected - 0.1506) < 0.0001)
  }

  /// Rates outside 1e-150…1e150 are rejected, through every entry point, naming the ratio.
  @Test func ratesOutsideTheLimitsAreRejected() async throws {
    #expect {
      try DampedSpring.validate(mass: 1e-300, stiffness: 1e300, damping: 0)
    } throws: { "\($0)".contains("stiffness / mass") }
    #expect(throws: ValidationError.self) {
      try DampedSpring.validate(mass: 1, stiffness: 2024 * Double.leastNonzeroMagnitude, damping: 0)
    }
    #expect(throws: ValidationError.self) {
      try DampedSpring.validate(mass: 1e-200, stiffness: 1e-200, damping: 1e-40)
    }
    for json in [
      #"{"mass":1e-300,"stiffness":1e300,"damping":0}"#,
      #"{"mass":1,"stiffness":1e-320,"damping":0}"#,
    ] {
      #expect(throws: DecodingError.self) {
        try JSONDecoder().decode(DampedSpring.self, from: Data(json.utf8))
      }
    }
    await #expect(processExitsWith: .failure) {
      _ = DampedSpring(response: 1e-300, dampingRatio: 0.5)
    }
    #expect(throws: ValidationError.self) {
      try DampedSpring.validate(origamiTension: 40, friction: -1)
    }
  }

  /// A spring built critical is exactly critical: its discriminant is 0, not 6.6e-15.
  @Test func builtCriticalIsExactlyCritical() {
    let spring = DampedSpring(response: 0.6, dampingRatio: 1)
    #expect(spring.dampingRatio == 1 && spring.discriminant == 0)
    #expect(DampedSpring.smooth().discriminant == 0)
  }
}
