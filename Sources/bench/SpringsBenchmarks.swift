import Kinetics
import BenchSupport
import KineticsNumerics
import References

/// DampedSpring evaluation and stepping.
enum SpringsBenchmarks {
  static func all() -> [Benchmark] {
    valueBenchmarks() + stepBenchmarks() + baselineBenchmarks()
  }

  /// Max |error| of displacement against the double-double reference over every 997th time;
  /// `evaluate` gives the displacement at the time of an index.
  static func maximumError(_ spring: DampedSpring, _ times: [Double], _ evaluate: (Int) -> Double)
    -> String
  {
    let reference = SpringReference(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
    var worst = 0.0
    for index in stride(from: 0, to: times.count, by: 997) {
      let (expected, _) = reference.state(atElapsed: times[index], displacement: -1, velocity: 0)
      worst = max(worst, abs((DoubleDouble(evaluate(index)) - expected).value))
    }
    return "max error \(worst) vs double-double"
  }

  /// Displacement of a unit step at t_i = 2i/(N−1), N = 1,000,000, for ζ = 0.49 (response 0.6),
  /// 1 and 1.0000001: one call per time, and one batch call (the Taylor table's path). For
  /// ζ = 0.49 also the same times shuffled (i ↦ 999,983·i mod N), in one call and in calls of
  /// 1,000 (too few times per call for a table: the vector kernels' path).
  static func valueBenchmarks() -> [Benchmark] {
    let count = 1_000_000
    let times = (0..<count).map { 2 * Double($0) / Double(count - 1) }
    let shuffled = (0..<count).map { times[$0 * 999_983 % count] }
    return [("zeta0.49", 0.49), ("zeta1", 1.0), ("zeta1.0000001", 1.0000001)].flatMap {
      name, ratio -> [Benchmark] in
      let spring = DampedSpring(response: 0.6, dampingRatio: ratio)
      let scalar = Benchmark(
        "Springs/value/\(name)/scalar", elements: count,
        accuracy: {
          maximumError(spring, times) {
            spring.displacement(atElapsed: times[$0], initialDisplacement: -1)
          }
        },
        checksum: {
          times.reduce(0) { $0 + spring.displacement(atElapsed: $1, initialDisplacement: -1) }
        },
        run: {
          var sum = 0.0
          for time in times { sum += spring.displacement(atElapsed: time, initialDisplacement: -1) }
          blackHole(sum)
        })
      let batch = batchBenchmark("Springs/value/\(name)/batch", spring, times, callSize: count)
      guard ratio == 0.49 else { return [scalar, batch] }
      return [
        scalar, batch,
        batchBenchmark(
          "Springs/value/\(name)/batch, shuffled times", spring, shuffled, callSize: count),
        batchBenchmark(
          "Springs/value/\(name)/batch, 1,000 shuffled times per call (lanes)", spring, shuffled,
          callSize: 1000),
      ]
    }
  }

  /// `displacements(at:into:)` over `times` in calls of `callSize` times, with its error
  /// against the double-double reference and the scalar path.
  static func batchBenchmark(
    _ name: String, _ spring: DampedSpring, _ times: [Double], callSize: Int
  )
    -> Benchmark
  {
    let outputs = OutputBuffer(count: times.count)
    let evaluate = {
      times.withUnsafeBufferPointer { input in
        outputs.values.withUnsafeMutableBufferPointer { output in
          for start in stride(from: 0, to: input.count, by: callSize) {
            let end = min(start + callSize, input.count)
            spring.displacements(
              at: UnsafeBufferPointer(rebasing: input[start..<end]), initialDisplacement: -1,
              into: UnsafeMutableBufferPointer(rebasing: output[start..<end]))
          }
        }
      }
    }
    return Benchmark(
      name, elements: times.count,
      accuracy: {
        evaluate()
        let batch = outputs.values
        let scalarDifference = times.indices.map {
          abs(batch[$0] - spring.displacement(atElapsed: times[$0], initialDisplacement: -1))
        }.max()!
        return maximumError(spring, times) { batch[$0] }
          + ", batch vs scalar max difference \(scalarDifference)"
      },
      checksum: {
        evaluate()
        return outputs.values.reduce(0, +)
      },
      run: {
        evaluate()
        blackHole(outputs.values[times.count / 2])
      })
  }

  /// A mix of springs with ζ 0.49, 1 and 3, one frame step at 120 Hz per run.
  static func mixedSprings(_ count: Int) -> (
    springs: [DampedSpring], positions: [Double], targets: [Double]
  ) {
    let kinds = [
      DampedSpring(response: 0.6, dampingRatio: 0.49), .smooth(),
      DampedSpring(response: 0.4, dampingRatio: 3),
    ]
    let springs = (0..<count).map { kinds[$0 % 3] }
    let positions = (0..<count).map { Double($0 % 1000) }
    let targets = (0..<count).map { Double(($0 * 7) % 1000) }
    return (springs, positions, targets)
  }

  static let plainLoopName = "Springs/step/shared/100000/plain propagator loop (baseline)"

  static func stepBenchmarks() -> [Benchmark] {
    [plainLoopBenchmark()]
      + [10_000, 100_000, 1_000_000].map { count in
        let (_, positions, targets) = mixedSprings(count)
        let state = BatchState(
          SpringBatch(
            spring: DampedSpring(response: 0.6, dampingRatio: 0.49), positions: positions,
            targets: targets,
            tolerance: nil))
        return Benchmark(
          "Springs/step/shared/\(count)", elements: count,
          baseline: count == 100_000 ? plainLoopName : nil,
          accuracy: { stepAccuracy(count: count) },
          checksum: { checksumAfterSixtyFrames(state.initial) },
          run: { state.batch.step(deltaTime: 1.0 / 120) })
      } + [
        {
          let (springs, positions, targets) = mixedSprings(100_000)
          let state = BatchState(
            SpringBatch(
              springs: springs, positions: positions, targets: targets, tolerance: nil))
          return Benchmark(
            "Springs/step/perSpring/100000", elements: 100_000,
            checksum: { checksumAfterSixtyFrames(state.initial) },
            run: { state.batch.step(deltaTime: 1.0 / 120) })
        }(),
        {
          // The same batch as the 1,000,000 row, split across the cores, timed beside it.
          let (_, positions, targets) = mixedSprings(1_000_000)
          let state = BatchState(
            SpringBatch(
              spring: DampedSpring(response: 0.6, dampingRatio: 0.49), positions: positions,
              targets: targets, tolerance: nil))
          return Benchmark(
            "Springs/step/shared/1000000/concurrently", elements: 1_000_000,
            baseline: "Springs/step/shared/1000000",
            checksum: { checksumAfterSixtyFrames(state.initial) },
            run: { state.batch.step(deltaTime: 1.0 / 120, concurrently: true) })
        }(),
      ]
  }

  /// The shared spring's propagator for one 120 Hz frame as the plainest loop over the same
  /// 100,000 springs, without rest detection or overflow forms: the floor of `step`.
  static func plainLoopBenchmark() -> Benchmark {
    let count = 100_000
    let (_, positions, targets) = mixedSprings(count)
    let response = SpringResponse(
      spring: DampedSpring(response: 0.6, dampingRatio: 0.49), deltaTime: 1.0 / 120)
    let (a, b, c, d) = (response.a, response.b, response.c, response.d)
    let state = RK4State(positions: positions, targets: targets)
    return Benchmark(
      plainLoopName, elements: count,
      checksum: { Double(count) },
      run: {
        state.positions.withUnsafeMutableBufferPointer { p in
          state.velocities.withUnsafeMutableBufferPointer { v in
            state.targets.withUnsafeBufferPointer { t in
              for index in 0..<count {
                let x = p[index] - t[index]
                p[index] = t[index] + (a * x + b * v[index])
                v[index] = c * x + d * v[index]
              }
            }
          }
        }
      })
  }

  /// The sum of positions after 60 frames of 1/120 s from the batch's initial state, so that
  /// the checksum does not depend on how many runs calibration took.
  static func checksumAfterSixtyFrames(_ initial: SpringBatch) -> Double {
    var batch = initial
    for _ in 0..<60 { batch.step(deltaTime: 1.0 / 120) }
    return batch.positions.reduce(0, +)
  }

  /// After 120 steps of 1/120 s, the worst difference from the closed form at 1 s.
  static func stepAccuracy(count: Int) -> String {
    let spring = DampedSpring(response: 0.6, dampingRatio: 0.49)
    var batch = SpringBatch(
      spring: spring, positions: [0, 5, -3], targets: [1, 1, 1], tolerance: nil)
    for _ in 0..<120 { batch.step(deltaTime: 1.0 / 120) }
    let worst = zip(batch.positions, [0.0, 5, -3]).map { position, start in
      abs(position - (1 + spring.displacement(atElapsed: 1, initialDisplacement: start - 1)))
    }.max()!
    return "120 steps vs closed form at 1 s: max difference \(worst)"
  }

  /// The baselines: re-evaluating exp/sin/cos per spring per frame (what per-spring
  /// parameters cost when the frame time changes every frame), and RK4 at 1 ms steps.
  static func baselineBenchmarks() -> [Benchmark] {
    let count = 100_000
    let (springs, positions, targets) = mixedSprings(count)
    let state = BatchState(
      SpringBatch(
        springs: springs, positions: positions, targets: targets, tolerance: nil))
    let frameTimes = (alternate: [1.0 / 120, 1.0 / 119.9], index: Counter())
    let rk4Count = 10_000
    let rk4State = RK4State(
      positions: Array(positions.prefix(rk4Count)), targets: Array(targets.prefix(rk4Count)))
    let rk4Springs = Array(springs.prefix(rk4Count))
    return [
      Benchmark(
        "Springs/step/perSpring-newFrameTime/100000 (exp/sin/cos baseline)", elements: count,
        checksum: { checksumAfterSixtyFrames(state.initial) },
        run: {
          frameTimes.index.value += 1
          state.batch.step(deltaTime: frameTimes.alternate[frameTimes.index.value & 1])
        }),
      Benchmark(
        "Springs/step/rk4-1ms/10000 (baseline)", elements: rk4Count,
        checksum: { rk4State.checksum(rk4Springs) },
        run: {
          for index in 0..<rk4Count {
            let spring = rk4Springs[index]
            let target = rk4State.targets[index]
            Integrator.rungeKutta4(step: 0.001).advance(
              position: &rk4State.positions[index], velocity: &rk4State.velocities[index],
              duration: 1.0 / 120
            ) { spring.force(target: target, position: $0, velocity: $1) / spring.mass }
          }
        }),
    ]
  }
}

/// Mutable benchmark state shared by a benchmark's closures.
final class BatchState: @unchecked Sendable {
  let initial: SpringBatch
  var batch: SpringBatch
  init(_ batch: SpringBatch) {
    initial = batch
    self.batch = batch
  }
}

final class RK4State: @unchecked Sendable {
  var positions: [Double]
  var velocities: [Double]
  let targets: [Double]
  let initialPositions: [Double]
  init(positions: [Double], targets: [Double]) {
    self.positions = positions
    self.initialPositions = positions
    self.velocities = Array(repeating: 0, count: positions.count)
    self.targets = targets
  }

  /// The sum of positions after one 120 Hz frame from the initial state.
  func checksum(_ springs: [DampedSpring]) -> Double {
    var total = 0.0
    for index in initialPositions.indices {
      var (position, velocity) = (initialPositions[index], 0.0)
      let (spring, target) = (springs[index], targets[index])
      Integrator.rungeKutta4(step: 0.001).advance(
        position: &position, velocity: &velocity, duration: 1.0 / 120
      ) {
        spring.force(target: target, position: $0, velocity: $1) / spring.mass
      }
      total += position
    }
    return total
  }
}

final class Counter: @unchecked Sendable { var value = 0 }
