// The display-link driver, run frame by frame through frame(at:), which is what each display
// frame calls with the link's target timestamp. On Linux the stand-in link never fires.
import Easing
import Motion
import Testing
import Timeline

#if canImport(KineticsInteropOnStandIns)
  import KineticsInteropOnStandIns
#else
  import KineticsInterop
#endif

#if canImport(QuartzCore) && (os(iOS) || os(tvOS) || os(visionOS) || !canImport(Darwin))
  import QuartzCore

  @MainActor @Suite struct TimelineDisplayLinkTests {
    @Test func framesAdvanceTheTimelineAndCallTheHandler() {
      var shown: [Double] = []
      let driver = TimelineDisplayLink(
        frameRateRange: CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)
      ) { driver in shown.append(driver.values[0]) }
      let tween = Tween(from: 0.0, to: 320, duration: 0.3, curve: CubicBezier.easeOut)
      // Host time as a display link gives it: a day and a quarter second since boot.
      let start = 86_400.25
      driver.timeline.add(tween, atTime: start, output: 0)
      driver.start()
      for frame in 1...3 { driver.frame(at: start + Double(frame) / 120) }
      driver.stop()
      // The elapsed time is the difference of the two timestamps (exact, by Sterbenz's lemma),
      // not 1/120: the timestamp itself is rounded to a multiple of 2⁻³⁶ s.
      let expected = (1...3).map { tween.value(atElapsed: (start + Double($0) / 120) - start) }
      #expect(zip(shown, expected).allSatisfy { abs($0 - $1) <= 1e-12 }, "\(shown) \(expected)")
      #expect(driver.lastFrameTime == start + 3.0 / 120)
      #expect(driver.frameRateRange.preferred == 120)
    }
  }
#endif
