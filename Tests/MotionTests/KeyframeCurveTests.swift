import Foundation
import Easing
import KineticsCore
import Motion
import Springs
import TestSupport
import Testing

@Suite struct KeyframeCurveTests {
  @Test func valuesAreHitExactlyAtKeyTimes() throws {
    let values: [Double] = [0, 120, 100, 37.5]
    for mode in [
      KeyframeCurve<Double>.CalculationMode.linear, .cubic(),
      .cubic(tension: 0.3, continuity: -0.2, bias: 0.5), .discrete,
    ] {
      let keyframes = KeyframeCurve(
        values: values, keyTimes: [0, 0.3, 0.8, 1],
        timingFunctions: [TimingFunction.easeOut, TimingFunction.easeInOut, TimingFunction.linear],
        mode: mode)
      for (value, time) in zip(values, keyframes.keyTimes) {
        #expect(keyframes.value(at: time) == value, "\(mode) at \(time)")
      }
    }
  }

  @Test func segmentsUseTheirTimingFunction() throws {
    let keyframes = KeyframeCurve(
      values: [0.0, 10, 20], keyTimes: [0, 0.5, 1],
      timingFunctions: [TimingFunction.easeIn, TimingFunction.linear])
    expectClose(keyframes.value(at: 0.25), 10 * CubicBezier.easeIn.value(at: 0.5), ulps: 4)
    expectClose(keyframes.value(at: 0.75), 15, ulps: 4)
    #expect(keyframes.value(at: -1) == 0 && keyframes.value(at: 2) == 20)
  }

