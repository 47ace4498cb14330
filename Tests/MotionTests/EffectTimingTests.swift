import Easing
import KineticsCore
import Motion
import TestSupport
import Testing

@Suite struct EffectTimingTests {
  /// The three sample times WPT's effect-tests.js reads a per-phase table at (see the
  /// references' header), nil where the table gives no value.
  static func samples(_ row: WPTPhaseRow, _ timing: EffectTiming)
    -> [(time: Double, expected: Double?, label: String)]
  {
    let beforeActive = max(min(timing.delay, timing.endTime), 0)
    let activeAfter = max(min(timing.delay + timing.activeDuration, timing.endTime), 0)
    let forward = row.playbackRate >= 0
    return [
      (forward ? beforeActive - 1 : beforeActive, row.before, "before"),
      (forward ? beforeActive : activeAfter, row.active, "active boundary"),
      (forward ? activeAfter : activeAfter + 1, row.after, "after"),
    ]
  }

  static func timing(_ row: WPTPhaseRow) -> EffectTiming {
    EffectTiming(
      duration: row.duration, iterations: row.iterations, iterationStart: row.iterationStart,
      delay: row.delay, endDelay: row.endDelay, fill: .both)
  }

  /// Every row of a per-phase table: a value where the table gives one, and a table value for
  /// the active boundary exactly when the active duration is > 0 and for the after phase
  /// exactly when it is finite (the harness's own consistency checks).
  static func check(
    _ rows: [WPTPhaseRow], _ read: (EffectTiming.ComputedTiming) -> Double?
  ) {
    for row in rows {
      let timing = timing(row)
      #expect((row.active != nil) == (timing.activeDuration > 0), "\(row)")
      #expect((row.after != nil) == timing.activeDuration.isFinite, "\(row)")
      for (time, expected, label) in samples(row, timing) {
        guard let expected else { continue }
        let computed = timing.computedTiming(atLocalTime: time, playbackRate: row.playbackRate)
        #expect(read(computed) == expected, "\(label) of \(row)")
      }
    }
  }

  /// web-platform-tests current-iteration.html, every table.
  @Test func currentIterationMatchesWPT() {
    Self.check(wptCurrentIterationRows) { $0.currentIteration }
  }

  /// web-platform-tests simple-iteration-progress.html, every table (linear easing, so the
  /// progress is the simple iteration progress).
  @Test func simpleIterationProgressMatchesWPT() {
    Self.check(wptSimpleIterationProgressRows) { $0.progress }
    Self.check(wptSimpleIterationProgressRows) { $0.simpleIterationProgress }
  }

