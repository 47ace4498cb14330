/// `value` with ±infinity replaced by ±`greatestFiniteMagnitude`; NaN and finite values as
/// they are.
@inlinable
package func saturatedToTheDoubleRange(_ value: Double) -> Double {
  guard value.isInfinite else { return value }
  return value < 0 ? -.greatestFiniteMagnitude : .greatestFiniteMagnitude
}
