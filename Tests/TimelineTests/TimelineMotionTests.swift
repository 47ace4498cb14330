import Affine
import Easing
import KineticsCore
import Motion
import Springs
import Testing
import Timeline

/// A timeline's animation taken out in flight (`AnimationTimeline.motion(of:from:)`), checked
/// against the timeline's own frames — springs there run in the vector kernels, a separate
/// computation from the scalar trajectory the motion reads — and against the scalar motions the
/// animation was made of.
@Suite struct TimelineMotionTests {
  /// A slide retargeted mid-flight by carrying its velocity, taken out 0.125 s later: frame by
  /// frame the motion shows what the timeline writes (within 4 ulps of the 390-point scale),
  /// and it completes at the frame where the timeline reports the animation finished. The
  /// clock times are multiples of 1/128 s, so that both count the same elapsed times exactly;
  /// at 120 Hz they differ by a rounding of the clock (1.4e-14 s near 100 s) times the
  /// velocity.
  @Test func followsTheTimelineToCompletion() throws {
    var timeline = AnimationTimeline()
    var values = [0.0]
    let slide = timeline.add(
      SpringMotion(from: 0.0, to: 390, spring: .bouncy()), atTime: 100, output: 0)
    try timeline.retarget(
      slide, to: 0, atTime: 100.125, policy: .carryingVelocity(into: .snappy()))
    let taken = 100.25
    let motion = try timeline.motion(of: slide, from: taken)
    #expect(motion.target == 0)
    let completion = try #require(motion.completionTime)
    var finishedAt: Double?
    for frame in 0..<640 {
      let elapsed = Double(frame) / 128
      timeline.advance(to: taken + elapsed, into: &values)
      if timeline.completions.contains(where: { $0.handle == slide && $0.reason == .finished }) {
        finishedAt = elapsed
        #expect(values[0] == motion.target)
        break
      }
      #expect(!motion.isComplete(atElapsed: elapsed))
      #expect(abs(values[0] - motion.value(atElapsed: elapsed)) <= 4 * Double(390).ulp)
    }
    let finished = try #require(finishedAt)
    #expect(motion.isComplete(atElapsed: finished))
    #expect(completion <= finished && finished < completion + 1.0 / 128)
  }

  /// A tween reversed at 0.375 s retraces its curve: taken at 0.5 s it shows the tween at
  /// 0.25 s and reaches the start 0.25 s later (times in binary fractions, so that the
  /// elapsed times are exact). A paused animation holds its value and never completes.
  @Test func reversedAndPausedAnimations() throws {
    var timeline = AnimationTimeline()
    let tween = Tween(from: 0.0, to: 100, duration: 1, curve: AnyTimingCurve(CubicBezier.easeInOut))
    let reversed = timeline.add(tween, atTime: 0, output: 0)
    try timeline.reverse(reversed, atTime: 0.375)
    let back = try timeline.motion(of: reversed, from: 0.5)
    #expect(back.value(atElapsed: 0) == tween.value(atElapsed: 0.25))
    #expect(back.value(atElapsed: 0.125) == tween.value(atElapsed: 0.125))
    #expect(back.velocity(atElapsed: 0.125) == -tween.velocity(atElapsed: 0.125))
    #expect(back.completionTime == 0.25 && back.target == 0)
    #expect(!back.isComplete(atElapsed: 0.24) && back.isComplete(atElapsed: 0.25))

    let paused = timeline.add(tween, atTime: 0, output: 1)
    try timeline.pause(paused, atTime: 0.2)
    let held = try timeline.motion(of: paused, from: 5)
    #expect(held.value(atElapsed: 0) == tween.value(atElapsed: 0.2))
    #expect(held.value(atElapsed: 60) == tween.value(atElapsed: 0.2))
    #expect(held.velocity(atElapsed: 1) == 0)
    #expect(held.completionTime == nil && !held.isComplete(atElapsed: 1e9))
  }

  /// Taken after its end, an animation is complete at once: completion time 0, at its target.
  @Test func takenAfterItsEnd() throws {
    var timeline = AnimationTimeline()
    let tween = Tween(from: 10.0, to: 20, duration: 0.5, curve: AnyTimingCurve(CubicBezier.easeOut))
    let handle = timeline.add(tween, atTime: 1, output: 0)
    let late = try timeline.motion(of: handle, from: 3)
    #expect(late.completionTime == 0 && late.isComplete(atElapsed: 0))
    #expect(late.value(atElapsed: 0) == 20)
  }

