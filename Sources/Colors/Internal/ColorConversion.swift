import KineticsNumerics

/// The conversions between CSS Color 4's spaces, on bare component vectors (the units of
/// ``CSSColor``): each space to CIE XYZ relative to its white (D50 for `lab`, `lch`,
/// `prophoto-rgb` and `xyz-d50`, D65 for the rest), Bradford adaptation between the whites, and
/// back; the cylindrical forms by way of their rectangular ones. Formulas: CSS Color 4, "Sample
/// code for color conversions" and the sections on each space, written out here.
@usableFromInline
enum ColorConversion {
  /// The white point a space's XYZ is relative to.
  @usableFromInline
  enum White { case d50, d65 }

  // MARK: Hue

  /// A hue in degrees reduced to [0, 360).
  @inlinable
  static func normalizedHue(_ degrees: Double) -> Double {
    var hue = degrees.truncatingRemainder(dividingBy: 360)
    if hue < 0 { hue += 360 }
    return hue < 360 ? hue : 0
  }

  /// (L, C, H°) to (L, a, b).
  @inlinable
  static func polarToRectangular(_ c: SIMD3<Double>) -> SIMD3<Double> {
    let radians = normalizedHue(c.z) * (Double.pi / 180)
    return SIMD3(c.x, c.y * cos(radians), c.y * sin(radians))
  }

  /// (L, a, b) to (L, C, H°), the hue missing when the chroma is at most `achromatic`
  /// (CSS Color 4: 0.0015 for LCh, 0.000004 for OkLCh).
  @inlinable
  static func rectangularToPolar(_ c: SIMD3<Double>, achromatic: Double) -> (
    SIMD3<Double>, hueMissing: Bool
  ) {
    let chroma = (c.y * c.y + c.z * c.z).squareRoot()
    let hue = normalizedHue(atan2(c.z, c.y) * (180 / Double.pi))
    let missing = chroma <= achromatic
    return (SIMD3(c.x, chroma, missing ? 0 : hue), missing)
  }

  // MARK: sRGB's cylindrical forms

  /// `hsl(h s l)` (s, l in 0…100) to gamma-encoded sRGB: channel n of (0, 8, 4) is
  /// l − a·max(−1, min(k − 3, 9 − k, 1)) with k = (n + h/30) mod 12 and a = s·min(l, 1 − l).
  @inlinable
  static func hslToSrgb(_ c: SIMD3<Double>) -> SIMD3<Double> {
    let hue = normalizedHue(c.x)
    let (saturation, lightness) = (c.y / 100, c.z / 100)
    let a = saturation * min(lightness, 1 - lightness)
    // Saturation times lightness can reach 1e196 for components at the limit: each channel is
    // kept within it, so that decoding (a 2.4 power) stays finite.
    let limit = CSSColor.componentLimit
    func channel(_ n: Double) -> Double {
      let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
      return min(max(lightness - a * max(-1, min(k - 3, 9 - k, 1)), -limit), limit)
    }
    return SIMD3(channel(0), channel(8), channel(4))
  }

  /// Gamma-encoded sRGB to `hsl(h s l)`. The hue is missing for a grey (the channels' spread
  /// within 1e-12 of their size: rounding of a conversion, not color). A negative saturation (far
  /// out of gamut) turns the hue by 180° and keeps its magnitude, as CSS Color 4 does.
  @inlinable
  static func srgbToHsl(_ rgb: SIMD3<Double>) -> (SIMD3<Double>, hueMissing: Bool) {
    let largest = max(rgb.x, rgb.y, rgb.z)
    let smallest = min(rgb.x, rgb.y, rgb.z)
    let lightness = (largest + smallest) / 2
    let spread = largest - smallest
    guard spread > 1e-12 * max(abs(largest), abs(smallest)) else {
      return (SIMD3(0, 0, lightness * 100), true)
    }
    // Kept within the component limit: a lightness near 0 or 1 against a far larger channel
    // (out of gamut by a hundred orders) would give an infinite saturation.
    var saturation =
      lightness == 0 || lightness == 1
      ? 0
      : min(
        max((largest - lightness) / min(lightness, 1 - lightness), -CSSColor.componentLimit),
        CSSColor.componentLimit)
    var hue: Double
    if largest == rgb.x {
      hue = (rgb.y - rgb.z) / spread + (rgb.y < rgb.z ? 6 : 0)
    } else if largest == rgb.y {
      hue = (rgb.z - rgb.x) / spread + 2
    } else {
      hue = (rgb.x - rgb.y) / spread + 4
    }
    hue *= 60
    if saturation < 0 {
      hue += 180
      saturation = -saturation
    }
    return (SIMD3(normalizedHue(hue), saturation * 100, lightness * 100), false)
  }

