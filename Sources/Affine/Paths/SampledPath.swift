import KineticsNumerics

/// A measured path sampled at even steps of arc length, for positions by distance at table
/// speed: a million dots along a route, a particle trail, every frame.
///
/// Each segment of the path is cut into intervals of equal length, and each interval in two
/// wherever it misses ``maximumError``; from the exact point, unit tangent and curvature
/// vector κN at their ends (the knots), each interval keeps the quintic Hermite interpolant
/// through its two knots as a polynomial — matching position, first and second derivative
/// with respect to arc length at both, so its error shrinks as the interval's length to the
/// sixth and peaks at the middle. Preparation checks every interval at its quarter points and
/// its middle against `MeasuredPath`, halving it until it fits or reaches a 16,384th of its
/// segment; one that still misses there (beside a cusp, where the curvature is infinite and
/// no halving helps, or with numbers beyond the double range) answers from the measured path
/// instead. Segments join at knots, so corners between segments are exact. A distance finds
/// its interval through an index of equal bins, each naming the interval where it starts.
///
/// ```swift
/// let measured = MeasuredPath(BezierPath(try PathData(svg: "M 0 0 C 0 100 100 100 100 0")))
/// let sampled = SampledPath(measured)
/// sampled.position(atDistance: measured.length / 2).point.x  // about 50: the curve's middle
/// ```
///
/// Accuracy: points within ``maximumError`` of `MeasuredPath.position(atDistance:)` wherever
/// checked (three points per interval at preparation; 20,000 distances per path in the tests).
/// The tangent is the interpolant's derivative, normalized: its direction's error shrinks one
/// power of the step more slowly, and the tests find it within 2e-6 radians of the measured
/// tangent on a ring of hard-bending cubics at the default error; its length is 1 within
/// 4e-16.
///
/// Memory and preparation grow with the bending: the tests' paths of arcs, and of lines and
/// quadratics, take 80 and 83 intervals, the hard ring of the benchmarks 1,248 (96 bytes each:
/// six coefficients of the interpolant; 16 more for its start, and 4 per bin of the index);
/// see Benchmarks.md for the cost.
public struct SampledPath: Sendable {
  /// One sampled point: where the path is, which way it goes and how it turns there.
  @usableFromInline
  struct Knot: Sendable {
    @usableFromInline var point: SIMD2<Double>
    @usableFromInline var tangent: SIMD2<Double>
    /// κN: the derivative of the unit tangent with respect to arc length (1/points).
    @usableFromInline var bending: SIMD2<Double>
  }

  /// The interpolant of one interval as a polynomial in u, the fraction of the interval:
  /// c0 + c1·u + … + c5·u⁵ (points).
  @usableFromInline
  struct Interpolant: Sendable {
    @usableFromInline var c0: SIMD2<Double>
    @usableFromInline var c1: SIMD2<Double>
    @usableFromInline var c2: SIMD2<Double>
    @usableFromInline var c3: SIMD2<Double>
    @usableFromInline var c4: SIMD2<Double>
    @usableFromInline var c5: SIMD2<Double>

    /// The quintic Hermite interpolant between knots `step` points apart: with D the chord,
    /// a = h·T₀, b = h·T₁, c = h²·κN₀, d = h²·κN₁, its coefficients are P₀, a, c/2,
    /// 10D − 6a − 4b − 3c/2 + d/2, −15D + 8a + 7b + 3c/2 − d and 6D − 3a − 3b − c/2 + d/2.
    init(_ from: Knot, _ to: Knot, step: Double) {
      let chord = to.point - from.point
      let a = from.tangent * step
      let b = to.tangent * step
      let c = from.bending * (step * step)
      let d = to.bending * (step * step)
      c0 = from.point
      c1 = a
      c2 = c * 0.5
      c3 = chord * 10 - a * 6 - b * 4 - c * 1.5 + d * 0.5
      c4 = chord * -15 + a * 8 + b * 7 + c * 1.5 - d
      c5 = chord * 6 - a * 3 - b * 3 - c * 0.5 + d * 0.5
    }

    /// The interpolant of an interval that answers from the measured path: NaN throughout, so
    /// that its positions fail the lookup's check.
    static let answersExactly: Interpolant = {
      let nan = SIMD2<Double>(repeating: .nan)
      let knot = Knot(point: nan, tangent: nan, bending: nan)
      return Interpolant(knot, knot, step: 1)
    }()

    /// The point at `u` and the derivative with respect to u (the direction of travel, not
    /// of unit length).
    @inlinable @inline(__always)
    func evaluate(at u: Double) -> (point: SIMD2<Double>, direction: SIMD2<Double>) {
      // Horner's rule, one term at a time (the polynomial and its derivative).
      var point = c5
      point = c4 + u * point
      point = c3 + u * point
      point = c2 + u * point
      point = c1 + u * point
      point = c0 + u * point
      var direction = 5 * c5
      direction = 4 * c4 + u * direction
      direction = 3 * c3 + u * direction
      direction = 2 * c2 + u * direction
      direction = c1 + u * direction
      return (point, direction)
    }
  }

  /// Where one interval starts along the path (points) and the reciprocal of its length.
  @usableFromInline
  struct Span: Sendable {
    @usableFromInline var start: Double
    @usableFromInline var inverseStep: Double
  }

