/// 1.5·2⁵²: adding it to a double of magnitude below 2⁵¹ rounds that double to the nearest
/// integer (ties to even) and leaves the integer, in two's complement, in the low bits of the
/// sum. Subtracting it again gives the rounded value as a double. Two additions instead of a
/// conversion with range checks: the table lookups on per-frame paths use it.
@usableFromInline
package let roundingMagic = 0x1.8p52

/// `x` rounded to the nearest integer, as a double and as an integer, for |x| < 2⁵¹ (ties to
/// even). Outside that range the integer is meaningless: callers clamp it before using it as
/// an index.
@inlinable @inline(__always)
package func roundedToNearestInteger(_ x: Double) -> (value: Double, integer: Int) {
  let shifted = x + roundingMagic
  return (
    shifted - roundingMagic, Int(truncatingIfNeeded: shifted.bitPattern &- roundingMagic.bitPattern)
  )
}
