import Affine
import Foundation
import Testing

/// The placement tests' comparison of points, to 1e-9.
private typealias Placement = CSSMotionPathPlacementTests

/// Basic shapes as motion paths, in a 400 × 300 containing block: their text, and positions
/// worked by hand from their equivalent paths (Motion Path Level 1 § 3: circles and ellipses
/// start at the rightmost point and run clockwise, rectangles at the left end of the top edge,
/// polygons at their first point; CSS Shapes 1 for radii and insets).
@Suite struct CSSBasicShapeTests {
  static let layout = CSSMotionPath.Layout(
    containingBlock: Size2D(width: 400, height: 300),
    element: Rect2D(x: 0, y: 0, width: 20, height: 20))

  /// The element's centre (its anchor) where the offset puts it.
  static func place(_ css: String) throws -> Point2D {
    Point2D(x: 10, y: 10).applying(try CSSMotionPath(css: css).placement(in: layout))
  }

  @Test(arguments: [
    ("circle()", "circle()"),
    ("circle(50px at left top)", "circle(50px at left top)"),
    (
      "ellipse(closest-side farthest-side at 20% 30%)",
      "ellipse(closest-side farthest-side at 20% 30%)"
    ),
    ("inset(10px 20px 10px 20px round 5px)", "inset(10px 20px round 5px)"),
    ("inset(10px)", "inset(10px)"),
    ("rect(10px auto 50% 0px round 2px 4px)", "rect(10px auto 50% 0px round 2px 4px)"),
    ("xywh(0px 0px 100% 50px)", "xywh(0px 0px 100% 50px)"),
    (
      "polygon(evenodd, 0px 0px, 100px 0px, 50% 100%)",
      "polygon(evenodd, 0px 0px, 100px 0px, 50% 100%)"
    ),
    ("polygon(nonzero,0 0,1px 1px)", "polygon(0px 0px, 1px 1px)"),
  ])
  func shapesReadAndPrint(specified: String, expected: String) throws {
    let offset = try CSSMotionPath(css: specified)
    #expect(offset.description == expected)
    #expect(try CSSMotionPath(css: offset.description) == offset)
  }

  /// A circle of radius 100 about the block's centre (200, 150): from its rightmost point,
  /// clockwise (down first on screen), a quarter of 200π reaching the bottom; distances wrap.
  @Test func circlesRunClockwiseFromTheRight() throws {
    Placement.expectClose(try Self.place("circle(100px) 0% 0deg"), 300, 150)
    Placement.expectClose(try Self.place("circle(100px) 25% 0deg"), 200, 250)
    Placement.expectClose(try Self.place("circle(100px) 125% 0deg"), 200, 250)
    Placement.expectClose(
      try Self.place("circle(100px) 50px 0deg"), 200 + 100 * cos(0.5), 150 + 100 * sin(0.5))
    // auto at the start: heading down, a quarter turn: the element's right (20, 10) goes down.
    let right = Point2D(x: 20, y: 10).applying(
      try CSSMotionPath(css: "circle(100px)").placement(in: Self.layout))
    Placement.expectClose(right, 300, 160)
    // closest-side from the centre of 400 × 300 is 150; 50% is of √((400² + 300²)/2).
    Placement.expectClose(try Self.place("circle() 0% 0deg"), 350, 150)
    Placement.expectClose(
      try Self.place("circle(50%) 0% 0deg"), 200 + 125_000.0.squareRoot() / 2, 150)
    // Without `at`, the starting position is the centre.
    Placement.expectClose(try Self.place("left top circle(50px) 0% 0deg"), 50, 0)
  }

  /// An ellipse of radii 100 and 50: half its perimeter is its leftmost point.
  @Test func ellipses() throws {
    Placement.expectClose(try Self.place("ellipse(100px 50px) 0% 0deg"), 300, 150)
    Placement.expectClose(
      try Self.place("ellipse(100px 50px) 50% 0deg"), 100, 150)
    Placement.expectClose(
      try Self.place("ellipse(10% farthest-side at 0px 0px) 0% 0deg"), 40, 0)
  }

