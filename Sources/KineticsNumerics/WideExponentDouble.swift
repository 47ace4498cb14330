/// A double with an exponent of its own: the value significand·2^exponent, with |significand|
/// in [1, 2) (or 0), so that sums and products of doubles never overflow or underflow.
///
/// Each operation rounds once, as the same operation on doubles would if their exponent were
/// unbounded: a product rounds the two significands' product, a sum rounds the sum of the two
/// significands aligned to the larger exponent. (An addend more than 2¹⁰²² times smaller than
/// the other is flushed toward zero in the alignment; it lies far below half an ulp of the sum.)
/// For the rare path of computations whose intermediate terms leave the double range while the
/// result does not, such as a projective image whose huge terms cancel.
package struct WideExponentDouble: Sendable {
  /// The significand, 0 or of magnitude in [1, 2), with the value's sign.
  package var significand: Double
  /// The power of two: any integer (0 for zero).
  package var exponent: Int

  /// Zero.
  package static let zero = WideExponentDouble(normalizing: 0, exponent: 0)

  /// `value` exactly.
  ///
  /// - Precondition: `value` is finite.
  package init(_ value: Double) {
    precondition(value.isFinite, "WideExponentDouble: value must be finite, got \(value)")
    self.init(normalizing: value, exponent: 0)
  }

  /// `value`, with ±infinity taken as ±`greatestFiniteMagnitude` (the nearest double there is).
  ///
  /// - Precondition: `value` is not NaN.
  package init(saturating value: Double) {
    self.init(saturatedToTheDoubleRange(value))
  }

  /// value·2^exponent, with the significand brought into [1, 2) (`value` finite).
  init(normalizing value: Double, exponent: Int) {
    if value == 0 {
      (significand, self.exponent) = (0, 0)
    } else {
      significand = value.sign == .minus ? -value.significand : value.significand
      self.exponent = exponent + value.exponent
    }
  }

  /// The nearest double: ±infinity beyond the double range, ±0 or a subnormal below it.
  package var doubleValue: Double {
    Double(sign: .plus, exponent: exponent, significand: significand)
  }

  /// Whether the value is greater than zero.
  package var isPositive: Bool { significand > 0 }

  /// The value times 2^power, exactly.
  package func scaled(byPowerOfTwo power: Int) -> WideExponentDouble {
    significand == 0
      ? self : WideExponentDouble(normalizing: significand, exponent: exponent + power)
  }

  /// lhs·rhs, rounded once.
  package static func * (lhs: WideExponentDouble, rhs: WideExponentDouble) -> WideExponentDouble {
    WideExponentDouble(
      normalizing: lhs.significand * rhs.significand, exponent: lhs.exponent + rhs.exponent)
  }

  /// lhs + rhs, rounded once.
  package static func + (lhs: WideExponentDouble, rhs: WideExponentDouble) -> WideExponentDouble {
    if lhs.significand == 0 { return rhs }
    if rhs.significand == 0 { return lhs }
    let exponent = max(lhs.exponent, rhs.exponent)
    // Differences beyond 1100 only flush the smaller addend; the clamp keeps the shift an Int
    // the initializer takes without trapping.
    func aligned(_ value: WideExponentDouble) -> Double {
      Double(
        sign: .plus, exponent: max(value.exponent - exponent, -1100),
        significand: value.significand)
    }
    return WideExponentDouble(normalizing: aligned(lhs) + aligned(rhs), exponent: exponent)
  }

  /// The double nearest lhs/rhs: ±infinity beyond the double range, ±0 or a subnormal below it.
  ///
  /// - Precondition: `rhs` is not zero.
  package static func quotient(_ lhs: WideExponentDouble, _ rhs: WideExponentDouble) -> Double {
    precondition(rhs.significand != 0, "WideExponentDouble.quotient: rhs must not be zero")
    return Double(
      sign: .plus, exponent: lhs.exponent - rhs.exponent,
      significand: lhs.significand / rhs.significand)
  }
}
