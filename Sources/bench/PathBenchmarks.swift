import BenchSupport
import Foundation
import Kinetics

/// Paths: parsing SVG path data, measuring a path, and positions by distance along it.
enum PathBenchmarks {
  /// A 16-segment closed path of cubics (a wobbly ring about 400 points across).
  static let ring: BezierPath = {
    var path = BezierPath()
    let count = 16
    func point(_ index: Int, radius: Double) -> Point2D {
      let angle = Double(index) / Double(count) * 2 * .pi
      return Point2D(x: 200 + radius * cos(angle), y: 200 + radius * sin(angle))
    }
    path.move(to: point(0, radius: 180))
    for index in 1...count {
      path.addCurve(
        to: point(index, radius: index % 2 == 0 ? 180 : 140),
        control1: point(index - 1, radius: 220), control2: point(index, radius: 100))
    }
    return path
  }()

  static func all() -> [Benchmark] {
    let measured = MeasuredPath(ring)
    let sampled = SampledPath(measured)
    let count = 4096
    var generator = SystemRandomNumberGenerator()
    let distances = (0..<count).map { _ in Double.random(in: 0...measured.length, using: &generator)
    }
    let progresses = (0..<count).map { _ in Double.random(in: 0...1, using: &generator) }
    let bezier = CubicBezier(x1: 0.3, y1: 0.1, x2: 0.2, y2: 0.9)
    _ = bezier.value(at: 0.5)
    let text = svgText(commandCount: 2000)
    let keyframes = PathKeyframeAnimation(
      along: measured, duration: 1, calculationMode: .paced, rotationMode: .auto)
    let layout = CSSMotionPath.Layout(
      containingBlock: Size2D(width: 400, height: 300),
      element: Rect2D(x: 20, y: 30, width: 60, height: 40))
    let rayOffset = try! CSSMotionPath(css: "ray(45deg farthest-corner) 70% auto")
    let circleOffset = try! CSSMotionPath(css: "circle() 30%")
    let measuredCircle = circleOffset.measuredPath(in: layout)
    let circle = BezierPath(
      try! PathData(svg: "M 380 200 A 180 180 0 1 1 20 200 A 180 180 0 1 1 380 200 Z"))
    let morph = PathMorph(from: ring, to: circle)
    let bytes = text.utf8.count
    // The batches write into storage allocated once, as an engine's would be: the rows time
    // the batch, not an allocation and its page faults.
    let positions = UnsafeMutableBufferPointer<PathPosition>.allocate(capacity: count)
    positions.initialize(repeating: PathPosition(point: .zero, tangent: .zero))
    let values = UnsafeMutableBufferPointer<Double>.allocate(capacity: count)
    values.initialize(repeating: 0)
    return [
      Benchmark(
        "Geometry paths/position at distance/16 cubics", elements: count,
        checksum: { distances.reduce(0) { $0 + measured.position(atDistance: $1).point.x } },
        run: {
          var total = 0.0
          for distance in distances {
            let position = measured.position(atDistance: distance)
            total += position.point.x + position.tangent.dy
          }
          blackHole(total)
        }),
      Benchmark(
        "Geometry paths/heading at distance/16 cubics", elements: count,
        checksum: { distances.reduce(0) { $0 + measured.heading(atDistance: $1) } },
        run: {
          var total = 0.0
          for distance in distances { total += measured.heading(atDistance: distance) }
          blackHole(total)
        }),
      Benchmark(
        "Geometry paths/batch positions/16 cubics", elements: count,
        baseline: "Geometry paths/batch positions/CubicBezier.values(at:into:) (baseline)",
        checksum: { distances.reduce(0) { $0 + measured.position(atDistance: $1).point.y } },
        run: {
          distances.withUnsafeBufferPointer { input in
            measured.positions(atDistances: input, into: positions)
          }
          blackHole(positions[count / 2].point.x)
        }),
      Benchmark(
        "Geometry paths/batch positions/CubicBezier.values(at:into:) (baseline)", elements: count,
        checksum: { progresses.reduce(0) { $0 + bezier.value(at: $1) } },
        run: {
          progresses.withUnsafeBufferPointer { input in bezier.values(at: input, into: values) }
          blackHole(values[count / 2])
        }),
      Benchmark(
        "Geometry paths/measure (per segment)/16 cubics", elements: 16,
        checksum: { measured.length },
        run: { blackHole(MeasuredPath(ring).length) }),
      Benchmark(
        "Geometry paths/sampled position at distance/16 cubics", elements: count,
        checksum: { distances.reduce(0) { $0 + sampled.position(atDistance: $1).point.x } },
        run: {
          var total = 0.0
          for distance in distances {
            let position = sampled.position(atDistance: distance)
            total += position.point.x + position.tangent.dy
          }
          blackHole(total)
        }),
      Benchmark(
        "Geometry paths/batch positions/sampled, 16 cubics", elements: count,
        baseline: "Geometry paths/batch positions/CubicBezier.values(at:into:) (baseline)",
        checksum: { distances.reduce(0) { $0 + sampled.position(atDistance: $1).point.y } },
        run: {
          distances.withUnsafeBufferPointer { input in
            sampled.positions(atDistances: input, into: positions)
          }
          blackHole(positions[count / 2].point.x)
        }),
      Benchmark(
        "Geometry paths/sample (per segment)/16 cubics", elements: 16,
        checksum: { Double(sampled.maximumError) },
        run: { blackHole(SampledPath(measured).maximumError) }),
      Benchmark(
        "Geometry paths/path keyframes value (paced, auto rotation)/16 cubics", elements: count,
        checksum: { progresses.reduce(0) { $0 + keyframes.value(atElapsed: $1).point.x } },
        run: {
          var total = 0.0
          for progress in progresses { total += keyframes.value(atElapsed: progress).heading }
          blackHole(total)
        }),
      Benchmark(
        "Geometry paths/CSS offset placement/ray(45deg farthest-corner) 70% auto", elements: 1,
        checksum: { rayOffset.placement(in: layout).tx },
        run: { blackHole(rayOffset.placement(in: layout).tx) }),
      Benchmark(
        "Geometry paths/CSS offset placement/circle() 30% (measures the circle)", elements: 1,
        checksum: { circleOffset.placement(in: layout).tx },
        run: { blackHole(circleOffset.placement(in: layout).tx) }),
      Benchmark(
        "Geometry paths/CSS offset placement/circle() 30% along its measured path", elements: 1,
        checksum: { circleOffset.placement(in: layout, measuredPath: measuredCircle).tx },
        run: { blackHole(circleOffset.placement(in: layout, measuredPath: measuredCircle).tx) }),
      Benchmark(
        "Geometry paths/morph path(at:)/ring to circle (16 × 16 cubics)", elements: 1,
        checksum: { morph.path(at: 0.3).segments[3].end.x },
        run: { blackHole(morph.path(at: 0.3).segments[3].end.x) }),
      Benchmark(
        "Geometry paths/parse SVG path data (per byte)", elements: bytes,
        checksum: { Double((try? PathData(svg: text))?.commands.count ?? -1) },
        run: { blackHole(Double((try? PathData(svg: text))?.commands.count ?? -1)) }),
    ]
  }

  /// Path data as drawing tools write it: absolute and relative commands of every kind with
  /// coordinates of two to six significant digits.
  static func svgText(commandCount: Int) -> String {
    var text = "M 12.5 30"
    for index in 0..<commandCount {
      let a = Double(index % 97) * 1.25
      let b = Double(index % 89) * 0.5 - 20
      switch index % 6 {
      case 0: text += " C\(a),\(b) \(b + 3.75),\(a - 1) \(a + 10.125),\(b + 2)"
      case 1: text += " l\(b) \(a)"
      case 2: text += " Q \(a + 1) \(b) \(a * 2) \(b - 5.5)"
      case 3: text += " a25 12.5 -30 0 1 \(a) \(b)"
      case 4: text += " s\(a),\(b),\(a + 3),-\(a)"
      default: text += " H\(a + 0.001)V\(b - 0.25)"
      }
    }
    return text + " z"
  }
}
