import KineticsCore

/// The Penner easing families with d3-ease semantics: `linear`, `quad`, `cubic`, `quart`,
/// `quint`, `poly(exponent)`, `sine`, `exponential`, `circular`, `back(overshoot)`,
/// `elastic(amplitude, period)` and `bounce`, each in, out, inOut and outIn.
///
/// ```swift
/// Ease.cubicInOut.value(at: 0.25)      // 0.0625
/// Ease(.back(overshoot: 1.70158), .in).value(at: 0.5)  // -0.0876975…
/// ```
///
/// Shapes are defined by their "in" form f; the modes are `out(t) = 1 − f(1 − t)`,
/// `inOut(t) = f(2t)/2` below ½ and `(2 − f(2 − 2t))/2` above, and `outIn` the reverse
/// composition. Exponential and elastic are normalized as in d3 so that every curve is exactly 0
/// at 0 and exactly 1 at 1. Every curve has an analytic ``velocity(at:)``.
///
/// Outside [0, 1] each formula is evaluated as written (quad(2) = 4), except where it is
/// undefined: ``Family/circular``'s square root there, and ``Family/poly(exponent:)``'s power of
/// a negative number for a fractional exponent; those hold their end values. NaN progress gives
/// NaN.
///
/// Where Penner's original (easings.net) differs from d3, the variant is separate and named:
/// ``Family/exponentialPenner`` and ``Family/elasticPenner(amplitude:period:)`` keep his
/// unnormalized 2^(10(t − 1)), ``Family/backPenner(overshoot:)`` scales the overshoot by 1.525 in
/// inOut, and ``elasticInOutPenner`` uses his in-out period 0.45.
///
/// Velocity at a vertical tangent (circular at its ends, a poly exponent below 1 at 0) is
/// ±infinity, the exact slope, as for every curve in Kinetics; at progress 0 and 1 it is the
/// slope on the curve's side.
@frozen
public struct Ease: TimingCurve, Hashable, Sendable {
  /// The shape of the curve.
  public enum Family: Hashable, Sendable, Codable {
    /// t.
    case linear
    /// t².
    case quad
    /// t³.
    case cubic
    /// t⁴.
    case quart
    /// t⁵.
    case quint
    /// t^exponent (d3's default exponent is 3).
    case poly(exponent: Double)
    /// 1 − cos(tπ/2).
    case sine
    /// 2^(10(t − 1)), normalized to reach exactly 0 and 1 (d3).
    case exponential
    /// Penner's original exponential: 2^(10(t − 1)), and exactly 0 at t = 0 (a jump of 2⁻¹⁰
    /// there); 2⁻⁵ = 0.03125 at ½.
    case exponentialPenner
    /// 1 − √(1 − t²).
    case circular
    /// t²((s + 1)t − s): dips below 0 before leaving (s = 1.70158 by default, a 10% dip).
    case back(overshoot: Double)
    /// As ``back(overshoot:)``, but inOut uses the overshoot × 1.525 (Penner, easings.net).
    case backPenner(overshoot: Double)
    /// A decaying sine: amplitude ≥ 1 (smaller values are raised to 1), period in progress;
    /// its envelope normalized as the exponential's (d3).
    case elastic(amplitude: Double, period: Double)
    /// Penner's original elastic: the envelope 2^(10(t − 1)) unnormalized, and exactly 0 at 0
    /// and 1 at 1 (easings.net's `easeInElastic` for amplitude 1 and period 0.3).
    case elasticPenner(amplitude: Double, period: Double)
    /// Bouncing against the end (Penner's bounce; its "out" form is the primary one).
    case bounce
  }

  /// How the family's "in" shape is placed over [0, 1].
  public enum Mode: String, Hashable, Sendable, CaseIterable, Codable {
    /// Slow start: f(t).
    case `in`
    /// Slow end: 1 − f(1 − t).
    case out
    /// Slow start and end: in on the first half, out on the second.
    case inOut
    /// Fast start and end: out on the first half, in on the second.
    case outIn
  }

  /// The shape.
  public let family: Family
  /// The placement.
  public let mode: Mode
  /// The family evaluated: ``family`` with Penner's in-out overshoot factor applied.
  @usableFromInline let shape: Family
  /// The exponent n of the families t, t², …, t⁵ (linear … quint), else 0: their values take a
  /// short path that an engine's loop over one curve can vectorize (the full dispatch cannot).
  @usableFromInline let integerPower: Int

