import Colors
import FuzzDriver

/// libFuzzer entry: bytes as UTF-8 to `CSSColor(css:)`. What parses must hold: its lossless
/// text reads back to an equal color (where its components lie in the ranges CSS does not
/// clamp, and a non-legacy `hsl` or `hwb` color as a legacy one, as `losslessCSSText`
/// documents); its CSS text parses; converting it to every space,
/// mapping it into sRGB and interpolating it with a fixed color in every space give no NaN.
func fuzzColor(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
  let text = String(decoding: bytes, as: UTF8.self)
  guard let color = try? CSSColor(css: text) else { return 0 }
  let what = { "\(text) → \(color.losslessCSSText)" }
  if writableInCSS(color) {
    let readBack = try? CSSColor(css: color.losslessCSSText)
    check(readBack.map { sameUpToLegacyFlag($0, color) } ?? false, "lossless round trip: " + what())
  }
  check((try? CSSColor(css: color.cssText)) != nil, "CSS text \(color.cssText): " + what())
  func hasNaN(_ color: CSSColor) -> Bool {
    [color[0], color[1], color[2], color.alpha].contains { $0?.isNaN ?? false }
  }
  let other = CSSColor(.oklch, 0.6, 0.2, 200, alpha: 0.5)
  for space in CSSColor.Space.allCases {
    check(!hasNaN(color.converted(to: space)), "converted to \(space.cssName): " + what())
    let middle = CSSColor.interpolate(from: color, to: other, progress: 0.3, in: space)
    check(!hasNaN(middle), "interpolated in \(space.cssName): " + what())
  }
  check(!hasNaN(color.mappedToGamut(of: .srgb)), "mapped into sRGB: " + what())
  return 0
}

/// Whether every component lies where CSS's parser keeps it as written.
func writableInCSS(_ color: CSSColor) -> Bool {
  let (first, second, third) = color.components
  switch color.space {
  case .lab: return (0...100).contains(first ?? 0)
  case .oklab: return (0...1).contains(first ?? 0)
  case .lch: return (0...100).contains(first ?? 0) && (second ?? 0) >= 0
  case .oklch: return (0...1).contains(first ?? 0) && (second ?? 0) >= 0
  case .srgb where color.isLegacy:
    return [first, second, third].allSatisfy { (0...1).contains($0 ?? 0) }
  case .hsl: return (second ?? 0) >= 0
  default: return true
  }
}

/// Equal, except that a non-legacy `hsl` or `hwb` color reads back legacy: CSS reads every
/// `hsl()` and `hwb()` so, as `losslessCSSText` documents.
func sameUpToLegacyFlag(_ readBack: CSSColor, _ color: CSSColor) -> Bool {
  guard (color.space == .hsl || color.space == .hwb) && !color.isLegacy else {
    return readBack == color
  }
  let (first, second, third) = color.components
  return readBack
    == CSSColor(color.space, first, second, third, alpha: color.alpha, isLegacy: true)
}

@_cdecl("FuzzColor_main")
func main(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc: argc, argv: argv, fuzzColor)
}
