// Test cases from web-platform-tests (https://github.com/web-platform-tests/wpt, 3-clause BSD
// license): web-animations/timing-model/animation-effects/{current-iteration, simple-iteration-
// progress, phases-and-states, active-time}.html and time-transformations/transformed-progress
// .html, copied from the files' tables by hand (not generated: no script in scripts/references
// writes this file). Times are the files' milliseconds; the model is free of units.
//
// The per-phase tables are sampled as WPT's resources/effect-tests.js samples them
// (`assert_computed_timing_for_each_phase`): with B = max(min(delay, end time), 0) and
// A = max(min(delay + active duration, end time), 0), playing forward the before value is read
// at B − 1, the active one at B and the after one at A; playing backward at B, A and A + 1. An
// active value is given exactly when the active duration is > 0, an after value exactly when it
// is finite.

/// One row of a per-phase table: the timing's fields and the expected value before, at the
/// boundary of, and after the active phase (nil where the file gives none).
struct WPTPhaseRow {
  var iterations = 1.0
  var iterationStart = 0.0
  var duration: Double
  var delay = 1.0
  var endDelay = 0.0
  var playbackRate = 1.0
  var before: Double
  var active: Double?
  var after: Double?
}

/// The iterationStart × duration grid the iteration tables share, with the expected
/// (before, active, after) for each iteration start in the order 0, 2.5, 3 and each duration
/// in the order 0, 100, ∞.
private func grid(iterations: Double, _ expected: [(Double, Double?, Double?)]) -> [WPTPhaseRow] {
  var rows: [WPTPhaseRow] = []
  for (startIndex, start) in [0, 2.5, 3].enumerated() {
    for (durationIndex, duration) in [0, 100, Double.infinity].enumerated() {
      let (before, active, after) = expected[startIndex * 3 + durationIndex]
      rows.append(
        WPTPhaseRow(
          iterations: iterations, iterationStart: start, duration: duration, before: before,
          active: active, after: after))
    }
  }
  return rows
}

/// current-iteration.html: `getComputedTiming().currentIteration`, fill both.
let wptCurrentIterationRows: [WPTPhaseRow] =
  grid(
    iterations: 0,
    [
      (0, nil, 0), (0, nil, 0), (0, nil, 0), (2, nil, 2), (2, nil, 2), (2, nil, 2),
      (3, nil, 3), (3, nil, 3), (3, nil, 3),
    ])
  + grid(
    iterations: 3,
    [
      (0, nil, 2), (0, 0, 2), (0, 0, nil), (2, nil, 5), (2, 2, 5), (2, 2, nil),
      (3, nil, 5), (3, 3, 5), (3, 3, nil),
    ])
  + grid(
    iterations: 3.5,
    [
      (0, nil, 3), (0, 0, 3), (0, 0, nil), (2, nil, 5), (2, 2, 5), (2, 2, nil),
      (3, nil, 6), (3, 3, 6), (3, 3, nil),
    ])
  + grid(
    iterations: .infinity,
    [
      (0, nil, .infinity), (0, 0, nil), (0, 0, nil), (2, nil, .infinity), (2, 2, nil),
      (2, 2, nil), (3, nil, .infinity), (3, 3, nil), (3, 3, nil),
    ])
  + [
    // End delay.
    WPTPhaseRow(duration: 100, endDelay: 50, before: 0, active: 0, after: 0),
    WPTPhaseRow(duration: 100, endDelay: -50, before: 0, active: 0, after: 0),
    WPTPhaseRow(duration: 100, endDelay: -100, before: 0, active: 0, after: 0),
    WPTPhaseRow(duration: 100, endDelay: -200, before: 0, active: 0, after: 0),
    WPTPhaseRow(iterationStart: 0.5, duration: 100, endDelay: 50, before: 0, active: 0, after: 1),
    WPTPhaseRow(iterationStart: 0.5, duration: 100, endDelay: -50, before: 0, active: 0, after: 1),
    WPTPhaseRow(
      iterationStart: 0.5, duration: 100, endDelay: -100, before: 0, active: 0, after: 0),
    WPTPhaseRow(iterations: 2, duration: 100, endDelay: -100, before: 0, active: 0, after: 1),
    WPTPhaseRow(
      iterations: 1, iterationStart: 2, duration: 100, endDelay: -50, before: 2, active: 2,
      after: 2),
    WPTPhaseRow(
      iterations: 1, iterationStart: 2, duration: 100, endDelay: -100, before: 2, active: 2,
      after: 2),
    // Negative playback rate.
    WPTPhaseRow(duration: 1, playbackRate: -1, before: 0, active: 0, after: 0),
    WPTPhaseRow(iterations: 2, duration: 1, playbackRate: -1, before: 0, active: 1, after: 1),
    WPTPhaseRow(duration: 0, playbackRate: -1, before: 0, after: 0),
    WPTPhaseRow(iterations: 0, duration: 0, playbackRate: -1, before: 0, after: 0),
  ]

