/// Double lanes whose bit patterns can be read and written as unsigned integer lanes of the
/// same count: what the exponential and sinusoid kernels below need to build 2ⁿ and to pick a
/// quadrant without branches.
@usableFromInline
package protocol DoubleLanes: SIMD where Scalar == Double {
  /// The unsigned integer lanes of the same width.
  associatedtype Bits: SIMD where Bits.Scalar == UInt64
}

extension SIMD2: DoubleLanes where Scalar == Double {
  @usableFromInline package typealias Bits = SIMD2<UInt64>
}
extension SIMD8: DoubleLanes where Scalar == Double {
  @usableFromInline package typealias Bits = SIMD8<UInt64>
}

/// Kinetics' own exponential, e^x − 1 and sinusoid, in plain SIMD arithmetic (no table
/// lookups, no per-lane branches, no libm call), within one or two ulp of the exact value on
/// the domains each function states; callers check the domain and take libm's functions
/// outside it. The spring batch and the timeline's lanes run them eight at a time; scalar
/// callers take the sinusoid on two (``fastSinusoid(_:cosineWeight:sineWeight:)``: one
/// reduction instead of libm's sin and cos each doing theirs), e^x − 1 on two where it must
/// give the lanes' bits (``fastExponentialMinusOne(_:)``: a decay's offset), and libm's `exp`,
/// which is faster for one value than this polynomial.
///
/// Published figures used here: the minimax coefficients of fdlibm's (Sun, 1993) degree-13 sine
/// and degree-14 cosine kernels on [−π/4, π/4] (error < 2⁻⁵⁸). The splits of π/2 and ln 2 into
/// parts that multiply exactly were computed for this file from 80-digit values of π and ln 2.
/// Measured against Float80 over 1.6M random arguments: e^x within 0.7 ulp; against
/// double-double over 20,000 arguments up to 10⁶ (KineticsNumericsTests/FastMathTests): the
/// sinusoid within 2 ulp of |a| + |b| (1.64 seen), and sine and cosine each within 2 ulp of 1.
@usableFromInline
package enum FastMath {
  /// log₂e.
  @usableFromInline package static let log2e = 0x1.71547652b82fep0
  /// ln 2 to 42 bits (n·high is exact for |n| < 2¹¹) and the rest.
  @usableFromInline package static let ln2High = 0x1.62e42fefa3800p-1
  @usableFromInline package static let ln2Low = 0x1.ef35793c76730p-45
  /// 2/π.
  @usableFromInline package static let twoOverPi = 0x1.45f306dc9c883p-1
  /// π/2 in two parts: 33 bits (n·first is exact for n < 2²⁰) and the rest rounded.
  @usableFromInline package static let halfPiFirst = 0x1.921fb54400000p0
  @usableFromInline package static let halfPiSecond = 0x1.0b4611a626331p-34
  /// The largest argument ``sinusoid(_:cosineWeight:sineWeight:)`` takes: its quadrant count
  /// stays below 2²⁰.
  @usableFromInline package static let largestAngle = 1e6
  /// The most negative argument ``exponential(_:)`` takes: e^x stays a normal number.
  @usableFromInline package static let smallestExponent = -708.0

  @inlinable @inline(__always)
  static func bits<Lanes: DoubleLanes>(_ lanes: Lanes) -> Lanes.Bits {
    unsafeBitCast(lanes, to: Lanes.Bits.self)
  }

  @inlinable @inline(__always)
  static func lanes<Lanes: DoubleLanes>(_ bits: Lanes.Bits) -> Lanes {
    unsafeBitCast(bits, to: Lanes.self)
  }

  /// x rounded to the nearest integer, as a double and as a two's-complement integer. For
  /// |x| < 2⁵¹.
  @inlinable @inline(__always)
  static func roundedToInteger<Lanes: DoubleLanes>(_ x: Lanes) -> (
    value: Lanes, integer: Lanes.Bits
  ) {
    let shifted = x + Lanes(repeating: roundingMagic)
    return (
      shifted - Lanes(repeating: roundingMagic),
      bits(shifted) &- Lanes.Bits(repeating: roundingMagic.bitPattern)
    )
  }

  /// e^x for ``smallestExponent`` ≤ x ≤ 709, within about one ulp.
  ///
  /// x = n·ln2 + r with |r| ≤ ln2/2; e^r − 1 by its Taylor series, plus 1, times 2ⁿ built from
  /// n's bits.
  @inlinable @inline(__always)
  package static func exponential<Lanes: DoubleLanes>(_ x: Lanes) -> Lanes {
    let (r, integer) = reducedExponent(x)
    // Adding 1 last keeps the error below 0.7 ulp (measured over 1.6M random arguments).
    let reduced = 1 + (r + reducedExponentialTail(r))
    let power: Lanes = lanes((integer &+ 1023) &<< 52)
    return reduced * power
  }

  /// e^x − 1 for x ≤ 0 (−∞ included), within one ulp (0.85 seen against a double-double
  /// reference over 80,000 arguments, KineticsNumericsTests/FastMathTests).
  ///
  /// x = n·ln2 + r as for ``exponential(_:)``, then e^x − 1 = (2ⁿ − 1) + 2ⁿ·r + 2ⁿ·r²·Q(r).
  /// The first two terms are exact (2ⁿ − 1 for n ≥ −53; 0 for n = 0, so that near 0 nothing
  /// cancels) and their sum is taken with its rounding error, which joins the small third
  /// term: one rounding of the result where the sum alone would leave it 1.04 ulp off near
  /// x = −0.37. Below −40, e^x is under 2⁻⁵⁷ and the result rounds to −1: the reduction starts
  /// from −40 there, keeping 2ⁿ normal.
  @inlinable @inline(__always)
  package static func exponentialMinusOne<Lanes: DoubleLanes>(_ x: Lanes) -> Lanes {
    let bounded = x.replacing(with: -40, where: x .< -40)
    let (r, integer) = reducedExponent(bounded)
    let scale: Lanes = lanes((integer &+ 1023) &<< 52)
    let whole = scale - 1
    let linear = scale * r
    // |2ⁿ − 1| ≥ |2ⁿ·r| for n ≤ −1, and for n = 0 the sum is exact: Fast2Sum's error term.
    let sum = whole + linear
    let sumError = linear - (sum - whole)
    return sum + (sumError + scale * reducedExponentialTail(r))
  }

  /// r = x − n·ln2 with n the integer nearest x·log₂e (|r| ≤ ln2/2, ln 2 in two parts), and n.
  @inlinable @inline(__always)
  static func reducedExponent<Lanes: DoubleLanes>(_ x: Lanes) -> (
    remainder: Lanes, integer: Lanes.Bits
  ) {
    let (n, integer) = roundedToInteger(x * log2e)
    let high = x - n * ln2High
    let low = n * ln2Low
    return (high - low, integer)
  }

  /// r²·Q(r) of e^r − 1 = r + r²·Q(r), Q(r) = Σ r^(k−2)/k! for k = 2…13, for |r| ≤ ln2/2: the
  /// first term left out is below 4e-18 relative. Estrin's scheme: a shorter dependency chain
  /// than Horner's, and no division (fdlibm's rational form was measured 10% slower here).
  @inlinable @inline(__always)
  static func reducedExponentialTail<Lanes: DoubleLanes>(_ r: Lanes) -> Lanes {
    let r2 = r * r
    let r4 = r2 * r2
    let r8 = r4 * r4
    let q01 = 1.0 / 2 + r * (1.0 / 6)
    let q23 = 1.0 / 24 + r * (1.0 / 120)
    let q45 = 1.0 / 720 + r * (1.0 / 5_040)
    let q67 = 1.0 / 40_320 + r * (1.0 / 362_880)
    let q89 = 1.0 / 3_628_800 + r * (1.0 / 39_916_800)
    let q1011 = 1.0 / 479_001_600 + r * (1.0 / 6_227_020_800)
    let q = (q01 + r2 * q23) + r4 * (q45 + r2 * q67) + r8 * (q89 + r2 * q1011)
    return r2 * q
  }

  /// a·cos x + b·sin x for |x| ≤ ``largestAngle``, within 2 ulp of |a| + |b|.
  ///
  /// x = n·π/2 + r with |r| ≤ π/4 (π/2 in two parts: n·first is exact, and the second's
  /// rounding and the rest of π/2 leave below 1e-20 absolute for |n| < 2²⁰); then with
  /// (p, q) = (a, b), (b, −a), (−a, −b), (−b, a) for n mod 4 = 0…3, the result is
  /// p·cos r + q·sin r (the quadrant's rotation moved onto the weights, which are the same in
  /// every lane).
  @inlinable @inline(__always)
  package static func sinusoid<Lanes: DoubleLanes>(
    _ x: Lanes, cosineWeight a: Double, sineWeight b: Double
  ) -> Lanes {
    let (sine, cosine, quadrant) = reducedSineCosine(x)
    let swap = Lanes.Bits(repeating: 0) &- (quadrant & 1)
    let (aBits, bBits) = (Lanes.Bits(repeating: a.bitPattern), Lanes.Bits(repeating: b.bitPattern))
    let negatedA = Lanes.Bits(repeating: (-a).bitPattern)
    let sign = (quadrant & 2) &<< 62
    let cosineWeight: Lanes = lanes(((bBits & swap) | (aBits & ~swap)) ^ sign)
    let sineWeight: Lanes = lanes(((negatedA & swap) | (bBits & ~swap)) ^ sign)
    return cosine * cosineWeight + sine * sineWeight
  }

  /// (sin x, cos x) in every lane for |x| ≤ ``largestAngle``, each within 2 ulp of 1: the
  /// quadrant's rotation applied to the lanes themselves, for callers whose weights differ from
  /// lane to lane (``sinusoid(_:cosineWeight:sineWeight:)`` moves it onto shared weights).
  @inlinable @inline(__always)
  package static func sineCosine<Lanes: DoubleLanes>(_ x: Lanes) -> (
    sine: Lanes, cosine: Lanes
  ) {
    let (sine, cosine, quadrant) = reducedSineCosine(x)
    // Odd quadrants swap: sin(π/2 + r) = cos r, cos(π/2 + r) = −sin r; quadrants 2 and 3
    // negate both.
    let swap = Lanes.Bits(repeating: 0) &- (quadrant & 1)
    let sign = (quadrant & 2) &<< 62
    let (sineBits, cosineBits, negatedSineBits) = (bits(sine), bits(cosine), bits(-sine))
    let rotatedSine: Lanes = lanes(((cosineBits & swap) | (sineBits & ~swap)) ^ sign)
    let rotatedCosine: Lanes = lanes(((negatedSineBits & swap) | (cosineBits & ~swap)) ^ sign)
    return (rotatedSine, rotatedCosine)
  }

  /// sin r and cos r of x = n·π/2 + r (|r| ≤ π/4), and n: the shared part of the sinusoids.
  @inlinable @inline(__always)
  static func reducedSineCosine<Lanes: DoubleLanes>(_ x: Lanes) -> (
    sine: Lanes, cosine: Lanes, quadrant: Lanes.Bits
  ) {
    let (n, quadrant) = roundedToInteger(x * twoOverPi)
    let r = (x - n * halfPiFirst) - n * halfPiSecond
    let z = r * r
    // Both polynomials by Estrin's scheme (see `exponential`).
    let z2 = z * z
    let z4 = z2 * z2
    let sine01 = -1.66666666666666324348e-01 + z * 8.33333333332248946124e-03
    let sine23 = -1.98412698298579493134e-04 + z * 2.75573137070700676789e-06
    let sine45 = -2.50507602534068634195e-08 + z * 1.58969099521155010221e-10
    let sinePolynomial = (sine01 + z2 * sine23) + z4 * sine45
    let sine = r + (r * z) * sinePolynomial
    let cosine01 = 4.16666666666666019037e-02 + z * -1.38888888888741095749e-03
    let cosine23 = 2.48015872894767294178e-05 + z * -2.75573143513906633035e-07
    let cosine45 = 2.08757232129817482790e-09 + z * -1.13596475577881948265e-11
    let cosinePolynomial = (cosine01 + z2 * cosine23) + z4 * cosine45
    let cosine = 1 - (0.5 * z - z2 * cosinePolynomial)
    return (sine, cosine, quadrant)
  }
}

