import Kinetics
import Testing

/// The Colors module's doc-comment examples, line for line (DocExampleCoverageTests checks that
/// they stay so).
@Suite struct DocExamplesColors {
  @Test func cssColor() throws {
    let orange = try CSSColor(css: "#ff8000")
    let sky = CSSColor(.oklch, 0.7, 0.12, 230)
    let middle = CSSColor.interpolate(from: orange, to: sky, progress: 0.5, in: .oklch)
    expectPrinted(middle.cssText, #""oklch(0.7159… 0.1529… 141.49…)""#)
    #expect(middle.converted(to: .srgb).isInGamut == true)
    #expect(CSSColor(.lab, 54.3, 80.8, 69.9).cssText == "lab(54.3 80.8 69.9)")
    #expect(CSSColor(.hsl, nil, 0, 50, alpha: 0.5).cssText == "hsl(none 0 50 / 0.5)")
  }

  @Test func displayableRGBA() throws {
    expectPrinted(CSSColor(.oklch, 0.7, 0.35, 30).displayableRGBA(in: .srgb).red, "1.0")
    expectPrinted(
      try CSSColor(css: "rgb(255 none 0 / 50%)").displayableRGBA(in: .srgb).alpha, "0.5")
  }

  @Test func conversion() throws {
    let red = try CSSColor(css: "red")
    expectPrinted(red.converted(to: .oklch).cssText, #""oklch(0.6279… 0.2576… 29.23…)""#)
    expectPrinted(
      red.converted(to: .displayP3).cssText, #""color(display-p3 0.9174… 0.2002… 0.1385…)""#)
  }

  @Test func interpolation() throws {
    let fade = ColorInterpolation(
      from: try CSSColor(css: "#0a84ff"), to: try CSSColor(css: "#ff375f"), in: .oklch)
    expectPrinted(fade.color(at: 0.5).cssText, #""oklch(0.6409… 0.2186… 315.75…)""#)
    let red = try CSSColor(css: "red"), blue = try CSSColor(css: "blue")
    expectPrinted(
      CSSColor.interpolate(from: red, to: blue, progress: 0.5).cssText, #""rgb(128, 0, 128)""#)
    let inOklab = CSSColor.interpolate(from: red, to: blue, progress: 0.5, in: .oklab)
    expectPrinted(inOklab.cssText, #""oklab(0.5399… 0.0962… -0.0928…)""#)
    expectPrinted(
      CSSColor.mix([(red, 0.25), (blue, nil)], in: .srgb).cssText, #""color(srgb 0.25 0 0.75)""#)
  }

  @Test func parsingAndSerialization() throws {
    expectPrinted(try CSSColor(css: "rebeccapurple").cssText, #""rgb(102, 51, 153)""#)
    expectPrinted(
      try CSSColor(css: "oklch(60% 0.15 30 / 50%)").cssText, #""oklch(0.6 0.15 30 / 0.5)""#)
    expectPrinted(try CSSColor(css: "hsl(120 30% 50%)").cssText, #""rgb(89, 166, 89)""#)
    expectPrinted(CSSColor(.lab, 50, nil, -20).cssText, #""lab(50 none -20)""#)
    do {
      _ = try CSSColor(css: "rgb(10 20 30 40)")
      Issue.record("parsed")
    } catch {
      expectPrinted(error.description, #""expected '/' or ')' at offset 13 ('40')""#)
    }
  }

  @Test func moduleOverview() throws {
    let start = try CSSColor(css: "#f2f2f7")
    let end = try CSSColor(css: "#0a84ff")
    #expect(
      CSSColor.interpolate(from: start, to: end, progress: 0.5, in: .oklab).cssText.hasPrefix(
        "oklab("))
  }

  /// KineticsCore's CSSParseError, which both CSS parsers throw.
  @Test func parseError() {
    let error = CSSParseError(
      kind: .valueOutOfRange, message: "x1 must lie in [0, 1]", token: "1.5", offset: 13)
    expectPrinted(error.description, #""x1 must lie in [0, 1] at offset 13 ('1.5')""#)
  }

  @Test func gamutMapping() {
    let vivid = CSSColor(.oklch, 0.7, 0.35, 30)
    expectPrinted(vivid.mappedToGamut(of: .srgb).cssText, #""color(srgb 1 0.3451… 0.2646…)""#)
  }

  @Test func pointsAndBatches() throws {
    let (from, to) = ColorPoint.endpoints(
      from: try CSSColor(css: "#0a84ff"), to: try CSSColor(css: "#ff375f"), in: .oklch)
    let fade = SpringMotion(from: from, to: to, spring: .smooth())
    #expect(fade.value(atElapsed: 0.2).color.cssText.hasPrefix("oklch("))
    let white = try CSSColor(css: "white"), blue = try CSSColor(css: "#0a84ff")
    let rows = ColorBatch([(from: white, to: blue), (from: blue, to: white)], in: .oklab)
    var components: [SIMD4<Double>] = []
    rows.colors(at: 0.25, into: &components)
    #expect(components.count == 2 && components[0].w == 1)
  }
}
