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
    var walker = PathDataWalker()
    for command in data.commands {
      switch walker.step(command) {
      case .move(let point):
        if let last = subpaths.last, last.segments.isEmpty, !last.isClosed {
          subpaths.removeLast()
        }
        move(to: point)
      case .line(let point): addLine(to: point)
      case .quadratic(let control, let end): addQuadCurve(to: end, control: control)
      case .cubic(let control1, let control2, let end):
        addCurve(to: end, control1: control1, control2: control2)
      case .arc(let radiusX, let radiusY, let rotation, let largeArc, let sweep, let end):
        addArc(
          to: end, radiusX: radiusX, radiusY: radiusY, rotation: rotation, largeArc: largeArc,
          sweep: sweep)
      case .close: closeSubpath()
      }
    }
  }
}
