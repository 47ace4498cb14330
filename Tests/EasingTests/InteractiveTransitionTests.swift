import Easing
import TestSupport
import Testing

@Suite struct InteractiveTransitionTests {
  /// Finishing from 0.4 with UIKit's completion speed 1 takes the remaining 60% of 0.3 s, eased
  /// out, and is continuous at the release.
  @Test func finishFromMidGestureWithEaseOut() throws {
    var transition = InteractiveTransition(duration: 0.3)
    try transition.update(fractionComplete: 0.4)
    try transition.finish(at: 10, completionCurve: .easeOut)
    #expect(transition.fractionComplete(at: 10) == 0.4)
    expectClose(
      transition.fractionComplete(at: 10.09), 0.4 + 0.6 * CubicBezier.easeOut.value(at: 0.5),
      ulps: 8)
    #expect(!transition.isComplete(at: 10.179))
    #expect(transition.isComplete(at: 10.1801))
    #expect(transition.fractionComplete(at: 10.2) == 1)
  }

  @Test func cancelPlaysBackOverTheDoneFraction() throws {
    var transition = InteractiveTransition(duration: 0.5)
    try transition.update(fractionComplete: 0.3)
    try transition.cancel(at: 0, completionCurve: .easeOut, completionSpeed: 2)
    // 0.3 × 0.5 s at speed 2 = 0.075 s.
    #expect(transition.isComplete(at: 0.0751) && !transition.isComplete(at: 0.0749))
    #expect(transition.fractionComplete(at: 1) == 0)
    #expect(transition.fractionVelocity(at: 0) < 0)
  }

  @Test func pauseCatchesARunningTransition() throws {
    var transition = InteractiveTransition(duration: 1)
    try transition.update(fractionComplete: 0.2)
    try transition.continueAnimation(at: 0, curve: .linear, durationFactor: 2)
    transition.pause(at: 0.8)
    expectClose(transition.fractionComplete(at: 5), 0.2 + 0.8 * 0.5, ulps: 4)
    try transition.update(fractionComplete: 0.9)
    try transition.continueAnimation(at: 5, curve: .linear, reversed: true)
    expectClose(transition.fractionComplete(at: 5.45), 0.45, ulps: 8)
  }

  @Test func illegalTransitionsAreRefused() throws {
    var transition = InteractiveTransition(duration: 0.3)
    try transition.update(fractionComplete: 1.7)
    #expect(transition.scrubbedFraction == 1)
    try transition.finish(at: 0)
    #expect(throws: InteractiveTransition.InteractionError.self) { try transition.finish(at: 0.1) }
    #expect(throws: InteractiveTransition.InteractionError.self) {
      try transition.update(fractionComplete: 0.5)
    }
    #expect(throws: InteractiveTransition.InteractionError.self) { try transition.cancel(at: 0.1) }
  }
}
