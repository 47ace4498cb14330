import Easing
import Motion
import TestSupport
import Testing

@testable import Timeline

/// The C tween kernel's two passes (AVX-512, where the processor has it) against the Swift
/// lanes they mirror: the same bits in every value and the same ended lanes, with reversed
/// tweens, tweens of duration 0, added velocities, lanes before their start, exactly at their
/// start or end, and past their end, for a bézier, the identity and another curve, and a count that leaves lanes past the
/// last block of eight and runs past the first 256. On other processors both runs take the
/// Swift lanes.
@Suite struct TweenLanesTests {
  @Test(arguments: [
    AnyTimingCurve(CubicBezier.easeInOut), AnyTimingCurve(TimingFunction.linear),
    AnyTimingCurve(Ease.backOut),
  ])
  func kernelGivesTheSwiftLanesBits(curve: AnyTimingCurve) {
    var group = TweenGroup(curve: curve)
    var random = Xoshiro256StarStar(seed: 47)
    let count = 299
    for index in 0..<count {
      // Every other lane starts and lasts on the frames' grid of 1/32 s, so that frames fall
      // exactly on starts, pivots and ends.
      let onGrid = index % 2 == 0
      let tween = Tween(
        from: Double.random(in: -300...300, using: &random),
        to: Double.random(in: -300...300, using: &random),
        duration: index % 17 == 3
          ? 0
          : onGrid ? Double(index % 40 + 1) / 32 : Double.random(in: 0.05...1.5, using: &random),
        curve: curve,
        addedVelocity: index % 3 == 0 ? Double.random(in: -900...900, using: &random) : 0)
      // Starts (or, reversed, pivots) spread over a second around 10 s.
      let offset =
        onGrid ? Double(index % 32 - 16) / 32 : Double.random(in: -0.5...0.5, using: &random)
      group.append(
        tween, startTime: 10 + offset,
        direction: index % 5 == 1 ? -1 : 1, output: count - 1 - index, slot: Int32(index))
    }
    expectKernelGivesTheSwiftLanesBits(
      count: count, times: stride(from: 9.25, through: 12, by: 1.0 / 32)
    ) {
      group.evaluate(at: $0, into: $1, finished: &$2, kernelLevel: $3)
    }
  }
}
