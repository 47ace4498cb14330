// Keyframes in the linear mode (KineticsKernels.h): `KeyframeCurve.value(at:)`'s steps for
// that mode — the ends, the segment, the local progress, its easing by the segment's bézier
// or none, the mix of the segment's values — operation for operation on eight lanes of
// AVX-512, each lane's segment picked from registers (at most seven), for the same bits.
#include "KineticsKernels.h"

#pragma clang fp contract(off)

#if defined(__x86_64__)
#include "ValuePieces.h"

__attribute__((target("avx512f"))) static ptrdiff_t keyframeValuesAVX512(
    const struct KineticsKeyframes *keyframes, const double *progresses, double *values,
    ptrdiff_t count, ptrdiff_t *others, ptrdiff_t *othersCount) {
  const ptrdiff_t segments = keyframes->segmentCount;
  const __mmask8 keys = (__mmask8)((1u << (segments + 1)) - 1);
  const __mmask8 perSegment = (__mmask8)((1u << segments) - 1);
  const __m512d keyTimes = _mm512_maskz_loadu_pd(keys, keyframes->keyTimes);
  const __m512d keyValues = _mm512_maskz_loadu_pd(keys, keyframes->values);
  const __m512i pieceTables = _mm512_maskz_loadu_epi64(perSegment, keyframes->pieces);
  const __m512d scales = _mm512_maskz_loadu_pd(perSegment, keyframes->pieceScales);
  const __m512i lastPieces = _mm512_maskz_loadu_epi64(perSegment, keyframes->lastPieces);
  const __m512d yScales = _mm512_maskz_loadu_pd(perSegment, keyframes->yScales);
  const __m512d zero = _mm512_setzero_pd(), one = SET(1);
  const __m512d first = SET(keyframes->values[0]), last = SET(keyframes->values[segments]);
  ptrdiff_t index = 0;
  for (; index + 8 <= count; index += 8) {
    const __m512d p = _mm512_loadu_pd(progresses + index);
    const __mmask8 ordered = _mm512_cmp_pd_mask(p, p, _CMP_ORD_Q);
    const __mmask8 atStart = ordered & _mm512_cmp_pd_mask(p, zero, _CMP_LE_OQ);
    const __mmask8 atEnd = ordered & ~atStart & _mm512_cmp_pd_mask(p, one, _CMP_GE_OQ);
    const __mmask8 between = ordered & ~atStart & ~atEnd;
    // The segment: the last key time ≤ p, never the last key (the key times never decrease).
    __m512i segment = _mm512_setzero_si512();
    for (ptrdiff_t key = 1; key < segments; key++) {
      const __mmask8 past = _mm512_cmp_pd_mask(SET(keyframes->keyTimes[key]), p, _CMP_LE_OQ);
      segment = _mm512_mask_add_epi64(segment, past, segment, _mm512_set1_epi64(1));
    }
    const __m512i next = _mm512_add_epi64(segment, _mm512_set1_epi64(1));
    const __m512d start = _mm512_permutexvar_pd(segment, keyTimes);
    const __m512d end = _mm512_permutexvar_pd(next, keyTimes);
    const __mmask8 spanning = between & _mm512_cmp_pd_mask(end, start, _CMP_GT_OQ);
    const __m512d local = _mm512_div_pd(SUB(p, start), SUB(end, start));
    // The segment's bézier (none: linear, the local progress itself).
    const __m512i table = _mm512_permutexvar_epi64(segment, pieceTables);
    const __mmask8 eased = spanning & _mm512_test_epi64_mask(table, table);
    __mmask8 given;
    const __m512d curve = easedByBezier(
        local, eased, table, _mm512_permutexvar_pd(segment, scales),
        _mm512_permutexvar_epi64(segment, lastPieces), _mm512_permutexvar_pd(segment, yScales),
        &given);
    const __m512d progress = _mm512_mask_blend_pd(given, local, curve);
    const __mmask8 mixed = spanning & ~(eased & ~given);
    const __m512d from = _mm512_permutexvar_pd(segment, keyValues);
    const __m512d to = _mm512_permutexvar_pd(next, keyValues);
    __m512d value = _mm512_mask_blend_pd(atStart, to, first);
    value = _mm512_mask_blend_pd(atEnd, value, last);
    value = _mm512_mask_blend_pd(mixed, value, ADD(MUL(from, SUB(one, progress)), MUL(to, progress)));
    const __mmask8 taken = atStart | atEnd | (between & ~spanning) | mixed;
    _mm512_mask_storeu_pd(values + index, taken, value);
    appendLanes((__mmask8)~taken, index, others, othersCount);
  }
  return index;
}

ptrdiff_t kinetics_keyframe_values(
    int level, const struct KineticsKeyframes *keyframes, const double *progresses,
    double *values, ptrdiff_t count, ptrdiff_t *others, ptrdiff_t *othersCount) {
  if (level != 3 || kinetics_spring_kernel_level() != 3) return 0;
  if (keyframes->segmentCount < 1 || keyframes->segmentCount > 7) return 0;
  return keyframeValuesAVX512(keyframes, progresses, values, count, others, othersCount);
}

#else

ptrdiff_t kinetics_keyframe_values(
    int level, const struct KineticsKeyframes *keyframes, const double *progresses,
    double *values, ptrdiff_t count, ptrdiff_t *others, ptrdiff_t *othersCount) {
  (void)level, (void)keyframes, (void)progresses, (void)values, (void)count, (void)others;
  (void)othersCount;
  return 0;
}

#endif
