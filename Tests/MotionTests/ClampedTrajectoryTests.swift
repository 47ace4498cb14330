import Easing
import KineticsCore
import Motion
import Springs
import TestSupport
import Testing

@Suite struct ClampedTrajectoryTests {
  /// A bouncy spring overshoots 1; alpha driven by it stays at 1 with velocity 0 meanwhile, and
  /// follows the spring where it is inside the range.
  @Test func clampsTheValueNotTheMotion() {
    let spring = SpringMotion(from: 0.0, to: 1, spring: .bouncy())
    let alpha = spring.clampingValue(to: 0...1)
    var clampedSomewhere = false
    for step in 0...200 {
      let time = Double(step) * 0.005
      let raw = spring.value(atElapsed: time)
      let shown = alpha.value(atElapsed: time)
      #expect((0...1).contains(shown))
      if raw > 1 {
        clampedSomewhere = true
        #expect(shown == 1 && alpha.velocity(atElapsed: time) == 0)
      } else {
        #expect(shown == raw && alpha.velocity(atElapsed: time) == spring.velocity(atElapsed: time))
      }
    }
    #expect(clampedSomewhere)
    #expect(alpha.completionTime == spring.completionTime)
    let radius = SpringMotion(from: 20.0, to: 0, spring: .bouncy()).clampingValue(
      to: 0...(.infinity))
    #expect((0...200).allSatisfy { radius.value(atElapsed: Double($0) * 0.005) >= 0 })
  }

  /// Infinite bounds are allowed (0...∞ keeps a radius non-negative). A NaN bound cannot reach
  /// the validator in a checked build: `ClosedRange` itself traps on it first.
  @Test func rangeValidatorAllowsInfiniteBounds() {
    #expect(throws: Never.self) {
      try ClampedTrajectory<Tween<Double, CubicBezier>>.validate(range: 0 ... .infinity)
    }
    #expect(throws: Never.self) {
      try ClampedTrajectory<Tween<Double, CubicBezier>>.validate(range: -.infinity...0)
    }
  }
}
