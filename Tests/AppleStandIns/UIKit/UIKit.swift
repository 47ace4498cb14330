// A stand-in for UIKit on platforms that lack it (Linux): the timing-parameter declarations
// KineticsInterop uses, with the signatures Apple documents
// (developer.apple.com/documentation/uikit: UITimingCurveProvider, UITimingCurveType,
// UICubicTimingParameters, UISpringTimingParameters, UIView.AnimationCurve,
// UIViewPropertyAnimator), so that KineticsInterop's UIKit code type-checks in Linux CI. The
// parameters hold what they are given; nothing animates. The stand-in proves that our code
// compiles against these names and shapes, not how UIKit behaves.

@_exported import QuartzCore

/// developer.apple.com/documentation/uikit/uiview (only its animation-curve namespace here).
open class UIView: NSObject, @unchecked Sendable {
  /// developer.apple.com/documentation/uikit/uiview/animationcurve
  public enum AnimationCurve: Int, Sendable {
    case easeInOut, easeIn, easeOut, linear
  }
}

/// developer.apple.com/documentation/uikit/uitimingcurvetype
public enum UITimingCurveType: Int, Sendable {
  case builtin, cubic, spring, composed
}

/// developer.apple.com/documentation/uikit/uitimingcurveprovider
public protocol UITimingCurveProvider: NSCoding, NSCopying {
  var timingCurveType: UITimingCurveType { get }
  var cubicTimingParameters: UICubicTimingParameters? { get }
  var springTimingParameters: UISpringTimingParameters? { get }
}

/// developer.apple.com/documentation/uikit/uicubictimingparameters
open class UICubicTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
  open private(set) var animationCurve = UIView.AnimationCurve.easeInOut
  open private(set) var controlPoint1 = CGPoint(x: 0.42, y: 0)
  open private(set) var controlPoint2 = CGPoint(x: 0.58, y: 1)
  public override init() {}
  public init(animationCurve curve: UIView.AnimationCurve) { animationCurve = curve }
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    (controlPoint1, controlPoint2) = (point1, point2)
  }
  public required init?(coder: NSCoder) {}
  open func encode(with coder: NSCoder) {}
  open func copy(with zone: NSZone? = nil) -> Any { self }
  open var timingCurveType: UITimingCurveType { .cubic }
  open var cubicTimingParameters: UICubicTimingParameters? { self }
  open var springTimingParameters: UISpringTimingParameters? { nil }
}

/// developer.apple.com/documentation/uikit/uispringtimingparameters. UIKit reads back only the
/// initial velocity; the spring's own terms have no public getter, so the stand-in records
/// them in `standInTerms` (not UIKit API) for the tests to check what was passed.
open class UISpringTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
  open private(set) var initialVelocity = CGVector.zero
  public private(set) var standInTerms: (mass: CGFloat, stiffness: CGFloat, damping: CGFloat)?
  public override init() {}
  public init(dampingRatio ratio: CGFloat) {}
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    initialVelocity = velocity
  }
  public init(
    mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
  ) {
    initialVelocity = velocity
    standInTerms = (mass, stiffness, damping)
  }
  public init(duration: TimeInterval, bounce: CGFloat, initialVelocity: CGVector = .zero) {
    self.initialVelocity = initialVelocity
  }
  public required init?(coder: NSCoder) {}
  open func encode(with coder: NSCoder) {}
  open func copy(with zone: NSZone? = nil) -> Any { self }
  open var timingCurveType: UITimingCurveType { .spring }
  open var cubicTimingParameters: UICubicTimingParameters? { nil }
  open var springTimingParameters: UISpringTimingParameters? { self }
}

/// developer.apple.com/documentation/uikit/uiviewpropertyanimator (its creation only).
open class UIViewPropertyAnimator: NSObject, @unchecked Sendable {
  open private(set) var duration: TimeInterval
  open private(set) var timingParameters: (any UITimingCurveProvider)?
  public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
    (self.duration, timingParameters) = (duration, parameters)
  }
}
