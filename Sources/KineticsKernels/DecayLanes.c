// The timeline's decay lanes of KineticsKernels.h: `DecayGroup`'s evaluation in Timeline (with
// `FastMath.exponentialMinusOne` in KineticsNumerics) operation for operation on eight lanes of
// AVX-512, for the same bits.
#include "KineticsKernels.h"

#pragma clang fp contract(off)

#if defined(__x86_64__)
#include "LaneMath.h"

__attribute__((target("avx512f"))) static ptrdiff_t decayLanesAVX512(
    const struct KineticsDecayLanes *lanes, ptrdiff_t count, double time, double *output,
    ptrdiff_t *finished, ptrdiff_t *finishedCount) {
  const __m512d now = SET(time), zero = _mm512_setzero_pd();
  const __m512i signBit = _mm512_set1_epi64((long long)0x8000000000000000ULL);
  ptrdiff_t index = 0;
  for (; index + 8 <= count; index += 8) {
    const __m512d elapsed = SUB(now, _mm512_loadu_pd(lanes->startTimes + index));
    const __m512d tau = _mm512_loadu_pd(lanes->timeConstants + index);
    const __m512d negatedTau = _mm512_castsi512_pd(_mm512_xor_si512(_mm512_castpd_si512(tau), signBit));
    const __m512d negatedElapsed =
        _mm512_castsi512_pd(_mm512_xor_si512(_mm512_castpd_si512(elapsed), signBit));
    const __m512d exponent = _mm512_div_pd(negatedElapsed, tau);
    const __mmask8 moving = _mm512_cmp_pd_mask(elapsed, zero, _CMP_GT_OQ);
    // A moving lane whose exponent is not ≤ 0 (none with a positive time constant): Swift's
    // scalar path, which takes libm's e^x − 1 there, decides.
    if ((_mm512_cmp_pd_mask(exponent, zero, _CMP_LE_OQ) & moving) != moving) break;
    const __m512d offset = MUL(negatedTau, exponentialMinusOne(exponent));
    const __m512d starts = _mm512_loadu_pd(lanes->starts + index);
    const __m512d value = _mm512_mask_blend_pd(
        moving, starts, ADD(starts, MUL(_mm512_loadu_pd(lanes->velocities + index), offset)));
    const __mmask8 complete =
        _mm512_cmp_pd_mask(elapsed, _mm512_loadu_pd(lanes->completionTimes + index), _CMP_GE_OQ);
    scatterLanes(output, lanes->outputs + index, value);
    appendLanes(complete, index, finished, finishedCount);
  }
  return index;
}

ptrdiff_t kinetics_decay_lanes(
    int level, const struct KineticsDecayLanes *lanes, ptrdiff_t count, double time,
    double *output, ptrdiff_t *finished, ptrdiff_t *finishedCount) {
  if (level != 3 || kinetics_spring_kernel_level() != 3) return 0;
  return decayLanesAVX512(lanes, count, time, output, finished, finishedCount);
}

#else

ptrdiff_t kinetics_decay_lanes(
    int level, const struct KineticsDecayLanes *lanes, ptrdiff_t count, double time,
    double *output, ptrdiff_t *finished, ptrdiff_t *finishedCount) {
  (void)level, (void)lanes, (void)count, (void)time, (void)output, (void)finished;
  (void)finishedCount;
  return 0;
}

#endif
