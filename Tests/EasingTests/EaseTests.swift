import Easing
import TestSupport
import Testing

@Suite struct EaseTests {
  static let families: [Ease.Family] = [
    .linear, .quad, .cubic, .quart, .quint, .poly(exponent: 2.5), .sine, .exponential,
    .circular, .back(overshoot: 1.70158), .backPenner(overshoot: 1.70158),
    .elastic(amplitude: 1, period: 0.3), .elastic(amplitude: 1.5, period: 0.45), .bounce,
  ]
  static let curves: [Ease] = families.flatMap { family in
    Ease.Mode.allCases.map { Ease(family, $0) }
  }

  @Test(arguments: curves)
  func endpointsAreExact(curve: Ease) {
    #expect(curve.value(at: 0) == 0)
    #expect(curve.value(at: 1) == 1)
  }

  /// f(t) + f(1 − t) = 1 for inOut and outIn, the point symmetry of those modes.
  @Test(arguments: curves.filter { $0.mode == .inOut || $0.mode == .outIn })
  func inOutCurvesArePointSymmetric(curve: Ease) {
    checkProperty("symmetry of \(curve)", .doubles(in: 0...1)) { t in
      abs(curve.value(at: t) + curve.value(at: 1 - t) - 1) <= 4e-16
    }
  }

  /// Where the "in" shape is evaluated for progress t in each mode.
  static func shapeArgument(_ t: Double, _ mode: Ease.Mode) -> Double {
    switch mode {
    case .in: t
    case .out: 1 - t
    case .inOut: t < 0.5 ? 2 * t : 2 - 2 * t
    case .outIn: t < 0.5 ? 1 - 2 * t : 2 * t - 1
    }
  }

  /// velocity(at:) against a fourth-order central difference (h = 1e-4), away from points where
  /// the curve is not smooth: the joint of inOut/outIn at ½, bounce's joints (in-shape arguments
  /// 1 − 4/11, 1 − 8/11, 1 − 10/11) and circular's vertical tangent (argument 1).
  @Test(arguments: curves)
  func velocityIsTheDerivativeOfValue(curve: Ease) {
    checkProperty("velocity of \(curve)", .doubles(in: 0.001...0.999), cases: 128) { t in
      let h = 1e-4
      let argument = Self.shapeArgument(t, curve.mode)
      var rough = [1.0]
      if curve.family == .bounce { rough += [1 - 4.0 / 11, 1 - 8.0 / 11, 1 - 10.0 / 11] }
      let nearJoint = curve.mode != .in && curve.mode != .out && abs(t - 0.5) < 3 * h
      let margin = curve.family == .circular ? 0.02 : 8 * h
      if nearJoint || rough.contains(where: { abs($0 - argument) < margin }) { return true }
      let f = { curve.value(at: $0) }
      let difference = (f(t - 2 * h) - 8 * f(t - h) + 8 * f(t + h) - f(t + 2 * h)) / (12 * h)
      return abs(curve.velocity(at: t) - difference) <= 1e-6 * (1 + abs(difference))
    }
  }

  /// Values from the d3-ease definitions worked by hand: cubicInOut(¼) = 4·¼³ = 1/16;
  /// backIn(½) = ¼·(2.70158·½ − 1.70158); bounceOut(½) = 7.5625·(½ − 6/11)² + ¾ = 0.765625;
  /// expIn(½) = (2⁻⁵ − 2⁻¹⁰)·1024/1023 = 31/1023; circleIn(½) = 1 − √¾; Penner's backInOut(¼)
  /// with c = 1.70158·1.525: ¼·((c + 1)·½ − c)/2 = −0.09968184375.
  @Test func matchesHandWorkedValues() {
    expectClose(Ease.cubicInOut.value(at: 0.25), 0.0625, ulps: 1)
    expectClose(Ease.backIn.value(at: 0.5), 0.25 * (2.70158 * 0.5 - 1.70158), ulps: 2)
    expectClose(Ease.bounceOut.value(at: 0.5), 0.765625, ulps: 2)
    expectClose(Ease.exponentialIn.value(at: 0.5), 31.0 / 1023, ulps: 2)
    expectClose(Ease.circularIn.value(at: 0.5), 1 - 0.75.squareRoot(), ulps: 2)
    expectClose(Ease.backInOutPenner.value(at: 0.25), -0.09968184375, absolute: 1e-15)
    expectClose(Ease.sineInOut.value(at: 0.5), 0.5, ulps: 1)
    expectClose(Ease(.poly(exponent: 2.5), .in).value(at: 0.25), 0.03125, ulps: 2)
    #expect(Ease(.cubic, .outIn).value(at: 0.25) == Ease.cubicOut.value(at: 0.5) / 2)
  }

