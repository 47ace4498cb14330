extension CSSColor {
  /// The same color in `destination`, as CSS Color 4 converts colors: missing components count
  /// as 0, and out-of-gamut results are kept (see ``mappedToGamut(of:)`` to bring them in).
  ///
  /// ```swift
  /// let red = try CSSColor(css: "red")
  /// red.converted(to: .oklch).cssText     // "oklch(0.6279… 0.2576… 29.23…)"
  /// red.converted(to: .displayP3).cssText  // "color(display-p3 0.9174… 0.2002… 0.1385…)"
  /// ```
  ///
  /// A hue that cannot matter is missing in the result: the destination's hue when the result is
  /// achromatic (a grey to `hsl`; chroma at most 0.0015 in `lch`, 0.000004 in `oklch`, CSS
  /// Color 4's thresholds), and whenever the source's own hue is powerless, which also makes
  /// the source convert as its exact grey (chroma within those thresholds, or `hwb` whiteness
  /// plus blackness within 0.001 of 100). Alpha, and whether it is missing, carry over.
  /// Components are kept within ±``componentLimit`` (a far out-of-gamut color can map beyond it:
  /// sRGB's 1e100 is 1e240 in linear light).
  ///
  /// - Accuracy: within 1e-12 of a 50-digit evaluation of CSS Color 4's formulas (checked in the
  ///   tests for every pair of spaces).
  public func converted(to destination: Space) -> CSSColor {
    if destination == space { return self }
    var source = SIMD3(values.x, values.y, values.z)
    let powerless = Self.makeAchromaticIfPowerless(&source, in: space)
    var (result, hueMissing) = ColorConversion.convert(source, from: space, to: destination)
    // Kept within the component limit, so that converting the result again stays finite too.
    let limit = Self.componentLimit
    for index in 0..<3 where index != destination.hueIndex {
      result[index] = min(max(result[index], -limit), limit)
    }
    var missing = missingMask & 8
    if let hue = destination.hueIndex, hueMissing || powerless { missing |= 1 << hue }
    return CSSColor(
      unchecked: destination, SIMD4(result, values.w), missing: missing, isLegacy: false)
  }

  /// Whether the hue of components `c` in `space` is powerless (CSS Color 4 §4.4.1); if so,
  /// `c` is replaced by its exact achromatic form (chroma 0, or an `hwb` grey).
  static func makeAchromaticIfPowerless(_ c: inout SIMD3<Double>, in space: Space) -> Bool {
    switch space {
    case .lch where c.y <= 0.0015, .oklch where c.y <= 0.000004:
      c.y = 0
      return true
    case .hsl where c.y == 0:
      return true
    // As fractions, the way CSS's sample code sums them: hwb(180 49.999% 50%) is powerless.
    case .hwb where c.y / 100 + c.z / 100 >= 1 - 1e-5:
      let whiteness = 100 * c.y / (c.y + c.z)
      c = SIMD3(c.x, whiteness, 100 - whiteness)
      return true
    default:
      return false
    }
  }
}
