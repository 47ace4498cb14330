// Kinetics' own exponential, e^x − 1 and sinusoid on eight lanes of AVX-512 (`FastMath` in
// KineticsNumerics, operation for operation), for the kernels of this target: included by
// each C file that needs them, with contraction into fused multiply-adds off, so that every
// result is rounded where Swift rounds it and the values are the same bits.
#ifndef KINETICS_LANE_MATH_H
#define KINETICS_LANE_MATH_H

#if defined(__x86_64__)
#include <immintrin.h>
#include <stddef.h>
#include <stdint.h>

#pragma clang fp contract(off)

#define TARGET __attribute__((target("avx512f"), always_inline)) static inline

static const double roundingMagic = 0x1.8p52;
static const double log2e = 0x1.71547652b82fep0;
static const double ln2High = 0x1.62e42fefa3800p-1;
static const double ln2Low = 0x1.ef35793c76730p-45;
static const double twoOverPi = 0x1.45f306dc9c883p-1;
static const double halfPiFirst = 0x1.921fb54400000p0;
static const double halfPiSecond = 0x1.0b4611a626331p-34;

/// x rounded to the nearest integer, as a double and (in `integer`) as a two's-complement
/// integer: `FastMath.roundedToInteger`.
TARGET __m512d roundedToInteger(__m512d x, __m512i *integer) {
  const __m512d magic = _mm512_set1_pd(roundingMagic);
  const __m512d shifted = _mm512_add_pd(x, magic);
  *integer = _mm512_sub_epi64(_mm512_castpd_si512(shifted), _mm512_castpd_si512(magic));
  return _mm512_sub_pd(shifted, magic);
}

#define MUL _mm512_mul_pd
#define ADD _mm512_add_pd
#define SUB _mm512_sub_pd
#define SET _mm512_set1_pd

/// `FastMath.reducedExponent`: r = x − n·ln2 (ln 2 in two parts) with n nearest x·log₂e,
/// and n as an integer.
TARGET __m512d reducedExponent(__m512d x, __m512i *integer) {
  const __m512d n = roundedToInteger(MUL(x, SET(log2e)), integer);
  const __m512d high = SUB(x, MUL(n, SET(ln2High)));
  const __m512d low = MUL(n, SET(ln2Low));
  return SUB(high, low);
}

/// `FastMath.reducedExponentialTail`: r²·Q(r) of e^r − 1 = r + r²·Q(r), for |r| ≤ ln2/2.
TARGET __m512d reducedExponentialTail(__m512d r) {
  const __m512d r2 = MUL(r, r), r4 = MUL(r2, r2), r8 = MUL(r4, r4);
  const __m512d q01 = ADD(SET(1.0 / 2), MUL(r, SET(1.0 / 6)));
  const __m512d q23 = ADD(SET(1.0 / 24), MUL(r, SET(1.0 / 120)));
  const __m512d q45 = ADD(SET(1.0 / 720), MUL(r, SET(1.0 / 5040)));
  const __m512d q67 = ADD(SET(1.0 / 40320), MUL(r, SET(1.0 / 362880)));
  const __m512d q89 = ADD(SET(1.0 / 3628800), MUL(r, SET(1.0 / 39916800)));
  const __m512d q1011 = ADD(SET(1.0 / 479001600), MUL(r, SET(1.0 / 6227020800)));
  const __m512d q = ADD(
      ADD(ADD(q01, MUL(r2, q23)), MUL(r4, ADD(q45, MUL(r2, q67)))),
      MUL(r8, ADD(q89, MUL(r2, q1011))));
  return MUL(r2, q);
}

/// 2ⁿ from n as an integer (n within the normal exponents).
TARGET __m512d powerOfTwo(__m512i integer) {
  return _mm512_castsi512_pd(
      _mm512_slli_epi64(_mm512_add_epi64(integer, _mm512_set1_epi64(1023)), 52));
}

/// `FastMath.exponential`: e^x = (1 + (e^r − 1))·2ⁿ.
TARGET __m512d exponential(__m512d x) {
  __m512i integer;
  const __m512d r = reducedExponent(x, &integer);
  return MUL(ADD(SET(1), ADD(r, reducedExponentialTail(r))), powerOfTwo(integer));
}