  @Test func elasticOvershootsAndSettles() {
    let values = (0...100).map { Ease.elasticOut.value(at: Double($0) / 100) }
    #expect(values.max()! > 1.3)
    #expect(abs(values[99] - 1) < 0.01)
    #expect(Ease.elasticInOutPenner == Ease(.elasticPenner(amplitude: 1, period: 0.45), .inOut))
  }

  /// Penner's original equations as easings.net publishes them: easeInExpo(x) = 2^(10x − 10)
  /// (0 at 0), so 2⁻⁵ = 0.03125 at ½ (d3's normalized form gives 0.0302…); easeOutExpo(0.3) =
  /// 1 − 2⁻³ = 0.875; easeInOutExpo(0.2) = 2^(20·0.2 − 10)/2 = 2⁻⁷; easeInElastic(x) =
  /// −2^(10x − 10)·sin((10x − 10.75)·2π/3): −2⁻⁶ at ½ and −2⁻⁸ at 0.3; easeInOutElastic with
  /// c5 = 2π/4.5: 0.011969444423734044 at ¼ and 0.988030555576266 at ¾ (the formulas evaluated
  /// in doubles).
  @Test func pennerOriginals() {
    #expect(Ease.exponentialInPenner.value(at: 0.5) == 0.03125)
    #expect(Ease.exponentialInPenner.value(at: 0) == 0)
    #expect(Ease.exponentialIn.value(at: 0.5) != 0.03125)
    expectClose(Ease.exponentialOutPenner.value(at: 0.3), 0.875, ulps: 2)
    expectClose(Ease.exponentialInOutPenner.value(at: 0.2), 0.0078125, ulps: 2)
    expectClose(Ease.elasticInPenner.value(at: 0.5), -0.015625, absolute: 1e-15)
    expectClose(Ease.elasticInPenner.value(at: 0.3), -0.00390625, absolute: 1e-15)
    expectClose(Ease.elasticInOutPenner.value(at: 0.25), 0.011969444423734044, absolute: 1e-15)
    expectClose(Ease.elasticInOutPenner.value(at: 0.75), 0.988030555576266, absolute: 1e-15)
    #expect(Ease.elasticInPenner.value(at: 1) == 1 && Ease.elasticOutPenner.value(at: 0) == 0)
  }

  /// One rule for vertical tangents, as for cubic béziers: ±infinity, the exact slope.
  @Test func verticalTangentsAreInfinite() {
    #expect(Ease.circularInOut.velocity(at: 0.5) == .infinity)
    #expect(Ease.circularOut.velocity(at: 0) == .infinity)
    #expect(Ease.circularIn.velocity(at: 1) == .infinity)
    #expect(Ease(.poly(exponent: 0.5), .in).velocity(at: 0) == .infinity)
    #expect(Ease.circularIn.velocity(at: 1.5) == 0)
  }

  @Test func outsideTheUnitIntervalFormulasExtendAndCircularHolds() {
    #expect(Ease.quadIn.value(at: 2) == 4)
    #expect(Ease.circularIn.value(at: 2) == 1)
    #expect(Ease.circularIn.value(at: -1) == 0)
    #expect(Ease.circularOut.velocity(at: 2) == 0)
    for curve in Self.curves {
      #expect(curve.value(at: .nan).isNaN, "\(curve)")
    }
  }

  @Test func initializerRejectsInvalidParameters() async {
    await #expect(processExitsWith: .failure) { _ = Ease(.poly(exponent: 0), .in) }
    await #expect(processExitsWith: .failure) { _ = Ease(.elastic(amplitude: 1, period: 0), .in) }
    await #expect(processExitsWith: .failure) { _ = Ease(.back(overshoot: .nan), .in) }
  }
}
