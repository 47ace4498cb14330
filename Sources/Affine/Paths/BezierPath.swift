/// A path as geometry: subpaths of lines, béziers and elliptical arcs in absolute coordinates,
/// built in code or from SVG path data.
///
/// Named after what it holds, beside SwiftUI's `Path` and UIKit's `UIBezierPath` without
/// clashing with either. A closed subpath ends with an explicit line back to its start (of
/// zero length when it already ends there), as SVG and CSS Motion Path measure it.
///
/// Every coordinate is finite: the building methods stop on a non-finite point (a
/// precondition), and path data, which validates its numbers, always converts.
///
/// ```swift
/// var path = BezierPath()
/// path.move(to: Point2D(x: 0, y: 0))
/// path.addLine(to: Point2D(x: 30, y: 40))
/// path.closeSubpath()
/// path.subpaths[0].segments.count  // 2
/// ```
@frozen
public struct BezierPath: Hashable, Sendable {
  /// A connected run of segments from one move to the next.
  @frozen
  public struct Subpath: Hashable, Sendable, Codable {
    /// Where the subpath starts (its move's point).
    public var start: Point2D
    /// Its segments, each starting where the previous one ends (the first at ``start``).
    public var segments: [PathSegment]
    /// Whether it ends with a close (its last segment is then the closing line).
    public var isClosed: Bool

    /// Creates a subpath.
    @inlinable
    public init(start: Point2D, segments: [PathSegment] = [], isClosed: Bool = false) {
      self.start = start
      self.segments = segments
      self.isClosed = isClosed
    }

    /// Where the subpath ends: its last segment's end, or its start when it has none.
    @inlinable
    public var end: Point2D { segments.last?.end ?? start }
  }

  /// The subpaths, in order.
  public internal(set) var subpaths: [Subpath]

  /// The empty path.
  public init() { subpaths = [] }

  /// A path made of the given subpaths, as they are.
  ///
  /// - Precondition: every point, control point and arc parameter is finite.
  public init(subpaths: [Subpath]) {
    for subpath in subpaths {
      Self.checkFinite(subpath.start, "start")
      for segment in subpath.segments {
        precondition(segment.isFinite, "BezierPath: every segment must be finite, got \(segment)")
      }
    }
    self.subpaths = subpaths
  }

  /// The point the next segment starts from: the end of the last subpath, or nil before the
  /// first move.
  @inlinable
  public var currentPoint: Point2D? { subpaths.last?.end }

  /// Whether the path has no segment at all (moves alone draw nothing).
  @inlinable
  public var isEmpty: Bool { subpaths.allSatisfy { $0.segments.isEmpty } }

  /// Every segment of every subpath, in order.
  public var segments: [PathSegment] { subpaths.flatMap(\.segments) }

  /// The path mapped by `transform`: every segment exactly (see ``PathSegment/applying(_:)``).
  public func applying(_ transform: AffineTransform2D) -> BezierPath {
    var result = self
    for index in result.subpaths.indices {
      result.subpaths[index].start = result.subpaths[index].start.applying(transform)
      result.subpaths[index].segments = result.subpaths[index].segments.map {
        $0.applying(transform)
      }
    }
    return result
  }
}
