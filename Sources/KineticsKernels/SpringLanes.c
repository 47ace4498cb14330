// The timeline's spring lanes of KineticsKernels.h: the Swift kernel (`SpringGroup` in
// Timeline, with `FastMath.exponential` and `FastMath.sineCosine` in KineticsNumerics) operation
// for operation on eight lanes of AVX-512. Contraction into fused multiply-adds is off, so every
// result is rounded where Swift rounds it and the values are the same bits.
#include "KineticsKernels.h"

#pragma clang fp contract(off)

#if defined(__x86_64__)
#include "LaneMath.h"

static const double largest = 1.7976931348623157e308;

/// The four fields of eight lanes from `lanes` (32 bytes each, two to a vector as loaded) as
/// one vector per field: unpacking pairs the lanes two by two, and a two-source permutation
/// puts each field's eight in lane order.
TARGET void loadLanes(
    const struct KineticsSpringLane *lanes, __m512d *startTimes, __m512d *starts,
    __m512d *targets, __m512d *velocities) {
  const double *fields = (const double *)lanes;
  const __m512d first = _mm512_loadu_pd(fields), second = _mm512_loadu_pd(fields + 8);
  const __m512d third = _mm512_loadu_pd(fields + 16), fourth = _mm512_loadu_pd(fields + 24);
  // With t, s, g, v a lane's start time, start, target (goal) and velocity: (t0 t2 g0 g2
  // t1 t3 g1 g3) and (s0 s2 v0 v2 s1 s3 v1 v3), then lanes 4–7 likewise.
  const __m512d timesAndTargets = _mm512_unpacklo_pd(first, second);
  const __m512d startsAndVelocities = _mm512_unpackhi_pd(first, second);
  const __m512d laterTimesAndTargets = _mm512_unpacklo_pd(third, fourth);
  const __m512d laterStartsAndVelocities = _mm512_unpackhi_pd(third, fourth);
  const __m512i evenFields = _mm512_setr_epi64(0, 4, 1, 5, 8, 12, 9, 13);
  const __m512i oddFields = _mm512_setr_epi64(2, 6, 3, 7, 10, 14, 11, 15);
  *startTimes = _mm512_permutex2var_pd(timesAndTargets, evenFields, laterTimesAndTargets);
  *targets = _mm512_permutex2var_pd(timesAndTargets, oddFields, laterTimesAndTargets);
  *starts = _mm512_permutex2var_pd(startsAndVelocities, evenFields, laterStartsAndVelocities);
  *velocities =
      _mm512_permutex2var_pd(startsAndVelocities, oddFields, laterStartsAndVelocities);
}

/// Writes lane i of `value` to `output[routes[i].output]`, the eight lanes in order.
TARGET void scatterRoutedLanes(
    double *output, const struct KineticsSpringRoute *routes, __m512d value) {
  double values[8];
  _mm512_storeu_pd(values, value);
  for (int lane = 0; lane < 8; lane++) output[routes[lane].output] = values[lane];
}

__attribute__((target("avx512f"))) static ptrdiff_t lanesAVX512(
    const struct KineticsSpringLanes *lanes, ptrdiff_t count, double time, double *output,
    ptrdiff_t *finished, ptrdiff_t *finishedCount) {
  const __m512d now = SET(time), latest = SET(lanes->latestTime);
  const __m512d high = SET(largest), low = SET(-largest);
  ptrdiff_t index = 0;
  for (; index + 8 <= count; index += 8) {
    __m512d startTime, start, target, v0;
    loadLanes(lanes->lanes + index, &startTime, &start, &target, &v0);
    const __m512d signedElapsed = SUB(now, startTime);
    // Lanes beyond the kernels' domain (or NaN): the Swift kernel decides.
    if (_mm512_cmp_pd_mask(signedElapsed, latest, _CMP_LE_OQ) != 0xFF) break;
    const __mmask8 waiting = _mm512_cmp_pd_mask(signedElapsed, _mm512_setzero_pd(), _CMP_LE_OQ);
    if (waiting) {
      // A route's tag is its high half: the settled-at-start bit is the sign of the pair.
      const __m512i routes = _mm512_loadu_si512(lanes->routes + index);
      if (waiting & _mm512_cmplt_epi64_mask(routes, _mm512_setzero_si512())) break;
    }
    const __m512d elapsed = _mm512_mask_blend_pd(waiting, signedElapsed, _mm512_setzero_pd());
    const __m512d x0 = SUB(start, target);
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
    scatterRoutedLanes(output, lanes->routes + index, value);
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
