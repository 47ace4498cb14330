// A stand-in for SwiftUI on platforms that lack it (Linux): the public names of SwiftUI's
// animation and geometry API that an animation engine's file uses, declared with SwiftUI's
// spellings (from Apple's documentation of SwiftUI, iOS 17 / macOS 14), so that
// Tests/SwiftUICoexistenceTests can prove that a file importing SwiftUI and Kinetics compiles
// its SwiftUI code unchanged. Only the shapes matter; the bodies are minimal.
// On Apple platforms the test imports the real SwiftUI instead.

public typealias TimeInterval = Double

// MARK: Animatable data

public protocol VectorArithmetic: AdditiveArithmetic {
  mutating func scale(by rhs: Double)
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  public func scaled(by rhs: Double) -> Self {
    var copy = self
    copy.scale(by: rhs)
    return copy
  }
}

extension Double: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= rhs }
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

public struct EmptyAnimatableData: VectorArithmetic {
  public init() {}
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  public static func + (lhs: Self, rhs: Self) -> Self { lhs }
  public static func - (lhs: Self, rhs: Self) -> Self { lhs }
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
}

public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  public var first: First
  public var second: Second
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
  public static var zero: Self { Self(.zero, .zero) }
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(lhs.first + rhs.first, lhs.second + rhs.second)
  }
  public static func - (lhs: Self, rhs: Self) -> Self {
    Self(lhs.first - rhs.first, lhs.second - rhs.second)
  }
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

public protocol Animatable {
  associatedtype AnimatableData: VectorArithmetic
  var animatableData: AnimatableData { get set }
}

extension Double: Animatable {
  public var animatableData: Double {
    get { self }
    set { self = newValue }
  }
}

extension Float: Animatable {
  public var animatableData: Float {
    get { self }
    set { self = newValue }
  }
}

// MARK: Springs and curves

public struct Spring: Hashable, Sendable {
  public var mass: Double
  public var stiffness: Double
  public var damping: Double
  public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
    let omega = 2 * Double.pi / duration
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    (mass, stiffness, damping) = (1, omega * omega, 2 * ratio * omega)
  }
  public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false)
  {
    (self.mass, self.stiffness, self.damping) = (mass, stiffness, damping)
  }
  public init(response: Double, dampingRatio: Double) {
    self.init(duration: response, bounce: 1 - dampingRatio)
  }
  public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
    self.init(response: settlingDuration, dampingRatio: dampingRatio)
  }
  public var duration: TimeInterval { 2 * Double.pi / (stiffness / mass).squareRoot() }
  public var response: TimeInterval { duration }
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
  public var bounce: Double { 1 - dampingRatio }
  public var settlingDuration: TimeInterval { 1 }
  public func settlingDuration<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, epsilon: Double
  ) -> TimeInterval { 1 }
  public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval)
    -> V
  { target }
  public func velocity<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, time: TimeInterval
  ) -> V { .zero }
  public func update<V: VectorArithmetic>(
    value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval
  ) { value = target }
  public static var smooth: Spring { Spring() }
  public static var snappy: Spring { Spring(bounce: 0.15) }
  public static var bouncy: Spring { Spring(bounce: 0.3) }
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }
}

public struct UnitPoint: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) { (self.x, self.y) = (x, y) }
  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

public struct UnitCurve: Hashable, Sendable {
  let points: [Double]
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(points: [
      startControlPoint.x, startControlPoint.y, endControlPoint.x, endControlPoint.y,
    ])
  }
  public static let linear = UnitCurve(points: [0, 0, 1, 1])
  public static let easeIn = UnitCurve(points: [0.42, 0, 1, 1])
  public static let easeOut = UnitCurve(points: [0, 0, 0.58, 1])
  public static let easeInOut = UnitCurve(points: [0.42, 0, 0.58, 1])
  public func value(at progress: Double) -> Double { progress }
  public func velocity(at progress: Double) -> Double { 1 }
  public var inverse: UnitCurve { self }
}

// MARK: Animations

public struct AnimationContext<Value: VectorArithmetic> {
  public var isLogicallyComplete = false
}

