import Foundation
import Easing
import KineticsCore
import Motion
import Springs
import TestSupport
import Testing

@Suite struct DecayTests {
  /// Apple's projection for UIScrollView deceleration (WWDC 2018, "Designing Fluid Interfaces"):
  /// v0/1000·r/(1 − r). 1500 pt/s at 0.998 → 1.5·499 = 748.5 points; at 0.99 → 1.5·99 = 148.5;
  /// 1000 pt/s at 0.998 → 499.
  @Test func projectedOffsetIsApplesFormula() {
    expectClose(Decay.normal.projectedOffset(initialVelocity: 1500), 748.5, relative: 1e-14)
    expectClose(Decay.fast.projectedOffset(initialVelocity: 1500), 148.5, relative: 1e-14)
    expectClose(Decay.normal.projectedOffset(initialVelocity: 1000), 499, relative: 1e-14)
  }

  /// One model: the motion comes to rest exactly where it projects (the two used to differ by
  /// half a millisecond of travel: 499.4998 against 499), it starts at exactly v0, and per
  /// millisecond it keeps within 2e-6 of the rate.
  @Test func restsWhereItProjects() {
    for decay in [Decay.normal, .fast, Decay(rate: 0.5)] {
      let projection = decay.projectedOffset(initialVelocity: 1000)
      expectClose(
        decay.offset(atElapsed: .infinity, initialVelocity: 1000), projection, relative: 1e-15)
      expectClose(decay.offset(atElapsed: 1e4, initialVelocity: 1000), projection, relative: 1e-15)
      #expect(decay.velocity(atElapsed: 0, initialVelocity: 1000) == 1000)
    }
    let perMillisecond = Decay.normal.velocity(atElapsed: 0.001, initialVelocity: 1) / 1
    #expect(abs(perMillisecond - 0.998) < 2.1e-6)
  }

  /// The velocity is the derivative of the offset (central differences, h = 1e-6 s).
  @Test func velocityIsTheDerivativeOfTheOffset() {
    let decay = Decay.normal
    for t in [0.01, 0.1, 0.5, 2] {
      let h = 1e-6
      let difference =
        (decay.offset(atElapsed: t + h, initialVelocity: 800)
          - decay.offset(atElapsed: t - h, initialVelocity: 800))
        / (2 * h)
      expectClose(difference, decay.velocity(atElapsed: t, initialVelocity: 800), relative: 1e-7)
    }
  }

  @Test func durationUntilTheSpeedFallsBelowTheThreshold() {
    let decay = Decay.normal
    let duration = decay.duration(initialVelocity: -2000, threshold: 0.5)
    expectClose(
      abs(decay.velocity(atElapsed: duration, initialVelocity: -2000)), 0.5, relative: 1e-12)
    #expect(decay.duration(initialVelocity: 0.1) == 0)
  }

  @Test func rejectsInvalidRates() async throws {
    await #expect(processExitsWith: .failure) { _ = Decay(rate: 1) }
    await #expect(processExitsWith: .failure) { _ = Decay(rate: 0) }
    #expect(throws: ValidationError.self) { try Decay.validate(rate: .nan) }
    let decoded = try? JSONDecoder().decode(Decay.self, from: Data(#"{"rate": 1.5}"#.utf8))
    #expect(decoded == nil)
  }

  /// A decaying motion of a 2D point: it rests at start + v0·τ and completes once both its
  /// speed and the distance it still travels are within the tolerance.
  @Test func decayMotionRestsAndCompletes() throws {
    let fling = DecayMotion(
      from: SIMD2<Double>(10, 20), initialVelocity: SIMD2(1000, -500), decay: .normal)
    expectClose(fling.target.x, 10 + 499, relative: 1e-14)
    expectClose(fling.target.y, 20 - 249.5, relative: 1e-14)
    #expect(fling.value(atElapsed: 0) == SIMD2(10, 20))
    #expect(fling.velocity(atElapsed: 0) == SIMD2(1000, -500))
    let time = try #require(fling.completionTime)
    #expect(!fling.isComplete(atElapsed: time.nextDown) && fling.isComplete(atElapsed: time))
    let speed = fling.velocity(atElapsed: time).squaredMagnitude.squareRoot()
    #expect(speed <= 0.0625 * (1 + 1e-12))
    let remaining = fling.target - fling.value(atElapsed: time)
    #expect(remaining.squaredMagnitude.squareRoot() <= 0.001 * (1 + 1e-9))
  }
}
