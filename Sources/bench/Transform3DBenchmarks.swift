import BenchSupport
import Kinetics

/// 3D transforms: projecting points through a perspective, and the per-transform
/// operations an engine calls once per layer per frame.
enum Transform3DBenchmarks {
  /// A card turned 0.6 rad about y, seen from 500 points (the card-flip recipe).
  static let transform = Transform3D(translationX: -150, y: -100, z: 0)
    .rotated(by: 0.6, x: 0, y: 1, z: 0).concatenating(.perspective(eyeDistance: 500))
    .concatenating(Transform3D(translationX: 200, y: 150, z: 0))

  static func all() -> [Benchmark] { projectionBenchmarks() + operationBenchmarks() }

  /// N = 1,000,000 points of the z = 0 plane projected: the batch, and the same arithmetic as
  /// a plain loop written here (the same products, the divide, the behind-the-eye test). The
  /// memory floor is the row "Affine/map 1M points/copy": the same bytes in and out.
  static func projectionBenchmarks() -> [Benchmark] {
    let count = 1_000_000
    let points = (0..<count).map { Point2D(x: Double($0 % 1000) * 0.3, y: Double($0 / 1000) * 0.2) }
    let output = PointBuffer(count: count)
    let t = transform
    return [
      Benchmark(
        "Transform3D/project 1M points/batch", elements: count,
        checksum: {
          _ = points.withUnsafeBufferPointer { input in
            output.values.withUnsafeMutableBufferPointer { t.projections(of: input, into: $0) }
          }
          return output.values.reduce(0) { $0 + $1.x + $1.y }
        },
        run: {
          _ = points.withUnsafeBufferPointer { input in
            output.values.withUnsafeMutableBufferPointer { t.projections(of: input, into: $0) }
          }
          blackHole(output.values[count / 2])
        }),
      Benchmark(
        "Transform3D/project 1M points/plain loop (baseline)", elements: count,
        checksum: { points.reduce(0) { $0 + t.projection(of: $1)!.x + t.projection(of: $1)!.y } },
        run: {
          output.values.withUnsafeMutableBufferPointer { destination in
            for index in 0..<count {
              let (x, y) = (points[index].x, points[index].y)
              let w = x * t.m14 + y * t.m24 + t.m44
              destination[index] =
                w <= 0
                ? Transform3D.pointBehindEye
                : Point2D(
                  x: (x * t.m11 + y * t.m21 + t.m41) / w, y: (x * t.m12 + y * t.m22 + t.m42) / w)
            }
          }
          blackHole(output.values[count / 2])
        }),
    ]
  }

  /// 1,024 varied transforms per run for each operation.
  static func operationBenchmarks() -> [Benchmark] {
    let count = 1024
    let transforms = (0..<count).map { index in
      Transform3D(rotationAngle: Double(index) * 0.003, x: 1, y: 2, z: 0.5)
        .scaledBy(x: 1 + Double(index) * 1e-3, y: 0.85, z: 1)
        .concatenating(.perspective(eyeDistance: 400 + Double(index)))
    }
    let others = transforms.reversed() as [Transform3D]
    return [
      Benchmark(
        "Transform3D/concatenating", elements: count,
        checksum: { zip(transforms, others).reduce(0) { $0 + $1.0.concatenating($1.1).m34 } },
        run: {
          var total = 0.0
          for index in 0..<count { total += transforms[index].concatenating(others[index]).m11 }
          blackHole(total)
        }),
      Benchmark(
        "Transform3D/inverted", elements: count,
        checksum: { transforms.reduce(0) { $0 + $1.inverted().m34 } },
        run: {
          var total = 0.0
          for t in transforms { total += t.inverted().m11 }
          blackHole(total)
        }),
      Benchmark(
        "Transform3D/interpolateCSS (decompose, slerp, recompose)", elements: count,
        checksum: {
          zip(transforms, others).reduce(0) {
            $0 + Transform3D.interpolateCSS(from: $1.0, to: $1.1, progress: 0.3).m34
          }
        },
        run: {
          var total = 0.0
          for index in 0..<count {
            total +=
              Transform3D.interpolateCSS(from: transforms[index], to: others[index], progress: 0.3)
              .m11
          }
          blackHole(total)
        }),
    ]
  }
}
