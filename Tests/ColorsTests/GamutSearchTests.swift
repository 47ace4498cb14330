import Foundation
import TestSupport
import Testing

@testable import Colors

/// The gamut-mapping search in linear light against CSS Color 4's steps written out on the
/// encoded components (§13.2, "binary search gamut mapping", through the public conversions
/// and libm's cube roots), and its cube roots against libm's.
@Suite struct GamutSearchTests {
  /// CSS Color 4's algorithm as the specification writes it: every candidate converted to the
  /// destination's encoded components, tested and clipped there, and measured in Oklab.
  static func specificationMapping(_ color: CSSColor, into space: CSSColor.Space) -> [Double] {
    let polar = color.converted(to: .oklch)
    let (lightness, chroma, hue) = (polar[0]!, polar[1]!, polar[2] ?? 0)
    func encoded(_ chroma: Double) -> SIMD3<Double> {
      let rgb = CSSColor(.oklch, lightness, chroma, hue).converted(to: space)
      return SIMD3(rgb[0]!, rgb[1]!, rgb[2]!)
    }
    func clip(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
      SIMD3((0..<3).map { min(max(rgb[$0], 0), 1) })
    }
    func distance(_ clipped: SIMD3<Double>, _ chroma: Double) -> Double {
      let mapped = CSSColor(space, clipped.x, clipped.y, clipped.z).converted(to: .oklab)
      let reference = CSSColor(.oklch, lightness, chroma, hue).converted(to: .oklab)
      return (0..<3).map { pow(mapped[$0]! - reference[$0]!, 2) }.reduce(0, +).squareRoot()
    }
    var clipped = clip(encoded(chroma))
    if distance(clipped, chroma) < 0.02 { return [clipped.x, clipped.y, clipped.z] }
    var (low, high, lowInGamut) = (0.0, chroma, true)
    while high - low > 0.0001 {
      let middle = (low + high) / 2
      let candidate = encoded(middle)
      if lowInGamut && candidate.min() >= 0 && candidate.max() <= 1 {
        low = middle
        continue
      }
      clipped = clip(candidate)
      let difference = distance(clipped, middle)
      if difference < 0.02 {
        if 0.02 - difference < 0.0001 { break }
        (lowInGamut, low) = (false, middle)
      } else {
        high = middle
      }
    }
    return [clipped.x, clipped.y, clipped.z]
  }

  /// Bit for bit the specification's result, over OkLCh colors beyond every RGB space's gamut
  /// (lightness 0.02–0.98, chroma to 0.5, any hue) mapped into each of them.
  @Test(arguments: [
    CSSColor.Space.srgb, .srgbLinear, .displayP3, .a98Rgb, .prophotoRgb, .rec2020,
  ])
  func sameResultAsTheSpecificationSteps(space: CSSColor.Space) {
    checkProperty(
      "gamut search into \(space)",
      .zip(.doubles(in: 0.02...0.98), .doubles(in: 0...0.5), .doubles(in: 0...360))
    ) { lightness, chroma, hue in
      let color = CSSColor(.oklch, lightness, chroma, hue)
      let mapped = color.mappedToGamut(of: space)
      let expected = Self.specificationMapping(color, into: space)
      return color.converted(to: space).isInGamut
        || (0..<3).allSatisfy { mapped[$0]! == expected[$0] }
    }
  }

  /// Near the ends of [0, 1] the encoded components decide: sRGB's encoding of 1 + 5e-10 is
  /// 1 + 2.2e-10 (1.055·x^(1/2.4) − 0.055), outside; 1 and 0 are inside, −1e-300 outside.
  @Test func theEncodedComponentsDecideAtTheEnds() {
    let search = GamutSearch(lightness: 0.5, hue: 0, space: .srgb)
    #expect(!search.isInGamut(SIMD3(1 + 5e-10, 0.5, 0.5)))
    #expect(search.isInGamut(SIMD3(1, 0.5, 0.5)) && search.isInGamut(SIMD3(0.5, 0, 0.5)))
    #expect(!search.isInGamut(SIMD3(0.5, 0.5, -1e-300)))
    #expect(search.isInGamut(SIMD3(1e-12, 1 - 1e-12, 0.5)))
  }

  /// Within 2 ulps of libm's `cbrt` from 2^−1000 to 2^1000, either sign; exactly libm's at
  /// zero, subnormals, the largest doubles, infinities and NaN.
  @Test func cubeRootsFollowLibm() {
    checkProperty(
      "cube roots", .zip(.doubles(in: -1000...1000), .doubles(in: 1...2), .doubles(in: 0...1))
    ) { exponent, significand, sign in
      let x = (sign < 0.5 ? -1 : 1) * significand * pow(2, exponent.rounded(.down))
      let root = GamutSearch.cubeRoots(SIMD3(x, x / 3, 1)).x
      return abs(root - cbrt(x)) <= 2 * cbrt(x).ulp
    }
    let edges: [Double] = [
      0, -0.0, .leastNonzeroMagnitude, -.leastNormalMagnitude / 3, .greatestFiniteMagnitude,
      .infinity, -.infinity,
    ]
    for edge in edges {
      let roots = GamutSearch.cubeRoots(SIMD3(edge, 8, 27))
      #expect(roots.x.bitPattern == cbrt(edge).bitPattern && roots.y == cbrt(8))
      #expect(roots.z == cbrt(27))
    }
    #expect(GamutSearch.cubeRoots(SIMD3(.nan, 8, 27)).x.isNaN)
  }
}
