// The examples of Motion's article "Hand a spring to Core Animation", run as written: on Apple
// platforms against Core Animation, on Linux through the stand-in and Kinetics' keyframe model.
import Motion
import Springs
import Testing
import Timeline

#if canImport(KineticsInteropOnStandIns)
  import KineticsInteropOnStandIns
#else
  import KineticsInterop
#endif

#if canImport(QuartzCore)
  import QuartzCore

  @Suite struct DocExamplesInterop {
    @Test func handASpringToCoreAnimation() throws {
      let spring = DampedSpring(uiKitDuration: 0.6, dampingRatio: 0.49, initialVelocity: 0.81)
      let push = SpringMotion(from: 0.0, to: 1, spring: spring, initialVelocity: 0.81)
      let keys = try CoreAnimationKeyframes(approximating: push, maximumError: 1e-3)
      #expect(keys.values.count == 9)
      // The prose: "0.73 s of motion".
      #expect(abs(keys.duration - 0.73) < 0.005)
      let animation = CAKeyframeAnimation(keyPath: "transform.scale", keyframes: keys)
      #expect(animation.duration == keys.duration)
      let played = keys.animation
      let error = abs(played.value(atElapsed: 0.2) - push.value(atElapsed: 0.2))
      #expect(error < 1e-3)
    }

    /// The article's in-flight hand-over: the mapped keys follow the slide the timeline would
    /// have shown (sampled every 5 ms) within 390 × 1e-4 points plus the timeline's snap at
    /// completion (the unit tolerance, 1e-3 of progress: up to 0.39 points).
    @Test func handAnAnimationInFlightToCoreAnimation() throws {
      var timeline = AnimationTimeline()
      let progress = SpringMotion(from: 0.0, to: 1, spring: .bouncy())
      let driver = timeline.add(progress, atTime: 50, output: 0)
      timeline.map(output: 0, to: 1, from: 390, to: 0)
      let inFlight = try timeline.motion(of: driver, from: 50.05)
      let progressKeys = try CoreAnimationKeyframes(approximating: inFlight, maximumError: 1e-4)
      let slide = progressKeys.mapped(from: 390, to: 0)
      let handOver = CAKeyframeAnimation(keyPath: "position.x", keyframes: slide)
      var stayed = timeline  // what the timeline would have shown had it kept the animation
      try timeline.remove(driver)
      #expect(timeline.count == 0)
      #expect(handOver.keyPath == "position.x" && handOver.duration == slide.duration)
      var shown = [0.0, 0.0]
      var largest = 0.0
      for step in 0...Int(400 * slide.duration) {
        let elapsed = Double(step) / 200
        stayed.advance(to: 50.05 + elapsed, into: &shown)
        let played =
          elapsed < slide.duration ? slide.animation.value(atElapsed: elapsed) : slide.values.last!
        largest = max(largest, abs(played - shown[1]))
      }
      #expect(largest <= 390 * (1e-4 + 1e-3))
    }
  }
#endif

#if canImport(QuartzCore) && (os(iOS) || os(tvOS) || os(visionOS) || !canImport(Darwin))
  /// What the frame handler moves: a view's center, here a plain object.
  @MainActor final class Card { var center = CGPoint.zero }

  @MainActor @Suite struct DocExamplesDisplayLink {
    @Test func timelineDisplayLink() {
      let card = Card()
      let push = SpringMotion(from: 0.0, to: 390, spring: .snappy())
      let driver = TimelineDisplayLink(
        frameRateRange: CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)
      ) { driver in
        card.center.x = driver.values[0]
      }
      driver.timeline.add(push, atTime: CACurrentMediaTime(), output: 0)
      driver.start()
      driver.stop()
      // One frame rendered by hand at the spring's settling time: the card shows the target.
      let settled = CACurrentMediaTime() + push.completionTime! + 1
      driver.frame(at: settled)
      #expect(card.center.x == 390)
    }
  }
#endif
