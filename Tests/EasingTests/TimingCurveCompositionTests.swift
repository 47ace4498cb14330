import Easing
import TestSupport
import Testing

@Suite struct TimingCurveCompositionTests {
  @Test func reversedTurnsEaseInIntoEaseOut() {
    checkProperty("reversed quadIn = quadOut", .doubles(in: 0...1)) { t in
      abs(Ease.quadIn.reversed.value(at: t) - Ease.quadOut.value(at: t)) <= 1e-16
        && abs(Ease.quadIn.reversed.velocity(at: t) - Ease.quadOut.velocity(at: t)) <= 1e-15
    }
    #expect(CubicBezier.easeIn.reversed.value(at: 0) == 0)
    #expect(CubicBezier.easeIn.reversed.value(at: 1) == 1)
  }

  @Test func mirroredGoesThereAndBack() {
    let curve = Ease.linear.mirrored
    #expect(curve.value(at: 0.25) == 0.5)
    #expect(curve.value(at: 0.5) == 1)
    #expect(curve.value(at: 0.75) == 0.5)
    #expect(curve.value(at: 1) == 0)
    #expect(curve.velocity(at: 0.25) == 2)
    #expect(curve.velocity(at: 0.75) == -2)
  }

  /// A UIView keyframe with relative start 0.2 and relative duration 0.4.
  @Test func restrictedRunsInsideItsInterval() {
    let curve = Ease.linear.restricted(to: 0.2...0.6)
    #expect(curve.value(at: 0.1) == 0)
    expectClose(curve.value(at: 0.4), 0.5, ulps: 2)
    #expect(curve.value(at: 0.8) == 1)
    expectClose(curve.velocity(at: 0.4), 2.5, ulps: 2)
    #expect(curve.velocity(at: 0.7) == 0)
    #expect(curve.value(at: .nan).isNaN)
  }

  /// An interval two subnormal steps wide has a slope (1/1e-323) beyond the double range: the
  /// velocity inside is held at the largest double rather than +∞, so that a motion that does
  /// not move (0 × velocity) stays at 0 rather than NaN.
  @Test func aSubnormalIntervalHasASaturatedVelocity() {
    let inside = Ease.linear.restricted(to: 0...(2 * Double.leastNonzeroMagnitude))
    let velocity = inside.velocity(at: Double.leastNonzeroMagnitude)
    #expect(velocity == .greatestFiniteMagnitude)
    #expect(0 * velocity == 0)
  }

  @Test func clampedHoldsTheEndValues() {
    let curve = CubicBezier(x1: 0.1, y1: 0.2, x2: 0.8, y2: 0.8).clamped
    #expect(curve.value(at: -1) == 0)
    #expect(curve.value(at: 2) == 1)
    #expect(curve.velocity(at: 2) == 0)
    #expect(curve.value(at: .nan).isNaN)
  }

  @Test func restrictedRejectsAnEmptyInterval() async {
    await #expect(processExitsWith: .failure) { _ = Ease.linear.restricted(to: 0.5...0.5) }
  }
}
