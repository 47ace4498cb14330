import KineticsNumerics

/// A subpath as a run of cubic béziers — the common form two paths take to be morphed into each
/// other: lines and quadratics exactly (degree elevation), elliptical arcs within
/// ``CubicSubpath/largestArcPiece`` radians per cubic.
struct CubicSubpath: Hashable, Sendable {
  /// Where the subpath starts.
  var start: SIMD2<Double>
  /// Three points per cubic: the two control points and the end.
  var points: [SIMD2<Double>]
  /// Whether the subpath closes back to its start with a line (not among ``points``).
  var isClosed: Bool

  /// The largest sweep of an arc drawn by one cubic: π/8 keeps the standard approximation
  /// (control points along the tangents at 4/3·tan(δ/4) of the derivative) within 6.7e-8 of
  /// the ellipse's size (measured in the tests).
  static let largestArcPiece = Double.pi / 8

  /// The number of cubics.
  var count: Int { points.count / 3 }

  /// Where the subpath's cubics end (its start when it has none).
  var end: SIMD2<Double> { points.last ?? start }

  /// `subpath` as cubics; its closing line stays a close unless `keepingClose` is false, when
  /// it becomes a cubic like any line.
  init(_ subpath: BezierPath.Subpath, keepingClose: Bool) {
    start = subpath.start.storage
    points = []
    let closing = subpath.isClosed && keepingClose
    isClosed = closing
    for segment in closing ? subpath.segments.dropLast() : subpath.segments[...] {
      append(segment)
    }
  }

  /// A subpath of `count` cubics, all at `point`: what an unmatched subpath grows from.
  init(collapsedAt point: SIMD2<Double>, count: Int, isClosed: Bool) {
    start = point
    points = Array(repeating: point, count: 3 * count)
    self.isClosed = isClosed
  }

  /// Appends `segment` as one cubic or, for an arc, as many as its sweep needs.
  mutating func append(_ segment: PathSegment) {
    switch segment {
    case .line(let from, let to):
      points += [
        from.storage * (2 / 3) + to.storage * (1 / 3),
        from.storage * (1 / 3) + to.storage * (2 / 3),
        to.storage,
      ]
    case .quadratic(let from, let control, let to):
      points += [
        from.storage * (1 / 3) + control.storage * (2 / 3),
        to.storage * (1 / 3) + control.storage * (2 / 3), to.storage,
      ]
    case .cubic(_, let control1, let control2, let to):
      points += [control1.storage, control2.storage, to.storage]
    case .arc(let arc):
      appendArc(arc, from: segment.start.storage, to: segment.end.storage)
    }
  }

  /// Appends `arc` as cubics of at most ``largestArcPiece`` each, the first starting at
  /// `from` and the last ending at `to` (the arc's own end points, exactly). A sweep beyond
  /// 128π (64 turns, which no drawing needs) is taken modulo a turn first.
  mutating func appendArc(_ arc: EllipticalArc, from: SIMD2<Double>, to: SIMD2<Double>) {
    var sweep = arc.sweepAngle
    let mostPieces = 1024.0
    if abs(sweep) > mostPieces * Self.largestArcPiece {
      sweep = sweep.remainder(dividingBy: 2 * .pi) + (sweep > 0 ? 2 * .pi : -2 * .pi)
    }
    let pieces = max(1, (abs(sweep) / Self.largestArcPiece).rounded(.up))
    let step = sweep / pieces
    let handle = 4 / 3 * tan(step / 4)
    var angle = arc.startAngle
    var point = from
    for piece in 1...Int(pieces) {
      let next = piece == Int(pieces) ? arc.startAngle + sweep : angle + step
      let end = piece == Int(pieces) ? to : arc.point(atAngle: next).storage
      points += [
        point + arc.derivative(atAngle: angle).storage * handle,
        end - arc.derivative(atAngle: next).storage * handle, end,
      ]
      angle = next
      point = end
    }
  }

  /// Splits cubics until there are `target` of them, each time halving (de Casteljau, which
  /// leaves the shape as it is) the cubic whose control polygon is longest, so that the new
  /// joints spread along the subpath.
  mutating func split(toCount target: Int) {
    guard count < target else { return }
    guard count > 0 else {
      points = Array(repeating: start, count: 3 * target)
      return
    }
    while count < target {
      var longest = 0
      var longestLength = -1.0
      for index in 0..<count {
        let length = polygonLength(of: index)
        if length > longestLength {
          longest = index
          longestLength = length
        }
      }
      halve(longest)
    }
  }

  /// The length of cubic `index`'s control polygon, on points scaled by 1/4 so that it cannot
  /// overflow.
  func polygonLength(of index: Int) -> Double {
    let corners =
      [index == 0 ? start : points[3 * index - 1]] + points[(3 * index)..<(3 * index + 3)]
    var length = 0.0
    for (from, to) in zip(corners, corners.dropFirst()) {
      let difference = to * 0.25 - from * 0.25
      length += (difference * difference).sum().squareRoot()
    }
    return length
  }

  /// Replaces cubic `index` by its two halves.
  mutating func halve(_ index: Int) {
    let p0 = index == 0 ? start : points[3 * index - 1]
    let (p1, p2, p3) = (points[3 * index], points[3 * index + 1], points[3 * index + 2])
    // Halves added, not sums halved: the midpoints of finite points stay finite.
    func midpoint(_ u: SIMD2<Double>, _ v: SIMD2<Double>) -> SIMD2<Double> { u * 0.5 + v * 0.5 }
    let a = midpoint(p0, p1)
    let b = midpoint(p1, p2)
    let c = midpoint(p2, p3)
    let ab = midpoint(a, b)
    let bc = midpoint(b, c)
    let middle = midpoint(ab, bc)
    points.replaceSubrange((3 * index)..<(3 * index + 3), with: [a, ab, middle, bc, c, p3])
  }

  /// Whether every point is finite.
  var isFinite: Bool {
    (points + [start]).allSatisfy { $0.x.isFinite && $0.y.isFinite }
  }

  /// The subpath as path geometry.
  var subpath: BezierPath.Subpath {
    var segments: [PathSegment] = []
    var from = start
    for index in 0..<count {
      let (control1, control2, to) = (
        points[3 * index], points[3 * index + 1], points[3 * index + 2]
      )
      segments.append(
        .cubic(
          from: Point2D(from), control1: Point2D(control1), control2: Point2D(control2),
          to: Point2D(to)))
      from = to
    }
    if isClosed { segments.append(.line(from: Point2D(from), to: Point2D(start))) }
    return BezierPath.Subpath(start: Point2D(start), segments: segments, isClosed: isClosed)
  }
}
