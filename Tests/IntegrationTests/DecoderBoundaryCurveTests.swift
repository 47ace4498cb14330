import Foundation
import Kinetics
import Testing

/// The decoders' rules for curves and the motions built of them, at their boundaries (as
/// DecoderBoundaryTests): keyframe curves, piecewise-linear curves, eases, restricted curves,
/// spring curves and spring or decay motions. Composite types whose only rules are their
/// parts' (Tween, KeyframeAnimation, PropertyAnimation, the curve modifiers) meet these
/// through the parts they decode.
@Suite struct DecoderBoundaryCurveTests {
  /// Whether `json` decodes as `type` (``decodesAllowingInfinities(_:_:)``).
  func accepts<Value: Decodable>(_ type: Value.Type, _ json: String) -> Bool {
    decodesAllowingInfinities(type, json)
  }

  let largest = "\(Double.greatestFiniteMagnitude)"
  let tiny = "\(Double.leastNonzeroMagnitude)"

  /// KeyframeCurve: at least one value, each finite; key times in [0, 1], non-decreasing,
  /// from 0 to 1, one per value (one more allowed in discrete mode); one timing function per
  /// segment.
  @Test func keyframeCurves() {
    func json(
      values: String = "[0, 1, 3]", keyTimes: String = "[0, 0.4, 1]", mode: String = "linear",
      timingFunctions: String = "[\"linear\", \"linear\"]"
    ) -> String {
      "{\"values\": \(values), \"keyTimes\": \(keyTimes), \"mode\": {\"\(mode)\": {}},"
        + " \"timingFunctions\": \(timingFunctions)}"
    }
    #expect(accepts(KeyframeCurve<Double>.self, json()))
    #expect(
      !accepts(
        KeyframeCurve<Double>.self, json(values: "[]", keyTimes: "[]", timingFunctions: "[]")))
    #expect(
      accepts(
        KeyframeCurve<Double>.self, json(values: "[5]", keyTimes: "[0]", timingFunctions: "[]")))
    #expect(accepts(KeyframeCurve<Double>.self, json(values: "[0, \(largest), 3]")))
    #expect(!accepts(KeyframeCurve<Double>.self, json(values: "[0, \"inf\", 3]")))
    // Key times: the first at 0 (not one ulp below), the last at 1 (not one ulp above), an
    // equal neighbour allowed and one ulp backwards refused.
    #expect(
      !accepts(
        KeyframeCurve<Double>.self, json(keyTimes: "[\(-Double.leastNonzeroMagnitude), 0.4, 1]")))
    #expect(!accepts(KeyframeCurve<Double>.self, json(keyTimes: "[\(tiny), 0.4, 1]")))
    #expect(!accepts(KeyframeCurve<Double>.self, json(keyTimes: "[0, 0.4, \(1.0.nextUp)]")))
    #expect(!accepts(KeyframeCurve<Double>.self, json(keyTimes: "[0, 0.4, \(1.0.nextDown)]")))
    #expect(accepts(KeyframeCurve<Double>.self, json(keyTimes: "[0, 1, 1]")))
    #expect(accepts(KeyframeCurve<Double>.self, json(keyTimes: "[0, 0, 1]")))
    let step = 0.4
    #expect(
      !accepts(
        KeyframeCurve<Double>.self,
        json(
          values: "[0, 1, 2, 3]", keyTimes: "[0, \(step), \(step.nextDown), 1]",
          timingFunctions: "[\"linear\", \"linear\", \"linear\"]")))
    #expect(
      accepts(
        KeyframeCurve<Double>.self,
        json(
          values: "[0, 1, 2, 3]", keyTimes: "[0, \(step), \(step), 1]",
          timingFunctions: "[\"linear\", \"linear\", \"linear\"]")))
    // Counts: one key time per value; discrete mode one more; one timing function per segment.
    #expect(!accepts(KeyframeCurve<Double>.self, json(keyTimes: "[0, 1]")))
    #expect(!accepts(KeyframeCurve<Double>.self, json(keyTimes: "[0, 0.2, 0.4, 1]")))
    #expect(
      accepts(
        KeyframeCurve<Double>.self,
        json(
          values: "[0, 1]", keyTimes: "[0, 0.5, 1]", mode: "discrete",
          timingFunctions: "[\"linear\"]")))
    #expect(
      !accepts(
        KeyframeCurve<Double>.self,
        json(
          values: "[0, 1]", keyTimes: "[0, 0.2, 0.5, 1]", mode: "discrete",
          timingFunctions: "[\"linear\"]")))
    #expect(!accepts(KeyframeCurve<Double>.self, json(timingFunctions: "[\"linear\"]")))
    #expect(
      !accepts(
        KeyframeCurve<Double>.self, json(timingFunctions: "[\"linear\", \"linear\", \"linear\"]")))
  }

  /// PiecewiseLinear: at least two points, finite, inputs non-decreasing.
  @Test func piecewiseLinearPoints() {
    func json(_ points: [(String, String)]) -> String {
      "{\"points\": ["
        + points.map { "{\"input\": \($0.0), \"output\": \($0.1)}" }.joined(separator: ", ") + "]}"
    }
    #expect(!accepts(PiecewiseLinear.self, json([("0", "0")])))
    #expect(accepts(PiecewiseLinear.self, json([("0", "0"), ("1", "1")])))
    #expect(accepts(PiecewiseLinear.self, json([("0", "0"), ("1", largest)])))
    #expect(!accepts(PiecewiseLinear.self, json([("0", "0"), ("1", "\"inf\"")])))
    #expect(!accepts(PiecewiseLinear.self, json([("0", "0"), ("\"-inf\"", "1")])))
    let half = 0.5
    #expect(
      accepts(
        PiecewiseLinear.self, json([("0", "0"), ("\(half)", "1"), ("\(half)", "0"), ("1", "1")])))
    #expect(
      !accepts(
        PiecewiseLinear.self,
        json([("0", "0"), ("\(half)", "1"), ("\(half.nextDown)", "0"), ("1", "1")])))
  }

  /// Ease: a poly exponent finite and > 0; a back overshoot finite (Penner's finite times
  /// 1.525); an elastic amplitude finite and its period finite and at least 1e-300.
  @Test func easeFamilies() {
    func json(_ family: String, _ parameters: String) -> String {
      "{\"family\": {\"\(family)\": {\(parameters)}}, \"mode\": \"in\"}"
    }
    #expect(!accepts(Ease.self, json("poly", "\"exponent\": 0")))
    #expect(accepts(Ease.self, json("poly", "\"exponent\": \(tiny)")))
    #expect(accepts(Ease.self, json("poly", "\"exponent\": \(largest)")))
    #expect(!accepts(Ease.self, json("poly", "\"exponent\": \"inf\"")))
    #expect(accepts(Ease.self, json("back", "\"overshoot\": -\(largest)")))
    #expect(!accepts(Ease.self, json("back", "\"overshoot\": \"-inf\"")))
    // Penner's overshoot is scaled by 1.525: the largest accepted is the largest double over
    // 1.525 (rounded down), one ulp more overflows.
    var pennerLimit = Double.greatestFiniteMagnitude / 1.525
    while !(pennerLimit * 1.525).isFinite { pennerLimit = pennerLimit.nextDown }
    while (pennerLimit.nextUp * 1.525).isFinite { pennerLimit = pennerLimit.nextUp }
    #expect(accepts(Ease.self, json("backPenner", "\"overshoot\": \(pennerLimit)")))
    #expect(!accepts(Ease.self, json("backPenner", "\"overshoot\": \(pennerLimit.nextUp)")))
    #expect(
      !accepts(Ease.self, json("elastic", "\"amplitude\": 1, \"period\": \(1e-300.nextDown)")))
    #expect(accepts(Ease.self, json("elastic", "\"amplitude\": 1, \"period\": 1e-300")))
    #expect(accepts(Ease.self, json("elastic", "\"amplitude\": \(largest), \"period\": 0.3")))
    #expect(!accepts(Ease.self, json("elastic", "\"amplitude\": \"inf\", \"period\": 0.3")))
    #expect(!accepts(Ease.self, json("elasticPenner", "\"amplitude\": 1, \"period\": \"inf\"")))
    #expect(accepts(Ease.self, json("elasticPenner", "\"amplitude\": 1, \"period\": \(largest)")))
  }

  /// RestrictedCurve: finite bounds, start < end, a finite width.
  @Test func restrictedIntervals() {
    let base = "{\"x1\": 0.42, \"x2\": 1, \"y1\": 0, \"y2\": 1}"
    func json(_ start: Double, _ end: Double) -> String {
      "{\"base\": \(base), \"interval\": [\(start), \(end)]}"
    }
    #expect(!accepts(RestrictedCurve<CubicBezier>.self, json(0.5, 0.5)))
    #expect(accepts(RestrictedCurve<CubicBezier>.self, json(0.5, 0.5.nextUp)))
    #expect(accepts(RestrictedCurve<CubicBezier>.self, json(-8.9e307, 8.9e307)))
    #expect(!accepts(RestrictedCurve<CubicBezier>.self, json(-1e308, 1e308)))
  }

  /// SpringCurve: duration finite and > 0, initial velocity finite.
  @Test func springCurves() {
    let spring = "{\"mass\": 1, \"stiffness\": 100, \"damping\": 10}"
    func json(_ duration: String, _ velocity: String = "0") -> String {
      "{\"spring\": \(spring), \"duration\": \(duration), \"initialVelocity\": \(velocity)}"
    }
    #expect(!accepts(SpringCurve.self, json("0")))
    #expect(accepts(SpringCurve.self, json(tiny)))
    #expect(accepts(SpringCurve.self, json(largest)))
    #expect(!accepts(SpringCurve.self, json("\"inf\"")))
    #expect(accepts(SpringCurve.self, json("1", "-\(largest)")))
    #expect(!accepts(SpringCurve.self, json("1", "\"-inf\"")))
  }

  /// SpringMotion and DecayMotion: start, target and velocity finite (the spring, decay and
  /// tolerance by their own rules, DecoderBoundaryTests).
  @Test func springAndDecayMotions() {
    let spring = "{\"mass\": 1, \"stiffness\": 100, \"damping\": 10}"
    let tolerance = "{\"displacement\": 0.001, \"velocity\": 0.0625}"
    func springMotion(start: String = "0", target: String = "1", velocity: String = "0") -> String {
      "{\"spring\": \(spring), \"start\": \(start), \"target\": \(target),"
        + " \"initialVelocity\": \(velocity), \"tolerance\": \(tolerance)}"
    }
    for (key, json) in [
      ("start", { springMotion(start: $0) }), ("target", { springMotion(target: $0) }),
      ("initialVelocity", { springMotion(velocity: $0) }),
    ] as [(String, (String) -> String)] {
      #expect(accepts(SpringMotion<Double>.self, json(largest)), "\(key)")
      #expect(!accepts(SpringMotion<Double>.self, json("\"inf\"")), "\(key)")
    }
    func decayMotion(start: String = "0", velocity: String = "100") -> String {
      "{\"decay\": {\"rate\": 0.998}, \"start\": \(start), \"initialVelocity\": \(velocity),"
        + " \"retargetSpring\": \(spring), \"tolerance\": \(tolerance)}"
    }
    #expect(accepts(DecayMotion<Double>.self, decayMotion(start: "-\(largest)")))
    #expect(!accepts(DecayMotion<Double>.self, decayMotion(start: "\"-inf\"")))
    #expect(accepts(DecayMotion<Double>.self, decayMotion(velocity: largest)))
    #expect(!accepts(DecayMotion<Double>.self, decayMotion(velocity: "\"inf\"")))
  }
}
