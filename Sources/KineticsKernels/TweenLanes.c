// The timeline's tween lanes of KineticsKernels.h: `TweenGroup`'s two passes around the easing
// (its fractions of duration, then its values) operation for operation on eight lanes of
// AVX-512, for the same bits.
#include "KineticsKernels.h"

#pragma clang fp contract(off)

#if defined(__x86_64__)
#include "LaneMath.h"

/// Swift's `max(x, y)`: y ≥ x ? y : x.
TARGET __m512d swiftMax(__m512d x, __m512d y) {
  return _mm512_mask_blend_pd(_mm512_cmp_pd_mask(y, x, _CMP_GE_OQ), x, y);
}

/// Swift's `min(x, y)`: y < x ? y : x.
TARGET __m512d swiftMin(__m512d x, __m512d y) {
  return _mm512_mask_blend_pd(_mm512_cmp_pd_mask(y, x, _CMP_LT_OQ), x, y);
}

__attribute__((target("avx512f"))) static ptrdiff_t fractionsAVX512(
    const struct KineticsTweenLanes *lanes, ptrdiff_t count, double time, double *fractions,
    ptrdiff_t *finished, ptrdiff_t *finishedCount) {
  const __m512d now = SET(time), zero = _mm512_setzero_pd(), one = SET(1);
  ptrdiff_t index = 0;
  for (; index + 8 <= count; index += 8) {
    const __m512d start = _mm512_loadu_pd(lanes->startTimes + index);
    const __m512d duration = _mm512_loadu_pd(lanes->durations + index);
    const __mmask8 forward =
        _mm512_cmp_pd_mask(_mm512_loadu_pd(lanes->directions + index), zero, _CMP_GT_OQ);
    const __m512d elapsed = _mm512_mask_blend_pd(forward, SUB(start, now), SUB(now, start));
    const __m512d clamped = swiftMin(swiftMax(_mm512_div_pd(elapsed, duration), zero), one);
    const __m512d step = _mm512_mask_blend_pd(
        _mm512_cmp_pd_mask(elapsed, zero, _CMP_GE_OQ), zero, one);
    const __mmask8 timed = _mm512_cmp_pd_mask(duration, zero, _CMP_GT_OQ);
    _mm512_storeu_pd(fractions + index, _mm512_mask_blend_pd(timed, step, clamped));
    const __mmask8 ended = (forward & _mm512_cmp_pd_mask(elapsed, duration, _CMP_GE_OQ))
                           | (~forward & _mm512_cmp_pd_mask(elapsed, zero, _CMP_LE_OQ));
    appendLanes(ended, index, finished, finishedCount);
  }
  return index;
}

__attribute__((target("avx512f"))) static ptrdiff_t valuesAVX512(
    const struct KineticsTweenLanes *lanes, ptrdiff_t count, const double *fractions,
    const double *eased, double *output) {
  const __m512d zero = _mm512_setzero_pd(), one = SET(1);
  ptrdiff_t index = 0;
  for (; index + 8 <= count; index += 8) {
    const __m512d tau = _mm512_loadu_pd(fractions + index);
    const __m512d progress = _mm512_loadu_pd(eased + index);
    const __m512d mixed = ADD(
        MUL(_mm512_loadu_pd(lanes->froms + index), SUB(one, progress)),
        MUL(_mm512_loadu_pd(lanes->tos + index), progress));
    const __m512d added = _mm512_loadu_pd(lanes->addedVelocities + index);
    const __mmask8 inside = _mm512_cmp_pd_mask(tau, zero, _CMP_GT_OQ)
                            & _mm512_cmp_pd_mask(tau, one, _CMP_LT_OQ)
                            & _mm512_cmp_pd_mask(added, zero, _CMP_NEQ_UQ);
    const __m512d remaining = SUB(one, tau);
    const __m512d bump = MUL(
        added, MUL(MUL(MUL(_mm512_loadu_pd(lanes->durations + index), tau), remaining), remaining));
    const __m512d value = _mm512_mask_blend_pd(inside, mixed, ADD(mixed, bump));
    scatterLanes(output, lanes->outputs + index, value);
  }
  return index;
}

ptrdiff_t kinetics_tween_fractions(
    int level, const struct KineticsTweenLanes *lanes, ptrdiff_t count, double time,
    double *fractions, ptrdiff_t *finished, ptrdiff_t *finishedCount) {
  if (level != 3 || kinetics_spring_kernel_level() != 3) return 0;
  return fractionsAVX512(lanes, count, time, fractions, finished, finishedCount);
}

ptrdiff_t kinetics_tween_values(
    int level, const struct KineticsTweenLanes *lanes, ptrdiff_t count, const double *fractions,
    const double *eased, double *output) {
  if (level != 3 || kinetics_spring_kernel_level() != 3) return 0;
  return valuesAVX512(lanes, count, fractions, eased, output);
}

#else

ptrdiff_t kinetics_tween_fractions(
    int level, const struct KineticsTweenLanes *lanes, ptrdiff_t count, double time,
    double *fractions, ptrdiff_t *finished, ptrdiff_t *finishedCount) {
  (void)level, (void)lanes, (void)count, (void)time, (void)fractions, (void)finished;
  (void)finishedCount;
  return 0;
}

ptrdiff_t kinetics_tween_values(
    int level, const struct KineticsTweenLanes *lanes, ptrdiff_t count, const double *fractions,
    const double *eased, double *output) {
  (void)level, (void)lanes, (void)count, (void)fractions, (void)eased, (void)output;
  return 0;
}

#endif
