import BenchSupport
import Foundation
import Kinetics

/// Ten thousand tweens retargeted as an engine following a finger or a stream of targets
/// retargets them: 1 % of them every frame, by one policy, each finished one replaced by a
/// fresh tween on its output. The additive policy leaves each old tween running as an offset
/// (UIKit's additive animations), so its frame evaluates the offsets too; the baseline carries
/// the velocity into a spring instead.
enum TimelineRetargetBenchmarks {
  static func all() -> [Benchmark] {
    let name = "Timeline/retargets/10000 tweens"
    let baselineName = "\(name)/carrying velocity (baseline)"
    let additivePolicy = RetargetPolicy.additive(duration: 0.5, curve: CubicBezier.easeInOut)
    let carryingPolicy = RetargetPolicy.carryingVelocity(
      into: DampedSpring(response: 0.5, dampingRatio: 0.8))
    let additive = LazyState { RetargetScene(policy: additivePolicy) }
    let carrying = LazyState { RetargetScene(policy: carryingPolicy) }
    return [
      Benchmark(
        "\(name)/additive", elements: RetargetScene.count, baseline: baselineName,
        checksum: { additive.value.values.reduce(0, +) },
        run: { additive.value.step() }),
      Benchmark(
        baselineName, elements: RetargetScene.count,
        checksum: { carrying.value.values.reduce(0, +) },
        run: { carrying.value.step() }),
    ]
  }

  /// The tweens of the scene: 2 to 3.8 s long, so that an additive retarget's offset runs on
  /// long after the 0.5 s tween that replaces it.
  static func tween(_ index: Int) -> Tween<Double, CubicBezier> {
    Tween(from: 0.0, to: 100, duration: 2 + Double(index % 7) * 0.3, curve: CubicBezier.easeInOut)
  }

  final class RetargetScene {
    static let count = 10_000
    let policy: RetargetPolicy
    var timeline = AnimationTimeline()
    var values = [Double](repeating: 0, count: count)
    var handles: [AnimationTimeline.Handle] = []
    var time = 86_400.0
    var frame = 0

    init(policy: RetargetPolicy) {
      self.policy = policy
      handles = (0..<Self.count).map { timeline.add(tween($0), atTime: time, output: $0) }
    }

    func step() {
      frame += 1
      time += 1.0 / 120
      for k in 0..<Self.count / 100 {
        let index = (frame &* 7_919 &+ k &* 104_729) % Self.count
        try? timeline.retarget(handles[index], to: Double(index % 50), atTime: time, policy: policy)
      }
      values.withUnsafeMutableBufferPointer { timeline.advance(to: time, into: $0) }
      for completion in timeline.completions {
        let output = completion.output
        handles[output] = timeline.add(tween(output &+ frame), atTime: time, output: output)
      }
    }
  }
}
