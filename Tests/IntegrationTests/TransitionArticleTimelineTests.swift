import Kinetics
import TestSupport
import Testing

// The engine of the article "Eight transitions on one timeline" (Timeline.docc), line for line.

/// One engine, one timeline, one buffer: every scenario adds its animations and reads its
/// outputs; a frame is one advance.
struct TimelineEngine {
  var timeline = AnimationTimeline()
  var values = [Double](repeating: 0, count: 48)
  var swipe = InteractiveTransition(duration: 0.35)
  var finger = VelocityTracker<Double>()
  let gesture = GestureRelease(distance: 390)

  // 1. The slide-in push on UIKit's spring: output 0 is the incoming view's x.
  mutating func push(at time: Double) {
    let spring = SpringCurve.uiKit(duration: 0.6, dampingRatio: 0.49, initialVelocity: 0.81)
    timeline.add(Tween(from: 390.0, to: 0, duration: 0.6, curve: spring), atTime: time, output: 0)
  }

  // 2. Rotate-in about the top-left corner: outputs 1…6 are the layer's transform.
  mutating func rotateIn(_ layer: inout LayerGeometry, at time: Double) {
    layer.setAnchorPoint(.zero)
    let quarterTurn = AffineTransform2D(rotationAngle: -.pi / 2)
    timeline.add(
      from: quarterTurn, to: .identity, duration: 0.6, curve: CubicBezier.easeOut, atTime: time,
      output: 1)
  }

  // 3. The snapshot zoom: one spring (output 7) drives the transform (8…13), the alpha (14)
  //    and the corner radius (15); the clip mask (16…19) springs alongside.
  mutating func zoom(_ snapshot: LayerGeometry, from cell: Rect2D, at time: Double) {
    timeline.add(SpringMotion(from: 0.0, to: 1, spring: .bouncy()), atTime: time, output: 7)
    let start = snapshot.transform(showingFrameAt: cell)
    timeline.map(output: 7, toTransformAt: 8, from: start, to: .identity)
    timeline.map(output: 7, to: 14, from: 0, to: 1, clampedTo: 0...1)
    timeline.map(output: 7, to: 15, from: 12, to: 0, clampedTo: 0 ... .infinity)
    let cropped = Rect2D(x: 0, y: 0, width: snapshot.bounds.width, height: snapshot.bounds.width)
    timeline.add(
      SpringMotion(from: cropped, to: snapshot.bounds, spring: .bouncy()), atTime: time,
      output: 16)
  }

  // 4. The story swipe: output 20 is the fraction, 21 the scale, 22 the corner radius.
  mutating func swipeMoved(translation: Double, at time: Double) {
    finger.add(translation, atTime: time)
    values[20] = gesture.progress(translation: translation)
    timeline.map(output: 20, to: 21, from: 1, to: 0.85)
    timeline.map(output: 20, to: 22, from: 0, to: 16, clampedTo: 0 ... .infinity)
  }

  mutating func swipeEnded(translation: Double, at time: Double) throws -> GestureRelease.Decision {
    finger.add(translation, atTime: time)
    let decision = try swipe.release(
      atTime: time, gesture: gesture, translation: translation,
      velocity: finger.velocity(atTime: time), timing: .spring(.snappy()))
    timeline.add(swipe.completion!, atTime: time, output: 20)
    return decision
  }

  // 5. The tab-bar slide (output 23), reversed where it is when the user taps back.
  mutating func tabSlide(at time: Double) -> AnimationTimeline.Handle {
    timeline.add(
      Tween(from: 0.0, to: 390, duration: 0.3, curve: CubicBezier.easeInOut), atTime: time,
      output: 23)
  }

  // 6. The card flip in perspective: outputs 24…43 are the card's 3D transform.
  mutating func flip(at time: Double) {
    let perspective = Transform3D.perspective(eyeDistance: 500)
    let back = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0).concatenating(perspective)
    timeline.add(
      from: perspective, to: back, duration: 0.5, curve: CubicBezier.easeInOut, atTime: time,
      output: 24)
  }

  // 7. The background crossfade in OkLCh: outputs 44…47 are the color's components.
  mutating func crossfade(from light: CSSColor, to accent: CSSColor, at time: Double) {
    let (from, to) = ColorPoint.endpoints(from: light, to: accent, in: .oklch)
    timeline.add(
      Tween(from: from.storage, to: to.storage, duration: 0.35, curve: CubicBezier.easeInOut),
      atTime: time, output: 44)
  }

  // Each frame: one call, then read what the layers show.
  mutating func frame(at time: Double) { timeline.advance(to: time, into: &values) }
  var rotation: AffineTransform2D { AffineTransform2D(timelineOutputs: values, startingAt: 1) }
  var zoomTransform: AffineTransform2D {
    AffineTransform2D(
      a: values[8], b: values[9], c: values[10], d: values[11], tx: values[12], ty: values[13])
  }
  var clip: Rect2D { Rect2D(timelineOutputs: values, startingAt: 16) }
  var card: Transform3D { Transform3D(timelineOutputs: values, startingAt: 24) }
  var background: ColorPoint {
    ColorPoint(space: .oklch, storage: SIMD4(timelineOutputs: values, startingAt: 44))
  }
}

