/// Any timing curve behind one type: what a tween, a keyframe segment or a transition's
/// completion holds when the curve is chosen at run time (a bezier from a design tool, a spring
/// curve, a Penner family).
///
/// ```swift
/// let curves = [AnyTimingCurve(CubicBezier.easeOut), AnyTimingCurve(Ease.bounceOut)]
/// curves[1].value(at: 0.5)  // 0.765625
/// ```
///
/// Equal when the wrapped curves are of the same type and equal. A call goes through an
/// existential (one indirect call, no allocation); for the fastest per-frame path keep the
/// concrete type.
public struct AnyTimingCurve: TimingCurve, CustomStringConvertible {
  /// The wrapped curve.
  public let base: any TimingCurve

  /// Wraps `curve`; wrapping an `AnyTimingCurve` keeps its base rather than nesting.
  public init(_ curve: some TimingCurve) {
    if let erased = curve as? AnyTimingCurve {
      base = erased.base
    } else {
      base = curve
    }
  }

  /// The wrapped curve's value.
  public func value(at progress: Double) -> Double { base.value(at: progress) }

  /// The wrapped curve's velocity.
  public func velocity(at progress: Double) -> Double { base.velocity(at: progress) }

  /// The wrapped curve's value with CSS's before flag.
  public func value(at progress: Double, beforeFlag: Bool) -> Double {
    base.value(at: progress, beforeFlag: beforeFlag)
  }

  /// Equal when both wrap equal curves of one type. Compared in place, without boxing either
  /// curve: timelines look their tween groups up by curve on every add.
  public static func == (lhs: AnyTimingCurve, rhs: AnyTimingCurve) -> Bool {
    func isEqual<Curve: TimingCurve>(_ curve: Curve) -> Bool {
      guard let other = rhs.base as? Curve else { return false }
      return curve == other
    }
    return isEqual(lhs.base)
  }

  /// Hashes the wrapped curve's type and value, so that equal curves hash alike.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: base)))
    base.hash(into: &hasher)
  }

  /// The wrapped curve's description.
  public var description: String { String(describing: base) }
}
