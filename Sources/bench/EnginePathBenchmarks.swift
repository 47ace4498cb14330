import BenchSupport
import Foundation
import Kinetics

/// The paths an engine calls once per animation or once per property per frame, each
/// beside a baseline written here from the math and timed alternately with it in the same run.
enum EnginePathBenchmarks {
  static func all() -> [Benchmark] {
    bezierCreation() + springValues() + easeValues() + keyframeLookups() + projectedQuads()
  }

  /// 1,000 times spread over [0, 2] s: varied enough that nothing is folded at compile time.
  static let times = (0..<1000).map { 2 * Double($0) / 999 }
  /// 1,000 progress values over [0, 1].
  static let progresses = (0..<1000).map { Double($0) / 999 }

  /// Creating a curve and reading one value from it, for four curves (ease-in-out, ease,
  /// ease-out and an overshoot), against the browsers' setup (coefficients and an 11-sample
  /// table) and their 1e-7 solve.
  static func bezierCreation() -> [Benchmark] {
    let points: [(Double, Double, Double, Double)] = [
      (0.42, 0, 0.58, 1), (0.25, 0.1, 0.25, 1), (0, 0, 0.58, 1), (0.68, -0.6, 0.32, 1.6),
    ]
    let baselineName = "Paths/bezier create + 1 value/browser setup + 1e-7 solve (baseline)"
    // A 0.3 s animation at 120 Hz reads its curve 36 times.
    let frames = (0..<36).map { Double($0) / 35 }
    let framesBaseline = "Paths/bezier create + 36 values/browser setup + 36 solves (baseline)"
    let perAnimation = [
      Benchmark(
        "Paths/bezier create + 36 values/CubicBezier", elements: points.count,
        baseline: framesBaseline,
        checksum: {
          points.reduce(0) { sum, p in
            let curve = CubicBezier(x1: p.0, y1: p.1, x2: p.2, y2: p.3)
            return frames.reduce(sum) { $0 + curve.value(at: $1) }
          }
        },
        run: {
          var sum = 0.0
          for p in points {
            let curve = CubicBezier(x1: p.0, y1: p.1, x2: p.2, y2: p.3)
            for t in frames { sum += curve.value(at: t) }
          }
          blackHole(sum)
        }),
      Benchmark(
        framesBaseline, elements: points.count,
        checksum: {
          points.reduce(0) { sum, p in
            let solver = BrowserBezierSolver(x1: p.0, y1: p.1, x2: p.2, y2: p.3)
            return frames.reduce(sum) { $0 + solver.value(at: $1) }
          }
        },
        run: {
          var sum = 0.0
          for p in points {
            let solver = BrowserBezierSolver(x1: p.0, y1: p.1, x2: p.2, y2: p.3)
            for t in frames { sum += solver.value(at: t) }
          }
          blackHole(sum)
        }),
    ]
    return perAnimation + [
      Benchmark(
        "Paths/bezier create + 1 value/CubicBezier", elements: points.count,
        baseline: baselineName,
        checksum: {
          points.reduce(0) {
            $0 + CubicBezier(x1: $1.0, y1: $1.1, x2: $1.2, y2: $1.3).value(at: 0.3)
          }
        },
        run: {
          var sum = 0.0
          for p in points { sum += CubicBezier(x1: p.0, y1: p.1, x2: p.2, y2: p.3).value(at: 0.3) }
          blackHole(sum)
        }),
      Benchmark(
        baselineName, elements: points.count,
        checksum: {
          points.reduce(0) {
            $0 + BrowserBezierSolver(x1: $1.0, y1: $1.1, x2: $1.2, y2: $1.3).value(at: 0.3)
          }
        },
        run: {
          var sum = 0.0
          for p in points {
            sum += BrowserBezierSolver(x1: p.0, y1: p.1, x2: p.2, y2: p.3).value(at: 0.3)
          }
          blackHole(sum)
        }),
    ]
  }

