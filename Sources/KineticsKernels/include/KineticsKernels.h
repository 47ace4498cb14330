// Vector kernels in C for the processors whose wider vectors Swift's default x86-64 target
// (SSE2) does not reach: each function carries its own target attribute and runs only where
// the processor reports the feature, so the package builds with no compiler flags. Swift keeps
// the reference implementation of every kernel (and the only one on other processors). The
// spring, decay and tween kernels give the Swift kernels' bits; the path kernel fuses
// multiply-adds, and its callers take every position from it, scalar or batch, so that those
// agree bit for bit. And one relaxed atomic counter, which Swift cannot express on every
// platform Kinetics supports.
#ifndef KINETICS_KERNELS_H
#define KINETICS_KERNELS_H

#include <stddef.h>
#include <stdint.h>

/// The widest spring kernel this processor runs: 0 (none: use the Swift kernel), 2 (AVX2,
/// four doubles per vector) or 3 (AVX-512F, eight). The timeline's lane kernels (springs,
/// decays and tweens) run at 3 only.
int kinetics_spring_kernel_level(void);

/// Steps springs that share one propagator (`coefficients`: a, b, c, d), eight at a time, as
/// the Swift batch kernel does:
/// with x = position − target, position = target + (a·x + b·v) and v = min(max(c·x + d·v,
/// −max), max) (max the largest double), then a spring with (new x)² below
/// `restDisplacementSquared` and v² below `restVelocitySquared` is put at its target at rest.
/// Products and sums are rounded one by one (no fused multiply-add), so the results are the
/// Swift kernel's bit for bit.
///
/// Returns how many springs it stepped from the start: a multiple of eight, stopping before
/// the first block of eight in which a displacement lies beyond the double range or c·x + d·v
/// is NaN (the Swift kernel's own handling takes that block) or where fewer than eight remain.
/// `level` is 2 or 3 and at most `kinetics_spring_kernel_level()`; any other level steps none.
ptrdiff_t kinetics_spring_step_shared(
    int level, double *positions, double *velocities, const double *targets, ptrdiff_t count,
    const double *coefficients, double restDisplacementSquared, double restVelocitySquared);

/// As `kinetics_spring_step_shared`, with each spring's own propagator: spring i's coefficients
/// are a[i], b[i], c[i] and d[i].
ptrdiff_t kinetics_spring_step_per_spring(
    int level, double *positions, double *velocities, const double *targets, ptrdiff_t count,
    const double *a, const double *b, const double *c, const double *d,
    double restDisplacementSquared, double restVelocitySquared);

/// One spring motion of a timeline as `SpringGroup` keeps it, 32 bytes: what the motion was
/// made of, together, so that reading or changing a lane touches one cache line or two rather
/// than one per field.
struct KineticsSpringLane {
  double startTime, start, target, velocity;
};

/// Where a spring motion writes and which animation it is: the output index, and the
/// animation's slot in `tag`'s low 31 bits, its top bit set when the motion is settled at its
/// start (it completes as soon as it is seen).
struct KineticsSpringRoute {
  int32_t output;
  uint32_t tag;
};

/// A timeline's spring motions that share one spring and one rest tolerance (`SpringGroup` in
/// Swift), lane by lane, and the group's constants: the spring's, and the energy bound of its
/// tolerance.
struct KineticsSpringLanes {
  const struct KineticsSpringLane *lanes;
  const struct KineticsSpringRoute *routes;
  double decayRate, dampedFrequency, naturalFrequencySquared;
  double inverseDampedFrequency, inverseRate, energyBound, latestTime;
  int isUnderDamped;
};

/// Evaluates the spring lanes from the first, eight at a time, as `SpringGroup.evaluateLanes`
/// in Swift does, bit for bit: each value written to `output[routes[lane].output]`, and each
/// lane that settled (started, its energy below the group's bound) appended to `finished` at
/// `*finishedCount` (room for `count`). Returns how many lanes it evaluated: a multiple of
/// eight, stopping before the first block the Swift kernel must take (a lane beyond the
/// closed form's domain, a waiting lane settled at its start, a value beyond the double
/// range) or where fewer than eight remain. `level` must be 3 (AVX-512F) and
/// `kinetics_spring_kernel_level()` 3; otherwise it evaluates none.
ptrdiff_t kinetics_spring_lanes(
    int level, const struct KineticsSpringLanes *lanes, ptrdiff_t count, double time,
    double *output, ptrdiff_t *finished, ptrdiff_t *finishedCount);

