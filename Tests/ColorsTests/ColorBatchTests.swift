import Colors
import KineticsCore
import Motion
import TestSupport
import Testing

/// The batch gives the colors ``ColorInterpolation`` gives, for many pairs at once.
@Suite struct ColorBatchTests {
  @Test func batchMatchesInterpolation() {
    let pairs = ColorPointTests.samples.flatMap { start in
      ColorPointTests.samples.map { (from: start, to: $0) }
    }
    for space in [CSSColor.Space.oklab, .oklch, .srgb, .hsl] {
      let batch = ColorBatch(pairs, in: space, hue: .longer)
      #expect(batch.count == pairs.count)
      var output: [SIMD4<Double>] = []
      let progresses = pairs.indices.map { Double($0) / Double(pairs.count) }
      for useEach in [false, true] {
        if useEach {
          batch.colors(at: progresses, into: &output)
        } else {
          batch.colors(at: 0.35, into: &output)
        }
        for (index, pair) in pairs.enumerated() {
          let t = useEach ? progresses[index] : 0.35
          let expected = ColorInterpolation(from: pair.from, to: pair.to, in: space, hue: .longer)
            .color(at: t)
          for component in 0..<3 {
            expectClose(
              output[index][component], expected[component] ?? 0,
              absolute: 1e-12 * max(1, abs(expected[component] ?? 0)), "\(pair) in \(space)")
          }
          expectClose(output[index].w, expected.alpha ?? 0, absolute: 1e-15)
        }
      }
    }
  }

  /// Split across the cores, both forms give the bits of one pass, over 50,001 transitions
  /// (ranges of 16,384 or more) in a rectangular and a polar space.
  @Test func concurrentColorsMatchOnePass() {
    let samples = ColorPointTests.samples
    let pairs = (0..<50_001).map { index in
      (from: samples[index % samples.count], to: samples[(index / 7) % samples.count])
    }
    let progresses = pairs.indices.map { Double($0 % 97) / 96 * 1.4 - 0.2 }
    for space in [CSSColor.Space.oklab, .oklch] {
      let batch = ColorBatch(pairs, in: space)
      var (serial, concurrent) = ([SIMD4<Double>](), [SIMD4<Double>]())
      batch.colors(at: 0.35, into: &serial)
      batch.colors(at: 0.35, into: &concurrent, concurrently: true)
      #expect(serial.map(\.bitPatterns) == concurrent.map(\.bitPatterns))
      batch.colors(at: progresses, into: &serial)
      batch.colors(at: progresses, into: &concurrent, concurrently: true)
      #expect(serial.map(\.bitPatterns) == concurrent.map(\.bitPatterns))
    }
  }
}

extension SIMD4<Double> {
  /// The four components' bits, so that NaN compares equal to itself.
  fileprivate var bitPatterns: [UInt64] {
    [x.bitPattern, y.bitPattern, z.bitPattern, w.bitPattern]
  }
}
