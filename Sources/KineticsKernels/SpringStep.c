// The spring step of KineticsKernels.h. Each operation is one intrinsic, and contraction into
// fused multiply-adds is off, so every result is rounded where the Swift kernel rounds it.
#include "KineticsKernels.h"

#pragma clang fp contract(off)

#if defined(__x86_64__)
#include <immintrin.h>

static const double largest = 1.7976931348623157e308;

/// Eight springs from `index` with coefficients (a, b, c, d) per lane, in two halves of four;
/// 0 when the block is left to Swift (a displacement beyond the double range, a NaN velocity).
__attribute__((target("avx2"))) static int blockAVX2(
    double *positions, double *velocities, const double *targets, ptrdiff_t index,
    const __m256d a[2], const __m256d b[2], const __m256d c[2], const __m256d d[2],
    double restDisplacementSquared, double restVelocitySquared) {
  const __m256d high = _mm256_set1_pd(largest), low = _mm256_set1_pd(-largest);
  const __m256d restX = _mm256_set1_pd(restDisplacementSquared);
  const __m256d restV = _mm256_set1_pd(restVelocitySquared);
  __m256d target[2], displacement[2], velocity[2], moved[2], raw[2];
  __m256d valid = _mm256_castsi256_pd(_mm256_set1_epi64x(-1));
  for (int half = 0; half < 2; half++) {
    const ptrdiff_t at = index + 4 * half;
    target[half] = _mm256_loadu_pd(targets + at);
    velocity[half] = _mm256_loadu_pd(velocities + at);
    displacement[half] = _mm256_sub_pd(_mm256_loadu_pd(positions + at), target[half]);
    moved[half] = _mm256_add_pd(
        _mm256_mul_pd(a[half], displacement[half]), _mm256_mul_pd(b[half], velocity[half]));
    raw[half] = _mm256_add_pd(
        _mm256_mul_pd(c[half], displacement[half]), _mm256_mul_pd(d[half], velocity[half]));
    valid = _mm256_and_pd(valid, _mm256_cmp_pd(displacement[half], low, _CMP_GE_OQ));
    valid = _mm256_and_pd(valid, _mm256_cmp_pd(displacement[half], high, _CMP_LE_OQ));
    valid = _mm256_and_pd(valid, _mm256_cmp_pd(raw[half], raw[half], _CMP_ORD_Q));
  }
  if (_mm256_movemask_pd(valid) != 0xF) return 0;
  for (int half = 0; half < 2; half++) {
    const ptrdiff_t at = index + 4 * half;
    const __m256d speed = _mm256_min_pd(_mm256_max_pd(raw[half], low), high);
    const __m256d resting = _mm256_and_pd(
        _mm256_cmp_pd(_mm256_mul_pd(moved[half], moved[half]), restX, _CMP_LT_OQ),
        _mm256_cmp_pd(_mm256_mul_pd(speed, speed), restV, _CMP_LT_OQ));
    _mm256_storeu_pd(
        positions + at,
        _mm256_blendv_pd(_mm256_add_pd(target[half], moved[half]), target[half], resting));
    _mm256_storeu_pd(velocities + at, _mm256_blendv_pd(speed, _mm256_setzero_pd(), resting));
  }
  return 1;
}

/// The AVX2 loop: coefficients broadcast from `shared` (four doubles) when it is not NULL,
/// else read per spring from `a`, `b`, `c` and `d`. Inlined into one function per case, so
/// that the choice is made once, outside the loop.
__attribute__((target("avx2"), always_inline)) static inline ptrdiff_t stepAVX2(
    double *positions, double *velocities, const double *targets, ptrdiff_t count,
    const double *shared, const double *a, const double *b, const double *c, const double *d,
    double restDisplacementSquared, double restVelocitySquared) {
  ptrdiff_t index = 0;
  for (; index + 8 <= count; index += 8) {
    __m256d k[4][2];
    for (int half = 0; half < 2; half++) {
      const ptrdiff_t at = index + 4 * half;
      k[0][half] = shared ? _mm256_set1_pd(shared[0]) : _mm256_loadu_pd(a + at);
      k[1][half] = shared ? _mm256_set1_pd(shared[1]) : _mm256_loadu_pd(b + at);
      k[2][half] = shared ? _mm256_set1_pd(shared[2]) : _mm256_loadu_pd(c + at);
      k[3][half] = shared ? _mm256_set1_pd(shared[3]) : _mm256_loadu_pd(d + at);
    }
    if (!blockAVX2(
            positions, velocities, targets, index, k[0], k[1], k[2], k[3],
            restDisplacementSquared, restVelocitySquared)) {
      return index;
    }
  }
  return index;
}

