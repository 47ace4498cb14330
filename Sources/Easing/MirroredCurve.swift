import KineticsCore

/// `f(2t)`, then `f(2 − 2t)`: see `TimingCurve.mirrored`.
@frozen
public struct MirroredCurve<Base: TimingCurve>: TimingCurve {
  /// The original curve.
  public let base: Base

  /// Wraps `base`.
  @inlinable public init(base: Base) { self.base = base }

  /// `f(2t)` below ½, `f(2 − 2t)` from ½ on.
  @inlinable public func value(at progress: Double) -> Double {
    progress < 0.5 ? base.value(at: 2 * progress) : base.value(at: 2 - 2 * progress)
  }

  /// `2f′(2t)` below ½, `−2f′(2 − 2t)` from ½ on.
  @inlinable public func velocity(at progress: Double) -> Double {
    progress < 0.5 ? 2 * base.velocity(at: 2 * progress) : -2 * base.velocity(at: 2 - 2 * progress)
  }
}

extension MirroredCurve: Codable where Base: Codable {}
