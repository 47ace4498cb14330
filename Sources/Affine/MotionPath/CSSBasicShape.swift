/// A CSS `<basic-shape>` as a motion path: `circle()`, `ellipse()`, `inset()`, `rect()`,
/// `xywh()` or `polygon()`, resolved in a reference box into its equivalent path (Motion Path
/// Level 1, § 3): a closed loop that starts at the circle's or ellipse's rightmost point, at
/// the left end of a rectangle's top edge (right of any rounded corner), or at a polygon's
/// first point, and runs clockwise on screen.
public enum CSSBasicShape: Hashable, Sendable {
  /// The radius of a circle or of one axis of an ellipse.
  public enum Radius: Hashable, Sendable {
    /// To the nearest side of the reference box (the default).
    case closestSide
    /// To the farthest side.
    case farthestSide
    /// A length; a percentage is of the box's width or height for an ellipse's axes, of
    /// √((w² + h²)/2) for a circle.
    case length(CSSLengthPercentage)
  }

  /// A side of `rect()`: a length from the top or left edge, or `auto` (the edge itself).
  public enum Edge: Hashable, Sendable {
    /// The box's own edge: 0% for top and left, 100% for bottom and right.
    case auto
    /// A length from the top or left edge.
    case length(CSSLengthPercentage)
  }

  /// A point of a polygon.
  public struct Point: Hashable, Sendable {
    /// From the box's left edge.
    public var x: CSSLengthPercentage
    /// From the box's top edge.
    public var y: CSSLengthPercentage

    /// Creates a point.
    public init(x: CSSLengthPercentage, y: CSSLengthPercentage) {
      self.x = x
      self.y = y
    }
  }

  /// `circle(<radius>? [at <position>]?)`; a nil center takes the starting position, else the
  /// box's centre.
  case circle(radius: Radius?, center: CSSPosition?)
  /// `ellipse([<radius> <radius>]? [at <position>]?)`.
  case ellipse(radiusX: Radius?, radiusY: Radius?, center: CSSPosition?)
  /// `inset(<top> <right> <bottom> <left> [round <radii>]?)`: distances in from each side; the
  /// corner radii top-left, top-right, bottom-right, bottom-left. Fewer than four of either
  /// expand as CSS expands them (none: all 0), more than four count by their first four.
  case inset(insets: [CSSLengthPercentage], radii: [CSSLengthPercentage]?)
  /// `rect(<top> <right> <bottom> <left> [round <radii>]?)`: each side from the top or left
  /// edge (counts other than four as for ``inset(insets:radii:)``, none: all `auto`).
  case rect(edges: [Edge], radii: [CSSLengthPercentage]?)
  /// `xywh(<x> <y> <width> <height> [round <radii>]?)`.
  case xywh(
    x: CSSLengthPercentage, y: CSSLengthPercentage, width: CSSLengthPercentage,
    height: CSSLengthPercentage, radii: [CSSLengthPercentage]?)
  /// `polygon([evenodd,]? <point>#)`; without points, an empty path.
  case polygon(points: [Point], evenOdd: Bool)

  /// The shape's equivalent path in a box of `box`'s size (pixels from its top-left corner),
  /// `start` standing for an omitted `at <position>`.
  public func path(in box: Size2D, start: Point2D? = nil) -> BezierPath {
    let (width, height) = (box.width, box.height)
    switch self {
    case .circle(let radius, let center):
      let middle =
        center?.resolved(width: width, height: height) ?? start
        ?? Point2D(x: width / 2, y: height / 2)
      let reference = ((width * width + height * height) / 2).squareRoot()
      let r = Self.resolve(
        radius, at: middle, box: box, reference: reference, horizontal: true, circle: true)
      return Self.ellipsePath(center: middle, radiusX: r, radiusY: r)
    case .ellipse(let radiusX, let radiusY, let center):
      let middle =
        center?.resolved(width: width, height: height) ?? start
        ?? Point2D(x: width / 2, y: height / 2)
      return Self.ellipsePath(
        center: middle,
        radiusX: Self.resolve(
          radiusX, at: middle, box: box, reference: width, horizontal: true, circle: false),
        radiusY: Self.resolve(
          radiusY, at: middle, box: box, reference: height, horizontal: false, circle: false))
    case .inset(let given, let radii):
      let insets = Self.expanded(given, fallback: .zero)
      var (top, right, bottom, left) = (
        insets[0].resolved(against: height), insets[1].resolved(against: width),
        insets[2].resolved(against: height), insets[3].resolved(against: width)
      )
      // Insets adding up to more than the box shrink in proportion to fit it (CSS Shapes 1).
      if left + right > width, left + right > 0 {
        let scale = width / (left + right)
        (left, right) = (left * scale, right * scale)
      }
      if top + bottom > height, top + bottom > 0 {
        let scale = height / (top + bottom)
        (top, bottom) = (top * scale, bottom * scale)
      }
      return Self.roundedRectangle(
        left: left, top: top, right: width - right, bottom: height - bottom, radii: radii)
    case .rect(let given, let radii):
      let edges = Self.expanded(given, fallback: .auto)
      func side(_ edge: Edge, _ reference: Double, auto: Double) -> Double {
        if case .length(let length) = edge { return length.resolved(against: reference) }
        return auto
      }
      let top = side(edges[0], height, auto: 0)
      let left = side(edges[3], width, auto: 0)
      let right = max(side(edges[1], width, auto: width), left)
      let bottom = max(side(edges[2], height, auto: height), top)
      return Self.roundedRectangle(left: left, top: top, right: right, bottom: bottom, radii: radii)
    case .xywh(let x, let y, let boxWidth, let boxHeight, let radii):
      let left = x.resolved(against: width)
      let top = y.resolved(against: height)
      return Self.roundedRectangle(
        left: left, top: top, right: left + max(boxWidth.resolved(against: width), 0),
        bottom: top + max(boxHeight.resolved(against: height), 0), radii: radii)
    case .polygon(let points, _):
      guard !points.isEmpty else { return BezierPath() }
      let corners = points.map {
        Point2D(x: $0.x.resolved(against: width), y: $0.y.resolved(against: height))
      }
      let segments = zip(corners, corners.dropFirst()).map { PathSegment.line(from: $0, to: $1) }
      return BezierPath(subpaths: [
        BezierPath.Subpath(
          start: corners[0],
          segments: segments + [.line(from: corners[corners.count - 1], to: corners[0])],
          isClosed: true)
      ])
    }
  }

