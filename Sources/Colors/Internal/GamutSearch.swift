import KineticsNumerics

/// The colors CSS Color 4's gamut-mapping bisection visits, one OkLCh lightness and hue at
/// varying chroma, worked in the destination's linear light: the hue's cosine and sine are
/// taken once, and a candidate is tested and clipped without its transfer function, which
/// (with the cube roots) is most of the cost of each step. The decisions match the ones made
/// on the encoded components:
/// - in gamut: the transfer functions are increasing, map 0 to 0 and 1 to within a rounding of
///   1, so a linear component well inside (0, 1) is inside encoded and one below 0 or well
///   above 1 is outside; within 1e-9 of either end the encoded component decides, as before;
/// - the distance to the clipped color: clipping commutes with an increasing transfer function
///   fixing 0 and 1, so the clipped color in linear light is the decoded clipped color up to
///   the rounding of a decode after an encode (a few ulps), far below the 1e-4 that the
///   bisection resolves.
struct GamutSearch {
  let lightness: Double
  let hueCosine: Double
  let hueSine: Double
  let space: CSSColor.Space
  let fromXYZ: ColorMatrix
  let toXYZ: ColorMatrix

  /// The search at OkLCh `lightness` and `hue` (degrees) into the RGB `space`.
  init(lightness: Double, hue: Double, space: CSSColor.Space) {
    self.lightness = lightness
    let radians = ColorConversion.normalizedHue(hue) * (Double.pi / 180)
    (hueCosine, hueSine) = (cos(radians), sin(radians))
    self.space = space
    let linearSpace = ColorConversion.linearLightSpace(of: space)
    fromXYZ = ColorMatrix.between(.xyzD65, linearSpace)
    toXYZ = ColorMatrix.between(linearSpace, .xyzD65)
  }

  /// Oklab at `chroma`: what `ColorConversion.polarToRectangular` gives, bit for bit.
  func oklab(_ chroma: Double) -> SIMD3<Double> {
    SIMD3(lightness, chroma * hueCosine, chroma * hueSine)
  }

  /// The color at `chroma` in the space's linear light, as the conversion from OkLCh computes
  /// it before its transfer function.
  func linear(_ chroma: Double) -> SIMD3<Double> {
    fromXYZ.applied(to: ColorConversion.oklabToXYZ(oklab(chroma)))
  }

  /// The space's encoded components of a linear color.
  func encoded(_ linear: SIMD3<Double>) -> SIMD3<Double> {
    ColorConversion.fromLinearLight(linear, to: space).0
  }

  /// Whether the encoded color lies in [0, 1] in every component.
  func isInGamut(_ linear: SIMD3<Double>) -> Bool {
    let margin = 1e-9
    if linear.min() < 0 || linear.max() > 1 + margin { return false }
    if linear.min() >= margin && linear.max() <= 1 - margin { return true }
    let rgb = encoded(linear)
    return rgb.min() >= 0 && rgb.max() <= 1
  }

  /// ΔE_OK between the color clipped to the gamut and the unclipped color at `chroma`: Oklab
  /// as `ColorConversion.xyzToOklab` computes it, with cube roots to a few ulps
  /// (``cubeRoots(_:)``) in place of libm's, whose correctly rounded results a distance
  /// compared with 0.02 does not need.
  func distanceOfClipped(_ linear: SIMD3<Double>, chroma: Double) -> Double {
    let lms = ColorMatrix.xyzD65ToLMS.applied(to: toXYZ.applied(to: Self.clip(linear)))
    let difference = ColorMatrix.lmsToOklab.applied(to: Self.cubeRoots(lms)) - oklab(chroma)
    return (difference * difference).sum().squareRoot()
  }

  /// ∛x of each component within 2 ulps, the three at once: a first guess from the exponent's
  /// bits divided by three (within 6 %), two Halley steps y·(y³ + 2x)/(2y³ + x), each cubing
  /// the error (2e-4, then 1e-11), and a Newton step y − (y³ − x)/(3y²), whose correction is
  /// so small that only its last rounding remains. With a component zero, subnormal, beyond
  /// 2^±1000 or not finite, libm's `cbrt` takes all three.
  static func cubeRoots(_ x: SIMD3<Double>) -> SIMD3<Double> {
    let magnitude = x.replacing(with: -x, where: x .< 0)
    guard magnitude.min() >= 0x1p-1000 && magnitude.max() <= 0x1p1000 else {
      return SIMD3(cbrt(x.x), cbrt(x.y), cbrt(x.z))
    }
    let bits = SIMD3(magnitude.x.bitPattern, magnitude.y.bitPattern, magnitude.z.bitPattern)
    let guess = bits / 3 &+ 0x2A9F_7893_782D_A1CE
    var root = SIMD3(
      Double(bitPattern: guess.x), Double(bitPattern: guess.y), Double(bitPattern: guess.z))
    for _ in 0..<2 {
      let cube = root * root * root
      root *= (cube + 2 * magnitude) / (2 * cube + magnitude)
    }
    root -= (root * root * root - magnitude) / (3 * root * root)
    return root.replacing(with: -root, where: x .< 0)
  }

  /// Each component clamped to [0, 1].
  static func clip(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
    rgb.replacing(with: 0, where: rgb .< 0).replacing(with: 1, where: rgb .> 1)
  }
}
