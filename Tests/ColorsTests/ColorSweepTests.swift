import Colors
import TestSupport
import Testing

/// Colors anywhere in the accepted range — components log-uniform up to ±1e100, subnormals,
/// zeros, any hue — convert, interpolate, mix and serialize without trapping or producing NaN,
/// results stay within ±1e100 (so that they convert again without overflow), and lossless text
/// reads back to the same color.
@Suite struct ColorSweepTests {
  /// Magnitudes across the double range, beyond ±1e100 read as ±1e100.
  static let component = Generator<Double>.magnitudes()

  static func limited(_ value: Double) -> Double { min(max(value, -1e100), 1e100) }

  static func color(_ values: (Double, Double, Double, Double), _ space: Int, missing: Int)
    -> CSSColor
  {
    let space = CSSColor.Space.allCases[space % CSSColor.Space.allCases.count]
    let parts = [values.0, values.1, values.2].enumerated().map { index, value in
      missing & (1 << index) != 0 ? nil : limited(value)
    }
    return CSSColor(
      space, parts[0], parts[1], parts[2], alpha: missing & 8 != 0 ? nil : abs(values.3))
  }

  static func hasNaN(_ color: CSSColor) -> Bool {
    [color[0], color[1], color[2], color.alpha].contains { $0?.isNaN ?? false }
  }

  @Test func conversionsNeverGiveNaN() {
    checkProperty(
      "conversions",
      .zip(
        .zip(Self.component, Self.component, Self.component, .doubles(in: 0...1)),
        .doubles(in: 0...13), .doubles(in: 0...15))
    ) { values, space, missing in
      let color = Self.color(values, Int(space), missing: Int(missing))
      return CSSColor.Space.allCases.allSatisfy { !Self.hasNaN(color.converted(to: $0)) }
    }
  }

  @Test func interpolationAndMixingNeverGiveNaN() {
    checkProperty(
      "interpolation",
      .zip(
        .zip(Self.component, Self.component, Self.component, .doubles(in: 0...1)),
        .zip(Self.component, Self.component, Self.component, .doubles(in: 0...1)),
        .doubles(in: 0...1_000_000), Generator<Double>.magnitudes())
    ) { first, second, draw, progress in
      let choices = Int(draw)
      let start = Self.color(first, choices, missing: choices / 14 % 16)
      let end = Self.color(second, choices / 224, missing: choices / 3136 % 16)
      let space = CSSColor.Space.allCases[choices % 13]
      let hue = ColorInterpolation.HueInterpolation.allCases[choices % 4]
      let middle = CSSColor.interpolate(
        from: start, to: end, progress: progress, in: space, hue: hue)
      let mixed = CSSColor.mix([(start, 0.3), (end, nil)], in: space, hue: hue)
      let withinLimit = (0..<3).allSatisfy {
        $0 == middle.space.hueIndex || abs(middle[$0] ?? 0) <= CSSColor.componentLimit
      }
      return withinLimit && !Self.hasNaN(middle) && !Self.hasNaN(mixed)
        && !Self.hasNaN(middle.converted(to: .srgb)) && !middle.cssText.contains("nan")
    }
  }

  /// Lossless text reads back to an equal color (every component bit for bit, missing flags,
  /// the legacy flag), for the `color()` spaces, whose components CSS does not clamp.
  @Test func losslessTextReadsBackExactly() throws {
    let spaces: [CSSColor.Space] = [
      .srgb, .srgbLinear, .displayP3, .a98Rgb, .prophotoRgb, .rec2020, .xyzD50, .xyzD65,
    ]
    checkProperty(
      "lossless",
      .zip(
        .zip(Self.component, Self.component, Self.component, .doubles(in: 0...1)),
        .doubles(in: 0...7), .doubles(in: 0...15))
    ) { values, space, missing in
      let mask = Int(missing)
      let parts = [values.0, values.1, values.2].enumerated().map { index, value in
        mask & (1 << index) != 0 ? nil : Self.limited(value)
      }
      let color = CSSColor(
        spaces[Int(space)], parts[0], parts[1], parts[2], alpha: mask & 8 != 0 ? nil : values.3)
      return (try? CSSColor(css: color.losslessCSSText)) == color
    }
  }
}
