import Easing
import TestSupport
import Testing

@Suite struct KeyframesTests {
  @Test func valuesAreHitExactlyAtKeyTimes() throws {
    let values: [Double] = [0, 120, 100, 37.5]
    for mode in [
      Keyframes<Double>.CalculationMode.linear, .cubic(),
      .cubic(tension: 0.3, continuity: -0.2, bias: 0.5), .discrete,
    ] {
      let keyframes = try Keyframes(
        values: values, keyTimes: [0, 0.3, 0.8, 1],
        timingFunctions: [.easeOut, .easeInOut, .linear], mode: mode)
      for (value, time) in zip(values, keyframes.keyTimes) {
        #expect(keyframes.value(at: time) == value, "\(mode) at \(time)")
      }
    }
  }

  @Test func segmentsUseTheirTimingFunction() throws {
    let keyframes = try Keyframes(
      values: [0.0, 10, 20], keyTimes: [0, 0.5, 1], timingFunctions: [.easeIn, .linear])
    expectClose(keyframes.value(at: 0.25), 10 * CubicBezier.easeIn.value(at: 0.5), ulps: 4)
    expectClose(keyframes.value(at: 0.75), 15, ulps: 4)
    #expect(keyframes.value(at: -1) == 0 && keyframes.value(at: 2) == 20)
  }

  /// Paced mode moves at constant speed along the polyline: equal progress steps cover equal
  /// distances.
  @Test func pacedModeHasConstantSpeed() throws {
    let points = [SIMD2<Double>(0, 0), SIMD2(30, 40), SIMD2(30, 0), SIMD2(100, 0)]
    let keyframes = try Keyframes(values: points, mode: .paced)
    let total = 50.0 + 40 + 70
    // Steps that do not straddle a vertex cover the same straight distance.
    for step in 0..<100 {
      let (start, end) = (Double(step) / 100, Double(step + 1) / 100)
      guard !keyframes.keyTimes.contains(where: { $0 > start && $0 < end }) else { continue }
      let (a, b) = (keyframes.value(at: start), keyframes.value(at: end))
      let travelled = ((b - a) * (b - a)).sum().squareRoot()
      #expect(abs(travelled - total / 100) < 1e-9, "step \(step)")
    }
    #expect(keyframes.keyTimes == [0, 50 / total, 90 / total, 1])
  }

  @Test func cubicPassesSmoothlyThroughItsPoints() throws {
    let keyframes = try Keyframes(values: [0.0, 1, 0, 1], mode: .cubic())
    let h = 1e-7
    let third = 1.0 / 3
    let left = (keyframes.value(at: third) - keyframes.value(at: third - h)) / h
    let right = (keyframes.value(at: third + h) - keyframes.value(at: third)) / h
    #expect(abs(left - right) < 1e-4)
  }

  @Test func invalidDescriptionsThrowNamingTheProblem() {
    #expect {
      try Keyframes(values: [0.0, 1, 2], keyTimes: [0, 1])
    } throws: { "\($0)" == "keyTimes: 2 key times for 3 values; they must match" }
    #expect {
      try Keyframes(values: [0.0, 1, 2], keyTimes: [0, 0.5, 0.4])
    } throws: { "\($0)" == "keyTimes[2] = 0.4 is before keyTimes[1] = 0.5" }
    #expect(throws: Keyframes<Double>.ValidationError.self) {
      try Keyframes(values: [0.0, 1], keyTimes: [0, 0.9])
    }
    #expect(throws: Keyframes<Double>.ValidationError.self) { try Keyframes<Double>(values: []) }
    #expect(throws: Keyframes<Double>.ValidationError.self) {
      try Keyframes(values: [0.0, 1], timingFunctions: [.easeIn, .easeOut])
    }
  }
}
