extension BezierPath {
  /// The geometry SVG path data draws, command by command as SVG 2 defines them: relative
  /// coordinates from the current point, `H` and `V` as lines, `S` and `T` with their reflected
  /// control points, arcs as ``addArc(to:radiusX:radiusY:rotation:largeArc:sweep:)`` draws
  /// them, and a close as a line back to the subpath's start. A move followed by nothing is a
  /// subpath without segments.
  ///
  /// ```swift
  /// let path = BezierPath(try PathData(svg: "M 0 0 H 10 V 10 Z"))
  /// path.subpaths[0].segments.count  // 3
  /// ```
  public init(_ data: PathData) {
    self.init()
    // The control point an `S` (cubic) or `T` (quadratic) reflects, when the previous command
    // left one.
    var cubicControl: Point2D?
    var quadraticControl: Point2D?
    for command in data.commands {
      let current = currentPoint ?? .zero
      let offset = command.isRelative ? current.storage : .zero
      func moved(_ point: Point2D) -> Point2D { Point2D(point.storage + offset) }
      func reflected(_ control: Point2D?) -> Point2D {
        control.map { Point2D(current.storage * 2 - $0.storage) } ?? current
      }
      var nextCubicControl: Point2D?
      var nextQuadraticControl: Point2D?
      switch command.operation {
      case .move(let point):
        if let last = subpaths.last, last.segments.isEmpty, !last.isClosed {
          subpaths.removeLast()
        }
        move(to: moved(point))
      case .line(let point): addLine(to: moved(point))
      case .horizontalLine(let x): addLine(to: Point2D(x: x + offset.x, y: current.y))
      case .verticalLine(let y): addLine(to: Point2D(x: current.x, y: y + offset.y))
      case .cubic(let control1, let control2, let end):
        addCurve(to: moved(end), control1: moved(control1), control2: moved(control2))
        nextCubicControl = moved(control2)
      case .smoothCubic(let control2, let end):
        addCurve(to: moved(end), control1: reflected(cubicControl), control2: moved(control2))
        nextCubicControl = moved(control2)
      case .quadratic(let control, let end):
        addQuadCurve(to: moved(end), control: moved(control))
        nextQuadraticControl = moved(control)
      case .smoothQuadratic(let end):
        let control = reflected(quadraticControl)
        addQuadCurve(to: moved(end), control: control)
        nextQuadraticControl = control
      case .arc(let radiusX, let radiusY, let rotation, let largeArc, let sweep, let end):
        addArc(
          to: moved(end), radiusX: radiusX, radiusY: radiusY, rotation: rotation,
          largeArc: largeArc, sweep: sweep)
      case .close: closeSubpath()
      }
      cubicControl = nextCubicControl
      quadraticControl = nextQuadraticControl
    }
  }
}
