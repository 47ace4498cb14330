import CSSSyntax
import KineticsCore

extension CSSMotionPath {
  /// Parses the `offset` shorthand: `[ <offset-position>? [ <offset-path> [ <offset-distance>
  /// || <offset-rotate> ]? ]? ]! [ / <offset-anchor> ]?`, keywords ASCII case-insensitive.
  /// Properties left out take their initial values.
  ///
  /// - Throws: `CSSParseError` naming the offending token and its offset; `shape()`, which this
  ///   type does not model, and `margin-box` (not a `<coord-box>`) are
  ///   `CSSParseError.Kind.unknownName`.
  public init(css text: String) throws(CSSParseError) {
    var parser = CSSMotionPathParser(text)
    self = try parser.parseShorthand()
  }
}

/// A recursive-descent parser of the `offset` shorthand and its parts.
struct CSSMotionPathParser: CSSScanning {
  let scalars: [Unicode.Scalar]
  var position = 0

  init(_ text: String) { scalars = Array(text.unicodeScalars) }

  typealias Failure = CSSParseError

  mutating func parseShorthand() throws(Failure) -> CSSMotionPath {
    var result = CSSMotionPath()
    var hasPositionOrPath = false
    if let start = try parseStartingPosition() {
      result.startingPosition = start
      hasPositionOrPath = true
    }
    if let (path, box) = try parsePathAndBox() {
      result.path = path
      result.referenceBox = box
      hasPositionOrPath = true
      var hasDistance = false
      var hasRotation = false
      while true {
        if !hasDistance, nextIsLengthPercentage() {
          result.distance = try parseLengthPercentage()
          hasDistance = true
        } else if !hasRotation, let rotation = try parseRotation() {
          result.rotation = rotation
          hasRotation = true
        } else {
          break
        }
      }
    }
    guard hasPositionOrPath else { throw unexpected(expected: "a position or a path") }
    skipWhitespace()
    if peek() == "/" {
      position += 1
      skipWhitespace()
      let mark = position
      if readName().lowercased() == "auto" {
        result.anchor = .auto
      } else {
        position = mark
        guard let anchor = try parsePosition() else {
          throw unexpected(expected: "an anchor position")
        }
        result.anchor = .position(anchor)
      }
    }
    skipWhitespace()
    guard position == scalars.count else { throw unexpected(expected: "the end of the text") }
    return result
  }

  /// `normal`, `auto` or a position; nil (nothing read) when none is next.
  mutating func parseStartingPosition() throws(Failure) -> CSSMotionPath.StartingPosition? {
    skipWhitespace()
    let mark = position
    switch readName().lowercased() {
    case "normal" where peek() != "(": return .normal
    case "auto" where peek() != "(": return .auto
    default:
      position = mark
      return try parsePosition().map { .position($0) }
    }
  }

  /// `offset-path`: `none`, or a path function and a `<coord-box>` in either order, either
  /// left out (a box alone is ``CSSMotionPath/Path/box``); nil (nothing read) when neither is
  /// next.
  mutating func parsePathAndBox() throws(Failure) -> (
    CSSMotionPath.Path, CSSMotionPath.ReferenceBox?
  )? {
    let boxFirst = try parseReferenceBox()
    skipWhitespace()
    let pathStart = position
    let path = try parsePath()
    if path == CSSMotionPath.Path.none {
      guard boxFirst == nil else {
        throw Failure(
          kind: .unexpectedToken, message: "none takes no <coord-box>", token: "none",
          offset: pathStart)
      }
      return (.none, nil)
    }
    var box = boxFirst
    if box == nil, path != nil { box = try parseReferenceBox() }
    guard path != nil || box != nil else { return nil }
    return (path ?? .box, box)
  }

  /// A `<coord-box>` keyword; nil (nothing read) when none is next.
  mutating func parseReferenceBox() throws(Failure) -> CSSMotionPath.ReferenceBox? {
    skipWhitespace()
    let start = position
    let name = readName()
    if peek() != "(" {
      if let box = CSSMotionPath.ReferenceBox(rawValue: name.lowercased()) { return box }
      if name.lowercased() == "margin-box" {
        throw Failure(
          kind: .unknownName,
          message: "'\(name)' is not a <coord-box> (content-box, padding-box, border-box, "
            + "fill-box, stroke-box or view-box)", token: name, offset: start)
      }
    }
    position = start
    return nil
  }

  /// `none`, `path(<string>)`, `ray(…)`, a basic shape or `url(…)`; nil (nothing read) when no
  /// path is next.
  mutating func parsePath() throws(Failure) -> CSSMotionPath.Path? {
    skipWhitespace()
    let start = position
    let name = readName()
    let lowered = name.lowercased()
    if lowered == "none" && peek() != "(" { return CSSMotionPath.Path.none }
    let shapes = ["circle", "ellipse", "inset", "polygon", "rect", "xywh"]
    if peek() == "(" {
      position += 1
      switch lowered {
      case "path": return .path(try parsePathData())
      case "ray": return .ray(try parseRay())
      case "url": return .url(try parseURL())
      case _ where shapes.contains(lowered): return .shape(try parseBasicShape(lowered))
      case "shape":
        throw Failure(
          kind: .unknownName, message: "'\(name)()' paths are not supported", token: name,
          offset: start)
      default: break
      }
    }
    position = start
    return nil
  }

