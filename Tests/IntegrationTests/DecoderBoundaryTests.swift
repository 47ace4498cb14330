import Foundation
import Kinetics
import Testing

/// Every rule a decoder applies, tested at its boundary: the largest value it rejects and the
/// smallest it accepts on each side (the neighbouring doubles, or integers), the other fields
/// held where they satisfy their own rules. The rules are the validators' documented ones
/// (README, "One validation rule"); a decoder that forgets one fails here.
@Suite struct DecoderBoundaryTests {
  /// Whether `json` decodes as `type`.
  func accepts<Value: Decodable>(_ type: Value.Type, _ json: String) -> Bool {
    (try? JSONDecoder().decode(type, from: Data(json.utf8))) != nil
  }

  /// A double as JSON writes it, every digit kept.
  func text(_ value: Double) -> String { "\(value)" }

  /// The two neighbours of `boundary` and whether each is accepted: `below` for the double
  /// just under it, `at` for the boundary itself, `above` for the double just over it.
  func neighbours(_ boundary: Double) -> (below: String, at: String, above: String) {
    (text(boundary.nextDown), text(boundary), text(boundary.nextUp))
  }

  /// CubicBezier: x1 and x2 in [0, 1].
  @Test func cubicBezierControlPoints() {
    for name in ["x1", "x2"] {
      func json(_ x: String) -> String {
        let other = name == "x1" ? "\"x2\": 0.5" : "\"x1\": 0.5"
        return "{\"\(name)\": \(x), \(other), \"y1\": 0, \"y2\": 1}"
      }
      let low = neighbours(0)
      #expect(!accepts(CubicBezier.self, json(low.below)), "\(name) \(low.below)")
      #expect(accepts(CubicBezier.self, json(low.at)), "\(name) 0")
      let high = neighbours(1)
      #expect(accepts(CubicBezier.self, json(high.at)), "\(name) 1")
      #expect(!accepts(CubicBezier.self, json(high.above)), "\(name) \(high.above)")
    }
  }

  /// DampedSpring: mass > 0 and stiffness > 0 (each with the other scaled so that ω0 = 1),
  /// damping ≥ 0.
  @Test func dampedSpringParameters() {
    let tiny = text(Double.leastNonzeroMagnitude)
    #expect(!accepts(DampedSpring.self, "{\"mass\": 0, \"stiffness\": 1, \"damping\": 0}"))
    #expect(
      accepts(DampedSpring.self, "{\"mass\": \(tiny), \"stiffness\": \(tiny), \"damping\": 0}"))
    #expect(!accepts(DampedSpring.self, "{\"mass\": 1, \"stiffness\": 0, \"damping\": 0}"))
    #expect(
      accepts(DampedSpring.self, "{\"mass\": \(tiny), \"stiffness\": \(tiny), \"damping\": 0}"))
    #expect(!accepts(DampedSpring.self, "{\"mass\": 1, \"stiffness\": 1, \"damping\": -\(tiny)}"))
    #expect(accepts(DampedSpring.self, "{\"mass\": 1, \"stiffness\": 1, \"damping\": 0}"))
    #expect(accepts(DampedSpring.self, "{\"mass\": 1, \"stiffness\": 1, \"damping\": \(tiny)}"))
  }

  /// Steps: count ≥ 1, ≥ 2 with jump-none, at most 2⁵³.
  @Test func stepsCounts() {
    func json(_ count: Int, _ position: String) -> String {
      "{\"count\": \(count), \"position\": \"\(position)\"}"
    }
    #expect(!accepts(Steps.self, json(0, "end")))
    #expect(accepts(Steps.self, json(1, "end")))
    #expect(!accepts(Steps.self, json(1, "jump-none")))
    #expect(accepts(Steps.self, json(2, "jump-none")))
    #expect(accepts(Steps.self, json(1 << 53, "end")))
    #expect(!accepts(Steps.self, json((1 << 53) + 1, "end")))
  }

  /// Decay: rate in (0, 1), both ends open.
  @Test func decayRate() {
    let low = neighbours(0)
    #expect(!accepts(Decay.self, "{\"rate\": \(low.at)}"))
    #expect(accepts(Decay.self, "{\"rate\": \(low.above)}"))
    let high = neighbours(1)
    #expect(accepts(Decay.self, "{\"rate\": \(high.below)}"))
    #expect(!accepts(Decay.self, "{\"rate\": \(high.at)}"))
  }

  /// RestTolerance: displacement > 0 and velocity > 0.
  @Test func restTolerance() {
    let tiny = text(Double.leastNonzeroMagnitude)
    #expect(!accepts(RestTolerance.self, "{\"displacement\": 0, \"velocity\": 1}"))
    #expect(accepts(RestTolerance.self, "{\"displacement\": \(tiny), \"velocity\": 1}"))
    #expect(!accepts(RestTolerance.self, "{\"displacement\": 1, \"velocity\": 0}"))
    #expect(accepts(RestTolerance.self, "{\"displacement\": 1, \"velocity\": \(tiny)}"))
  }

  /// Tween and KeyframeAnimation durations: a tween's ≥ 0; a keyframe animation's > 0.
  @Test func durations() {
    let tiny = text(Double.leastNonzeroMagnitude)
    func tween(_ duration: String) -> String {
      "{\"start\": 0, \"end\": 1, \"duration\": \(duration), \"curve\": \"linear\", \"addedVelocity\": 0}"
    }
    #expect(!accepts(Tween<Double, TimingFunction>.self, tween("-\(tiny)")))
    #expect(accepts(Tween<Double, TimingFunction>.self, tween("0")))
    let keyframes = try! String(
      decoding: JSONEncoder().encode(KeyframeCurve(values: [0.0, 1])), as: UTF8.self)
    func animation(_ duration: String) -> String {
      "{\"keyframes\": \(keyframes), \"duration\": \(duration)}"
    }
    #expect(!accepts(KeyframeAnimation<Double>.self, animation("0")))
    #expect(accepts(KeyframeAnimation<Double>.self, animation(tiny)))
  }

  /// GestureRelease: distance ≥ 0.
  @Test func gestureDistance() {
    let tiny = text(Double.leastNonzeroMagnitude)
    let gesture = try! String(
      decoding: JSONEncoder().encode(GestureRelease(distance: 390)), as: UTF8.self)
    func json(_ distance: String) -> String {
      gesture.replacingOccurrences(of: "\"distance\":390", with: "\"distance\":\(distance)")
    }
    #expect(json("1") != gesture)
    #expect(!accepts(GestureRelease.self, json("-\(tiny)")))
    #expect(accepts(GestureRelease.self, json("0")))
  }

  /// MediaTiming: duration ≥ 0, repeat count ≥ 0.
  @Test func mediaTiming() {
    let tiny = text(Double.leastNonzeroMagnitude)
    #expect(!accepts(MediaTiming.self, "{\"duration\": -\(tiny)}"))
    #expect(accepts(MediaTiming.self, "{\"duration\": 0}"))
    #expect(!accepts(MediaTiming.self, "{\"duration\": 1, \"repeatCount\": -\(tiny)}"))
    #expect(accepts(MediaTiming.self, "{\"duration\": 1, \"repeatCount\": 0}"))
  }
}
