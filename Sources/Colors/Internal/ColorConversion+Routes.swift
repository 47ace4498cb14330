/// The linear-light spaces conversions pass through: each RGB space's linear form, and XYZ
/// relative to either white (Lab's D50, Oklab's D65).
@usableFromInline
enum LinearLightSpace { case srgb, displayP3, a98Rgb, prophotoRgb, rec2020, xyzD50, xyzD65 }

extension ColorConversion {
  /// Converts components (none missing) between two spaces: within sRGB's forms (`srgb`,
  /// `hsl`, `hwb`), within Lab's and within Oklab's directly; otherwise to the source's linear
  /// light, through one exactly composed matrix to the destination's, and out. The hue of a
  /// polar destination is missing when the result is achromatic.
  @inlinable
  static func convert(
    _ c: SIMD3<Double>, from source: CSSColor.Space, to destination: CSSColor.Space
  ) -> (SIMD3<Double>, hueMissing: Bool) {
    if source == destination { return (c, false) }
    if let srgb = srgbForm(c, of: source), destination.hasLegacySyntax {
      return fromSrgb(srgb, to: destination)
    }
    switch (source, destination) {
    case (.lch, .lab): return (polarToRectangular(c), false)
    case (.lab, .lch): return rectangularToPolar(c, achromatic: 0.0015)
    case (.oklch, .oklab): return (polarToRectangular(c), false)
    case (.oklab, .oklch): return rectangularToPolar(c, achromatic: 0.000004)
    default:
      let (linear, linearSpace) = toLinearLight(c, from: source)
      let target = linearLightSpace(of: destination)
      return fromLinearLight(
        ColorMatrix.between(linearSpace, target).applied(to: linear), to: destination)
    }
  }

  /// Gamma-encoded sRGB for a color in one of sRGB's forms, nil for other spaces.
  @inlinable
  static func srgbForm(_ c: SIMD3<Double>, of space: CSSColor.Space) -> SIMD3<Double>? {
    switch space {
    case .srgb: c
    case .hsl: hslToSrgb(c)
    case .hwb: hwbToSrgb(c)
    default: nil
    }
  }

  /// Gamma-encoded sRGB to `srgb`, `hsl` or `hwb`.
  @inlinable
  static func fromSrgb(_ rgb: SIMD3<Double>, to space: CSSColor.Space) -> (
    SIMD3<Double>, hueMissing: Bool
  ) {
    switch space {
    case .hsl: srgbToHsl(rgb)
    case .hwb: srgbToHwb(rgb)
    default: (rgb, false)
    }
  }

  /// The linear-light space a color space converts through.
  @inlinable
  static func linearLightSpace(of space: CSSColor.Space) -> LinearLightSpace {
    switch space {
    case .srgb, .srgbLinear, .hsl, .hwb: .srgb
    case .displayP3: .displayP3
    case .a98Rgb: .a98Rgb
    case .prophotoRgb: .prophotoRgb
    case .rec2020: .rec2020
    case .xyzD50, .lab, .lch: .xyzD50
    case .xyzD65, .oklab, .oklch: .xyzD65
    }
  }

  /// Components to the space's linear light (``linearLightSpace(of:)``).
  @inlinable
  static func toLinearLight(_ c: SIMD3<Double>, from space: CSSColor.Space) -> (
    SIMD3<Double>, LinearLightSpace
  ) {
    func decoded(_ transfer: (Double) -> Double) -> SIMD3<Double> {
      SIMD3(transfer(c.x), transfer(c.y), transfer(c.z))
    }
    switch space {
    case .srgb, .displayP3:
      return (decoded(TransferFunction.srgbToLinear), linearLightSpace(of: space))
    case .hsl, .hwb: return toLinearLight(srgbForm(c, of: space)!, from: .srgb)
    case .srgbLinear: return (c, .srgb)
    case .a98Rgb: return (decoded(TransferFunction.a98ToLinear), .a98Rgb)
    case .prophotoRgb: return (decoded(TransferFunction.prophotoToLinear), .prophotoRgb)
    case .rec2020: return (decoded(TransferFunction.rec2020ToLinear), .rec2020)
    case .xyzD50: return (c, .xyzD50)
    case .xyzD65: return (c, .xyzD65)
    case .lab: return (labToXYZ(c), .xyzD50)
    case .lch: return (labToXYZ(polarToRectangular(c)), .xyzD50)
    case .oklab: return (oklabToXYZ(c), .xyzD65)
    case .oklch: return (oklabToXYZ(polarToRectangular(c)), .xyzD65)
    }
  }

  /// Linear light (in ``linearLightSpace(of:)`` of `space`) to the space's components.
  @inlinable
  static func fromLinearLight(_ linear: SIMD3<Double>, to space: CSSColor.Space) -> (
    SIMD3<Double>, hueMissing: Bool
  ) {
    func encoded(_ transfer: (Double) -> Double) -> SIMD3<Double> {
      SIMD3(transfer(linear.x), transfer(linear.y), transfer(linear.z))
    }
    switch space {
    case .srgb, .displayP3: return (encoded(TransferFunction.linearToSrgb), false)
    case .hsl, .hwb: return fromSrgb(encoded(TransferFunction.linearToSrgb), to: space)
    case .srgbLinear, .xyzD50, .xyzD65: return (linear, false)
    case .a98Rgb: return (encoded(TransferFunction.linearToA98), false)
    case .prophotoRgb: return (encoded(TransferFunction.linearToProphoto), false)
    case .rec2020: return (encoded(TransferFunction.linearToRec2020), false)
    case .lab: return (xyzToLab(linear), false)
    case .lch: return rectangularToPolar(xyzToLab(linear), achromatic: 0.0015)
    case .oklab: return (xyzToOklab(linear), false)
    case .oklch: return rectangularToPolar(xyzToOklab(linear), achromatic: 0.000004)
    }
  }
}
