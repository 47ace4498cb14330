import Foundation
import Easing
import KineticsCore
import Motion
import Springs
import Testing

/// Motions persist: they round-trip through JSON, and decoding rejects what would evaluate to
/// NaN (a non-finite value read through a decoder that accepts "nan").
@Suite struct MotionCodableTests {
  static let decoder: JSONDecoder = {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    return decoder
  }()

  func roundTrips<T: Codable & Equatable>(_ value: T) throws -> Bool {
    try Self.decoder.decode(T.self, from: JSONEncoder().encode(value)) == value
  }

  @Test func motionsRoundTrip() throws {
    #expect(try roundTrips(SpringMotion(from: 1.0, to: 3, spring: .bouncy(), initialVelocity: 2)))
    #expect(try roundTrips(DecayMotion(from: SIMD2<Double>(1, 2), initialVelocity: SIMD2(300, 0))))
    #expect(
      try roundTrips(
        Tween(from: 0.0, to: 1, duration: 0.3, curve: CubicBezier.easeOut, initialVelocity: 4)))
    #expect(try roundTrips(Tween(from: 0.0, to: 1, duration: 0.3, curve: Ease.backOut)))
    #expect(
      try roundTrips(
        KeyframeAnimation(
          keyframes: KeyframeCurve(values: [0.0, 2, 1], mode: .paced), duration: 0.4)))
    #expect(
      try roundTrips(
        GestureRelease(distance: 200, policy: .projection(progress: 0.4, decay: .fast))))
    #expect(try roundTrips(RestTolerance(minimumVisibleChange: 1)))
    #expect(try roundTrips(Ease(.elastic(amplitude: 1.2, period: 0.4), .outIn)))
    #expect(try roundTrips(CubicBezier.easeOut.reversed.restricted(to: 0.2...0.6)))
    #expect(
      try roundTrips(SpringCurve.uiKit(duration: 0.6, dampingRatio: 0.49, initialVelocity: 0.81)))
  }

  @Test func nonFiniteValuesAreRejected() {
    let cases: [(Any.Type, String)] = [
      (
        SpringMotion<Double>.self,
        #"{"spring":{"stiffness":100,"damping":10},"start":"nan","initialVelocity":0,"target":1}"#
      ),
      (DecayMotion<Double>.self, #"{"start":0,"initialVelocity":"inf"}"#),
      (
        Tween<Double, Ease>.self,
        #"{"start":0,"end":"nan","duration":1,"curve":{"family":{"quad":{}},"mode":"in"}}"#
      ),
      (KeyframeCurve<Double>.self, #"{"values":[0,"nan"]}"#),
      (Ease.self, #"{"family":{"poly":{"exponent":-1}},"mode":"in"}"#),
    ]
    for (type, json) in cases {
      #expect(throws: DecodingError.self, "\(type)") {
        let data = Data(json.utf8)
        switch type {
        case is SpringMotion<Double>.Type:
          _ = try Self.decoder.decode(SpringMotion<Double>.self, from: data)
        case is DecayMotion<Double>.Type:
          _ = try Self.decoder.decode(DecayMotion<Double>.self, from: data)
        case is Tween<Double, Ease>.Type:
          _ = try Self.decoder.decode(Tween<Double, Ease>.self, from: data)
        case is KeyframeCurve<Double>.Type:
          _ = try Self.decoder.decode(KeyframeCurve<Double>.self, from: data)
        default: _ = try Self.decoder.decode(Ease.self, from: data)
        }
      }
    }
  }
}
