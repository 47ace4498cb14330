/// An unevaluated sum high + low of two doubles (about 106 significant bits), for the few
/// computations whose rounding error must not reach the result: solver coefficients near a
/// vertical tangent, a spring's discriminant near critical damping.
///
/// Algorithms: TwoSum (Knuth, TAOCP vol. 2 §4.2.2) and TwoProduct through a fused multiply-add
/// (Dekker 1971; Ogita, Rump and Oishi, "Accurate sum and dot product", SIAM J. Sci. Comput.
/// 2005). Each operation is accurate to a few units of 2⁻¹⁰⁴ relative.

package struct DoubleDouble: Sendable {
  /// The leading part: the value rounded to a double.
  package var high: Double
  /// The rounding error of ``high``, |low| ≤ ½ ulp(high).
  package var low: Double

  /// The value `value` exactly.
  @inlinable @inline(__always) package init(_ value: Double) {
    high = value
    low = 0
  }

  /// The sum high + low, normalized.
  @inlinable @inline(__always) package init(high: Double, low: Double) {
    let sum = high + low
    self.high = sum
    self.low = low - (sum - high)
  }

  /// a·b exactly: the rounded product and its rounding error (TwoProduct with one fused
  /// multiply-add). Exact unless the product overflows or its error underflows.
  @inlinable @inline(__always) package static func product(_ a: Double, _ b: Double) -> DoubleDouble
  {
    let product = a * b
    var result = DoubleDouble(product)
    result.low = (-product).addingProduct(a, b)
    return result
  }

  @inlinable @inline(__always) package static func + (lhs: DoubleDouble, rhs: DoubleDouble)
    -> DoubleDouble
  {
    let sum = lhs.high + rhs.high
    let virtual = sum - lhs.high
    let error = (lhs.high - (sum - virtual)) + (rhs.high - virtual)
    return DoubleDouble(high: sum, low: error + lhs.low + rhs.low)
  }

  @inlinable @inline(__always) package static prefix func - (value: DoubleDouble) -> DoubleDouble {
    var negated = value
    negated.high = -value.high
    negated.low = -value.low
    return negated
  }

  @inlinable @inline(__always) package static func - (lhs: DoubleDouble, rhs: DoubleDouble)
    -> DoubleDouble
  {
    lhs + (-rhs)
  }

  @inlinable @inline(__always) package static func * (lhs: DoubleDouble, rhs: DoubleDouble)
    -> DoubleDouble
  {
    let product = DoubleDouble.product(lhs.high, rhs.high)
    return DoubleDouble(
      high: product.high, low: product.low + (lhs.high * rhs.low + lhs.low * rhs.high))
  }

  /// The value rounded to a double.
  @inlinable @inline(__always) package var value: Double { high + low }
}
