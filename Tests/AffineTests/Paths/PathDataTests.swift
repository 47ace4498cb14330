import Affine
import Foundation
import KineticsCore
import TestSupport
import Testing

/// SVG 2 path data: the grammar (SVG 2, "Paths", "The grammar for path data"), serialization
/// as CSS writes `path()` strings, and the absolute form CSS computes. The expected strings are
/// the web-platform-tests' (svg/path/property/serialization.svg, css/motion/parsing/
/// offset-parsing-valid.html).
@Suite struct PathDataTests {
  /// svg/path/property/serialization.svg: the specified value keeps relative commands and
  /// writes `z` as `Z`; the computed value is absolute.
  @Test(arguments: [
    (
      "m 10 20 q 30 60 40 50 q 100 70 90 80", "m 10 20 q 30 60 40 50 q 100 70 90 80",
      "M 10 20 Q 40 80 50 70 Q 150 140 140 150"
    ),
    (
      "M 0 0 L 100 100 m 0 100 l 100 0 Z l 160 20 Z",
      "M 0 0 L 100 100 m 0 100 l 100 0 Z l 160 20 Z",
      "M 0 0 L 100 100 M 100 200 L 200 200 Z L 260 220 Z"
    ),
    (
      "m 10 20   l 20 30   Z   l 50 60   Z   m 70 80   l 90 60   Z   t 70 120",
      "m 10 20 l 20 30 Z l 50 60 Z m 70 80 l 90 60 Z t 70 120",
      "M 10 20 L 30 50 Z L 60 80 Z M 80 100 L 170 160 Z T 150 220"
    ),
    (
      "m 10.0 170.0 h 90.00 v 30.00 m 0 0 s 1 2 3 4 z c 9 8 7 6 5 4",
      "m 10 170 h 90 v 30 m 0 0 s 1 2 3 4 Z c 9 8 7 6 5 4",
      "M 10 170 H 100 V 200 M 100 200 S 101 202 103 204 Z C 109 208 107 206 105 204"
    ),
    (
      "m 10 20 a 10 20 30 1 0 40 50 a 110 120 30 1 1 140 50",
      "m 10 20 a 10 20 30 1 0 40 50 a 110 120 30 1 1 140 50",
      "M 10 20 A 10 20 30 1 0 50 70 A 110 120 30 1 1 190 120"
    ),
    ("m 1 2   v 3.00 z", "m 1 2 v 3 Z", "M 1 2 V 5 Z"),
  ])
  func serializesAsTheWebPlatformTestsExpect(text: String, specified: String, computed: String)
    throws
  {
    let data = try PathData(svg: text)
    #expect(data.description == specified)
    #expect(data.absolute.description == computed)
  }

  /// The grammar's corners: numbers run together, implicit repeats, flags without separators.
  @Test(arguments: [
    ("M1.5.5-3e2,4", "M 1.5 0.5 L -300 4"),
    ("M0 0a10 20 30 1150 50", "M 0 0 a 10 20 30 1 1 50 50"),
    ("M0,0 10,10 20,0", "M 0 0 L 10 10 L 20 0"),
    ("m0,0 10,10 20,0", "m 0 0 l 10 10 l 20 0"),
    ("M 0 0 C 1 2 3 4 5 6 7 8 9 10 11 12", "M 0 0 C 1 2 3 4 5 6 C 7 8 9 10 11 12"),
    ("M 0 0 H 1 2 3 V 4 5", "M 0 0 H 1 H 2 H 3 V 4 V 5"),
    ("M 0 0 h -1-2", "M 0 0 h -1 h -2"),
    ("\t\n M 1. 2.e1 \r\u{0C}z", "M 1 20 Z"),
    ("M +1 -.5E+1 Q 1 2 3 4 T 5 6 S 1 2 3 4 Z M 9 9", "M 1 -5 Q 1 2 3 4 T 5 6 S 1 2 3 4 Z M 9 9"),
    ("M 1e1 0", "M 10 0"),
  ])
  func readsTheGrammarsCorners(text: String, expected: String) throws {
    #expect(try PathData(svg: text).description == expected)
  }

  @Test func emptyTextIsTheEmptyPath() throws {
    #expect(try PathData(svg: "").commands.isEmpty)
    #expect(try PathData(svg: " \n\t").commands.isEmpty)
    #expect(PathData().description == "")
  }

