extension PathData {
  /// Whether two paths interpolate command by command (CSS `path()` and SVG 2's `d`
  /// property): the same number of commands, each pair the same command letter once both are
  /// absolute. Otherwise interpolation is discrete.
  public func isInterpolable(with other: PathData) -> Bool {
    commands.count == other.commands.count
      && zip(absolute.commands, other.absolute.commands).allSatisfy {
        $0.letter == $1.letter
      }
  }

  /// The path between two paths at `progress` as CSS interpolates `path()` values (SVG 2, "The
  /// 'd' property"; checked against the web-platform-tests `svg/path/property/d-interpolation-*`):
  /// when ``isInterpolable(with:)``, both made absolute and every number interpolated linearly
  /// (progress outside [0, 1] extrapolates), except the arc flags, which switch at 0.5; the
  /// result is absolute, as the computed value is. Otherwise discrete: `start` before 0.5,
  /// `end` from 0.5 on.
  ///
  /// Extrapolated numbers that leave the double range, or that draw beyond it, give the nearer
  /// end's path instead (the result is always valid path data).
  ///
  /// ```swift
  /// let start = try PathData(svg: "M 20 10 Q 32 42 120 2200")
  /// let end = try PathData(svg: "M 20 10 Q 40 50 200 3000")
  /// let between = PathData.interpolate(from: start, to: end, progress: 0.125)
  /// between.description  // "M 20 10 Q 33 43 130 2300"
  /// ```
  public static func interpolate(from start: PathData, to end: PathData, progress: Double)
    -> PathData
  {
    let nearer = progress < 0.5 ? start : end
    guard start.isInterpolable(with: end), progress.isFinite else { return nearer }
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
    func mix(_ a: Point2D, _ b: Point2D) -> Point2D { Point2D(x: mix(a.x, b.x), y: mix(a.y, b.y)) }
    var commands: [PathCommand] = []
    commands.reserveCapacity(start.commands.count)
    for (from, to) in zip(start.absolute.commands, end.absolute.commands) {
      let operation: PathCommand.Operation
      switch (from.operation, to.operation) {
      case (.move(let a), .move(let b)): operation = .move(to: mix(a, b))
      case (.line(let a), .line(let b)): operation = .line(to: mix(a, b))
      case (.horizontalLine(let a), .horizontalLine(let b)):
        operation = .horizontalLine(toX: mix(a, b))
      case (.verticalLine(let a), .verticalLine(let b)): operation = .verticalLine(toY: mix(a, b))
      case (.cubic(let a1, let a2, let a), .cubic(let b1, let b2, let b)):
        operation = .cubic(control1: mix(a1, b1), control2: mix(a2, b2), to: mix(a, b))
      case (.smoothCubic(let a2, let a), .smoothCubic(let b2, let b)):
        operation = .smoothCubic(control2: mix(a2, b2), to: mix(a, b))
      case (.quadratic(let a1, let a), .quadratic(let b1, let b)):
        operation = .quadratic(control: mix(a1, b1), to: mix(a, b))
      case (.smoothQuadratic(let a), .smoothQuadratic(let b)):
        operation = .smoothQuadratic(to: mix(a, b))
      case (
        .arc(let ax, let ay, let ar, let aLarge, let aSweep, let a),
        .arc(let bx, let by, let br, let bLarge, let bSweep, let b)
      ):
        operation = .arc(
          radiusX: mix(ax, bx), radiusY: mix(ay, by), rotation: mix(ar, br),
          largeArc: progress < 0.5 ? aLarge : bLarge, sweep: progress < 0.5 ? aSweep : bSweep,
          to: mix(a, b))
      default: operation = .close
      }
      commands.append(PathCommand(operation))
    }
    do {
      try validate(commands)
      return PathData(validated: commands)
    } catch {
      return nearer
    }
  }
}
