import Kinetics
import Testing

/// The overview examples of the DocC catalogues, line for line (DocExampleCoverageTests checks
/// that they stay so); the transition articles' code runs in TransitionArticleTests.
@Suite struct DocExamplesArticles {
  @Test func kineticsCore() {
    expectPrinted(
      interpolate(from: SIMD2<Double>(0, 10), to: SIMD2(100, 20), progress: 0.25), "(25, 12.5)")
  }

  @Test func easing() throws {
    let curve = CubicBezier.easeInOut
    let progress = curve.value(at: 0.25)
    expectPrinted(progress, "0.1291…")
    let css = try TimingFunction(css: "steps(4, jump-none)")
    #expect(css.value(at: 0.3) == 1 / 3.0)
  }

  @Test func springs() {
    let curve = SpringCurve.uiKit(duration: 0.6, dampingRatio: 0.49, initialVelocity: 0.81)
    _ = curve.value(at: 0.5)
    let spring = DampedSpring(duration: 0.5, bounce: 0.3)
    _ = spring.exactSettlingDuration(initialDisplacement: 1)
  }

  @Test func affine() {
    var layer = LayerGeometry(frame: Rect2D(x: 0, y: 0, width: 390, height: 844))
    layer.setAnchorPoint(.zero)
    layer.transform = AffineTransform2D(rotationAngle: -.pi / 2)
    expectPrinted(layer.frame, "(0, −390, 844, 390)")
  }

  @Test func motion() {
    let slide = Tween(from: 0.0, to: 390, duration: 0.35, curve: CubicBezier.easeOut)
    let settle = SpringMotion(spring: .snappy(), from: 0.0, to: 390)
    let fling = DecayMotion(from: 0.0, initialVelocity: 1200)
    _ = slide.value(atElapsed: 0.1)
    _ = settle.isComplete(atElapsed: 0.6)
    let turned = settle.retargeted(to: 0, atElapsed: 0.2)
    #expect(turned.target == 0 && fling.target > 0)
  }
}
