/// A decimal number as text: sign, digits and a power of ten, value = ±digits × 10^exponent.
package struct DecimalText: Equatable {
  package var negative: Bool
  /// Decimal digits without leading zeros ("0" for zero).
  package var digits: String
  package var exponent: Int

  /// The largest exponent magnitude kept: any decimal beyond it is 0 or infinite as a double
  /// (whatever its digits, short of a billion of them), and the exponent arithmetic below cannot
  /// overflow an `Int`.
  package static let exponentLimit = 1_000_000_000

  /// Reads `[+-] digits [. digits] [e [+-] digits]` (and Swift's "1.0", "1e-05" forms).
  /// Exponents of any size are accepted ("1e-9223372036854775808" and beyond): they are clamped
  /// to ±``exponentLimit``, which leaves the value unchanged.
  package init?(_ text: String) {
    var rest = Substring(text)
    negative = rest.first == "-"
    if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
    var power = 0
    if let marker = rest.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      var exponentText = rest[rest.index(after: marker)...]
      let negativeExponent = exponentText.first == "-"
      if exponentText.first == "-" || exponentText.first == "+" {
        exponentText = exponentText.dropFirst()
      }
      guard !exponentText.isEmpty, exponentText.allSatisfy({ $0.isASCII && $0.isNumber }) else {
        return nil
      }
      let significant = exponentText.drop { $0 == "0" }
      // At most 12 digits are read: more means beyond the limit.
      let magnitude =
        significant.count > 12
        ? Self.exponentLimit : min(Int(significant) ?? 0, Self.exponentLimit)
      power = negativeExponent ? -magnitude : magnitude
      rest = rest[..<marker]
    }
    let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2,
      parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
    else { return nil }
    let whole = parts[0]
    let fraction = parts.count == 2 ? parts[1] : ""
    guard !(whole.isEmpty && fraction.isEmpty) else { return nil }
    var allDigits = String(whole + fraction).drop { $0 == "0" }
    power -= fraction.count
    while allDigits.count > 1 && allDigits.last == "0" {
      allDigits = allDigits.dropLast()
      power += 1
    }
    digits = allDigits.isEmpty ? "0" : String(allDigits)
    exponent = allDigits.isEmpty ? 0 : power
  }

  /// The same digits times 10^places: exact, since only the exponent changes (`places` is a
  /// small shift, such as 2 for a percentage).
  package func scaled(byPowerOfTen places: Int) -> DecimalText {
    var copy = self
    if digits != "0" { copy.exponent += places }
    return copy
  }

  /// The double nearest to this decimal (one correctly rounded conversion).
  package var value: Double? { Double("\(negative ? "-" : "")\(digits)e\(exponent)") }

  /// Positional notation when it is at most 24 characters, else scientific ("5.1e-299").
  package var plainText: String {
    let sign = negative && digits != "0" ? "-" : ""
    if exponent >= 0 && digits.count + exponent <= 24 {
      return sign + digits + String(repeating: "0", count: digits != "0" ? exponent : 0)
    }
    if exponent < 0 && -exponent < digits.count {
      let point = digits.index(digits.endIndex, offsetBy: exponent)
      return sign + digits[..<point] + "." + digits[point...]
    }
    if exponent < 0 && -exponent - digits.count <= 20 {
      return sign + "0." + String(repeating: "0", count: -exponent - digits.count) + digits
    }
    let mantissa = digits.count > 1 ? "\(digits.first!).\(digits.dropFirst())" : digits
    return sign + mantissa + "e\(exponent + digits.count - 1)"
  }
}
