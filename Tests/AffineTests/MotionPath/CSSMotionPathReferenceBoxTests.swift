import Affine
import KineticsCore
import Foundation
import Testing

/// The placement tests' comparison of points, to 1e-9.
private typealias Placement = CSSMotionPathPlacementTests

/// `<coord-box>` and `url()` in `offset-path`: parsing and serialization (the web-platform-tests'
/// cases are in CSSMotionPathParsingTests), and placements worked by hand from Motion Path Level 1 (W3C Working Draft,
/// 5 November 2024, § 2.1) and CSS Backgrounds 3 (§ 5.2, inner corner radii): the reference box
/// sizes and positions the path, a box alone is its own rounded outline starting right of the
/// top-left corner's arc, and a reference that does not resolve is `path("m 0 0")`.
@Suite struct CSSMotionPathReferenceBoxTests {
  /// What the parts read as, in the shorthand beside the other properties; unquoted addresses
  /// and escapes (CSS Syntax 3, § 4.3.7: a backslash and a character, or hexadecimal digits and
  /// one optional space), and the escapes serialization writes back.
  @Test func partsReadAsWritten() throws {
    let offset = try CSSMotionPath(css: "left top PADDING-BOX ray(45deg) 10px auto / right top")
    #expect(offset.referenceBox == .paddingBox)
    #expect(offset.path == .ray(CSSMotionPath.Ray(angle: .degrees(45))))
    #expect(offset.description == "left top ray(45deg) padding-box 10px / right top")
    #expect(try CSSMotionPath(css: "content-box 25%").path == .box)
    #expect(try CSSMotionPath(css: "url(#track)").path == .url("#track"))
    #expect(try CSSMotionPath(css: #"url( 'a\"b' )"#).path == .url(#"a"b"#))
    #expect(try CSSMotionPath(css: #"url(\41 b\(c)"#).path == .url("Ab(c"))
    #expect(try CSSMotionPath(css: #"url("\0 \110000")"#).path == .url("\u{FFFD}\u{FFFD}"))
    // Found by FuzzPath: a backslash before a NUL byte, which reads as U+FFFD like any NUL.
    #expect(try CSSMotionPath(css: "url(\\\u{0}#a)").path == .url("\u{FFFD}#a"))
    let escaped = CSSMotionPath(path: .url("a\"b\\c\u{1}d"))
    #expect(escaped.description == #"url("a\"b\\c\1 d")"#)
    #expect(try CSSMotionPath(css: escaped.description) == escaped)
    #expect(CSSMotionPath(path: .box).description == "border-box")
    #expect(CSSMotionPath(path: .none, referenceBox: .contentBox).description == "none")
    #expect(CSSMotionPath.ReferenceBox.fillBox.used == .contentBox)
    #expect(CSSMotionPath.ReferenceBox.viewBox.used == .borderBox)
    #expect(CSSMotionPath.ReferenceBox.strokeBox.used == .borderBox)
    #expect(CSSMotionPath.ReferenceBox.paddingBox.used == .paddingBox)
  }

  /// Errors name the token and where it starts (`margin-box` and `shape()` are in the parsing
  /// tests).
  @Test func invalidValuesAreTypedErrors() {
    let cases: [(String, CSSParseError.Kind, Int)] = [
      ("border-box none", .unexpectedToken, 11),
      ("none border-box", .unexpectedToken, 5),
      ("border-box padding-box", .unexpectedToken, 11),
      ("url(a b)", .unexpectedToken, 6),
      (#"url(a"b)"#, .unexpectedToken, 5),
      ("url(\"a\nb\")", .unexpectedToken, 6),
      ("url(#a", .unexpectedEnd, 6),
    ]
    for (text, kind, offset) in cases {
      #expect {
        try CSSMotionPath(css: text)
      } throws: { error in
        guard let error = error as? CSSParseError else { return false }
        return error.kind == kind && error.offset == offset
      }
    }
  }

  /// A containing block of 400 × 300 whose element has a 10-pixel border and padding of 20
  /// left, 30 right and 10 above and below; border radii of 40 on every corner.
  static let layout = CSSMotionPath.Layout(
    containingBlock: Size2D(width: 400, height: 300),
    element: Rect2D(x: 0, y: 0, width: 20, height: 20),
    paddingBox: Rect2D(x: 10, y: 10, width: 380, height: 280),
    contentBox: Rect2D(x: 30, y: 20, width: 330, height: 260),
    cornerRadii: .init(
      topLeft: Size2D(width: 40, height: 40), topRight: Size2D(width: 40, height: 40),
      bottomRight: Size2D(width: 40, height: 40), bottomLeft: Size2D(width: 40, height: 40)),
    referencedShapes: [
      "#line": BezierPath(try! PathData(svg: "M 0 0 L 100 0")),
      "#square": BezierPath(try! PathData(svg: "M 0 0 H 100 V 100 H 0 Z")),
    ])

  /// Where the element's centre (its anchor) lands.
  static func centre(_ css: String, in layout: CSSMotionPath.Layout = layout) throws -> Point2D {
    Point2D(x: 10, y: 10).applying(try CSSMotionPath(css: css).placement(in: layout))
  }