/// The AVX-512 loop, eight springs per vector; coefficients as in `stepAVX2`.
__attribute__((target("avx512f"), always_inline)) static inline ptrdiff_t stepAVX512(
    double *positions, double *velocities, const double *targets, ptrdiff_t count,
    const double *shared, const double *ka, const double *kb, const double *kc, const double *kd,
    double restDisplacementSquared, double restVelocitySquared) {
  const __m512d high = _mm512_set1_pd(largest), low = _mm512_set1_pd(-largest);
  const __m512d restX = _mm512_set1_pd(restDisplacementSquared);
  const __m512d restV = _mm512_set1_pd(restVelocitySquared);
  const __m512d zero = _mm512_setzero_pd();
  ptrdiff_t index = 0;
  for (; index + 8 <= count; index += 8) {
    const __m512d a = shared ? _mm512_set1_pd(shared[0]) : _mm512_loadu_pd(ka + index);
    const __m512d b = shared ? _mm512_set1_pd(shared[1]) : _mm512_loadu_pd(kb + index);
    const __m512d c = shared ? _mm512_set1_pd(shared[2]) : _mm512_loadu_pd(kc + index);
    const __m512d d = shared ? _mm512_set1_pd(shared[3]) : _mm512_loadu_pd(kd + index);
    const __m512d target = _mm512_loadu_pd(targets + index);
    const __m512d velocity = _mm512_loadu_pd(velocities + index);
    const __m512d displacement = _mm512_sub_pd(_mm512_loadu_pd(positions + index), target);
    const __m512d moved =
        _mm512_add_pd(_mm512_mul_pd(a, displacement), _mm512_mul_pd(b, velocity));
    const __m512d raw = _mm512_add_pd(_mm512_mul_pd(c, displacement), _mm512_mul_pd(d, velocity));
    const __mmask8 valid = _mm512_cmp_pd_mask(displacement, low, _CMP_GE_OQ) &
                           _mm512_cmp_pd_mask(displacement, high, _CMP_LE_OQ) &
                           _mm512_cmp_pd_mask(raw, raw, _CMP_ORD_Q);
    if (valid != 0xFF) return index;
    const __m512d speed = _mm512_min_pd(_mm512_max_pd(raw, low), high);
    const __mmask8 resting =
        _mm512_cmp_pd_mask(_mm512_mul_pd(moved, moved), restX, _CMP_LT_OQ) &
        _mm512_cmp_pd_mask(_mm512_mul_pd(speed, speed), restV, _CMP_LT_OQ);
    _mm512_storeu_pd(
        positions + index, _mm512_mask_blend_pd(resting, _mm512_add_pd(target, moved), target));
    _mm512_storeu_pd(velocities + index, _mm512_mask_blend_pd(resting, speed, zero));
  }
  return index;
}

__attribute__((target("avx2"))) static ptrdiff_t stepAVX2Shared(
    double *positions, double *velocities, const double *targets, ptrdiff_t count,
    const double *shared, double restDisplacementSquared, double restVelocitySquared) {
  return stepAVX2(
      positions, velocities, targets, count, shared, NULL, NULL, NULL, NULL,
      restDisplacementSquared, restVelocitySquared);
}

__attribute__((target("avx2"))) static ptrdiff_t stepAVX2PerSpring(
    double *positions, double *velocities, const double *targets, ptrdiff_t count,
    const double *a, const double *b, const double *c, const double *d,
    double restDisplacementSquared, double restVelocitySquared) {
  return stepAVX2(
      positions, velocities, targets, count, NULL, a, b, c, d, restDisplacementSquared,
      restVelocitySquared);
}

__attribute__((target("avx512f"))) static ptrdiff_t stepAVX512Shared(
    double *positions, double *velocities, const double *targets, ptrdiff_t count,
    const double *shared, double restDisplacementSquared, double restVelocitySquared) {
  return stepAVX512(
      positions, velocities, targets, count, shared, NULL, NULL, NULL, NULL,
      restDisplacementSquared, restVelocitySquared);
}

__attribute__((target("avx512f"))) static ptrdiff_t stepAVX512PerSpring(
    double *positions, double *velocities, const double *targets, ptrdiff_t count,
    const double *a, const double *b, const double *c, const double *d,
    double restDisplacementSquared, double restVelocitySquared) {
  return stepAVX512(
      positions, velocities, targets, count, NULL, a, b, c, d, restDisplacementSquared,
      restVelocitySquared);
}

int kinetics_spring_kernel_level(void) {
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx512f")) return 3;
  if (__builtin_cpu_supports("avx2")) return 2;
  return 0;
}

ptrdiff_t kinetics_spring_step_shared(
    int level, double *positions, double *velocities, const double *targets, ptrdiff_t count,
    const double *coefficients, double restDisplacementSquared, double restVelocitySquared) {
  if (level < 2 || level > kinetics_spring_kernel_level()) return 0;
  return (level == 3 ? stepAVX512Shared : stepAVX2Shared)(
      positions, velocities, targets, count, coefficients, restDisplacementSquared,
      restVelocitySquared);
}

ptrdiff_t kinetics_spring_step_per_spring(
    int level, double *positions, double *velocities, const double *targets, ptrdiff_t count,
    const double *a, const double *b, const double *c, const double *d,
    double restDisplacementSquared, double restVelocitySquared) {
  if (level < 2 || level > kinetics_spring_kernel_level()) return 0;
  return (level == 3 ? stepAVX512PerSpring : stepAVX2PerSpring)(
      positions, velocities, targets, count, a, b, c, d, restDisplacementSquared,
      restVelocitySquared);
}

#else

int kinetics_spring_kernel_level(void) { return 0; }

ptrdiff_t kinetics_spring_step_shared(
    int level, double *positions, double *velocities, const double *targets, ptrdiff_t count,
    const double *coefficients, double restDisplacementSquared, double restVelocitySquared) {
  (void)level, (void)positions, (void)velocities, (void)targets, (void)count;
  (void)coefficients, (void)restDisplacementSquared, (void)restVelocitySquared;
  return 0;
}

ptrdiff_t kinetics_spring_step_per_spring(
    int level, double *positions, double *velocities, const double *targets, ptrdiff_t count,
    const double *a, const double *b, const double *c, const double *d,
    double restDisplacementSquared, double restVelocitySquared) {
  (void)level, (void)positions, (void)velocities, (void)targets, (void)count;
  (void)a, (void)b, (void)c, (void)d, (void)restDisplacementSquared, (void)restVelocitySquared;
  return 0;
}

#endif