/// (sin x, cos x) of one double through the two-lane kernel, one reduction for both: within
/// 2 ulp for |x| ≤ 1e6, libm's `sin` and `cos` outside that range and for NaN.
@inlinable @inline(__always)
package func fastSineCosine(_ x: Double) -> (sine: Double, cosine: Double) {
  guard abs(x) <= FastMath.largestAngle else { return (sin(x), cos(x)) }
  let (sine, cosine, quadrant) = FastMath.reducedSineCosine(SIMD2(x, 0))
  switch quadrant.x & 3 {
  case 0: return (sine.x, cosine.x)
  case 1: return (cosine.x, -sine.x)
  case 2: return (-sine.x, -cosine.x)
  default: return (-cosine.x, sine.x)
  }
}

/// a·cos x + b·sin x of one double through the two-lane kernel: within 2 ulp of |a| + |b|
/// for |x| ≤ 1e6, libm's `sin` and `cos` outside that range and for NaN.
@inlinable @inline(__always)
package func fastSinusoid(_ x: Double, cosineWeight a: Double, sineWeight b: Double) -> Double {
  guard abs(x) <= FastMath.largestAngle else { return a * cos(x) + b * sin(x) }
  return FastMath.sinusoid(SIMD2(x, x), cosineWeight: a, sineWeight: b).x
}

/// e^x − 1 of one double through the two-lane kernel for x ≤ 0, within one ulp; libm's `expm1`
/// above 0 and for NaN. What a decay's offset is made of: the timeline's decay lanes compute
/// the same operations eight at a time, for the same bits.
@inlinable @inline(__always)
package func fastExponentialMinusOne(_ x: Double) -> Double {
  guard x <= 0 else { return expm1(x) }
  return FastMath.exponentialMinusOne(SIMD2(x, 0)).x
}
