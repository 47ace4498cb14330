// A cubic bézier's values from its table of value pieces (KineticsKernels.h): the Swift batch
// path (`CubicBezier.values(at:into:)` through `BezierTable.value`) operation for operation on
// eight lanes of AVX-512, each lane's eight coefficients gathered from its own piece, for the
// same bits.
#include "KineticsKernels.h"

#pragma clang fp contract(off)

#if defined(__x86_64__)
#include "LaneMath.h"

/// The eight coefficients of the pieces at `offsets` (one per lane) as eight vectors: vector k
/// holds each lane's k-th double. Each piece is loaded whole (one line) and the 8×8 block
/// transposed in three rounds of shuffles, which costs less than eight gathers.
TARGET void transposedPieces(const double *pieces, const int64_t *offsets, __m512d *columns) {
  __m512d rows[8], pairs[8], quads[8];
  for (int lane = 0; lane < 8; lane++) rows[lane] = _mm512_loadu_pd(pieces + offsets[lane]);
  for (int lane = 0; lane < 8; lane += 2) {
    pairs[lane] = _mm512_unpacklo_pd(rows[lane], rows[lane + 1]);
    pairs[lane + 1] = _mm512_unpackhi_pd(rows[lane], rows[lane + 1]);
  }
  // quads[4h + j]: for rows 4h…4h+3, the 128-bit blocks (0, 2) or (1, 3) of the pairs.
  for (int half = 0; half < 8; half += 4) {
    quads[half] = _mm512_shuffle_f64x2(pairs[half], pairs[half + 2], 0x88);
    quads[half + 1] = _mm512_shuffle_f64x2(pairs[half], pairs[half + 2], 0xDD);
    quads[half + 2] = _mm512_shuffle_f64x2(pairs[half + 1], pairs[half + 3], 0x88);
    quads[half + 3] = _mm512_shuffle_f64x2(pairs[half + 1], pairs[half + 3], 0xDD);
  }
  columns[0] = _mm512_shuffle_f64x2(quads[0], quads[4], 0x88);
  columns[4] = _mm512_shuffle_f64x2(quads[0], quads[4], 0xDD);
  columns[2] = _mm512_shuffle_f64x2(quads[1], quads[5], 0x88);
  columns[6] = _mm512_shuffle_f64x2(quads[1], quads[5], 0xDD);
  columns[1] = _mm512_shuffle_f64x2(quads[2], quads[6], 0x88);
  columns[5] = _mm512_shuffle_f64x2(quads[2], quads[6], 0xDD);
  columns[3] = _mm512_shuffle_f64x2(quads[3], quads[7], 0x88);
  columns[7] = _mm512_shuffle_f64x2(quads[3], quads[7], 0xDD);
}

__attribute__((target("avx512f"))) static ptrdiff_t bezierValuesAVX512(
    const double *pieces, double pieceScale, ptrdiff_t lastPiece, double yScale,
    const double *progresses, double *values, ptrdiff_t count, ptrdiff_t *others,
    ptrdiff_t *othersCount) {
  const __m512d zero = _mm512_setzero_pd(), one = SET(1), half = SET(0.5);
  const __m512d magic = SET(roundingMagic), scale = SET(pieceScale), yScaleVector = SET(yScale);
  const __m512i low32 = _mm512_set1_epi64(0xFFFFFFFF), last = _mm512_set1_epi64(lastPiece);
  ptrdiff_t index = 0;
  for (; index + 8 <= count; index += 8) {
    const __m512d x = _mm512_loadu_pd(progresses + index);
    const __mmask8 inside =
        _mm512_cmp_pd_mask(x, zero, _CMP_GT_OQ) & _mm512_cmp_pd_mask(x, one, _CMP_LT_OQ);
    // BezierTable.valuePiece: the piece's index and the position t in it.
    const __m512d position = MUL(x, scale);
    const __m512d rounded = ADD(SUB(position, half), magic);
    const __m512i piece = _mm512_min_epi64(
        _mm512_and_si512(_mm512_castpd_si512(rounded), low32), last);
    const __m512d t = SUB(position, SUB(rounded, magic));
    // Lanes outside (0, 1) read the first piece, for memory safety only: they take 0, 1 or
    // the caller's value below.
    int64_t offsets[8];
    _mm512_storeu_si512(offsets, _mm512_slli_epi64(_mm512_maskz_mov_epi64(inside, piece), 3));
    __m512d c[8];
    transposedPieces(pieces, offsets, c);
    // evaluateInterleavedDegree7: the pairs (c0, c4), (c1, c5), (c2, c6), (c3, c7) in memory.
    const __m512d t2 = MUL(t, t);
    const __m512d lower = ADD(ADD(c[0], MUL(c[2], t)), MUL(t2, ADD(c[4], MUL(c[6], t))));
    const __m512d upper = ADD(ADD(c[1], MUL(c[3], t)), MUL(t2, ADD(c[5], MUL(c[7], t))));
    const __m512d value = MUL(ADD(lower, MUL(MUL(t2, t2), upper)), yScaleVector);
    const __mmask8 certified = _mm512_cmp_pd_mask(c[0], c[0], _CMP_ORD_Q);
    const __mmask8 atZero = _mm512_cmp_pd_mask(x, zero, _CMP_EQ_OQ);
    const __mmask8 atOne = _mm512_cmp_pd_mask(x, one, _CMP_EQ_OQ);
    const __mmask8 taken = (inside & certified) | atZero | atOne;
    // Only the lanes taken are stored: the others keep what was there (their progress, when
    // the values overwrite the progresses).
    _mm512_mask_storeu_pd(
        values + index, taken,
        _mm512_mask_blend_pd(inside & certified, _mm512_mask_blend_pd(atOne, zero, one), value));
    appendLanes((__mmask8)~taken, index, others, othersCount);
  }
  return index;
}

ptrdiff_t kinetics_bezier_values(
    int level, const double *pieces, double pieceScale, ptrdiff_t lastPiece, double yScale,
    const double *progresses, double *values, ptrdiff_t count, ptrdiff_t *others,
    ptrdiff_t *othersCount) {
  if (level != 3 || kinetics_spring_kernel_level() != 3) return 0;
  return bezierValuesAVX512(
      pieces, pieceScale, lastPiece, yScale, progresses, values, count, others, othersCount);
}

#else

ptrdiff_t kinetics_bezier_values(
    int level, const double *pieces, double pieceScale, ptrdiff_t lastPiece, double yScale,
    const double *progresses, double *values, ptrdiff_t count, ptrdiff_t *others,
    ptrdiff_t *othersCount) {
  (void)level, (void)pieces, (void)pieceScale, (void)lastPiece, (void)yScale;
  (void)progresses, (void)values, (void)count, (void)others, (void)othersCount;
  return 0;
}

#endif
