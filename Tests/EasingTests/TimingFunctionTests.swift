import KineticsCore
import Easing
import Foundation
import TestSupport
import Testing

@Suite struct TimingFunctionTests {
  @Test func parsesKeywordsCaseInsensitively() throws {
    #expect(try TimingFunction(css: "ease-in") == .easeIn)
    #expect(try TimingFunction(css: "  EASE-In-Out ") == .easeInOut)
    #expect(try TimingFunction(css: "ease") == .cubicBezier(.default))
    #expect(try TimingFunction(css: "linear") == .linear)
    #expect(try TimingFunction(css: "step-start") == .steps(Steps(1, .start)))
    #expect(try TimingFunction(css: "step-end") == .steps(Steps(1, .end)))
  }

  @Test func parsesFunctions() throws {
    #expect(
      try TimingFunction(css: "cubic-bezier(0.42, 0, 0.58, 1)") == .cubicBezier(.easeInOut))
    #expect(
      try TimingFunction(css: "cubic-bezier(.68,-.6,.32,1.6)")
        == .cubicBezier(CubicBezier(x1: 0.68, y1: -0.6, x2: 0.32, y2: 1.6)))
    #expect(try TimingFunction(css: "steps(4, jump-none)") == .steps(Steps(4, .jumpNone)))
    #expect(try TimingFunction(css: "steps(3)") == .steps(Steps(3, .end)))
    #expect(try TimingFunction(css: "steps(2,START)") == .steps(Steps(2, .start)))
    let linear = try TimingFunction(css: "linear(0, 0.25 25% 75%, 1)")
    #expect(
      linear
        == .piecewiseLinear(
          PiecewiseLinear(stops: [.init(0), .init(0.25, at: 0.25, 0.75), .init(1)])))
    // A stop may put its percentage first (css-easing-2: <number> && <percentage>{0,2}).
    #expect(
      try TimingFunction(css: "linear(0, 50% 0.5, 1)").cssText == "linear(0 0%, 0.5 50%, 1 100%)")
    #expect(
      try TimingFunction(css: "cubic-bezier(0, 1e-2, 1E0, 1)").cssText
        == "cubic-bezier(0, 0.01, 1, 1)")
  }

  /// The serializations of css-easing-2 and the keyword forms; the step forms as
  /// web-platform-tests' web-animations/resources/effect-easing-tests.js expects them
  /// (`step-start` → `steps(1, start)`, `step-end` and `steps(1, end)` → `steps(1)`), and
  /// `jump-end` omitted like `end` (CSSOM omits the default position whichever keyword named it).
  @Test func printsCanonicalCSS() throws {
    let examples = [
      ("linear(0, 0.25, 1)", "linear(0 0%, 0.25 50%, 1 100%)"),
      ("linear(0 20%, 0.5 10%, 1)", "linear(0 20%, 0.5 20%, 1 100%)"),
      ("linear(0, 0.25 25% 75%, 1)", "linear(0 0%, 0.25 25%, 0.25 75%, 1 100%)"),
      ("cubic-bezier(0.25, 0.1, 0.25, 1)", "ease"), ("cubic-bezier(0.42,0,1,1)", "ease-in"),
      ("steps(4, end)", "steps(4)"), ("steps(4, jump-end)", "steps(4)"),
      ("steps(4, jump-start)", "steps(4, jump-start)"), ("steps(2, start)", "steps(2, start)"),
      ("step-start", "steps(1, start)"), ("step-end", "steps(1)"),
      ("cubic-bezier(0.1, -0.5, 0.9, 1.5)", "cubic-bezier(0.1, -0.5, 0.9, 1.5)"),
    ]
    for (input, printed) in examples {
      #expect(try TimingFunction(css: input).cssText == printed, "\(input)")
    }
  }

  @Test func printingThenParsingGivesAnEqualValue() throws {
    let curves = Generator<(Double, Double, Double, Double)>.zip(
      .doubles(in: 0...1), .doubles(in: -5...5), .doubles(in: 0...1), .doubles(in: -5...5))
    checkProperty("cubic-bezier round trip", curves) { points in
      let function = TimingFunction.cubicBezier(
        CubicBezier(x1: points.0, y1: points.1, x2: points.2, y2: points.3))
      return try TimingFunction(css: function.cssText) == function
    }
    let stops = Generator<(Double, Double, Double, Double)>.zip(
      .doubles(in: -2...2), .doubles(in: 0...1), .doubles(in: -2...2), .doubles(in: 0...1))
    checkProperty("linear() round trip", stops) { values in
      let function = TimingFunction.piecewiseLinear(
        PiecewiseLinear(stops: [
          .init(0), .init(values.0, at: values.1), .init(values.2, at: values.3), .init(1),
        ]))
      return try TimingFunction(css: function.cssText) == function
    }
    for position in Steps.Position.allCases {
      let function = TimingFunction.steps(Steps(3, position))
      #expect(try TimingFunction(css: function.cssText) == function)
    }
  }

  @Test(arguments: [
    ("cubic-bezier(1.5, 0, 0.58, 1)", CSSParseError.Kind.valueOutOfRange, "1.5", 13),
    ("cubic-bezier(0, 0, -0.1, 1)", .valueOutOfRange, "-0.1", 19),
    ("cubic-bezier(0, 0, 0.5)", .unexpectedToken, ")", 22),
    ("cubic-bezier(0, 0, 0.5, 1", .unexpectedEnd, "", 25),
    ("cubic-bezier(0, 1e999, 0.5, 1)", .valueOutOfRange, "1e999", 16),
    ("steps(0)", .valueOutOfRange, "0", 6), ("steps(1, jump-none)", .valueOutOfRange, "1", 6),
    ("steps(2.5)", .valueOutOfRange, "2.5", 6), ("steps(3, sideways)", .unknownName, "sideways", 9),
    ("linear(0)", .tooFewStops, "linear", 0),
    ("linear(0 10% 20% 30%, 1)", .unexpectedToken, "30%", 17),
    ("ease-sideways", .unknownName, "ease-sideways", 0), ("bounce(2)", .unknownName, "bounce", 0),
    ("", .unexpectedEnd, "", 0), ("ease-in garbage", .unexpectedToken, "garbage", 8),
    ("cubic-bezier(a, 0, 0.5, 1)", .unexpectedToken, "a", 13),
  ])
  func rejectsInvalidTextNamingTokenAndOffset(
    text: String, kind: CSSParseError.Kind, token: String, offset: Int
  ) {
    do {
      let parsed = try TimingFunction(css: text)
      Issue.record("\(text) parsed as \(parsed)")
    } catch {
      #expect(error.kind == kind, "\(error)")
      #expect(error.token == token, "\(error)")
      #expect(error.offset == offset, "\(error)")
    }
  }

  /// Percentages with exponents at and beyond Int's range: no overflow, the value they denote
  /// (0 for the tiny ones), and an error naming the token for the infinite one.
  @Test func percentagesWithExtremeExponents() throws {
    for text in [
      "linear(0, 1 1e-9223372036854775807%, 1)", "linear(0, 1 0.0e-9223372036854775808%, 1)",
      "linear(0, 1 5e-99999999999999999999999%, 1)",
    ] {
      #expect(try TimingFunction(css: text).cssText == "linear(0 0%, 1 0%, 1 100%)", "\(text)")
    }
    // Leading zeros do not make an exponent large: 10^-5 percent is 1e-7.
    let zeros = try TimingFunction(css: "linear(0, 0.5 1e-0000000000000005%, 1)")
    #expect(zeros.cssText == "linear(0 0%, 0.5 0.00001%, 1 100%)")
    #expect(throws: CSSParseError.self) {
      try TimingFunction(css: "linear(0, 1 1e9223372036854775807%, 1)")
    }
    // A percentage is finite when its fraction is (found by FuzzCSS: the largest double's worth
    // of percent printed back as 1.797693134862316e308%, which alone is beyond the range).
    let top = try TimingFunction(css: "linear(0, 2 1.7976931348623158e308%, 7)")
    #expect(try TimingFunction(css: top.cssText) == top)
    #expect(
      try TimingFunction(css: "linear(0, 0.5 1e309%, 1)").cssText
        == "linear(0 0%, 0.5 1e309%, 1 1e309%)")
  }

  @Test func errorDescriptionSaysWhatAndWhere() {
    #expect(throws: CSSParseError.self) { try TimingFunction(css: "steps(0)") }
    do {
      _ = try TimingFunction(css: "cubic-bezier(1.5, 0, 0.58, 1)")
      Issue.record("an x1 of 1.5 was accepted")
    } catch {
      #expect(error.description == "x1 must lie in [0, 1] at offset 13 ('1.5')")
    }
  }

  @Test func codableUsesCSSTextAndValidates() throws {
    let functions: [TimingFunction] = [.easeOut, .steps(Steps(4, .jumpBoth)), .linear]
    let data = try JSONEncoder().encode(functions)
    #expect(
      String(decoding: data, as: UTF8.self) == #"["ease-out","steps(4, jump-both)","linear"]"#)
    #expect(try JSONDecoder().decode([TimingFunction].self, from: data) == functions)
    #expect {
      try JSONDecoder().decode(
        [TimingFunction].self, from: Data(#"["cubic-bezier(7, 0, 1, 1)"]"#.utf8))
    } throws: { error in
      "\(error)".contains("x1 must lie in [0, 1] at offset 13 ('7')")
    }
  }

  @Test func coreAnimationNames() {
    #expect(TimingFunction(coreAnimationName: "easeInEaseOut") == .easeInOut)
    #expect(TimingFunction(coreAnimationName: "default") == .ease)
    #expect(TimingFunction(coreAnimationName: "linear") == .cubicBezier(.linear))
    #expect(TimingFunction(coreAnimationName: "bounce") == nil)
  }

  @Test func evaluatesTheWrappedCurve() throws {
    #expect(TimingFunction.linear.value(at: 0.3) == 0.3)
    #expect(TimingFunction.linear.velocity(at: 0.3) == 1)
    #expect(try TimingFunction(css: "steps(4, jump-none)").value(at: 0.3) == 1.0 / 3)
    #expect(TimingFunction.easeIn.value(at: 0.4) == CubicBezier.easeIn.value(at: 0.4))
  }

  /// css-easing-1 serializes `cubic-bezier(0, 0, 1, 1)` as written: it is a cubic bézier, not
  /// the `linear` keyword (a different function type in CSSOM).
  @Test func linearBezierPrintsAsABezier() throws {
    #expect(TimingFunction.cubicBezier(.linear).cssText == "cubic-bezier(0, 0, 1, 1)")
    #expect(
      try TimingFunction(css: "cubic-bezier(0, 0, 1, 1)").cssText == "cubic-bezier(0, 0, 1, 1)")
  }

  /// The before flag reaches steps() through every wrapper: a `TimingFunction` and an
  /// `AnyTimingCurve` (steps(4, start) is 0 before the start and 0.25 at it).
  @Test func wrappersForwardTheBeforeFlag() {
    let steps = Steps(4, .start)
    #expect(TimingFunction.steps(steps).value(at: 0, beforeFlag: true) == 0)
    #expect(TimingFunction.steps(steps).value(at: 0, beforeFlag: false) == 0.25)
    #expect(AnyTimingCurve(steps).value(at: 0, beforeFlag: true) == 0)
    #expect(AnyTimingCurve(steps).value(at: 0, beforeFlag: false) == 0.25)
  }
}
