import Colors
import Testing

@Suite struct CSSColorParsingTests {

  // CSS Color 4 §5.2 (hex colors): a digit of #rgb stands for itself repeated, so #fa0 is
  // #ffaa00 — 255, 170, 0.
  @Test func shortHexDigitsAreDoubled() throws {
    let color = try CSSColor(css: "#fa08")
    let (red, green, blue) = color.components
    #expect(red == 1 && green == 170.0 / 255 && blue == 0)
    #expect(color.alpha == 136.0 / 255)
  }

  // A mix is not a legacy color: web-platform-tests (css/css-color/parsing/
  // color-computed-color-mix-function.html) compute the first one here to color(srgb 0.33 0.36
  // 0.24), where an hsl() alone computes to rgb(). CSS reads every hsl() and hwb() as legacy,
  // so a mix's lossless text reads back in the same space with the same components, bit for
  // bit, as a legacy color: serialized as rgb(), the first one's channels 0.33, 0.36, 0.24 ×
  // 255 rounded (84.15, 91.8, 61.2). The second is the mix FuzzColor found reading back
  // unequal (whiteness −0.97…, every digit of its components kept).
  @Test func losslessTextOfAMixReadsBackAsALegacyColor() throws {
    let hslMix = "color-mix(in hsl, hsl(120deg 10% 20%), hsl(30deg 30% 40%))"
    for text in [hslMix, "color-mix(in hwb, oklch(5% 76% 7716), blue)"] {
      let mixed = try CSSColor(css: text)
      let readBack = try CSSColor(css: mixed.losslessCSSText)
      #expect(!mixed.isLegacy && readBack.isLegacy, "\(text)")
      #expect(readBack.space == mixed.space, "\(text)")
      #expect(readBack.components == mixed.components && readBack.alpha == mixed.alpha, "\(text)")
    }
    #expect(try CSSColor(css: CSSColor(css: hslMix).losslessCSSText).cssText == "rgb(84, 92, 61)")
  }
}