  /// The address of `url(…)`, after the parenthesis, through the closing one: quoted or not,
  /// with CSS escapes (a backslash and the character, or up to six hexadecimal digits and an
  /// optional space) decoded. A newline in the address is an error, as is a quote or `(` in
  /// an unquoted one.
  mutating func parseURL() throws(Failure) -> String {
    skipWhitespace()
    let quote = peek()
    let quoted = quote == "\"" || quote == "'"
    if quoted { position += 1 }
    var address = ""
    while true {
      let offset = position
      guard let next = peek() else {
        throw Failure(
          kind: .unexpectedEnd, message: "unterminated url()", token: "", offset: position)
      }
      let isNewline = next == "\n" || next == "\r" || next == "\u{C}"
      if quoted ? next == quote : next == ")" || next == " " || next == "\t" || isNewline {
        break
      }
      if isNewline || (!quoted && (next == "\"" || next == "'" || next == "(")) {
        throw Failure(
          kind: .unexpectedToken, message: "this character cannot stand in url()",
          token: String(next), offset: offset)
      }
      position += 1
      // A NUL reads as U+FFFD, as CSS's preprocessing has it.
      let literal: Unicode.Scalar = next == "\u{0}" ? "\u{FFFD}" : next
      address.unicodeScalars.append(next == "\\" ? try parseEscape() : literal)
    }
    if quoted { position += 1 }
    try expect(")")
    return address
  }

  /// The character a CSS escape stands for, after its backslash: up to six hexadecimal digits
  /// and one optional space (zero, a surrogate or beyond U+10FFFF give U+FFFD), or the
  /// character itself (a NUL, as everywhere, U+FFFD).
  mutating func parseEscape() throws(Failure) -> Unicode.Scalar {
    guard let first = peek(), first != "\n", first != "\r", first != "\u{C}" else {
      throw Failure(
        kind: .unexpectedToken, message: "a backslash must escape a character",
        token: "\\", offset: position - 1)
    }
    var value: UInt32 = 0
    var digits = 0
    while digits < 6, let next = peek(), let digit = Self.hexValue(next) {
      value = value * 16 + digit
      digits += 1
      position += 1
    }
    guard digits > 0 else {
      position += 1
      return first == "\u{0}" ? "\u{FFFD}" : first
    }
    if let space = peek(), [" ", "\t", "\n", "\r", "\u{C}"].contains(space) { position += 1 }
    return Unicode.Scalar(value).flatMap { value == 0 ? nil : $0 } ?? "\u{FFFD}"
  }

