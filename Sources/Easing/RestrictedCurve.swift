import KineticsCore
import KineticsNumerics

/// The curve inside a sub-interval of progress: see `TimingCurve.restricted(to:)`.
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
        requirement: "must be finite with start < end", value: "\(interval)", kind: .outOfRange)
    }
  }

  /// 0 before the interval, 1 after it, the rescaled curve inside.
  @inlinable public func value(at progress: Double) -> Double {
    if progress <= interval.lowerBound { return progress.isNaN ? progress : 0 }
    if progress >= interval.upperBound { return 1 }
    let width = interval.upperBound - interval.lowerBound
    return base.value(at: (progress - interval.lowerBound) / width)
  }

  /// 0 outside the interval, `f′(local) / width` inside, held at the largest double where an
  /// interval narrower than the slope's reciprocal (a subnormal width) would overflow it.
  @inlinable public func velocity(at progress: Double) -> Double {
    if progress.isNaN { return progress }
    guard progress > interval.lowerBound && progress < interval.upperBound else { return 0 }
    let width = interval.upperBound - interval.lowerBound
    return saturatedToTheDoubleRange(
      base.velocity(at: (progress - interval.lowerBound) / width) / width)
  }
}

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