  /// Retargeting the taken motion retargets the animation as its kind does: a spring from the
  /// value and velocity at the switch (elapsed times in binary fractions: exact).
  @Test func retargetsAsItsKind() throws {
    var timeline = AnimationTimeline()
    let spring = SpringMotion(from: 0.0, to: 1, spring: .smooth(), initialVelocity: 3)
    let handle = timeline.add(spring, atTime: 10, output: 0)
    let motion = try timeline.motion(of: handle, from: 10.125)
    let turned = motion.retargeted(to: -1, atElapsed: 0.125)
    let expected = spring.retargeted(to: -1, atElapsed: 0.25)
    for elapsed in [0.0, 0.1, 0.3, 0.9] {
      #expect(turned.value(atElapsed: elapsed) == expected.value(atElapsed: elapsed))
      #expect(turned.velocity(atElapsed: elapsed) == expected.velocity(atElapsed: elapsed))
    }
    #expect(turned.target == -1 && turned.completionTime == expected.completionTime)
  }

  /// Stale, foreign and several-lane handles are refused, as every read by handle is.
  @Test func refusesHandlesItCannotRead() throws {
    var timeline = AnimationTimeline()
    let removed = timeline.add(
      SpringMotion(from: 0.0, to: 1, spring: .smooth()), atTime: 0, output: 0)
    try timeline.remove(removed)
    #expect(throws: TimelineError(kind: .staleHandle, handle: removed)) {
      try timeline.motion(of: removed, from: 0)
    }
    var other = AnimationTimeline()
    let foreign = other.add(SpringMotion(from: 0.0, to: 1, spring: .smooth()), atTime: 0, output: 0)
    #expect(throws: TimelineError(kind: .foreignHandle, handle: foreign)) {
      try timeline.motion(of: foreign, from: 0)
    }
    let point = timeline.add(
      SpringMotion(from: Point2D(x: 0, y: 0), to: Point2D(x: 1, y: 1), spring: .smooth()),
      atTime: 0, output: 2)
    #expect(throws: TimelineError(kind: .wrongValueType, handle: point)) {
      try timeline.motion(of: point, from: 0)
    }
  }

  /// One driver, a progress spring mapped onto a slide from 390 to 0 points, baked from mid
  /// flight for Core Animation: the driver's keyframes, mapped, play within 390 × 1e-4 points
  /// of what the timeline writes to the slide's output, every millisecond until well after
  /// the end (Core Animation's model value, the target, showing after the keys). The driver
  /// settles within 1e-6 of progress, so that the timeline's snap to the target at completion
  /// (at most its tolerance) stays inside the bound; with the unit tolerance (1e-3) the snap
  /// alone moves the slide by up to 0.39 points.
  @Test func aDriverAndItsMappedOutputBakeOnce() throws {
    var timeline = AnimationTimeline()
    var values = [0.0, 0.0]
    let settling = RestTolerance(displacement: 1e-6, velocity: 1e-5)
    let driver = timeline.add(
      SpringMotion(from: 0.0, to: 1, spring: .bouncy(), tolerance: settling), atTime: 50,
      output: 0)
    timeline.map(output: 0, to: 1, from: 390, to: 0)
    let taken = 50.05
    let keys = try CoreAnimationKeyframes(
      approximating: timeline.motion(of: driver, from: taken), maximumError: 1e-4)
    let slide = keys.mapped(from: 390, to: 0)
    #expect(slide.keyTimes == keys.keyTimes && slide.timingFunctions == keys.timingFunctions)
    let played = slide.animation
    var largest = 0.0
    for millisecond in 0...Int(2000 * slide.duration) {
      let elapsed = Double(millisecond) / 1000
      timeline.advance(to: taken + elapsed, into: &values)
      let shown = elapsed < slide.duration ? played.value(atElapsed: elapsed) : slide.values.last!
      largest = max(largest, abs(shown - values[1]))
    }
    #expect(largest <= 390 * (1e-4 + 1e-6))
    #expect(largest > 390 * 1e-6)  // a real approximation, not a sample per millisecond
  }
}
