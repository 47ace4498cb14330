import KineticsCore
import Foundation
import Springs
import TestSupport
import Testing
import KineticsNumerics

@Suite struct SpringParameterizationTests {
  /// UIKit's mapping: the slide-in push's call (0.6, 0.49, 0.81) gives k ≈ 452.03,
  /// c ≈ 20.836; ignoring the velocity, k ≈ 463.81, c ≈ 21.106; (3, 0.25, 0) gives k ≈ 54.8336,
  /// c ≈ 3.70249.
  @Test(arguments: [
    (0.6, 0.49, 0.81, 452.03, 20.836), (0.6, 0.49, 0.0, 463.81, 21.106),
    (3.0, 0.25, 0.0, 54.8336, 3.70249),
  ])
  func uiKitMappingReproducesUIKit(
    duration: Double, dampingRatio: Double, velocity: Double, stiffness: Double, damping: Double
  ) {
    let spring = DampedSpring(
      uiKitDuration: duration, dampingRatio: dampingRatio, initialVelocity: velocity)
    #expect(spring.mass == 1)
    #expect(abs(spring.stiffness - stiffness) < 0.01)
    #expect(abs(spring.damping - damping) < 0.001)
  }

  /// UIKit clamps the damping ratio to [1.19e-7, 1] and the duration to [0.01, 10].
  @Test func uiKitMappingClampsLikeUIKit() {
    #expect(DampedSpring(uiKitDuration: 0.5, dampingRatio: 3).dampingRatio == 1)
    #expect(
      DampedSpring(uiKitDuration: 20, dampingRatio: 0.5)
        == DampedSpring(uiKitDuration: 10, dampingRatio: 0.5))
    #expect(DampedSpring(uiKitDuration: 0.5, dampingRatio: -1).damping > 0)
  }

  /// SwiftUI's documentation: DampedSpring(duration: 0.5, bounce: 0.3) is (mass 1, stiffness 157.9,
  /// damping 17.6); DampedSpring(mass: 1, stiffness: 100, damping: 10) has duration 0.63, bounce 0.5.
  @Test func swiftUIDocumentedFigures() {
    let spring = DampedSpring(duration: 0.5, bounce: 0.3)
    #expect(spring.mass == 1)
    #expect(abs(spring.stiffness - 157.9) < 0.05)
    #expect(abs(spring.damping - 17.6) < 0.05)
    let other = DampedSpring(mass: 1, stiffness: 100, damping: 10)
    #expect(abs(other.response - 0.63) < 0.005)
    #expect(other.bounce == 0.5)
  }

  @Test func parameterizationsRoundTrip() {
    checkProperty(
      "response/dampingRatio round trip",
      .zip(.doubles(in: 0.01...10, logarithmic: true), .doubles(in: 0...5))
    ) { response, ratio in
      let spring = DampedSpring(response: response, dampingRatio: ratio)
      return abs(spring.response - response) <= 1e-14 * response
        && abs(spring.dampingRatio - ratio) <= 1e-14 * max(ratio, 1)
    }
    checkProperty("bounce round trip", .doubles(in: -0.99...1)) { bounce in
      abs(DampedSpring(duration: 0.5, bounce: bounce).bounce - bounce) <= 1e-12
    }
  }

  /// SwiftUI's `Spring(mass:stiffness:damping:allowOverDamping:)` defaults to false, lowering a
  /// damping above critical to 2√(km) (Apple's documentation of the initializer); the same call
  /// here gives the same spring (mass 2, stiffness 50: critical damping 20). Asked for, the
  /// damping is kept: (3, 1000, 500) keeps ζ = 500/(2√3000) = 4.564…. Every other
  /// parameterization keeps the ratio it derives.
  @Test func overDampingIsLoweredToCriticalUnlessAllowed() {
    let lowered = DampedSpring(mass: 2, stiffness: 50, damping: 100)
    #expect(lowered.damping == 20)
    #expect(lowered.dampingRatio == 1)
    #expect(DampedSpring(mass: 2, stiffness: 50, damping: 19).damping == 19)
    let kept = DampedSpring(mass: 3, stiffness: 1000, damping: 500, allowOverDamping: true)
    #expect(kept.damping == 500)
    expectClose(kept.dampingRatio, 500 / (2 * 3000.0.squareRoot()), ulps: 4)
    #expect(DampedSpring(response: 0.5, dampingRatio: 2).dampingRatio == 2)
    expectClose(DampedSpring(duration: 0.5, bounce: -0.5).dampingRatio, 2, ulps: 1)
  }

  /// Origami: k = (tension − 30)·3.62 + 194, c = (friction − 8)·3 + 25 (facebook/rebound OrigamiValueConverter).
  @Test func origamiConversion() {
    let spring = DampedSpring(origamiTension: 40, friction: 7)
    #expect(spring.stiffness == 10 * 3.62 + 194)
    #expect(spring.damping == 22)
  }

  @Test func presetsHaveTheirSourcesValues() {
    #expect(DampedSpring.smooth().dampingRatio == 1)
    #expect(abs(DampedSpring.snappy().dampingRatio - 0.85) < 1e-15)
    #expect(abs(DampedSpring.bouncy().dampingRatio - 0.7) < 1e-15)
    #expect(abs(DampedSpring.bouncy(extraBounce: 0.1).bounce - 0.4) < 1e-15)
    #expect(abs(DampedSpring.smooth(duration: 0.8).response - 0.8) < 1e-15)
    #expect(abs(DampedSpring.swiftUIDefault.dampingRatio - 0.825) < 1e-15)
    #expect(abs(DampedSpring.swiftUIInteractive.response - 0.15) < 1e-15)
    #expect(abs(DampedSpring.uiKitSystem.dampingRatio - 500 / (2 * 3000.0.squareRoot())) < 1e-15)
    #expect(DampedSpring.android(stiffness: .high, dampingRatio: .noBouncy).stiffness == 10_000)
    #expect(abs(DampedSpring.android().dampingRatio - 0.5) < 1e-15)
    #expect(DampedSpring.AndroidStiffness.allCases.map(\.rawValue) == [10_000, 1500, 400, 200, 50])
    #expect(DampedSpring.AndroidDampingRatio.allCases.map(\.rawValue) == [0.2, 0.5, 0.75, 1])
    let reactSpring = [
      DampedSpring.reactSpringDefault, .reactSpringGentle, .reactSpringWobbly, .reactSpringStiff,
      .reactSpringSlow, .reactSpringMolasses,
    ]
    #expect(reactSpring.map(\.stiffness) == [170, 120, 180, 210, 280, 280])
    #expect(reactSpring.map(\.damping) == [26, 14, 12, 20, 60, 120])
  }

  @Test func codableValidates() throws {
    let spring = DampedSpring(mass: 2, stiffness: 300, damping: 80, allowOverDamping: true)
    let decoded = try JSONDecoder().decode(DampedSpring.self, from: JSONEncoder().encode(spring))
    #expect(decoded == spring)
    #expect {
      try JSONDecoder().decode(
        DampedSpring.self, from: Data(#"{"stiffness": -1, "damping": 1}"#.utf8))
    } throws: { "\($0)".contains("stiffness must be finite and > 0, got -1.0") }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(
        DampedSpring.self, from: Data(#"{"mass": 0, "stiffness": 1, "damping": 1}"#.utf8))
    }
  }

  @Test func initializersRejectInvalidParameters() async {
    await #expect(processExitsWith: .failure) {
      _ = DampedSpring(mass: 0, stiffness: 1, damping: 1)
    }
    await #expect(processExitsWith: .failure) {
      _ = DampedSpring(mass: 1, stiffness: .nan, damping: 1)
    }
    await #expect(processExitsWith: .failure) {
      _ = DampedSpring(mass: 1, stiffness: 1, damping: -1)
    }
    await #expect(processExitsWith: .failure) { _ = DampedSpring(response: 0, dampingRatio: 1) }
    await #expect(processExitsWith: .failure) { _ = DampedSpring(duration: 0.5, bounce: -1) }
    await #expect(processExitsWith: .failure) {
      _ = DampedSpring(uiKitDuration: .infinity, dampingRatio: 0.5)
    }
    // Rates the arithmetic cannot hold: k/m overflows; (c/2m)² overflows.
    await #expect(processExitsWith: .failure) {
      _ = DampedSpring(mass: 1e-300, stiffness: 1e300, damping: 0)
    }
    await #expect(processExitsWith: .failure) {
      _ = DampedSpring(mass: 1e-200, stiffness: 1e-190, damping: 1e-40, allowOverDamping: true)
    }
  }

  /// SwiftUI's bounce lies in (−1, 1]: −1 would make ζ = 1/(1 + b) infinite, so the validator
  /// refuses it and the values just inside pass.
  @Test func bounceMinusOneIsRefused() {
    do {
      try DampedSpring.validate(duration: 0.5, bounce: -1)
      Issue.record("bounce −1 accepted")
    } catch {
      // The error names the parameter the caller gave, not the damping ratio derived from it.
      #expect(error.parameter == "bounce")
    }
    #expect((try? DampedSpring.validate(duration: 0.5, bounce: -0.999)) != nil)
    #expect((try? DampedSpring.validate(duration: 0.5, bounce: 1)) != nil)
  }

  /// Near critical damping the regime follows the exact sign of 4km − c², which plain doubles
  /// get wrong: k 100.3151, m 1, c 20.03148521702772 is over-damped (4km − c² = −1.6e-14
  /// exactly) though 4km − c·c rounds to 0. The slowest decay rate is then λ − √(λ² − k) =
  /// 10.015742544706638, below λ = c/2 (an under-damped or critical reading gives λ itself).
  @Test func theRegimeNearCriticalFollowsTheExactDiscriminant() {
    let spring = DampedSpring(mass: 1, stiffness: 100.3151, damping: 20.03148521702772)
    expectClose(spring.slowestDecayRate, 10.015742544706638, relative: 1e-14)
    #expect(spring.slowestDecayRate < 20.03148521702772 / 2)
  }

  /// Without over-damping, a damping whose ratio computes to exactly 1 is kept as given (it is
  /// not over-damped): m 0.7, k 100.3151, c 16.75954295319535, one ulp below 2√(km) as
  /// computed.
  @Test func aDampingWhoseRatioIsOneIsKept() {
    let spring = DampedSpring(
      mass: 0.7, stiffness: 100.3151, damping: 16.75954295319535, allowOverDamping: false)
    #expect(spring.damping == 16.75954295319535)
  }

  /// The validators' boundaries: SwiftUI's bounce lies in (−1, 1]; a settling duration needs
  /// ζ > 0 (an undamped spring never settles) and ε in (0, 1).
  @Test func validatorBoundaries() throws {
    do {
      try DampedSpring.validate(duration: 0.5, bounce: -1)
      Issue.record("bounce −1 accepted")
    } catch {
      // The error names the parameter the caller gave, not the damping ratio derived from it.
      #expect(error.parameter == "bounce")
    }
    try DampedSpring.validate(duration: 0.5, bounce: -0.999)
    #expect(throws: ValidationError.self) {
      try DampedSpring.validate(settlingDuration: 1, dampingRatio: 0, epsilon: 0.001)
    }
    #expect(throws: ValidationError.self) {
      try DampedSpring.validate(settlingDuration: 1, dampingRatio: 0.5, epsilon: 1)
    }
  }

  /// SwiftUI's `Spring.default`-style preset: `spring(response: 0.5, dampingFraction: 0.825)`
  /// (Apple's documented defaults): ω0 = 2π/0.5 = 4π, so stiffness 16π² = 157.91367041742973
  /// and damping 2·0.825·4π = 20.734511513692635.
  @Test func swiftUIDefaultPreset() {
    let spring = DampedSpring.swiftUIDefault
    expectClose(spring.stiffness, 157.91367041742973, relative: 1e-15)
    expectClose(spring.damping, 20.734511513692635, relative: 1e-15)
  }
}
