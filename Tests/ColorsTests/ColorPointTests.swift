import Colors
import KineticsCore
import Motion
import TestSupport
import Testing

/// Colors as interpolatable points: blends of the endpoints are CSS's interpolation, whatever
/// animates them.
@Suite struct ColorPointTests {
  static let samples: [CSSColor] = [
    try! CSSColor(css: "#0a84ff"), try! CSSColor(css: "hsl(30 80% 40% / 0.5)"),
    try! CSSColor(css: "oklch(0.7 0.1 none)"), try! CSSColor(css: "lab(40 none -30 / 0.2)"),
    try! CSSColor(css: "transparent"), try! CSSColor(css: "color(display-p3 1 0 0)"),
  ]

  /// interpolate(from: a, to: b, t) of the endpoint points, as a color, is CSS's interpolated
  /// color (to 1e-12), for every pair of samples, space, arc and progress in [−0.5, 1.5] — except
  /// components missing in both colors, which a point holds as 0.
  @Test func blendedEndpointsAreCSSInterpolation() {
    for start in Self.samples {
      for end in Self.samples {
        for space in CSSColor.Space.allCases {
          for hue in ColorInterpolation.HueInterpolation.allCases {
            let (from, to) = ColorPoint.endpoints(from: start, to: end, in: space, hue: hue)
            let expected = ColorInterpolation(from: start, to: end, in: space, hue: hue)
            for t in [-0.5, 0, 0.3, 1, 1.5] {
              let actual = interpolate(from: from, to: to, progress: t).color
              let reference = expected.color(at: t)
              for index in 0..<3 where reference[index] != nil {
                expectClose(
                  actual[index]!, reference[index]!,
                  absolute: 1e-12 * max(1, abs(reference[index]!)),
                  "\(start) → \(end) in \(space) \(hue) at \(t)")
              }
              if let alpha = reference.alpha { expectClose(actual.alpha!, alpha, absolute: 1e-15) }
            }
          }
        }
      }
    }
  }

  /// A spring animates a color: it starts at the start, comes to rest at the target, and on
  /// the way is a point of the same space.
  @Test func springsAnimateColors() throws {
    let (from, to) = ColorPoint.endpoints(
      from: try CSSColor(css: "#0a84ff"), to: try CSSColor(css: "#ff375f"), in: .oklch)
    let fade = SpringMotion(from: from, to: to, spring: .smooth())
    #expect(fade.value(atElapsed: 0) == from)
    #expect(fade.value(atElapsed: .infinity) == to)
    #expect(fade.value(atElapsed: 0.2).space == .oklch)
    let middle = fade.value(atElapsed: 0.2).color
    #expect(middle.space == .oklch && middle.isInGamut)
  }

  /// Zero belongs to no space: it adds to any point, equals a zero point of any space, and as
  /// a color is transparent black in Oklab.
  @Test func zeroIsSpaceless() {
    let point = ColorPoint(CSSColor(.lab, 50, 10, 20), in: .lab)
    #expect(point + .zero == point && .zero + point == point)
    #expect(ColorPoint.zero == ColorPoint(space: .oklch, storage: .zero))
    #expect(ColorPoint.zero.color == CSSColor(.oklab, 0, 0, 0, alpha: 0))
    #expect((point - point).space == .lab && (point - point).squaredMagnitude == 0)
  }
}

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
