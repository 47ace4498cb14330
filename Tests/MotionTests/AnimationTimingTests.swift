import Kinetics
import TestSupport
import Testing

@Suite struct AnimationTimingTests {
  @Test func delayDurationAndFillModes() {
    let timing = AnimationTiming(beginTime: 0.1, duration: 0.3, fillMode: .forwards)
    #expect(timing.state(at: 0).progress == nil)
    #expect(
      timing.state(at: 0.1) == .init(phase: .active, iteration: 0, progress: 0, isReversed: false))
    expectClose(timing.state(at: 0.25).progress!, 0.5, ulps: 4)
    #expect(timing.state(at: 0.4).phase == .after)
    #expect(timing.state(at: 0.4).progress == 1)
    #expect(timing.state(at: 100).progress == 1)
    let backwards = AnimationTiming(beginTime: 1, duration: 2, fillMode: .backwards)
    #expect(backwards.state(at: 0).progress == 0)
    #expect(backwards.state(at: 3).progress == nil)
    let both = AnimationTiming(beginTime: 1, duration: 2, fillMode: .both)
    #expect(both.state(at: 0).progress == 0 && both.state(at: 5).progress == 1)
  }

  /// Iteration boundaries: inside the active interval the next iteration starts at 0; at the
  /// end the last iteration shows its final progress (Web Animations).
  @Test func iterationBoundariesAreExact() {
    let timing = AnimationTiming(duration: 1, repeatCount: 3, fillMode: .forwards)
    #expect(
      timing.state(at: 1) == .init(phase: .active, iteration: 1, progress: 0, isReversed: false))
    #expect(
      timing.state(at: 2.5) == .init(phase: .active, iteration: 2, progress: 0.5, isReversed: false)
    )
    #expect(
      timing.state(at: 3) == .init(phase: .after, iteration: 2, progress: 1, isReversed: false))
    let fractional = AnimationTiming(duration: 2, repeatCount: 2.5, fillMode: .forwards)
    #expect(
      fractional.state(at: 10)
        == .init(phase: .after, iteration: 2, progress: 0.5, isReversed: false))
  }

  @Test func autoreverseIsSymmetric() {
    let timing = AnimationTiming(
      duration: 0.4, repeatCount: 2, autoreverses: true, fillMode: .forwards)
    checkProperty("mirror", .doubles(in: 0...0.4)) { t in
      let forward = timing.state(at: t).progress!
      let backward = timing.state(at: 0.8 - t).progress!
      return abs(forward - backward) <= 1e-15
    }
    #expect(timing.state(at: 0.6).isReversed)
    // After a whole number of autoreversing iterations the animation ends at its start.
    #expect(timing.state(at: 1.6).progress == 0 && timing.state(at: 1.6).isReversed)
  }

  @Test func progressIsContinuousWithinAnIteration() {
    let timing = AnimationTiming(
      beginTime: 0.5, duration: 0.7, speed: 1.5, timeOffset: 0.1, repeatCount: 4)
    checkProperty("continuity", .doubles(in: 0.5...2.3)) { t in
      let (now, later) = (timing.state(at: t), timing.state(at: t + 1e-9))
      guard now.iteration == later.iteration, let a = now.progress, let b = later.progress else {
        return true
      }
      return abs(a - b) <= 1e-8
    }
  }

  @Test func speedZeroFreezesAndNegativeSpeedRunsBackward() {
    let frozen = AnimationTiming(duration: 1, speed: 0, timeOffset: 0.25)
    #expect(frozen.state(at: 0).progress == 0.25 && frozen.state(at: 100).progress == 0.25)
    #expect(frozen.time(forProgress: 0.5) == nil)
    let backward = AnimationTiming(duration: 1, speed: -1, timeOffset: 1, fillMode: .both)
    #expect(backward.state(at: 0.25).progress == 0.75)
  }

  @Test func zeroDurationAndInfiniteRepeat() {
    let instant = AnimationTiming(beginTime: 1, duration: 0, fillMode: .both)
    #expect(instant.state(at: 0.5).progress == 0)
    #expect(instant.state(at: 1).progress == 1)
    let forever = AnimationTiming(duration: 0.5, repeatCount: .infinity)
    #expect(forever.state(at: 1e6 + 0.25).phase == .active)
    #expect(forever.state(at: 1e6 + 0.25).progress == 0.5)
  }

  @Test func timeForProgressInvertsTheClock() {
    let timing = AnimationTiming(
      beginTime: 2, duration: 0.5, speed: 2, timeOffset: 0.1, repeatCount: 3)
    checkProperty("inverse", .zip(.doubles(in: 0...1), .doubles(in: 0...1.99))) {
      progress, iterationChoice in
      let iteration = Int(iterationChoice)
      guard let time = timing.time(forProgress: progress, iteration: iteration) else {
        return false
      }
      // The local time is right to rounding; the state is checked away from the iteration's
      // ends, where rounding may legitimately fall on either side of the boundary.
      let expectedLocal = (Double(iteration) + progress) * 0.5
      guard abs(timing.localTime(at: time) - expectedLocal) <= 1e-12 else { return false }
      guard progress > 1e-9 && progress < 1 - 1e-9 else { return true }
      let state = timing.state(at: time)
      return state.iteration == iteration && abs(state.progress! - progress) <= 1e-11
    }
    #expect(timing.time(forProgress: 0.5, iteration: 3) == nil)
  }

  /// A simulated day of ticks at 120 Hz: iteration boundaries do not drift.
  @Test func aDayOfTicksHasNoDrift() {
    let timing = AnimationTiming(duration: 0.25, repeatCount: .infinity)
    let day = 86_400.0
    #expect(
      timing.state(at: day)
        == .init(phase: .active, iteration: 345_600, progress: 0, isReversed: false))
    let state = timing.state(at: day + 0.125)
    #expect(state.iteration == 345_600 && abs(state.progress! - 0.5) < 1e-9)
  }

  @Test func curveAppliesAndStepsGetTheBeforeFlag() {
    let timing = AnimationTiming(beginTime: 1, duration: 1, fillMode: .both)
    #expect(timing.value(at: 1.5, curve: CubicBezier.easeIn) == CubicBezier.easeIn.value(at: 0.5))
    // steps(1, start) shows 1 at progress 0, but 0 in the before phase (css-easing-1).
    #expect(timing.value(at: 0, curve: Steps(1, .start)) == 0)
    #expect(timing.value(at: 1, curve: Steps(1, .start)) == 1)
  }

  @Test func invalidParametersAreRejected() async {
    await #expect(processExitsWith: .failure) { _ = AnimationTiming(duration: -1) }
    await #expect(processExitsWith: .failure) { _ = AnimationTiming(duration: 1, repeatCount: -1) }
    await #expect(processExitsWith: .failure) { _ = AnimationTiming(duration: .nan) }
    await #expect(processExitsWith: .failure) {
      _ = AnimationTiming(duration: 1).state(at: .infinity)
    }
  }
}