  /// Apple's `calculationMode` documentation for discrete keyframes: keyTimes [0, 0.25, 0.5,
  /// 0.75, 1] with values [310, 60, 120, 60] — one more key time than values — shows each value
  /// from its key time to the next, 60 from 0.75 to the end.
  @Test func discreteModeTakesOneMoreKeyTime() throws {
    let keyframes = KeyframeCurve(
      values: [310.0, 60, 120, 60], keyTimes: [0, 0.25, 0.5, 0.75, 1], mode: .discrete)
    #expect(keyframes.value(at: 0.1) == 310)
    #expect(keyframes.value(at: 0.25) == 60)
    #expect(keyframes.value(at: 0.6) == 120)
    #expect(keyframes.value(at: 0.75) == 60 && keyframes.value(at: 0.99) == 60)
    #expect(keyframes.value(at: 1) == 60)
    #expect(throws: ValidationError.self) {
      try KeyframeCurve.validate(values: [310.0, 60], keyTimes: [0, 0.5, 1], mode: .linear)
    }
  }

  /// Paced mode moves at constant speed along the polyline: equal progress steps cover equal
  /// distances (3-4-5 triangle legs: 50, 40, 70).
  @Test func pacedModeHasConstantSpeed() throws {
    let points = [SIMD2<Double>(0, 0), SIMD2(30, 40), SIMD2(30, 0), SIMD2(100, 0)]
    let keyframes = KeyframeCurve(values: points, mode: .paced)
    let total = 50.0 + 40 + 70
    for step in 0..<100 {
      let (start, end) = (Double(step) / 100, Double(step + 1) / 100)
      guard !keyframes.keyTimes.contains(where: { $0 > start && $0 < end }) else { continue }
      let (a, b) = (keyframes.value(at: start), keyframes.value(at: end))
      let travelled = ((b - a) * (b - a)).sum().squareRoot()
      #expect(abs(travelled - total / 100) < 1e-9, "step \(step)")
    }
    #expect(keyframes.keyTimes == [0, 50 / total, 90 / total, 1])
  }

  /// Values near 1e200 do not overflow the paced distances (their squares would).
  @Test func pacedModeWithHugeValues() throws {
    let keyframes = KeyframeCurve(values: [0.0, 3e200, 4e200], mode: .paced)
    expectClose(keyframes.keyTimes[1], 0.75, ulps: 2)
    #expect(keyframes.value(at: 0.5).isFinite)
  }

  @Test func cubicPassesSmoothlyThroughItsPoints() throws {
    let keyframes = KeyframeCurve(values: [0.0, 1, 0, 1], mode: .cubic())
    let h = 1e-7
    let third = 1.0 / 3
    let left = (keyframes.value(at: third) - keyframes.value(at: third - h)) / h
    let right = (keyframes.value(at: third + h) - keyframes.value(at: third)) / h
    #expect(abs(left - right) < 1e-4)
  }

  /// Kochanek–Bartels at the middle of the second segment of [0, 1, 0, 1] with continuity 0.5:
  /// outgoing tangent at 1 is ((1 − 0)·(1.5)/2 + (0 − 1)·(0.5)/2) = 0.5, incoming at 0 is
  /// ((0 − 1)·0.5/2 + (1 − 0)·1.5/2) = 0.5; the Hermite value at u = ½ is
  /// ½·1 + ⅛·0.5 + ½·0 − ⅛·0.5 = 0.5. With continuity −0.5 the tangents are −0.5 and −0.5…
  /// computed by hand from the spline's definition (Kochanek & Bartels, SIGGRAPH 1984).
  @Test func kochanekBartelsTangentsAtTheMiddle() throws {
    let positive = KeyframeCurve(values: [0.0, 1, 0, 1], mode: .cubic(continuity: 0.5))
    expectClose(positive.value(at: 0.5), 0.5, ulps: 8)
    // Segment 1 from 1 to 0 over u; tension 0, bias 0, continuity c: outgoing at p1 =
    // (p1 − p0)(1 + c)/2 + (p2 − p1)(1 − c)/2, incoming at p2 = (p2 − p1)(1 − c)/2 +
    // (p3 − p2)(1 + c)/2. For c = 0.5: outgoing 0.75 − 0.25 = 0.5, incoming −0.25 + 0.75 = 0.5.
    // At u = 0.25: h00 = 0.84375, h10 = 0.140625, h01 = 0.15625, h11 = −0.046875:
    // 0.84375 + 0.5·0.140625 + 0 + 0.5·(−0.046875) = 0.890625.
    expectClose(positive.value(at: (1 + 0.25) / 3), 0.890625, ulps: 8)
    // For c = −0.5: outgoing 0.25 − 0.75 = −0.5, incoming −0.75 + 0.25 = −0.5:
    // 0.84375 − 0.0703125 + 0.0234375 = 0.796875.
    let negative = KeyframeCurve(values: [0.0, 1, 0, 1], mode: .cubic(continuity: -0.5))
    expectClose(negative.value(at: (1 + 0.25) / 3), 0.796875, ulps: 8)
  }

  /// The velocity is the derivative of the value in every mode (central differences).
  @Test func velocityIsTheDerivative() throws {
    for mode in [
      KeyframeCurve<Double>.CalculationMode.linear, .cubic(tension: 0.2, continuity: 0.1),
      .paced,
    ] {
      let keyframes = KeyframeCurve(
        values: [0.0, 120, 100, 37.5], keyTimes: [0, 0.3, 0.8, 1],
        timingFunctions: [TimingFunction.easeOut, TimingFunction.easeInOut, TimingFunction.linear],
        mode: mode)
      for progress in [0.1, 0.2, 0.5, 0.7, 0.9] {
        let h = 1e-7
        let difference =
          (keyframes.value(at: progress + h) - keyframes.value(at: progress - h)) / (2 * h)
        expectClose(keyframes.velocity(at: progress), difference, relative: 1e-5, "\(mode)")
      }
    }
  }

  /// Every rule has one validator: the initializer and the decoder report the same error.
  @Test func invalidDescriptionsThrowNamingTheProblem() throws {
    #expect {
      try KeyframeCurve.validate(values: [0.0, 1, 2], keyTimes: [0, 1])
    } throws: {
      "\($0)"
        == "KeyframeCurve: keyTimes must hold one key time per value (3), got 2 key times"
    }
    #expect {
      try KeyframeCurve.validate(values: [0.0, 1, 2], keyTimes: [0, 0.5, 0.4])
    } throws: {
      "\($0)" == "KeyframeCurve: keyTimes[2] must not be before keyTimes[1] = 0.5, got 0.4"
    }
    #expect(throws: ValidationError.self) {
      try KeyframeCurve.validate(values: [0.0, 1], keyTimes: [0, 0.9])
    }
    #expect(throws: ValidationError.self) { try KeyframeCurve<Double>.validate(values: []) }
    #expect(throws: ValidationError.self) {
      try KeyframeCurve.validate(
        values: [0.0, 1], timingFunctions: [TimingFunction.easeIn, TimingFunction.easeOut])
    }
    #expect(throws: ValidationError.self) { try KeyframeCurve.validate(values: [0.0, .nan]) }
    let json = #"{"values": [0, 1, 2], "keyTimes": [0, 0.5, 0.4]}"#
    #expect {
      try JSONDecoder().decode(KeyframeCurve<Double>.self, from: Data(json.utf8))
    } throws: { "\($0)".contains("keyTimes[2] must not be before keyTimes[1]") }
  }

  @Test func initializerStopsOnAnInvalidDescription() async {
    await #expect(processExitsWith: .failure) {
      _ = KeyframeCurve(values: [0.0, 1, 2], keyTimes: [0, 1])
    }
    await #expect(processExitsWith: .failure) {
      _ = KeyframeCurve(values: [0.0, .infinity])
    }
  }

  @Test func codableRoundTrip() throws {
    let keyframes = KeyframeCurve(
      values: [0.0, 1, 0.5], keyTimes: [0, 0.4, 1],
      timingFunctions: [TimingFunction.easeIn, TimingFunction.linear],
      mode: .cubic(tension: 0.5))
    let data = try JSONEncoder().encode(keyframes)
    #expect(try JSONDecoder().decode(KeyframeCurve<Double>.self, from: data) == keyframes)
  }

  /// Cubic paced keyframes against an independent 30-digit arc-length parameterization
  /// (scripts/references/cubic_paced.py, mpmath quadrature and bisection).
  @Suite struct CubicPaced {
    static func curve(_ points: [[Double]], shape: (Double, Double, Double), scale: Double = 1)
      throws -> KeyframeCurve<SIMD2<Double>>
    {
      KeyframeCurve(
        values: points.map { SIMD2($0[0], $0.count > 1 ? $0[1] : 0) * scale },
        mode: .cubicPaced(tension: shape.0, continuity: shape.1, bias: shape.2))
    }

    static let points: [[Double]] = [[0, 0], [100, 40], [150, -30], [260, 10]]

    /// Points to 1e-12 and velocities to 1e-11 of the curve's size (measured: 3e-13 and 6e-12),
    /// at scales from 1e-300 to 1e300 (the reference scales exactly with the values).
    @Test(arguments: [1, 1e-300, 1e300])
    func smoothSplinesMatchTheReference(scale: Double) throws {
      for (shape, rows) in [
        ((0.0, 0.0, 0.0), CubicPacedReferences.catmullRom),
        ((0.3, -0.2, 0.4), CubicPacedReferences.shaped),
      ] {
        let keyframes = try Self.curve(Self.points, shape: shape, scale: scale)
        for row in rows {
          let value = keyframes.value(at: row.fraction) / scale
          let velocity = keyframes.velocity(at: row.fraction) / scale
          for axis in 0..<2 {
            #expect(abs(value[axis] - row.value[axis]) <= 260 * 1e-12, "\(shape) \(row.fraction)")
            #expect(
              abs(velocity[axis] - row.velocity[axis]) <= 330 * 1e-11, "\(shape) \(row.fraction)")
          }
        }
      }
    }

    /// A one-dimensional spline turns back at each key, where its speed vanishes: the zeros fall
    /// on panel boundaries, so the quadrature stays exact.
    @Test func turningSplineMatchesTheReference() throws {
      let keyframes = KeyframeCurve(values: [0.0, 1, 0, 1], mode: .cubicPaced())
      for row in CubicPacedReferences.turning {
        #expect(abs(keyframes.value(at: row.fraction) - row.value[0]) <= 1e-14, "\(row.fraction)")
        #expect(
          abs(keyframes.velocity(at: row.fraction) - row.velocity[0]) <= 1e-14, "\(row.fraction)")
      }
    }

    /// Key times are the fractions of length at each value; each value shows exactly there, and
    /// given timing functions are ignored (Core Animation's paced modes ignore them).
    @Test func keyTimesComeFromTheArcLength() throws {
      let keyframes = try Self.curve(Self.points, shape: (0, 0, 0))
      #expect(keyframes.keyTimes.first == 0 && keyframes.keyTimes.last == 1)
      for (time, value) in zip(keyframes.keyTimes, keyframes.values) {
        #expect(keyframes.value(at: time) == value)
      }
      let eased = KeyframeCurve(
        values: keyframes.values, keyTimes: [0, 0.1, 0.2, 1],
        timingFunctions: [TimingFunction.easeIn, TimingFunction.easeIn, TimingFunction.easeIn],
        mode: .cubicPaced())
      #expect(eased.keyTimes == keyframes.keyTimes)
      #expect(eased.value(at: 0.4) == keyframes.value(at: 0.4))
    }

    /// Speed is constant: equal steps of progress cover equal lengths of the curve.
    @Test func speedIsConstant() throws {
      let keyframes = try Self.curve(Self.points, shape: (0.3, -0.2, 0.4))
      let speeds = stride(from: 0.01, to: 1, by: 0.01).map {
        (keyframes.velocity(at: $0) * keyframes.velocity(at: $0)).sum().squareRoot()
      }
      #expect(speeds.max()! - speeds.min()! <= 1e-9 * speeds.max()!)
    }

    /// A spline without length (all values equal) holds its value with zero velocity; one value
    /// holds too.
    @Test func degenerateSplinesHold() throws {
      let still = KeyframeCurve(values: [3.0, 3, 3], mode: .cubicPaced())
      #expect(still.value(at: 0.5) == 3 && still.velocity(at: 0.5) == 0)
      let single = KeyframeCurve(values: [7.0], mode: .cubicPaced())
      #expect(single.value(at: 0.5) == 7 && single.velocity(at: 0.5) == 0)
    }

    @Test func roundTripsThroughJSON() throws {
      let keyframes = try Self.curve(Self.points, shape: (0.3, -0.2, 0.4))
      let decoded = try JSONDecoder().decode(
        KeyframeCurve<SIMD2<Double>>.self, from: JSONEncoder().encode(keyframes))
      #expect(decoded == keyframes)
      #expect(decoded.value(at: 0.37) == keyframes.value(at: 0.37))
    }
  }

  /// The classic interactive-transition samples finish past half-way or faster than 1500
  /// points per second: at 20% of the way, 1200 pt/s cancels and 1600 pt/s finishes.
  // Each segment eases with its own timing function: 0.8 lies half-way through the second
  // segment (key times 0.6 → 1), whose ease-in-out is ½ at ½ (the curve is symmetric), so the
  // value is 100 + (80 − 100)·½ = 90; the first segment's ease-out would give 83.95.
  @Test func eachSegmentEasesWithItsOwnTimingFunction() throws {
    let keyframes = KeyframeCurve(
      values: [0.0, 100, 80], keyTimes: [0, 0.6, 1],
      timingFunctions: [TimingFunction.easeOut, TimingFunction.easeInOut])
    #expect(abs(keyframes.value(at: 0.8) - 90) < 1e-12)
  }

  /// Cubic paced keyframes show each value exactly at its key time, for curves whose key times
  /// times the length do not round back to the table's boundaries.
  @Test func cubicPacedValuesSitExactlyOnTheirKeyTimes() throws {
    var random = Xoshiro256StarStar(seed: 11)
    for _ in 0..<20 {
      let values = (0..<6).map { _ in
        SIMD2(
          Double.random(in: -300...300, using: &random),
          Double.random(in: -300...300, using: &random))
      }
      let keyframes = KeyframeCurve(values: values, mode: .cubicPaced())
      for (time, value) in zip(keyframes.keyTimes, values) {
        #expect(keyframes.value(at: time) == value)
      }
    }
  }

  /// Each rule's error has its kind: a count, an order, finiteness, a range.
  @Test func validationErrorsHaveTheirKind() {
    func kind(_ check: () throws -> Void) -> ValidationError.Kind? {
      do { try check() } catch { return (error as? ValidationError)?.kind }
      return nil
    }
    #expect(
      kind { try KeyframeCurve.validate(values: [0.0, 1, 2], keyTimes: [0, 1]) } == .wrongCount)
    #expect(
      kind { try KeyframeCurve.validate(values: [0.0, 1, 2], keyTimes: [0, 0.5, 0.4]) }
        == .outOfOrder)
    #expect(kind { try KeyframeCurve.validate(values: [0.0, .nan]) } == .notFinite)
    #expect(
      kind { try KeyframeCurve.validate(values: [0.0, 1], keyTimes: [0, 1.5]) } == .outOfRange)
  }

  /// The batch path a timeline's keyframe group takes gives `value(at:)`'s bits for every
  /// progress: in the linear mode with bézier, linear and other curves and a segment of zero
  /// width, and in the modes it hands back to `value(at:)`; progress before 0, after 1 and at
  /// the key times included.
  @Test func batchValuesAreTheScalarValues() {
    // Béziers and linear segments (looked up through the curves' shared tables), and a set
    // with another curve among them (each curve's own value).
    let curveSets: [[any TimingCurve]] = [
      [CubicBezier.easeOut, TimingFunction.linear, CubicBezier.easeIn, CubicBezier.easeInOut],
      [CubicBezier.easeOut, TimingFunction.linear, Ease.sineInOut, CubicBezier.easeInOut],
    ]
    var random = Xoshiro256StarStar(seed: 29)
    var progresses: [Double] = [-1, 0, 0.2, 0.5, 0.7, 1, 2, .leastNonzeroMagnitude, -.infinity]
    for _ in 0..<997 { progresses.append(Double.random(in: -0.1...1.1, using: &random)) }
    for mode in [
      KeyframeCurve<Double>.CalculationMode.linear, .discrete, .paced, .cubic(), .cubicPaced(),
    ] {
      for curves in curveSets {
        let keyframes = KeyframeCurve(
          values: [0.0, 120, 100, 100, -40], keyTimes: [0, 0.2, 0.5, 0.5, 1],
          timingFunctions: curves, mode: mode)
        var results = [Double](repeating: .nan, count: progresses.count)
        results.withUnsafeMutableBufferPointer { results in
          keyframes.values(at: progresses, into: results.baseAddress!, count: progresses.count)
        }
        for (progress, result) in zip(progresses, results) {
          #expect(
            result.bitPattern == keyframes.value(at: progress).bitPattern, "\(mode) at \(progress)")
        }
      }
    }
  }

  /// The same for linear keyframes of one to eight segments (the AVX-512 kernel takes up to
  /// seven, each linear or a bézier), with béziers that overshoot, have vertical tangents
  /// (uncertified pieces, left to the scalar path) or are scaled in y, a segment of zero width
  /// from three segments on, and progress exactly at every key time.
  @Test func batchValuesAreTheScalarValuesForOneToEightSegments() {
    let curves: [any TimingCurve] = [
      CubicBezier.easeOut, TimingFunction.linear,
      CubicBezier(x1: 0.68, y1: -0.6, x2: 0.32, y2: 1.6),
      CubicBezier(x1: 0, y1: 1, x2: 1, y2: 0), CubicBezier(x1: 0.3, y1: 1e300, x2: 0.7, y2: -1e300),
      CubicBezier.easeInOut, TimingFunction.linear, CubicBezier.easeIn,
    ]
    var random = Xoshiro256StarStar(seed: 31)
    for segments in 1...8 {
      var keyTimes = (0...segments).map { Double($0) / Double(segments) }
      if segments >= 3 { keyTimes[2] = keyTimes[1] }
      let keyframes = KeyframeCurve(
        values: (0...segments).map { _ in Double.random(in: -100...100, using: &random) },
        keyTimes: keyTimes, timingFunctions: Array(curves.prefix(segments)))
      var progresses = keyTimes + [-0.5, 1.5, 1.0.nextDown, .leastNonzeroMagnitude]
      for _ in 0..<500 { progresses.append(Double.random(in: -0.05...1.05, using: &random)) }
      var results = [Double](repeating: .nan, count: progresses.count)
      results.withUnsafeMutableBufferPointer { results in
        keyframes.values(at: progresses, into: results.baseAddress!, count: progresses.count)
      }
      for (progress, result) in zip(progresses, results) {
        #expect(
          result.bitPattern == keyframes.value(at: progress).bitPattern,
          "\(segments) segments at \(progress)")
      }
    }
  }
}
