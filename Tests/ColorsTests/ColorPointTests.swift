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
