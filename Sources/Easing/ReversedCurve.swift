import KineticsCore

/// `1 − f(1 − t)`: see `TimingCurve.reversed`.
@frozen
public struct ReversedCurve<Base: TimingCurve>: TimingCurve {
  /// The original curve.
  public let base: Base

  /// Wraps `base`.
  @inlinable public init(base: Base) { self.base = base }

  /// `1 − f(1 − t)`.
  @inlinable public func value(at progress: Double) -> Double {
    1 - base.value(at: 1 - progress)
  }

  /// `f′(1 − t)`.
  @inlinable public func velocity(at progress: Double) -> Double {
    base.velocity(at: 1 - progress)
  }
}

extension ReversedCurve: Codable where Base: Codable {}
