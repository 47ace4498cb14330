import Kinetics
import Testing

/// The Motion module's doc-comment examples, line for line (DocExampleCoverageTests checks that
/// they stay so).
@Suite struct DocExamplesMotion {
  @Test func clampedTrajectory() {
    let fade = SpringMotion(from: 0.0, to: 1, spring: .bouncy()).clampingValue(to: 0...1)
    expectPrinted(fade.value(atElapsed: 0.35), "1")
    expectPrinted(fade.base.value(atElapsed: 0.35), "1.0459…")
  }

  @Test func completionTiming() {
    let timings = [
      CompletionTiming.curve(CubicBezier.easeOut),
      CompletionTiming.uiKitSpring(dampingRatio: 0.8),
      CompletionTiming.spring(.snappy()),
    ]
    #expect(timings.count == 3)
  }

  @Test func decay() {
    let decay = Decay.normal
    expectPrinted(decay.rate, "0.998")
    expectPrinted(decay.projectedOffset(initialVelocity: 1000), "498.99…")
    expectPrinted(decay.offset(atElapsed: .infinity, initialVelocity: 1000), "498.99…")
  }

  @Test func decayMotion() {
    let fling = DecayMotion(from: 0.0, initialVelocity: 1000, decay: .normal)
    expectPrinted(fling.target, "498.99…")
    #expect(fling.value(atElapsed: 0.5) > 300)
  }

  @Test func gestureRelease() {
    let gesture = GestureRelease(distance: 390)
    expectPrinted(gesture.progress(translation: 240), "0.615…")
    let release = gesture.release(translation: 240, velocity: 300)
    #expect(release.isFinishing == true)
    expectPrinted(release.progressVelocity, "0.769…")
    let motion = gesture.springMotion(translation: 240, velocity: 300, spring: .snappy())
    #expect(motion.target == 1)
  }

  @Test func velocityTracker() {
    var tracker = VelocityTracker<Double>()
    for (time, x) in [(0.000, 0.0), (0.008, 4), (0.016, 8), (0.024, 12)] {
      tracker.add(x, atTime: time)
    }
    expectPrinted(tracker.velocity(atTime: 0.024), "500.0…")
    let gesture = GestureRelease(distance: 390)
    #expect(
      gesture.release(translation: 12, velocity: tracker.velocity(atTime: 0.024)).isFinishing
        == false)
  }

  @Test func relativeVelocity() {
    let velocity = SIMD2<Double>(100, -50), remaining = SIMD2<Double>(200, -100)
    expectPrinted(
      GestureRelease.relativeVelocity(velocity, remaining: remaining), "SIMD2<Double>(0.5, 0.5)")
  }

  @Test func interactiveTransition() throws {
    var transition = InteractiveTransition(duration: 0.3)
    let gesture = GestureRelease(distance: 390)
    try transition.update(fractionComplete: gesture.progress(translation: 234))
    expectPrinted(transition.fractionComplete(atTime: 0), "0.6")
    try transition.release(
      atTime: 10, gesture: gesture, translation: 234, velocity: 600,
      timing: .spring(.snappy()))
    expectPrinted(transition.fractionComplete(atTime: 10), "0.6")
    expectPrinted(transition.fractionVelocity(atTime: 10), "1.538…")
    #expect(transition.fractionComplete(atTime: 20) == 1)
  }

  @Test func keyframes() throws {
    let curve = KeyframeCurve(values: [0.0, 120, 100], keyTimes: [0, 0.7, 1])
    let rise = KeyframeAnimation(keyframes: curve, duration: 0.5)
    expectPrinted(rise.value(atElapsed: 0.35), "120")
  }

  @Test func keyframeCurve() throws {
    let rise = KeyframeCurve(
      values: [0.0, 120, 100], keyTimes: [0, 0.7, 1],
      timingFunctions: [CubicBezier.easeOut, Ease.backOut])
    expectPrinted(rise.value(at: 0.7), "120")
  }

  @Test func mediaTiming() {
    let timing = MediaTiming(beginTime: 0.5, duration: 2, fillMode: .forwards)
    expectPrinted(timing.state(atTime: 1.5).progress, "0.5")
    expectPrinted(timing.state(atTime: 9).progress, "1")
  }

  @Test func effectTiming() {
    let timing = EffectTiming(duration: 1, iterations: 2.3, delay: 0.5, fill: .forwards)
    let end = timing.computedTiming(atLocalTime: 9)
    expectPrinted(end.currentIteration, "2")
    expectPrinted(end.simpleIterationProgress, "0.2999…")
  }

  @Test func propertyAnimation() throws {
    let shake = PropertyAnimation(
      keyframes: KeyframeCurve(
        values: [0.0, 10, -10, 10, 0],
        keyTimes: [0, 1 / 6.0, 3 / 6.0, 5 / 6.0, 1]),
      timing: MediaTiming(duration: 0.4), isAdditive: true)
    expectPrinted(shake.presentationValue(atTime: 0.2, modelValue: 100), "90")
    expectPrinted(shake.presentationValue(atTime: 1, modelValue: 100), "100")
  }

  @Test func restTolerance() {
    let fraction = RestTolerance.unit
    expectPrinted((fraction.displacement, fraction.velocity), "(0.001, 0.0625)")
    let points = RestTolerance(minimumVisibleChange: 1.0 / 3)
    expectPrinted((points.displacement, points.velocity), "(0.25, 15.625)")
  }

  @Test func rubberBanding() {
    expectPrinted(rubberBand(offset: 100, dimension: 844), "51.63…")
  }

  @Test func springMotion() {
    let motion = SpringMotion(from: 0.0, to: 320, spring: .snappy(), initialVelocity: 800)
    _ = motion.value(atElapsed: 0.1)
    #expect(motion.completionTime.map { $0 > 0.5 && $0 < 2 } == true)
  }

  @Test func trajectory() {
    let motion = SpringMotion(from: 0.0, to: 320, spring: .bouncy())
    _ = motion.value(atElapsed: 0.1)
    _ = motion.velocity(atElapsed: 0.1)
    _ = motion.isComplete(atElapsed: 2)
    let turned = motion.retargeted(to: 0, atElapsed: 0.1)
    #expect(turned.value(atElapsed: 0) == motion.value(atElapsed: 0.1))
  }

  @Test func tween() {
    let slide = Tween(from: 0.0, to: 320, duration: 0.3, curve: CubicBezier.easeOut)
    #expect(slide.value(atElapsed: 0.15) > 160)
    #expect(slide.isComplete(atElapsed: 0.3) == true)
  }

  @Test func coreAnimationKeyframes() throws {
    let bounce = SpringMotion(from: 0.0, to: 1, spring: .bouncy())
    let baked = try CoreAnimationKeyframes(approximating: bounce, maximumError: 1e-3)
    expectPrinted(baked.values.count, "6")
    expectPrinted(baked.keyTimes.last, "1")
  }

  @Test func mappedKeyframes() throws {
    let progress = SpringMotion(from: 0.0, to: 1, spring: .snappy())
    let keys = try CoreAnimationKeyframes(approximating: progress, maximumError: 1e-4)
    let slide = keys.mapped(from: 390, to: 0)
    expectPrinted(slide.values.first, "390.0")
    expectPrinted(slide.values.last, "0.0")
  }
}
