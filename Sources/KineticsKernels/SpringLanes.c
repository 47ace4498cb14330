// The timeline's spring lanes of KineticsKernels.h: the Swift kernel (`SpringGroup` in
// Timeline, with `FastMath.exponential` and `FastMath.sineCosine` in KineticsNumerics) operation
// for operation on eight lanes of AVX-512. Contraction into fused multiply-adds is off, so every
// result is rounded where Swift rounds it and the values are the same bits.
#include "KineticsKernels.h"

#pragma clang fp contract(off)

#if defined(__x86_64__)
#include "LaneMath.h"

static const double largest = 1.7976931348623157e308;

__attribute__((target("avx512f"))) static ptrdiff_t lanesAVX512(
    const struct KineticsSpringLanes *lanes, ptrdiff_t count, double time, double *output,
    ptrdiff_t *finished, ptrdiff_t *finishedCount) {
  const __m512d now = SET(time), latest = SET(lanes->latestTime);
  const __m512d high = SET(largest), low = SET(-largest);
  ptrdiff_t index = 0;
  for (; index + 8 <= count; index += 8) {
    const __m512d signedElapsed = SUB(now, _mm512_loadu_pd(lanes->startTimes + index));
    // Lanes beyond the kernels' domain (or NaN): the Swift kernel decides.
    if (_mm512_cmp_pd_mask(signedElapsed, latest, _CMP_LE_OQ) != 0xFF) break;
    const __mmask8 waiting = _mm512_cmp_pd_mask(signedElapsed, _mm512_setzero_pd(), _CMP_LE_OQ);
    if (waiting) {
      int settledWaiting = 0;
      for (int lane = 0; lane < 8; lane++)
        settledWaiting |= ((waiting >> lane) & 1) && lanes->settledAtStart[index + lane];
      if (settledWaiting) break;
    }
    const __m512d elapsed = _mm512_mask_blend_pd(waiting, signedElapsed, _mm512_setzero_pd());
    const __m512d start = _mm512_loadu_pd(lanes->starts + index);
    const __m512d target = _mm512_loadu_pd(lanes->targets + index);
    const __m512d x0 = SUB(start, target);
    const __m512d v0 = _mm512_loadu_pd(lanes->velocities + index);
    const __m512d rate = SET(lanes->decayRate);
    const __m512d mixed = ADD(v0, MUL(rate, x0));
    const __m512d envelope = exponential(MUL(elapsed, SET(-lanes->decayRate)));
    __m512d displacement, velocity;
    if (lanes->isUnderDamped) {
      const __m512d inverseFrequency = SET(lanes->inverseDampedFrequency);
      const __m512d second = MUL(mixed, inverseFrequency);
      const __m512d velocitySineWeight =
          MUL(ADD(MUL(SET(lanes->naturalFrequencySquared), x0), MUL(rate, v0)), inverseFrequency);
      __m512d sine, cosine;
      sineCosine(MUL(elapsed, SET(lanes->dampedFrequency)), &sine, &cosine);
      displacement = MUL(envelope, ADD(MUL(x0, cosine), MUL(second, sine)));
      velocity = MUL(envelope, SUB(MUL(v0, cosine), MUL(velocitySineWeight, sine)));
    } else {
      displacement = MUL(envelope, ADD(x0, MUL(mixed, elapsed)));
      velocity = MUL(envelope, SUB(v0, MUL(MUL(rate, mixed), elapsed)));
    }
    const __m512d value = _mm512_mask_blend_pd(waiting, ADD(target, displacement), start);
    const __mmask8 finite = _mm512_cmp_pd_mask(value, high, _CMP_LE_OQ)
                            & _mm512_cmp_pd_mask(value, low, _CMP_GE_OQ);
    if (finite != 0xFF) break;
    const __m512d energy = ADD(
        MUL(displacement, displacement),
        MUL(MUL(velocity, velocity), SET(lanes->inverseRate)));
    const __mmask8 settled =
        _mm512_cmp_pd_mask(energy, SET(lanes->energyBound), _CMP_LT_OQ)
        & (__mmask8)~waiting;
    scatterLanes(output, lanes->outputs + index, value);
    appendLanes(settled, index, finished, finishedCount);
  }
  return index;
}

ptrdiff_t kinetics_spring_lanes(
    int level, const struct KineticsSpringLanes *lanes, ptrdiff_t count, double time,
    double *output, ptrdiff_t *finished, ptrdiff_t *finishedCount) {
  if (level != 3 || kinetics_spring_kernel_level() != 3) return 0;
  return lanesAVX512(lanes, count, time, output, finished, finishedCount);
}

#else

ptrdiff_t kinetics_spring_lanes(
    int level, const struct KineticsSpringLanes *lanes, ptrdiff_t count, double time,
    double *output, ptrdiff_t *finished, ptrdiff_t *finishedCount) {
  (void)level, (void)lanes, (void)count, (void)time, (void)output, (void)finished;
  (void)finishedCount;
  return 0;
}

#endif
