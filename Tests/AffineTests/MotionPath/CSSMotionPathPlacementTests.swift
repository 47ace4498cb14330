import Affine
import Foundation
import Testing

/// The offset transform, against positions worked by hand from Motion Path Level 1 (W3C
/// Working Draft, 5 November 2024): § 2.2.1's unclosed and closed examples (boxes at −280% and
/// 190% of `m 0 0 h 200 v 150`, with and without `z`), § 2.1.1's ray sizes, § 2.5's rotations
/// and § 2.7's order (translate the anchor onto the offset position, then rotate about it).
@Suite struct CSSMotionPathPlacementTests {
  static let block = Size2D(width: 400, height: 300)

  static func layout(_ element: Rect2D, origin: CSSPosition = .center) -> CSSMotionPath.Layout {
    CSSMotionPath.Layout(containingBlock: block, element: element, transformOrigin: origin)
  }

  static func place(
    _ css: String, _ point: Point2D, element: Rect2D = Rect2D(x: 0, y: 0, width: 100, height: 40),
    origin: CSSPosition = .center
  ) throws -> Point2D {
    point.applying(try CSSMotionPath(css: css).placement(in: layout(element, origin: origin)))
  }

  static func expectClose(
    _ point: Point2D, _ x: Double, _ y: Double, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      abs(point.x - x) < 1e-9 && abs(point.y - y) < 1e-9, "\(point) ≠ (\(x), \(y))",
      sourceLocation: sourceLocation)
  }

  static let topLeft = CSSPosition(
    horizontal: .edge(.left, offset: nil), vertical: .edge(.top, offset: nil))

  /// The unclosed path clamps: −280% is the start, 190% the end (200, 150), heading down.
  /// The closed path wraps: −280% of 600 is 120 (on the top edge), 190% is 540, 190 points
  /// back along the closing diagonal from (200, 150) toward (0, 0): (48, 36).
  @Test func distancesClampOnOpenPathsAndWrapOnClosedOnes() throws {
    let corner = Point2D(x: 0, y: 0)
    let open = "path('m 0 0 h 200 v 150')"
    Self.expectClose(try Self.place("\(open) -280% 0deg", corner, origin: Self.topLeft), 0, 0)
    Self.expectClose(try Self.place("\(open) 190% 0deg", corner, origin: Self.topLeft), 200, 150)
    let closed = "path('m 0 0 h 200 v 150 z')"
    Self.expectClose(try Self.place("\(closed) -280% 0deg", corner, origin: Self.topLeft), 120, 0)
    Self.expectClose(try Self.place("\(closed) 190% 0deg", corner, origin: Self.topLeft), 48, 36)
    Self.expectClose(try Self.place("\(closed) 100% 0deg", corner, origin: Self.topLeft), 0, 0)
  }

  /// offset-rotate: `auto` turns the element with the path (down the right edge: a quarter
  /// turn, so the element's right points down), `reverse` half a turn more, an angle alone
  /// ignores the path; the anchor (the element's centre by default) stays on the path.
  @Test func rotationsTurnAboutTheAnchor() throws {
    let path = "path('M 0 0 H 200 V 150')"
    let centre = Point2D(x: 50, y: 20)
    let right = Point2D(x: 100, y: 20)
    Self.expectClose(try Self.place("\(path) 250px", centre), 200, 50)
    Self.expectClose(try Self.place("\(path) 250px", right), 200, 100)
    Self.expectClose(try Self.place("\(path) 250px reverse", right), 200, 0)
    Self.expectClose(try Self.place("\(path) 250px auto -90deg", right), 250, 50)
    Self.expectClose(try Self.place("\(path) 250px 180deg", right), 150, 50)
    Self.expectClose(try Self.place("\(path) 250px 0.25turn", right), 200, 100)
    // An anchor at the element's top-left corner puts that corner on the path.
    Self.expectClose(try Self.place("\(path) 100px 0deg / left top", .zero), 100, 0)
    Self.expectClose(try Self.place("\(path) 100px 0deg / 100% 50%", right), 100, 0)
  }

  /// Where a path() starts: the block's corner without a starting position, the element's own
  /// corner for `auto`, the given point otherwise.
  @Test func pathsStartAtTheStartingPosition() throws {
    let element = Rect2D(x: 30, y: 70, width: 100, height: 40)
    let centre = Point2D(x: 50, y: 20)
    Self.expectClose(try Self.place("path('M 10 10 H 50') 0%", centre, element: element), 10, 10)
    Self.expectClose(
      try Self.place("auto path('M 10 10 H 50') 0%", centre, element: element), 40, 80)
    Self.expectClose(
      try Self.place("right bottom path('M 10 10 H 50') 0%", centre, element: element), 410, 310)
  }

  /// ray(): from the block's centre (200, 150) by default; 45deg points up and right, and
  /// `auto` turns the element by 45° − 90°.
  @Test func raysRunAtTheirBearing() throws {
    let centre = Point2D(x: 50, y: 20)
    let half = 0.5.squareRoot()
    // closest-side from the centre of 400 × 300 is 150.
    Self.expectClose(
      try Self.place("ray(45deg) 100% 0deg", centre), 200 + 150 * half, 150 - 150 * half)
    Self.expectClose(try Self.place("ray(180deg) 100% 0deg", centre), 200, 300)
    // Beyond 100%: a ray without contain is unbounded.
    Self.expectClose(try Self.place("ray(90deg) 300px 0deg", centre), 500, 150)
    // contain shortens by half the larger side (50) and clamps.
    Self.expectClose(try Self.place("ray(90deg contain) 300px 0deg", centre), 300, 150)
    // auto: 45° − 90° = −45°; the element's right end (50 right of its centre) goes up-right.
    let tip = try Self.place("ray(45deg) 0%", Point2D(x: 100, y: 20))
    Self.expectClose(tip, 200 + 50 * half, 150 - 50 * half)
    // `at` overrides the starting position.
    Self.expectClose(try Self.place("ray(0deg at left top) 50px 0deg", centre), 0, -50)
  }

  /// § 2.1.1's sizes from (50, 20) in the 400 × 300 block: sides at 50, 350, 20, 280; corners
  /// at √(50² + 20²) … √(350² + 280²); `sides` where the ray leaves the block.
  static let raySizeCases: [(String, Double, Double)] = [
    ("closest-side", 0, 20),
    ("farthest-side", 0, 350),
    ("closest-corner", 0, (2500.0 + 400).squareRoot()),
    ("farthest-corner", 0, (122_500.0 + 78_400).squareRoot()),
    ("sides", 0, 20),
    ("sides", 90, 350),
    ("sides", 180, 280),
    ("sides", 270, 50),
    ("sides", 45, 20 * 2.0.squareRoot()),
  ]

  @Test(arguments: raySizeCases)
  func raySizes(size: String, degrees: Double, length: Double) throws {
    let start = try Self.place(
      "50px 20px ray(\(CSSNumber(degrees))deg \(size)) 0% 0deg", Point2D(x: 50, y: 20))
    let end = try Self.place(
      "50px 20px ray(\(CSSNumber(degrees))deg \(size)) 100% 0deg", Point2D(x: 50, y: 20))
    let reach = ((end.x - start.x) * (end.x - start.x) + (end.y - start.y) * (end.y - start.y))
      .squareRoot()
    #expect(abs(reach - length) < 1e-9, "\(size) at \(degrees)deg: \(reach)")
  }

  /// A start outside the block: `sides` is 0, closest-side measures to the sides' lines.
  @Test func raysFromOutside() throws {
    let centre = Point2D(x: 50, y: 20)
    Self.expectClose(try Self.place("-100px 150px ray(90deg sides) 100% 0deg", centre), -100, 150)
    Self.expectClose(
      try Self.place("-100px 150px ray(90deg closest-side) 100% 0deg", centre), 0, 150)
  }

  /// offset-path: none leaves the element where it is laid out.
  @Test func noPathNoTransform() throws {
    let element = Rect2D(x: 30, y: 70, width: 100, height: 40)
    Self.expectClose(
      try Self.place("none 50px 30deg", Point2D(x: 5, y: 5), element: element), 35, 75)
  }
}

/// A number as CSS text for building test strings.
private func CSSNumber(_ value: Double) -> String {
  value == value.rounded() ? String(Int(value)) : String(value)
}
