/// Two colors prepared for interpolation the way CSS Color 4 interpolates them (§12): both in
/// one color space, missing components filled from the other color, hues set on the chosen arc,
/// premultiplied by alpha — so that each frame is one linear blend and one division.
///
/// ```swift
/// let fade = ColorInterpolation(
///   from: try CSSColor(css: "#0a84ff"), to: try CSSColor(css: "#ff375f"), in: .oklch)
/// fade.color(at: 0.5).cssText  // "oklch(0.6409… 0.2186… 315.75…)"
/// ```
///
/// The steps, in CSS Color 4's order: (1) a component that is missing, or a hue that is powerless,
/// is noted, with its analogue in the interpolation space (reds with x, greens with y, blues with
/// z, lightness, chroma with saturation, hue, the opponent axes; `lab(50 none none)` carries
/// both axes into `lch` as chroma and hue); (2) both colors are converted to the space; (3) a
/// component missing in one color takes the other's value, and stays missing if both lack it;
/// alpha likewise; (4) the hues are set on the arc the ``HueInterpolation`` names; (5) every
/// component but the hue is multiplied by alpha; (6) blended linearly; (7) divided by the blended
/// alpha (unless it is 0). Out-of-gamut values are not clipped.
@frozen
public struct ColorInterpolation: Hashable, Sendable {
  /// Which way round the hue circle a polar interpolation goes (CSS Color 4 §12.4). Hues θ1 → θ2
  /// in degrees:
  @frozen
  public enum HueInterpolation: String, CaseIterable, Hashable, Sendable, Codable {
    /// The shorter arc: θ2 − θ1 is brought into [−180, 180] (the default).
    case shorter
    /// The longer arc: θ2 − θ1 is brought to 180 or beyond in size; equal hues make a full turn.
    case longer
    /// Hue increasing: θ2 is raised above θ1 by whole turns.
    case increasing
    /// Hue decreasing: θ1 is raised above θ2 by whole turns.
    case decreasing
  }

  /// The interpolation space.
  public let space: CSSColor.Space
  /// The hue arc.
  public let hueInterpolation: HueInterpolation
  /// The start's premultiplied components and alpha, in `space` (hue not premultiplied).
  @usableFromInline let start: SIMD4<Double>
  /// The end's.
  @usableFromInline let end: SIMD4<Double>
  /// Components missing in both colors (bit 3: alpha): missing in the result.
  @usableFromInline let missingMask: UInt8
  /// Whether results count as legacy sRGB: both colors legacy and the space sRGB, as in a CSS
  /// transition between two legacy colors (they then serialize as `rgb()`).
  @usableFromInline let legacyResults: Bool

  /// Prepares `start` and `end` for interpolation in `space`; nil takes CSS's default: sRGB
  /// when both colors are legacy (hex, named, `rgb()`, `hsl()`, `hwb()` — what browsers do for
  /// transitions between them), Oklab otherwise.
  public init(
    from start: CSSColor, to end: CSSColor, in space: CSSColor.Space? = nil,
    hue: HueInterpolation = .shorter
  ) {
    let space = space ?? (start.isLegacy && end.isLegacy ? .srgb : .oklab)
    self.space = space
    legacyResults = space == .srgb && start.isLegacy && end.isLegacy
    hueInterpolation = hue
    var (first, second) = (Self.prepared(start, in: space), Self.prepared(end, in: space))
    // A component missing on one side takes the other's value.
    for index in 0..<4 {
      let bit: UInt8 = 1 << index
      if first.missing & bit != 0 && second.missing & bit == 0 {
        first.values[index] = second.values[index]
      } else if second.missing & bit != 0 && first.missing & bit == 0 {
        second.values[index] = first.values[index]
      }
    }
    missingMask = first.missing & second.missing
    // A component missing in both is missing in the result, which renders it as 0.
    for index in 0..<4 where missingMask & (1 << index) != 0 {
      first.values[index] = 0
      second.values[index] = 0
    }
    if let hueIndex = space.hueIndex, missingMask & (1 << hueIndex) == 0 {
      (first.values[hueIndex], second.values[hueIndex]) = Self.arc(
        from: first.values[hueIndex], to: second.values[hueIndex], hue)
    }
    // Premultiply unless the blended alpha is missing: every component but the hue.
    if missingMask & 8 == 0 {
      for index in 0..<3 where index != space.hueIndex {
        first.values[index] *= first.values[3]
        second.values[index] *= second.values[3]
      }
    }
    self.start = first.values
    self.end = second.values
  }