@Suite struct AnimationTimingEdgeTests {
  /// repeatDuration overrides repeatCount: 2.5 s of a 1 s animation ends half-way through its
  /// third iteration.
  @Test func repeatDurationSetsTheActiveInterval() {
    let timing = AnimationTiming(
      duration: 1, repeatCount: 10, repeatDuration: 2.5, fillMode: .forwards)
    #expect(timing.activeDuration == 2.5)
    #expect(
      timing.state(at: 3) == .init(phase: .after, iteration: 2, progress: 0.5, isReversed: false))
  }

  /// A zero repeat count shows the start when filled forwards; a zero duration with a repeat
  /// duration stays at its start while active.
  @Test func emptyIntervals() {
    let none = AnimationTiming(duration: 1, repeatCount: 0, fillMode: .forwards)
    #expect(
      none.state(at: 0.5) == .init(phase: .after, iteration: 0, progress: 0, isReversed: false))
    let instant = AnimationTiming(duration: 0, repeatDuration: 1)
    #expect(
      instant.state(at: 0.5) == .init(phase: .active, iteration: 0, progress: 0, isReversed: false))
  }

  /// A TimingFunction wrapping steps() gets the before flag too.
  @Test func timingFunctionsForwardTheBeforeFlag() {
    let timing = AnimationTiming(beginTime: 1, duration: 1, fillMode: .backwards)
    #expect(timing.value(at: 0, curve: TimingFunction.stepStart) == 0)
    #expect(TimingFunction.stepStart.value(at: 0, beforeFlag: false) == 1)
    #expect(
      TimingFunction.easeIn.value(at: 0.3, beforeFlag: true) == CubicBezier.easeIn.value(at: 0.3))
  }

  @Test func negativeRepeatDurationIsRejected() async {
    await #expect(processExitsWith: .failure) {
      _ = AnimationTiming(duration: 1, repeatDuration: -1)
    }
  }
}
