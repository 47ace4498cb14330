// A cubic bézier's values from its table of value pieces (KineticsKernels.h): the Swift batch
// path (`CubicBezier.values(at:into:)` through `BezierTable.value`) operation for operation on
// eight lanes of AVX-512, each lane's piece loaded whole and the eight transposed, for the
// same bits.
#include "KineticsKernels.h"

#pragma clang fp contract(off)

#if defined(__x86_64__)
#include "ValuePieces.h"

__attribute__((target("avx512f"))) static ptrdiff_t bezierValuesAVX512(
    const double *pieces, double pieceScale, ptrdiff_t lastPiece, double yScale,
    const double *progresses, double *values, ptrdiff_t count, ptrdiff_t *others,
    ptrdiff_t *othersCount) {
  const __m512d zero = _mm512_setzero_pd(), one = SET(1), scale = SET(pieceScale);
  const __m512i last = _mm512_set1_epi64(lastPiece);
  ptrdiff_t index = 0;
  for (; index + 8 <= count; index += 8) {
    const __m512d x = _mm512_loadu_pd(progresses + index);
    const __mmask8 inside =
        _mm512_cmp_pd_mask(x, zero, _CMP_GT_OQ) & _mm512_cmp_pd_mask(x, one, _CMP_LT_OQ);
    __m512i piece;
    const __m512d t = valuePiece(x, scale, last, &piece);
    // Lanes outside (0, 1) read the first piece, for memory safety only: they take 0, 1 or
    // the caller's value below.
    int64_t offsets[8];
    _mm512_storeu_si512(offsets, _mm512_slli_epi64(_mm512_maskz_mov_epi64(inside, piece), 3));
    const double *rows[8];
    for (int lane = 0; lane < 8; lane++) rows[lane] = pieces + offsets[lane];
    __m512d c[8];
    transposedPieces(rows, c);
    const __m512d value = MUL(evaluatedPieces(c, t), SET(yScale));
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
