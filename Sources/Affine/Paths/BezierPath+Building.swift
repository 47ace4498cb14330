extension BezierPath {
  /// Starts a new subpath at `point`.
  ///
  /// - Precondition: the coordinates are finite.
  public mutating func move(to point: Point2D) {
    Self.checkFinite(point, "point")
    subpaths.append(Subpath(start: point))
  }

  /// Adds a straight line from the current point to `point`.
  ///
  /// - Precondition: the coordinates are finite. Without a current point, the path starts at
  ///   (0, 0), as SVG does.
  public mutating func addLine(to point: Point2D) {
    Self.checkFinite(point, "point")
    append(.line(from: startOfNextSegment(), to: point))
  }

  /// Adds a quadratic bézier from the current point to `point`.
  ///
  /// - Precondition: the coordinates are finite.
  public mutating func addQuadCurve(to point: Point2D, control: Point2D) {
    Self.checkFinite(point, "point")
    Self.checkFinite(control, "control")
    append(.quadratic(from: startOfNextSegment(), control: control, to: point))
  }

  /// Adds a cubic bézier from the current point to `point`.
  ///
  /// - Precondition: the coordinates are finite.
  public mutating func addCurve(to point: Point2D, control1: Point2D, control2: Point2D) {
    Self.checkFinite(point, "point")
    Self.checkFinite(control1, "control1")
    Self.checkFinite(control2, "control2")
    append(.cubic(from: startOfNextSegment(), control1: control1, control2: control2, to: point))
  }

  /// Adds an elliptical arc from the current point to `point` as SVG's `A` command draws it
  /// (SVG 2, "Implementation notes", "Elliptical arc implementation notes"): negative radii
  /// count as their magnitudes; a zero radius draws a straight line; an arc that ends where it
  /// starts draws nothing; radii too small to reach `point` grow, keeping their ratio, until
  /// they just do; `rotation` (degrees) turns the ellipse's x axis; the flags choose the larger
  /// or smaller arc and the direction of increasing angle (`sweep`).
  ///
  /// An ellipse whose parameters exceed the double range (radii near 1e308 beside a chord near
  /// 1e-308) is drawn as its chord.
  ///
  /// - Precondition: every number is finite.
  public mutating func addArc(
    to point: Point2D, radiusX: Double, radiusY: Double, rotation: Double, largeArc: Bool,
    sweep: Bool
  ) {
    Self.checkFinite(point, "point")
    precondition(
      radiusX.isFinite && radiusY.isFinite && rotation.isFinite,
      "BezierPath: radiusX, radiusY and rotation must be finite, got \(radiusX), \(radiusY), "
        + "\(rotation)")
    let start = startOfNextSegment()
    guard start != point else { return }
    guard
      let arc = EllipticalArc(
        svgFrom: start, to: point, radiusX: radiusX, radiusY: radiusY, rotation: rotation,
        largeArc: largeArc, sweep: sweep)
    else {
      append(.line(from: start, to: point))
      return
    }
    append(.arc(arc))
  }

  /// Closes the current subpath with a straight line back to its start (of zero length when
  /// it ends there already). Does nothing before the first move or on a closed subpath.
  public mutating func closeSubpath() {
    guard let last = subpaths.last, !last.isClosed else { return }
    subpaths[subpaths.count - 1].segments.append(.line(from: last.end, to: last.start))
    subpaths[subpaths.count - 1].isClosed = true
  }

  /// Where the next segment starts; after a close, SVG starts a new subpath at the closed
  /// one's start.
  mutating func startOfNextSegment() -> Point2D {
    guard let last = subpaths.last else {
      subpaths.append(Subpath(start: .zero))
      return .zero
    }
    if last.isClosed { subpaths.append(Subpath(start: last.start)) }
    return subpaths[subpaths.count - 1].end
  }

  mutating func append(_ segment: PathSegment) {
    subpaths[subpaths.count - 1].segments.append(segment)
  }

  static func checkFinite(_ point: Point2D, _ name: String) {
    precondition(
      point.x.isFinite && point.y.isFinite,
      "BezierPath: \(name) must be finite, got (\(point.x), \(point.y))")
  }
}