/// `FastMath.exponentialMinusOne`: e^x − 1 = (2ⁿ − 1) + 2ⁿ·r + 2ⁿ·r²·Q(r) for x ≤ 0, the
/// first sum with its rounding error (Fast2Sum), the reduction starting from −40 below it.
TARGET __m512d exponentialMinusOne(__m512d x) {
  const __m512d bounded =
      _mm512_mask_blend_pd(_mm512_cmp_pd_mask(x, SET(-40), _CMP_LT_OQ), x, SET(-40));
  __m512i integer;
  const __m512d r = reducedExponent(bounded, &integer);
  const __m512d scale = powerOfTwo(integer);
  const __m512d whole = SUB(scale, SET(1)), linear = MUL(scale, r);
  const __m512d sum = ADD(whole, linear);
  const __m512d sumError = SUB(linear, SUB(sum, whole));
  return ADD(sum, ADD(sumError, MUL(scale, reducedExponentialTail(r))));
}

/// `FastMath.sineCosine`: sin x and cos x through x = n·π/2 + r, the quadrant's rotation
/// applied by bit operations.
TARGET void sineCosine(__m512d x, __m512d *sine, __m512d *cosine) {
  __m512i quadrant;
  const __m512d n = roundedToInteger(MUL(x, SET(twoOverPi)), &quadrant);
  const __m512d r = SUB(SUB(x, MUL(n, SET(halfPiFirst))), MUL(n, SET(halfPiSecond)));
  const __m512d z = MUL(r, r), z2 = MUL(z, z), z4 = MUL(z2, z2);
  const __m512d sine01 = ADD(SET(-1.66666666666666324348e-01), MUL(z, SET(8.33333333332248946124e-03)));
  const __m512d sine23 = ADD(SET(-1.98412698298579493134e-04), MUL(z, SET(2.75573137070700676789e-06)));
  const __m512d sine45 = ADD(SET(-2.50507602534068634195e-08), MUL(z, SET(1.58969099521155010221e-10)));
  const __m512d sinePolynomial = ADD(ADD(sine01, MUL(z2, sine23)), MUL(z4, sine45));
  const __m512d reducedSine = ADD(r, MUL(MUL(r, z), sinePolynomial));
  const __m512d cosine01 = ADD(SET(4.16666666666666019037e-02), MUL(z, SET(-1.38888888888741095749e-03)));
  const __m512d cosine23 = ADD(SET(2.48015872894767294178e-05), MUL(z, SET(-2.75573143513906633035e-07)));
  const __m512d cosine45 = ADD(SET(2.08757232129817482790e-09), MUL(z, SET(-1.13596475577881948265e-11)));
  const __m512d cosinePolynomial = ADD(ADD(cosine01, MUL(z2, cosine23)), MUL(z4, cosine45));
  const __m512d reducedCosine = SUB(SET(1), SUB(MUL(SET(0.5), z), MUL(z2, cosinePolynomial)));
  const __m512i one = _mm512_set1_epi64(1), two = _mm512_set1_epi64(2);
  const __m512i swap = _mm512_sub_epi64(_mm512_setzero_si512(), _mm512_and_si512(quadrant, one));
  const __m512i sign = _mm512_slli_epi64(_mm512_and_si512(quadrant, two), 62);
  const __m512i sineBits = _mm512_castpd_si512(reducedSine);
  const __m512i cosineBits = _mm512_castpd_si512(reducedCosine);
  const __m512i negatedSineBits =
      _mm512_xor_si512(sineBits, _mm512_set1_epi64((long long)0x8000000000000000ULL));
  *sine = _mm512_castsi512_pd(_mm512_xor_si512(
      _mm512_or_si512(_mm512_and_si512(cosineBits, swap), _mm512_andnot_si512(swap, sineBits)),
      sign));
  *cosine = _mm512_castsi512_pd(_mm512_xor_si512(
      _mm512_or_si512(
          _mm512_and_si512(negatedSineBits, swap), _mm512_andnot_si512(swap, cosineBits)),
      sign));
}

/// Writes lane i of `value` to `output[outputs[i]]`, the eight lanes in order.
TARGET void scatterLanes(double *output, const ptrdiff_t *outputs, __m512d value) {
  double values[8];
  _mm512_storeu_pd(values, value);
  for (int lane = 0; lane < 8; lane++) output[outputs[lane]] = values[lane];
}

/// Appends `first` + i to `indices` at `*count` for every lane i set in `mask`, in order.
TARGET void appendLanes(__mmask8 mask, ptrdiff_t first, ptrdiff_t *indices, ptrdiff_t *count) {
  for (int lane = 0; lane < 8; lane++)
    if ((mask >> lane) & 1) indices[(*count)++] = first + lane;
}

#endif
#endif
