import Kinetics
import TestSupport
import Testing

/// Float values animate like Double ones within Float's precision.
@Suite struct FloatDoubleAgreementTests {
  @Test func springsAndInterpolationAgree() {
    let spring = DampedSpring(duration: 0.4, bounce: 0.25)
    checkProperty("Float ≈ Double", .zip(.doubles(in: -1000...1000), .doubles(in: 0...2))) {
      target, time in
      let double = spring.value(target: target, time: time)
      let float = spring.value(target: Float(target), time: time)
      let lerp = interpolate(from: Float(-target), to: Float(target), progress: time / 2)
      return abs(Double(float) - double) <= 2e-7 * (abs(target) + 1)
        && abs(Double(lerp) - (-target + 2 * target * time / 2)) <= 2e-7 * (abs(target) + 1)
    }
  }
}
