import Kinetics
import Testing

/// The Easing module's doc-comment examples, line for line (DocExampleCoverageTests checks that
/// they stay so).
@Suite struct DocExamplesEasing {
  @Test func anyTimingCurve() {
    let curves = [AnyTimingCurve(CubicBezier.easeOut), AnyTimingCurve(Ease.bounceOut)]
    expectPrinted(curves[1].value(at: 0.5), "0.765625")
  }

  @Test func presets() {
    #expect(ViewAnimationCurve(rawValue: 2)?.timingCurve == CubicBezier.easeOut)
    #expect(ViewAnimationCurve(rawValue: 7) == nil)
  }

  @Test func properties() {
    #expect(CubicBezier.easeIn.inverse == CubicBezier(x1: 0, y1: 0.42, x2: 1, y2: 1))
    expectPrinted(
      CubicBezier(x1: 0.68, y1: -0.6, x2: 0.32, y2: 1.6).outputRange, "-0.104743…...1.104743…")
  }

  @Test func cubicBezier() {
    let ease = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    expectPrinted(ease.value(at: 0.25), "0.12916193104731985")
  }

  @Test func ease() {
    expectPrinted(Ease.cubicInOut.value(at: 0.25), "0.0625")
    expectPrinted(Ease(.back(overshoot: 1.70158), .in).value(at: 0.5), "-0.0876975…")
  }

  @Test func piecewiseLinear() throws {
    let css = try PiecewiseLinear(approximating: Ease.bounceOut, maximumError: 0.001)
    expectPrinted(TimingFunction.piecewiseLinear(css).cssText, #""linear(0 0%, …, 1 100%)""#)
    let curve = PiecewiseLinear(stops: [.init(0), .init(0.25, at: 0.25, 0.75), .init(1)])
    expectPrinted(curve.points.map(\.input), "[0, 0.25, 0.75, 1]")
    expectPrinted(curve.value(at: 0.5), "0.25")
  }

  @Test func steps() {
    let steps = Steps(4, .jumpEnd)
    expectPrinted(steps.value(at: 0.3), "0.25")
    expectPrinted(Steps(4, .jumpNone).value(at: 0.3), "0.3333333333333333")
  }

  @Test func timingCurve() {
    let curve = CubicBezier.easeInOut
    expectPrinted(curve.value(at: 0.5), "0.5")
    expectPrinted(curve.velocity(at: 0.5), "1.724137931034482…")
  }

  @Test func timingFunction() throws {
    let curve = try TimingFunction(css: "cubic-bezier(0.42, 0, 0.58, 1)")
    expectPrinted(curve.cssText, #""ease-in-out""#)
    expectPrinted(curve.value(at: 0.5), "0.5")
    expectPrinted(
      try TimingFunction(css: "steps(4, jump-none)").value(at: 0.3), "0.3333333333333333")
  }

  @Test func parseError() {
    do {
      _ = try TimingFunction(css: "cubic-bezier(1.5, 0, 0.58, 1)")
      Issue.record("accepted an x1 out of range")
    } catch {
      expectPrinted(error.description, #""x1 must lie in [0, 1] at offset 13 ('1.5')""#)
    }
  }

  @Test func validationError() {
    do {
      try CubicBezier.validate(x1: 1.5, y1: 0, x2: 0.58, y2: 1)
      Issue.record("accepted an x1 out of range")
    } catch {
      expectPrinted(error.description, #""CubicBezier: x1 must lie in [0, 1], got 1.5""#)
    }
  }

  @Test func interpolation() {
    expectPrinted(
      interpolate(from: SIMD2<Double>(0, 10), to: SIMD2(100, 20), progress: 0.25),
      "SIMD2(25, 12.5)")
  }
}