  /// The path sampled.
  public let measured: MeasuredPath
  /// The largest distance (points) allowed between a sampled point and the measured one.
  public let maximumError: Double
  /// Every interval's interpolant; NaN throughout for an interval that answers from the
  /// measured path.
  @usableFromInline let interpolants: [Interpolant]
  /// Where each interval starts, and one more whose start is +∞ (the end of the search).
  @usableFromInline let spans: [Span]
  /// An index from distance to interval: the sampled length cut into equal bins, each naming
  /// the last interval starting before any distance in it (see
  /// ``bins(spans:end:shortestStep:)``).
  @usableFromInline let bins: [Int32]
  /// Bins per point of distance.
  @usableFromInline let binsPerPoint: Double
  /// Whether every bin holds at most one interval start.
  @usableFromInline let binsHoldOneStart: Bool
  /// Where the last sampled segment ends along the path (points).
  @usableFromInline let sampledEnd: Double

  /// A segment's shortest interval is its length over this: an interval that still misses
  /// the error there answers from the measured path.
  static let mostIntervals = 1 << 14

  /// Samples `measured` within `maximumError` points: by default 1e-10 of its length, and
  /// never below 64 ulps of its largest coordinate (the rounding of the points themselves,
  /// which no sampling can beat: a path far from the origin has a floor above 1e-10 of a short
  /// length).
  ///
  /// - Complexity: a few exact positions per interval (see Benchmarks.md for the cost).
  public init(_ measured: MeasuredPath, maximumError: Double? = nil) {
    self.measured = measured
    let total = measured.length
    let bounds = measured.path.bounds
    // The bounds' corners (infinite where a width overflows, or for a path with no segment)
    // capped at the largest finite double.
    let corners = [bounds.minX, bounds.maxX, bounds.minY, bounds.maxY].map(abs)
    let largest = min(corners.filter { !$0.isNaN }.max() ?? 0, .greatestFiniteMagnitude)
    let floor = max(64 * largest.ulp, .leastNormalMagnitude)
    let tolerance = max(maximumError ?? 1e-10 * total, floor)
    self.maximumError = tolerance
    var spans: [Span] = []
    var interpolants: [Interpolant] = []
    var shortestStep = Double.infinity
    var sampledEnd = 0.0
    var start = 0.0
    let lengths = measured.segmentLengths
    for (index, length) in lengths.enumerated() {
      defer { start += length }
      // A segment ending beyond the double range is not sampled: distances past the sampled
      // part clamp to its end.
      guard length > 0, (start + length).isFinite else { continue }
      // About 64 intervals across the whole path to start with, at least one per segment: 64
      // times the segment's share of the length, at most 64 (a step of a 64th of a subnormal
      // length would round to zero).
      let share = total.isFinite ? length / total : 0
      let sampler = SegmentSampler(
        measured, segment: index, from: start, length: length,
        intervals: max(1, min(Int((64 * share).rounded(.up)), Self.mostIntervals)),
        tolerance: tolerance)
      spans += sampler.spans
      interpolants += sampler.interpolants
      shortestStep = min(shortestStep, sampler.narrowestStep)
      sampledEnd = start + length
    }
    self.sampledEnd = sampledEnd
    (bins, binsPerPoint, binsHoldOneStart) = Self.bins(
      spans: spans, end: sampledEnd, shortestStep: shortestStep)
    spans.append(Span(start: .infinity, inverseStep: 0))
    self.spans = spans
    self.interpolants = interpolants
  }

  /// The index from distance to interval: bins of equal width, each naming the last interval
  /// starting before any distance in it (the first for the first bin), and whether every bin
  /// holds at most one interval start — so that a lookup steps forward at most once. Bins a
  /// little narrower than the shortest interval do, unless their count would pass two per
  /// interval (plus 64): where a very short interval lies among long ones, the bins are
  /// wider and a lookup walks the few starts in its bin. (An interval's index fits 32 bits:
  /// 2³¹ intervals would take 200 GB.)
  static func bins(
    spans: [Span], end: Double, shortestStep: Double
  ) -> (bins: [Int32], binsPerPoint: Double, holdOneStart: Bool) {
    let wanted = end / shortestStep * (1 + 0x1p-20)
    let cap = 8 * spans.count + 64
    let count = wanted < Double(cap) ? Int(wanted.rounded(.up)) + 1 : cap
    let binsPerPoint = Double(count - 1) / end
    // A path of subnormal length: one bin, and the walk.
    guard binsPerPoint.isFinite, binsPerPoint > 0, count > 1 else { return ([0], 0, false) }
    var bins = [Int32](repeating: 0, count: count)
    for (interval, span) in spans.enumerated().dropFirst() {
      // The bin a lookup finds for a distance equal to this start, as the lookup computes it:
      // every later bin holds only distances beyond the start.
      let bin = Self.bin(of: span.start, binsPerPoint: binsPerPoint, count: count)
      if bin + 1 < count { bins[bin + 1] = Int32(interval) }
    }
    for bin in bins.indices.dropFirst() { bins[bin] = max(bins[bin], bins[bin - 1]) }
    // Uncapped, a bin is narrower than the shortest interval by a factor 1 + 2⁻²⁰, far more
    // than the few ulps by which the starts and the bins are rounded (two starts could share
    // a bin only beyond 10⁸ intervals): each bin holds at most one start.
    return (bins, binsPerPoint, wanted < Double(cap))
  }

  /// The bin of a distance within the sampled part of the path: its nearest bin boundary
  /// (rounding, not a checked conversion; the product is below 2⁵¹), kept within the bins.
  @inlinable @inline(__always)
  static func bin(of distance: Double, binsPerPoint: Double, count: Int) -> Int {
    min(roundedToNearestInteger(distance * binsPerPoint).integer, count - 1)
  }
}
