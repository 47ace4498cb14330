import Colors
import TestSupport
import Testing

/// Conversions against a 50-digit evaluation of CSS Color 4's formulas
/// (ColorConversionReferences.swift, scripts/references/color_conversions.py).
@Suite struct ColorConversionTests {
  static func space(named name: String) -> CSSColor.Space {
    CSSColor.Space.allCases.first { "\($0)" == name }!
  }

  /// Every sample in every space: each component within 1e-12 of the reference, relative to
  /// the larger of 1 and its size (Lab's 0…100 scale), hues within 1e-10 degrees where the
  /// chroma or saturation gives them meaning (above 1e-6).
  @Test func everySampleInEverySpace() {
    for (sourceName, components, conversions) in colorConversionReferences {
      let source = CSSColor(
        Self.space(named: sourceName), components[0], components[1], components[2])
      for (destinationName, expected) in conversions {
        let destination = Self.space(named: destinationName)
        let converted = source.converted(to: destination)
        let what = "\(sourceName) \(components) → \(destinationName)"
        for index in 0..<3 {
          if index == destination.hueIndex {
            let colorfulness = expected[destination == .hsl || destination == .hwb ? 1 : 1]
            guard abs(colorfulness) > 1e-6, destination != .hwb || expected[1] + expected[2] < 99.99
            else { continue }
            let actual = converted[index] ?? .nan
            var difference = abs(actual - expected[index]).truncatingRemainder(dividingBy: 360)
            difference = min(difference, 360 - difference)
            #expect(difference < 1e-10, "\(what): hue \(actual) vs \(expected[index])")
          } else {
            let actual = converted[index] ?? .nan
            #expect(
              abs(actual - expected[index]) <= 1e-12 * max(1, abs(expected[index])),
              "\(what)[\(index)]: \(actual) vs \(expected[index])")
          }
        }
      }
    }
  }

  // CSS Color 4 §12.2 ("interpolating with missing components"): a missing red stays missing
  // when the color is converted to another RGB space for interpolation (its analogue, red, is
  // missing there), so the other color's red is taken. Mixing rgb(none 0 0) with white in
  // srgb-linear: red is white's 1, green and blue are the average of 0 and 1, 0.5.
  @Test func missingComponentsCarryToTheirAnaloguesInAnotherSpace() throws {
    let start = try CSSColor(css: "rgb(none 0 0)")
    let end = try CSSColor(css: "white")
    let middle = ColorInterpolation(from: start, to: end, in: .srgbLinear).color(at: 0.5)
    let (red, green, blue) = middle.components
    #expect(red == 1)
    #expect(green == 0.5 && blue == 0.5)
  }

  // CSS Color 4 §8 (hwb): when whiteness + blackness ≥ 100% the color is a gray and the hue is
  // powerless; the specification's sample code sums the fractions, so 60% + 39.9995% counts.
  // Converted to hsl for interpolation the gray has saturation 0, so its hue is powerless and
  // becomes missing (§12.2): the other color's hue, 240, is taken (180 would be the average).
  @Test func hwbWithWhitenessPlusBlacknessNear100PercentHasAPowerlessHue() throws {
    let gray = try CSSColor(css: "hwb(120 60% 39.9995%)")
    let blue = try CSSColor(css: "hsl(240 100% 50%)")
    let middle = ColorInterpolation(from: gray, to: blue, in: .hsl).color(at: 0.5)
    #expect(middle.components.0 == 240)
  }

  /// The validator names the first component out of range by its space's name for it: a
  /// non-finite one, a component other than a hue beyond ±1e100 (a hue may be any finite
  /// angle), a non-finite alpha; missing components are not checked.
  @Test func validationNamesTheComponent() {
    func message(
      _ space: CSSColor.Space, _ first: Double?, _ second: Double?, _ third: Double?,
      alpha: Double? = 1
    ) -> String? {
      do {
        try CSSColor.validate(space, first, second, third, alpha: alpha)
        return nil
      } catch { return error.description }
    }
    #expect(message(.oklch, .nan, 0, 0) == "CSSColor: lightness must be finite, got nan")
    #expect(
      message(.oklch, 0.5, 2e100, .nan) == "CSSColor: chroma must lie within ±1e100, got 2e+100")
    #expect(message(.oklch, 0.5, 0.1, .infinity) == "CSSColor: hue must be finite, got inf")
    #expect(message(.oklch, 0.5, 0.1, 1e300) == nil)
    #expect(message(.hsl, 1e300, -1e100, 1e100) == nil)
    #expect(
      message(.hwb, 0, 0, -3e100) == "CSSColor: blackness must lie within ±1e100, got -3e+100")
    #expect(message(.srgb, nil, nil, nil, alpha: .nan) == "CSSColor: alpha must be finite, got nan")
    #expect(message(.xyzD65, nil, nil, nil, alpha: nil) == nil)
  }
}