/// simple-iteration-progress.html: `getComputedTiming().progress` with linear easing, fill
/// both.
let wptSimpleIterationProgressRows: [WPTPhaseRow] =
  grid(
    iterations: 0,
    [
      (0, nil, 0), (0, nil, 0), (0, nil, 0), (0.5, nil, 0.5), (0.5, nil, 0.5), (0.5, nil, 0.5),
      (0, nil, 0), (0, nil, 0), (0, nil, 0),
    ])
  + grid(
    iterations: 3,
    [
      (0, nil, 1), (0, 0, 1), (0, 0, nil), (0.5, nil, 0.5), (0.5, 0.5, 0.5), (0.5, 0.5, nil),
      (0, nil, 1), (0, 0, 1), (0, 0, nil),
    ])
  + grid(
    iterations: 3.5,
    [
      (0, nil, 0.5), (0, 0, 0.5), (0, 0, nil), (0.5, nil, 1), (0.5, 0.5, 1), (0.5, 0.5, nil),
      (0, nil, 0.5), (0, 0, 0.5), (0, 0, nil),
    ])
  + grid(
    iterations: .infinity,
    [
      (0, nil, 1), (0, 0, nil), (0, 0, nil), (0.5, nil, 0.5), (0.5, 0.5, nil),
      (0.5, 0.5, nil), (0, nil, 1), (0, 0, nil), (0, 0, nil),
    ])
  + [
    // End delay.
    WPTPhaseRow(duration: 100, endDelay: 50, before: 0, active: 0, after: 1),
    WPTPhaseRow(duration: 100, endDelay: -50, before: 0, active: 0, after: 0.5),
    WPTPhaseRow(duration: 100, endDelay: -100, before: 0, active: 0, after: 0),
    WPTPhaseRow(duration: 100, endDelay: -200, before: 0, active: 0, after: 0),
    WPTPhaseRow(
      iterationStart: 0.5, duration: 100, endDelay: 50, before: 0.5, active: 0.5, after: 0.5),
    WPTPhaseRow(
      iterationStart: 0.5, duration: 100, endDelay: -50, before: 0.5, active: 0.5, after: 0),
    WPTPhaseRow(
      iterationStart: 0.5, duration: 100, endDelay: -100, before: 0.5, active: 0.5, after: 0.5),
    WPTPhaseRow(iterations: 2, duration: 100, endDelay: -100, before: 0, active: 0, after: 0),
    WPTPhaseRow(
      iterations: 1, iterationStart: 2, duration: 100, endDelay: -50, before: 0, active: 0,
      after: 0.5),
    WPTPhaseRow(
      iterations: 1, iterationStart: 2, duration: 100, endDelay: -100, before: 0, active: 0,
      after: 0),
    // Negative playback rate.
    WPTPhaseRow(duration: 1, playbackRate: -1, before: 0, active: 1, after: 1),
    WPTPhaseRow(duration: 0, playbackRate: -1, before: 0, after: 1),
    WPTPhaseRow(iterations: 0, duration: 0, playbackRate: -1, before: 0, after: 0),
  ]

/// phases-and-states.html: (duration, delay, end delay, playback rate, [(current time, phase)]),
/// fill none.
let wptPhaseCases: [(Double, Double, Double, Double, [(Double, String)])] = [
  (1, 0, 0, 1, [(-1, "before"), (0, "active"), (1, "after")]),
  (1, 1, 0, 1, [(0, "before"), (1, "active"), (2, "after")]),
  (1, -1, 0, 1, [(-2, "before"), (-1, "before"), (0, "after")]),
  (1, 0, 1, 1, [(-1, "before"), (0, "active"), (1, "after"), (2, "after")]),
  (2, 0, -1, 1, [(-1, "before"), (0, "active"), (0.9, "active"), (1, "after")]),
  (1, 0, -1, 1, [(-1, "before"), (0, "after"), (1, "after")]),
  (1, 0, -2, 1, [(-2, "before"), (-1, "before"), (0, "after")]),
  (2, 1, -1, 1, [(0, "before"), (1, "active"), (2, "after")]),
  (1, -1, -1, 1, [(-2, "before"), (-1, "before"), (0, "after")]),
  (1, -1, -2, 1, [(-3, "before"), (-2, "before"), (-1, "before"), (0, "after")]),
  (1, 0, 0, -1, [(-1, "before"), (0, "before"), (1, "active"), (2, "after")]),
]