  /// A radius in pixels: a keyword measured from `center` to the box's sides (both axes for a
  /// circle, one for an ellipse's axis), a length against `reference`.
  static func resolve(
    _ radius: Radius?, at center: Point2D, box: Size2D, reference: Double, horizontal: Bool,
    circle: Bool
  ) -> Double {
    let across = [abs(center.x), abs(box.width - center.x)]
    let down = [abs(center.y), abs(box.height - center.y)]
    let sides = circle ? across + down : horizontal ? across : down
    switch radius ?? .closestSide {
    case .closestSide: return sides.min()!
    case .farthestSide: return sides.max()!
    case .length(let length): return max(length.resolved(against: reference), 0)
    }
  }

  /// A circle or ellipse from its rightmost point, four quarter arcs clockwise, closed.
  static func ellipsePath(center: Point2D, radiusX: Double, radiusY: Double) -> BezierPath {
    let quarters = (0..<4).map { quarter in
      PathSegment.arc(
        EllipticalArc(
          center: center, radiusX: radiusX, radiusY: radiusY, rotation: 0,
          startAngle: Double(quarter) * .pi / 2, sweepAngle: .pi / 2))
    }
    let rightmost = Point2D(x: center.x + radiusX, y: center.y)
    return BezierPath(subpaths: [
      BezierPath.Subpath(
        start: rightmost, segments: quarters + [.line(from: quarters[3].end, to: rightmost)],
        isClosed: true)
    ])
  }

  /// A rectangle from the left end of its top edge, clockwise, its corners rounded by `radii`
  /// (top-left, top-right, bottom-right, bottom-left; each horizontal radius a percentage of the
  /// width, each vertical one of the height) shrunk together until adjacent corners fit each
  /// side (CSS Backgrounds 3, "Overlapping curves").
  static func roundedRectangle(
    left: Double, top: Double, right: Double, bottom: Double, radii: [CSSLengthPercentage]?
  ) -> BezierPath {
    let (width, height) = (right - left, bottom - top)
    let corners4 = expanded(radii ?? [], fallback: .zero)
    return roundedRectangle(
      left: left, top: top, right: right, bottom: bottom,
      radii: (
        horizontal: corners4.map { $0.resolved(against: width) },
        vertical: corners4.map { $0.resolved(against: height) }
      ))
  }

  /// ``roundedRectangle(left:top:right:bottom:radii:)`` with each corner's horizontal and
  /// vertical radius in pixels (negative ones count as 0), in the same corner order.
  static func roundedRectangle(
    left: Double, top: Double, right: Double, bottom: Double,
    radii: (horizontal: [Double], vertical: [Double])
  ) -> BezierPath {
    let (width, height) = (right - left, bottom - top)
    var horizontal = radii.horizontal.map { max($0, 0) }
    var vertical = radii.vertical.map { max($0, 0) }
    let sums = [
      (width, horizontal[0] + horizontal[1]), (height, vertical[1] + vertical[2]),
      (width, horizontal[2] + horizontal[3]), (height, vertical[3] + vertical[0]),
    ]
    let scale = sums.reduce(1.0) { scale, pair in pair.1 > 0 ? min(scale, pair.0 / pair.1) : scale }
    horizontal = horizontal.map { $0 * scale }
    vertical = vertical.map { $0 * scale }
    let corners = [
      Point2D(x: right - horizontal[1], y: top + vertical[1]),
      Point2D(x: right - horizontal[2], y: bottom - vertical[2]),
      Point2D(x: left + horizontal[3], y: bottom - vertical[3]),
      Point2D(x: left + horizontal[0], y: top + vertical[0]),
    ]
    // Each edge, then the corner after it (a quarter of an ellipse, clockwise) when rounded.
    let edgeEnds = [
      Point2D(x: right - horizontal[1], y: top), Point2D(x: right, y: bottom - vertical[2]),
      Point2D(x: left + horizontal[3], y: bottom), Point2D(x: left, y: top + vertical[0]),
    ]
    let radiusIndex = [1, 2, 3, 0]
    let start = Point2D(x: left + horizontal[0], y: top)
    var segments: [PathSegment] = []
    var current = start
    for side in 0..<4 {
      segments.append(.line(from: current, to: edgeEnds[side]))
      current = edgeEnds[side]
      let corner = radiusIndex[side]
      if horizontal[corner] > 0 && vertical[corner] > 0 {
        let arc = EllipticalArc(
          center: corners[side], radiusX: horizontal[corner], radiusY: vertical[corner],
          rotation: 0, startAngle: Double(side - 1) * .pi / 2, sweepAngle: .pi / 2)
        segments.append(.arc(arc))
        current = arc.point(atAngle: Double(side) * .pi / 2)
      }
    }
    // The close: of zero length, as the last corner (or the left edge) ends at the start.
    segments.append(.line(from: current, to: start))
    return BezierPath(subpaths: [
      BezierPath.Subpath(start: start, segments: segments, isClosed: true)
    ])
  }
}
