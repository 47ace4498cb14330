/// The timing curves of a sequence of segments, one per segment, held so that a lookup of a
/// segment chosen per value costs no reference counting: what keyframe animations ease their
/// segments with.
///
/// Any `TimingCurve` may ease a segment. When every segment is linear or a ``CubicBezier``
/// (Core Animation's `timingFunctions` always are), each segment also keeps an unretained view
/// of its bézier's table: copying a `CubicBezier` out of an array retains and releases the
/// table around the read (about 10 ns per value, Benchmarks.md), the view copies only numbers
/// and an unmanaged reference. The views are valid because ``curves`` keeps the béziers, and so
/// their tables, alive for as long as this value exists — the one place that rule is kept.
@frozen
public struct SegmentTimingCurves: Hashable, Sendable {
  /// The curve of each segment.
  public let curves: [AnyTimingCurve]
  /// Per segment, the unretained bézier view (nil for a linear segment); empty when some
  /// segment is neither.
  @usableFromInline let views: [UnretainedCubicBezier?]

  /// Holds `curves`, one per segment.
  public init(_ curves: [any TimingCurve]) {
    self.curves = curves.map { AnyTimingCurve($0) }
    let views = self.curves.compactMap { SegmentTimingCurves.view(of: $0.base) }
    self.views = views.count == curves.count ? views : []
  }

  /// `count` linear segments.
  public init(linearSegments count: Int) {
    self.init(Array(repeating: TimingFunction.linear, count: count))
  }

  /// The view of a linear or bézier curve (nil inside for linear), or nil for other curves.
  static func view(of curve: any TimingCurve) -> UnretainedCubicBezier?? {
    switch curve {
    case let function as TimingFunction:
      switch function {
      case .linear: return .some(nil)
      case .cubicBezier(let bezier): return UnretainedCubicBezier(bezier)
      default: return nil
      }
    case let bezier as CubicBezier: return UnretainedCubicBezier(bezier)
    default: return nil
    }
  }

  /// The number of segments.
  @inlinable public var count: Int { curves.count }

  /// Segment `segment`'s eased progress at `progress`: exactly its curve's
  /// `TimingCurve.value(at:)`.
  ///
  /// - Precondition: `segment` in `0..<count`.
  @inlinable
  public func value(segment: Int, at progress: Double) -> Double {
    guard !views.isEmpty else { return curves[segment].value(at: progress) }
    guard let view = views[segment] else { return progress }
    return view.value(at: progress)
  }

  /// Segment `segment`'s `TimingCurve.velocity(at:)` at `progress`.
  ///
  /// - Precondition: `segment` in `0..<count`.
  @inlinable
  public func velocity(segment: Int, at progress: Double) -> Double {
    curves[segment].velocity(at: progress)
  }

  /// Equal when the curves are.
  public static func == (lhs: SegmentTimingCurves, rhs: SegmentTimingCurves) -> Bool {
    lhs.curves == rhs.curves
  }

  /// Hashes the curves.
  public func hash(into hasher: inout Hasher) { hasher.combine(curves) }
}