  /// Creates the curve of `family` in `mode`.
  ///
  /// - Precondition: the ranges of ``validate(_:)``.
  public init(_ family: Family, _ mode: Mode) {
    do { try Ease.validate(family) } catch { error.stop() }
    self.family = family
    self.mode = mode
    if case .backPenner(let overshoot) = family, mode == .inOut || mode == .outIn {
      shape = .back(overshoot: overshoot * 1.525)
    } else {
      shape = family
    }
    switch family {
    case .linear: integerPower = 1
    case .quad: integerPower = 2
    case .cubic: integerPower = 3
    case .quart: integerPower = 4
    case .quint: integerPower = 5
    default: integerPower = 0
    }
  }

  /// Checks a family's parameters: a finite positive poly exponent, a finite back overshoot
  /// (Penner's: finite times 1.525), a finite elastic amplitude and a finite elastic period of
  /// at least 1e-300.
  ///
  /// - Throws: `ValidationError` naming the parameter.
  public static func validate(_ family: Family) throws(ValidationError) {
    func check(_ name: String, _ value: Double, positive: Bool) throws(ValidationError) {
      guard value.isFinite && (!positive || value > 0) else {
        throw ValidationError(
          type: "Ease", parameter: name,
          requirement: positive ? "must be finite and > 0" : "must be finite", value: value)
      }
    }
    switch family {
    case .poly(let exponent): try check("exponent", exponent, positive: true)
    case .back(let overshoot):
      try check("overshoot", overshoot, positive: false)
    case .backPenner(let overshoot):
      // In-out scales it by 1.525, which must stay finite.
      try check("overshoot", overshoot * 1.525, positive: false)
    case .elastic(let amplitude, let period), .elasticPenner(let amplitude, let period):
      try check("amplitude", amplitude, positive: false)
      try check("period", period, positive: true)
      // period/2π divides the phase: it must be a normal number.
      guard period >= 1e-300 else {
        throw ValidationError(
          type: "Ease", parameter: "period", requirement: "must be at least 1e-300",
          value: period)
      }
    default: break
    }
  }

  /// The eased progress at `progress`.
  @inlinable @inline(__always)
  public func value(at progress: Double) -> Double {
    // t … t⁵ inline into the caller; the other families (transcendental, piecewise) are one
    // call away, which keeps this body small enough to inline everywhere.
    integerPower != 0 ? powerValue(at: progress) : generalValue(at: progress)
  }

  /// ``value(at:)`` for every family, through the family's shape.
  @usableFromInline @inline(never)
  func generalValue(at t: Double) -> Double {
    switch mode {
    case .in: return shape.shapeIn(t)
    case .out: return shape.shapeOut(t)
    case .inOut:
      return t < 0.5 ? shape.shapeIn(2 * t) / 2 : (1 + shape.shapeOut(2 * t - 1)) / 2
    case .outIn:
      return t < 0.5 ? shape.shapeOut(2 * t) / 2 : (1 + shape.shapeIn(2 * t - 1)) / 2
    }
  }

  /// ``value(at:)`` for the families t … t⁵: the same expressions as the general path
  /// (f(x) = xⁿ), written so that they inline into a caller's loop.
  @inlinable @inline(__always)
  func powerValue(at t: Double) -> Double {
    @inline(__always) func power(_ x: Double) -> Double {
      switch integerPower {
      case 1: return x
      case 2: return x * x
      case 3: return x * x * x
      case 4: return (x * x) * (x * x)
      default: return (x * x) * (x * x) * x
      }
    }
    // The general path's f(1) = 1 rule holds here without a test: 1ⁿ is exactly 1.
    @inline(__always) func shapeIn(_ x: Double) -> Double { power(x) }
    switch mode {
    case .in: return shapeIn(t)
    case .out: return 1 - shapeIn(1 - t)
    case .inOut: return t < 0.5 ? shapeIn(2 * t) / 2 : (1 + (1 - shapeIn(1 - (2 * t - 1)))) / 2
    case .outIn: return t < 0.5 ? (1 - shapeIn(1 - 2 * t)) / 2 : (1 + shapeIn(2 * t - 1)) / 2
    }
  }

  /// d value / d progress, analytic.
  @inlinable
  public func velocity(at progress: Double) -> Double {
    let t = progress
    switch mode {
    case .in: return shape.slopeIn(t)
    case .out: return shape.slopeIn(1 - t)
    case .inOut: return t < 0.5 ? shape.slopeIn(2 * t) : shape.slopeIn(2 - 2 * t)
    case .outIn: return t < 0.5 ? shape.slopeIn(1 - 2 * t) : shape.slopeIn(2 * t - 1)
    }
  }
}