  /// Two prepared (premultiplied) ends in `space`, none missing.
  @inlinable
  init(start: SIMD4<Double>, end: SIMD4<Double>, in space: CSSColor.Space) {
    self.space = space
    hueInterpolation = .shorter
    self.start = start
    self.end = end
    missingMask = 0
    legacyResults = false
  }

  /// The color a fraction `progress` of the way (0 gives `start`, 1 `end`, converted to the
  /// space; outside [0, 1] it extrapolates, alpha clamped to [0, 1] and the other components
  /// to ±``CSSColor/componentLimit``, progress beyond ±1e100 taken as ±1e100).
  ///
  /// - Precondition: `progress` is finite.
  @inlinable
  public func color(at progress: Double) -> CSSColor {
    precondition(
      progress.isFinite, "ColorInterpolation.color: progress must be finite, got \(progress)")
    let limit = CSSColor.componentLimit
    let t = min(max(progress, -limit), limit)
    var blended = start * (1 - t) + end * t
    let alpha = blended[3]
    for index in 0..<3 where index != space.hueIndex {
      if missingMask & 8 == 0 && alpha != 0 { blended[index] /= alpha }
      blended[index] = min(max(blended[index], -limit), limit)
    }
    if let hueIndex = space.hueIndex {
      blended[hueIndex] = ColorConversion.normalizedHue(blended[hueIndex])
    }
    blended[3] = min(max(alpha, 0), 1)
    return CSSColor(unchecked: space, blended, missing: missingMask, isLegacy: legacyResults)
  }

  /// A color's components in `space` with its missing components there: its own, carried to
  /// their analogues when the space changes, and a hue that is powerless.
  static func prepared(_ color: CSSColor, in space: CSSColor.Space) -> (
    values: SIMD4<Double>, missing: UInt8
  ) {
    let converted = color.converted(to: space)
    guard color.space != space else { return (color.values, color.missingMask) }
    var missing = converted.missingMask
    let from = color.space.analogues
    let to = space.analogues
    for index in 0..<3 where color.missingMask & (1 << index) != 0 {
      if let category = from[index], let target = to.firstIndex(of: category) {
        missing |= 1 << target
      }
    }
    // Both opponent axes missing carry into a polar space as chroma and hue, and back.
    let rectangularSet: [ComponentCategory?] = [.lightness, .opponentA, .opponentB]
    let polarSet: [ComponentCategory?] = [.lightness, .colorfulness, .hue]
    if color.missingMask & 6 == 6 && from == rectangularSet && to == polarSet {
      missing |= 6
    }
    if color.missingMask & 6 == 6 && from == polarSet && to == rectangularSet {
      missing |= 6
    }
    return (converted.values, missing | (color.missingMask & 8))
  }

  /// θ1 and θ2 (degrees, each in [0, 360)) moved by whole turns onto the arc `method` names.
  static func arc(from first: Double, to second: Double, _ method: HueInterpolation) -> (
    Double, Double
  ) {
    var (a, b) = (ColorConversion.normalizedHue(first), ColorConversion.normalizedHue(second))
    let difference = b - a
    switch method {
    case .shorter:
      if difference > 180 { a += 360 } else if difference < -180 { b += 360 }
    case .longer:
      if difference > 0 && difference < 180 {
        a += 360
      } else if difference > -180 && difference <= 0 {
        b += 360
      }
    case .increasing:
      if b < a { b += 360 }
    case .decreasing:
      if a < b { a += 360 }
    }
    return (a, b)
  }
}

extension CSSColor {
  /// The color a fraction `progress` of the way from `start` to `end`, interpolated as CSS
  /// Color 4 does (see ``ColorInterpolation``; nil `space` takes CSS's default).
  ///
  /// ```swift
  /// let red = try CSSColor(css: "red"), blue = try CSSColor(css: "blue")
  /// CSSColor.interpolate(from: red, to: blue, progress: 0.5).cssText  // "rgb(128, 0, 128)"
  /// let inOklab = CSSColor.interpolate(from: red, to: blue, progress: 0.5, in: .oklab)
  /// inOklab.cssText  // "oklab(0.5399… 0.0962… -0.0928…)"
  /// ```
  ///
  /// - Precondition: `progress` is finite.
  public static func interpolate(
    from start: CSSColor, to end: CSSColor, progress: Double, in space: Space? = nil,
    hue: ColorInterpolation.HueInterpolation = .shorter
  ) -> CSSColor {
    ColorInterpolation(from: start, to: end, in: space, hue: hue).color(at: progress)
  }
}
