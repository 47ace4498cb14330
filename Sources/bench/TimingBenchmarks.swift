import Kinetics
import BenchSupport

/// Timing model and keyframes per frame: 100k animations.
enum TimingBenchmarks {
  static func all() -> [Benchmark] {
    let count = 100_000
    let timings = (0..<count).map { (index: Int) -> MediaTiming in
      let begin: Double = Double(index % 97) * 0.01
      let duration: Double = 0.3 + Double(index % 7) * 0.05
      let repeats: Double = index % 5 == 0 ? 2.5 : 1
      return MediaTiming(
        beginTime: begin, duration: duration, repeatCount: repeats, autoreverses: index % 3 == 0,
        fillMode: .both)
    }
    let progresses = (0..<count).map { Double($0) / Double(count - 1) }
    let values: [Double] = [0, 120, 100, 104, 100, 101, 100, 100]
    let linear = KeyframeCurve(
      values: values, timingFunctions: Array(repeating: CubicBezier.easeInOut, count: 7))
    let cubic = KeyframeCurve(values: values, mode: .cubic())
    let frame = FrameClock()
    return [
      Benchmark(
        "Timing/state+easeInOut/100000 animations", elements: count,
        checksum: {
          timings.reduce(0) { $0 + ($1.value(atTime: 0.5, curve: CubicBezier.easeInOut) ?? 0) }
        },
        run: {
          frame.time += 1.0 / 120
          if frame.time > 2 { frame.time = 0 }
          var sum = 0.0
          for timing in timings {
            sum += timing.value(atTime: frame.time, curve: CubicBezier.easeInOut) ?? 0
          }
          blackHole(sum)
        }),
      Benchmark(
        "Timing/keyframes linear+easeInOut/100000 lookups", elements: count,
        checksum: { progresses.reduce(0) { $0 + linear.value(at: $1) } },
        run: {
          var sum = 0.0
          for progress in progresses { sum += linear.value(at: progress) }
          blackHole(sum)
        }),
      Benchmark(
        "Timing/keyframes cubic/100000 lookups", elements: count,
        checksum: { progresses.reduce(0) { $0 + cubic.value(at: $1) } },
        run: {
          var sum = 0.0
          for progress in progresses { sum += cubic.value(at: progress) }
          blackHole(sum)
        }),
    ]
  }
}

/// The simulated frame time of a benchmark.
final class FrameClock: @unchecked Sendable { var time = 0.0 }
