extension PathData {
  /// Parses SVG 2 path data (the `d` attribute's grammar).
  ///
  /// Accepts every command letter in both cases, implicit repetition (further argument sets
  /// after a command repeat it; after a move they are lines), numbers as SVG writes them
  /// (`-1.5e-3`, `.5`, `1.`, and `1.5.5` as 1.5 then .5, `10-5` as 10 then −5), arc flags
  /// written without separators (`a10 20 0 1150 50`), and white space (space, tab, line feed,
  /// form feed, carriage return) or one comma between arguments. Empty text (or only white
  /// space) is the empty path. Numbers round to the nearest double; one beyond the double range
  /// is an error, and one below it (1e-400) is zero.
  ///
  /// SVG renders a path up to its first error; this parser reports the error instead, so that
  /// nothing is drawn from a half-read path by accident.
  ///
  /// - Throws: `PathDataError` naming the first offending character and its offset.
  ///
  /// ```swift
  /// let data = try PathData(svg: "M0,0 10,10 a5 5 0 1110 0")
  /// data.description  // "M 0 0 L 10 10 a 5 5 0 1 1 10 0"
  /// ```
  public init(svg text: String) throws(PathDataError) {
    var text = text
    let parsed = text.withUTF8 { bytes in
      var parser = PathDataParser(bytes: bytes)
      return Result { () throws(PathDataError) in try parser.parse() }
    }
    switch parsed {
    case .success(let (commands, offsets)):
      if let index = Self.firstCommandDrawingBeyondRange(commands) {
        let error = PathDataError(
          kind: .numberOutOfRange, message: "the command draws a point beyond the double range",
          text: "", offset: offsets[index])
        throw error.withScalarOffset(in: text)
      }
      self.init(validated: commands)
    case .failure(let error): throw error.withScalarOffset(in: text)
    }
  }
}

extension PathDataError {
  /// The same error with its offset counted in Unicode scalars instead of UTF-8 bytes.
  fileprivate func withScalarOffset(in text: String) -> PathDataError {
    var copy = self
    let utf8 = text.utf8
    let end = utf8.index(utf8.startIndex, offsetBy: offset)
    copy.offset = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: end)
    if copy.text.isEmpty {
      copy.text = end < text.unicodeScalars.endIndex ? String(text.unicodeScalars[end]) : ""
    }
    return copy
  }
}

/// Reads path data from UTF-8 bytes. Offsets in its errors are byte offsets; the caller turns
/// them into scalar offsets.
struct PathDataParser {
  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0
  var offsets: [Int] = []

  init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// The commands and the byte offset where each starts (its letter, or its first argument
  /// for an implicit repetition).
  mutating func parse() throws(PathDataError) -> ([PathCommand], [Int]) {
    var commands: [PathCommand] = []
    commands.reserveCapacity(bytes.count / 8)
    offsets.reserveCapacity(bytes.count / 8)
    skipWhitespace()
    guard position < bytes.count else { return (commands, offsets) }
    guard bytes[position] | 0x20 == UInt8(ascii: "m") else {
      throw failure(.missingMove, "path data must start with a move ('M' or 'm')")
    }
    while position < bytes.count {
      let letter = bytes[position]
      position += 1
      try readCommands(letter: letter, into: &commands)
      skipWhitespace()
    }
    return (commands, offsets)
  }

  /// One command letter's argument sets, the first required, the rest implicit repetitions.
  mutating func readCommands(letter: UInt8, into commands: inout [PathCommand])
    throws(PathDataError)
  {
    let isRelative = letter >= UInt8(ascii: "a")
    let upper = letter & ~0x20
    if upper == UInt8(ascii: "Z") {
      offsets.append(position - 1)
      commands.append(PathCommand(.close))
      skipWhitespace()
      if position < bytes.count, !isCommandLetter(bytes[position]) {
        throw failure(.unexpectedCharacter, "expected a command after 'Z'")
      }
      return
    }
    guard isCommandLetter(letter) else {
      position -= 1
      throw failure(.unexpectedCharacter, "expected a command")
    }
    offsets.append(position - 1)
    skipWhitespace()
    var repeated = upper
    while true {
      let operation = try readArguments(of: repeated)
      commands.append(PathCommand(operation, isRelative: isRelative))
      if repeated == UInt8(ascii: "M") { repeated = UInt8(ascii: "L") }
      let sawComma = skipCommaWhitespace()
      guard position < bytes.count, numberStartsHere() else {
        if sawComma { throw failure(.unexpectedCharacter, "expected a number") }
        if position < bytes.count, !isCommandLetter(bytes[position]) {
          throw failure(.unexpectedCharacter, "expected a number or a command")
        }
        return
      }
      offsets.append(position)
    }
  }

  mutating func readArguments(of upper: UInt8) throws(PathDataError) -> PathCommand.Operation {
    switch upper {
    case UInt8(ascii: "M"): return .move(to: try point())
    case UInt8(ascii: "L"): return .line(to: try point())
    case UInt8(ascii: "H"): return .horizontalLine(toX: try number())
    case UInt8(ascii: "V"): return .verticalLine(toY: try number())
    case UInt8(ascii: "C"):
      let control1 = try point()
      try separator()
      let control2 = try point()
      try separator()
      return .cubic(control1: control1, control2: control2, to: try point())
    case UInt8(ascii: "S"):
      let control2 = try point()
      try separator()
      return .smoothCubic(control2: control2, to: try point())
    case UInt8(ascii: "Q"):
      let control = try point()
      try separator()
      return .quadratic(control: control, to: try point())
    case UInt8(ascii: "T"): return .smoothQuadratic(to: try point())
    default:
      let radiusX = try number()
      try separator()
      let radiusY = try number()
      try separator()
      let rotation = try number()
      try separator()
      let largeArc = try flag()
      try separator()
      let sweep = try flag()
      try separator()
      return .arc(
        radiusX: radiusX, radiusY: radiusY, rotation: rotation, largeArc: largeArc, sweep: sweep,
        to: try point())
    }
  }

