/// CSS number text: the shortest decimal that reads back as the same double.
package enum CSSNumber {
  /// "1" rather than "1.0"; otherwise Swift's shortest round-trip representation, which CSS's
  /// number grammar accepts (`1e-05`, `1.5e+20`).
  package static func text(_ value: Double) -> String {
    if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
    return value.description
  }

  /// A fraction of progress as a CSS percentage: the shortest decimal of the fraction with the
  /// decimal point moved two places right (0.1 → "10%", 1e-5 → "0.001%"), so that moving it back
  /// while parsing (``DecimalText/scaled(byPowerOfTen:)``) gives the same double exactly. Dividing
  /// by 100 in binary would not: it cannot reach about a fifth of all doubles.
  package static func percentText(_ value: Double) -> String {
    guard let decimal = DecimalText(value.description) else { return text(value * 100) + "%" }
    return decimal.scaled(byPowerOfTen: 2).plainText + "%"
  }
}
