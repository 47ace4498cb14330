// A cubic bézier's value pieces (`BezierTable` in Easing: degree-7 pieces of eight doubles,
// interleaved as `evaluateInterleavedDegree7` reads them) on eight lanes of AVX-512, for the
// kernels of this target that ease with béziers: each step operation for operation as the
// Swift path, with contraction into fused multiply-adds off, for the same bits.
#ifndef KINETICS_VALUE_PIECES_H
#define KINETICS_VALUE_PIECES_H

#if defined(__x86_64__)
#include "LaneMath.h"

/// `BezierTable.valuePiece`: the index of the piece holding x (of `scale` pieces, clamped to
/// `last`, the sentinel's) into `piece`, and x's position t in it, returned.
TARGET __m512d valuePiece(__m512d x, __m512d scale, __m512i last, __m512i *piece) {
  const __m512d magic = SET(roundingMagic);
  const __m512d position = MUL(x, scale);
  const __m512d rounded = ADD(SUB(position, SET(0.5)), magic);
  *piece = _mm512_min_epi64(
      _mm512_and_si512(_mm512_castpd_si512(rounded), _mm512_set1_epi64(0xFFFFFFFF)), last);
  return SUB(position, SUB(rounded, magic));
}

/// The eight doubles at each of the eight `rows` (one piece per lane) as eight vectors: vector
/// k holds each lane's k-th double. Each piece is loaded whole (one line) and the 8×8 block
/// transposed in three rounds of shuffles, which costs less than eight gathers.
TARGET void transposedPieces(const double *const *rows, __m512d *columns) {
  __m512d loaded[8], pairs[8], quads[8];
  for (int lane = 0; lane < 8; lane++) loaded[lane] = _mm512_loadu_pd(rows[lane]);
  for (int lane = 0; lane < 8; lane += 2) {
    pairs[lane] = _mm512_unpacklo_pd(loaded[lane], loaded[lane + 1]);
    pairs[lane + 1] = _mm512_unpackhi_pd(loaded[lane], loaded[lane + 1]);
  }
  // quads[4h + j]: for rows 4h…4h+3, the 128-bit blocks (0, 2) or (1, 3) of the pairs.
  for (int half = 0; half < 8; half += 4) {
    quads[half] = _mm512_shuffle_f64x2(pairs[half], pairs[half + 2], 0x88);
    quads[half + 1] = _mm512_shuffle_f64x2(pairs[half], pairs[half + 2], 0xDD);
    quads[half + 2] = _mm512_shuffle_f64x2(pairs[half + 1], pairs[half + 3], 0x88);
    quads[half + 3] = _mm512_shuffle_f64x2(pairs[half + 1], pairs[half + 3], 0xDD);
  }
  columns[0] = _mm512_shuffle_f64x2(quads[0], quads[4], 0x88);
  columns[4] = _mm512_shuffle_f64x2(quads[0], quads[4], 0xDD);
  columns[2] = _mm512_shuffle_f64x2(quads[1], quads[5], 0x88);
  columns[6] = _mm512_shuffle_f64x2(quads[1], quads[5], 0xDD);
  columns[1] = _mm512_shuffle_f64x2(quads[2], quads[6], 0x88);
  columns[5] = _mm512_shuffle_f64x2(quads[2], quads[6], 0xDD);
  columns[3] = _mm512_shuffle_f64x2(quads[3], quads[7], 0x88);
  columns[7] = _mm512_shuffle_f64x2(quads[3], quads[7], 0xDD);
}

/// `evaluateInterleavedDegree7` at t of the pieces whose doubles `transposedPieces` gave:
/// the pairs (c0, c4), (c1, c5), (c2, c6), (c3, c7) in memory order.
TARGET __m512d evaluatedPieces(const __m512d *c, __m512d t) {
  const __m512d t2 = MUL(t, t);
  const __m512d lower = ADD(ADD(c[0], MUL(c[2], t)), MUL(t2, ADD(c[4], MUL(c[6], t))));
  const __m512d upper = ADD(ADD(c[1], MUL(c[3], t)), MUL(t2, ADD(c[5], MUL(c[7], t))));
  return ADD(lower, MUL(MUL(t2, t2), upper));
}

/// Read for lanes that need no piece: any readable 64 bytes serve.
static const double unusedPiece[8];

/// Each `easing` lane's x eased by its bézier, as `CubicBezier`'s batch path computes it: for
/// x in (0, 1) the piece of the lane's table (`tables`: the address of its value pieces; their
/// number `scale`, the last index `last`) that x falls in, at x's position in it, times
/// `yScale`; 0 at x = 0 and 1 at x = 1. `*given` gets the lanes whose value it gave; the others
/// (x outside [0, 1] or NaN, an uncertified piece, lanes not easing) are meaningless.
TARGET __m512d easedByBezier(
    __m512d x, __mmask8 easing, __m512i tables, __m512d scale, __m512i last, __m512d yScale,
    __mmask8 *given) {
  const __m512d zero = _mm512_setzero_pd(), one = SET(1);
  const __mmask8 inside =
      easing & _mm512_cmp_pd_mask(x, zero, _CMP_GT_OQ) & _mm512_cmp_pd_mask(x, one, _CMP_LT_OQ);
  __m512i piece;
  const __m512d t = valuePiece(x, scale, last, &piece);
  int64_t addresses[8];
  _mm512_storeu_si512(
      addresses,
      _mm512_mask_add_epi64(
          _mm512_set1_epi64((int64_t)(intptr_t)unusedPiece), inside, tables,
          _mm512_slli_epi64(piece, 6)));
  __m512d c[8];
  transposedPieces((const double *const *)addresses, c);
  const __mmask8 certified = inside & _mm512_cmp_pd_mask(c[0], c[0], _CMP_ORD_Q);
  const __mmask8 atZero = easing & _mm512_cmp_pd_mask(x, zero, _CMP_EQ_OQ);
  const __mmask8 atOne = easing & _mm512_cmp_pd_mask(x, one, _CMP_EQ_OQ);
  *given = certified | atZero | atOne;
  return _mm512_mask_blend_pd(
      certified, _mm512_mask_blend_pd(atOne, zero, one), MUL(evaluatedPieces(c, t), yScale));
}

#endif
#endif
