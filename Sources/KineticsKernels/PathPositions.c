// The sampled path's positions of KineticsKernels.h, with fused multiply-adds.
#include "KineticsKernels.h"

// Only the intrinsics below fuse: the distance arithmetic rounds where Swift's does, so both
// find the same interval and fraction.
#pragma clang fp contract(off)

#if defined(__x86_64__)
#include <immintrin.h>
#include <stdint.h>
#include <string.h>

static const double roundingMagic = 0x1.8p52;

/// The processor's answer, once asked: −1 before (threads asking at once store the same
/// answer; relaxed atomics, as nothing else is published with it).
static int pathKernelLevel = -1;

int kinetics_path_kernel_level(void) {
  int level = __atomic_load_n(&pathKernelLevel, __ATOMIC_RELAXED);
  if (level < 0) {
    __builtin_cpu_init();
    level = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") ? 1 : 0;
    __atomic_store_n(&pathKernelLevel, level, __ATOMIC_RELAXED);
  }
  return level;
}

/// The nearest integer to `x` (0 ≤ x < 2⁵¹) by the rounding constant, as Swift's
/// `roundedToNearestInteger` computes it.
static inline ptrdiff_t nearest(double x) {
  const double shifted = x + roundingMagic;
  int64_t bits, magicBits;
  memcpy(&bits, &shifted, sizeof bits);
  memcpy(&magicBits, &roundingMagic, sizeof magicBits);
  return (ptrdiff_t)(bits - magicBits);
}

/// The largest |d·d − 1| the normalization serves (2⁻¹⁷): its error, (5/16)·ε³, stays below
/// 1.5e-16.
static const double largestStretch = 0x1p-17;

/// The interpolant's coefficients of the interval holding `distance`, with the fraction of it
/// covered and its inverse step; `walk` says whether a bin may hold more than one interval
/// start (see `SampledPath.Tables.interval(atDistance:)` in Swift).
__attribute__((always_inline)) static inline const double *locate(
    const int32_t *bins, ptrdiff_t binCount, double binsPerPoint, double end,
    const double *spans, const double *interpolants, double distance, int walk,
    double *fraction, double *inverseStep) {
  const double clamped = distance > 0 ? (end < distance ? end : distance) : 0;
  ptrdiff_t bin = nearest(clamped * binsPerPoint);
  bin = bin < binCount - 1 ? bin : binCount - 1;
  ptrdiff_t interval = bins[bin];
  interval += spans[2 * (interval + 1)] <= clamped;
  if (walk)
    while (spans[2 * (interval + 1)] <= clamped) interval++;
  *inverseStep = spans[2 * interval + 1];
  const double raw = (clamped - spans[2 * interval]) * *inverseStep;
  *fraction = raw > 0 ? (1 < raw ? 1 : raw) : 0;
  return interpolants + 12 * interval;
}

/// One element, as one half of the pair kernel below computes it (the same operations per
/// lane): 1 if it wrote the position, 0 if it left it to the measured path.
__attribute__((target("avx2,fma"))) static ptrdiff_t positionFMA(
    const int32_t *bins, ptrdiff_t binCount, double binsPerPoint, double end,
    const double *spans, const double *interpolants, double distance, int walk,
    double *position) {
  double fraction, inverseStep;
  const double *c = locate(
      bins, binCount, binsPerPoint, end, spans, interpolants, distance, walk, &fraction,
      &inverseStep);
  const __m128d u = _mm_set1_pd(fraction);
  __m128d point = _mm_loadu_pd(c + 10), direction = point;
  point = _mm_fmadd_pd(point, u, _mm_loadu_pd(c + 8));
  for (int term = 3; term >= 0; term--) {
    direction = _mm_fmadd_pd(direction, u, point);
    point = _mm_fmadd_pd(point, u, _mm_loadu_pd(c + 2 * term));
  }
  const __m128d tangent = _mm_mul_pd(direction, _mm_set1_pd(inverseStep));
  const __m128d squares = _mm_mul_pd(tangent, tangent);
  const __m128d stretch = _mm_sub_pd(
      _mm_add_pd(squares, _mm_permute_pd(squares, 0x1)), _mm_set1_pd(1));
  if (!(__builtin_fabs(_mm_cvtsd_f64(stretch)) <= largestStretch)) return 0;
  const __m128d scale = _mm_fmadd_pd(
      _mm_fmadd_pd(_mm_set1_pd(0.375), stretch, _mm_set1_pd(-0.5)), stretch, _mm_set1_pd(1));
  _mm_storeu_pd(position, point);
  _mm_storeu_pd(position + 2, _mm_mul_pd(tangent, scale));
  return 1;
}