/// A timeline's decay motions (`DecayGroup` in Swift), as arrays indexed by lane.
struct KineticsDecayLanes {
  const double *startTimes, *starts, *velocities, *timeConstants, *completionTimes;
  const ptrdiff_t *outputs;
};

/// Evaluates the decay lanes from the first, eight at a time, as `DecayGroup` in Swift does
/// lane by lane, bit for bit: with t = `time` − start time, start + v0·(−τ·(e^{−t/τ} − 1))
/// (Kinetics' own e^x − 1) once t > 0, the start before, written to `output[outputs[lane]]`;
/// each lane with t at or past its completion time appended to `finished` at
/// `*finishedCount` (room for `count`). Returns how many lanes it evaluated: a multiple of
/// eight, stopping before a block in which a started lane's exponent −t/τ is not ≤ 0 or where
/// fewer than eight remain. `level` must be 3 (AVX-512F) and `kinetics_spring_kernel_level()`
/// 3; otherwise it evaluates none.
ptrdiff_t kinetics_decay_lanes(
    int level, const struct KineticsDecayLanes *lanes, ptrdiff_t count, double time,
    double *output, ptrdiff_t *finished, ptrdiff_t *finishedCount);

/// A timeline's tweens that share one timing curve (`TweenGroup` in Swift), as arrays indexed
/// by lane.
struct KineticsTweenLanes {
  const double *startTimes, *directions, *durations, *froms, *tos, *addedVelocities;
  const ptrdiff_t *outputs;
};

/// The first pass of `TweenGroup`'s frame, eight lanes at a time, bit for bit: each lane's
/// fraction of its duration at `time` (elapsed = `time` − start, or start − `time` for a
/// reversed lane; min(max(elapsed / duration, 0), 1), or 1 or 0 by the sign of elapsed for a
/// duration of 0) into `fractions`, and each lane that ended (a forward lane at or past its
/// duration, a reversed one back at 0) appended to `finished` at `*finishedCount`. Returns how
/// many lanes it took from the first: a multiple of eight (the rest are the caller's). `level`
/// must be 3 (AVX-512F) and `kinetics_spring_kernel_level()` 3; otherwise it takes none.
ptrdiff_t kinetics_tween_fractions(
    int level, const struct KineticsTweenLanes *lanes, ptrdiff_t count, double time,
    double *fractions, ptrdiff_t *finished, ptrdiff_t *finishedCount);

/// The last pass of `TweenGroup`'s frame, eight lanes at a time, bit for bit: each lane's value
/// from its fraction and its eased fraction (from·(1 − eased) + to·eased, plus the added
/// velocity's term added·(duration·τ·(1 − τ)·(1 − τ)) strictly inside the duration) written to
/// `output[outputs[lane]]`. Returns how many lanes it took, as `kinetics_tween_fractions`.
ptrdiff_t kinetics_tween_values(
    int level, const struct KineticsTweenLanes *lanes, ptrdiff_t count, const double *fractions,
    const double *eased, double *output);

/// A cubic bézier's values at `count` progresses, eight at a time, as `CubicBezier`'s batch
/// path in Swift computes them, bit for bit: for x in (0, 1), the degree-7 value piece of the
/// curve's table (`pieces`: eight doubles each, interleaved as `evaluateInterleavedDegree7`
/// reads them) that x falls in on the grid of `pieceScale` pieces (the last index
/// `lastPiece`), at x's position in it, times `yScale`; 0 at x = 0 and 1 at x = 1. Every other
/// lane (x outside [0, 1] or NaN, or a piece whose first coefficient is NaN: not certified)
/// is left to the caller: its index is appended to `others` at `*othersCount` (room for
/// `count`) and its place in `values` is not written (`values` may be `progresses`). Returns how many progresses it took from the
/// first: a multiple of eight (the rest are the caller's). `level` must be 3 (AVX-512F) and
/// `kinetics_spring_kernel_level()` 3; otherwise it takes none.
ptrdiff_t kinetics_bezier_values(
    int level, const double *pieces, double pieceScale, ptrdiff_t lastPiece, double yScale,
    const double *progresses, double *values, ptrdiff_t count, ptrdiff_t *others,
    ptrdiff_t *othersCount);