  /// The value of an ASCII hexadecimal digit (CSS reads no other; `Character.hexDigitValue`
  /// also takes the fullwidth forms).
  static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
    switch scalar {
    case "0"..."9": scalar.value - 48
    case "a"..."f": scalar.value - 87
    case "A"..."F": scalar.value - 55
    default: nil
    }
  }

  /// The path data of `path(…)`, after the parenthesis, through the closing one.
  mutating func parsePathData() throws(Failure) -> PathData {
    skipWhitespace()
    let quote = peek()
    guard quote == "\"" || quote == "'" else { throw unexpected(expected: "a quoted string") }
    position += 1
    let contentStart = position
    var content = ""
    while true {
      guard let next = peek() else {
        throw Failure(
          kind: .unexpectedEnd, message: "unterminated string", token: "", offset: position)
      }
      position += 1
      if next == quote { break }
      content.unicodeScalars.append(next)
    }
    try expect(")")
    do {
      return try PathData(svg: content)
    } catch {
      throw Failure(
        kind: error.kind == .numberOutOfRange ? .valueOutOfRange : .unexpectedToken,
        message: "path data: \(error.message)", token: error.text,
        offset: contentStart + error.offset)
    }
  }

  /// The arguments of `ray(…)`, after the parenthesis, through the closing one: an angle, a
  /// size, `contain` and `at <position>`, each at most once, in any order.
  mutating func parseRay() throws(Failure) -> CSSMotionPath.Ray {
    var angle: CSSAngle?
    var size: CSSMotionPath.RaySize?
    var contain = false
    var origin: CSSPosition?
    while true {
      skipWhitespace()
      if peek() == ")" {
        position += 1
        break
      }
      if numberStartsHere(), angle == nil {
        angle = try parseAngle()
        continue
      }
      let mark = position
      let name = readName().lowercased()
      if size == nil, let keyword = CSSMotionPath.RaySize(rawValue: name) {
        size = keyword
      } else if name == "contain" && !contain {
        contain = true
      } else if name == "at" && origin == nil {
        guard let at = try parsePosition() else { throw unexpected(expected: "a position") }
        origin = at
      } else {
        position = mark
        throw unexpected(expected: angle == nil ? "an angle" : "')'")
      }
    }
    guard let angle else {
      throw Failure(
        kind: .unexpectedToken, message: "ray() needs an angle", token: ")",
        offset: position - 1)
    }
    return CSSMotionPath.Ray(angle: angle, size: size, contain: contain, position: origin)
  }

  /// `[ auto | reverse ] || <angle>`; nil (nothing read) when neither is next.
  mutating func parseRotation() throws(Failure) -> CSSMotionPath.Rotation? {
    var mode: CSSMotionPath.Rotation.Mode?
    var angle: CSSAngle?
    while true {
      skipWhitespace()
      if angle == nil, numberStartsHere(), !nextIsLengthPercentage() {
        angle = try parseAngle()
        continue
      }
      let mark = position
      switch readName().lowercased() {
      case "auto" where mode == nil && peek() != "(": mode = .auto
      case "reverse" where mode == nil && peek() != "(": mode = .reverse
      default:
        position = mark
        guard mode != nil || angle != nil else { return nil }
        // `auto 0deg` is `auto`: a zero angle beside a keyword adds nothing.
        if mode != nil, angle?.value == 0 { angle = nil }
        return CSSMotionPath.Rotation(mode ?? .fixed, angle: angle)
      }
    }
  }

  /// An angle: a number and `deg`, `rad`, `grad` or `turn`.
  mutating func parseAngle() throws(Failure) -> CSSAngle {
    guard let number = scanNumber() else { throw unexpected(expected: "an angle") }
    let unitStart = position
    let unit = readName()
    guard let known = CSSAngle.Unit(rawValue: unit.lowercased()) else {
      throw Failure(
        kind: unit.isEmpty ? .unexpectedToken : .unknownName,
        message: "expected an angle unit (deg, rad, grad or turn)",
        token: unit.isEmpty ? number.token : unit, offset: unit.isEmpty ? number.offset : unitStart)
    }
    guard number.value.isFinite else {
      throw Failure(
        kind: .valueOutOfRange, message: "the angle must be finite", token: number.token,
        offset: number.offset)
    }
    return CSSAngle(number.value, known)
  }

  /// Whether a length or percentage is next (a number with `px`, `%` or a unitless zero, or
  /// `calc(`), without reading it.
  mutating func nextIsLengthPercentage() -> Bool {
    let mark = position
    defer { position = mark }
    skipWhitespace()
    let name = readName().lowercased()
    if name == "calc" { return peek() == "(" }
    position = mark
    guard let number = scanNumber() else { return false }
    if peek() == "%" { return true }
    let unit = readName().lowercased()
    return unit == "px" || (unit.isEmpty && number.value == 0)
  }

  /// A `<length-percentage>`: a number of pixels, a percentage, a unitless 0, or `calc()` of a
  /// sum of those.
  mutating func parseLengthPercentage() throws(Failure) -> CSSLengthPercentage {
    skipWhitespace()
    let mark = position
    if readName().lowercased() == "calc", peek() == "(" {
      position += 1
      var sum = try parseLengthPercentageTerm()
      while true {
        skipWhitespace()
        guard let sign = peek(), sign == "+" || sign == "-" else { break }
        position += 1
        let term = try parseLengthPercentageTerm()
        let factor: Double = sign == "+" ? 1 : -1
        sum.pixels += factor * term.pixels
        sum.percentage += factor * term.percentage
      }
      try expect(")")
      guard sum.pixels.isFinite && sum.percentage.isFinite else {
        throw Failure(
          kind: .valueOutOfRange, message: "calc() must stay finite", token: "calc",
          offset: mark)
      }
      sum.isCalculated = true
      return sum
    }
    position = mark
    return try parseLengthPercentageTerm()
  }

  /// One length or percentage (no `calc()`).
  mutating func parseLengthPercentageTerm() throws(Failure) -> CSSLengthPercentage {
    guard let number = scanNumber() else { throw unexpected(expected: "a length or percentage") }
    guard number.value.isFinite else {
      throw Failure(
        kind: .valueOutOfRange, message: "the number must be finite", token: number.token,
        offset: number.offset)
    }
    if peek() == "%" {
      position += 1
      return .percentage(number.value)
    }
    let unitStart = position
    let unit = readName()
    switch unit.lowercased() {
    case "px": return .pixels(number.value)
    case "" where number.value == 0: return .zero
    default:
      throw Failure(
        kind: unit.isEmpty ? .unexpectedToken : .unknownName,
        message: "expected a length in px or a percentage",
        token: unit.isEmpty ? number.token : unit, offset: unit.isEmpty ? number.offset : unitStart)
    }
  }
}
