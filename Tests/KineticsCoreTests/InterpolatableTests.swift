import KineticsCore
import Testing
import TestSupport

@Suite struct InterpolatableTests {

  @Suite struct VectorArithmetic {
    @Test func interpolationIsExactAtBothEnds() {
      let triples = Generator<(Double, Double, Double)>.zip(
        .doubles(in: -1e6...1e6), .doubles(in: -1e6...1e6), .doubles(in: 0...1))
      checkProperty("ends exact", triples) { start, end, _ in
        interpolate(from: start, to: end, progress: 0) == start
          && interpolate(from: start, to: end, progress: 1) == end
      }
      checkProperty("SIMD ends exact", triples) { a, b, t in
        let start = SIMD4<Double>(a, b, t, -a)
        let end = SIMD4<Double>(b, a, -t, a * 2)
        return interpolate(from: start, to: end, progress: 0) == start
          && interpolate(from: start, to: end, progress: 1) == end
      }
    }

    @Test func interpolationIsLinearInside() {
      #expect(
        interpolate(from: SIMD2<Double>(0, 10), to: SIMD2(100, 20), progress: 0.25)
          == SIMD2(25, 12.5)
      )
      #expect(interpolate(from: Float(2), to: Float(4), progress: 0.5) == 3)
      #expect(interpolate(from: 1.0, to: 3.0, progress: 1.5) == 4)
    }

    @Test func scalingAndMagnitude() {
      #expect(SIMD3<Float>(1, 2, 2).squaredMagnitude == 9)
      #expect(SIMD2<Double>(3, 4).multiplied(by: 2) == SIMD2(6, 8))
      #expect((-3.0).squaredMagnitude == 9)
      #expect(Float(1.5).multiplied(by: 2) == 3)
      #expect(SIMD8<Double>.zero.squaredMagnitude == 0)
      var value = SIMD16<Float>(repeating: 1)
      value.multiply(by: 0.5)
      #expect(value == SIMD16(repeating: 0.5))
    }
  }

  @Suite struct SIMDConformance {
    /// Every SIMD width of Double and Float scales and measures lane-wise.
    @Test func everyWidthScalesAndMeasures() {
      func check<V: Interpolatable & SIMD>(_ value: V, expected: Double)
      where V.Scalar: BinaryFloatingPoint {
        #expect(value.squaredMagnitude == expected)
        #expect(value.multiplied(by: 2).squaredMagnitude == 4 * expected)
        #expect(interpolate(from: V.zero, to: value, progress: 1) == value)
      }
      check(SIMD2<Double>(repeating: 1), expected: 2)
      check(SIMD3<Double>(repeating: 1), expected: 3)
      check(SIMD4<Double>(repeating: 1), expected: 4)
      check(SIMD8<Double>(repeating: 1), expected: 8)
      check(SIMD16<Double>(repeating: 1), expected: 16)
      check(SIMD32<Double>(repeating: 1), expected: 32)
      check(SIMD64<Double>(repeating: 1), expected: 64)
      check(SIMD2<Float>(repeating: 1), expected: 2)
      check(SIMD4<Float>(repeating: 1), expected: 4)
      check(SIMD8<Float>(repeating: 1), expected: 8)
      check(SIMD32<Float>(repeating: 1), expected: 32)
      check(SIMD64<Float>(repeating: 1), expected: 64)
    }
  }
}