/// The kernel; `walk` (a constant where it is inlined) says whether a bin may hold more than
/// one interval start.
__attribute__((target("avx2,fma"), always_inline)) static inline ptrdiff_t positionsFMA(
    const int32_t *bins, ptrdiff_t binCount, double binsPerPoint, double end,
    const double *spans, const double *interpolants, const double *distances,
    double *positions, ptrdiff_t count, int walk) {
  enum { block = 64 };
  const double *coefficients[block];
  double fractions[block], inverseSteps[block];
  const __m256d one = _mm256_set1_pd(1), linear = _mm256_set1_pd(-0.5);
  const __m256d quadratic = _mm256_set1_pd(0.375), largest = _mm256_set1_pd(largestStretch);
  const __m256d signBit = _mm256_set1_pd(-0.0);
  for (ptrdiff_t first = 0; first < count; first += block) {
    const ptrdiff_t size = count - first < block ? count - first : block;
    // Where each element of the block lies first, then the interpolants: short chains of
    // dependent loads and arithmetic that overlap across elements.
    for (ptrdiff_t index = 0; index < size; index++) {
      coefficients[index] = locate(
          bins, binCount, binsPerPoint, end, spans, interpolants, distances[first + index], walk,
          fractions + index, inverseSteps + index);
    }
    // Two elements at a time, one in each half of a 256-bit vector (x and y side by side).
    for (ptrdiff_t index = 0; index < size; index += 2) {
      // An odd element out pairs with itself.
      const ptrdiff_t other = index + 1 < size ? index + 1 : index;
      const double *low = coefficients[index], *high = coefficients[other];
      const __m256d u = _mm256_set_m128d(
          _mm_set1_pd(fractions[other]), _mm_set1_pd(fractions[index]));
      // The point and its derivative by Horner's rule at once: c5, then five steps.
      __m256d point = _mm256_loadu2_m128d(high + 10, low + 10), direction = point;
      point = _mm256_fmadd_pd(point, u, _mm256_loadu2_m128d(high + 8, low + 8));
      for (int term = 3; term >= 0; term--) {
        direction = _mm256_fmadd_pd(direction, u, point);
        point = _mm256_fmadd_pd(point, u, _mm256_loadu2_m128d(high + 2 * term, low + 2 * term));
      }
      // Per unit of distance, then scaled to unit length by (1 + ε)^(−1/2) to second order
      // (see the Swift reference, `SampledPath.Tables.interpolatedPosition`).
      const __m256d tangent = _mm256_mul_pd(
          direction, _mm256_set_m128d(
                         _mm_set1_pd(inverseSteps[other]), _mm_set1_pd(inverseSteps[index])));
      const __m256d squares = _mm256_mul_pd(tangent, tangent);
      const __m256d stretch =
          _mm256_sub_pd(_mm256_add_pd(squares, _mm256_permute_pd(squares, 0x5)), one);
      const int served = _mm256_movemask_pd(
          _mm256_cmp_pd(_mm256_andnot_pd(signBit, stretch), largest, _CMP_LE_OQ));
      const __m256d scale =
          _mm256_fmadd_pd(_mm256_fmadd_pd(quadratic, stretch, linear), stretch, one);
      const __m256d unit = _mm256_mul_pd(tangent, scale);
      if ((served & 0x1) == 0) return first + index;
      _mm256_storeu_pd(positions + 4 * (first + index), _mm256_permute2f128_pd(point, unit, 0x20));
      if (other == index) break;
      if ((served & 0x4) == 0) return first + other;
      _mm256_storeu_pd(positions + 4 * (first + other), _mm256_permute2f128_pd(point, unit, 0x31));
    }
  }
  return count;
}

__attribute__((target("avx2,fma"))) static ptrdiff_t positionsOneStep(
    const int32_t *bins, ptrdiff_t binCount, double binsPerPoint, double end,
    const double *spans, const double *interpolants, const double *distances,
    double *positions, ptrdiff_t count) {
  return positionsFMA(
      bins, binCount, binsPerPoint, end, spans, interpolants, distances, positions, count, 0);
}

__attribute__((target("avx2,fma"))) static ptrdiff_t positionsWalking(
    const int32_t *bins, ptrdiff_t binCount, double binsPerPoint, double end,
    const double *spans, const double *interpolants, const double *distances,
    double *positions, ptrdiff_t count) {
  return positionsFMA(
      bins, binCount, binsPerPoint, end, spans, interpolants, distances, positions, count, 1);
}

ptrdiff_t kinetics_sampled_positions(
    int level, const int32_t *bins, ptrdiff_t binCount, double binsPerPoint, double end,
    int binsHoldOneStart, const double *spans, const double *interpolants,
    const double *distances, double *positions, ptrdiff_t count) {
  if (level != 1 || kinetics_path_kernel_level() != 1) return 0;
  if (count == 1)
    return positionFMA(
        bins, binCount, binsPerPoint, end, spans, interpolants, distances[0], !binsHoldOneStart,
        positions);
  return (binsHoldOneStart ? positionsOneStep : positionsWalking)(
      bins, binCount, binsPerPoint, end, spans, interpolants, distances, positions, count);
}

#else

int kinetics_path_kernel_level(void) { return 0; }

ptrdiff_t kinetics_sampled_positions(
    int level, const int32_t *bins, ptrdiff_t binCount, double binsPerPoint, double end,
    int binsHoldOneStart, const double *spans, const double *interpolants,
    const double *distances, double *positions, ptrdiff_t count) {
  (void)level, (void)bins, (void)binCount, (void)binsPerPoint, (void)end, (void)spans;
  (void)binsHoldOneStart, (void)interpolants, (void)distances, (void)positions, (void)count;
  return 0;
}

#endif
