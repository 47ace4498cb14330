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
  const __m512i tables = _mm512_set1_epi64((int64_t)(intptr_t)pieces);
  const __m512i last = _mm512_set1_epi64(lastPiece);
  const __m512d scale = SET(pieceScale), yScales = SET(yScale);
  ptrdiff_t index = 0;
  for (; index + 8 <= count; index += 8) {
    __mmask8 taken;
    const __m512d value = easedByBezier(
        _mm512_loadu_pd(progresses + index), 0xFF, tables, scale, last, yScales, &taken);
    // Only the lanes taken are stored: the others keep what was there (their progress, when
    // the values overwrite the progresses).
    _mm512_mask_storeu_pd(values + index, taken, value);
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
