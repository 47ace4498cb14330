import CSSSyntax

/// A CSS `<length-percentage>` in pixels and a percentage of some reference length, as CSS
/// Motion Path uses it (`offset-distance`, positions): `10px`, `-200%`, `calc(20% + 10px)`.
///
/// Only pixel lengths are read: font- and viewport-relative units need a document, which
/// Kinetics does not have.
public struct CSSLengthPercentage: Hashable, Sendable, CustomStringConvertible {
  /// The length part (CSS pixels).
  public var pixels: Double
  /// The percentage part (50 for 50%).
  public var percentage: Double
  /// Whether it was written with `calc()` (and serializes that way).
  public var isCalculated: Bool

  /// `pixels` px plus `percentage` %.
  public init(pixels: Double = 0, percentage: Double = 0, isCalculated: Bool = false) {
    self.pixels = pixels
    self.percentage = percentage
    self.isCalculated = isCalculated
  }

  /// A length in CSS pixels.
  public static func pixels(_ value: Double) -> CSSLengthPercentage {
    CSSLengthPercentage(pixels: value)
  }

  /// A percentage (50 for 50%).
  public static func percentage(_ value: Double) -> CSSLengthPercentage {
    CSSLengthPercentage(percentage: value)
  }

  /// Zero.
  public static let zero = CSSLengthPercentage()

  /// Whether it is zero, however written.
  public var isZero: Bool { pixels == 0 && percentage == 0 }

  /// The length against `reference` (the length 100% stands for), in pixels.
  public func resolved(against reference: Double) -> Double {
    percentage == 0 ? pixels : pixels + reference * (percentage / 100)
  }

  /// As CSS writes it: `10px`, `-200%`, or `calc(20% + 10px)` for a sum or what was written
  /// with `calc()`.
  public var description: String {
    let length = CSSNumber.text(pixels) + "px"
    let percent = CSSNumber.text(percentage) + "%"
    if !isCalculated && percentage == 0 { return length }
    if !isCalculated && pixels == 0 { return percent }
    if percentage == 0 { return "calc(\(length))" }
    if pixels == 0 { return "calc(\(percent))" }
    let sign = pixels < 0 ? "-" : "+"
    return "calc(\(percent) \(sign) \(CSSNumber.text(abs(pixels)))px)"
  }

  /// The value between `start` and `end` at `progress`, each part interpolated (CSS
  /// interpolates lengths and percentages as a sum, `calc()` when both are present).
  public static func interpolate(
    from start: CSSLengthPercentage, to end: CSSLengthPercentage, progress: Double
  ) -> CSSLengthPercentage {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
    let pixels = mix(start.pixels, end.pixels)
    let percentage = mix(start.percentage, end.percentage)
    let mixed =
      (start.percentage != 0 || end.percentage != 0) && (start.pixels != 0 || end.pixels != 0)
    return CSSLengthPercentage(
      pixels: pixels, percentage: percentage,
      isCalculated: mixed || (start.isCalculated && end.isCalculated))
  }
}
