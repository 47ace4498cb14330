import Foundation
import Kinetics
import TestSupport
import Testing

/// Cubic paced keyframes against an independent 30-digit arc-length parameterization
/// (scripts/references/cubic_paced.py, mpmath quadrature and bisection).
@Suite struct CubicPacedKeyframeTests {
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
