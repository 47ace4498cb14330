import Affine
import Easing
import FuzzDriver
import Foundation
import Springs

/// libFuzzer entry: any bytes as JSON for every public Codable type. Invariant: decoding either
/// throws or yields a value whose evaluation is finite — never a trap, never a NaN spring.
func fuzzDecoding(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let bytes = Data(bytes: data, count: size)
  let decoder = JSONDecoder()
  decoder.nonConformingFloatDecodingStrategy = .convertFromString(
    positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
  if let curve = try? decoder.decode(CubicBezier.self, from: bytes) {
    check(curve.value(at: 0.5).isFinite, "CubicBezier \(curve)")
  }
  if let spring = try? decoder.decode(DampedSpring.self, from: bytes) {
    check(spring.displacement(at: 0.1, initialDisplacement: 1).isFinite, "DampedSpring \(spring)")
  }
  if let steps = try? decoder.decode(Steps.self, from: bytes) {
    check(steps.value(at: 0.5).isFinite, "Steps \(steps)")
  }
  if let linear = try? decoder.decode(PiecewiseLinear.self, from: bytes) {
    check(!linear.value(at: 0.5).isNaN, "PiecewiseLinear \(linear)")
  }
  _ = try? decoder.decode(TimingFunction.self, from: bytes)
  if let transform = try? decoder.decode(AffineTransform2D.self, from: bytes) {
    let inverse = transform.inverted()
    check(inverse.a.isFinite && inverse.tx.isFinite, "AffineTransform2D \(transform)")
  }
  _ = try? decoder.decode(LayerGeometry.self, from: bytes)
  _ = try? decoder.decode(AffineTransform2D.Components.self, from: bytes)
  return 0
}

func check(_ condition: Bool, _ what: @autoclosure () -> String) {
  if !condition { fatalError("invariant broken: \(what())") }
}

@_cdecl("FuzzDecoding_main")
func main(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc: argc, argv: argv, fuzzDecoding)
}
