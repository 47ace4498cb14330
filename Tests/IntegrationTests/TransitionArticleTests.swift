import Kinetics
import Testing

/// The per-frame values printed in the transition articles (Sources/Motion/Motion.docc). Each
/// test runs the article's code, checks every frame against TransitionArticleReferences.swift
/// (the definitions evaluated in 40-digit arithmetic by scripts/references/transition_articles.py)
/// and checks that the article prints that reference rounded as shown. They run on every
/// platform: the references are literals.
@Suite struct TransitionArticleTests {
  /// Whether `printed` is `reference` rounded to `decimals` places.
  func isRounded(_ printed: Double, _ reference: Double, decimals: Int) -> Bool {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    return abs(printed - reference) <= 0.5 / scale + 1e-12
  }

  /// TabBarSlide.md: three tweens along ease-in-out over 0.6 s.
  @Test func tabBarSlide() {
    let outgoing = Tween(from: 0.0, to: -200, duration: 0.6, curve: CubicBezier.easeInOut)
    let incoming = Tween(from: 200.0, to: 0, duration: 0.6, curve: CubicBezier.easeInOut)
    let alpha = Tween(from: 0.0, to: 1, duration: 0.6, curve: CubicBezier.easeInOut)
    func frame(atElapsed time: Double) -> (outgoing: Double, incoming: Double, alpha: Double) {
      (
        outgoing.value(atElapsed: time), incoming.value(atElapsed: time),
        alpha.value(atElapsed: time)
      )
    }
    let printed: [(outgoing: Double, incoming: Double, alpha: Double)] = [
      (0.00, 200.00, 0.000), (-11.23, 188.77, 0.056), (-46.35, 153.65, 0.232),
      (-100.00, 100.00, 0.500), (-153.65, 46.35, 0.768), (-188.77, 11.23, 0.944),
      (-200.00, 0.00, 1.000),
    ]
    for (index, time) in articleTimes.enumerated() {
      let exact = tabBarEasedProgress[index]
      let values = frame(atElapsed: time)
      #expect(abs(values.alpha - exact) < 1e-15, "t = \(time)")
      #expect(abs(values.outgoing + 200 * exact) < 1e-12)
      #expect(abs(values.incoming - 200 * (1 - exact)) < 1e-12)
      let figure = printed[index]
      #expect(isRounded(figure.outgoing, -200 * exact, decimals: 2), "t = \(time)")
      #expect(isRounded(figure.incoming, 200 * (1 - exact), decimals: 2))
      #expect(isRounded(figure.alpha, exact, decimals: 3))
    }
  }

  /// SlideInPush.md: a tween along UIKit's spring curve for (0.6 s, 0.49, 0.81).
  @Test func slideInPush() {
    let curve = SpringCurve.uiKit(duration: 0.6, dampingRatio: 0.49, initialVelocity: 0.81)
    #expect(abs(curve.spring.stiffness - 452.03) < 0.005)
    #expect(abs(curve.spring.damping - 20.836) < 0.0005)
    let push = Tween(from: 390.0, to: 0, duration: 0.6, curve: curve)
    let printed = [390.00, 30.14, -54.48, 6.97, 5.41, -1.93, 0.00]
    for (index, time) in articleTimes.enumerated() {
      #expect(abs(push.value(atElapsed: time) - slideInOffsets[index]) < 1e-9, "t = \(time)")
      #expect(isRounded(printed[index], slideInOffsets[index], decimals: 2), "t = \(time)")
    }
    expectPrinted(push.value(atElapsed: 0.2), "−54.47…")
  }

