import Foundation
import Easing
import KineticsCore
import Motion
import Springs
import TestSupport
import Testing

@Suite struct PropertyAnimationTests {
  /// The additive shake of objc.io issue 12 ("Animations Explained", Robert Böhnke): values
  /// [0, 10, −10, 10, 0] at key times [0, 1/6, 3/6, 5/6, 1] over 0.4 s, added to the model
  /// position. Expected values from the key frames themselves: at 3/6 of 0.4 s the offset is
  /// −10, and after the end the removed animation leaves the model value.
  @Test func additiveShakeAddsToTheModelValue() throws {
    let shake = PropertyAnimation(
      keyframes: KeyframeCurve(
        values: [0.0, 10, -10, 10, 0], keyTimes: [0, 1 / 6.0, 3 / 6.0, 5 / 6.0, 1]),
      timing: MediaTiming(duration: 0.4), isAdditive: true)
    #expect(shake.presentationValue(atTime: 0, modelValue: 100) == 100)
    #expect(shake.presentationValue(atTime: 0.2, modelValue: 100) == 90)
    // 0.1 s is progress 1/4: a quarter of the way from +10 (at 1/6) to −10 (at 3/6).
    expectClose(shake.presentationValue(atTime: 0.1, modelValue: 100), 105, ulps: 16)
    #expect(shake.presentationValue(atTime: 1, modelValue: 100) == 100)
    #expect(shake.isComplete(atTime: 0.4) && !shake.isComplete(atTime: 0.39))
    // Not additive, the values replace the model value.
    var replacing = shake
    replacing.isAdditive = false
    #expect(replacing.presentationValue(atTime: 0.2, modelValue: 100) == -10)
  }

  /// Cumulative repeats, from Apple's definition of `isCumulative` (each cycle's value is added
  /// to the value at the end of the previous cycle): from 10 to 20 repeated 3 times, the cycles
  /// run 10…20, 30…40, 50…60.
  @Test func cumulativeRepeatsBuildOnTheLastCycle() {
    let timing = MediaTiming(duration: 1, repeatCount: 3, fillMode: .forwards)
    let climb = PropertyAnimation(from: 10.0, to: 20, timing: timing, isCumulative: true)
    #expect(climb.presentationValue(atTime: 0.5, modelValue: 0) == 15)
    #expect(climb.presentationValue(atTime: 1, modelValue: 0) == 30)
    #expect(climb.presentationValue(atTime: 2.25, modelValue: 0) == 52.5)
    #expect(climb.presentationValue(atTime: 9, modelValue: 0) == 60)
    // Additive and cumulative together: the model value under it all.
    var both = climb
    both.isAdditive = true
    #expect(both.presentationValue(atTime: 2.25, modelValue: 100) == 152.5)
    // An autoreversing cycle ends at its first value, which is what accumulates.
    let swing = PropertyAnimation(
      from: 10.0, to: 20,
      timing: MediaTiming(duration: 1, repeatCount: 2, autoreverses: true), isCumulative: true)
    #expect(swing.presentationValue(atTime: 1.5, modelValue: 0) == 15)
    #expect(swing.presentationValue(atTime: 2.5, modelValue: 0) == 25)
  }

  /// The animation's timing function eases the whole iteration before the keyframes apply;
  /// in the before phase steps() get the before flag (css-easing-1).
  @Test func timingFunctionEasesTheIteration() {
    let timing = MediaTiming(beginTime: 1, duration: 2, fillMode: .both)
    let eased = PropertyAnimation(
      from: 0.0, to: 200, timing: timing, timingFunction: .easeIn)
    #expect(
      eased.presentationValue(atTime: 2, modelValue: 0) == 200 * CubicBezier.easeIn.value(at: 0.5))
    let stepped = PropertyAnimation(
      from: 0.0, to: 1, timing: timing, timingFunction: .stepStart)
    #expect(stepped.presentationValue(atTime: 0, modelValue: 5) == 0)
    #expect(stepped.presentationValue(atTime: 1, modelValue: 5) == 1)
  }

  /// A repeat count of Int beyond range saturates the iteration: the value is finite or
  /// infinite, never NaN.
  @Test func farRepeatsStayNumbers() {
    let forever = PropertyAnimation(
      from: 0.0, to: 1e300,
      timing: MediaTiming(duration: 1e-300, repeatCount: .infinity), isCumulative: true)
    for time in [1.0, 1e10, 1e300] {
      #expect(!forever.presentationValue(atTime: time, modelValue: 0).isNaN)
    }
  }

  @Test func roundTripsThroughJSON() throws {
    let animation = PropertyAnimation(
      from: SIMD2<Double>(0, 0), to: SIMD2(100, 50),
      timing: MediaTiming(beginTime: 0.2, duration: 0.5, repeatCount: 2), timingFunction: .easeOut,
      isAdditive: true, isCumulative: true)
    let decoded = try JSONDecoder().decode(
      PropertyAnimation<SIMD2<Double>>.self, from: JSONEncoder().encode(animation))
    #expect(decoded == animation)
  }
}
