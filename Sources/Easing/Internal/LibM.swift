#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The libm functions Easing uses, under names that cannot collide with members of `Double`.
@usableFromInline
enum _Math {
  @inlinable @inline(__always) static func sine(_ x: Double) -> Double { sin(x) }
  @inlinable @inline(__always) static func cosine(_ x: Double) -> Double { cos(x) }
  @inlinable @inline(__always) static func arcsine(_ x: Double) -> Double { asin(x) }
  @inlinable @inline(__always) static func power(_ x: Double, _ y: Double) -> Double { pow(x, y) }
  @inlinable @inline(__always) static func exponential2(_ x: Double) -> Double { exp2(x) }
  @inlinable @inline(__always) static func logarithm2(_ x: Double) -> Double { log2(x) }
}
