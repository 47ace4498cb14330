import Kinetics
import TestSupport
import Testing

/// The README's examples, line for line (DocExampleCoverageTests checks that they stay so).
@Suite struct DocExamplesReadme {
  @Test func easing() throws {
    let curve = CubicBezier.easeInOut
    expectPrinted(curve.value(at: 0.25), "0.12916193104731985")
    #expect(curve.velocity(at: 0.5) > 1)
    #expect(ViewAnimationCurve(rawValue: 2)?.timingCurve == CubicBezier.easeOut)
    let steps = try TimingFunction(css: "steps(4, jump-none)")
    let linear = try TimingFunction(css: "linear(0, 0.25 25% 75%, 1)")
    expectPrinted(linear.cssText, #""linear(0 0%, 0.25 25%, 0.25 75%, 1 100%)""#)
    expectPrinted(Ease.backOut.value(at: 0.5), "1.0876975")
    let anyCurve = AnyTimingCurve(Ease.bounceOut)
    _ = Ease.cubicIn.reversed
    _ = curve.restricted(to: 0.2...0.6)
    #expect(steps.value(at: 0.3) == 1 / 3.0 && anyCurve.value(at: 1) == 1)
  }

  @Test func springs() throws {
    let uiKit = DampedSpring(uiKitDuration: 0.6, dampingRatio: 0.49, initialVelocity: 0.81)
    expectPrinted((uiKit.stiffness, uiKit.damping), "(452.03…, 20.835…)")
    let swiftUI = DampedSpring(duration: 0.5, bounce: 0.3)
    expectPrinted((swiftUI.mass, swiftUI.stiffness, swiftUI.damping), "(1, 157.91…, 17.59…)")
    _ = (DampedSpring.snappy(), DampedSpring(response: 0.4, dampingRatio: 0.8))
    _ = (DampedSpring(origamiTension: 40, friction: 7), DampedSpring(bounciness: 8, speed: 12))
    _ = (DampedSpring(visualDuration: 0.3, bounce: 0.3), DampedSpring.coreAnimationDefault)
    _ = swiftUI.value(target: SIMD2<Double>(320, 0), initialVelocity: .zero, time: 0.1)
    _ = swiftUI.exactSettlingDuration(initialDisplacement: -1)
    expectPrinted(
      DampedSpring(mass: 1, stiffness: 100, damping: 5).coreAnimationSettlingDuration(), "2.85…")
    var x = 0.0, v = 0.0
    swiftUI.update(value: &x, velocity: &v, target: 320, deltaTime: 1.0 / 120)
    let (starts, ends) = ([0.0, 10], [100.0, 200])
    var batch = SpringBatch(spring: .bouncy(), positions: starts, targets: ends)
    batch.step(deltaTime: 1.0 / 120)
    var oneThread = batch
    oneThread.step(deltaTime: 1.0 / 120)
    batch.step(deltaTime: 1.0 / 120, concurrently: true)  // the same step, split across the cores
    #expect(batch.positions == oneThread.positions)
    let springCurve = SpringCurve.uiKit(duration: 0.6, dampingRatio: 0.49, initialVelocity: 0.81)
    _ = try PiecewiseLinear(approximating: springCurve, maximumError: 0.001)
    #expect(x > 0 && batch.positions[1] > 10)
  }

  @Test func motion() throws {
    let (now, dx) = (2.0, 120.0)
    let slide = Tween(from: 0.0, to: 390, duration: 0.35, curve: CubicBezier.easeOut)
    let settle = SpringMotion(from: 0.0, to: 390, spring: .snappy(), initialVelocity: 800)
    let fling = DecayMotion(from: 0.0, initialVelocity: 1000)
    expectPrinted(fling.target, "498.99…")
    let rise = KeyframeAnimation(
      keyframes: KeyframeCurve(values: [0.0, 120, 100], keyTimes: [0, 0.7, 1]),
      duration: 0.5)
    _ = settle.value(atElapsed: 0.1)
    _ = settle.completionTime
    let back = settle.retargeted(to: 0, atElapsed: 0.1)
    let alpha = SpringMotion(from: 0.0, to: 1, spring: .bouncy()).clampingValue(to: 0...1)
    let timing = MediaTiming(beginTime: 0.1, duration: 0.3, fillMode: .forwards)
    _ = timing.value(atTime: now, curve: CubicBezier.easeOut)
    var finger = VelocityTracker<Double>()
    finger.add(dx - 9, atTime: now - 0.01)
    finger.add(dx, atTime: now)
    let vx = finger.velocity(atTime: now)
    expectClose(vx, 900, relative: 1e-12)
    var flick = VelocityTracker<Double>(strategy: .iOSScrollViewFling)
    flick.add(dx - 9, atTime: now - 0.01)
    flick.add(dx, atTime: now)
    // Independent: one step of 900 per second, weighted 0.05 as the newest of three.
    expectClose(flick.velocity(atTime: now), 45, relative: 1e-12)
    let gesture = GestureRelease(distance: 390)
    var transition = InteractiveTransition(duration: 0.35)
    try transition.update(fractionComplete: gesture.progress(translation: dx))
    try transition.release(
      atTime: now, gesture: gesture, translation: dx, velocity: vx,
      timing: .spring(.snappy()))
    _ = transition.fractionComplete(atTime: now + 0.1)
    expectPrinted(Decay.normal.projectedOffset(initialVelocity: 1500), "748.49…")
    _ = rubberBand(offset: 100, dimension: 844)
    #expect(slide.completionTime == 0.35 && rise.target == 100 && back.target == 0)
    #expect(alpha.value(atElapsed: 0.3) <= 1)
  }

  @Test func timeline() throws {
    let now = 86_400.0
    var timeline = AnimationTimeline()
    var properties = [0.0, 0.0, 0.0]  // the engine's x, alpha and corner radius
    let push = timeline.add(
      SpringMotion(from: 390.0, to: 0, spring: .snappy()), atTime: now, output: 0)
    timeline.add(
      Tween(from: 0.0, to: 1, duration: 0.3, curve: CubicBezier.easeOut), atTime: now, output: 1)
    timeline.add(
      Tween(from: 0.0, to: 12, duration: 0.2, curve: CubicBezier.easeIn), atTime: now + 0.1,
      output: 2)
    timeline.advance(to: now + 0.05, into: &properties)  // every value at the frame's time
    try timeline.retarget(
      push, to: 390, atTime: now + 0.05, policy: .carryingVelocity(into: .snappy()))
    timeline.advance(to: now + 2, into: &properties)
    expectPrinted(timeline.completions.count, "3")
    #expect(properties == [390, 1, 12])
  }

  @Test func affine() {
    let t = AffineTransform2D(translationX: 390, y: 0).rotated(by: -.pi / 2).scaledBy(
      x: 0.85, y: 0.85)
    _ = Point2D(x: 10, y: 20).applying(t)
    _ = t.inverted()
    _ = t.components
    _ = AffineTransform2D.interpolate(from: .identity, to: t, progress: 0.4)
    var layer = LayerGeometry(frame: Rect2D(x: 0, y: 0, width: 390, height: 844))
    layer.setAnchorPoint(.zero)
    layer.transform = AffineTransform2D(rotationAngle: -.pi / 2)
    expectPrinted(layer.frame, "(0, -390, 844, 390)")
    let thumbnailFrame = Rect2D(x: 20, y: 100, width: 80, height: 60)
    let screenBounds = Rect2D(x: 0, y: 0, width: 390, height: 844)
    let zoom = AffineTransform2D(mapping: thumbnailFrame, to: screenBounds, fitting: .aspectFill)
    let points = [Point2D(x: 1, y: 2)]
    var output: [Point2D] = []
    t.mappedPoints(points, into: &output)
    #expect(output.count == 1 && zoom.a > 1)
    let perspective = Transform3D.perspective(eyeDistance: 500)
    let turned = perspective.rotated(by: .pi / 3, x: 0, y: 1, z: 0)
    _ = turned.inverted()
    var stage = LayerGeometry3D(bounds: screenBounds, position: Point2D(x: 195, y: 422))
    stage.sublayerTransform = perspective
    let card = LayerGeometry3D(
      bounds: Rect2D(x: 0, y: 0, width: 300, height: 200),
      position: Point2D(x: 195, y: 422), transform: turned)
    let quad = card.projectedQuad(in: stage)
    #expect((quad.boundingBox, quad.isFacingAway).1 == false)
    _ = Transform3D.interpolateCSS(from: .identity, to: turned, progress: 0.5)
    _ = Rotation3D.interpolate(
      from: Rotation3D(angle: 0, x: 0, y: 1, z: 0),
      to: Rotation3D(angle: 3 * .pi / 2, x: 0, y: 1, z: 0), progress: 0.5)
    let tilt = Quaternion(angle: .pi / 6, x: 1, y: 0, z: 0)
    let facing = Quaternion(rotating: SIMD3(0, 0, 1), onto: SIMD3(1, 0, 1))
    _ = Quaternion.slerp(from: tilt, to: tilt * facing, progress: 0.5, arc: .shorter).transform
    // Independent: (0, 0, 1) onto (1, 0, 1) is a turn of 45° about y.
    #expect(abs(facing.angle - .pi / 4) < 1e-15 && abs(facing.axis.y - 1) < 1e-15)
  }

  @Test func colors() throws {
    let accent = try CSSColor(css: "#0a84ff")
    let tint = try CSSColor(css: "oklch(0.7 0.15 30 / 80%)")
    _ = accent.converted(to: .displayP3)
    _ = CSSColor.interpolate(from: accent, to: tint, progress: 0.5, in: .oklch, hue: .longer)
    _ = try CSSColor(css: "color-mix(in oklab, #0a84ff 30%, white)").cssText
    _ = CSSColor(.oklch, 0.7, 0.35, 30).mappedToGamut(of: .srgb)
    let (start, end) = ColorPoint.endpoints(from: accent, to: tint, in: .oklab)
    let fade = SpringMotion(from: start, to: end, spring: .smooth())
    #expect(fade.value(atElapsed: 0.1).color.space == .oklab)
  }
}
