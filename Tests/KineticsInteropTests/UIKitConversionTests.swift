// Conversions to UIKit's timing parameters. On iOS against UIKit itself; on Linux against the
// stand-in (Tests/AppleStandIns/UIKit), which records what it is given.
import Affine
import Easing
import Motion
import Springs
import Testing

#if canImport(KineticsInteropOnStandIns)
  import KineticsInteropOnStandIns
#else
  import KineticsInterop
#endif

#if canImport(UIKit)
  import UIKit

  @MainActor @Suite struct UIKitConversionTests {
    @Test func cubicParametersCopyControlPointsExactly() {
      let curve = CubicBezier(x1: 0.1, y1: -0.3, x2: 0.7, y2: 1.4)
      let parameters = UICubicTimingParameters(curve)
      #expect(parameters.controlPoint1 == CGPoint(x: 0.1, y: -0.3))
      #expect(parameters.controlPoint2 == CGPoint(x: 0.7, y: 1.4))
      #expect(CubicBezier(parameters) == curve)
      let provider: any UITimingCurveProvider = parameters
      #expect(provider.timingCurveType == .cubic)
    }

    /// UIKit's `UIView.AnimationCurve` and Kinetics' `ViewAnimationCurve` share raw values
    /// (UIKit's header: easeInOut 0, easeIn 1, easeOut 2, linear 3).
    @Test func animationCurvesCorrespond() {
      for curve in ViewAnimationCurve.allCases {
        let uiKit = UIView.AnimationCurve(curve)
        #expect(uiKit.rawValue == curve.rawValue)
        #expect(ViewAnimationCurve(uiKit) == curve)
      }
    }

    @Test func springParametersCarryTheSpringAndVelocity() {
      let spring = DampedSpring(mass: 2, stiffness: 300, damping: 12)
      let parameters = UISpringTimingParameters(spring, initialVelocity: Vector2D(dx: 1.5, dy: -2))
      #expect(parameters.initialVelocity == CGVector(dx: 1.5, dy: -2))
      #expect(parameters.timingCurveType == .spring)
      #if !canImport(Darwin)
        let terms = parameters.standInTerms
        #expect(terms?.mass == 2 && terms?.stiffness == 300 && terms?.damping == 12)
      #endif
      // 300 points per second over a 150-point move: two distances per second, on x.
      let motion = SpringMotion(from: 50.0, to: 200, spring: spring, initialVelocity: 300)
      #expect(UISpringTimingParameters(motion).initialVelocity == CGVector(dx: 2, dy: 0))
      let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: parameters)
      #expect(animator.duration == 0.5)
    }
  }
#endif
