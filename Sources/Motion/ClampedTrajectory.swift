import KineticsCore

/// A trajectory of numbers whose value is kept within a range: alpha in [0, 1] and a corner
/// radius ≥ 0 under a spring that overshoots. The motion itself is unchanged (its completion,
/// its velocity where it is inside the range); only what it shows is clamped, and its velocity
/// is 0 while it is held at a bound.
///
/// ```swift
/// let fade = SpringMotion(from: 0.0, to: 1, spring: .bouncy()).clampingValue(to: 0...1)
/// fade.value(atElapsed: 0.35)  // 1: the spring overshoots (to 1.0459…), alpha does not
/// ```
public struct ClampedTrajectory<Base: Trajectory>: Trajectory where Base.Value == Double {
  /// The unclamped trajectory.
  public let base: Base
  /// The range the value is kept in.
  public let range: ClosedRange<Double>

  /// Clamps `base` to `range`.
  ///
  /// - Precondition: the range's bounds are not NaN (infinite bounds are allowed: 0...∞;
  ///   ``validate(range:)``).
  public init(_ base: Base, range: ClosedRange<Double>) {
    do { try Self.validate(range: range) } catch { error.stop() }
    self.base = base
    self.range = range
  }

  /// Checks the range: neither bound NaN.
  ///
  /// - Throws: `ValidationError` for `range`.
  public static func validate(range: ClosedRange<Double>) throws(ValidationError) {
    guard !range.lowerBound.isNaN && !range.upperBound.isNaN else {
      throw ValidationError(
        type: "ClampedTrajectory", parameter: "range", requirement: "must not have a NaN bound",
        value: "\(range)", kind: .notFinite)
    }
  }

  /// The base's value, clamped.
  @inlinable
  public func value(atElapsed elapsed: Double) -> Double {
    min(max(base.value(atElapsed: elapsed), range.lowerBound), range.upperBound)
  }

  /// The base's velocity where its value is inside the range, else 0.
  @inlinable
  public func velocity(atElapsed elapsed: Double) -> Double {
    range.contains(base.value(atElapsed: elapsed)) ? base.velocity(atElapsed: elapsed) : 0
  }

  /// The base's completion.
  @inlinable
  public func isComplete(atElapsed elapsed: Double) -> Bool { base.isComplete(atElapsed: elapsed) }

  /// The base's completion time.
  @inlinable
  public var completionTime: Double? { base.completionTime }

  /// The base's target, clamped.
  @inlinable
  public var target: Double { min(max(base.target, range.lowerBound), range.upperBound) }

  /// The base retargeted (from its unclamped state), clamped to the same range.
  public func retargeted(to newTarget: Double, atElapsed elapsed: Double) -> ClampedTrajectory<
    Base.Retargeted
  > {
    ClampedTrajectory<Base.Retargeted>(
      base.retargeted(to: newTarget, atElapsed: elapsed), range: range)
  }
}

extension Trajectory where Value == Double {
  /// This trajectory with its value kept within `range`: see ``ClampedTrajectory``.
  public func clampingValue(to range: ClosedRange<Double>) -> ClampedTrajectory<Self> {
    ClampedTrajectory(self, range: range)
  }
}

extension ClampedTrajectory: Equatable where Base: Equatable {}
extension ClampedTrajectory: Hashable where Base: Hashable {}