  /// web-platform-tests phases-and-states.html.
  @Test func phasesMatchWPT() {
    for (duration, delay, endDelay, rate, samples) in wptPhaseCases {
      let timing = EffectTiming(duration: duration, delay: delay, endDelay: endDelay)
      for (time, phase) in samples {
        let computed = timing.computedTiming(atLocalTime: time, playbackRate: rate)
        #expect(
          "\(computed.phase)" == phase, "t = \(time) of \(duration), \(delay), \(endDelay), \(rate)"
        )
      }
    }
    #expect(EffectTiming(duration: 1).computedTiming(atLocalTime: nil).phase == .idle)
  }

  /// web-platform-tests active-time.html (times in ms; `finish()` reads at the end time).
  @Test func activeTimeMatchesWPT() {
    let fills: [(EffectTiming.FillMode, Double?)] = [
      (.none, nil), (.backwards, 0), (.forwards, nil), (.both, 0),
    ]
    for (fill, progress) in fills {
      let timing = EffectTiming(duration: 0, delay: 1, fill: fill)
      #expect(timing.computedTiming(atLocalTime: 0).progress == progress, "\(fill)")
    }
    #expect(EffectTiming(duration: 1000).computedTiming(atLocalTime: 500).progress == 0.5)
    #expect(
      EffectTiming(duration: 1000, delay: 500).computedTiming(atLocalTime: 1000).progress == 0.5)
    #expect(
      EffectTiming(duration: 1000, delay: -500).computedTiming(atLocalTime: 0).progress == 0.5)
    #expect(EffectTiming(duration: 0).computedTiming(atLocalTime: 0).progress == nil)
    #expect(
      EffectTiming(duration: 0, fill: .backwards).computedTiming(atLocalTime: 0).progress == nil)
    // (end delay, expected iteration, expected progress); WPT compares the progress within
    // 0.0005 where it is not a whole number.
    let finished: [(Double, Double, Double)] = [
      (0, 2, 0.3), (4000, 2, 0.3), (-800, 1, 0.5), (-2500, 0, 0), (-4000, 0, 0),
    ]
    for (endDelay, iteration, progress) in finished {
      for fill in [EffectTiming.FillMode.forwards, .both] {
        let timing = EffectTiming(
          duration: 1000, iterations: 2.3, delay: 500, endDelay: endDelay, fill: fill)
        let end = timing.computedTiming(atLocalTime: timing.endTime)
        #expect(end.currentIteration == iteration, "end delay \(endDelay)")
        expectClose(end.progress!, progress, absolute: 0.0005)
      }
    }
    let endless = EffectTiming(duration: 0, iterations: .infinity, fill: .forwards)
    let end = endless.computedTiming(atLocalTime: endless.endTime)
    #expect(end.currentIteration == .infinity && end.progress == 1)
  }

  /// web-platform-tests transformed-progress.html, the step-boundary tables: the before flag
  /// and the direction applied before the easing.
  @Test func stepBoundariesMatchWPT() {
    for (count, position, direction, start, iterations, samples) in wptStepProgressCases {
      let timing = EffectTiming(
        duration: 1000, iterations: iterations, iterationStart: start, delay: 1000,
        direction: EffectTiming.PlaybackDirection(rawValue: direction)!, fill: .both,
        easing: Steps(count, Steps.Position(rawValue: position)!))
      for (time, progress) in samples {
        #expect(
          timing.computedTiming(atLocalTime: time).progress == progress,
          "t = \(time) of steps(\(count), \(position)) \(direction) from \(start)")
      }
    }
  }

  /// The intermediate quantities of one worked case (hand-computed:
  /// alternate from iteration 1.25, 100 ms iterations, 50 ms delay, at local time 200 ms the
  /// active time is 150, 1.5 iterations have passed since 0 plus 1.25 = 2.75, iteration 2 is
  /// even so it plays forwards at 0.75, eased by ease-in).
  @Test func workedCase() {
    let alternate = EffectTiming(
      duration: 100, iterations: 3, iterationStart: 1.25, delay: 50, direction: .alternate,
      easing: CubicBezier.easeIn)
    let computed = alternate.computedTiming(atLocalTime: 200)
    #expect(computed.phase == .active && computed.activeTime == 150)
    #expect(computed.overallProgress == 2.75 && computed.currentIteration == 2)
    #expect(computed.currentDirection == .forwards && computed.directedProgress == 0.75)
    #expect(computed.progress == CubicBezier.easeIn.value(at: 0.75))
    let reversed = alternate.computedTiming(atLocalTime: 260)  // iteration 3: backward
    #expect(reversed.currentIteration == 3 && reversed.currentDirection == .reverse)
    expectClose(reversed.directedProgress!, 0.65, ulps: 4)
    #expect(alternate.activeDuration == 300 && alternate.endTime == 350)
  }

  /// Every field's range, from the initializer, the validator and the setters alike.
  @Test func validation() throws {
    let rejected: [(Double, Double, Double, Double, Double, String)] = [
      (-1, 1, 0, 0, 0, "duration"), (.nan, 1, 0, 0, 0, "duration"),
      (1, -0.5, 0, 0, 0, "iterations"), (1, .nan, 0, 0, 0, "iterations"),
      (1, 1, -1, 0, 0, "iterationStart"), (1, 1, .infinity, 0, 0, "iterationStart"),
      (1, 1, 0, .infinity, 0, "delay"), (1, 1, 0, 0, .nan, "endDelay"),
    ]
    for (duration, iterations, start, delay, endDelay, parameter) in rejected {
      #expect(
        throws: ValidationError.self, "\(parameter)",
        performing: {
          try EffectTiming.validate(
            duration: duration, iterations: iterations, iterationStart: start, delay: delay,
            endDelay: endDelay)
        })
      do {
        try EffectTiming.validate(
          duration: duration, iterations: iterations, iterationStart: start, delay: delay,
          endDelay: endDelay)
      } catch { #expect(error.parameter == parameter && error.type == "EffectTiming") }
    }
    try EffectTiming.validate(
      duration: .infinity, iterations: .infinity, iterationStart: 0, delay: -1e308,
      endDelay: 1e308)
  }

  /// The whole double range: no NaN anywhere a field or a time accepts, progress in [0, 1]
  /// with linear easing, a whole or infinite iteration.
  @Test func wholeRangeGivesNoNaN() {
    let magnitudes: [Double] = [
      0, Double.leastNonzeroMagnitude, 1e-308, 1e-9, 0.5, 1, 3, 1e9, 1e300, 1e308,
      .greatestFiniteMagnitude,
    ]
    let durations = magnitudes + [.infinity]
    let signed = magnitudes + magnitudes.map { -$0 }
    let directions = EffectTiming.PlaybackDirection.allCases
    var checked = 0
    for duration in durations {
      for iterations in [0, 0.5, 1, 2.5, 1e300, .infinity] {
        for start in [0, 0.25, 3, 1e300] {
          for delay in [0, -1e308, 1e308, 1] {
            for endDelay in [0, -1e308, 1e308, -1] {
              let timing = EffectTiming(
                duration: duration, iterations: iterations, iterationStart: start, delay: delay,
                endDelay: endDelay, direction: directions[checked % 4], fill: .both)
              for time in [signed[checked % signed.count], delay, timing.endTime]
              where time.isFinite {
                for rate in [1.0, -1, 0] {
                  let computed = timing.computedTiming(atLocalTime: time, playbackRate: rate)
                  let progress = computed.progress!
                  #expect(progress >= 0 && progress <= 1, "\(timing) at \(time)")
                  let iteration = computed.currentIteration!
                  #expect(iteration.isInfinite || iteration == iteration.rounded(.down))
                  #expect(!computed.endTime.isNaN && !computed.activeDuration.isNaN)
                }
              }
              checked += 1
            }
          }
        }
      }
    }
    #expect(checked == durations.count * 6 * 4 * 4 * 4)
  }
}