  /// One displacement per call of a unit step, under-damped (ζ 0.49) and built critical
  /// (response 0.6, ζ 1), against the closed forms written with libm's exp, sin and cos.
  static func springValues() -> [Benchmark] {
    let under = DampedSpring(response: 0.6, dampingRatio: 0.49)
    let critical = DampedSpring(response: 0.6, dampingRatio: 1)
    let omega = 2 * Double.pi / 0.6
    let lambda = 0.49 * omega
    let omegaD = omega * (1 - 0.49 * 0.49).squareRoot()
    let textbookName = "Paths/spring value/zeta0.49/textbook exp, sin, cos (baseline)"
    let criticalName = "Paths/spring value/built critical/(1 + w0 t) exp(-w0 t) (baseline)"
    func subject(_ name: String, _ spring: DampedSpring, _ baseline: String) -> Benchmark {
      Benchmark(
        "Paths/spring value/\(name)/displacement(atElapsed:)", elements: times.count,
        baseline: baseline,
        checksum: {
          times.reduce(0) { $0 + spring.displacement(atElapsed: $1, initialDisplacement: 1) }
        },
        run: {
          var sum = 0.0
          for t in times { sum += spring.displacement(atElapsed: t, initialDisplacement: 1) }
          blackHole(sum)
        })
    }
    // The baselines' formulas are written in their loops, so that nothing but the arithmetic
    // is timed: x(t) = e^{−λt}·(cos ωd·t + (λ/ωd)·sin ωd·t) for x0 = 1, v0 = 0 (the textbook
    // form), and x(t) = (1 + ω0·t)·e^{−ω0·t} (the critical form).
    return [
      subject("zeta0.49", under, textbookName),
      Benchmark(
        textbookName, elements: times.count,
        checksum: {
          times.reduce(0) {
            $0 + exp(-lambda * $1) * (cos(omegaD * $1) + lambda / omegaD * sin(omegaD * $1))
          }
        },
        run: {
          var sum = 0.0
          for t in times {
            sum += exp(-lambda * t) * (cos(omegaD * t) + lambda / omegaD * sin(omegaD * t))
          }
          blackHole(sum)
        }),
      subject("built critical", critical, criticalName),
      Benchmark(
        criticalName, elements: times.count,
        checksum: { times.reduce(0) { $0 + (1 + omega * $1) * exp(-omega * $1) } },
        run: {
          var sum = 0.0
          for t in times { sum += (1 + omega * t) * exp(-omega * t) }
          blackHole(sum)
        }),
    ]
  }

