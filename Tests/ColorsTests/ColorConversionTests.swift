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
}
