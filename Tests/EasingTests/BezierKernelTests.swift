@testable import Easing
import TestSupport
import Testing

/// The bézier batch's C kernel (`kinetics_bezier_values`: eight lanes of AVX-512, each lane's
/// piece loaded and the eight transposed) gives the Swift loop's bits, the loop being the
/// reference it stands for (its accuracy is checked against high-precision values in
/// `CubicBezierAccuracyTests`). On processors without AVX-512 the kernel level is below 3 and
/// both runs take the Swift loop.
@Suite struct BezierKernelTests {
  /// Ordinary, overshooting, vertical tangents at both ends (pieces on the solver path, which
  /// the kernel leaves to Swift), a vertical tangent at the start only, and a curve scaled in y
  /// (control points beyond 2⁶⁴).
  static let curves = [
    CubicBezier.easeInOut, CubicBezier(x1: 0.68, y1: -0.6, x2: 0.32, y2: 1.6),
    CubicBezier(x1: 0, y1: 1, x2: 1, y2: 0), CubicBezier.easeOut,
    CubicBezier(x1: 0.3, y1: 1e300, x2: 0.7, y2: -1e300),
  ]

  /// 1,003 progresses: ordered through (0, 1), random in [−0.2, 1.2], and 0, 1, NaN, ±∞,
  /// the smallest subnormal, 1e-300 and the double below 1 mixed in at every seventh place.
  static let progresses: [Double] = {
    var random = Xoshiro256StarStar(seed: 41)
    var progresses = (0..<1_003).map { index in
      index % 2 == 0 ? Double(index) / 1_002 : Double.random(in: -0.2...1.2, using: &random)
    }
    let edges: [Double] = [
      0, 1, .nan, .infinity, -.infinity, .leastNonzeroMagnitude, 1e-300, 1.0.nextDown,
    ]
    for index in stride(from: 3, to: progresses.count, by: 7) {
      progresses[index] = edges[index % edges.count]
    }
    return progresses
  }()

  /// The values at every progress, at `kernelLevel`, into a new array or (`inPlace`) over a
  /// copy of the progresses.
  static func values(_ curve: CubicBezier, kernelLevel: Int32, inPlace: Bool = false) -> [Double] {
    var results = inPlace ? progresses : Array(repeating: 0, count: progresses.count)
    progresses.withUnsafeBufferPointer { input in
      results.withUnsafeMutableBufferPointer { output in
        curve.values(
          at: inPlace ? UnsafePointer(output.baseAddress!) : input.baseAddress!,
          into: output.baseAddress!, in: 0..<progresses.count, kernelLevel: kernelLevel)
      }
    }
    return results
  }

  static func sameBits(_ lhs: [Double], _ rhs: [Double]) -> Bool {
    zip(lhs, rhs).allSatisfy { $0.bitPattern == $1.bitPattern || ($0.isNaN && $1.isNaN) }
  }

  @Test(arguments: curves)
  func kernelGivesTheSwiftLoopsBits(curve: CubicBezier) {
    let reference = Self.values(curve, kernelLevel: 0)
    #expect(Self.sameBits(Self.values(curve, kernelLevel: BezierTable.kernelLevel), reference))
    // The lanes the kernel leaves keep their progress until Swift evaluates them.
    #expect(
      Self.sameBits(
        Self.values(curve, kernelLevel: BezierTable.kernelLevel, inPlace: true), reference))
    // And the loop is the scalar value, bit for bit.
    #expect(Self.sameBits(reference, Self.progresses.map { curve.value(at: $0) }))
  }
}
