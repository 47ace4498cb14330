extension CSSColor {
  /// Mixes colors as CSS `color-mix()` does (CSS Color 5, current draft): each with an optional
  /// weight, in a space and along a hue arc.
  ///
  /// ```swift
  /// let red = try CSSColor(css: "red"), blue = try CSSColor(css: "blue")
  /// CSSColor.mix([(red, 0.25), (blue, nil)], in: .srgb).cssText  // "color(srgb 0.25 0 0.75)"
  /// ```
  ///
  /// Weights are fractions (CSS's percentages / 100). Omitted ones share what the given ones
  /// leave of 1 (nothing if they reach it); if the weights then sum to more than 1 they are
  /// scaled to 1; if to less, they are scaled up to 1 and the result's alpha is multiplied by
  /// their sum (all zero: equal weights, alpha 0). The colors are then mixed pairwise in order,
  /// each step interpolating (``ColorInterpolation``) from the mix so far to the next color by
  /// its weight over the weights so far (½ when both are 0). One color is converted to the
  /// space as interpolation would.
  ///
  /// - Precondition: at least one color; weights in [0, 1].
  public static func mix(
    _ colors: [(color: CSSColor, weight: Double?)], in space: Space = .oklab,
    hue: ColorInterpolation.HueInterpolation = .shorter
  ) -> CSSColor {
    precondition(!colors.isEmpty, "CSSColor.mix: colors must not be empty")
    for (_, weight) in colors {
      precondition(
        weight.map { (0...1).contains($0) } ?? true,
        "CSSColor.mix: weights must lie in [0, 1], got \(weight ?? .nan)")
    }
    let given = colors.compactMap(\.weight).reduce(0, +)
    let omitted = colors.count(where: { $0.weight == nil })
    let share = omitted == 0 ? 0 : max(0, 1 - min(given, 1)) / Double(omitted)
    var weights = colors.map { $0.weight ?? share }
    let total = weights.reduce(0, +)
    let alphaMultiplier = min(total, 1)
    if total > 0 { weights = weights.map { $0 / total } }
    var result = ColorInterpolation(from: colors[0].color, to: colors[0].color, in: space, hue: hue)
      .color(at: 0)
    var accumulated = weights[0]
    for index in colors.indices.dropFirst() {
      let sum = accumulated + weights[index]
      let progress = sum == 0 ? 0.5 : weights[index] / sum
      result = interpolate(
        from: result, to: colors[index].color, progress: progress, in: space, hue: hue)
      accumulated = sum
    }
    // A mix is not a legacy color, whatever it mixed: it serializes in its space's syntax.
    result = CSSColor(
      unchecked: result.space, result.values, missing: result.missingMask, isLegacy: false)
    guard alphaMultiplier < 1, let alpha = result.alpha else { return result }
    return result.withAlpha(alpha * alphaMultiplier)
  }
}
