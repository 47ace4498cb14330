import KineticsCore

/// The curve with progress clamped to [0, 1]: see `TimingCurve.clamped`.
@frozen
public struct ClampedCurve<Base: TimingCurve>: TimingCurve {
  /// The original curve.
  public let base: Base

  /// Wraps `base`.
  @inlinable public init(base: Base) { self.base = base }

  /// `f(min(max(t, 0), 1))`; NaN stays NaN.
  @inlinable public func value(at progress: Double) -> Double {
    if progress.isNaN { return progress }
    return base.value(at: min(max(progress, 0), 1))
  }

  /// `f′(t)` inside (0, 1), 0 outside.
  @inlinable public func velocity(at progress: Double) -> Double {
    if progress.isNaN { return progress }
    return progress > 0 && progress < 1 ? base.velocity(at: progress) : 0
  }
}

extension ClampedCurve: Codable where Base: Codable {}
