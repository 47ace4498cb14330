extension CSSColor {
  /// Whether the color lies within its space's gamut: every component of an RGB space in
  /// [0, 1], of `hsl` and `hwb` by their sRGB values; XYZ, Lab and Oklab hold every color.
  /// Missing components count as 0.
  public var isInGamut: Bool {
    switch space {
    case .xyzD50, .xyzD65, .lab, .lch, .oklab, .oklch: return true
    case .hsl, .hwb: return converted(to: .srgb).isInGamut
    default: return (0..<3).allSatisfy { (0...1).contains(values[$0]) }
    }
  }

  /// The color brought into the gamut of `destination` the way CSS Color 4 maps colors for
  /// display (§13.2, "CSS gamut mapping to an RGB destination"), in `destination`.
  ///
  /// ```swift
  /// let vivid = CSSColor(.oklch, 0.7, 0.35, 30)      // beyond sRGB's reds
  /// vivid.mappedToGamut(of: .srgb).cssText             // "color(srgb 1 0.3451… 0.2646…)"
  /// ```
  ///
  /// A color already in gamut is only converted; spaces without a gamut (XYZ, Lab, Oklab) are
  /// never mapped. Otherwise, in OkLCh: lightness at or above 1 gives white, at or below 0
  /// black; else the chroma is reduced by bisection, lightness and hue kept, until the color
  /// clipped to the gamut (each RGB component clamped to [0, 1]) lies within the
  /// just-noticeable difference, 0.02 in ΔE_OK (Euclidean distance in Oklab), of the
  /// chroma-reduced color, within 0.0001 of that difference or of the chroma: the clipped
  /// color is the result. `hsl` and `hwb` are mapped as sRGB. Alpha is kept.
  public func mappedToGamut(of destination: Space) -> CSSColor {
    let converted = converted(to: destination)
    guard destination.isBounded, !converted.isInGamut else { return converted }
    let rgbSpace: Space = destination == .hsl || destination == .hwb ? .srgb : destination
    let polar = self.converted(to: .oklch)
    let alpha = polar.missingMask & 8 != 0 ? nil : polar.values[3]
    let lightness = polar.values[0]
    if lightness >= 1 || lightness <= 0 {
      let extreme = lightness >= 1 ? 1.0 : 0
      return CSSColor(rgbSpace, extreme, extreme, extreme, alpha: alpha).converted(to: destination)
    }
    let mapped = Self.binarySearchGamutMapping(
      lightness: lightness, chroma: polar.values[1], hue: polar.values[2], into: rgbSpace)
    return CSSColor(rgbSpace, mapped.x, mapped.y, mapped.z, alpha: alpha).converted(
      to: destination)
  }

  /// CSS Color 4's binary-search gamut mapping of OkLCh (L, C, h) into an RGB space: the
  /// clipped components (the search itself in linear light: ``GamutSearch``).
  static func binarySearchGamutMapping(
    lightness: Double, chroma: Double, hue: Double, into space: Space
  ) -> SIMD3<Double> {
    let justNoticeable = 0.02
    let epsilon = 0.0001
    let search = GamutSearch(lightness: lightness, hue: hue, space: space)
    // The color returned is the last candidate clipped, as the specification's steps say.
    var candidate = search.linear(chroma)
    if search.distanceOfClipped(candidate, chroma: chroma) < justNoticeable {
      return GamutSearch.clip(search.encoded(candidate))
    }
    var (low, high) = (0.0, chroma)
    var lowInGamut = true
    while high - low > epsilon {
      let middle = (low + high) / 2
      let linear = search.linear(middle)
      if lowInGamut && search.isInGamut(linear) {
        low = middle
        continue
      }
      candidate = linear
      let difference = search.distanceOfClipped(linear, chroma: middle)
      if difference < justNoticeable {
        if justNoticeable - difference < epsilon { break }
        lowInGamut = false
        low = middle
      } else {
        high = middle
      }
    }
    return GamutSearch.clip(search.encoded(candidate))
  }
}

extension CSSColor {
  /// What a display in `space` shows for this color: the color mapped into that RGB space's
  /// gamut as CSS Color 4 maps colors for display (``mappedToGamut(of:)``), each component in
  /// [0, 1] with a missing one as 0, and alpha in [0, 1] with a missing alpha as 0 — what a
  /// `CGColor(red:green:blue:alpha:)`, a `UIColor` or a pixel takes, with nothing to unwrap.
  ///
  /// ```swift
  /// CSSColor(.oklch, 0.7, 0.35, 30).displayableRGBA(in: .srgb).red  // 1.0
  /// try CSSColor(css: "rgb(255 none 0 / 50%)").displayableRGBA(in: .srgb).alpha  // 0.5
  /// ```
  ///
  /// - Precondition: `space` is an RGB space (`srgb`, `srgbLinear`, `displayP3`, `a98Rgb`,
  ///   `prophotoRgb`, `rec2020`).
  public func displayableRGBA(in space: Space) -> (
    red: Double, green: Double, blue: Double, alpha: Double
  ) {
    precondition(
      space.isBounded && space != .hsl && space != .hwb,
      "CSSColor.displayableRGBA(in:): space must be an RGB space, got \(space)")
    let mapped = mappedToGamut(of: space)
    func unit(_ value: Double?) -> Double { min(max(value ?? 0, 0), 1) }
    let (red, green, blue) = mapped.components
    return (unit(red), unit(green), unit(blue), unit(mapped.alpha))
  }
}
