import KineticsNumerics

/// A path prepared for positions by distance: its arc length, and the point, tangent, normal
/// and curvature at any distance along it.
///
/// Preparation splits each segment at the extremes of its speed |B′(t)| (so cusps and the
/// sharp turns of near-degenerate cubics sit at piece boundaries) and then in halves until
/// five-point Gauss–Legendre quadrature on each piece agrees with the sum over its halves to
/// 1e-11 relative (the halves' sum, about 1,000 times closer, is kept), and until a quintic
/// first guess plus a fixed number of Newton steps finds the parameter at any distance on the
/// piece within 1e-11 of the piece's length (checked at ten distances). Queries then search
/// the pieces, evaluate that guess and take those Newton steps, with no allocation; only on
/// the pieces beside a cusp, where the parameter goes like the square root of the distance,
/// they solve in a shrinking bracket instead.
///
/// Accuracy (checked against 40-digit references in the tests): arc lengths within 1e-12
/// relative of the exact value for every segment kind, cusps and near-degenerate cubics
/// included; the point at a distance lies within 1e-10 of the path's length from the exact
/// point at that distance.
///
/// For many positions a frame (a batch, a particle field), ``SampledPath`` samples a measured
/// path into a table read about four times faster, within 1e-10 of its length.
///
/// Coordinates may span the whole double range: lengths are computed on the path scaled by a
/// power of two (exact), so that 1e300-point and 1e-300-point paths measure as well as 100-point
/// ones; a total length beyond the double range is `infinity`, and positions stay finite.
///
/// ```swift
/// let path = BezierPath(try PathData(svg: "M 0 0 H 30 V 40"))
/// let measured = MeasuredPath(path)
/// measured.length  // 70
/// measured.point(atDistance: 50)  // Point2D(x: 30, y: 20)
/// ```
public struct MeasuredPath: Sendable {
  /// The path measured.
  public let path: BezierPath
  /// Every segment of the path, in order.
  @usableFromInline let segments: [PathSegment]
  @usableFromInline let measuredSegments: [MeasuredSegment]
  /// Each piece's start as a scaled distance from the path's start, ascending.
  @usableFromInline let pieceStarts: [Double]
  @usableFromInline let pieces: [MeasuredPiece]
  /// Each segment's scaled length.
  @usableFromInline let scaledSegmentLengths: [Double]
  /// The scaled total length.
  @usableFromInline let scaledLength: Double
  /// The power of two that scaled the path (lengths divide by it, distances multiply).
  @usableFromInline let scale: Double
  /// The heading (radians, unwrapped along the path) at each piece's start.
  @usableFromInline private(set) var pieceHeadings: [Double] = []

  /// Measures `path`.
  ///
  /// - Complexity: per segment, a few hundred speed evaluations for a typical bézier (see
  ///   Benchmarks.md for the measured cost), more near cusps.
  public init(_ path: BezierPath) {
    self.path = path
    let segments = path.segments
    self.segments = segments
    let scale = Self.scale(for: segments)
    self.scale = scale
    var measuredSegments: [MeasuredSegment] = []
    var pieces: [MeasuredPiece] = []
    var starts: [Double] = []
    var lengths: [Double] = []
    var total = 0.0
    for (index, segment) in segments.enumerated() {
      let measured = MeasuredSegment(segment, scale: scale)
      measuredSegments.append(measured)
      let first = pieces.count
      PiecePlanner(segment: measured, index: index).plan(into: &pieces)
      var length = 0.0
      for piece in pieces[first...] {
        starts.append(total + length)
        length += piece.length
      }
      lengths.append(length)
      total += length
    }
    self.measuredSegments = measuredSegments
    self.pieces = pieces
    self.pieceStarts = starts
    self.scaledSegmentLengths = lengths
    self.scaledLength = total
    var heading = 0.0
    var headings: [Double] = []
    for piece in pieces {
      let tangent = tangent(
        at: PathLocation(segmentIndex: piece.segment, parameter: piece.startParameter))
      heading = Self.unwrapped(atan2(tangent.dy, tangent.dx), near: heading)
      headings.append(heading)
    }
    pieceHeadings = headings
  }

  /// `angle` plus the whole turns that bring it nearest to `reference` (radians).
  @inlinable
  static func unwrapped(_ angle: Double, near reference: Double) -> Double {
    angle + ((reference - angle) / (2 * .pi)).rounded() * (2 * .pi)
  }

  /// The power of two that brings the largest coordinate difference of the path near 1 (1
  /// for a path without extent).
  static func scale(for segments: [PathSegment]) -> Double {
    var largest = 0.0
    for segment in segments {
      let points: [Point2D]
      switch segment {
      case .line(let start, let end): points = [start, end]
      case .quadratic(let start, let control, let end): points = [start, control, end]
      case .cubic(let p0, let p1, let p2, let p3): points = [p0, p1, p2, p3]
      case .arc(let arc):
        largest = max(largest, abs(arc.firstAxis.dx), abs(arc.firstAxis.dy))
        largest = max(largest, abs(arc.secondAxis.dx), abs(arc.secondAxis.dy))
        points = []
      }
      for point in points.dropFirst() {
        let difference = point.storage * 0.5 - points[0].storage * 0.5
        largest = max(largest, abs(difference.x), abs(difference.y))
      }
    }
    guard largest > 0, largest.isFinite else { return 1 }
    return Double(sign: .plus, exponent: min(-largest.exponent, 1022), significand: 1)
  }

  /// The path's total arc length (points); `infinity` only when it exceeds the double range.
  @inlinable
  public var length: Double { scaledLength / scale }

  /// Each segment's arc length (points), in the order of ``BezierPath/segments``.
  public var segmentLengths: [Double] { scaledSegmentLengths.map { $0 / scale } }

  /// Where each segment ends, as a fraction of the path's length: non-decreasing, the last
  /// exactly 1; all 0 on a path without length. Taken from the lengths measured on the scaled
  /// path, so it holds even where ``length`` is beyond the double range.
  public var segmentEndFractions: [Double] {
    guard scaledLength > 0 else { return scaledSegmentLengths.map { _ in 0 } }
    var covered = 0.0
    var fractions = scaledSegmentLengths.map { length in
      covered += length
      return min(covered / scaledLength, 1)
    }
    fractions[fractions.count - 1] = 1
    return fractions
  }
}
