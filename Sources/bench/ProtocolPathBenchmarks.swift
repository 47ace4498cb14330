import BenchSupport
import Foundation
import Kinetics

/// One value per call of a tween and of a spring motion, the way an engine holds them: as
/// their concrete types and behind `any Trajectory<Double>`, each beside its math written
/// inline (the curve evaluated and the ends interpolated; the spring's closed-form
/// displacement added to its target) and timed alternately with it.
enum ProtocolPathBenchmarks {
  static func all() -> [Benchmark] { tweenValues() + springMotionValues() }

  /// 1,000 elapsed times over [0, 0.36] s: a 0.3 s tween and its last frames held at the end.
  static let times = (0..<1000).map { 0.36 * Double($0) / 999 }

  /// Hides the concrete type from the optimizer: what a heterogeneous collection does.
  @inline(never)
  static func erased(_ trajectory: some Trajectory<Double>) -> any Trajectory<Double> {
    trajectory
  }

  static func tweenValues() -> [Benchmark] {
    let (start, end, duration, curve) = (0.0, 390.0, 0.3, CubicBezier.easeOut)
    let tween = Tween(from: start, to: end, duration: duration, curve: curve)
    let anyTween = erased(tween)
    let baselineName = "Paths/tween value/curve and interpolation inline (baseline)"
    return [
      Benchmark(
        "Paths/tween value/Tween", elements: times.count, baseline: baselineName,
        checksum: { times.reduce(0) { $0 + tween.value(atElapsed: $1) } },
        run: {
          var sum = 0.0
          for t in times { sum += tween.value(atElapsed: t) }
          blackHole(sum)
        }),
      Benchmark(
        "Paths/tween value/any Trajectory", elements: times.count, baseline: baselineName,
        checksum: { times.reduce(0) { $0 + anyTween.value(atElapsed: $1) } },
        run: {
          var sum = 0.0
          for t in times { sum += anyTween.value(atElapsed: t) }
          blackHole(sum)
        }),
      Benchmark(
        baselineName, elements: times.count,
        checksum: {
          times.reduce(0) {
            $0 + start + (end - start) * curve.value(at: min(max($1 / duration, 0), 1))
          }
        },
        run: {
          var sum = 0.0
          for t in times {
            sum += start + (end - start) * curve.value(at: min(max(t / duration, 0), 1))
          }
          blackHole(sum)
        }),
    ]
  }

  static func springMotionValues() -> [Benchmark] {
    let spring = DampedSpring.snappy()
    let (start, target, velocity) = (0.0, 390.0, 900.0)
    let motion = SpringMotion(from: start, to: target, spring: spring, initialVelocity: velocity)
    let anyMotion = erased(motion)
    let baselineName = "Paths/spring motion value/closed-form displacement (baseline)"
    return [
      Benchmark(
        "Paths/spring motion value/SpringMotion", elements: times.count, baseline: baselineName,
        checksum: { times.reduce(0) { $0 + motion.value(atElapsed: $1) } },
        run: {
          var sum = 0.0
          for t in times { sum += motion.value(atElapsed: t) }
          blackHole(sum)
        }),
      Benchmark(
        "Paths/spring motion value/any Trajectory", elements: times.count,
        baseline: baselineName,
        checksum: { times.reduce(0) { $0 + anyMotion.value(atElapsed: $1) } },
        run: {
          var sum = 0.0
          for t in times { sum += anyMotion.value(atElapsed: t) }
          blackHole(sum)
        }),
      Benchmark(
        baselineName, elements: times.count,
        checksum: {
          times.reduce(0) {
            $0 + target
              + spring.displacement(
                atElapsed: $1, initialDisplacement: start - target, initialVelocity: velocity)
          }
        },
        run: {
          var sum = 0.0
          for t in times {
            sum +=
              target
              + spring.displacement(
                atElapsed: t, initialDisplacement: start - target, initialVelocity: velocity)
          }
          blackHole(sum)
        }),
    ]
  }
}