  /// `Ease` values of every family in its in-out mode, the cubic one beside the same formula
  /// written inline.
  static func easeValues() -> [Benchmark] {
    let cubic = Ease.cubicInOut
    let inlineName = "Paths/ease value/cubic-inOut/inline formula (baseline)"
    var benchmarks = [
      Benchmark(
        "Paths/ease value/cubic-inOut/Ease.cubicInOut", elements: progresses.count,
        baseline: inlineName,
        checksum: { progresses.reduce(0) { $0 + cubic.value(at: $1) } },
        run: {
          var sum = 0.0
          for t in progresses { sum += cubic.value(at: t) }
          blackHole(sum)
        }),
      Benchmark(
        inlineName, elements: progresses.count,
        checksum: {
          progresses.reduce(0) {
            $0
              + ($1 < 0.5
                ? 4 * $1 * $1 * $1 : 1 - (-2 * $1 + 2) * (-2 * $1 + 2) * (-2 * $1 + 2) / 2)
          }
        },
        run: {
          var sum = 0.0
          for t in progresses {
            sum += t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) * (-2 * t + 2) * (-2 * t + 2) / 2
          }
          blackHole(sum)
        }),
    ]
    let families: [(String, Ease)] = [
      ("sine", .sineInOut), ("exponential", .exponentialInOut), ("circular", .circularInOut),
      ("back", .backInOut), ("elastic", .elasticInOut), ("bounce", .bounceInOut),
    ]
    for (name, curve) in families {
      benchmarks.append(
        Benchmark(
          "Paths/ease value/\(name)-inOut", elements: progresses.count,
          checksum: { progresses.reduce(0) { $0 + curve.value(at: $1) } },
          run: {
            var sum = 0.0
            for t in progresses { sum += curve.value(at: t) }
            blackHole(sum)
          }))
    }
    return benchmarks
  }

  /// A keyframe lookup over three values with eased segments (0 → 100 on ease-out, 100 → 80 on
  /// ease-in-out, at key times 0, 0.6, 1), against the same lookup written by hand on the same
  /// two curves.
  static func keyframeLookups() -> [Benchmark] {
    let keyframes = KeyframeCurve(
      values: [0.0, 100, 80], keyTimes: [0, 0.6, 1],
      timingFunctions: [CubicBezier.easeOut, CubicBezier.easeInOut])
    let (first, second) = (CubicBezier.easeOut, CubicBezier.easeInOut)
    let baselineName = "Paths/keyframes 3 values eased/hand-written lookup (baseline)"
    return [
      Benchmark(
        "Paths/keyframes 3 values eased/KeyframeCurve", elements: progresses.count,
        baseline: baselineName,
        checksum: { progresses.reduce(0) { $0 + keyframes.value(at: $1) } },
        run: {
          var sum = 0.0
          for t in progresses { sum += keyframes.value(at: t) }
          blackHole(sum)
        }),
      Benchmark(
        baselineName, elements: progresses.count,
        checksum: {
          progresses.reduce(0) {
            $0
              + ($1 < 0.6
                ? 100 * first.value(at: $1 / 0.6) : 100 - 20 * second.value(at: ($1 - 0.6) / 0.4))
          }
        },
        run: {
          var sum = 0.0
          for t in progresses {
            sum +=
              t < 0.6
              ? 100 * first.value(at: t / 0.6) : 100 - 20 * second.value(at: (t - 0.6) / 0.4)
          }
          blackHole(sum)
        }),
    ]
  }

  /// The frame of a 3D-transformed layer in a stage with perspective, for 64 cards turned
  /// between 0 and 80° about y: `projectedQuad(in:)` (corners, clip, facing, bounding box)
  /// against the same layer-to-stage matrix with its four corners projected inline (all in
  /// front of the eye, so no clip).
  static func projectedQuads() -> [Benchmark] {
    var stage = LayerGeometry3D(
      bounds: Rect2D(x: 0, y: 0, width: 390, height: 844), position: Point2D(x: 195, y: 422))
    stage.sublayerTransform = .perspective(eyeDistance: 500)
    let cards = (0..<64).map { index in
      LayerGeometry3D(
        bounds: Rect2D(x: 0, y: 0, width: 300, height: 200), position: Point2D(x: 195, y: 422),
        transform: Transform3D(rotationAngle: Double(index) / 64 * 1.4, x: 0, y: 1, z: 0))
    }
    func inlineWidth(_ card: LayerGeometry3D) -> Double {
      let m = card.toSuperlayer(stage)
      func projectedX(_ x: Double, _ y: Double) -> Double {
        (x * m.m11 + y * m.m21 + m.m41) / (x * m.m14 + y * m.m24 + m.m44)
      }
      let (width, height) = (card.bounds.width, card.bounds.height)
      let xs = (
        projectedX(0, 0), projectedX(width, 0), projectedX(width, height), projectedX(0, height)
      )
      return max(max(xs.0, xs.1), max(xs.2, xs.3)) - min(min(xs.0, xs.1), min(xs.2, xs.3))
    }
    let baselineName = "Paths/projected quad/four corners inline (baseline)"
    return [
      Benchmark(
        "Paths/projected quad/LayerGeometry3D.projectedQuad(in:)", elements: cards.count,
        baseline: baselineName,
        checksum: { cards.reduce(0) { $0 + $1.projectedQuad(in: stage).boundingBox.width } },
        run: {
          var sum = 0.0
          for card in cards { sum += card.projectedQuad(in: stage).boundingBox.width }
          blackHole(sum)
        }),
      Benchmark(
        baselineName, elements: cards.count,
        checksum: { cards.reduce(0) { $0 + inlineWidth($1) } },
        run: {
          var sum = 0.0
          for card in cards { sum += inlineWidth(card) }
          blackHole(sum)
        }),
    ]
  }
}