  /// StorySwipe.md: fraction, scale and corner radius while scrubbing; decisions and release
  /// velocities (fraction per second = velocity / 390; relative = toward the target over the
  /// remaining fraction).
  @Test func storySwipe() throws {
    let gesture = GestureRelease(distance: 390)
    let rows: [(translation: Double, progress: Double, scale: Double, cornerRadius: Double)] = [
      (0, 0, 1, 0), (97.5, 0.25, 0.9625, 4), (195, 0.5, 0.925, 8), (292.5, 0.75, 0.8875, 12),
      (390, 1, 0.85, 16),
    ]
    var transition = InteractiveTransition(duration: 0.35)
    var finger = VelocityTracker<Double>()

    func panChanged(translation: Double, at time: Double) throws {
      finger.add(translation, atTime: time)
      try transition.update(fractionComplete: gesture.progress(translation: translation))
    }
    func panEnded(translation: Double, at time: Double) throws -> GestureRelease.Decision {
      finger.add(translation, atTime: time)
      return try transition.release(
        atTime: time, gesture: gesture, translation: translation,
        velocity: finger.velocity(atTime: time), timing: .spring(.snappy()))
    }
    func appearance(at time: Double) -> (scale: Double, cornerRadius: Double) {
      let fraction = transition.fractionComplete(atTime: time)
      return (
        interpolate(from: 1.0, to: 0.85, progress: fraction),
        interpolate(from: 0.0, to: 16, progress: fraction)
      )
    }
    // The rows, a touch event every 16 ms: the finger moves 97.5 pt per event.
    for (event, row) in rows.enumerated() {
      try panChanged(translation: row.translation, at: Double(event) * 0.016)
      #expect(transition.fractionComplete(atTime: 0) == row.progress)
      let shown = appearance(at: 0)
      #expect(abs(shown.scale - row.scale) < 1e-15)
      #expect(shown.cornerRadius == row.cornerRadius)
    }
    // Released 16 ms after the last event back at 292.5 pt: the tracker's fit over the last
    // samples, the decision from the released translation (0.75: finish), and the completion
    // starting there, not at the last scrubbed fraction (1).
    let decision = try panEnded(translation: 292.5, at: 0.08)
    #expect(decision.isFinishing && decision.progress == 0.75)
    #expect(transition.fractionComplete(atTime: 0.08) == 0.75)
    #expect(appearance(at: 3) == (scale: 0.85, cornerRadius: 16))
    let releases: [(Double, Double, Bool, Double, Double)] = [
      (200, 0, true, 0, 0), (195, 0, false, 0, 0), (100, 1600, true, 4.103, 5.517),
      (150, 800, false, 2.051, -5.333),
    ]
    for (translation, velocity, finishes, perSecond, relative) in releases {
      let release = gesture.release(translation: translation, velocity: velocity)
      #expect(release.isFinishing == finishes)
      #expect(isRounded(perSecond, velocity / 390, decimals: 3))
      let remaining = finishes ? (390 - translation) : translation
      let towardTarget = finishes ? velocity : -velocity
      #expect(isRounded(relative, towardTarget / remaining, decimals: 3))
      expectEqual(release.relativeVelocity, towardTarget / remaining)
      var transition = InteractiveTransition(duration: 0.35)
      try transition.update(fractionComplete: release.progress)
      try transition.release(
        atTime: 0, gesture: gesture, translation: translation, velocity: velocity,
        timing: .spring(.snappy()))
      #expect(abs(transition.fractionVelocity(atTime: 0) - velocity / 390) < 1e-12)
      #expect(transition.fractionComplete(atTime: 5) == (finishes ? 1 : 0))
    }
  }

  func expectEqual(_ actual: Double, _ expected: Double) {
    #expect(abs(actual - expected) <= 1e-12 * max(abs(expected), 1))
  }

