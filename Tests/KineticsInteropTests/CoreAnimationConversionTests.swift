// Conversions to and from Core Animation's types. On Apple platforms they run against Core
// Animation itself; on Linux against the stand-in (Tests/AppleStandIns/QuartzCore), which
// holds what it is given: there they check what our code passes and reads, not what Core
// Animation does with it.
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

#if canImport(QuartzCore)
  import QuartzCore

  /// CAMediaTimingFunction conversions; Core Animation documents easeInOut as the control
  /// points (0.42, 0, 0.58, 1), stored as Float.
  @Suite struct TimingFunctionConversionTests {
    @Test func namedFunctionReadsItsControlPoints() {
      let curve = CubicBezier(CAMediaTimingFunction(name: .easeInEaseOut))
      #expect(curve.x1 == Double(Float(0.42)) && curve.y1 == 0)
      #expect(curve.x2 == Double(Float(0.58)) && curve.y2 == 1)
    }

    @Test func roundTripRoundsToFloat() {
      let curve = CubicBezier(x1: 0.1, y1: -0.3, x2: 0.7, y2: 1.4)
      let back = CubicBezier(CAMediaTimingFunction(curve))
      #expect(back.x1 == Double(Float(0.1)) && back.y1 == Double(Float(-0.3)))
      #expect(back.x2 == Double(Float(0.7)) && back.y2 == Double(Float(1.4)))
      // 0.1 is not a Float: the round trip moves it, by less than half a Float ulp.
      #expect(back.x1 != 0.1 && abs(back.x1 - 0.1) <= Double(Float(0.1).ulp) / 2)
    }
  }

  @Suite struct TransformConversionTests {
    @Test func roundTripIsExact() {
      let transform = Transform3D.perspective(eyeDistance: 500).rotated(by: 0.3, x: 1, y: 0, z: 0)
      #expect(Transform3D(CATransform3D(transform)) == transform)
    }
  }

  /// CASpringAnimation both ways. Core Animation documents its defaults as mass 1, stiffness
  /// 100, damping 10 (damping ratio 10 / (2·√100) = 0.5).
  @Suite struct SpringAnimationConversionTests {
    @Test func defaultAnimationIsHalfDamped() {
      let spring = DampedSpring(CASpringAnimation())
      #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10)
      #expect(spring.dampingRatio == 0.5)
    }

    /// iOS 17's perceptual initializer maps as SwiftUI's `Spring(duration:bounce:)`:
    /// stiffness (2π/0.5)² = 157.91367041742973 for 0.5 s (SwiftUI's documented rule).
    @Test func perceptualDurationAndBounce() {
      let spring = DampedSpring(CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3))
      let expected = DampedSpring(duration: 0.5, bounce: 0.3)
      #expect(abs(spring.stiffness - 157.91367041742973) <= 1e-12 * 157.9)
      #expect(abs(spring.damping - expected.damping) <= 1e-12 * expected.damping)
    }

    @Test func motionBecomesAnAnimationExactly() throws {
      let spring = DampedSpring(mass: 1.5, stiffness: 230, damping: 9)
      let motion = SpringMotion(from: 100.0, to: 300, spring: spring, initialVelocity: 400)
      let animation = CASpringAnimation(keyPath: "position.x", motion: motion)
      #expect(animation.keyPath == "position.x")
      #expect(animation.mass == 1.5 && animation.stiffness == 230 && animation.damping == 9)
      // 400 points per second over a 200-point move: two distances per second.
      #expect(animation.initialVelocity == 2)
      #expect(animation.fromValue as? Double == 100 && animation.toValue as? Double == 300)
      #expect(animation.duration == motion.completionTime)
      #expect(DampedSpring(animation) == spring)
    }

    @Test func velocityWithoutDistance() {
      let still = SpringMotion(from: 5.0, to: 5, spring: .bouncy(), initialVelocity: 30)
      #expect(CASpringAnimation(keyPath: "opacity", motion: still).initialVelocity == 0)
      // A subnormal distance: the quotient saturates instead of becoming infinite.
      let tiny = SpringMotion(
        from: 0.0, to: .leastNonzeroMagnitude, spring: .bouncy(), initialVelocity: 1e300)
      let velocity = CASpringAnimation(keyPath: "opacity", motion: tiny).initialVelocity
      #expect(velocity == .greatestFiniteMagnitude)
    }
  }

  /// Baked keyframes handed to CAKeyframeAnimation: every number copies across.
  @Suite struct KeyframeAnimationConversionTests {
    @Test func keyframesCopyAcross() throws {
      let motion = SpringMotion(from: 0.0, to: 1, spring: .bouncy())
      let keyframes = try CoreAnimationKeyframes(approximating: motion, maximumError: 1e-3)
      let animation = CAKeyframeAnimation(keyPath: "transform.scale", keyframes: keyframes)
      #expect(animation.values?.compactMap { ($0 as? NSNumber)?.doubleValue } == keyframes.values)
      #expect(animation.keyTimes?.map(\.doubleValue) == keyframes.keyTimes)
      #expect(animation.calculationMode == .linear && animation.duration == keyframes.duration)
      let functions = try #require(animation.timingFunctions)
      #expect(functions.map { CubicBezier($0) } == keyframes.timingFunctions)
    }
  }
#endif
