import Kinetics
import Testing

/// The Timeline module's doc-comment examples, line for line (DocExampleCoverageTests checks
/// that they stay so).
@Suite struct DocExamplesTimeline {
  @Test func animationTimeline() {
    var timeline = AnimationTimeline()
    var values = [0.0, 0.0]
    let spring = DampedSpring(response: 0.6, dampingRatio: 0.49)
    timeline.add(SpringMotion(from: 0.0, to: 390, spring: spring), atTime: 86_400, output: 0)
    timeline.add(
      Tween(from: 0.0, to: 1, duration: 0.3, curve: CubicBezier.easeOut),
      atTime: 86_400.1, output: 1)
    timeline.advance(to: 86_400.25, into: &values)
    expectPrinted(values[1], "0.6846…")
    timeline.advance(to: 86_404, into: &values)
    expectPrinted(timeline.completions.count, "2")
    expectPrinted(values, "[390.0, 1.0]")
  }

  @Test func timelineMotion() throws {
    var timeline = AnimationTimeline()
    let slide = timeline.add(
      SpringMotion(from: 0.0, to: 390, spring: .snappy()), atTime: 100, output: 0)
    try timeline.retarget(slide, to: 0, atTime: 100.1, policy: .carryingVelocity(into: .snappy()))
    let rest = try timeline.motion(of: slide, from: 100.2)
    expectPrinted(rest.value(atElapsed: 0), "155.324…")
    expectPrinted(rest.target, "0.0")
  }

  @Test func webAnimation() {
    var timeline = AnimationTimeline()
    var opacity = [1.0]
    let fade = EffectTiming(duration: 0.5, iterations: 2, direction: .alternate, fill: .forwards)
    timeline.add(
      KeyframeCurve(values: [1.0, 0.2]), timing: fade, atTime: 8, playbackRate: 2,
      modelValue: 1, output: 0)
    timeline.advance(to: 8.125, into: &opacity)
    expectPrinted(opacity[0], "0.6")
    timeline.advance(to: 8.5, into: &opacity)
    expectPrinted(timeline.completions.count, "1")
    expectPrinted(opacity, "[1.0]")
  }

  @Test func springOfAPoint() {
    var timeline = AnimationTimeline()
    var values = [Double](repeating: 0, count: 2)
    let throwCard = SpringMotion(
      from: Point2D(x: 0, y: 0), to: Point2D(x: 300, y: 120), spring: .snappy(),
      initialVelocity: Point2D(x: 0, y: -900))
    timeline.add(throwCard, atTime: 10, output: 0)
    timeline.advance(to: 12, into: &values)
    expectPrinted(Point2D(timelineOutputs: values, startingAt: 0), "(300.0, 120.0)")
  }

  @Test func tweenOfATransform() {
    var timeline = AnimationTimeline()
    var lanes = [Double](repeating: 0, count: 6)
    let rotatedIn = AffineTransform2D(rotationAngle: -Double.pi / 2)
    timeline.add(
      from: rotatedIn, to: .identity, duration: 0.5, curve: CubicBezier.easeInOut,
      atTime: 0, output: 0)
    timeline.advance(to: 0.25, into: &lanes)
    expectPrinted(
      AffineTransform2D(timelineOutputs: lanes, startingAt: 0).components.rotation, "-0.785398…")
  }

  @Test func coreAnimationSpring() {
    var timeline = AnimationTimeline()
    var scale = [1.0]
    let pop = SpringMotion(from: 0.5, to: 1, spring: DampedSpring(response: 0.4, dampingRatio: 0.5))
    let timing = MediaTiming(beginTime: 2, duration: 0.4, fillMode: .forwards)
    timeline.add(pop, timing: timing, modelValue: 1, output: 0)
    timeline.advance(to: 2.2, into: &scale)
    // 1.0703498370717588: 1 + e^{−λt}(x0·cos ωd·t + λ·x0/ωd·sin ωd·t) at t = 0.2, ω0 = 2π/0.4,
    // ζ = 0.5, x0 = −0.5, worked out by hand in Python's double arithmetic.
    expectPrinted(scale[0], "1.07034…")
  }

  @Test func mapping() {
    var timeline = AnimationTimeline()
    var values = [0.0, 0.0, 0.0]  // progress, x, alpha
    timeline.add(SpringMotion(from: 0.0, to: 1, spring: .bouncy()), atTime: 0, output: 0)
    timeline.map(output: 0, to: 1, from: 390, to: 0)
    timeline.map(output: 0, to: 2, from: 0, to: 1, clampedTo: 0...1)
    timeline.advance(to: 0.3, into: &values)
    expectPrinted(values[2], "1.0")
    #expect(values[0] > 1)
  }

  @Test func stagger() {
    let stagger = Stagger(interval: 0.05, from: .center)
    expectPrinted(
      (0..<5).map { stagger.delay(ofIndex: $0, count: 5) }, "[0.1, 0.05, 0.0, 0.05, 0.1]")
  }
}