public protocol CustomAnimation: Hashable, Sendable {
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  )
    -> V?
  func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>)
    -> V?
  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool
}

extension CustomAnimation {
  public func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? { nil }
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool { false }
}

public struct Animation: Hashable, Sendable {
  let name: String
  public init<A: CustomAnimation>(_ base: A) { name = "\(A.self)" }
  init(name: String) { self.name = name }
  public static let `default` = Animation(name: "default")
  public static let linear = Animation(name: "linear")
  public static let easeIn = Animation(name: "easeIn")
  public static let easeOut = Animation(name: "easeOut")
  public static let easeInOut = Animation(name: "easeInOut")
  public static let smooth = Animation(name: "smooth")
  public static let snappy = Animation(name: "snappy")
  public static let bouncy = Animation(name: "bouncy")
  public static func easeInOut(duration: TimeInterval) -> Animation { .easeInOut }
  public static func linear(duration: TimeInterval) -> Animation { .linear }
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
  ) -> Animation { .default }
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
  ) -> Animation { .default }
  public static func spring(
    duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0
  ) -> Animation { .default }
  public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
    .default
  }
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation { .default }
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
  ) -> Animation { .default }
  public func delay(_ delay: TimeInterval) -> Animation { self }
  public func speed(_ speed: Double) -> Animation { self }
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

public struct Transaction {
  public var animation: Animation?
  public init(animation: Animation? = nil) { self.animation = animation }
}

public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result)
  rethrows -> Result
{ try body() }

// MARK: Keyframes

public protocol Keyframes<Value> {
  associatedtype Value = Self.Body.Value
  associatedtype Body: Keyframes
}

public protocol KeyframeTrackContent<Value> {
  associatedtype Value: Animatable = Self.Body.Value
  associatedtype Body: KeyframeTrackContent
}

public struct LinearKeyframe<Value: Animatable> {
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}

public struct CubicKeyframe<Value: Animatable> {
  public init(_ to: Value, duration: TimeInterval) {}
}

public struct SpringKeyframe<Value: Animatable> {
  public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring()) {}
}

public struct MoveKeyframe<Value: Animatable> {
  public init(_ to: Value) {}
}

public struct KeyframeTrack<Root, Value: Animatable> {
  public init() {}
}

public struct KeyframeTimeline<Value> {
  public let duration: TimeInterval = 0
  public init(initialValue: Value) {}
  public func value(time: Double) -> Value? { nil }
  public func value(progress: Double) -> Value? { nil }
}

// MARK: Geometry and drawing

public struct Angle: Hashable, Sendable {
  public var radians: Double
  public var degrees: Double { radians * 180 / Double.pi }
  public init(radians: Double) { self.radians = radians }
  public init(degrees: Double) { self.radians = degrees * Double.pi / 180 }
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  public static let zero = Angle(radians: 0)
}

public struct ProjectionTransform: Hashable, Sendable {
  public var m11 = 1.0, m12 = 0.0, m13 = 0.0
  public var m21 = 0.0, m22 = 1.0, m23 = 0.0
  public var m31 = 0.0, m32 = 0.0, m33 = 1.0
  public init() {}
  public var isIdentity: Bool { self == ProjectionTransform() }
  public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform { self }
}

public struct Color: Hashable, Sendable {
  public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }
  let components: [Double]
  public init(
    _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {
    components = [red, green, blue, opacity]
  }
  public static let red = Color(red: 1, green: 0, blue: 0)
  public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
  public func opacity(_ opacity: Double) -> Color { self }
  public func mix(with rhs: Color, by fraction: Double) -> Color { self }
}

public struct Gradient: Hashable, Sendable {
  public struct Stop: Hashable, Sendable {
    public var color: Color
    public var location: Double
    public init(color: Color, location: Double) { (self.color, self.location) = (color, location) }
  }
  public var stops: [Stop]
  public init(colors: [Color]) {
    stops = colors.enumerated().map { Stop(color: $1, location: Double($0)) }
  }
}

public struct Path: Hashable, Sendable {
  public init() {}
}

public protocol Shape: Animatable {}

public struct Anchor<Value> {}

public struct GeometryProxy {}