// 8. One frame of 10,000 mixed animations: four springs, four curves, staggered starts.
func tenThousandAnimations(at time: Double) -> [Double] {
  var timeline = AnimationTimeline()
  let springs: [DampedSpring] = [
    .smooth(), .snappy(), .bouncy(), DampedSpring(response: 0.6, dampingRatio: 0.49),
  ]
  let curves = [
    AnyTimingCurve(CubicBezier.easeIn), AnyTimingCurve(CubicBezier.easeOut),
    AnyTimingCurve(Ease.bounceOut), AnyTimingCurve(Steps(4)),
  ]
  let stagger = Stagger(interval: 0.00002)
  for index in 0..<10_000 {
    let start = time + stagger.delay(ofIndex: index, count: 10_000)
    if index.isMultiple(of: 2) {
      timeline.add(
        SpringMotion(from: 0.0, to: 100, spring: springs[index / 2 % 4]), atTime: start,
        output: index)
    } else {
      let curve = curves[index / 2 % 4]
      timeline.add(
        Tween(from: 0.0, to: 100, duration: 0.5, curve: curve), atTime: start, output: index)
    }
  }
  var values: [Double] = []
  timeline.advance(to: time + 0.25, into: &values)
  return values
}

/// The article's numbers, each checked against a source outside the timeline: the motions'
/// own trajectories, Core Animation's interpolation in Affine, the gesture's rule, CSS Color 4
/// interpolation in Colors.
@Suite struct TransitionArticleTimelineTests {
  /// The push at 60 and 120 Hz: the same values at shared timestamps, 54.47 pt past its place
  /// at 0.2 s (the slide-in push article's figure, from 40-digit arithmetic), exactly 0 at the
  /// end.
  @Test func pushIsTheSameAtEveryFrameRate() {
    var at60 = TimelineEngine()
    var at120 = TimelineEngine()
    at60.push(at: 86_400)
    at120.push(at: 86_400)
    for frame in 0...72 {
      at120.frame(at: 86_400 + Double(frame) / 120)
      if frame.isMultiple(of: 2) {
        at60.frame(at: 86_400 + Double(frame / 2) / 60)
        #expect(at60.values[0] == at120.values[0], "frame \(frame)")
      }
      if frame == 24 { expectClose(at120.values[0], -54.47, absolute: 0.01) }
    }
    #expect(at120.values[0] == 0 && at60.values[0] == 0)
  }

  /// Rotate-in: Core Animation's interpolation of the quarter turn at ease-out's progress, the
  /// layer turning about its top-left corner, identity at the end.
  @Test func rotateInTurnsAboutTheCorner() {
    var engine = TimelineEngine()
    var layer = LayerGeometry(frame: Rect2D(x: 0, y: 0, width: 390, height: 844))
    engine.rotateIn(&layer, at: 0)
    #expect(layer.anchorPoint == .zero)
    engine.frame(at: 0.3)
    let expected = AffineTransform2D.interpolate(
      from: AffineTransform2D(rotationAngle: -.pi / 2), to: .identity,
      progress: CubicBezier.easeOut.value(at: 0.5))
    expectClose(engine.rotation.b, expected.b, absolute: 1e-14)
    expectClose(engine.rotation.a, expected.a, absolute: 1e-14)
    engine.frame(at: 0.6)
    #expect(engine.rotation == .identity)
  }

  /// The zoom: the bouncy spring overshoots, yet the alpha never leaves [0, 1] and the radius
  /// never goes below 0; the snapshot ends untransformed with its whole bounds shown.
  @Test func zoomDrivesEveryPropertyFromOneSpring() {
    var engine = TimelineEngine()
    let snapshot = LayerGeometry(frame: Rect2D(x: 0, y: 0, width: 375, height: 667))
    let cell = Rect2D(x: 20, y: 300, width: 100, height: 100)
    engine.zoom(snapshot, from: cell, at: 0)
    engine.frame(at: 0)
    let start = snapshot.transform(showingFrameAt: cell)
    #expect(engine.zoomTransform == start)
    #expect(engine.values[14] == 0 && engine.values[15] == 12)
    var overshot = false
    for frame in 1...240 {
      engine.frame(at: Double(frame) / 120)
      overshot = overshot || engine.values[7] > 1
      #expect((0...1).contains(engine.values[14]))
      #expect(engine.values[15] >= 0)
    }
    #expect(overshot)
    #expect(engine.zoomTransform == .identity)
    #expect(engine.clip == snapshot.bounds)
  }