  func isCommandLetter(_ byte: UInt8) -> Bool {
    switch byte | 0x20 {
    case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "v"),
      UInt8(ascii: "c"), UInt8(ascii: "s"), UInt8(ascii: "q"), UInt8(ascii: "t"),
      UInt8(ascii: "a"), UInt8(ascii: "z"):
      true
    default: false
    }
  }

  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
  }

  static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

  mutating func skipWhitespace() {
    while position < bytes.count, Self.isWhitespace(bytes[position]) { position += 1 }
  }

  /// White space, at most one comma, white space; whether there was a comma.
  mutating func skipCommaWhitespace() -> Bool {
    skipWhitespace()
    guard position < bytes.count, bytes[position] == UInt8(ascii: ",") else { return false }
    position += 1
    skipWhitespace()
    return true
  }

  /// The separator between two arguments of one command: optional, but a comma must be
  /// followed by an argument (which the caller reads next).
  mutating func separator() throws(PathDataError) { _ = skipCommaWhitespace() }

  func numberStartsHere() -> Bool {
    let byte = bytes[position]
    return Self.isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: "+")
  }

  mutating func point() throws(PathDataError) -> Point2D {
    let x = try number()
    try separator()
    return Point2D(x: x, y: try number())
  }

  mutating func flag() throws(PathDataError) -> Bool {
    guard position < bytes.count else { throw failure(.unexpectedEnd, "expected a flag (0 or 1)") }
    switch bytes[position] {
    case UInt8(ascii: "0"):
      position += 1
      return false
    case UInt8(ascii: "1"):
      position += 1
      return true
    default: throw failure(.unexpectedCharacter, "expected a flag (0 or 1)")
    }
  }

  /// A number: [+-] digits [. digits] [e [+-] digits], or [+-] . digits [e …]. Exact to the
  /// nearest double: up to 15 significant digits and a power of ten up to 22 take one correctly
  /// rounded multiplication or division (both operands exact); anything longer goes through the
  /// standard library's correctly rounded conversion.
  mutating func number() throws(PathDataError) -> Double {
    guard position < bytes.count else { throw failure(.unexpectedEnd, "expected a number") }
    let start = position
    var negative = false
    if bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+") {
      negative = bytes[position] == UInt8(ascii: "-")
      position += 1
    }
    var significand: UInt64 = 0
    var significantDigits = 0
    var digits = 0
    var decimalExponent = 0
    while position < bytes.count, Self.isDigit(bytes[position]) {
      accumulate(bytes[position], &significand, &significantDigits, &decimalExponent)
      digits += 1
      position += 1
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      position += 1
      while position < bytes.count, Self.isDigit(bytes[position]) {
        accumulate(bytes[position], &significand, &significantDigits, &decimalExponent)
        decimalExponent -= 1
        digits += 1
        position += 1
      }
    }
    guard digits > 0 else {
      position = start
      throw failure(.unexpectedCharacter, "expected a number")
    }
    if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
      var cursor = position + 1
      var exponentNegative = false
      if cursor < bytes.count,
        bytes[cursor] == UInt8(ascii: "-") || bytes[cursor] == UInt8(ascii: "+")
      {
        exponentNegative = bytes[cursor] == UInt8(ascii: "-")
        cursor += 1
      }
      if cursor < bytes.count, Self.isDigit(bytes[cursor]) {
        var exponent = 0
        while cursor < bytes.count, Self.isDigit(bytes[cursor]) {
          exponent = min(exponent * 10 + Int(bytes[cursor] - UInt8(ascii: "0")), 100_000)
          cursor += 1
        }
        decimalExponent += exponentNegative ? -exponent : exponent
        position = cursor
      }
    }
    let value: Double
    if significantDigits <= 15 && abs(decimalExponent) <= 22 {
      let magnitude = Double(significand)
      let scale = Self.powersOfTen[abs(decimalExponent)]
      value = decimalExponent < 0 ? magnitude / scale : magnitude * scale
    } else {
      let text = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
      guard let converted = Double(text), converted.isFinite else {
        throw PathDataError(
          kind: .numberOutOfRange, message: "number beyond the double range", text: text,
          offset: start)
      }
      return converted
    }
    return negative ? -value : value
  }

  /// Adds one digit to the significand, keeping at most 19 significant digits (the digits
  /// beyond them only count toward the exponent, and the slow path reads the text again).
  private func accumulate(
    _ byte: UInt8, _ significand: inout UInt64, _ significantDigits: inout Int,
    _ decimalExponent: inout Int
  ) {
    let digit = UInt64(byte - UInt8(ascii: "0"))
    if significantDigits == 0 && digit == 0 { return }
    if significantDigits < 19 {
      significand = significand * 10 + digit
    } else {
      decimalExponent += 1
    }
    significantDigits += 1
  }

  static let powersOfTen: [Double] = (0...22).map { exponent in
    var power = 1.0
    for _ in 0..<exponent { power *= 10 }
    return power
  }

  func failure(_ kind: PathDataError.Kind, _ message: String) -> PathDataError {
    PathDataError(
      kind: position < bytes.count ? kind : .unexpectedEnd, message: message, text: "",
      offset: position)
  }
}
