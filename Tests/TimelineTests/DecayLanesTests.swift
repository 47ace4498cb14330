import Springs
import Motion
import TestSupport
import Testing

@testable import Timeline

/// The C decay kernel (AVX-512, where the processor has it) against the Swift lanes it
/// mirrors, and both against `DecayMotion` itself: the same bits in every value and the same
/// lanes at rest, with lanes waiting for their start, lanes coming to rest, a lane started
/// long ago (its exponent below −40), a time constant that underflows to 0 (exponent −∞), and
/// a count that leaves lanes past the last block of eight. On other processors both runs take
/// the Swift lanes.
@Suite struct DecayLanesTests {
  @Test func kernelGivesTheSwiftLanesBits() {
    var group = DecayGroup()
    var motions: [(DecayMotion<Double>, startTime: Double)] = []
    var random = Xoshiro256StarStar(seed: 43)
    let count = 203
    for index in 0..<count {
      let decay =
        index == 11
        ? Decay(rate: .leastNonzeroMagnitude) : Decay(rate: index % 3 == 0 ? 0.99 : 0.998)
      let motion = DecayMotion(
        from: Double.random(in: -300...300, using: &random),
        initialVelocity: Double.random(in: -5000...5000, using: &random), decay: decay,
        tolerance: RestTolerance(minimumVisibleChange: 0.5))
      // Starts spread over a second around 10 s, and one far in the past.
      let startTime = index == 77 ? -1e9 : 10 + Double.random(in: -0.5...0.5, using: &random)
      group.append(motion, startTime: startTime, output: count - 1 - index, slot: Int32(index))
      motions.append((motion, startTime))
    }
    expectKernelGivesTheSwiftLanesBits(
      count: count, times: stride(from: 9.4, through: 14, by: 0.037),
      evaluate: { group.evaluate(at: $0, into: $1, finished: &$2, kernelLevel: $3) },
      inspect: { time, values, finished in
        let scalar = motions.reversed().map { $0.value(atElapsed: time - $1) }
        #expect(scalar.map(\.bitPattern) == values.map(\.bitPattern), "at \(time)")
        let resting = motions.indices.filter {
          motions[$0].0.isComplete(atElapsed: time - motions[$0].startTime)
        }
        #expect(resting == finished, "at \(time)")
      })
  }
}