  /// A basic shape sizes and centres in its box: circle(50%) in the padding box is centred at
  /// (200, 150) with radius half of √((380² + 280²)/2), starting at its rightmost point; in the
  /// border box (the default) the radius is half of √((400² + 300²)/2).
  @Test func shapesResolveInTheirBox() throws {
    let padding = 0.5 * ((380.0 * 380 + 280 * 280) / 2).squareRoot()
    Placement.expectClose(
      try Self.centre("circle(50%) padding-box 0% 0deg"), 200 + padding, 150)
    let border = 0.5 * ((400.0 * 400 + 300 * 300) / 2).squareRoot()
    Placement.expectClose(
      try Self.centre("circle(50%) 0% 0deg"), 200 + border, 150)
    // inset(10px) in the content box: its top edge starts at (40, 30); a quarter of the
    // perimeter 2·(310 + 240) = 1100 is 275 along the 310-long top edge.
    Placement.expectClose(
      try Self.centre("inset(10px) content-box 25% 0deg"), 315, 30)
  }

  /// A box alone is its outline, rounded by the corner radii less the gap between the boxes:
  /// the border box's corners are 40, the padding box's 30; the content box's left ones
  /// 40 − 30 = 10 across, its right ones 40 − 40 = 0 (square), all 40 − 20 = 20 down. Each
  /// starts right of its top-left arc and heads right.
  @Test func aBoxAloneIsItsRoundedOutline() throws {
    Placement.expectClose(try Self.centre("border-box 0%"), 40, 0)
    Placement.expectClose(try Self.centre("padding-box 0%"), 40, 10)
    Placement.expectClose(try Self.centre("content-box 0%"), 40, 20)
    // The content box's top edge runs straight from x = 40 to its square top-right corner
    // at 360: 250 along it, then 10 down the right edge.
    Placement.expectClose(try Self.centre("content-box 250px 0deg"), 290, 20)
    Placement.expectClose(try Self.centre("content-box 330px 0deg"), 360, 30)
    // Square corners: a plain rectangle from the top-left corner; 330 + 260 = 590 is the
    // bottom-right corner, half of the 1180 perimeter.
    var square = Self.layout
    square.cornerRadii = .square
    Placement.expectClose(
      try Self.centre("content-box 50% 0deg", in: square), 360, 280)
    // A box given with a negative size is the same box, standardized.
    var flipped = Self.layout
    flipped.paddingBox = Rect2D(x: 390, y: 290, width: -380, height: -280)
    #expect(flipped.rectangle(of: .paddingBox) == Rect2D(x: 10, y: 10, width: 380, height: 280))
    Placement.expectClose(try Self.centre("padding-box 0%", in: flipped), 40, 10)
    // `fill-box` is the content box, `view-box` the border box.
    Placement.expectClose(try Self.centre("fill-box 0%"), 40, 20)
    Placement.expectClose(try Self.centre("view-box 0%"), 40, 0)
  }

  /// `ray()` starts at its box's centre and measures its size to that box's sides; `path()`
  /// counts from the box's corner.
  @Test func raysAndPathsUseTheirBox() throws {
    Placement.expectClose(
      try Self.centre("ray(90deg closest-side) padding-box 100% 0deg"), 340, 150)
    Placement.expectClose(
      try Self.centre("ray(90deg closest-side) 100% 0deg"), 350, 150)
    Placement.expectClose(
      try Self.centre("ray(180deg farthest-side) content-box 100% 0deg"), 195, 315)
    Placement.expectClose(
      try Self.centre("path('M 10 10 H 100') content-box 0%"), 40, 30)
    Placement.expectClose(try Self.centre("path('M 10 10 H 100') 0%"), 10, 10)
  }

  /// `url()` takes the layout's geometry in its box: an open shape clamps, a closed one wraps;
  /// an address the layout lacks is `path("m 0 0")`: the box's corner, heading along x.
  @Test func referencesResolveThroughTheLayout() throws {
    Placement.expectClose(
      try Self.centre("url(#line) content-box 150% 0deg"), 130, 20)
    Placement.expectClose(
      try Self.centre("url(#square) content-box 125% 0deg"), 130, 20)
    Placement.expectClose(
      try Self.centre("url(#square) padding-box 50% 0deg"), 110, 110)
    let missing = try CSSMotionPath(css: "url(#gone) padding-box 40% auto")
    let placement = missing.placement(in: Self.layout)
    Placement.expectClose(Point2D(x: 10, y: 10).applying(placement), 10, 10)
    #expect(placement.a == 1 && placement.b == 0)
    #expect(missing.measuredPath(in: Self.layout)?.length == 0)
  }

  /// Paths in the same box interpolate; in different boxes (an omitted one counting as
  /// `border-box`) they go discretely, box and all; `url()` and a box alone go discretely.
  @Test func interpolationKeepsToOneBox() throws {
    func mix(_ a: String, _ b: String, _ progress: Double) throws -> String {
      CSSMotionPath.interpolate(
        from: try CSSMotionPath(css: a), to: try CSSMotionPath(css: b), progress: progress
      ).description
    }
    #expect(
      try mix("circle(10px) padding-box", "circle(30px) padding-box", 0.5)
        == "circle(20px) padding-box")
    #expect(try mix("circle(10px)", "circle(30px) border-box", 0.25) == "circle(15px)")
    #expect(
      try mix("circle(10px) padding-box", "circle(30px)", 0.25)
        == "circle(10px) padding-box")
    #expect(try mix("circle(10px) padding-box", "circle(30px)", 0.5) == "circle(30px)")
    #expect(try mix("url(#a)", "url(#b)", 0.4) == ##"url("#a")"##)
    #expect(try mix("content-box", "padding-box", 0.6) == "padding-box")
  }
}
