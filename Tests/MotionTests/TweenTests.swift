import Easing
import KineticsCore
import Motion
import Springs
import TestSupport
import Testing
import Foundation

@Suite struct TweenTests {
  /// The tween's velocity is the derivative of its value (away from the in-out joint at half
  /// time, where the second derivative jumps and a finite difference is off by ~h·jump).
  @Test func velocityIsTheDerivative() {
    let slide = Tween(from: 10.0, to: 330, duration: 0.6, curve: Ease.cubicInOut)
    let launched = Tween(
      from: 10.0, to: 330, duration: 0.6, curve: Ease.cubicInOut, initialVelocity: -900)
    for tween in [slide, launched] {
      for time in stride(from: 0.05, through: 0.55, by: 0.1) {
        let h = 1e-6
        let difference =
          (tween.value(atElapsed: time + h) - tween.value(atElapsed: time - h)) / (2 * h)
        expectClose(tween.velocity(atElapsed: time), difference, absolute: 1e-4)
      }
    }
  }

  /// With an initial velocity the tween still starts at `start` and ends at `end` at rest, and
  /// leaves at the velocity asked for. The added term w·d·τ(1 − τ)² at τ = ⅓ with w = −900
  /// (ease-in-out's own start velocity is 0) and d = 0.6 s: −900·0.6·(1/3)·(4/9) = −80.
  @Test func initialVelocityIsMatchedAndFadesOut() {
    let tween = Tween(
      from: 10.0, to: 330, duration: 0.6, curve: CubicBezier.easeInOut, initialVelocity: -900)
    #expect(tween.value(atElapsed: 0) == 10)
    #expect(tween.velocity(atElapsed: 0) == -900)
    #expect(tween.value(atElapsed: 0.6) == 330)
    #expect(tween.velocity(atElapsed: 0.6) == 0)
    let plain = Tween(from: 10.0, to: 330, duration: 0.6, curve: CubicBezier.easeInOut)
    expectClose(
      tween.value(atElapsed: 0.2) - plain.value(atElapsed: 0.2), -80, relative: 1e-12)
  }

  @Test func holdsOutsideItsDurationAndCompletes() {
    let tween = Tween(from: 0.0, to: 1, duration: 0.3, curve: CubicBezier.easeOut)
    #expect(tween.value(atElapsed: -1) == 0 && tween.value(atElapsed: 5) == 1)
    #expect(tween.velocity(atElapsed: -1) == 0 && tween.velocity(atElapsed: 5) == 0)
    #expect(!tween.isComplete(atElapsed: 0.2999) && tween.isComplete(atElapsed: 0.3))
    #expect(tween.completionTime == 0.3)
    #expect(tween.value(untilCompleteAtElapsed: 0.1) != nil)
    #expect(tween.value(untilCompleteAtElapsed: 0.3) == nil)
    let instant = Tween(from: 0.0, to: 1, duration: 0, curve: CubicBezier.easeOut)
    #expect(instant.value(atElapsed: 0) == 1)
  }

  @Test func holdsAnyTimingCurve() {
    let curves: [AnyTimingCurve] = [
      AnyTimingCurve(CubicBezier.easeOut), AnyTimingCurve(Ease.bounceOut),
      AnyTimingCurve(SpringCurve.uiKit(duration: 0.6, dampingRatio: 0.49, initialVelocity: 0.81)),
    ]
    for curve in curves {
      let tween = Tween(from: 0.0, to: 100, duration: 0.5, curve: curve)
      expectClose(tween.value(atElapsed: 0.2), 100 * curve.value(at: 0.4), ulps: 4)
    }
    #expect(AnyTimingCurve(CubicBezier.easeOut) == AnyTimingCurve(CubicBezier.easeOut))
    #expect(AnyTimingCurve(CubicBezier.easeOut) != AnyTimingCurve(Ease.quadOut))
    #expect(AnyTimingCurve(AnyTimingCurve(Ease.quadOut)) == AnyTimingCurve(Ease.quadOut))
  }

  @Test func rejectsInvalidDurations() async {
    #expect(throws: ValidationError.self) { try Tween<Double, Ease>.validate(duration: -1) }
    await #expect(processExitsWith: .failure) {
      _ = Tween(from: 0.0, to: 1, duration: .infinity, curve: Ease.linear)
    }
  }

  /// A tween holds its end value after its duration, even along a curve that extends past 1
  /// (ease-in leaves at slope 1/0.58).
  @Test func aTweenHoldsItsEndAfterTheDuration() {
    let tween = Tween(from: 0.0, to: 100, duration: 0.5, curve: CubicBezier.easeIn)
    #expect(tween.value(atElapsed: 1) == 100)
    #expect(tween.velocity(atElapsed: 1) == 0)
  }
}
