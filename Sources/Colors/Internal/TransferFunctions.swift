import KineticsNumerics

/// The transfer functions of CSS Color 4's RGB spaces ("Predefined color spaces"): encoded
/// (gamma) values to linear light and back. Each acts on |x| and puts the sign back, so values
/// outside 0…1 (out-of-gamut colors) extend the curve symmetrically, as the spec's sample code
/// does.
@usableFromInline
enum TransferFunction {
  /// sRGB's (and Display P3's): linear below 0.04045 (x/12.92), ((x + 0.055)/1.055)^2.4 above.
  @inlinable
  static func srgbToLinear(_ x: Double) -> Double {
    let magnitude = abs(x)
    let linear =
      magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
    return x < 0 ? -linear : linear
  }

  /// The inverse of ``srgbToLinear(_:)``: 12.92·x up to 0.0031308, 1.055·x^(1/2.4) − 0.055 above.
  @inlinable
  static func linearToSrgb(_ x: Double) -> Double {
    let magnitude = abs(x)
    let encoded =
      magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
    return x < 0 ? -encoded : encoded
  }

  /// a98-rgb's pure power, x^(563/256).
  @inlinable
  static func a98ToLinear(_ x: Double) -> Double {
    let linear = pow(abs(x), 563 / 256)
    return x < 0 ? -linear : linear
  }

  /// The inverse of ``a98ToLinear(_:)``, x^(256/563).
  @inlinable
  static func linearToA98(_ x: Double) -> Double {
    let encoded = pow(abs(x), 256 / 563)
    return x < 0 ? -encoded : encoded
  }

  /// ProPhoto's: x/16 up to 16/512, x^1.8 above.
  @inlinable
  static func prophotoToLinear(_ x: Double) -> Double {
    let magnitude = abs(x)
    let linear = magnitude <= 16.0 / 512 ? magnitude / 16 : pow(magnitude, 1.8)
    return x < 0 ? -linear : linear
  }

  /// The inverse of ``prophotoToLinear(_:)``: 16·x below 1/512, x^(1/1.8) from it.
  @inlinable
  static func linearToProphoto(_ x: Double) -> Double {
    let magnitude = abs(x)
    let encoded = magnitude >= 1.0 / 512 ? pow(magnitude, 1 / 1.8) : 16 * magnitude
    return x < 0 ? -encoded : encoded
  }

  /// Rec. 2020's constants α and β (ITU-R BT.2020, as CSS Color 4 gives them).
  @usableFromInline static let rec2020Alpha = 1.09929682680944
  @usableFromInline static let rec2020Beta = 0.018053968510807

  /// Rec. 2020's: x/4.5 below 4.5·β, ((x + α − 1)/α)^(1/0.45) from it.
  @inlinable
  static func rec2020ToLinear(_ x: Double) -> Double {
    let magnitude = abs(x)
    let linear =
      magnitude < rec2020Beta * 4.5
      ? magnitude / 4.5 : pow((magnitude + rec2020Alpha - 1) / rec2020Alpha, 1 / 0.45)
    return x < 0 ? -linear : linear
  }

  /// The inverse of ``rec2020ToLinear(_:)``: 4.5·x below β, α·x^0.45 − (α − 1) from it.
  @inlinable
  static func linearToRec2020(_ x: Double) -> Double {
    let magnitude = abs(x)
    let encoded =
      magnitude >= rec2020Beta
      ? rec2020Alpha * pow(magnitude, 0.45) - (rec2020Alpha - 1) : 4.5 * magnitude
    return x < 0 ? -encoded : encoded
  }
}
