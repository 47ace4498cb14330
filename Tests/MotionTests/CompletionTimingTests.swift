import Easing
import Motion
import Testing
import Foundation
import KineticsCore
import Springs
import TestSupport

@Suite struct CompletionTimingTests {

  /// UIPercentDrivenInteractiveTransition's completion curve defaults to ease-in-out (Apple's
  /// documentation of `completionCurve`): finishing from 0 over the whole duration, a quarter of
  /// the way in the fraction is CSS ease-in-out at 0.25, 0.12916193104731982 (the 400-digit
  /// reference of CubicBezierReferences.swift, rounded).
  @Test func theDefaultCompletionIsEaseInOut() throws {
    var transition = InteractiveTransition(duration: 1)
    try transition.finish(atTime: 0)
    expectClose(transition.fractionComplete(atTime: 0.25), 0.12916193104731982, ulps: 4)
  }
}