  /// Errors name the first offending character and its offset in Unicode scalars.
  @Test(arguments: [
    ("M 0 0 L 10 # 20", PathDataError.Kind.unexpectedCharacter, 11, "#"),
    ("L 0 0", .missingMove, 0, "L"),
    ("  x", .missingMove, 2, "x"),
    ("M 0", .unexpectedEnd, 3, ""),
    ("M 0 0 L", .unexpectedEnd, 7, ""),
    ("M 0 0 A 1 1 0 2 0 5 5", .unexpectedCharacter, 14, "2"),
    ("M 0,,0", .unexpectedCharacter, 4, ","),
    ("M 0 0,", .unexpectedEnd, 6, ""),
    ("M 0 0 Z 5", .unexpectedCharacter, 8, "5"),
    ("M 0 0 L 1 2 x", .unexpectedCharacter, 12, "x"),
    ("M 0 0 L é", .unexpectedCharacter, 8, "é"),
    ("M 0 0 🙂 L 1 1", .unexpectedCharacter, 6, "🙂"),
    ("M 0 0 L 1, 2,", .unexpectedEnd, 13, ""),
    ("M 0 0 L - 1", .unexpectedCharacter, 8, "-"),
    ("M 0 0 L NaN 1", .unexpectedCharacter, 8, "N"),
    ("M 0 0 L 1 inf", .unexpectedCharacter, 10, "i"),
    ("M ,0 0", .unexpectedCharacter, 2, ","),
    ("M 1e1e1 0", .unexpectedCharacter, 5, "e"),
  ])
  func reportsTheOffendingCharacter(
    text: String, kind: PathDataError.Kind, offset: Int, character: String
  ) {
    #expect(
      throws: PathDataError(
        kind: kind, message: message(for: text), text: character, offset: offset)
    ) {
      try PathData(svg: text)
    }
  }

  /// The message of the error a text throws (what the test above checks is kind, offset and
  /// character; the message is words).
  private func message(for text: String) -> String {
    do {
      _ = try PathData(svg: text)
      return ""
    } catch { return error.message }
  }

  @Test func numbersBeyondTheDoubleRangeAreErrorsAndBelowItZero() throws {
    #expect(throws: PathDataError.self) { try PathData(svg: "M 1e400 0") }
    do {
      _ = try PathData(svg: "M 0 -1.8e308")
      Issue.record("expected an error")
    } catch {
      #expect(error.kind == .numberOutOfRange)
      #expect(error.text == "-1.8e308")
      #expect(error.offset == 4)
    }
    let tiny = try PathData(svg: "M 1e-400 5e-324 L 1.7976931348623157e308 2.2250738585072014e-308")
    #expect(tiny.commands[0] == PathCommand(.move(to: Point2D(x: 0, y: .leastNonzeroMagnitude))))
    #expect(
      tiny.commands[1]
        == PathCommand(.line(to: Point2D(x: .greatestFiniteMagnitude, y: 2.2250738585072014e-308))))
  }

  /// Every double printed as Swift prints it (shortest round trip) or with 17 significant
  /// digits reads back as itself: the fast path (≤ 15 digits, power of ten ≤ 22) and the
  /// standard library's conversion agree with the standard library's correctly rounded
  /// `Double(String)`, the independent reference.
  /// Finite numbers that draw a point beyond the double range once made absolute (relative
  /// offsets adding up, a reflected control point) are an error at their command.
  @Test(arguments: [
    ("M 1e308 0 l 1e308 0", 10, "l"),
    ("M 0 0 h 1e308 1e308", 14, "1"),
    ("M 1e308 0 C 0 0 -1e308 0 1e308 0 S 0 0 0 0", 33, "S"),
    ("M -7 3v7 3 -73 1e308 1e-308 45 1 0 1e308", 35, "1"),
  ])
  func pointsBeyondTheDoubleRangeAreErrors(text: String, offset: Int, character: String) {
    do {
      _ = try PathData(svg: text)
      Issue.record("expected an error for \(text)")
    } catch {
      #expect(error.kind == .numberOutOfRange)
      #expect(error.offset == offset)
      #expect(error.text == character)
    }
    #expect(throws: ValidationError.self) {
      try PathData.validate([
        PathCommand(.move(to: Point2D(x: 1e308, y: 0))),
        PathCommand(.line(to: Point2D(x: 1e308, y: 0)), isRelative: true),
      ])
    }
  }

  @Test func numbersReadToTheNearestDouble() throws {
    checkProperty("parsed = Double(text)", .zip(.doubles(in: -1e6...1e6), .magnitudes())) {
      small, large in
      for value in [small, large, -large, small.rounded(), 1 / large] where value.isFinite {
        for text in [
          value.description, String(format: "%.17g", value), String(format: "%.3f", value),
        ] {
          let data = try PathData(svg: "M \(text) 0")
          guard case .move(let point) = data.commands[0].operation else { return false }
          guard point.x == Double(text)! else { return false }
        }
      }
      return true
    }
  }

  @Test func validationNamesTheCommand() {
    #expect(throws: ValidationError.self) {
      try PathData.validate([PathCommand(.line(to: .zero))])
    }
    #expect(throws: ValidationError.self) {
      try PathData.validate([
        PathCommand(.move(to: .zero)), PathCommand(.horizontalLine(toX: .nan)),
      ])
    }
    #expect(throws: Never.self) { try PathData.validate([]) }
  }

  @Test func encodesAsItsText() throws {
    let data = try PathData(svg: "m 10 20 a 10 20 30 1 0 40 50 z")
    let json = try JSONEncoder().encode(data)
    #expect(String(decoding: json, as: UTF8.self) == "\"m 10 20 a 10 20 30 1 0 40 50 Z\"")
    #expect(try JSONDecoder().decode(PathData.self, from: json) == data)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(PathData.self, from: Data("\"M 0 0 L\"".utf8))
    }
  }

  @Test func lettersAndArguments() {
    let arc = PathCommand(
      .arc(
        radiusX: 1, radiusY: 2, rotation: 3, largeArc: true, sweep: false, to: Point2D(x: 4, y: 5)),
      isRelative: true)
    #expect(arc.letter == "a")
    #expect(arc.arguments == [1, 2, 3, 1, 0, 4, 5])
    #expect(PathCommand(.close, isRelative: true).letter == "Z")
  }
}