  /// RotateIn.md: the angle tween along ease-out and the frame of the rotated layer.
  @Test func rotateIn() {
    var layer = LayerGeometry(frame: Rect2D(x: 0, y: 0, width: 390, height: 844))
    layer.setAnchorPoint(.zero)
    #expect(layer.frame == Rect2D(x: 0, y: 0, width: 390, height: 844))
    let angle = Tween(from: -Double.pi / 2, to: 0, duration: 0.6, curve: CubicBezier.easeOut)
    func frame(atElapsed time: Double) -> Rect2D {
      layer.transform = AffineTransform2D(rotationAngle: angle.value(atElapsed: time))
      return layer.frame
    }
    let printed: [(degrees: Double, minY: Double, width: Double, height: Double)] = [
      (-90.00, -390.00, 844.00, 390.00), (-66.57, -357.84, 929.48, 693.45),
      (-46.05, -280.77, 878.30, 866.55), (-28.38, -185.39, 744.32, 927.94),
      (-14.05, -94.71, 583.29, 913.45), (-4.00, -27.24, 447.99, 869.18),
      (0.00, 0.00, 390.00, 844.00),
    ]
    for (index, time) in articleTimes.enumerated() {
      let expected = rotateInFrames[index]
      #expect(abs(angle.value(atElapsed: time) - expected.angle) < 1e-14, "t = \(time)")
      let shown = frame(atElapsed: time)
      #expect(abs(shown.minX) < 1e-9 && abs(shown.minY - expected.minY) < 1e-9)
      #expect(abs(shown.width - expected.width) < 1e-9)
      #expect(abs(shown.height - expected.height) < 1e-9)
      let figure = printed[index]
      #expect(isRounded(figure.degrees, expected.angle * 180 / .pi, decimals: 2), "t = \(time)")
      #expect(
        isRounded(figure.minY, expected.minY, decimals: 2)
          && isRounded(figure.width, expected.width, decimals: 2)
          && isRounded(figure.height, expected.height, decimals: 2), "t = \(time)")
    }
  }

  /// ZoomTransition.md: a progress tween along ease-in-out driving the transform's components.
  @Test func zoomFromButton() {
    let screen = Rect2D(x: 0, y: 0, width: 390, height: 844)
    let button = Rect2D(x: 20, y: 100, width: 80, height: 60)
    var snapshot = LayerGeometry(frame: screen)
    let start = snapshot.transform(showingFrameAt: button)
    let zoom = Tween(from: 0.0, to: 1, duration: 0.6, curve: CubicBezier.easeInOut)
    func frame(atElapsed time: Double) -> Rect2D {
      snapshot.transform = AffineTransform2D.interpolate(
        from: start, to: .identity, progress: zoom.value(atElapsed: time))
      return snapshot.frame
    }
    let printed: [(Double, Double, Double, Double)] = [
      (20.00, 100.00, 80.00, 60.00), (18.88, 94.39, 97.40, 104.01),
      (15.36, 76.82, 151.85, 241.71), (10.00, 50.00, 235.00, 452.00),
      (4.64, 23.18, 318.15, 662.29), (1.12, 5.61, 372.60, 799.99), (0.00, 0.00, 390.00, 844.00),
    ]
    for (index, time) in articleTimes.enumerated() {
      let shown = frame(atElapsed: time)
      let expected = zoomFrames[index]
      #expect(abs(shown.minX - expected.x) < 1e-9 && abs(shown.minY - expected.y) < 1e-9)
      #expect(
        abs(shown.width - expected.width) < 1e-9 && abs(shown.height - expected.height) < 1e-9)
      let figure = printed[index]
      #expect(
        isRounded(figure.0, expected.x, decimals: 2) && isRounded(figure.1, expected.y, decimals: 2)
          && isRounded(figure.2, expected.width, decimals: 2)
          && isRounded(figure.3, expected.height, decimals: 2), "t = \(time)")
    }
    // The clip mask of the aspect-filled snapshot: the visible rectangle (the same rectangles,
    // from the reference) mapped into the layer's coordinates. At the start, the button's 4:3
    // at the snapshot's 390-point width is 292.5 tall, centered: y = (844 − 292.5)/2 = 275.75.
    let filled = snapshot.transform(showingFrameAt: button, fitting: .aspectFill)
    func mask(atElapsed time: Double) -> Rect2D {
      let visible = interpolate(from: button, to: screen, progress: zoom.value(atElapsed: time))
      snapshot.transform = AffineTransform2D.interpolate(
        from: filled, to: .identity, progress: zoom.value(atElapsed: time))
      return visible.applying(snapshot.toSuperlayer.inverted())
    }
    let first = mask(atElapsed: 0)
    #expect(abs(first.minX) < 1e-9 && abs(first.minY - 275.75) < 1e-9)
    #expect(abs(first.width - 390) < 1e-9 && abs(first.height - 292.5) < 1e-9)
    let last = mask(atElapsed: 0.6)
    #expect(abs(last.minX) < 1e-9 && abs(last.minY) < 1e-9)
    #expect(abs(last.width - 390) < 1e-9 && abs(last.height - 844) < 1e-9)
    // Every mask, carried back to the screen, is the visible rectangle of the reference.
    for (index, time) in articleTimes.enumerated() {
      let onScreen = mask(atElapsed: time).applying(snapshot.toSuperlayer)
      let expected = zoomFrames[index]
      #expect(abs(onScreen.minX - expected.x) < 1e-9 && abs(onScreen.minY - expected.y) < 1e-9)
      #expect(
        abs(onScreen.width - expected.width) < 1e-9
          && abs(onScreen.height - expected.height) < 1e-9)
    }
  }
}
