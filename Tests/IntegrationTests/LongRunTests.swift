import Kinetics
import TestSupport
import Testing

/// Long runs: a spring group stepped through millions of frames with jittered frame times,
/// stalls and retargets stays finite, converges and tracks the closed form.
@Suite struct LongRunTests {
  /// 8 springs × 1.25M frames = 10M spring-frames. Frame times jitter over 1/240 … 1/24 s with a
  /// 1 s stall every 5,000 frames; every 997 frames each spring is retargeted. Between
  /// retargets the stepped state must match the closed form from the state at the retarget to
  /// 1e-9 of the move (stepping composes exact maps; rounding grows with the step count).
  @Test func tenMillionSpringFramesStayExact() {
    let springs = [
      DampedSpring(response: 0.6, dampingRatio: 0.49), .smooth(),
      DampedSpring(response: 0.3, dampingRatio: 4),
      DampedSpring(mass: 1, stiffness: 500, damping: 1e-3),
      DampedSpring(response: 0.5, dampingRatio: 1 - 1e-12),
      DampedSpring(response: 2, dampingRatio: 0.1), .uiKitSystem, .snappy(),
    ]
    var batch = SpringBatch(
      springs: springs, positions: Array(repeating: 0, count: 8),
      targets: Array(repeating: 100, count: 8),
      tolerance: nil)
    var random = Xoshiro256StarStar(seed: 2026)
    var segmentStart = (
      positions: batch.positions, velocities: batch.velocities, targets: batch.targets
    )
    var elapsed = 0.0
    var worst = 0.0
    for frame in 1...1_250_000 {
      let deltaTime =
        frame % 5000 == 0 ? 1.0 : Double.random(in: 1.0 / 240...1.0 / 24, using: &random)
      batch.step(deltaTime: deltaTime)
      elapsed += deltaTime
      if frame % 997 == 0 {
        for index in 0..<8 {
          let expected =
            segmentStart.targets[index]
            + springs[index].displacement(
              atElapsed: elapsed,
              initialDisplacement: segmentStart.positions[index] - segmentStart.targets[index],
              initialVelocity: segmentStart.velocities[index])
          let move = abs(segmentStart.positions[index] - segmentStart.targets[index]) + 1
          worst = max(worst, abs(batch.positions[index] - expected) / move)
          #expect(batch.positions[index].isFinite && batch.velocities[index].isFinite)
          batch.retarget(index, to: Double.random(in: -500...500, using: &random))
        }
        segmentStart = (batch.positions, batch.velocities, batch.targets)
        elapsed = 0
      }
    }
    #expect(worst <= 1e-9, "worst relative difference \(worst)")
    // Converges: a last long settle brings every damped spring to its target.
    for _ in 0..<12_000 { batch.step(deltaTime: 1.0 / 60) }
    for index in 0..<8 where springs[index].dampingRatio > 0.01 {
      #expect(abs(batch.positions[index] - batch.targets[index]) < 1e-6, "spring \(index)")
    }
  }

  /// A clock ticked frame by frame for a simulated day (10.4M frames at 120 Hz, time computed
  /// from the frame count, not accumulated): every iteration boundary lands exactly where it
  /// should, with no drift.
  @Test func aDayOfFramesHasNoDrift() {
    let timing = MediaTiming(duration: 0.25, repeatCount: .infinity)
    let framesPerDay = 120 * 86_400
    var previous = timing.state(atTime: 0)
    for frame in stride(from: 1, through: framesPerDay, by: 1) {
      let state = timing.state(atTime: Double(frame) / 120)
      // 0.25 s is 30 frames: the iteration advances exactly every 30 frames.
      if frame % 30 == 0 {
        if state.iteration != frame / 30 || state.progress != 0 {
          Issue.record("frame \(frame): \(state)")
          return
        }
      } else if state.iteration != previous.iteration {
        Issue.record("frame \(frame) changed iteration off a boundary: \(state)")
        return
      }
      previous = state
    }
  }
}
