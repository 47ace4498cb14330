/// c0 + c1·t + … + c7·t⁷ from eight coefficients stored interleaved as (c0, c4, c1, c5, c2, c6,
/// c3, c7), by Estrin's scheme with both halves in the two lanes of SIMD2 registers: four
/// loads and three two-lane multiply-adds compute c0…c3 and c4…c7 at once, then
/// low + t⁴·high. A shorter dependency chain than Horner's rule with the same number of
/// roundings; the bezier value pieces and the spring Taylor table store their coefficients
/// this way.
///
/// `coefficients` points at 64 bytes (any alignment).
@inlinable @inline(__always)
package func evaluateInterleavedDegree7(_ coefficients: UnsafeRawPointer, at t: Double) -> Double {
  let first = coefficients.loadUnaligned(as: SIMD2<Double>.self)
  let second = coefficients.loadUnaligned(fromByteOffset: 16, as: SIMD2<Double>.self)
  let third = coefficients.loadUnaligned(fromByteOffset: 32, as: SIMD2<Double>.self)
  let fourth = coefficients.loadUnaligned(fromByteOffset: 48, as: SIMD2<Double>.self)
  let t2 = t * t
  let halves = (first + second * t) + t2 * (third + fourth * t)
  return halves[0] + (t2 * t2) * halves[1]
}

/// The position of coefficient c_n (n in 0…7) in the interleaved layout of
/// ``evaluateInterleavedDegree7(_:at:)``: pairs (c_n, c_{n+4}).
@inlinable @inline(__always)
package func interleavedIndex(ofDegree n: Int) -> Int { n < 4 ? 2 * n : 2 * (n - 4) + 1 }
