import Kinetics
import BenchSupport
import KineticsNumerics
import References

/// Cubic bezier and Penner curves over the issue's workload: x_i = i/(N−1), N = 1,000,000.
enum EasingBenchmarks {
  static let count = 1_000_000

  static func all() -> [Benchmark] {
    let inputs = (0..<count).map { Double($0) / Double(count - 1) }
    var benchmarks: [Benchmark] = []
    let curves: [(String, CubicBezier)] = [
      ("easeInOut", .easeInOut),
      ("overshoot(0.68,-0.6,0.32,1.6)", CubicBezier(x1: 0.68, y1: -0.6, x2: 0.32, y2: 1.6)),
    ]
    for (name, curve) in curves {
      benchmarks += bezierBenchmarks(name: name, curve: curve, inputs: inputs)
    }
    benchmarks += easeBenchmarks(inputs: inputs)
    let initialized: [(Double, Double, Double, Double)] = [
      (0.42, 0, 0.58, 1), (0.25, 0.1, 0.25, 1), (0, 0, 0.58, 1), (0.68, -0.6, 0.32, 1.6),
    ]
    benchmarks.append(creation("Easing/bezier/init", initialized, withTable: false))
    // One row per curve for creation (an interior anchor, solved in double-double, costs
    // about as much as the rest) and for creation with the table a hot curve builds (its cost
    // depends on how fine a grid certifies the curve's value pieces: 64 for ease-in-out, 256
    // for ease, 512 for ease-out and the overshoot).
    for (index, name) in ["easeInOut", "ease", "easeOut", "overshoot"].enumerated() {
      for withTable in [false, true] {
        benchmarks.append(
          creation(
            "Easing/bezier/\(withTable ? "table" : "init")/\(name)", [initialized[index]],
            withTable: withTable))
      }
    }
    return benchmarks
  }

  /// Max |error| against the double-double reference over every 61st input.
  static func maximumError(
    _ curve: CubicBezier, _ inputs: [Double], _ evaluate: (Double) -> Double
  ) -> String {
    let reference = BezierReference(curve.x1, curve.y1, curve.x2, curve.y2)
    var worst = 0.0
    for index in stride(from: 0, to: inputs.count, by: 61) {
      let error = DoubleDouble(evaluate(inputs[index])) - reference.value(at: inputs[index])
      worst = max(worst, abs(error.value))
    }
    return "max error \(worst) vs double-double"
  }

  /// Creating each curve of `points` (control points x1, y1, x2, y2), per curve; `withTable`,
  /// with the table a batch builds (a batch of one value).
  static func creation(
    _ name: String, _ points: [(Double, Double, Double, Double)], withTable: Bool
  ) -> Benchmark {
    let input = [0.3]
    let output = OutputBuffer(count: 1)
    return Benchmark(
      name, elements: points.count,
      checksum: {
        points.reduce(0) { $0 + CubicBezier(x1: $1.0, y1: $1.1, x2: $1.2, y2: $1.3).value(at: 0.3) }
      },
      run: {
        var sum = 0.0
        for point in points {
          let curve = CubicBezier(x1: point.0, y1: point.1, x2: point.2, y2: point.3)
          if withTable {
            input.withUnsafeBufferPointer { input in
              output.values.withUnsafeMutableBufferPointer { curve.values(at: input, into: $0) }
            }
          }
          sum += curve.x1 + output.values[0]
        }
        blackHole(sum)
      })
  }

  static func bezierBenchmarks(name: String, curve: CubicBezier, inputs: [Double])
    -> [Benchmark]
  {
    let browser = BrowserBezierSolver(x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2)
    let outputs = OutputBuffer(count: inputs.count)
    return [
      Benchmark(
        "Easing/bezier/\(name)/batch", elements: inputs.count,
        accuracy: {
          let batch = curve.values(at: inputs)
          let scalarDifference = zip(batch, inputs).map { abs($0 - curve.value(at: $1)) }.max()!
          return maximumError(curve, inputs) {
            batch[Int(($0 * Double(inputs.count - 1)).rounded())]
          }
            + ", batch vs scalar max difference \(scalarDifference)"
        },
        checksum: { curve.values(at: inputs).reduce(0, +) },
        run: {
          inputs.withUnsafeBufferPointer { input in
            outputs.values.withUnsafeMutableBufferPointer { curve.values(at: input, into: $0) }
          }
          blackHole(outputs.values[inputs.count / 2])
        }),
      Benchmark(
        "Easing/bezier/\(name)/batch/concurrently", elements: inputs.count,
        baseline: "Easing/bezier/\(name)/batch",
        checksum: { curve.values(at: inputs).reduce(0, +) },
        run: {
          inputs.withUnsafeBufferPointer { input in
            outputs.values.withUnsafeMutableBufferPointer {
              curve.values(at: input, into: $0, concurrently: true)
            }
          }
          blackHole(outputs.values[inputs.count / 2])
        }),
      Benchmark(
        "Easing/bezier/\(name)/scalar", elements: inputs.count,
        accuracy: { maximumError(curve, inputs) { curve.value(at: $0) } },
        checksum: { inputs.reduce(0) { $0 + curve.value(at: $1) } },
        run: {
          var sum = 0.0
          for x in inputs { sum += curve.value(at: x) }
          blackHole(sum)
        }),
      Benchmark(
        "Easing/bezier/\(name)/browser-baseline", elements: inputs.count,
        accuracy: { maximumError(curve, inputs) { browser.value(at: $0) } },
        checksum: { inputs.reduce(0) { $0 + browser.value(at: $1) } },
        run: {
          var sum = 0.0
          for x in inputs { sum += browser.value(at: x) }
          blackHole(sum)
        }),
    ]
  }
}

extension EasingBenchmarks {
  /// Every Penner family in its inOut mode over the same inputs, one value at a time.
  static func easeBenchmarks(inputs: [Double]) -> [Benchmark] {
    let families: [(String, Ease.Family)] = [
      ("linear", .linear), ("quad", .quad), ("cubic", .cubic), ("quart", .quart),
      ("quint", .quint), ("poly(2.5)", .poly(exponent: 2.5)), ("sine", .sine),
      ("exponential", .exponential), ("circular", .circular),
      ("back", .back(overshoot: 1.70158)), ("elastic", .elastic(amplitude: 1, period: 0.3)),
      ("bounce", .bounce),
    ]
    return families.map { name, family in
      let curve = Ease(family, .inOut)
      return Benchmark(
        "Easing/ease/\(name)-inOut", elements: inputs.count,
        checksum: { inputs.reduce(0) { $0 + curve.value(at: $1) } },
        run: {
          var sum = 0.0
          for x in inputs { sum += curve.value(at: x) }
          blackHole(sum)
        })
    }
  }
}

/// A preallocated output buffer shared by a benchmark's closures.
final class OutputBuffer: @unchecked Sendable {
  var values: [Double]
  init(count: Int) { values = Array(repeating: 0, count: count) }
}