  /// `hwb(h w b)` (w, b in 0…100) to gamma-encoded sRGB: a grey w/(w + b) when w + b ≥ 100,
  /// else the pure hue `hsl(h 100 50)` scaled by 1 − w − b plus w.
  @inlinable
  static func hwbToSrgb(_ c: SIMD3<Double>) -> SIMD3<Double> {
    let (white, black) = (c.y / 100, c.z / 100)
    if white + black >= 1 {
      let grey = white / (white + black)
      return SIMD3(repeating: grey)
    }
    let pure = hslToSrgb(SIMD3(c.x, 100, 50))
    return pure * (1 - white - black) + white
  }

  /// Gamma-encoded sRGB to `hwb(h w b)`: whiteness the smallest channel, blackness 1 − the
  /// largest; the hue missing for a grey, or when w + b ≥ 1 − 1e-5 (CSS Color 4's tolerance).
  @inlinable
  static func srgbToHwb(_ rgb: SIMD3<Double>) -> (SIMD3<Double>, hueMissing: Bool) {
    let (hsl, greyHue) = srgbToHsl(rgb)
    let white = min(rgb.x, rgb.y, rgb.z)
    let black = 1 - max(rgb.x, rgb.y, rgb.z)
    let missing = greyHue || white + black >= 1 - 1e-5
    return (SIMD3(missing ? 0 : hsl.x, white * 100, black * 100), missing)
  }

  // MARK: CIE Lab and Oklab

  /// CIE Lab's constants: ε = 216/24389, κ = 24389/27 (CSS Color 4, CIE 15).
  @usableFromInline static let labEpsilon = 216.0 / 24389
  @usableFromInline static let labKappa = 24389.0 / 27

  /// XYZ (D50) to Lab.
  @inlinable
  static func xyzToLab(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
    let scaled = xyz / ColorMatrix.d50White
    func f(_ value: Double) -> Double {
      value > labEpsilon ? cbrt(value) : (labKappa * value + 16) / 116
    }
    let (fx, fy, fz) = (f(scaled.x), f(scaled.y), f(scaled.z))
    return SIMD3(116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
  }

  /// Lab to XYZ (D50).
  @inlinable
  static func labToXYZ(_ lab: SIMD3<Double>) -> SIMD3<Double> {
    let fy = (lab.x + 16) / 116
    let fx = lab.y / 500 + fy
    let fz = fy - lab.z / 200
    func inverse(_ f: Double) -> Double {
      let cube = f * f * f
      return cube > labEpsilon ? cube : (116 * f - 16) / labKappa
    }
    let y = lab.x > labKappa * labEpsilon ? fy * fy * fy : lab.x / labKappa
    return SIMD3(inverse(fx), y, inverse(fz)) * ColorMatrix.d50White
  }

  /// XYZ (D65) to Oklab: LMS by M1, cube roots, then M2 (CSS Color 4's matrices).
  @inlinable
  static func xyzToOklab(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
    let lms = ColorMatrix.xyzD65ToLMS.applied(to: xyz)
    return ColorMatrix.lmsToOklab.applied(to: SIMD3(cbrt(lms.x), cbrt(lms.y), cbrt(lms.z)))
  }

  /// Oklab to XYZ (D65).
  @inlinable
  static func oklabToXYZ(_ oklab: SIMD3<Double>) -> SIMD3<Double> {
    let root = ColorMatrix.oklabToLMS.applied(to: oklab)
    return ColorMatrix.lmsToXYZD65.applied(to: root * root * root)
  }
}
