import Easing
import KineticsCore

/// A ``KeyframeCurve`` played over a duration: `CAKeyframeAnimation` with its `duration`, as a
/// ``Trajectory``.
///
/// ```swift
/// let curve = KeyframeCurve(values: [0.0, 120, 100], keyTimes: [0, 0.7, 1])
/// let rise = KeyframeAnimation(keyframes: curve, duration: 0.5)
/// rise.value(atElapsed: 0.35)   // 120: the second key, 0.7 of the way
/// ```
///
/// Before elapsed 0 it holds the first value, from `duration` on the last. Retargeting hands
/// the motion to a ``Tween`` over the same duration along CSS `ease-in-out` (UIKit's default
/// curve), from the value and velocity at that time.
public struct KeyframeAnimation<Value: Interpolatable>: Trajectory {
  /// The keyframes, over progress 0…1.
  public let keyframes: KeyframeCurve<Value>
  /// Seconds that progress 0…1 spans.
  public let duration: Double

  /// Plays `keyframes` over `duration` seconds.
  ///
  /// - Precondition: `duration` is finite and > 0 (``validate(duration:)``).
  public init(keyframes: KeyframeCurve<Value>, duration: Double) {
    do { try Self.validate(duration: duration) } catch { error.stop() }
    self.keyframes = keyframes
    self.duration = duration
  }

  /// Checks the duration: finite and > 0.
  ///
  /// - Throws: `ValidationError` for `duration`.
  public static func validate(duration: Double) throws(ValidationError) {
    guard duration.isFinite && duration > 0 else {
      throw ValidationError(
        type: "KeyframeAnimation", parameter: "duration", requirement: "must be finite and > 0",
        value: duration)
    }
  }

  /// The keyframes' value at elapsed / duration.
  @inlinable
  public func value(atElapsed elapsed: Double) -> Value {
    keyframes.value(at: elapsed / duration)
  }

  /// The keyframes' velocity, per second.
  @inlinable
  public func velocity(atElapsed elapsed: Double) -> Value {
    keyframes.velocity(at: elapsed / duration).multiplied(by: 1 / duration)
  }

  /// Whether the duration has passed.
  @inlinable
  public func isComplete(atElapsed elapsed: Double) -> Bool { elapsed >= duration }

  /// The duration.
  @inlinable
  public var completionTime: Double? { duration }

  /// The last value.
  @inlinable
  public var target: Value { keyframes.values[keyframes.values.count - 1] }

  /// A tween along CSS `ease-in-out` over the same duration, from the value and velocity at
  /// `elapsed` to `newTarget`.
  public func retargeted(to newTarget: Value, atElapsed elapsed: Double) -> Tween<
    Value, TimingFunction
  > {
    Tween(
      from: value(atElapsed: elapsed), to: newTarget, duration: duration, curve: .easeInOut,
      initialVelocity: velocity(atElapsed: elapsed))
  }
}

extension KeyframeAnimation: Equatable where Value: Equatable {}
extension KeyframeAnimation: Hashable where Value: Hashable {}
extension KeyframeAnimation: Codable where Value: Codable {
  enum CodingKeys: String, CodingKey { case keyframes, duration }

  /// Decodes `{"keyframes": …, "duration": 0.5}` with ``validate(duration:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let keyframes = try container.decode(KeyframeCurve<Value>.self, forKey: .keyframes)
    let duration = try container.decode(Double.self, forKey: .duration)
    try ValidationError.decoding(in: container) {
      try Self.validate(duration: duration)
    }
    self.init(keyframes: keyframes, duration: duration)
  }

  /// Encodes the keyframes and the duration.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(keyframes, forKey: .keyframes)
    try container.encode(duration, forKey: .duration)
  }
}