  /// Rectangles from the left end of the top edge, clockwise: inset(10px 20px 30px 40px) spans
  /// (40, 10)–(380, 270), 1,200 around; half way is the bottom-right corner.
  @Test func rectangles() throws {
    Placement.expectClose(
      try Self.place("inset(10px 20px 30px 40px) 0% 0deg"), 40, 10)
    Placement.expectClose(
      try Self.place("inset(10px 20px 30px 40px) 50% 0deg"), 380, 270)
    Placement.expectClose(
      try Self.place("inset(10px 20px 30px 40px) 400px 0deg"), 380, 70)
    // Rounded by 20: the path starts right of the corner; its length is 1040 + 40π.
    Placement.expectClose(
      try Self.place("inset(10px 20px 30px 40px round 20px) 0% 0deg"), 60, 10)
    Placement.expectClose(
      try Self.place("inset(10px 20px 30px 40px round 20px) 300px 0deg"), 360, 10)
    let quarter = 300 + 5 * Double.pi  // half way round the top-right corner
    let corner = try Self.place("inset(10px 20px 30px 40px round 20px) \(quarter)px 0deg")
    Placement.expectClose(
      corner, 360 + 20 * cos(-Double.pi / 4), 30 + 20 * sin(-Double.pi / 4))
    // Insets over the box's height shrink in proportion: 300 and 100 become 225 and 75.
    Placement.expectClose(
      try Self.place("inset(300px 0px 100px) 0% 0deg"), 0, 225)
    Placement.expectClose(
      try Self.place("rect(10px auto 50% 0px) 0% 0deg"), 0, 10)
    Placement.expectClose(
      try Self.place("rect(10px auto 50% 0px) 400px 0deg"), 400, 10)
    Placement.expectClose(
      try Self.place("xywh(10px 20px 100px 50px) 150px 0deg"), 110, 70)
    // Radii too big for the sides shrink together: 40 + 40 over a height of 50 scale by 5/8.
    Placement.expectClose(
      try Self.place("xywh(0px 0px 100px 50px round 40px) 0% 0deg"), 25, 0)
  }

  /// Shapes built in code with other counts than CSS writes: fewer sides or radii expand as
  /// CSS expands them, more count by their first four, none are zeros (or `auto` edges); a
  /// polygon without points is an empty path. None traps.
  @Test func shapesBuiltInCodeWithOtherCounts() {
    let box = Size2D(width: 400, height: 300)
    let two = CSSBasicShape.inset(insets: [.pixels(10), .pixels(20)], radii: [.pixels(5)])
    let four = CSSBasicShape.inset(
      insets: [.pixels(10), .pixels(20), .pixels(10), .pixels(20)],
      radii: [.pixels(5), .pixels(5), .pixels(5), .pixels(5)])
    #expect(two.path(in: box) == four.path(in: box))
    #expect(CSSBasicShape.inset(insets: [], radii: []).path(in: box).subpaths[0].start == .zero)
    #expect(CSSBasicShape.rect(edges: [], radii: nil).path(in: box).subpaths[0].start == .zero)
    #expect(CSSBasicShape.polygon(points: [], evenOdd: false).path(in: box).isEmpty)
    let many = CSSBasicShape.inset(insets: Array(repeating: .pixels(1), count: 9), radii: nil)
    #expect(many.path(in: box).subpaths[0].start == Point2D(x: 1, y: 1))
    #expect(
      CSSBasicShape.interpolate(from: two, to: four, progress: 0.5)?.path(in: box)
        == four.path(in: box))
  }

  /// A polygon from its first point, closed back to it.
  @Test func polygons() throws {
    let triangle = "polygon(0px 0px, 100px 0px, 100px 100px)"
    Placement.expectClose(try Self.place("\(triangle) 0% 0deg"), 0, 0)
    Placement.expectClose(try Self.place("\(triangle) 150px 0deg"), 100, 50)
    let perimeter = 200 + 20_000.0.squareRoot()
    let back = try Self.place("\(triangle) \(perimeter - 10 * 2.0.squareRoot())px 0deg")
    Placement.expectClose(back, 10, 10)
  }
}

