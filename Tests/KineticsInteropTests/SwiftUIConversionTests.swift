// Conversions to and from SwiftUI's springs and curves, and Kinetics motions as SwiftUI
// animations. On Apple platforms against SwiftUI itself; on Linux against the stand-in
// (Tests/AppleStandIns/SwiftUI).
import Easing
import Motion
import Springs
import Testing

#if canImport(KineticsInteropOnStandIns)
  @testable import KineticsInteropOnStandIns
#else
  @testable import KineticsInterop
#endif

#if canImport(SwiftUI)
  import SwiftUI

  @Suite struct SwiftUIConversionTests {
    @Test func springsCopyExactly() {
      let spring = DampedSpring(mass: 1.25, stiffness: 210, damping: 31)
      let swiftUI = Spring(spring)
      #expect(swiftUI.mass == 1.25 && swiftUI.stiffness == 210 && swiftUI.damping == 31)
      #expect(DampedSpring(swiftUI) == spring)
      // SwiftUI documents Spring(duration: 0.5, bounce: 0.3) as stiffness (2π/0.5)².
      let perceptual = DampedSpring(Spring(duration: 0.5, bounce: 0.3))
      #expect(abs(perceptual.stiffness - 157.91367041742973) <= 1e-12 * 157.9)
    }

    @Test func namedCurvesMapBack() {
      #expect(CubicBezier(UnitCurve.easeIn) == .easeIn)
      #expect(CubicBezier(UnitCurve.easeInOut) == .easeInOut)
      #expect(CubicBezier(UnitCurve.linear) == .linear)
      #expect(CubicBezier(UnitCurve(CubicBezier.easeOut)) == .easeOut)
    }

    /// SwiftUI asks for the part of the change covered: the curve's eased progress times it.
    @Test func curveAnimationCoversTheEasedFraction() throws {
      let animation = KineticsAnimation(CubicBezier.easeOut, duration: 0.3)
      let fraction = try #require(animation.fraction(at: 0.15))
      #expect(fraction.value == CubicBezier.easeOut.value(at: 0.5))
      #expect(fraction.velocity == CubicBezier.easeOut.velocity(at: 0.5) / 0.3)
      #expect(animation.fraction(at: 0.3) == nil)
      #expect(animation.fraction(at: -1)?.value == 0)
      _ = Animation.kinetics(Ease.backOut, duration: 0.4)
    }

    @Test func springAnimationEndsWhenSettled() throws {
      let spring = DampedSpring.bouncy()
      let animation = KineticsAnimation(spring: spring)
      let move = SpringMotion(from: 0.0, to: 1, spring: spring)
      let fraction = try #require(animation.fraction(at: 0.1))
      #expect(fraction.value == move.value(atElapsed: 0.1))
      #expect(fraction.velocity == move.velocity(atElapsed: 0.1))
      let settled = try #require(move.completionTime)
      #expect(animation.fraction(at: settled) == nil)
      #expect(animation.fraction(at: settled * 0.99) != nil)
      _ = Animation.kinetics(spring: .snappy())
    }
  }
#endif
