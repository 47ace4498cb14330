import Colors
import Testing

/// Contracts found missing by the mutation catalogue (H06, H09, H12 survived the suite): each
/// checks one rule of CSS Color 4 at a value the rule decides.
@Suite struct ColorsContractTests {
  // CSS Color 4 §5.2 (hex colors): a digit of #rgb stands for itself repeated, so #fa0 is
  // #ffaa00 — 255, 170, 0.
  @Test func shortHexDigitsAreDoubled() throws {
    let color = try CSSColor(css: "#fa08")
    let (red, green, blue) = color.components
    #expect(red == 1 && green == 170.0 / 255 && blue == 0)
    #expect(color.alpha == 136.0 / 255)
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
}
