import KineticsCore
extension CSSColor {
  /// Parses a CSS `<color>`: hex (`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`), the 148 named colors
  /// and `transparent`, `rgb()`/`rgba()` and `hsl()`/`hsla()` in their legacy (commas) and
  /// modern (spaces, `none`, `/ alpha`) syntaxes, `hwb()`, `lab()`, `lch()`, `oklab()`,
  /// `oklch()`, `color()` with the RGB spaces and XYZ, and `color-mix()` (resolved to its
  /// result). Names are ASCII case-insensitive; angles take `deg`, `grad`, `rad`, `turn`.
  /// Values CSS clamps at parse time are clamped (rgb channels to 0…255, alpha to 0…1,
  /// lightness to its range, chroma and saturation to ≥ 0).
  ///
  /// ```swift
  /// try CSSColor(css: "rebeccapurple").cssText               // "rgb(102, 51, 153)"
  /// try CSSColor(css: "oklch(60% 0.15 30 / 50%)").cssText    // "oklch(0.6 0.15 30 / 0.5)"
  /// ```
  ///
  /// Not supported (a `CSSParseError` names them): `currentcolor` and system colors,
  /// which need a document; relative colors (`rgb(from …)`); `calc()`.
  ///
  /// - Throws: `CSSParseError` naming the offending token and its offset.
  public init(css text: String) throws(CSSParseError) {
    var parser = CSSColorParser(text)
    self = try parser.parseWholeText()
  }
}