/// Keyframes in the linear mode whose segments are each linear or a cubic bézier with its
/// table built (`KeyframeCurve` in Swift): `segmentCount` (1 to 7) segments between
/// `segmentCount + 1` key times and values, and per segment the bézier's value pieces and grid
/// (as for `kinetics_bezier_values`), or a null `pieces` entry for a linear segment.
struct KineticsKeyframes {
  const double *keyTimes, *values;
  const double *const *pieces;
  const double *pieceScales, *yScales;
  const ptrdiff_t *lastPieces;
  ptrdiff_t segmentCount;
};

/// The keyframes' values at `count` progresses, eight at a time, as `KeyframeCurve.value(at:)`
/// computes them in the linear mode, bit for bit: the first value at progress ≤ 0, the last
/// at ≥ 1; otherwise in the segment whose start is the last key time ≤ the progress, the next
/// value on a segment of zero length, else the two values mixed (a·(1 − e) + b·e) by the
/// local progress eased by the segment's bézier (as `kinetics_bezier_values`) or, linear, not
/// eased. A NaN progress, and a local progress on a bézier's uncertified piece, are left to
/// the caller: the lane's index is appended to `others` at `*othersCount` (room for `count`)
/// and its place in `values` is not written (`values` may be `progresses`). Returns how many
/// progresses it took from the first: a multiple of eight (the rest are the caller's). `level`
/// must be 3 (AVX-512F) and `kinetics_spring_kernel_level()` 3, and the keyframes have 1 to 7
/// segments; otherwise it takes none.
ptrdiff_t kinetics_keyframe_values(
    int level, const struct KineticsKeyframes *keyframes, const double *progresses,
    double *values, ptrdiff_t count, ptrdiff_t *others, ptrdiff_t *othersCount);

/// 1 when this processor runs `kinetics_sampled_positions` (x86-64 with AVX2 and FMA), else 0.
int kinetics_path_kernel_level(void);

/// A sampled path's positions at `distances`, as `SampledPath.Tables` in Swift computes them
/// but with fused multiply-adds in the interpolant and the normalization (so the last bits
/// differ from the Swift reference's; the distance arithmetic, and with it the interval and
/// the fraction, is the same). The tables: `bins` (`binCount` of them, `binsPerPoint`), the
/// sampled length `end`, `spans` (start and inverse step per interval, then +∞) and
/// `interpolants` (twelve doubles per interval: x and y of c0 … c5). Writes point and tangent,
/// four doubles per element, and returns how many elements it wrote from the start: all of
/// them, or up to the first whose tangent is not of unit length (squared length beyond 1e-12
/// of 1, NaN included), which the caller takes from the measured path. `level` must be 1 and
/// `kinetics_path_kernel_level()` 1; otherwise it writes none.
ptrdiff_t kinetics_sampled_positions(
    int level, const int32_t *bins, ptrdiff_t binCount, double binsPerPoint, double end,
    int binsHoldOneStart, const double *spans, const double *interpolants,
    const double *distances, double *positions, ptrdiff_t count);

/// Adds one to `*counter` and returns the new count: an atomic load and an atomic store, both
/// relaxed, rather than one read-modify-write, so it costs two plain moves on x86-64 and arm64.
/// Threads counting at once may lose increments (each reads the old count, each stores the
/// same new one); use it where a count that is sometimes short only delays a decision, never
/// where every event must be counted. Swift's toolchain has no atomics for the platforms
/// Kinetics supports below macOS 15 and iOS 18, hence this one function in C.
ptrdiff_t kinetics_relaxed_increment(ptrdiff_t *counter);

/// Asks the processor to bring the cache line holding `address` in, for reading soon: a hint
/// that changes nothing and cannot fault.
static inline void kinetics_prefetch(const void *address) { __builtin_prefetch(address, 0, 3); }

#endif
