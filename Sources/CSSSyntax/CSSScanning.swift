import KineticsCore

/// The token-level reading that Kinetics' CSS parsers share (easing functions, colors): a
/// parser holds its text as Unicode scalars and a position, and gets whitespace, identifiers and
/// numbers from here; it turns what it reads into its own typed errors.
package protocol CSSScanning {
  /// The text.
  var scalars: [Unicode.Scalar] { get }
  /// The index of the next scalar to read.
  var position: Int { get set }
}

/// A number as read: its value, its text and where the text starts.
package struct ScannedNumber {
  /// The nearest double (±infinity when the text exceeds the range).
  package var value: Double
  /// The characters of the number, without a unit or percent sign.
  package var token: String
  /// Its position (scalars before it).
  package var offset: Int
}

extension CSSScanning {
  /// The next scalar, or nil at the end.
  package func peek() -> Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

  /// Skips white space.
  package mutating func skipWhitespace() {
    while let next = peek(), next.properties.isWhitespace { position += 1 }
  }

  /// An identifier: letters, digits and hyphens (empty when none is next).
  package mutating func readName() -> String {
    var name = ""
    while let next = peek(),
      next.properties.isAlphabetic || next == "-" || ("0"..."9").contains(next)
    {
      name.unicodeScalars.append(next)
      position += 1
    }
    return name
  }

  /// Whether a number starts at the position (after white space): a digit, or a sign or point
  /// followed by one.
  package func numberStartsHere() -> Bool {
    var index = position
    while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
    func isDigit(_ i: Int) -> Bool { i < scalars.count && ("0"..."9").contains(scalars[i]) }
    guard index < scalars.count else { return false }
    switch scalars[index] {
    case "+", "-":
      return isDigit(index + 1)
        || (index + 1 < scalars.count && scalars[index + 1] == "."
          && isDigit(index + 2))
    case ".": return isDigit(index + 1)
    default: return isDigit(index)
    }
  }

  /// A CSS number after white space: [+-] digits [. digits] [e [+-] digits], or [+-] . digits
  /// [e …]; nil, with the position unchanged past the white space, when none is there. An `e`
  /// not followed by an exponent is left unread (it may start a unit, as in `1em`).
  package mutating func scanNumber() -> ScannedNumber? {
    skipWhitespace()
    let start = position
    var token = ""
    func take(_ allowed: (Unicode.Scalar) -> Bool) -> Int {
      var count = 0
      while let next = peek(), allowed(next) {
        token.unicodeScalars.append(next)
        position += 1
        count += 1
      }
      return count
    }
    let isDigit: (Unicode.Scalar) -> Bool = { ("0"..."9").contains($0) }
    if let sign = peek(), sign == "+" || sign == "-" { _ = take { $0 == sign && token.isEmpty } }
    var digits = take(isDigit)
    if peek() == ".", position + 1 < scalars.count, isDigit(scalars[position + 1]) {
      token.append(".")
      position += 1
      digits += take(isDigit)
    }
    if digits > 0, let marker = peek(), marker == "e" || marker == "E" {
      let mark = position
      let saved = token
      token.unicodeScalars.append(marker)
      position += 1
      if let sign = peek(), sign == "+" || sign == "-" {
        token.unicodeScalars.append(sign)
        position += 1
      }
      if take(isDigit) == 0 {
        position = mark
        token = saved
      }
    }
    guard digits > 0, let value = Double(token) else {
      position = start
      return nil
    }
    return ScannedNumber(value: value, token: token, offset: start)
  }

  /// The fraction a percentage's text stands for, with the decimal point moved two places
  /// before the one rounding to double (see ``CSSNumber/percentText(_:)``): 1.7976931348623158e308%
  /// is 1.8e306, not infinity.
  package static func fraction(ofPercentage number: ScannedNumber) -> Double {
    DecimalText(number.token)?.scaled(byPowerOfTen: -2).value ?? number.value / 100
  }

  /// Skips white space and reads `symbol`.
  ///
  /// - Throws: `CSSParseError` saying the symbol was expected, at the token found instead.
  package mutating func expect(_ symbol: Unicode.Scalar) throws(CSSParseError) {
    skipWhitespace()
    guard peek() == symbol else { throw unexpected(expected: "'\(symbol)'") }
    position += 1
  }

  /// An error at the current token (after white space), which is read for the message: up to
  /// white space or a delimiter, or the delimiter alone.
  package mutating func unexpected(expected: String) -> CSSParseError {
    skipWhitespace()
    guard let next = peek() else {
      return CSSParseError(
        kind: .unexpectedEnd, message: "expected \(expected)", token: "", offset: position)
    }
    var token = String(next)
    var end = position + 1
    let delimiters = "(),/%".unicodeScalars
    while end < scalars.count, !scalars[end].properties.isWhitespace,
      !delimiters.contains(scalars[end]), !delimiters.contains(next)
    {
      token.unicodeScalars.append(scalars[end])
      end += 1
    }
    return CSSParseError(
      kind: .unexpectedToken, message: "expected \(expected)", token: token, offset: position)
  }
}
