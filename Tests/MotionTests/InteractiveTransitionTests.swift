import Easing
import KineticsCore
import Motion
import Springs
import TestSupport
import Testing

@Suite struct InteractiveTransitionTests {
  /// Finishing from 0.4 with UIKit's completion speed 1 takes the remaining 60% of 0.3 s, eased
  /// out, and is continuous at the release.
  @Test func finishFromMidGestureWithEaseOut() throws {
    var transition = InteractiveTransition(duration: 0.3)
    try transition.update(fractionComplete: 0.4)
    try transition.finish(atTime: 10, timing: .curve(CubicBezier.easeOut))
    #expect(transition.fractionComplete(atTime: 10) == 0.4)
    expectClose(
      transition.fractionComplete(atTime: 10.09), 0.4 + 0.6 * CubicBezier.easeOut.value(at: 0.5),
      ulps: 8)
    #expect(!transition.isComplete(atTime: 10.179))
    #expect(transition.isComplete(atTime: 10.1801))
    #expect(transition.fractionComplete(atTime: 10.2) == 1)
  }

  /// `completionSpeed` 2 is a duration factor of ½: 0.3 × 0.5 s / 2 = 0.075 s to cancel.
  @Test func cancelPlaysBackOverTheDoneFraction() throws {
    var transition = InteractiveTransition(duration: 0.5)
    try transition.update(fractionComplete: 0.3)
    try transition.cancel(atTime: 0, timing: .curve(CubicBezier.easeOut, durationFactor: 0.5))
    #expect(transition.isComplete(atTime: 0.0751) && !transition.isComplete(atTime: 0.0749))
    #expect(transition.fractionComplete(atTime: 1) == 0)
    // Units: fraction per second. Ease-out starts at slope 3·x1… here x1 = 0, y1 = 0: the
    // bezier's start slope is y2/x2 = 1/0.58, so −0.3 × (1/0.58) / 0.075 s = −6.896… per second.
    expectClose(transition.fractionVelocity(atTime: 0), -0.3 / 0.58 / 0.075, relative: 1e-12)
  }

  @Test func pauseCatchesARunningTransition() throws {
    var transition = InteractiveTransition(duration: 1)
    try transition.update(fractionComplete: 0.2)
    try transition.finish(atTime: 0, timing: .curve(Ease.linear, durationFactor: 2))
    transition.pause(atTime: 0.8)
    expectClose(transition.fractionComplete(atTime: 5), 0.2 + 0.8 * 0.5, ulps: 4)
    try transition.update(fractionComplete: 0.9)
    try transition.cancel(atTime: 5, timing: .curve(Ease.linear))
    expectClose(transition.fractionComplete(atTime: 5.45), 0.45, ulps: 8)
  }

