import Kinetics
import References
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if arch(x86_64) && !os(Windows)
  /// The per-frame values printed in the DocC articles that rebuild the classic transitions. Each
  /// test computes the frames with the library, checks them against an independent reference
  /// (Float80 spring and bezier solutions, or hand-derived geometry), and checks that the
  /// article's printed figures are that reference rounded as printed.
  @Suite struct TransitionArticleTests {
    /// The frame times every article tabulates, in seconds.
    static let times = [0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6]

    /// Whether `printed` is `reference` rounded to `decimals` places.
    func isRounded(_ printed: Double, _ reference: Double, decimals: Int) -> Bool {
      var scale = 1.0
      for _ in 0..<decimals { scale *= 10 }
      return abs(printed - reference) <= 0.5 / scale + 1e-12
    }

    /// Springs.docc/SlideInPush.md: a 390-point push with UIKit's spring (0.6 s, damping 0.49,
    /// velocity 0.81); the incoming view's x offset is 390 · (1 − value).
    @Test func slideInPush() {
      let curve = SpringCurve.uiKit(duration: 0.6, dampingRatio: 0.49, initialVelocity: 0.81)
      let spring = curve.spring
      // UIKit's solve for (0.6, 0.49, 0.81) gives k ≈ 452.03, c ≈ 20.836 (see SpringMappingTests).
      #expect(abs(spring.stiffness - 452.03) < 0.01 && abs(spring.damping - 20.836) < 0.001)
      let reference = SpringReference(
        mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
      // At 0.6 s UIKit shows the model value: the offset is 0 there, not the spring's −0.29.
      let printed = [390.00, 30.14, -54.48, 6.97, 5.41, -1.93, 0.00]
      for (time, figure) in zip(Self.times, printed) {
        let offset = 390 * (1 - curve.value(at: time / 0.6))
        let spring = 390 * -Double(reference.state(at: time, displacement: -1, velocity: 0.81).0)
        let exact = time < 0.6 ? spring : 0
        #expect(abs(offset - exact) < 1e-9, "t = \(time)")
        #expect(isRounded(figure, exact, decimals: 2), "t = \(time): \(exact)")
      }
    }

    /// Affine.docc/RotateIn.md: a 390 × 844 view rotates in about its top-left corner (anchor
    /// (0, 0)) from −π/2 to 0 with ease-out over 0.6 s. With cos θ ≥ 0 ≥ sin θ the rotated
    /// corners bound the frame (0, w·sin θ, w·cos θ − h·sin θ, h·cos θ − w·sin θ).
    @Test func rotateIn() {
      let (width, height) = (390.0, 844.0)
      let easeOut = BezierReference(0, 0, 0.58, 1)
      var layer = LayerGeometry(frame: Rect2D(x: 0, y: 0, width: width, height: height))
      layer.setAnchorPoint(.zero)
      #expect(layer.frame == Rect2D(x: 0, y: 0, width: width, height: height))
      let printed: [(degrees: Double, minY: Double, width: Double, height: Double)] = [
        (-90.00, -390.00, 844.00, 390.00), (-66.57, -357.84, 929.48, 693.45),
        (-46.05, -280.77, 878.30, 866.55), (-28.38, -185.39, 744.32, 927.94),
        (-14.05, -94.71, 583.29, 913.45), (-4.00, -27.24, 447.99, 869.18),
        (0.00, 0.00, 390.00, 844.00),
      ]
      for (time, figure) in zip(Self.times, printed) {
        let angle = -Double.pi / 2 * (1 - CubicBezier.easeOut.value(at: time / 0.6))
        let exactAngle = -Double.pi / 2 * (1 - Double(easeOut.value(at: time / 0.6)))
        #expect(abs(angle - exactAngle) < 1e-14, "t = \(time)")
        layer.transform = AffineTransform2D(rotationAngle: angle)
        let (cosine, sine) = (cos(exactAngle), sin(exactAngle))
        let expected = (
          minY: width * sine, width: width * cosine - height * sine,
          height: height * cosine - width * sine
        )
        let frame = layer.frame
        #expect(abs(frame.minX) < 1e-9 && abs(frame.minY - expected.minY) < 1e-9)
        #expect(
          abs(frame.width - expected.width) < 1e-9 && abs(frame.height - expected.height) < 1e-9)
        #expect(isRounded(figure.degrees, exactAngle * 180 / .pi, decimals: 2), "t = \(time)")
        #expect(
          isRounded(figure.minY, expected.minY, decimals: 2)
            && isRounded(figure.width, expected.width, decimals: 2)
            && isRounded(figure.height, expected.height, decimals: 2), "t = \(time): \(expected)")
      }
    }

    /// Affine.docc/ZoomTransition.md: a snapshot the size of the screen (390 × 844) starts
    /// shrunk onto a button's frame (20, 100, 80, 60) and eases in-out to identity over 0.6 s;
    /// its frame is then the button frame and the screen interpolated by the curve's value.
    @Test func zoomFromButton() {
      let screen = Rect2D(x: 0, y: 0, width: 390, height: 844)
      let button = Rect2D(x: 20, y: 100, width: 80, height: 60)
      let easeInOut = BezierReference(0.42, 0, 0.58, 1)
      var snapshot = LayerGeometry(frame: screen)
      let start = snapshot.transform(showingFrameAt: button)
      let printedFrames: [(Double, Double, Double, Double)] = [
        (20.00, 100.00, 80.00, 60.00), (18.88, 94.39, 97.40, 104.01),
        (15.36, 76.82, 151.85, 241.71),
        (10.00, 50.00, 235.00, 452.00), (4.64, 23.18, 318.15, 662.29), (1.12, 5.61, 372.60, 799.99),
        (0.00, 0.00, 390.00, 844.00),
      ]
      for (time, figure) in zip(Self.times, printedFrames) {
        let progress = Double(easeInOut.value(at: time / 0.6))
        snapshot.transform = AffineTransform2D.interpolate(
          from: start, to: .identity, progress: CubicBezier.easeInOut.value(at: time / 0.6))
        let frame = snapshot.frame
        let expected = (
          20 + (0 - 20) * progress, 100 + (0 - 100) * progress,
          80 + (390 - 80) * progress, 60 + (844 - 60) * progress
        )
        #expect(abs(frame.minX - expected.0) < 1e-9 && abs(frame.minY - expected.1) < 1e-9)
        #expect(abs(frame.width - expected.2) < 1e-9 && abs(frame.height - expected.3) < 1e-9)
        #expect(
          isRounded(figure.0, expected.0, decimals: 2)
            && isRounded(figure.1, expected.1, decimals: 2)
            && isRounded(figure.2, expected.2, decimals: 2)
            && isRounded(figure.3, expected.3, decimals: 2), "t = \(time): \(expected)")
      }
    }

    /// Springs.docc/StorySwipe.md: a story-style swipe across 390 points; the view scales to
    /// 0.85 and rounds its corners to 16 points with progress, and the release finishes past
    /// half-way or faster than 1500 points per second.
    @Test func storySwipe() {
      let gesture = GestureRelease(distance: 390)
      let rows: [(translation: Double, progress: Double, scale: Double, cornerRadius: Double)] = [
        (0, 0, 1, 0), (97.5, 0.25, 0.9625, 4), (195, 0.5, 0.925, 8), (292.5, 0.75, 0.8875, 12),
        (390, 1, 0.85, 16),
      ]
      for row in rows {
        let progress = gesture.progress(translation: row.translation)
        #expect(progress == row.progress)
        #expect(abs(interpolate(from: 1.0, to: 0.85, progress: progress) - row.scale) < 1e-15)
        #expect(interpolate(from: 0.0, to: 16, progress: progress) == row.cornerRadius)
      }
      #expect(gesture.shouldFinish(translation: 200, velocity: 0))
      #expect(!gesture.shouldFinish(translation: 195, velocity: 0))  // exactly half: not past it
      #expect(gesture.shouldFinish(translation: 100, velocity: 1600))
      #expect(!gesture.shouldFinish(translation: 150, velocity: 800))
      // The finishing spring starts at the finger's speed over the 290 points left.
      let release = gesture.release(translation: 100, velocity: 1600)
      #expect(abs(release.relativeVelocity - 1600.0 / 290) < 1e-12)
    }

    /// Easing.docc/TabBarSlide.md: switching tabs slides the old view out 200 points to the
    /// left while the new one slides in from 200 points to the right and fades in, ease-in-out over 0.6 s.
    @Test func tabBarSlide() {
      let easeInOut = BezierReference(0.42, 0, 0.58, 1)
      let printed: [(outgoing: Double, incoming: Double, alpha: Double)] = [
        (0.00, 200.00, 0.000), (-11.23, 188.77, 0.056), (-46.35, 153.65, 0.232),
        (-100.00, 100.00, 0.500), (-153.65, 46.35, 0.768), (-188.77, 11.23, 0.944),
        (-200.00, 0.00, 1.000),
      ]
      for (time, figure) in zip(Self.times, printed) {
        let value = CubicBezier.easeInOut.value(at: time / 0.6)
        let exact = Double(easeInOut.value(at: time / 0.6))
        #expect(abs(value - exact) < 1e-15, "t = \(time)")
        #expect(isRounded(figure.outgoing, -200 * exact, decimals: 2), "t = \(time): \(exact)")
        #expect(isRounded(figure.incoming, 200 * (1 - exact), decimals: 2))
        #expect(isRounded(figure.alpha, exact, decimals: 3))
      }
    }
  }
#endif
