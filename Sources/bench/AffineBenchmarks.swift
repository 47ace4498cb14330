import Kinetics
import BenchSupport
import Foundation

/// Affine geometry.
enum AffineBenchmarks {
  static let transform = AffineTransform2D(translationX: 10, y: 20).rotated(by: 0.3).scaledBy(
    x: 0.85, y: 0.85)

  static func all() -> [Benchmark] {
    operationBenchmarks() + mappingBenchmarks()
  }

  /// 1,024 varied transforms per run for each operation.
  static func operationBenchmarks() -> [Benchmark] {
    let count = 1024
    let transforms = (0..<count).map { index in
      AffineTransform2D(translationX: Double(index), y: 3)
        .rotated(by: Double(index) * 0.01).scaledBy(x: 1 + Double(index) * 1e-3, y: 0.85)
    }
    let others = transforms.reversed() as [AffineTransform2D]
    let layers = transforms.map { t in
      LayerGeometry(
        bounds: Rect2D(x: 0, y: 0, width: 390, height: 844), position: Point2D(x: 195, y: 422),
        transform: t)
    }
    func sum(_ values: [Double]) -> Double { values.reduce(0, +) }
    return [
      Benchmark(
        "Affine/concatenating", elements: count,
        checksum: { sum(zip(transforms, others).map { $0.concatenating($1).tx }) },
        run: {
          var total = 0.0
          for index in 0..<count { total += transforms[index].concatenating(others[index]).a }
          blackHole(total)
        }),
      Benchmark(
        "Affine/inverted", elements: count, baseline: "Affine/inverted/plain adjugate (baseline)",
        checksum: { sum(transforms.map { $0.inverted().tx }) },
        run: {
          var total = 0.0
          for t in transforms { total += t.inverted().a }
          blackHole(total)
        }),
      // The inverse written out with no checks at all: the floor of the arithmetic.
      Benchmark(
        "Affine/inverted/plain adjugate (baseline)", elements: count,
        checksum: {
          sum(
            transforms.map { t in
              -(t.tx * (t.d / (t.a * t.d - t.b * t.c)) + t.ty * (-t.c / (t.a * t.d - t.b * t.c)))
            })
        },
        run: {
          var total = 0.0
          for t in transforms {
            let factor = 1 / (t.a * t.d - t.b * t.c)
            let (ia, ic) = (t.d * factor, -t.c * factor)
            total += ia + 0 * -(t.tx * ia + t.ty * ic)
          }
          blackHole(total)
        }),
      Benchmark(
        "Affine/interpolate (decompose, interpolate, recompose)", elements: count,
        checksum: {
          sum(
            zip(transforms, others).map {
              AffineTransform2D.interpolate(from: $0, to: $1, progress: 0.3).tx
            })
        },
        run: {
          var total = 0.0
          for index in 0..<count {
            total +=
              AffineTransform2D.interpolate(
                from: transforms[index], to: others[index], progress: 0.3
              ).a
          }
          blackHole(total)
        }),
      Benchmark(
        "Affine/layer frame", elements: count,
        checksum: { sum(layers.map { $0.frame.minX }) },
        run: {
          var total = 0.0
          for layer in layers { total += layer.frame.width }
          blackHole(total)
        }),
    ]
  }

  /// Mapping N = 1,000,000 points by translate(10, 20)·rotate(0.3)·scale(0.85): Kinetics' batch,
  /// its one-point form, Foundation's `AffineTransform` with the same entries, and a plain copy
  /// of the same bytes (the memory floor) — all in one run.
  static func mappingBenchmarks() -> [Benchmark] {
    let count = 1_000_000
    let points = (0..<count).map { Point2D(x: Double($0 % 1000), y: Double($0 / 1000)) }
    let output = PointBuffer(count: count)
    let foundationPoints = points.map { CGPoint(x: $0.x, y: $0.y) }
    let foundationOutput = CGPointBuffer(count: count)
    let t = transform
    let foundation = AffineTransform(m11: t.a, m12: t.b, m21: t.c, m22: t.d, tX: t.tx, tY: t.ty)
    let difference = {
      var worst = 0.0
      for index in stride(from: 0, to: count, by: 997) {
        let mine = points[index].applying(t)
        let theirs = foundation.transform(foundationPoints[index])
        worst = max(worst, abs(mine.x - Double(theirs.x)), abs(mine.y - Double(theirs.y)))
      }
      return "max difference from Foundation \(worst)"
    }
    return [
      Benchmark(
        "Affine/map 1M points/batch", elements: count, accuracy: difference,
        checksum: {
          points.withUnsafeBufferPointer { input in
            output.values.withUnsafeMutableBufferPointer { t.mappedPoints(input, into: $0) }
          }
          return output.values.reduce(0) { $0 + $1.x + $1.y }
        },
        run: {
          points.withUnsafeBufferPointer { input in
            output.values.withUnsafeMutableBufferPointer { t.mappedPoints(input, into: $0) }
          }
          blackHole(output.values[count / 2])
        }),
      Benchmark(
        "Affine/map 1M points/one at a time", elements: count,
        checksum: { points.reduce(0) { $0 + $1.applying(t).x + $1.applying(t).y } },
        run: {
          output.values.withUnsafeMutableBufferPointer { destination in
            for index in 0..<count { destination[index] = points[index].applying(t) }
          }
          blackHole(output.values[count / 2])
        }),
      Benchmark(
        "Affine/map 1M points/Foundation AffineTransform (baseline)", elements: count,
        checksum: {
          foundationPoints.reduce(0) {
            $0 + Double(foundation.transform($1).x + foundation.transform($1).y)
          }
        },
        run: {
          foundationOutput.values.withUnsafeMutableBufferPointer { destination in
            for index in 0..<count {
              destination[index] = foundation.transform(foundationPoints[index])
            }
          }
          blackHole(foundationOutput.values[count / 2])
        }),
      Benchmark(
        "Affine/map 1M points/copy (memory floor)", elements: count,
        checksum: { Double(count) },
        run: {
          points.withUnsafeBytes { input in
            output.values.withUnsafeMutableBytes { $0.copyMemory(from: input) }
          }
          blackHole(output.values[count / 2])
        }),
    ]
  }
}

final class PointBuffer: @unchecked Sendable {
  var values: [Point2D]
  init(count: Int) { values = Array(repeating: .zero, count: count) }
}

final class CGPointBuffer: @unchecked Sendable {
  var values: [CGPoint]
  init(count: Int) { values = Array(repeating: .zero, count: count) }
}
