import KineticsCore

/// A color as CSS Color 4 defines it: a color space, three components in that space's units, an
/// alpha, and which of them are missing (CSS's `none`).
///
/// ```swift
/// let orange = try CSSColor(css: "#ff8000")
/// let sky = CSSColor(.oklch, 0.7, 0.12, 230)
/// let middle = CSSColor.interpolate(from: orange, to: sky, progress: 0.5, in: .oklch)
/// middle.cssText                          // "oklch(0.7159… 0.1529… 141.49…)"
/// middle.converted(to: .srgb).isInGamut   // true
/// ```
///
/// Components are in the units CSS serializes them in: 0…1 for the RGB spaces and XYZ; hue in
/// degrees, saturation, lightness, whiteness and blackness in 0…100 for `hsl` and `hwb`;
/// L in 0…100 for `lab`/`lch` and 0…1 for `oklab`/`oklch`. Values outside those ranges are
/// valid colors (out of gamut, or extrapolated) up to ±1e100; only parsing clamps what CSS
/// clamps. Alpha is clamped to [0, 1], as CSS does. A hue is kept as given; conversions and
/// serialization reduce it to [0, 360).
///
/// A missing component converts as 0 but, when interpolating, takes the other color's value
/// (CSS Color 4 §4.4 and §12.2). Colors written in CSS's sRGB syntaxes — hex, named colors,
/// `rgb()`, `hsl()`, `hwb()` — are *legacy* (``isLegacy``): they serialize as `rgb()`/`rgba()`
/// and interpolate in sRGB by default.
@frozen
public struct CSSColor: Hashable, Sendable {
  /// The color space the components are in.
  public let space: Space
  /// The three components, then alpha; 0 where missing.
  @usableFromInline let values: SIMD4<Double>
  /// Bit i set when component i is missing (bit 3: alpha).
  @usableFromInline let missingMask: UInt8
  /// Whether the color was written in one of CSS's sRGB syntaxes (hex, a name, `rgb()`,
  /// `hsl()`, `hwb()`), which serialize as `rgb()` and interpolate in sRGB by default.
  public let isLegacy: Bool

  /// A color from its components, nil for a missing one (CSS `none`).
  ///
  /// ```swift
  /// CSSColor(.lab, 54.3, 80.8, 69.9)               // lab(54.3 80.8 69.9)
  /// CSSColor(.hsl, nil, 0, 50, alpha: 0.5)          // hsl(none 0 50 / 0.5)
  /// ```
  ///
  /// - Parameters:
  ///   - space: the color space.
  ///   - first: the first component (red, x, lightness or hue, by space).
  ///   - second: the second component.
  ///   - third: the third component.
  ///   - alpha: opacity, clamped to [0, 1]; nil when missing.
  ///   - isLegacy: whether it counts as written in a legacy sRGB syntax (only for `srgb`,
  ///     `hsl` and `hwb`; ignored otherwise).
  /// - Precondition: every given component and alpha finite, and components other than a hue
  ///   within ±1e100 (``validate(_:_:_:_:alpha:)``).
  @inlinable
  public init(
    _ space: Space, _ first: Double?, _ second: Double?, _ third: Double?, alpha: Double? = 1,
    isLegacy: Bool = false
  ) {
    do { try Self.validate(space, first, second, third, alpha: alpha) } catch { error.stop() }
    self.init(
      unchecked: space,
      SIMD4(first ?? 0, second ?? 0, third ?? 0, min(max(alpha ?? 0, 0), 1)),
      missing: (first == nil ? 1 : 0) | (second == nil ? 2 : 0) | (third == nil ? 4 : 0)
        | (alpha == nil ? 8 : 0),
      isLegacy: isLegacy)
  }

  /// A color from values already known to be finite, alpha in [0, 1], 0 where missing.
  @inlinable
  init(unchecked space: Space, _ values: SIMD4<Double>, missing: UInt8, isLegacy: Bool = false) {
    self.space = space
    self.values = values
    self.missingMask = missing
    self.isLegacy = isLegacy && space.hasLegacySyntax
  }

  /// The largest magnitude of a component other than a hue: 1e100, a hundred orders beyond
  /// any color, and small enough that every conversion stays finite (the largest power a
  /// conversion takes is a cube: 1e300).
  public static let componentLimit = 1e100

  /// Checks that every given component is finite and, except a hue, within
  /// ±``componentLimit``, and that alpha is finite.
  ///
  /// - Throws: `ValidationError` naming the component ("CSSColor: hue must be finite").
  public static func validate(
    _ space: Space, _ first: Double?, _ second: Double?, _ third: Double?, alpha: Double?
  ) throws(ValidationError) {
    for (index, value) in [first, second, third, alpha].enumerated() {
      guard let value else { continue }
      let name = index == 3 ? "alpha" : space.componentNames[index]
      guard value.isFinite else {
        throw ValidationError(
          type: "CSSColor", parameter: name, requirement: "must be finite", value: value)
      }
      if index < 3 && index != space.hueIndex && abs(value) > componentLimit {
        throw ValidationError(
          type: "CSSColor", parameter: name, requirement: "must lie within ±1e100",
          value: value)
      }
    }
  }

  /// Component `index` (0, 1 or 2), nil when missing.
  @inlinable
  public subscript(index: Int) -> Double? {
    precondition(
      (0...2).contains(index), "CSSColor: component index must lie in 0…2, got \(index)")
    return missingMask & (1 << index) == 0 ? values[index] : nil
  }

  /// The three components, nil where missing.
  @inlinable
  public var components: (Double?, Double?, Double?) { (self[0], self[1], self[2]) }

  /// The opacity in [0, 1], nil when missing.
  @inlinable
  public var alpha: Double? { missingMask & 8 == 0 ? values[3] : nil }

  /// Whether any component or the alpha is missing.
  @inlinable
  public var hasMissingComponents: Bool { missingMask != 0 }

  /// The same color with alpha `alpha` (clamped to [0, 1]; nil for missing).
  ///
  /// - Precondition: `alpha` is not NaN.
  @inlinable
  public func withAlpha(_ alpha: Double?) -> CSSColor {
    precondition(alpha.map { !$0.isNaN } ?? true, "CSSColor.withAlpha: alpha must not be NaN")
    var values = self.values
    values[3] = min(max(alpha ?? 0, 0), 1)
    return CSSColor(
      unchecked: space, values, missing: alpha == nil ? missingMask | 8 : missingMask & 7,
      isLegacy: isLegacy)
  }
}
