import Motion
import Springs
import TestSupport
import Testing

@testable import Timeline

/// The C spring kernel (AVX-512, where the processor has it) against the Swift lanes it
/// mirrors: the same bits in every value and the same settled lanes, for under-damped and
/// critically damped springs, with lanes waiting for their start, lanes settled at their
/// start among them (a block the kernel leaves to Swift), lanes settling, and a lane beyond the
/// closed form's time range. On other processors both runs take the Swift lanes.
@Suite struct SpringLanesTests {
  @Test(arguments: [0.4, 1.0])
  func kernelGivesTheSwiftLanesBits(dampingRatio: Double) {
    let spring = DampedSpring(response: 0.35, dampingRatio: dampingRatio)
    let tolerance = RestTolerance(minimumVisibleChange: 0.5)
    var group = SpringGroup(SpringGroup.Key(spring: spring, tolerance: tolerance))
    var random = Xoshiro256StarStar(seed: 41)
    let count = 203
    for index in 0..<count {
      // Every 29th motion is at rest at its start (from its target, no velocity).
      let atRest = index % 29 == 5
      let start = atRest ? 50 : Double.random(in: -300...300, using: &random)
      let motion = SpringMotion(
        from: start, to: 50, spring: spring,
        initialVelocity: atRest ? 0 : Double.random(in: -2000...2000, using: &random),
        tolerance: tolerance)
      // Starts spread over a second around 10 s, and one far in the past.
      let startTime = index == 77 ? -1e9 : 10 + Double.random(in: -0.5...0.5, using: &random)
      group.append(motion, startTime: startTime, output: count - 1 - index, slot: Int32(index))
    }
    expectKernelGivesTheSwiftLanesBits(
      count: count, times: stride(from: 9.4, through: 12, by: 0.037)
    ) {
      group.evaluate(at: $0, into: $1, finished: &$2, kernelLevel: $3)
    }
  }
}
