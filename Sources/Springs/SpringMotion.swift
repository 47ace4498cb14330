import Easing

/// A spring moving a value from a start state to a target: what an engine runs after a velocity
/// hand-off. Exact at any time (``Spring`` closed form).
///
/// ```swift
/// // Hand an interrupted ease-out slide to a spring without a jump.
/// let slide = Tween(from: 0.0, to: 320, duration: 0.3, curve: CubicBezier.easeOut)
/// let motion = slide.handOff(at: 0.12, to: .snappy(), target: 0)  // the finger sent it back
/// motion.value(at: 0) == slide.value(at: 0.12)        // true
/// motion.velocity(at: 0) == slide.velocity(at: 0.12)  // true
/// ```
public struct SpringMotion<Value: VectorArithmetic>: Sendable {
  /// The spring.
  public let spring: Spring
  /// The value at time 0.
  public let start: Value
  /// The velocity at time 0, units per second.
  public let initialVelocity: Value
  /// Where it goes.
  public let target: Value

  /// Creates a motion.
  public init(spring: Spring, from start: Value, initialVelocity: Value = .zero, to target: Value) {
    self.spring = spring
    self.start = start
    self.initialVelocity = initialVelocity
    self.target = target
  }

  /// The value `time` seconds (≥ 0) after the start; exactly `start` at 0.
  @inlinable
  public func value(at time: Double) -> Value {
    let response = SpringResponse(spring: spring, time: time)
    // start + (start − target)·(a − 1) + v·b: at t = 0, a − 1 = 0 and b = 0 exactly.
    return start + (start - target).scaled(by: response.a - 1)
      + initialVelocity.scaled(by: response.b)
  }

  /// The velocity `time` seconds (≥ 0) after the start.
  @inlinable
  public func velocity(at time: Double) -> Value {
    let response = SpringResponse(spring: spring, time: time)
    return (start - target).scaled(by: response.c) + initialVelocity.scaled(by: response.d)
  }
}

/// A timed animation from one value to another along a timing curve: a UIView animation.
public struct Tween<Value: VectorArithmetic, Curve: TimingCurve>: Sendable {
  /// The start value.
  public let start: Value
  /// The end value.
  public let end: Value
  /// Seconds.
  public let duration: Double
  /// The easing.
  public let curve: Curve

  /// Creates a tween.
  ///
  /// - Precondition: `duration` finite and > 0.
  public init(from start: Value, to end: Value, duration: Double, curve: Curve) {
    precondition(
      duration.isFinite && duration > 0, "Tween: duration must be finite and > 0, got \(duration)")
    self.start = start
    self.end = end
    self.duration = duration
    self.curve = curve
  }

  /// The value at `time` seconds (clamped to [0, duration]).
  public func value(at time: Double) -> Value {
    interpolate(from: start, to: end, progress: curve.value(at: min(max(time / duration, 0), 1)))
  }

  /// The velocity (units per second) at `time`: (end − start)·f′(t/duration)/duration, from the
  /// curve's analytic `TimingCurve.velocity(at:)`; 0 outside the animation.
  public func velocity(at time: Double) -> Value {
    guard time >= 0 && time <= duration else { return .zero }
    return (end - start).scaled(by: curve.velocity(at: time / duration) / duration)
  }

  /// The spring motion that takes over at `time` toward `target`, starting with the tween's
  /// value and velocity there, so that neither jumps.
  public func handOff(at time: Double, to spring: Spring, target: Value) -> SpringMotion<Value> {
    SpringMotion(
      spring: spring, from: value(at: time), initialVelocity: velocity(at: time), to: target)
  }
}
