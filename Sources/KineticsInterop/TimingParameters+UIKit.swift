// Kinetics' curves and springs as UIKit timing parameters, where UIKit exists (iOS, tvOS,
// visionOS; on Linux the stand-in in Tests/AppleStandIns type-checks them). Both classes are
// UIKit's own `UITimingCurveProvider`s: what `UIViewPropertyAnimator(duration:timingParameters:)`
// takes. UIKit's parameter classes are main-actor isolated, and so is everything here. UIKit stores control points and spring terms as CGFloat (a Double on 64-bit
// platforms), so they copy exactly.
#if canImport(UIKit) && (canImport(Darwin) || APPLE_STAND_INS)
  import Affine
  import Easing
  import KineticsNumerics
  import Motion
  import Springs
  import UIKit

  extension UICubicTimingParameters {
    /// The parameters with the curve's two inner control points, exactly.
    @MainActor public convenience init(_ curve: CubicBezier) {
      self.init(
        controlPoint1: CGPoint(x: curve.x1, y: curve.y1),
        controlPoint2: CGPoint(x: curve.x2, y: curve.y2))
    }
  }

  extension CubicBezier {
    /// The curve through the parameters' control points, exactly.
    ///
    /// - Precondition: the control points' x lie in [0, 1] and every coordinate is finite, as
    ///   ``CubicBezier/init(x1:y1:x2:y2:)`` requires (UIKit's parameters always are).
    @MainActor public init(_ parameters: UICubicTimingParameters) {
      self.init(
        x1: Double(parameters.controlPoint1.x), y1: Double(parameters.controlPoint1.y),
        x2: Double(parameters.controlPoint2.x), y2: Double(parameters.controlPoint2.y))
    }
  }

  extension ViewAnimationCurve {
    /// The Kinetics name of a UIKit animation curve (the same raw values).
    public init(_ curve: UIView.AnimationCurve) {
      switch curve {
      case .easeInOut: self = .easeInOut
      case .easeIn: self = .easeIn
      case .easeOut: self = .easeOut
      case .linear: self = .linear
      @unknown default: self = .easeInOut
      }
    }
  }

  extension UIView.AnimationCurve {
    /// The UIKit animation curve of a Kinetics one.
    public init(_ curve: ViewAnimationCurve) {
      switch curve {
      case .easeInOut: self = .easeInOut
      case .easeIn: self = .easeIn
      case .easeOut: self = .easeOut
      case .linear: self = .linear
      }
    }
  }

  extension UISpringTimingParameters {
    /// The parameters of `spring` by its mass, stiffness and damping, exactly, with
    /// `initialVelocity` in distances per second on each axis (UIKit's unit: 1 covers the
    /// whole distance in one second), through UIKit's
    /// `init(mass:stiffness:damping:initialVelocity:)`.
    ///
    /// UIKit reads back only the initial velocity: there is no conversion the other way.
    @MainActor public convenience init(_ spring: DampedSpring, initialVelocity: Vector2D = .zero) {
      self.init(
        mass: CGFloat(spring.mass), stiffness: CGFloat(spring.stiffness),
        damping: CGFloat(spring.damping),
        initialVelocity: CGVector(dx: initialVelocity.dx, dy: initialVelocity.dy))
    }

    /// The parameters that play `motion` (start to target, one dimension): its spring, and its
    /// initial velocity as a fraction of its distance per second on the x axis (0 when start
    /// and target coincide).
    @MainActor public convenience init(_ motion: SpringMotion<Double>) {
      let distance = motion.target - motion.start
      let relative =
        distance == 0 ? 0 : saturatedToTheDoubleRange(motion.initialVelocity / distance)
      self.init(motion.spring, initialVelocity: Vector2D(dx: relative, dy: 0))
    }
  }
#endif
