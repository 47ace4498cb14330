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
}
