import KineticsCore

extension TimingCurve {
  /// The curve turned half a turn about (½, ½): `1 − f(1 − t)`, so an ease-in becomes an
  /// ease-out. Exact at the ends when the curve is.
  @inlinable public var reversed: ReversedCurve<Self> { ReversedCurve(base: self) }

  /// The curve played forward on the first half of progress and backward on the second:
  /// `f(2t)` then `f(2 − 2t)`, ending where it started (an autoreversing cycle in one pass).
  @inlinable public var mirrored: MirroredCurve<Self> { MirroredCurve(base: self) }

  /// The curve squeezed into `interval` of progress: 0 before it, 1 after it, and
  /// `f((t − start) / (end − start))` inside (a keyframe's relative start time and duration).
  ///
  /// - Precondition: the interval is finite and not empty: start < end.
  @inlinable
  public func restricted(to interval: ClosedRange<Double>) -> RestrictedCurve<Self> {
    RestrictedCurve(base: self, interval: interval)
  }

  /// The curve with progress clamped to [0, 1]: it holds f(0) before and f(1) after.
  @inlinable public var clamped: ClampedCurve<Self> { ClampedCurve(base: self) }
}
