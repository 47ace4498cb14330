/// A morph between two paths of any structure: both made of the same number of subpaths and of
/// cubic béziers, by cutting segments without changing either shape, then interpolated point
/// by point. Beyond CSS, which interpolates `path()` only between paths of the same commands
/// (see `PathData.interpolate(from:to:progress:)`) and is discrete otherwise.
///
/// Matching, in order:
/// - Subpaths pair in order; an extra subpath of either path grows from (or shrinks to) its
///   own start point.
/// - Every segment becomes cubic: lines and quadratics exactly, elliptical arcs as cubics of
///   at most π/8 of sweep each, within 6.7e-8 of the ellipse's size.
/// - A pair of subpaths with fewer cubics on one side has that side's cubics halved at their
///   parameter midpoints (de Casteljau: the same curve, to rounding), longest control polygon
///   first, until both have as many.
/// - Two closed subpaths stay closed; when only one is closed, its closing line is morphed as
///   an ordinary segment.
///
/// Both ends are exact: at progress 0 and 1 the morph is the given paths themselves, arcs
/// included. Progress outside [0, 1] extrapolates (a spring's overshoot).
///
/// ```swift
/// let square = BezierPath(try PathData(svg: "M 0 0 H 100 V 100 H 0 Z"))
/// let triangle = BezierPath(try PathData(svg: "M 50 0 L 100 100 L 0 100 Z"))
/// let morph = PathMorph(from: square, to: triangle)
/// morph.path(at: 0.5).subpaths[0].segments.count  // 4: three cubics and the close
/// ```
///
/// What is not chosen for you: where closed subpaths start. A morph between shapes that
/// start at different corners turns as it morphs; start them at corresponding points.
public struct PathMorph: Hashable, Sendable {
  /// The path at progress 0.
  public let start: BezierPath
  /// The path at progress 1.
  public let end: BezierPath
  /// ``start`` and ``end`` in the matched form (same subpaths, same number of cubics), as
  /// interpolated between the ends; nil when that form leaves the double range (coordinates
  /// near ±1.8e308), and the morph is then discrete at 0.5.
  public let matched: (start: BezierPath, end: BezierPath)?

  /// Matches `start` with `end`.
  ///
  /// - Complexity: O(n·m) for n cubics and m added by halving.
  public init(from start: BezierPath, to end: BezierPath) {
    self.start = start
    self.end = end
    var first: [CubicSubpath] = []
    var second: [CubicSubpath] = []
    for index in 0..<max(start.subpaths.count, end.subpaths.count) {
      var (a, b) = Self.pair(
        start.subpaths.indices.contains(index) ? start.subpaths[index] : nil,
        end.subpaths.indices.contains(index) ? end.subpaths[index] : nil)
      a.split(toCount: b.count)
      b.split(toCount: a.count)
      first.append(a)
      second.append(b)
    }
    guard (first + second).allSatisfy(\.isFinite) else {
      matched = nil
      return
    }
    matched = (
      BezierPath(subpaths: first.map(\.subpath)), BezierPath(subpaths: second.map(\.subpath))
    )
  }

  /// Two subpaths as cubics, closed when both are; a missing one collapsed at the other's
  /// start.
  static func pair(_ from: BezierPath.Subpath?, _ to: BezierPath.Subpath?)
    -> (CubicSubpath, CubicSubpath)
  {
    let keepingClose = (from?.isClosed ?? true) && (to?.isClosed ?? true)
    switch (from, to) {
    case (let from?, let to?):
      return (
        CubicSubpath(from, keepingClose: keepingClose), CubicSubpath(to, keepingClose: keepingClose)
      )
    case (let from?, nil):
      let a = CubicSubpath(from, keepingClose: keepingClose)
      return (a, CubicSubpath(collapsedAt: a.start, count: a.count, isClosed: keepingClose))
    case (nil, let to?):
      let b = CubicSubpath(to, keepingClose: keepingClose)
      return (CubicSubpath(collapsedAt: b.start, count: b.count, isClosed: keepingClose), b)
    case (nil, nil):
      preconditionFailure("PathMorph: a pair of subpaths needs at least one")
    }
  }

  /// Equal when the ends are (the matched form follows from them).
  public static func == (lhs: PathMorph, rhs: PathMorph) -> Bool {
    lhs.start == rhs.start && lhs.end == rhs.end
  }

  /// Hashes the ends.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(start)
    hasher.combine(end)
  }

  /// The path at `progress`: ``start`` at 0, ``end`` at 1, in between (and beyond) every point
  /// of the matched paths interpolated linearly. Where that leaves the double range, or
  /// progress is not finite, or the paths could not be matched: the nearer end (``start``
  /// before 0.5).
  public func path(at progress: Double) -> BezierPath {
    if progress == 0 { return start }
    if progress == 1 { return end }
    let nearer = progress < 0.5 ? start : end
    guard progress.isFinite, let matched else { return nearer }
    func mix(_ a: Point2D, _ b: Point2D) -> Point2D {
      Point2D(a.storage * (1 - progress) + b.storage * progress)
    }
    var subpaths: [BezierPath.Subpath] = []
    subpaths.reserveCapacity(matched.start.subpaths.count)
    for (from, to) in zip(matched.start.subpaths, matched.end.subpaths) {
      var segments: [PathSegment] = []
      segments.reserveCapacity(from.segments.count)
      for pair in zip(from.segments, to.segments) {
        switch pair {
        case (.cubic(let a0, let a1, let a2, let a3), .cubic(let b0, let b1, let b2, let b3)):
          segments.append(
            .cubic(from: mix(a0, b0), control1: mix(a1, b1), control2: mix(a2, b2), to: mix(a3, b3))
          )
        case (.line(let a0, let a1), .line(let b0, let b1)):
          segments.append(.line(from: mix(a0, b0), to: mix(a1, b1)))
        default:
          preconditionFailure("PathMorph: matched paths hold cubics and closing lines only")
        }
      }
      let subpath = BezierPath.Subpath(
        start: mix(from.start, to.start), segments: segments, isClosed: from.isClosed)
      guard subpath.segments.allSatisfy(\.isFinite), subpath.start.storage.x.isFinite,
        subpath.start.storage.y.isFinite
      else {
        return nearer
      }
      subpaths.append(subpath)
    }
    return BezierPath(subpaths: subpaths)
  }
}
