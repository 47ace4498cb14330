/// One piece of a path: a line, a quadratic or cubic bézier, or an elliptical arc, with its own
/// start and end.
///
/// A segment is parameterized by `t` in [0, 1] (`at:`), from its start to its end; for an arc,
/// `t` maps linearly onto the angle. Parameters are not distances: see ``MeasuredPath`` for
/// positions by arc length.
///
/// ```swift
/// let curve = PathSegment.quadratic(
///   from: .zero, control: Point2D(x: 1, y: 2), to: Point2D(x: 2, y: 0))
/// curve.point(at: 0.5)  // Point2D(x: 1, y: 1)
/// ```
@frozen
public enum PathSegment: Hashable, Sendable, Codable {
  /// A straight line.
  case line(from: Point2D, to: Point2D)
  /// A quadratic bézier.
  case quadratic(from: Point2D, control: Point2D, to: Point2D)
  /// A cubic bézier.
  case cubic(from: Point2D, control1: Point2D, control2: Point2D, to: Point2D)
  /// An elliptical arc.
  case arc(EllipticalArc)

  /// Where the segment starts.
  public var start: Point2D {
    switch self {
    case .line(let start, _), .quadratic(let start, _, _), .cubic(let start, _, _, _): start
    case .arc(let arc): arc.point(atAngle: arc.startAngle)
    }
  }

  /// Where the segment ends.
  public var end: Point2D {
    switch self {
    case .line(_, let end), .quadratic(_, _, let end), .cubic(_, _, _, let end): end
    case .arc(let arc): arc.point(atAngle: arc.startAngle + arc.sweepAngle)
    }
  }

  /// Whether every coordinate and arc parameter is finite.
  public var isFinite: Bool {
    let numbers: [Double]
    switch self {
    case .line(let start, let end): numbers = [start.x, start.y, end.x, end.y]
    case .quadratic(let p0, let p1, let p2): numbers = [p0.x, p0.y, p1.x, p1.y, p2.x, p2.y]
    case .cubic(let p0, let p1, let p2, let p3):
      numbers = [p0.x, p0.y, p1.x, p1.y, p2.x, p2.y, p3.x, p3.y]
    case .arc(let arc):
      numbers = [
        arc.center.x, arc.center.y, arc.firstAxis.dx, arc.firstAxis.dy, arc.secondAxis.dx,
        arc.secondAxis.dy, arc.startAngle, arc.sweepAngle,
      ]
    }
    return numbers.allSatisfy(\.isFinite)
  }

  /// The point at parameter `t` (de Casteljau's convex combinations for béziers, so a point
  /// never leaves the control points' hull for `t` in [0, 1]; exact at both ends).
  public func point(at t: Double) -> Point2D {
    let s = 1 - t
    switch self {
    case .line(let start, let end):
      return Point2D(start.storage * s + end.storage * t)
    case .quadratic(let start, let control, let end):
      let first = start.storage * s + control.storage * t
      let second = control.storage * s + end.storage * t
      return Point2D(first * s + second * t)
    case .cubic(let p0, let p1, let p2, let p3):
      let a = p0.storage * s + p1.storage * t
      let b = p1.storage * s + p2.storage * t
      let c = p2.storage * s + p3.storage * t
      let ab = a * s + b * t
      let bc = b * s + c * t
      return Point2D(ab * s + bc * t)
    case .arc(let arc):
      return arc.point(atAngle: arc.startAngle + t * arc.sweepAngle)
    }
  }

  /// The derivative of the point with respect to `t` (points per unit of `t`).
  public func derivative(at t: Double) -> Vector2D {
    let s = 1 - t
    switch self {
    case .line(let start, let end):
      return end.vector(from: start)
    case .quadratic(let start, let control, let end):
      return Vector2D(
        ((control.storage - start.storage) * s + (end.storage - control.storage) * t) * 2)
    case .cubic(let p0, let p1, let p2, let p3):
      let d0 = p1.storage - p0.storage
      let d1 = p2.storage - p1.storage
      let d2 = p3.storage - p2.storage
      return Vector2D(((d0 * s + d1 * t) * s + (d1 * s + d2 * t) * t) * 3)
    case .arc(let arc):
      return Vector2D(
        arc.derivative(atAngle: arc.startAngle + t * arc.sweepAngle).storage * arc.sweepAngle)
    }
  }

  /// The segment mapped by `transform`, exactly: béziers through their control points, arcs
  /// through their center and axes.
  public func applying(_ transform: AffineTransform2D) -> PathSegment {
    switch self {
    case .line(let start, let end):
      .line(from: start.applying(transform), to: end.applying(transform))
    case .quadratic(let start, let control, let end):
      .quadratic(
        from: start.applying(transform), control: control.applying(transform),
        to: end.applying(transform))
    case .cubic(let p0, let p1, let p2, let p3):
      .cubic(
        from: p0.applying(transform), control1: p1.applying(transform),
        control2: p2.applying(transform), to: p3.applying(transform))
    case .arc(let arc): .arc(arc.applying(transform))
    }
  }
}
