import BenchSupport
import Kinetics

/// Colors per frame: a million color transitions blended by ``ColorBatch``, beside
/// the same blend written as a plain loop over premultiplied SIMD4 pairs (the floor: no hue, no
/// division), one ``ColorInterpolation/color(at:)`` per color (the scalar path an engine calls
/// for a single background), and the finger's velocity from 20 samples (once per release).
enum ColorBenchmarks {
  /// The million color transitions the batch rows share.
  final class MillionColors {
    static let count = 1_000_000
    let oklab: ColorBatch
    let oklch: ColorBatch
    let starts: [SIMD4<Double>]
    let ends: [SIMD4<Double>]
    var plain = [SIMD4<Double>](repeating: .zero, count: count)

    init() {
      let colors = (0..<64).map { index in
        CSSColor(
          .oklch, 0.4 + Double(index % 8) * 0.05, 0.05 + Double(index % 5) * 0.03,
          Double(index) * 37)
      }
      let pairs = (0..<Self.count).map {
        (from: colors[$0 % 64], to: colors[($0 * 7 + 3) % 64])
      }
      oklab = ColorBatch(pairs, in: .oklab)
      oklch = ColorBatch(pairs, in: .oklch)
      starts = pairs.map { ColorPoint($0.from, in: .oklab).storage }
      ends = pairs.map { ColorPoint($0.to, in: .oklab).storage }
    }
  }

  static func all() -> [Benchmark] {
    let count = MillionColors.count
    let shared = LazyState { MillionColors() }
    let single = ColorInterpolation(
      from: CSSColor(.oklch, 0.45, 0.08, 37), to: CSSColor(.oklch, 0.4, 0.05, 1480), in: .oklch)
    // A crossfade in OkLCh between two colors beyond sRGB, 64 frames of it: what a display
    // maps into its gamut once per frame (most of these frames lie outside sRGB).
    let fade = ColorInterpolation(
      from: CSSColor(.oklch, 0.7, 0.35, 30), to: CSSColor(.oklch, 0.55, 0.3, 260), in: .oklch)
    let crossfade = (0..<64).map { fade.color(at: Double($0) / 63) }
    let frame = FrameClock()
    var output: [SIMD4<Double>] = []
    var tracker = VelocityTracker<Point2D>()
    for sample in 0..<20 {
      let t = Double(sample) / 120
      tracker.add(Point2D(x: 400 * t + 30 * t * t, y: -200 * t), atTime: t)
    }
    let trackerCopy = tracker
    func advance() -> Double {
      frame.time += 1.0 / 120
      if frame.time > 1 { frame.time = 0 }
      return frame.time
    }
    return [
      Benchmark(
        "Colors/batch oklab/1000000 colors", elements: count,
        checksum: {
          var out: [SIMD4<Double>] = []
          shared.value.oklab.colors(at: 0.3, into: &out)
          return out.reduce(0) { $0 + $1.x }
        },
        run: {
          shared.value.oklab.colors(at: advance(), into: &output)
          blackHole(output[count / 2].x)
        }),
      Benchmark(
        "Colors/batch oklch (hue)/1000000 colors", elements: count,
        checksum: {
          var out: [SIMD4<Double>] = []
          shared.value.oklch.colors(at: 0.3, into: &out)
          return out.reduce(0) { $0 + $1.x }
        },
        run: {
          shared.value.oklch.colors(at: advance(), into: &output)
          blackHole(output[count / 2].x)
        }),
      Benchmark(
        "Colors/plain SIMD4 blend loop (floor)/1000000 colors", elements: count,
        checksum: {
          let (starts, ends) = (shared.value.starts, shared.value.ends)
          return starts.indices.reduce(0) { $0 + (starts[$1] * 0.7 + ends[$1] * 0.3).x }
        },
        run: {
          let t = advance()
          let million = shared.value
          million.starts.withUnsafeBufferPointer { starts in
            million.ends.withUnsafeBufferPointer { ends in
              million.plain.withUnsafeMutableBufferPointer { plain in
                for index in 0..<starts.count {
                  plain[index] = starts[index] * (1 - t) + ends[index] * t
                }
              }
            }
          }
          blackHole(million.plain[count / 2].x)
        }),
      Benchmark(
        "Colors/ColorInterpolation.color(at:) oklch/1 color", elements: 1,
        checksum: { single.color(at: 0.3)[0] ?? 0 },
        run: { blackHole(single.color(at: advance())[0] ?? 0) }),
      Benchmark(
        "Colors/mappedToGamut(of: .srgb)/OkLCh crossfade colors", elements: crossfade.count,
        checksum: { crossfade.reduce(0) { $0 + ($1.mappedToGamut(of: .srgb)[1] ?? 0) } },
        run: {
          var sum = 0.0
          for color in crossfade { sum += color.mappedToGamut(of: .srgb)[1] ?? 0 }
          blackHole(sum)
        }),
      Benchmark(
        "Colors/VelocityTracker 2D velocity/20 samples", elements: 1,
        checksum: { trackerCopy.velocity(atTime: 19.0 / 120).x },
        run: { blackHole(trackerCopy.velocity(atTime: 19.0 / 120 + advance() * 1e-9).x) }),
    ]
  }
}