  @Test func illegalTransitionsAreRefused() throws {
    var transition = InteractiveTransition(duration: 0.3)
    try transition.update(fractionComplete: 1.7)
    #expect(transition.scrubbedFraction == 1)
    try transition.finish(atTime: 0)
    #expect(throws: InteractiveTransition.InteractionError.self) {
      try transition.finish(atTime: 0.1)
    }
    #expect(throws: InteractiveTransition.InteractionError.self) {
      try transition.update(fractionComplete: 0.5)
    }
    #expect(throws: InteractiveTransition.InteractionError.self) {
      try transition.cancel(atTime: 0.1)
    }
  }

  /// The release keeps the finger's velocity, whatever the completion: a finger at 12 pt/s over
  /// 390 points leaves at 12/390 fraction per second, into a curve, UIKit's spring or a spring.
  @Test func releaseKeepsTheFingersVelocity() throws {
    let gesture = GestureRelease(distance: 390)
    for timing in [
      CompletionTiming.curve(CubicBezier.easeInOut), .uiKitSpring(dampingRatio: 0.8),
      .spring(.snappy()),
    ] {
      var transition = InteractiveTransition(duration: 0.35)
      try transition.update(fractionComplete: gesture.progress(translation: 240))
      try transition.release(
        atTime: 3, gesture: gesture, translation: 240, velocity: 12, timing: timing)
      expectClose(transition.fractionComplete(atTime: 3), 240.0 / 390, ulps: 1, "\(timing)")
      expectClose(transition.fractionVelocity(atTime: 3), 12.0 / 390, relative: 1e-12, "\(timing)")
      #expect(transition.fractionComplete(atTime: 100) == 1, "\(timing)")
    }
  }

  /// Cancelling with the finger still moving forward: the completion starts at +velocity and
  /// turns back to 0 (a spring that starts the wrong way, as UIKit's does).
  @Test func cancelStartsWithTheFingersDirection() throws {
    let gesture = GestureRelease(distance: 390)
    var transition = InteractiveTransition(duration: 0.35)
    try transition.update(fractionComplete: 0.4)
    try transition.release(
      atTime: 0, gesture: gesture, translation: 156, velocity: 78, timing: .spring(.smooth()))
    #expect(transition.completion?.target == 0)
    expectClose(transition.fractionVelocity(atTime: 0), 0.2, ulps: 1)
    #expect(transition.fractionComplete(atTime: 0.001) > 0.4)
    #expect(transition.fractionComplete(atTime: 10) == 0)
  }

  /// UIKit's spring completion over the remaining 0.6 × 0.5 s = 0.3 s: the spring of
  /// `UIView.animate(withDuration: 0.3, usingSpringWithDamping: 0.7, initialSpringVelocity: r)`
  /// with r the relative velocity, ending exactly at 1 when the 0.3 s are up.
  @Test func uiKitSpringCompletionUsesTheRemainingTime() throws {
    var transition = InteractiveTransition(duration: 0.5)
    try transition.update(fractionComplete: 0.4)
    try transition.finish(atTime: 0, timing: .uiKitSpring(dampingRatio: 0.7), velocity: 0.9)
    let curve = SpringCurve.uiKit(duration: 0.3, dampingRatio: 0.7, initialVelocity: 0.9 / 0.6)
    // The spring overshoots 1 by then; the fraction complete is held at 1 (UIKit's range).
    expectClose(
      transition.fractionComplete(atTime: 0.1), min(0.4 + 0.6 * curve.value(at: 0.1 / 0.3), 1),
      ulps: 8)
    expectClose(
      transition.completion!.value(atElapsed: 0.1), 0.4 + 0.6 * curve.value(at: 0.1 / 0.3),
      ulps: 8)
    #expect(transition.isComplete(atTime: 0.3) && transition.fractionComplete(atTime: 0.3) == 1)
    #expect(!transition.isComplete(atTime: 0.2999))
  }

  /// UIKit's relative velocity over a distance near 0 saturates instead of overflowing: a
  /// cancel from a subnormal fraction at 1 per second (1/5e-324 exceeds the range) and a finish
  /// from one rounding below 1 at 1e300 per second evaluate finite, and still end exactly at
  /// their targets.
  @Test func uiKitSpringOverATinyDistanceStaysFinite() throws {
    for (fraction, target, velocity) in [
      (Double.leastNonzeroMagnitude, 0.0, 1.0), (1.0.nextDown, 1, 1e300),
      (Double.leastNonzeroMagnitude, 0, -.greatestFiniteMagnitude),
    ] {
      var transition = InteractiveTransition(duration: 0.5)
      try transition.update(fractionComplete: fraction)
      let timing = CompletionTiming.uiKitSpring(dampingRatio: 0.8)
      if target == 0 {
        try transition.cancel(atTime: 0, timing: timing, velocity: velocity)
      } else {
        try transition.finish(atTime: 0, timing: timing, velocity: velocity)
      }
      let completion = try #require(transition.completion)
      for elapsed in [0.0, 1e-9, 1e-3, 0.1] {
        #expect(completion.value(atElapsed: elapsed).isFinite, "\(fraction) at \(elapsed)")
        #expect(!transition.fractionComplete(atTime: elapsed).isNaN)
      }
      #expect(transition.fractionComplete(atTime: 20) == target)
    }
  }

  /// A duration factor as small as the least nonzero double (5e-324) completes at once; the message for a bad one names
  /// `durationFactor`, the parameter the caller passed.
  @Test func tinyDurationFactorCompletesImmediately() async throws {
    var transition = InteractiveTransition(duration: 0.3)
    try transition.update(fractionComplete: 0.5)
    try transition.finish(
      atTime: 0, timing: .curve(Ease.linear, durationFactor: .leastNonzeroMagnitude))
    #expect(
      transition.fractionComplete(atTime: 0) == 1
        || transition.fractionComplete(atTime: 1e-300) == 1)
    await #expect(processExitsWith: .failure) {
      _ = CompletionTiming.curve(Ease.linear, durationFactor: 0)
    }
  }

  /// The release starts from the released translation, not the last scrubbed fraction: scrubbed
  /// to 0.5, released at 0.6 of 390 pt (234 pt), the completion starts at 0.6; the call returns
  /// the decision the gesture's policy makes (finish: past half-way).
  @Test func releaseStartsAtTheReleasedTranslationAndReturnsTheDecision() throws {
    var transition = InteractiveTransition(duration: 0.3)
    let gesture = GestureRelease(distance: 390)
    try transition.update(fractionComplete: 0.5)
    let decision = try transition.release(
      atTime: 4, gesture: gesture, translation: 234, velocity: 0, timing: .curve(Ease.linear))
    #expect(decision.isFinishing && decision.progress == 0.6)
    #expect(transition.fractionComplete(atTime: 4) == 0.6)
    // A flick back below half-way cancels: the decision says so, the fraction heads to 0.
    var back = InteractiveTransition(duration: 0.3)
    let cancel = try back.release(atTime: 0, gesture: gesture, translation: 150, velocity: -2000)
    #expect(!cancel.isFinishing && cancel.targetProgress == 0)
    #expect(back.fractionComplete(atTime: 1) == 0)
  }

  /// UIKit's `fractionComplete` stays in [0, 1]: a bouncy spring's overshoot past 1 is held at
  /// 1, with zero velocity there, and the fraction is exactly 1 once settled.
  @Test func fractionStaysInTheUnitIntervalThroughAnOvershoot() throws {
    var transition = InteractiveTransition(duration: 0.3)
    try transition.update(fractionComplete: 0.7)
    try transition.finish(atTime: 0, timing: .spring(.bouncy()), velocity: 4)
    var overshot = false
    for step in 0...300 {
      let time = Double(step) / 120
      let fraction = transition.fractionComplete(atTime: time)
      #expect((0...1).contains(fraction))
      if case .spring(let motion) = transition.completion, motion.value(atElapsed: time) > 1 {
        overshot = true
        #expect(fraction == 1 && transition.fractionVelocity(atTime: time) == 0)
      }
    }
    #expect(overshot)
  }
}
