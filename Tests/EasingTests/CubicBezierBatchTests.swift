import Easing
import TestSupport
import Testing

@Suite struct CubicBezierBatchTests {
  /// The batch kernel runs the scalar fast path's iteration lane-wise, so the two agree to the
  /// last bits; 1e-15 leaves room for a different order of the same operations.
  @Test func batchAgreesWithScalarOnRandomCurvesAndInputs() {
    let curves = Generator<(Double, Double, Double, Double)>.zip(
      .doubles(in: 0...1), .doubles(in: -5...5), .doubles(in: 0...1), .doubles(in: -5...5))
    checkProperty("batch equals scalar", .zip(curves, .doubles(in: 0...1)), cases: 300) {
      let (points, seed) = $0
      let curve = CubicBezier(x1: points.0, y1: points.1, x2: points.2, y2: points.3)
      // 67 inputs: eight groups of eight and a tail; sorted and shuffled halves.
      var random = Xoshiro256StarStar(seed: UInt64(seed * 1e6))
      let inputs =
        (0..<40).map { Double($0) / 39 }
        + (0..<27).map { _ in Double.random(in: 0...1, using: &random) }
      let batch = curve.values(at: inputs)
      return zip(batch, inputs).allSatisfy { abs($0 - curve.value(at: $1)) <= 1e-15 }
    }
  }

  @Test func batchHandlesEdgesAndOutsideInputsLikeScalar() {
    let curve = CubicBezier(x1: 0.68, y1: -0.6, x2: 0.32, y2: 1.6)
    let inputs: [Double] = [0, 1, -0.5, 1.5, .nan, 0.25, 0.5, 0.75, 1e-300, 1.0.nextDown]
    let batch = curve.values(at: inputs)
    for (value, input) in zip(batch, inputs) {
      let expected = curve.value(at: input)
      #expect(value == expected || (value.isNaN && expected.isNaN), "at \(input)")
    }
    #expect(curve.values(at: []).isEmpty)
  }

  @Suite struct Concurrent {
    /// The concurrent batch gives the bits of one pass over 100,003 inputs (ranges of 8,192 or
    /// more on every core), ordered and random, with edges, outside inputs and NaN mixed in,
    /// for an ordinary curve, an overshooting one and one with a vertical tangent.
    @Test func concurrentValuesMatchOnePass() {
      var random = Xoshiro256StarStar(seed: 7)
      var inputs = (0..<100_003).map { index in
        index % 2 == 0 ? Double(index) / 100_002 : Double.random(in: -0.2...1.2, using: &random)
      }
      for index in stride(from: 11, to: inputs.count, by: 8_191) {
        inputs[index] = [0, 1, .nan, 1e-300, -.infinity][index % 5]
      }
      for curve in [
        CubicBezier.easeInOut, CubicBezier(x1: 0.68, y1: -0.6, x2: 0.32, y2: 1.6),
        CubicBezier(x1: 0, y1: 1, x2: 1, y2: 0),
      ] {
        var (serial, concurrent) = ([Double](), [Double]())
        curve.values(at: inputs, into: &serial)
        curve.values(at: inputs, into: &concurrent, concurrently: true)
        #expect(
          zip(serial, concurrent).allSatisfy { $0.bitPattern == $1.bitPattern }, "\(curve)")
      }
    }
  }
}

/// The unretained value path keyframe segments read gives ``CubicBezier/value(at:)``'s bits:
/// ordinary, overshooting, vertical-tangent (pieces on the solver path) and y-scaled curves
/// (control points beyond 2⁶⁴), at ordered and random progress, the ends, outside [0, 1],
/// tiny and NaN progress.
