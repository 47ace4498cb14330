import CSSSyntax

extension CSSColor: CustomStringConvertible, Codable {
  /// The CSS text of the color's computed value, as CSS Color 4 serializes it:
  ///
  /// - legacy colors (hex, named, `rgb()`, `hsl()`, `hwb()`): `rgb(R, G, B)`, or
  ///   `rgba(R, G, B, A)` when alpha is not 1, with 0…255 channels rounded to integers and
  ///   clamped (a missing component or alpha counts as 0);
  /// - `lab()`, `lch()`, `oklab()`, `oklch()` in their own syntax; the RGB spaces and XYZ as
  ///   `color(<space> …)`; `hsl` and `hwb` that are not legacy (results of interpolation) as
  ///   `color(srgb …)`, or in their own syntax when a component or alpha is missing;
  /// - numbers rounded to 10 decimal places — far below any visible difference (CSS asks for
  ///   at least 16 bits), and enough to drop the rounding noise of conversions (0.33, not
  ///   0.32999999999999996) — `none` for a missing component, ` / alpha` when alpha is not 1.
  ///   ``losslessCSSText`` keeps every digit.
  ///
  /// ```swift
  /// try CSSColor(css: "hsl(120 30% 50%)").cssText  // "rgb(89, 166, 89)"
  /// CSSColor(.lab, 50, nil, -20).cssText            // "lab(50 none -20)"
  /// ```
  public var cssText: String {
    if isLegacy { return legacyText }
    switch space {
    case .lab, .lch, .oklab, .oklch:
      return functionText(space.cssName, values: normalizedValues)
    case .hsl, .hwb:
      guard missingMask == 0 else {
        return functionText(space.cssName, values: normalizedValues)
      }
      return converted(to: .srgb).cssText
    default:
      return functionText("color", values: normalizedValues, prefix: space.cssName + " ")
    }
  }

  /// The CSS text (``cssText``).
  public var description: String { cssText }

  /// The components with a hue reduced to [0, 360).
  var normalizedValues: SIMD4<Double> {
    var result = values
    if let hue = space.hueIndex { result[hue] = ColorConversion.normalizedHue(result[hue]) }
    return result
  }

  /// `name(prefix c1 c2 c3[ / alpha])` with `none` for missing components; numbers rounded
  /// to 10 decimal places unless `exact`.
  func functionText(
    _ name: String, values: SIMD4<Double>, prefix: String = "", exact: Bool = false
  ) -> String {
    let number = { (value: Double) in CSSNumber.text(exact ? value : Self.rounded(value)) }
    let parts = (0..<3).map { missingMask & (1 << $0) != 0 ? "none" : number(values[$0]) }
    var text = name + "(" + prefix + parts.joined(separator: " ")
    if missingMask & 8 != 0 {
      text += " / none"
    } else if values[3] != 1 {
      text += " / " + number(values[3])
    }
    return text + ")"
  }

  /// `value` rounded to 10 decimal places (n/10¹⁰ for an integer n, one correctly rounded
  /// division); values of 10⁵ and beyond, whose doubles hold fewer places, as they are.
  static func rounded(_ value: Double) -> Double {
    guard abs(value) < 1e5 else { return value }
    let result = (value * 1e10).rounded() / 1e10
    return result == 0 ? 0 : result
  }

  /// `rgb(R, G, B)` or `rgba(R, G, B, A)` from the sRGB value.
  var legacyText: String {
    let rgb = space == .srgb ? values : converted(to: .srgb).values
    let channels = (0..<3).map { index -> String in
      let missing = space == .srgb && missingMask & (1 << index) != 0
      let channel = missing ? 0 : (min(max(rgb[index], 0), 1) * 255).rounded()
      return String(Int(channel))
    }
    let alpha = missingMask & 8 != 0 ? 0 : values[3]
    if alpha == 1 { return "rgb(" + channels.joined(separator: ", ") + ")" }
    return "rgba(" + channels.joined(separator: ", ") + ", " + CSSNumber.text(Self.rounded(alpha))
      + ")"
  }

  /// CSS text that parses back to exactly this color, legacy flag included: every digit of
  /// every component (``cssText`` rounds), legacy colors in their own function's modern
  /// syntax (`rgb(20% 50% 80%)`, `hsl(…)`, `hwb(…)`) rather than 8-bit `rgb()` channels, and
  /// `hsl`/`hwb` results in their own syntax rather than converted to `color(srgb …)`.
  ///
  /// Exact for every color whose components lie where CSS's parser does not clamp them:
  /// lightness within 0…100 (`lab`, `lch`) or 0…1 (`oklab`, `oklch`), chroma ≥ 0, `hsl`
  /// saturation ≥ 0, and for legacy colors `rgb` channels within 0…1. Beyond those (an
  /// extrapolation, a mix of far out-of-gamut colors) the text reads back clamped, as CSS would
  /// read it. One flag does not survive: CSS reads every `hsl()` and `hwb()` as a legacy color,
  /// so an `hsl` or `hwb` color that is not legacy (a mix's result, or one made with
  /// `isLegacy: false`) reads back legacy — the same space and components, but serialized as
  /// `rgb()` and interpolated in sRGB by default. No CSS syntax writes such a color exactly.
  public var losslessCSSText: String {
    guard isLegacy else {
      switch space {
      case .lab, .lch, .oklab, .oklch, .hsl, .hwb:
        return functionText(space.cssName, values: values, exact: true)
      default:
        return functionText("color", values: values, prefix: space.cssName + " ", exact: true)
      }
    }
    if space == .srgb {
      let parts = (0..<3).map {
        missingMask & (1 << $0) != 0 ? "none" : CSSNumber.percentText(values[$0])
      }
      var text = "rgb(" + parts.joined(separator: " ")
      if missingMask & 8 != 0 {
        text += " / none"
      } else if values[3] != 1 {
        text += " / " + CSSNumber.text(values[3])
      }
      return text + ")"
    }
    return functionText(space.cssName, values: values, exact: true)
  }

  /// Encodes ``losslessCSSText`` as a single string (so a non-legacy `hsl` or `hwb` color
  /// decodes as a legacy one, its components exact: see ``losslessCSSText``).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(losslessCSSText)
  }

  /// Decodes CSS color text (``init(css:)``); invalid text throws `DecodingError.dataCorrupted`
  /// whose description carries the parse error.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      self = try CSSColor(css: text)
    } catch {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "invalid CSS color: \(error)")
    }
  }
}
