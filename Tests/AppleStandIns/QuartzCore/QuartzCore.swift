// A stand-in for QuartzCore (Core Animation) on platforms that lack it (Linux): the declarations
// KineticsInterop uses, with the signatures Apple documents
// (developer.apple.com/documentation/quartzcore: CATransform3D, CAMediaTimingFunction,
// CAMediaTiming, CAMediaTimingFillMode, CAAnimation, CABasicAnimation, CASpringAnimation,
// CAKeyframeAnimation, CAFrameRateRange, CADisplayLink), so that KineticsInterop's Apple-only
// code type-checks in Linux CI. Properties hold what is assigned; the few computed ones follow
// the documentation at its simplest. Nothing here renders or animates: the stand-in proves that
// our code compiles against these names and shapes, not how Core Animation behaves.

@_exported import CoreGraphics

public typealias CFTimeInterval = Double

/// developer.apple.com/documentation/quartzcore/1395996-cacurrentmediatime
public func CACurrentMediaTime() -> CFTimeInterval {
  Double(DispatchTime.now().uptimeNanoseconds) / 1e9
}

// MARK: Transforms

/// developer.apple.com/documentation/quartzcore/catransform3d
public struct CATransform3D: Sendable {
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat,
    m23: CGFloat, m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }
}

public let CATransform3DIdentity = CATransform3D(
  m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0,
  m41: 0, m42: 0, m43: 0, m44: 1)

// MARK: Timing

/// developer.apple.com/documentation/quartzcore/camediatimingfunctionname
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// developer.apple.com/documentation/quartzcore/camediatimingfunction: the control points are
/// Float; the named functions' points are those the documentation gives.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
  let points: [Float]
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    points = [0, 0, c1x, c1y, c2x, c2y, 1, 1]
  }
  public convenience init(name: CAMediaTimingFunctionName) {
    switch name {
    case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
    case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
    case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
    case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
    default: self.init(controlPoints: 0, 0, 1, 1)
    }
  }
  /// Writes control point `index` (0 to 3) as two Floats.
  open func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
    values[0] = points[2 * index]
    values[1] = points[2 * index + 1]
  }
}

/// developer.apple.com/documentation/quartzcore/camediatimingfillmode
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// developer.apple.com/documentation/quartzcore/camediatiming
public protocol CAMediaTiming {
  var beginTime: CFTimeInterval { get set }
  var duration: CFTimeInterval { get set }
  var speed: Float { get set }
  var timeOffset: CFTimeInterval { get set }
  var repeatCount: Float { get set }
  var repeatDuration: CFTimeInterval { get set }
  var autoreverses: Bool { get set }
  var fillMode: CAMediaTimingFillMode { get set }
}

// MARK: Animations

/// developer.apple.com/documentation/quartzcore/caanimation
open class CAAnimation: NSObject, CAMediaTiming, @unchecked Sendable {
  open var beginTime: CFTimeInterval = 0
  open var duration: CFTimeInterval = 0
  open var speed: Float = 1
  open var timeOffset: CFTimeInterval = 0
  open var repeatCount: Float = 0
  open var repeatDuration: CFTimeInterval = 0
  open var autoreverses = false
  open var fillMode = CAMediaTimingFillMode.removed
  open var timingFunction: CAMediaTimingFunction?
  open var isRemovedOnCompletion = true
  public override init() {}
}

/// developer.apple.com/documentation/quartzcore/capropertyanimation
open class CAPropertyAnimation: CAAnimation, @unchecked Sendable {
  open var keyPath: String?
  open var isAdditive = false
  open var isCumulative = false
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }
}

/// developer.apple.com/documentation/quartzcore/cabasicanimation
open class CABasicAnimation: CAPropertyAnimation, @unchecked Sendable {
  open var fromValue: Any?
  open var toValue: Any?
  open var byValue: Any?
}

/// developer.apple.com/documentation/quartzcore/caspringanimation. The defaults are the
/// documented ones (mass 1, stiffness 100, damping 10, initial velocity 0).
open class CASpringAnimation: CABasicAnimation, @unchecked Sendable {
  open var mass: CGFloat = 1
  open var stiffness: CGFloat = 100
  open var damping: CGFloat = 10
  open var initialVelocity: CGFloat = 0
  open var allowsOverdamping = false
  /// A spring from a perceptual duration and a bounce (iOS 17), mapped as SwiftUI's
  /// `Spring(duration:bounce:)` documents: stiffness (2π / duration)², damping
  /// 4π(1 − bounce) / duration for bounce ≥ 0, 4π / (duration(1 + bounce)) below.
  public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
    self.init()
    let omega = 2 * Double.pi / perceptualDuration
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    (mass, stiffness, damping) = (1, omega * omega, 2 * ratio * omega)
  }
}

/// developer.apple.com/documentation/quartzcore/caanimationcalculationmode
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
  public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// developer.apple.com/documentation/quartzcore/cakeyframeanimation
open class CAKeyframeAnimation: CAPropertyAnimation, @unchecked Sendable {
  open var values: [Any]?
  open var keyTimes: [NSNumber]?
  open var timingFunctions: [CAMediaTimingFunction]?
  open var calculationMode = CAAnimationCalculationMode.linear
}

// MARK: Frames

/// developer.apple.com/documentation/quartzcore/caframeraterange
public struct CAFrameRateRange: Equatable, Sendable {
  public var minimum: Float
  public var maximum: Float
  public var preferred: Float?
  public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
    (self.minimum, self.maximum, self.preferred) = (minimum, maximum, preferred)
  }
  public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// An Objective-C method name, which Linux's Swift lacks (on Apple platforms, the ObjectiveC
/// module's `Selector`).
public struct Selector: Hashable, Sendable {
  let name: String
  public init(_ name: String) { self.name = name }
}

/// developer.apple.com/documentation/quartzcore/cadisplaylink. The stand-in never fires.
open class CADisplayLink: NSObject, @unchecked Sendable {
  open var timestamp: CFTimeInterval = 0
  open var targetTimestamp: CFTimeInterval = 0
  open var duration: CFTimeInterval = 0
  open var isPaused = false
  open var preferredFrameRateRange = CAFrameRateRange.default
  public init(target: Any, selector sel: Selector) {}
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}
  open func invalidate() {}
}