/// Basic shapes interpolated as CSS Shapes 1 defines it: values worked by hand, and the
/// `inset()` that `rect()` and `xywh()` compute to checked against the shapes themselves (both
/// placed along their paths by separate code).
@Suite struct CSSBasicShapeInterpolationTests {
  static func shape(_ css: String) -> CSSBasicShape {
    guard case .shape(let shape) = try! CSSMotionPath(css: css).path else {
      fatalError("not a basic shape: \(css)")
    }
    return shape
  }

  static func mix(_ from: String, _ to: String, _ progress: Double) -> String? {
    CSSBasicShape.interpolate(from: shape(from), to: shape(to), progress: progress)?.description
  }

  @Test func shapesOfOneKind() {
    #expect(Self.mix("circle(10px)", "circle(30px)", 0.25) == "circle(15px)")
    #expect(Self.mix("circle(10px at left top)", "circle(30px)", 0.5) == "circle(20px at 25% 25%)")
    #expect(Self.mix("circle()", "circle(closest-side)", 0.5) == "circle()")
    #expect(Self.mix("circle(closest-side)", "circle(farthest-side)", 0.5) == nil)
    #expect(Self.mix("ellipse(10px 20px)", "ellipse(30px 40px)", 0.5) == "ellipse(20px 30px)")
    #expect(Self.mix("inset(10px)", "inset(20px round 4px)", 0.5) == "inset(15px round 2px)")
    #expect(
      Self.mix("polygon(0px 0px, 10px 0px)", "polygon(10px 10px, 30px 20px)", 0.5)
        == "polygon(5px 5px, 20px 10px)")
    #expect(
      Self.mix("polygon(0px 0px, 10px 0px)", "polygon(0px 0px, 1px 1px, 2px 2px)", 0.5) == nil)
    #expect(Self.mix("polygon(evenodd, 0px 0px)", "polygon(0px 0px)", 0.5) == nil)
    #expect(Self.mix("circle(10px)", "inset(10px)", 0.5) == nil)
  }

  /// rect() and xywh() interpolate as their inset() forms.
  @Test func rectanglesAsInsets() {
    #expect(
      Self.mix("rect(10px 90px 80px 0px)", "inset(0px)", 0.5)
        == "inset(5px calc(50% - 45px) calc(50% - 40px) 0px)")
    #expect(
      Self.mix("xywh(10px 20px 100px 50px)", "xywh(10px 20px 100px 50px)", 0.5)
        == "inset(20px calc(100% - 110px) calc(100% - 70px) 10px)")
  }

  /// The inset() forms draw the same rectangles: positions along each pair agree.
  @Test(arguments: [
    ("rect(10px 90px 80px 0px)", "inset(10px calc(100% - 90px) calc(100% - 80px) 0px)"),
    ("rect(auto auto 50% 20%)", "inset(0px 0px 50% 20%)"),
    (
      "xywh(10px 20px 100px 50px round 5px)",
      "inset(20px calc(100% - 110px) calc(100% - 70px) 10px round 5px)"
    ),
  ])
  func insetFormsDrawTheSameRectangles(shape: String, inset: String) throws {
    let layout = CSSMotionPath.Layout(
      containingBlock: Size2D(width: 400, height: 300),
      element: Rect2D(x: 0, y: 0, width: 2, height: 2))
    for percent in stride(from: 0, through: 95, by: 5) {
      let a = Point2D(x: 1, y: 1).applying(
        try CSSMotionPath(css: "\(shape) \(percent)% 0deg").placement(in: layout))
      let b = Point2D(x: 1, y: 1).applying(
        try CSSMotionPath(css: "\(inset) \(percent)% 0deg").placement(in: layout))
      #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9, "\(percent)%: \(a) ≠ \(b)")
    }
  }

  /// Through the offset shorthand: shapes interpolate inside offset-path.
  @Test func insideTheShorthand() throws {
    let mixed = CSSMotionPath.interpolate(
      from: try CSSMotionPath(css: "circle(10px) 0%"),
      to: try CSSMotionPath(css: "circle(30px) 100%"),
      progress: 0.5)
    #expect(mixed.description == "circle(20px) 50%")
  }
}
