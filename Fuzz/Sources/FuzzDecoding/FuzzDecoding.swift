import Affine
import Easing
import FuzzDriver
import Foundation
import Motion
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
    check(
      spring.displacement(atElapsed: 0.1, initialDisplacement: 1).isFinite, "DampedSpring \(spring)"
    )
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
  if let transform = try? decoder.decode(Transform3D.self, from: bytes) {
    check(transform.inverted().isFinite, "Transform3D \(transform)")
    let halfway = Transform3D.interpolateCSS(from: transform, to: .identity, progress: 0.5)
    check(!halfway.m11.isNaN && !halfway.m44.isNaN, "Transform3D interpolation \(transform)")
  }
  if let layer = try? decoder.decode(LayerGeometry3D.self, from: bytes) {
    let quad = layer.projectedQuad
    check(!quad.visiblePolygon.contains { $0.x.isNaN || $0.y.isNaN }, "LayerGeometry3D \(layer)")
  }
  _ = try? decoder.decode(AffineTransform2D.Components.self, from: bytes)
  if let rotation = try? decoder.decode(Quaternion.self, from: bytes) {
    let squaredLength = (rotation.storage * rotation.storage).sum()
    check(abs(squaredLength - 1) <= 1e-15, "Quaternion \(rotation)")
  }
  decodeMotions(decoder, bytes)
  return 0
}

/// The Motion types: a decoded value evaluates without NaN at a few times.
func decodeMotions(_ decoder: JSONDecoder, _ bytes: Data) {
  let times = [0, 0.1, 1, 1e9]
  if let timing = try? decoder.decode(MediaTiming.self, from: bytes) {
    for time in times {
      check(
        !(timing.state(atTime: time).progress?.isNaN ?? false), "MediaTiming \(timing) at \(time)")
    }
  }
  if let keyframes = try? decoder.decode(KeyframeCurve<Double>.self, from: bytes) {
    for progress in [0, 0.3, 0.5, 1] {
      check(!keyframes.value(at: progress).isNaN, "KeyframeCurve \(keyframes) at \(progress)")
    }
  }
  if let animation = try? decoder.decode(PropertyAnimation<Double>.self, from: bytes) {
    for time in times {
      check(
        !animation.presentationValue(atTime: time, modelValue: 1).isNaN,
        "PropertyAnimation at \(time)")
    }
  }
  if let tween = try? decoder.decode(Tween<Double, TimingFunction>.self, from: bytes) {
    for time in times { check(!tween.value(atElapsed: time).isNaN, "Tween \(tween) at \(time)") }
  }
  if let motion = try? decoder.decode(SpringMotion<Double>.self, from: bytes) {
    for time in times {
      check(!motion.value(atElapsed: time).isNaN, "SpringMotion \(motion) at \(time)")
    }
  }
  if let decay = try? decoder.decode(DecayMotion<Double>.self, from: bytes) {
    for time in times { check(!decay.value(atElapsed: time).isNaN, "DecayMotion at \(time)") }
  }
  if let gesture = try? decoder.decode(GestureRelease.self, from: bytes) {
    // The finger's speed over the distance can leave the double range; the motion may not.
    let motion = gesture.springMotion(translation: 0, velocity: 1, spring: .smooth())
    for time in times {
      check(motion.value(atElapsed: time).isFinite, "GestureRelease \(gesture) at \(time)")
    }
  }
  _ = try? decoder.decode(RestTolerance.self, from: bytes)
  if let rect = try? decoder.decode(Rect2D.self, from: bytes) {
    // Whatever decodes encodes and decodes back to itself (the null rect's origin as null).
    let again = (try? JSONEncoder().encode(rect)).flatMap {
      try? decoder.decode(Rect2D.self, from: $0)
    }
    check(again == rect || (again?.isNull == true && rect.isNull), "Rect2D \(rect)")
  }
}

@_cdecl("FuzzDecoding_main")
func main(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc: argc, argv: argv, fuzzDecoding)
}
