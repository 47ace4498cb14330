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

/// `1 − f(1 − t)`: see ``TimingCurve/reversed``.
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

/// `f(2t)`, then `f(2 − 2t)`: see ``TimingCurve/mirrored``.
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

/// The curve inside a sub-interval of progress: see ``TimingCurve/restricted(to:)``.
@frozen
public struct RestrictedCurve<Base: TimingCurve>: TimingCurve {
  /// The original curve.
  public let base: Base
  /// Where the curve runs; 0 before, 1 after.
  public let interval: ClosedRange<Double>

  /// Wraps `base`.
  ///
  /// - Precondition: the interval is finite and `lowerBound < upperBound` (see
  ///   ``validate(interval:)``).
  @inlinable public init(base: Base, interval: ClosedRange<Double>) {
    do { try RestrictedCurve.validate(interval: interval) } catch { error.stop() }
    self.base = base
    self.interval = interval
  }

  /// Checks an interval: finite bounds, start < end, and a width that is finite (so that
  /// rescaling progress into it cannot overflow).
  ///
  /// - Throws: `ValidationError` for `interval`.
  @inlinable
  public static func validate(interval: ClosedRange<Double>) throws(ValidationError) {
    let width = interval.upperBound - interval.lowerBound
    guard
      interval.lowerBound.isFinite && interval.upperBound.isFinite && width > 0 && width.isFinite
    else {
      throw ValidationError(
        type: "RestrictedCurve", parameter: "interval",
        requirement: "must be finite with start < end", value: "\(interval)")
    }
  }

  /// 0 before the interval, 1 after it, the rescaled curve inside.
  @inlinable public func value(at progress: Double) -> Double {
    if progress <= interval.lowerBound { return progress.isNaN ? progress : 0 }
    if progress >= interval.upperBound { return 1 }
    let width = interval.upperBound - interval.lowerBound
    return base.value(at: (progress - interval.lowerBound) / width)
  }

  /// 0 outside the interval, `f′(local) / width` inside.
  @inlinable public func velocity(at progress: Double) -> Double {
    if progress.isNaN { return progress }
    guard progress > interval.lowerBound && progress < interval.upperBound else { return 0 }
    let width = interval.upperBound - interval.lowerBound
    return base.velocity(at: (progress - interval.lowerBound) / width) / width
  }
}

/// The curve with progress clamped to [0, 1]: see ``TimingCurve/clamped``.
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

extension ReversedCurve: Codable where Base: Codable {}
extension MirroredCurve: Codable where Base: Codable {}
extension ClampedCurve: Codable where Base: Codable {}

extension RestrictedCurve: Codable where Base: Codable {
  enum CodingKeys: String, CodingKey { case base, interval }

  /// Decodes the base curve and the interval, which must be finite and not empty.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let base = try container.decode(Base.self, forKey: .base)
    let interval = try container.decode(ClosedRange<Double>.self, forKey: .interval)
    try ValidationError.decoding(in: container) { try RestrictedCurve.validate(interval: interval) }
    self.init(base: base, interval: interval)
  }
}
