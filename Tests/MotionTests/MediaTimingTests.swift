import Easing
import KineticsCore
import Motion
import Springs
import TestSupport
import Testing
import Foundation

@Suite struct MediaTimingTests {
  @Test func delayDurationAndFillModes() {
    let timing = MediaTiming(beginTime: 0.1, duration: 0.3, fillMode: .forwards)
    #expect(timing.state(atTime: 0).progress == nil)
    #expect(
      timing.state(atTime: 0.1)
        == .init(phase: .active, iteration: 0, progress: 0, isReversed: false))
    expectClose(timing.state(atTime: 0.25).progress!, 0.5, ulps: 4)
    #expect(timing.state(atTime: 0.4).phase == .after)
    #expect(timing.state(atTime: 0.4).progress == 1)
    #expect(timing.state(atTime: 100).progress == 1)
    let backwards = MediaTiming(beginTime: 1, duration: 2, fillMode: .backwards)
    #expect(backwards.state(atTime: 0).progress == 0)
    #expect(backwards.state(atTime: 3).progress == nil)
    let both = MediaTiming(beginTime: 1, duration: 2, fillMode: .both)
    #expect(both.state(atTime: 0).progress == 0 && both.state(atTime: 5).progress == 1)
  }

  /// Iteration boundaries: inside the active interval the next iteration starts at 0; at the
  /// end the last iteration shows its final progress (Web Animations).
  @Test func iterationBoundariesAreExact() {
    let timing = MediaTiming(duration: 1, repeatCount: 3, fillMode: .forwards)
    #expect(
      timing.state(atTime: 1) == .init(phase: .active, iteration: 1, progress: 0, isReversed: false)
    )
    #expect(
      timing.state(atTime: 2.5)
        == .init(phase: .active, iteration: 2, progress: 0.5, isReversed: false)
    )
    #expect(
      timing.state(atTime: 3) == .init(phase: .after, iteration: 2, progress: 1, isReversed: false))
    let fractional = MediaTiming(duration: 2, repeatCount: 2.5, fillMode: .forwards)
    #expect(
      fractional.state(atTime: 10)
        == .init(phase: .after, iteration: 2, progress: 0.5, isReversed: false))
  }

  @Test func autoreverseIsSymmetric() {
    let timing = MediaTiming(
      duration: 0.4, repeatCount: 2, autoreverses: true, fillMode: .forwards)
    checkProperty("mirror", .doubles(in: 0...0.4)) { t in
      let forward = timing.state(atTime: t).progress!
      let backward = timing.state(atTime: 0.8 - t).progress!
      return abs(forward - backward) <= 1e-15
    }
    #expect(timing.state(atTime: 0.6).isReversed)
    // After a whole number of autoreversing iterations the animation ends at its start.
    #expect(timing.state(atTime: 1.6).progress == 0 && timing.state(atTime: 1.6).isReversed)
  }

  @Test func progressIsContinuousWithinAnIteration() {
    let timing = MediaTiming(
      beginTime: 0.5, duration: 0.7, speed: 1.5, timeOffset: 0.1, repeatCount: 4)
    checkProperty("continuity", .doubles(in: 0.5...2.3)) { t in
      let (now, later) = (timing.state(atTime: t), timing.state(atTime: t + 1e-9))
      guard now.iteration == later.iteration, let a = now.progress, let b = later.progress else {
        return true
      }
      return abs(a - b) <= 1e-8
    }
  }

  @Test func speedZeroFreezesAndNegativeSpeedRunsBackward() {
    let frozen = MediaTiming(duration: 1, speed: 0, timeOffset: 0.25)
    #expect(frozen.state(atTime: 0).progress == 0.25 && frozen.state(atTime: 100).progress == 0.25)
    #expect(frozen.time(forProgress: 0.5) == nil)
    // Negative speed plays the active interval from its end back to its start.
    let backward = MediaTiming(duration: 1, speed: -1, fillMode: .both)
    #expect(backward.state(atTime: 0.25).progress == 0.75)
    #expect(backward.state(atTime: 1).phase == .after && backward.state(atTime: 1).progress == 0)
    #expect(backward.state(atTime: -1).phase == .before && backward.state(atTime: -1).progress == 1)
  }

  @Test func zeroDurationAndInfiniteRepeat() {
    let instant = MediaTiming(beginTime: 1, duration: 0, fillMode: .both)
    #expect(instant.state(atTime: 0.5).progress == 0)
    #expect(instant.state(atTime: 1).progress == 1)
    let forever = MediaTiming(duration: 0.5, repeatCount: .infinity)
    #expect(forever.state(atTime: 1e6 + 0.25).phase == .active)
    #expect(forever.state(atTime: 1e6 + 0.25).progress == 0.5)
  }

  @Test func timeForProgressInvertsTheClock() {
    let timing = MediaTiming(
      beginTime: 2, duration: 0.5, speed: 2, timeOffset: 0.1, repeatCount: 3)
    checkProperty("inverse", .zip(.doubles(in: 0...1), .doubles(in: 0...2.99))) {
      progress, iterationChoice in
      let iteration = Int(iterationChoice)
      // The offset starts the clock at progress 0.2 of iteration 0 and ends it there in
      // iteration 3: earlier (and later) moments are never shown.
      guard let time = timing.time(forProgress: progress, iteration: iteration) else {
        return (iteration == 0 && progress < 0.2) || (iteration == 3 && progress > 0.2)
      }
      // Local position of that moment, from the offset's start: independent of the clock.
      let expectedTime = 2 + ((Double(iteration) + progress) * 0.5 - 0.1) / 2
      guard abs(time - expectedTime) <= 1e-12 else { return false }
      // The state is checked away from the iteration's ends, where rounding may fall on
      // either side of the boundary.
      guard progress > 1e-9 && progress < 1 - 1e-9 else { return true }
      let state = timing.state(atTime: time)
      return state.iteration == iteration && abs(state.progress! - progress) <= 1e-11
    }
    #expect(timing.time(forProgress: 0.5, iteration: 4) == nil)
  }

  /// A simulated day of ticks at 120 Hz: iteration boundaries do not drift.
  @Test func aDayOfTicksHasNoDrift() {
    let timing = MediaTiming(duration: 0.25, repeatCount: .infinity)
    let day = 86_400.0
    #expect(
      timing.state(atTime: day)
        == .init(phase: .active, iteration: 345_600, progress: 0, isReversed: false))
    let state = timing.state(atTime: day + 0.125)
    #expect(state.iteration == 345_600 && abs(state.progress! - 0.5) < 1e-9)
  }

  @Test func curveAppliesAndStepsGetTheBeforeFlag() {
    let timing = MediaTiming(beginTime: 1, duration: 1, fillMode: .both)
    #expect(
      timing.value(atTime: 1.5, curve: CubicBezier.easeIn) == CubicBezier.easeIn.value(at: 0.5))
    // steps(1, start) shows 1 at progress 0, but 0 in the before phase (css-easing-1).
    #expect(timing.value(atTime: 0, curve: Steps(1, .start)) == 0)
    #expect(timing.value(atTime: 1, curve: Steps(1, .start)) == 1)
  }

  @Test func invalidParametersAreRejected() async {
    await #expect(processExitsWith: .failure) { _ = MediaTiming(duration: -1) }
    await #expect(processExitsWith: .failure) { _ = MediaTiming(duration: 1, repeatCount: -1) }
    await #expect(processExitsWith: .failure) { _ = MediaTiming(duration: .nan) }
    await #expect(processExitsWith: .failure) {
      _ = MediaTiming(duration: 1).state(atTime: .infinity)
    }
  }

  @Suite struct Edges {
    /// repeatDuration overrides repeatCount: 2.5 s of a 1 s animation ends half-way through its
    /// third iteration.
    @Test func repeatDurationSetsTheActiveInterval() {
      let timing = MediaTiming(
        duration: 1, repeatCount: 10, repeatDuration: 2.5, fillMode: .forwards)
      #expect(timing.activeDuration == 2.5)
      #expect(
        timing.state(atTime: 3)
          == .init(phase: .after, iteration: 2, progress: 0.5, isReversed: false))
    }

    /// A repeat count of 0 plays once, as Core Animation's default does; a zero duration is
    /// instantaneous whatever the repeat duration.
    @Test func zeroRepeatCountPlaysOnceAndZeroDurationIsInstant() {
      let once = MediaTiming(duration: 1, repeatCount: 0, fillMode: .forwards)
      #expect(once.activeDuration == 1)
      #expect(
        once.state(atTime: 0.5)
          == .init(phase: .active, iteration: 0, progress: 0.5, isReversed: false))
      #expect(
        once.state(atTime: 1) == .init(phase: .after, iteration: 0, progress: 1, isReversed: false))
      let instant = MediaTiming(duration: 0, repeatDuration: 1, fillMode: .forwards)
      #expect(instant.activeDuration == 0)
      #expect(
        instant.state(atTime: 0.5)
          == .init(phase: .after, iteration: 0, progress: 1, isReversed: false))
    }

    /// Apple's `timeOffset` example: with a duration of 5 s (frames A B C D E, one a second) and
    /// an offset of 2 s, the animation plays C D E A B, wrapping to its start, and is still active
    /// for 5 s.
    @Test func timeOffsetWrapsAsAppleDocumentsIt() {
      let timing = MediaTiming(duration: 5, timeOffset: 2, fillMode: .forwards)
      let frames = ["A", "B", "C", "D", "E"]
      let shown = (0..<5).map { second in
        frames[Int(timing.state(atTime: Double(second) + 0.5).progress! * 5)]
      }
      #expect(shown == ["C", "D", "E", "A", "B"])
      #expect(timing.activeDuration == 5)
      #expect(timing.state(atTime: 3).iteration == 1)
      #expect(timing.state(atTime: 5).phase == .after)
    }

    /// The largest finite repeat count means forever, as in Core Animation.
    @Test func greatestFiniteRepeatCountIsForever() {
      let forever = MediaTiming(duration: 1, repeatCount: .greatestFiniteMagnitude)
      #expect(forever.activeDuration == .infinity)
      #expect(
        forever.state(atTime: 1e12 + 0.5)
          == .init(
            phase: .active, iteration: 1_000_000_000_000, progress: 0.5, isReversed: false))
    }

    /// Far times and extreme fields: progress stays in [0, 1], iterations saturate, nothing traps
    /// (a sweep over the whole double range of each field).
    @Test func extremeFieldsStayInRange() {
      let far = MediaTiming(duration: 0.3, repeatCount: .infinity)
      let state = far.state(atTime: 1e17)
      #expect(state.phase == .active && (0...1).contains(state.progress!))
      let magnitudes = [
        0, .leastNonzeroMagnitude, 1e-308, 1e-9, 0.3, 1, 7, 1e9, 1e17, 1e300,
        1.7976931348623157e308,
      ]
      for duration in magnitudes {
        for speed in magnitudes.flatMap({ [$0, -$0] }) {
          for time in magnitudes.flatMap({ [$0, -$0] }) {
            for count in [0, 0.5, 3, 1e300, .infinity] {
              let timing = MediaTiming(
                duration: duration, speed: speed, timeOffset: duration / 3, repeatCount: count,
                autoreverses: count == 3, fillMode: .both)
              let state = timing.state(atTime: time)
              #expect(
                state.progress.map { (0...1).contains($0) } ?? true,
                "duration \(duration) speed \(speed) time \(time) count \(count)")
            }
          }
        }
      }
    }

    /// A TimingFunction wrapping steps() gets the before flag too.
    @Test func timingFunctionsForwardTheBeforeFlag() {
      let timing = MediaTiming(beginTime: 1, duration: 1, fillMode: .backwards)
      #expect(timing.value(atTime: 0, curve: TimingFunction.stepStart) == 0)
      #expect(TimingFunction.stepStart.value(at: 0, beforeFlag: false) == 1)
      #expect(
        TimingFunction.easeIn.value(at: 0.3, beforeFlag: true) == CubicBezier.easeIn.value(at: 0.3))
    }

    @Test func negativeRepeatDurationIsRejected() async {
      await #expect(processExitsWith: .failure) {
        _ = MediaTiming(duration: 1, repeatDuration: -1)
      }
    }
  }

  /// A negative time offset wraps within the cycle like a positive one: −0.25 of a 1 s cycle
  /// starts at progress 0.75.
  @Test func negativeOffsetsWrap() {
    let timing = MediaTiming(duration: 1, timeOffset: -0.25, repeatCount: .infinity)
    expectClose(timing.state(atTime: 0).progress!, 0.75, ulps: 1)
  }

  /// Iteration counts between 2⁶³ and 2⁶⁴ saturate at Int.max (10¹⁹ one-second cycles).
  @Test func iterationsBeyondIntSaturate() {
    let timing = MediaTiming(duration: 1, repeatCount: .infinity)
    #expect(timing.state(atTime: 1e19).iteration == .max)
  }
}