  /// The story swipe, released at 0.6 of the width (finish: past half-way) and flicked at 0.2
  /// faster than 1500 pt/s (finish), as GestureRelease's rule says; the scale and radius follow
  /// the fraction, which ends exactly at 1.
  @Test func swipeReleasesAndFlicks() throws {
    for (release, speed) in [(0.6, 0.0), (0.2, 2000.0)] {
      var engine = TimelineEngine()
      let end = release * 390
      for step in 0...10 {
        let time = Double(step) / 60
        let translation =
          speed == 0 ? end * Double(step) / 10 : end - speed * (10 - Double(step)) / 60
        engine.swipeMoved(translation: max(translation, 0), at: time)
        engine.frame(at: time)
      }
      let decision = try engine.swipeEnded(translation: end, at: 10.0 / 60)
      #expect(decision.isFinishing)
      #expect(decision.progress == release)
      engine.frame(at: 10.0 / 60)
      expectClose(engine.values[21], 1 - 0.15 * release, absolute: 1e-12)
      engine.frame(at: 3)
      #expect(engine.values[20] == 1 && engine.values[21] == 0.85 && engine.values[22] == 16)
    }
  }

  /// The tab-bar slide reversed at 40 %: it never passes the point of reversal and ends at 0.
  @Test func tabSlideReversesWithoutOvershoot() throws {
    var engine = TimelineEngine()
    let slide = engine.tabSlide(at: 0)
    engine.frame(at: 0.12)
    let reversal = engine.values[23]
    try engine.timeline.reverse(slide, atTime: 0.12)
    for frame in 15...60 {
      engine.frame(at: Double(frame) / 120)
      #expect(engine.values[23] <= reversal)
    }
    #expect(engine.values[23] == 0)
  }

  /// The card flip: half-way the card is edge-on (a quarter turn about y: m11 = cos 90° = 0 to
  /// rounding), and Core Animation's 3D interpolation agrees at every frame.
  @Test func flipTurnsThroughEdgeOn() {
    var engine = TimelineEngine()
    engine.flip(at: 0)
    let perspective = Transform3D.perspective(eyeDistance: 500)
    let back = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0).concatenating(perspective)
    engine.frame(at: 0.25)
    expectClose(engine.card.m11, 0, absolute: 1e-15)
    for frame in 1..<60 {
      let time = Double(frame) / 120
      engine.frame(at: time)
      let expected = Transform3D.interpolate(
        from: perspective, to: back, progress: CubicBezier.easeInOut.value(at: time / 0.5))
      expectClose(engine.card.m11, expected.m11, absolute: 1e-13)
      expectClose(engine.card.m13, expected.m13, absolute: 1e-13)
      expectClose(engine.card.m34, expected.m34, absolute: 1e-15)
    }
  }

  /// The crossfade: half-way in time the background is CSS Color 4's OkLCh interpolation at
  /// ease-in-out's progress ½, shown in sRGB.
  @Test func crossfadeIsCSSInterpolation() throws {
    var engine = TimelineEngine()
    let light = try CSSColor(css: "#f2f2f7")
    let accent = try CSSColor(css: "#0a84ff")
    engine.crossfade(from: light, to: accent, at: 0)
    engine.frame(at: 0.175)
    let expected = CSSColor.interpolate(from: light, to: accent, progress: 0.5, in: .oklch)
    let shown = engine.background.color.displayableRGBA(in: .srgb)
    let reference = expected.displayableRGBA(in: .srgb)
    expectClose(shown.red, reference.red, absolute: 1e-12)
    expectClose(shown.green, reference.green, absolute: 1e-12)
    expectClose(shown.blue, reference.blue, absolute: 1e-12)
  }

  /// Ten thousand animations in one call: every value is its own trajectory's at the same
  /// elapsed time.
  @Test func tenThousandInOneCall() {
    let values = tenThousandAnimations(at: 50)
    #expect(values.count == 10_000)
    let stagger = Stagger(interval: 0.00002)
    let curves = [
      AnyTimingCurve(CubicBezier.easeIn), AnyTimingCurve(CubicBezier.easeOut),
      AnyTimingCurve(Ease.bounceOut), AnyTimingCurve(Steps(4)),
    ]
    let springs: [DampedSpring] = [
      .smooth(), .snappy(), .bouncy(), DampedSpring(response: 0.6, dampingRatio: 0.49),
    ]
    for index in stride(from: 0, to: 10_000, by: 37) {
      let elapsed = 50 + 0.25 - (50 + stagger.delay(ofIndex: index, count: 10_000))
      let expected =
        index.isMultiple(of: 2)
        ? SpringMotion(from: 0.0, to: 100, spring: springs[index / 2 % 4]).value(atElapsed: elapsed)
        : 100 * curves[index / 2 % 4].value(at: elapsed / 0.5)
      expectClose(values[index], expected, absolute: 1e-12 * 100, "index \(index)")
    }
  }
}