/// transformed-progress.html, the step boundary tables: (steps, position, direction,
/// iteration start, iterations, [(current time, progress)]); delay 1000, duration 1000, fill
/// both.
let wptStepProgressCases: [(Int, String, String, Double, Double, [(Double, Double)])] = [
  (
    2, "start", "normal", 0, 1,
    [(0, 0), (999, 0), (1000, 0.5), (1499, 0.5), (1500, 1), (2000, 1)]
  ),
  (
    2, "start", "reverse", 0, 1,
    [(0, 1), (1001, 1), (1500, 1), (1501, 0.5), (2000, 0), (2500, 0)]
  ),
  (
    2, "start", "normal", 0.25, 1,
    [
      (0, 0.5), (999, 0.5), (1000, 0.5), (1249, 0.5), (1250, 1), (1749, 1), (1750, 0.5),
      (2000, 0.5), (2500, 0.5),
    ]
  ),
  (
    2, "start", "normal", 0.5, 1,
    [(0, 0.5), (999, 0.5), (1000, 1), (1499, 1), (1500, 0.5), (2000, 1)]
  ),
  (
    2, "start", "reverse", 0.5, 1,
    [
      (0, 1), (1000, 1), (1001, 0.5), (1499, 0.5), (1500, 1), (1999, 1), (2000, 0.5),
      (2500, 0.5),
    ]
  ),
  (4, "start", "normal", 0.75, 1, [(0, 0.75), (999, 0.75), (1000, 1), (2000, 1), (2500, 1)]),
  (
    2, "start", "alternate", 1.5, 2,
    [(0, 1), (1000, 1), (1001, 0.5), (2999, 1), (3000, 0.5), (3500, 0.5)]
  ),
  (
    2, "start", "alternate-reverse", 0.5, 2,
    [(0, 1), (1000, 1), (1001, 0.5), (2999, 1), (3000, 0.5), (3500, 0.5)]
  ),
  (2, "end", "normal", 0, 1, [(0, 0), (999, 0), (1000, 0), (1499, 0), (1500, 0.5), (2000, 1)]),
  (
    2, "end", "normal", 0.5, 1,
    [(0, 0), (999, 0), (1000, 0.5), (1499, 0.5), (1500, 0), (1999, 0), (2000, 0.5), (2500, 0.5)]
  ),
  (
    2, "end", "normal", 0.75, 1,
    [
      (0, 0.5), (999, 0.5), (1000, 0.5), (1249, 0.5), (1250, 0), (1749, 0), (1750, 0.5),
      (2000, 0.5), (2500, 0.5),
    ]
  ),
  (
    2, "jump-both", "normal", 0, 1,
    [(0, 0), (999, 0), (1000, 1.0 / 3), (1499, 1.0 / 3), (1500, 2.0 / 3), (2000, 1)]
  ),
  (
    2, "jump-both", "normal", 0.5, 1,
    [
      (0, 1.0 / 3), (999, 1.0 / 3), (1000, 2.0 / 3), (1499, 2.0 / 3), (1500, 1.0 / 3),
      (1999, 1.0 / 3), (2000, 2.0 / 3), (2500, 2.0 / 3),
    ]
  ),
  (
    2, "jump-both", "normal", 0.75, 1,
    [
      (0, 2.0 / 3), (999, 2.0 / 3), (1000, 2.0 / 3), (1249, 2.0 / 3), (1250, 1.0 / 3),
      (1749, 1.0 / 3), (1750, 2.0 / 3), (2000, 2.0 / 3), (2500, 2.0 / 3),
    ]
  ),
  (2, "jump-none", "normal", 0, 1, [(0, 0), (1000, 0), (1499, 0), (1500, 1), (2000, 1)]),
  (
    2, "jump-none", "normal", 0.5, 1,
    [(0, 0), (999, 0), (1000, 1), (1499, 1), (1500, 0), (1999, 0), (2000, 1), (2500, 1)]
  ),
  (
    2, "jump-none", "normal", 0.75, 1,
    [
      (0, 1), (999, 1), (1000, 1), (1249, 1), (1250, 0), (1749, 0), (1750, 1), (2000, 1),
      (2500, 1),
    ]
  ),
]
