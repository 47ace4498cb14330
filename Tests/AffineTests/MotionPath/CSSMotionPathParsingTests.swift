import Affine
import KineticsCore
import Testing

/// The `offset` shorthand, parsed and serialized: every case of the web-platform-tests file
/// css/motion/parsing/offset-parsing-valid.html (revision 1df2a023), specified text and the
/// serialization it expects, and the `url()` and `<coord-box>` cases of
/// offset-path-parsing-valid.html.
@Suite struct CSSMotionPathParsingTests {
  /// (specified, expected serialization) from offset-parsing-valid.html, in its order.
  static let valid: [(String, String)] = [
    ("100px none auto 90deg", "100px center none auto 90deg"),
    ("100px", "100px center"),
    // The test's revision predates `offset-position: normal`; it expects "none reverse", with
    // `auto` omitted as the initial value it then was. Under the current draft (initial
    // `normal`), `auto` is a value of its own and stays.
    ("auto none reverse", "auto none reverse"),
    ("auto", "auto"),
    (#"center bottom path("M 1 2 V 3 Z")"#, #"center bottom path("M 1 2 V 3 Z")"#),
    (
      #"center center path("M 0 0 L 100 100 M 100 200 L 200 200 Z L 300 300 Z") 100% 90deg / left bottom"#,
      #"center path("M 0 0 L 100 100 M 100 200 L 200 200 Z L 300 300 Z") 100% 90deg / left bottom"#
    ),
    (
      "left bottom ray(0rad closest-corner) 10px auto 30deg / right bottom",
      "left bottom ray(0rad closest-corner) 10px auto 30deg / right bottom"
    ),
    ("left top", "left top"),
    ("none 30deg reverse", "none reverse 30deg"),
    ("none 50px reverse 30deg", "none 50px reverse 30deg"),
    ("none calc(20% + 10px) auto", "none calc(20% + 10px)"),
    ("none reverse", "none reverse"),
    (#"path("M 0 0 H 1") -200% auto"#, #"path("M 0 0 H 1") -200%"#),
    (#"path("M 0 0 H 1") -200%"#, #"path("M 0 0 H 1") -200%"#),
    ("path('M 0 0 H 1') 50px", #"path("M 0 0 H 1") 50px"#),
    (#"path("M 0 0 H 1") auto"#, #"path("M 0 0 H 1")"#),
    (#"path("M 0 0 H 1") auto 0deg"#, #"path("M 0 0 H 1")"#),
    (#"path("M 0 0 H 1") auto 0rad"#, #"path("M 0 0 H 1")"#),
    (#"path("M 0 0 H 1") auto 0.5turn"#, #"path("M 0 0 H 1") auto 0.5turn"#),
    ("path('M 0 0 H 1') reverse 30deg 50px", #"path("M 0 0 H 1") 50px reverse 30deg"#),
    (#"path("M 0 0 H 1")"#, #"path("M 0 0 H 1")"#),
    ("path('m 20 0 h 100') -7rad 8px / auto", #"path("m 20 0 h 100") 8px -7rad"#),
    ("path('m 0 30 v 100') -7rad 8px / left top", #"path("m 0 30 v 100") 8px -7rad / left top"#),
    ("path('m 0 0 h 100') -7rad 8px", #"path("m 0 0 h 100") 8px -7rad"#),
    (#"path("M 0 0 H 100") 100px 0deg"#, #"path("M 0 0 H 100") 100px 0deg"#),
    ("path(  'm 1 2   v 3.00 z')", #"path("m 1 2 v 3 Z")"#),
    ("ray(farthest-corner 90deg) 1%", "ray(90deg farthest-corner) 1%"),
    ("ray(sides 0deg) 50% 90deg auto", "ray(0deg sides) 50% auto 90deg"),
    ("right bottom / left top", "right bottom / left top"),
  ]

  /// (specified, serialization) from offset-path-parsing-valid.html (revision 5942d002) for
  /// `url()` and `<coord-box>`; the `offset` shorthand of a path alone serializes as the path.
  /// Its `margin-box` case is not here: the current draft's `<coord-box>` (CSS Box Model 4)
  /// has no margin box, and a later revision of the test (f93bb08c) lists `border-box` instead.
  static let validPaths: [(String, String)] = [
    (
      #"url("http://www.example.com/index.html#polyline1")"#,
      #"url("http://www.example.com/index.html#polyline1")"#
    ),
    ("border-box", "border-box"),
    ("inset(10% 20% 30% 40%) border-box", "inset(10% 20% 30% 40%) border-box"),
    ("fill-box ellipse(50% 60%)", "ellipse(50% 60%) fill-box"),
  ]

  @Test(arguments: valid + validPaths)
  func serializesAsTheWebPlatformTestsExpect(specified: String, expected: String) throws {
    let offset = try CSSMotionPath(css: specified)
    #expect(offset.description == expected)
    // The serialization reads back as the same value.
    #expect(try CSSMotionPath(css: offset.description) == offset)
  }

  /// What each part reads as.
  @Test func partsReadAsWritten() throws {
    let offset = try CSSMotionPath(
      css: "left 10px top 20% ray(45deg farthest-side contain at right bottom) calc(50% - 4px)"
        + " reverse -0.25turn / 30% 70%")
    #expect(
      offset.startingPosition
        == .position(
          CSSPosition(
            horizontal: .edge(.left, offset: .pixels(10)),
            vertical: .edge(.top, offset: .percentage(20)))))
    #expect(
      offset.path
        == .ray(
          CSSMotionPath.Ray(
            angle: .degrees(45), size: .farthestSide, contain: true,
            position: CSSPosition(
              horizontal: .edge(.right, offset: nil), vertical: .edge(.bottom, offset: nil)))))
    #expect(offset.distance == CSSLengthPercentage(pixels: -4, percentage: 50, isCalculated: true))
    #expect(offset.rotation == CSSMotionPath.Rotation(.reverse, angle: CSSAngle(-0.25, .turns)))
    #expect(
      offset.anchor
        == .position(
          CSSPosition(horizontal: .length(.percentage(30)), vertical: .length(.percentage(70)))))
    #expect(
      offset.description
        == "left 10px top 20% ray(45deg farthest-side contain at right bottom) calc(50% - 4px)"
        + " reverse -0.25turn / 30% 70%")
  }

  /// Keywords in either order, one-word positions, case-insensitive keywords.
  @Test func positionsInEveryForm() throws {
    #expect(try CSSMotionPath(css: "TOP LEFT").description == "left top")
    #expect(try CSSMotionPath(css: "bottom").description == "center bottom")
    #expect(try CSSMotionPath(css: "center").description == "center")
    #expect(try CSSMotionPath(css: "bottom 5px right 0").description == "right 0px bottom 5px")
    #expect(try CSSMotionPath(css: "NONE").description == "none")
  }

  /// Invalid text is a typed error at the offending token.
  @Test(arguments: [
    ("", CSSParseError.Kind.unexpectedEnd, 0),
    ("none 10deg 20deg", .unexpectedToken, 11),
    ("left right", .unexpectedToken, 0),
    ("left 10px top", .unexpectedToken, 0),
    ("path('M 0 0 L 10 #')", .unexpectedToken, 17),
    ("path('M 0 0", .unexpectedEnd, 11),
    ("ray(closest-side)", .unexpectedToken, 16),
    ("ray(10deg 20deg)", .unexpectedToken, 10),
    ("shape(from 0 0, line to 10px 10px)", .unknownName, 0),
    ("circle(-10px)", .valueOutOfRange, 7),
    ("ellipse(10px)", .unexpectedToken, 12),
    ("polygon(0px 0px,)", .unexpectedToken, 16),
    ("margin-box", .unknownName, 0),
    ("none 10em", .unknownName, 7),
    ("none 1e400px", .valueOutOfRange, 5),
    ("none 10px / ", .unexpectedEnd, 12),
    ("none 10px 20px", .unexpectedToken, 10),
    ("ray(10deg) 5px auto auto", .unexpectedToken, 20),
  ])
  func invalidTextIsReported(text: String, kind: CSSParseError.Kind, offset: Int) {
    #expect {
      _ = try CSSMotionPath(css: text)
    } throws: { error in
      guard let error = error as? CSSParseError else { return false }
      return error.kind == kind && error.offset == offset
    }
  }
}
