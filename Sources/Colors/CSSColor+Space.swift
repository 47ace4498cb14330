extension CSSColor {
  /// The color spaces of CSS Color 4, by their CSS names (`color(display-p3 …)`, `in oklch`).
  ///
  /// RGB spaces (`srgb` … `rec2020`) and XYZ take components in 0…1 over their gamut; `hsl` and
  /// `hwb` are sRGB in cylindrical form (hue in degrees, the others in 0…100); `lab` and `lch`
  /// are CIE Lab (D50 white, L in 0…100); `oklab` and `oklch` are Björn Ottosson's Oklab (D65
  /// white, L in 0…1). Source: CSS Color 4, "Predefined color spaces" and "Device-independent
  /// colors".
  @frozen
  public enum Space: String, CaseIterable, Hashable, Sendable, Codable {
    /// sRGB (IEC 61966-2-1), gamma-encoded.
    case srgb = "srgb"
    /// sRGB primaries, linear light.
    case srgbLinear = "srgb-linear"
    /// Display P3: DCI-P3 primaries, D65 white, the sRGB transfer function.
    case displayP3 = "display-p3"
    /// Adobe RGB (1998)-compatible.
    case a98Rgb = "a98-rgb"
    /// ProPhoto RGB (ROMM RGB), D50 white.
    case prophotoRgb = "prophoto-rgb"
    /// ITU-R BT.2020, gamma-encoded.
    case rec2020 = "rec2020"
    /// CIE XYZ relative to the D50 white.
    case xyzD50 = "xyz-d50"
    /// CIE XYZ relative to the D65 white (CSS `xyz`).
    case xyzD65 = "xyz-d65"
    /// CIE Lab (D50): lightness 0…100, a and b opponent axes.
    case lab = "lab"
    /// CIE LCh (D50), the polar form of `lab`: lightness, chroma, hue in degrees.
    case lch = "lch"
    /// Oklab: lightness 0…1, a and b opponent axes.
    case oklab = "oklab"
    /// OkLCh, the polar form of `oklab`.
    case oklch = "oklch"
    /// sRGB as hue (degrees), saturation and lightness (0…100).
    case hsl = "hsl"
    /// sRGB as hue (degrees), whiteness and blackness (0…100).
    case hwb = "hwb"

    /// The CSS name (`display-p3`, `xyz-d65`, `oklch`).
    @inlinable
    public var cssName: String { rawValue }

    /// The components' names, for messages: "red", "green", "blue"; "x", "y", "z";
    /// "lightness", "a", "b"; "lightness", "chroma", "hue"; "hue", "saturation", "lightness";
    /// "hue", "whiteness", "blackness".
    public var componentNames: [String] {
      switch self {
      case .srgb, .srgbLinear, .displayP3, .a98Rgb, .prophotoRgb, .rec2020:
        ["red", "green", "blue"]
      case .xyzD50, .xyzD65: ["x", "y", "z"]
      case .lab, .oklab: ["lightness", "a", "b"]
      case .lch, .oklch: ["lightness", "chroma", "hue"]
      case .hsl: ["hue", "saturation", "lightness"]
      case .hwb: ["hue", "whiteness", "blackness"]
      }
    }

    /// The index of the hue component in a polar space (2 for `lch`/`oklch`, 0 for
    /// `hsl`/`hwb`), nil in a rectangular one.
    @inlinable
    public var hueIndex: Int? {
      switch self {
      case .lch, .oklch: 2
      case .hsl, .hwb: 0
      default: nil
      }
    }

    /// Whether colors in this space can come from CSS's legacy sRGB syntaxes.
    @inlinable
    var hasLegacySyntax: Bool { self == .srgb || self == .hsl || self == .hwb }

    /// Whether the space has gamut limits (the RGB spaces and their cylindrical forms); XYZ,
    /// Lab and Oklab hold every color.
    @inlinable
    public var isBounded: Bool {
      switch self {
      case .xyzD50, .xyzD65, .lab, .lch, .oklab, .oklch: false
      default: true
      }
    }
  }
}

/// The kinds of component that CSS Color 4 treats as analogous across spaces when carrying a
/// missing component into an interpolation space (§12.2).
@usableFromInline
enum ComponentCategory: Hashable, Sendable {
  case red, green, blue, lightness, colorfulness, hue, opponentA, opponentB
}

extension CSSColor.Space {
  /// Each component's category, nil where it has no analogue (`hwb`'s whiteness and
  /// blackness).
  var analogues: [ComponentCategory?] {
    switch self {
    case .srgb, .srgbLinear, .displayP3, .a98Rgb, .prophotoRgb, .rec2020, .xyzD50, .xyzD65:
      [.red, .green, .blue]
    case .lab, .oklab: [.lightness, .opponentA, .opponentB]
    case .lch, .oklch: [.lightness, .colorfulness, .hue]
    case .hsl: [.hue, .colorfulness, .lightness]
    case .hwb: [.hue, nil, nil]
    }
  }
}
