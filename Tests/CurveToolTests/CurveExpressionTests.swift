import CurveTool
import Easing
import Foundation
import Springs
import TestSupport
import Testing

@Suite struct CurveExpressionTests {
  @Test func parsesCSSPennerAndSprings() throws {
    #expect(
      try CurveExpression("ease-in-out").value(at: 0.3) == CubicBezier.easeInOut.value(at: 0.3))
    #expect(try CurveExpression("steps(4, jump-none)").value(at: 0.3) == 1.0 / 3)
    // d3-ease's definitions in 40-digit arithmetic: elasticOut(0.3) (amplitude 1, period 0.3)
    // and backInOut(0.3) (overshoot 1.70158) = 0.36·(2.70158·0.6 − 1.70158)/2.
    expectClose(try CurveExpression("elastic-out").value(at: 0.3), 0.8758553274682307, ulps: 8)
    expectClose(try CurveExpression("back-in-out").value(at: 0.3), -0.01451376, relative: 1e-14)
    // UIKit's spring for (0.6 s, 0.49, 0.81) at 0.1 s (progress 1/6): 1 − 30.1358747975419445/390,
    // from the transition articles' 40-digit reference (scripts/references/transition_articles.py).
    let uiKit = try CurveExpression(
      "spring(duration: 0.6, dampingRatio: 0.49, initialVelocity: 0.81)")
    expectClose(uiKit.value(at: 1.0 / 6), 0.9227285261601489, relative: 1e-13)
    // spring(duration: 0.5, bounce: 0.3): ω0 = 4π, ζ = 0.7, so k = 16π² and c = 5.6π;
    // spring(tension: 40, friction: 7): Origami's (40 − 30)·3.62 + 194 = 230.2 and
    // (7 − 8)·3 + 25 = 22; spring(mass: 2, stiffness: 50, damping: 30) as given (ζ = 1.5:
    // over-damped springs are kept, not clamped).
    for (text, mass, stiffness, damping) in [
      ("spring(duration: 0.5, bounce: 0.3)", 1.0, 157.91367041742973, 17.592918860102841),
      ("spring(tension: 40, friction: 7)", 1, 230.2, 22),
      ("spring(mass: 2, stiffness: 50, damping: 30)", 2, 50, 30),
    ] {
      guard case .spring(let spring, _) = try CurveExpression(text).kind else {
        Issue.record("\(text) is not a spring")
        continue
      }
      #expect(spring.mass == mass, "\(text)")
      expectClose(spring.stiffness, stiffness, relative: 1e-15, "\(text)")
      expectClose(spring.damping, damping, relative: 1e-15, "\(text)")
    }
  }

  @Test(arguments: [
    ("spring(duration 0.5)", 16, "expected ':'"),
    ("spring(duration: x)", 17, "expected a number for duration"),
    ("spring(duration: 0.5, bounce: 0.3", 33, "expected ')'"),
    (
      "spring(duration: 0.5, weight: 2)", 0,
      "expected spring(duration:dampingRatio:initialVelocity:)"
    ),
    ("cubic-bezier(2, 0, 1, 1)", 13, "x1 must lie in [0, 1]"),
    ("spring(tension: 40, friction: -1)", 30, "friction must be ≥ −1/3"),
    ("spring(response: 1e-300, dampingRatio: 0.5)", 17, "response must give ω0"),
    ("spring(mass: 1, stiffness: 100, damping: -2)", 41, "damping must be finite and ≥ 0"),
    ("spring(duration: 0.5, bounce: 2)", 30, "bounce must lie in (−1, 1]"),
    ("spring(bounciness: -1, speed: 12)", 19, "bounciness must be finite and ≥ 0"),
    ("spring(duration: 0.5, duration: 0.6)", 22, "duration is given twice"),
    ("wobble-in", 0, "unknown easing keyword"),
    ("spring(duration: 0.5, bounce: 0.3) x", 35, "expected the end of the expression"),
  ])
  func errorsNameThePositionAndWhatWasExpected(text: String, offset: Int, message: String) {
    #expect {
      try CurveExpression(text)
    } throws: { error in
      guard let error = error as? CurveExpression.ParseError else { return false }
      return error.offset == offset && error.message.hasPrefix(message)
    }
  }

  @Suite struct SpringForms {
    /// Every spring form goes through the spring's own initializer: the tool shows the spring the
    /// library makes, over-damping kept (mass 3, stiffness 1000, damping 500 stays at ζ 4.56).
    @Test func everyFormIsTheLibrarysSpring() throws {
      let cases: [(String, DampedSpring)] = [
        ("spring(mass: 3, stiffness: 1000, damping: 500)", .uiKitSystem),
        ("spring(bounciness: 8, speed: 12)", DampedSpring(bounciness: 8, speed: 12)),
        ("spring(visualDuration: 0.3, bounce: 0.3)", .framerMotionDefault),
        (
          "spring(settlingDuration: 3, dampingRatio: 0.25)",
          DampedSpring(settlingDuration: 3, dampingRatio: 0.25)
        ),
        ("spring(response: 0.5, dampingRatio: 2)", DampedSpring(response: 0.5, dampingRatio: 2)),
      ]
      for (text, expected) in cases {
        guard case .spring(let spring, _) = try CurveExpression(text).kind else {
          Issue.record("\(text) is not a spring")
          continue
        }
        #expect(spring == expected, "\(text)")
      }
    }

    /// Extreme but valid expressions plot, print facts and CSS without trapping or NaN; a curve
    /// whose values leave the double range (a steep `linear()` extrapolated to −∞) has no CSS
    /// form, which is an error, not a trap.
    @Test func extremeExpressionsDoNotTrap() throws {
      for text in ["linear(-1e308, 1e308)", "linear(0, 5e251, 7 1e-200%)"] {
        let curve = try CurveExpression(text)
        _ = CurveFacts.lines(for: curve)
        _ = CurvePlot.terminal([curve], width: 20, height: 4)
        #expect(!CurvePlot.svg([curve]).contains("nan"))
        do {
          #expect(!(try CurveFacts.css(curve, maximumError: 0.001)).contains("nan"))
        } catch {
          #expect(text == "linear(0, 5e251, 7 1e-200%)", "\(error)")
        }
      }
    }

    /// `COLUMNS` from the environment: two less, within 4…1000; absent or garbage gives 70.
    @Test func terminalWidthFromColumns() {
      #expect(CurveToolCommand.terminalWidth(columns: "80") == 78)
      #expect(CurveToolCommand.terminalWidth(columns: "-9223372036854775808") == 4)
      #expect(CurveToolCommand.terminalWidth(columns: "9223372036854775807") == 1000)
      #expect(CurveToolCommand.terminalWidth(columns: "wide") == 70)
      #expect(CurveToolCommand.terminalWidth(columns: nil) == 70)
    }
  }
}
