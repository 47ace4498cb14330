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
    let settle = SpringMotion(from: 0.0, to: 390, spring: .snappy())
    let fling = DecayMotion(from: 0.0, initialVelocity: 1200)
    _ = slide.value(atElapsed: 0.1)
    _ = settle.isComplete(atElapsed: 0.6)
    let turned = settle.retargeted(to: 0, atElapsed: 0.2)
    #expect(turned.target == 0 && fling.target > 0)
  }

  /// Colors.docc/CrossfadingABackground.md, line for line.
  @Test func crossfadingABackground() throws {
    let light = try CSSColor(css: "#f2f2f7")
    let accent = try CSSColor(css: "#0a84ff")
    expectPrinted(
      CSSColor.interpolate(from: light, to: accent, progress: 0.5, in: .srgb).cssText,
      #""rgb(126, 187, 251)""#)
    let halfway = CSSColor.interpolate(from: light, to: accent, progress: 0.5, in: .oklab)
    expectPrinted(halfway.mappedToGamut(of: .srgb).cssText, #""color(srgb 0.5603… 0.7459… 1)""#)
    let (from, to) = ColorPoint.endpoints(from: light, to: accent, in: .oklab)
    let background = Tween(from: from, to: to, duration: 0.35, curve: CubicBezier.easeInOut)
    expectPrinted(
      background.value(atElapsed: 0.175).color.cssText, #""oklab(0.7934… -0.0248… -0.1026…)""#)
    let clear = try CSSColor(css: "transparent")
    expectPrinted(
      CSSColor.interpolate(from: accent, to: clear, progress: 0.5).cssText,
      #""rgba(10, 132, 255, 0.5)""#)
    let rows = ColorBatch(Array(repeating: (from: light, to: accent), count: 1000), in: .oklab)
    var components: [SIMD4<Double>] = []
    rows.colors(at: 0.5, into: &components)
    expectPrinted(components[999].x, "0.7934…")
    // The prose: the Oklab midpoint mapped for display is rgb(143, 190, 255).
    let display = halfway.mappedToGamut(of: .srgb)
    #expect((0..<3).map { Int(((display[$0] ?? 0) * 255).rounded()) } == [143, 190, 255])
  }
}
