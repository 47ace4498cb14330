import KineticsNumerics

extension BezierPath {
  /// The smallest rectangle holding every point of the path (its curves, not their control
  /// points): each segment's ends plus the parameters where its x or y derivative vanishes —
  /// the roots of a quadratic for cubics, of a line for quadratics, the angles
  /// atan2(secondAxis, firstAxis) + kπ inside an arc's sweep. A subpath that is only a move adds
  /// its point. ``Rect2D/null`` for the empty path.
  ///
  /// ```swift
  /// let path = BezierPath(try PathData(svg: "M 0 0 Q 50 100 100 0"))
  /// path.bounds  // Rect2D(x: 0, y: 0, width: 100, height: 50)
  /// ```
  public var bounds: Rect2D {
    var low = SIMD2(Double.infinity, .infinity)
    var high = -low
    func include(_ point: Point2D) {
      low = pointwiseMin(low, point.storage)
      high = pointwiseMax(high, point.storage)
    }
    for subpath in subpaths {
      include(subpath.start)
      for segment in subpath.segments {
        include(segment.start)
        include(segment.end)
        for t in Self.axisExtremes(of: segment) { include(segment.point(at: t)) }
      }
    }
    guard low.x <= high.x else { return .null }
    return Rect2D(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
  }

  /// The parameters in (0, 1) where the segment's x or y derivative is zero.
  static func axisExtremes(of segment: PathSegment) -> [Double] {
    var parameters: [Double] = []
    switch segment {
    case .line: break
    case .quadratic(let p0, let p1, let p2):
      for axis in 0..<2 {
        let denominator = p0.storage[axis] - 2 * p1.storage[axis] + p2.storage[axis]
        if denominator != 0 {
          parameters.append((p0.storage[axis] - p1.storage[axis]) / denominator)
        }
      }
    case .cubic(let p0, let p1, let p2, let p3):
      for axis in 0..<2 {
        let (a0, a1, a2, a3) = (
          p0.storage[axis], p1.storage[axis], p2.storage[axis], p3.storage[axis]
        )
        parameters += quadraticRoots(
          a: -a0 + 3 * a1 - 3 * a2 + a3, b: 2 * (a0 - 2 * a1 + a2), c: a1 - a0)
      }
    case .arc(let arc):
      for axis in 0..<2 {
        let base = atan2(arc.secondAxis.storage[axis], arc.firstAxis.storage[axis])
        let first = min(arc.startAngle, arc.startAngle + arc.sweepAngle)
        let last = max(arc.startAngle, arc.startAngle + arc.sweepAngle)
        // The extremes come every half turn: at most five of them within two full turns
        // (an arc sweeping more than that repeats itself, and its extremes are among these).
        guard (last - first).isFinite, abs(first) < 1e15 else { continue }
        let firstExtreme = base + ((first - base) / .pi).rounded(.down) * .pi
        for turn in 0..<6 {
          let angle = firstExtreme + Double(turn) * .pi
          if angle <= last { parameters.append((angle - arc.startAngle) / arc.sweepAngle) }
        }
      }
    }
    return parameters.filter { $0 > 0 && $0 < 1 }
  }

  /// The real roots of a·t² + b·t + c (the linear root when a is 0), with the stable form of
  /// the quadratic formula (no cancellation between −b and the square root).
  static func quadraticRoots(a: Double, b: Double, c: Double) -> [Double] {
    guard a != 0 else { return b != 0 ? [-c / b] : [] }
    let discriminant = b * b - 4 * a * c
    guard discriminant >= 0, discriminant.isFinite else { return [] }
    let q = -0.5 * (b + (b < 0 ? -1 : 1) * discriminant.squareRoot())
    return q != 0 ? [q / a, c / q] : [0]
  }
}
