import Colors
import TestSupport
import Testing

/// CSS Color 4's gamut mapping against an independent 50-digit evaluation of its algorithm
/// (GamutMappingReferences.swift, scripts/references/gamut_mapping.py), and its properties.
@Suite struct GamutMappingTests {
  /// Each mapped color within 1e-9 of the reference: the bisection stops at the same step in
  /// both (its tolerances are 1e-4), so only the conversions' rounding differs.
  @Test func mappedColorsMatchTheReference() {
    for (sourceName, components, destinationName, expected) in gamutMappingReferences {
      let source = CSSColor(
        ColorConversionTests.space(named: sourceName), components[0], components[1],
        components[2])
      let mapped = source.mappedToGamut(of: ColorConversionTests.space(named: destinationName))
      for index in 0..<3 {
        expectClose(
          mapped[index] ?? .nan, expected[index], absolute: 1e-9,
          "\(sourceName) \(components) → \(destinationName)")
      }
    }
  }

  /// The result is in gamut, keeps alpha, and keeps OkLCh lightness and hue to the JND when
  /// the color was not too light or dark; in-gamut colors and unbounded spaces only convert.
  @Test func mappingProperties() {
    checkProperty(
      "gamut mapping",
      .zip(.doubles(in: 0.01...0.99), .doubles(in: 0...0.5), .doubles(in: 0...360))
    ) { lightness, chroma, hue in
      let color = CSSColor(.oklch, lightness, chroma, hue, alpha: 0.4)
      let mapped = color.mappedToGamut(of: .srgb)
      let back = mapped.converted(to: .oklch)
      return mapped.isInGamut && mapped.alpha == 0.4 && abs(back[0]! - lightness) < 0.02
    }
    let inside = CSSColor(.srgb, 0.2, 0.4, 0.6)
    #expect(inside.mappedToGamut(of: .srgb) == inside)
    let wide = CSSColor(.displayP3, 1, 0, 0)
    #expect(wide.mappedToGamut(of: .oklab) == wide.converted(to: .oklab))
    #expect(CSSColor(.oklch, 1.2, 0.3, 40).mappedToGamut(of: .srgb) == CSSColor(.srgb, 1, 1, 1))
    #expect(CSSColor(.oklch, -0.1, 0.3, 40).mappedToGamut(of: .srgb) == CSSColor(.srgb, 0, 0, 0))
    #expect(CSSColor(.hwb, 0, -20, -20).mappedToGamut(of: .hwb).isInGamut)
  }

  /// The displayable RGBA is the gamut-mapped color's components (CSS Color 4 §13.2), each in
  /// [0, 1], missing components and a missing alpha as 0 (CSS Color 4 §4.4: a missing component
  /// used for display is 0); a color in gamut keeps its components.
  @Test func displayableRGBAIsTheMappedColor() throws {
    let vivid = CSSColor(.oklch, 0.7, 0.35, 30)
    let mapped = vivid.mappedToGamut(of: .displayP3)
    let shown = vivid.displayableRGBA(in: .displayP3)
    #expect(shown.red == mapped.components.0 && shown.green == mapped.components.1)
    #expect(shown.blue == mapped.components.2 && shown.alpha == 1)
    for value in [shown.red, shown.green, shown.blue] { #expect((0...1).contains(value)) }
    let partial = try CSSColor(css: "rgb(255 none 51 / none)").displayableRGBA(in: .srgb)
    #expect(partial == (1, 0, 0.2, 0))
  }
}
