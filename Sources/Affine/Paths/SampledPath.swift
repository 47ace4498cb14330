import KineticsNumerics

/// A measured path sampled at even steps of arc length, for positions by distance at table
/// speed: a million dots along a route, a particle trail, every frame.
///
/// Each segment of the path is cut into intervals of equal length; at their ends (the knots)
/// the exact point, unit tangent and curvature vector κN are stored, and a position inside an
/// interval is the quintic Hermite interpolant through its two knots — matching position, first
/// and second derivative with respect to arc length at both, so its error shrinks as the
/// interval's length to the sixth and peaks at the middle. Preparation checks every interval at
/// its quarter points and its middle against `MeasuredPath` and halves the intervals of a
/// segment until at most 2 (or 1 in 256) miss ``maximumError``; those that still miss (beside a
/// cusp, where the curvature is infinite and no halving helps, or with numbers beyond the
/// double range) answer from the measured path instead. Segments join at knots, so corners
/// between segments are exact.
///
/// ```swift
/// let measured = MeasuredPath(BezierPath(try PathData(svg: "M 0 0 C 0 100 100 100 100 0")))
/// let sampled = SampledPath(measured)
/// sampled.position(atDistance: measured.length / 2).point.x  // about 50: the curve's middle
/// ```
///
/// Accuracy: points within ``maximumError`` of `MeasuredPath.position(atDistance:)` wherever
/// checked (three points per interval at preparation; 20,000 distances per path in the tests).
/// The tangent is the interpolant's derivative, normalized: its error shrinks one power of the
/// step more slowly, and the tests find it within 2e-6 radians of the measured tangent on a
/// ring of hard-bending cubics at the default error.
///
/// Memory and preparation grow with the bending: the tests' paths of lines, arcs and
/// quadratics take 104 and 116 knots, the hard ring of the benchmarks 6,672 (48 bytes each);
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

  /// The stretch of one segment of positive length: where it starts along the path, its
  /// interval length, and where its knots begin in ``knots``.
  @usableFromInline
  struct Run: Sendable {
    @usableFromInline var start: Double
    @usableFromInline var step: Double
    @usableFromInline var inverseStep: Double
    @usableFromInline var firstKnot: Int
    @usableFromInline var intervals: Int
  }

  /// The path sampled.
  public let measured: MeasuredPath
  /// The largest distance (points) allowed between a sampled point and the measured one.
  public let maximumError: Double
  @usableFromInline let runs: [Run]
  @usableFromInline let runStarts: [Double]
  @usableFromInline let knots: [Knot]
  /// For each interval (indexed by its first knot), whether it answers from the measured path.
  @usableFromInline let exact: [Bool]
  /// Where the last sampled segment ends along the path (points).
  @usableFromInline let sampledEnd: Double

  /// The most intervals per segment: beyond them, intervals answer from the measured path.
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
    var runs: [Run] = []
    var knots: [Knot] = []
    var exact: [Bool] = []
    var start = 0.0
    let lengths = measured.segmentLengths
    // About 64 intervals across the whole path to start with, at least one per segment.
    let firstStep = total.isFinite && total > 0 ? total / 64 : .infinity
    for (index, length) in lengths.enumerated() {
      defer { start += length }
      guard length > 0, length.isFinite, start.isFinite else { continue }
      var intervals = max(1, min(Int((length / firstStep).rounded(.up)), Self.mostIntervals))
      while true {
        let sampled = Self.sample(
          measured, segment: index, from: start, length: length, intervals: intervals,
          tolerance: tolerance)
        // Halving again pays while misses are widespread; a few left (beside a cusp, whose
        // curvature no halving tames) answer exactly instead.
        if sampled.failures <= max(2, intervals / 256) || intervals >= Self.mostIntervals {
          runs.append(
            Run(
              start: start, step: length / Double(intervals),
              inverseStep: Double(intervals) / length, firstKnot: knots.count,
              intervals: intervals))
          knots += sampled.knots
          exact += sampled.exact
          break
        }
        intervals = min(intervals * 2, Self.mostIntervals)
      }
    }
    self.runs = runs
    self.sampledEnd = runs.last.map { $0.start + $0.step * Double($0.intervals) } ?? 0
    self.runStarts = runs.map(\.start)
    self.knots = knots
    self.exact = exact
  }

  /// The knots of one segment cut into `intervals`, whether each interval (and one extra entry
  /// for the last knot) answers exactly, and how many intervals miss the tolerance.
  static func sample(
    _ measured: MeasuredPath, segment: Int, from start: Double, length: Double, intervals: Int,
    tolerance: Double
  ) -> (knots: [Knot], exact: [Bool], failures: Int) {
    let step = length / Double(intervals)
    var knots: [Knot] = []
    knots.reserveCapacity(intervals + 1)
    for index in 0...intervals {
      // The segment's own ends are taken on the segment: at a corner between two segments
      // each side keeps its own tangent.
      let location: PathLocation
      if index == 0 {
        location = PathLocation(segmentIndex: segment, parameter: 0)
      } else if index == intervals {
        location = PathLocation(segmentIndex: segment, parameter: 1)
      } else {
        location = measured.location(atDistance: start + Double(index) * step)
      }
      let tangent = measured.tangent(at: location).storage
      let curvature = measured.curvature(at: location)
      knots.append(
        Knot(
          point: measured.point(at: location).storage, tangent: tangent,
          bending: SIMD2(-tangent.y, tangent.x) * curvature))
    }
    var exact = [Bool](repeating: false, count: intervals + 1)
    var failures = 0
    for index in 0..<intervals {
      let (from, to) = (knots[index], knots[index + 1])
      guard from.bending.x.isFinite, from.bending.y.isFinite, to.bending.x.isFinite,
        to.bending.y.isFinite
      else {
        exact[index] = true
        continue
      }
      for fraction in [0.25, 0.5, 0.75] {
        let sampled = interpolate(from, to, step: step, at: fraction).point
        let truth = measured.point(atDistance: start + (Double(index) + fraction) * step).storage
        let miss = sampled - truth
        let error = (miss * miss).sum().squareRoot()
        if !(error <= tolerance) {
          exact[index] = true
          failures += 1
          break
        }
      }
    }
    exact[intervals] = true
    return (knots, exact, failures)
  }

  /// The quintic Hermite interpolant between two knots `step` points apart, at `u`, the
  /// fraction of the way, and its derivative with respect to arc length. With v = 1 − u, the
  /// basis is u³(10 − 15u + 6u²) for the end point (one minus it for the start), uv³(1 + 3u)
  /// and −u³v(4 − 3u) for the tangents, u²v³/2 and u³v²/2 for the curvature vectors.
  @inlinable
  static func interpolate(_ from: Knot, _ to: Knot, step: Double, at u: Double)
    -> (point: SIMD2<Double>, derivative: SIMD2<Double>)
  {
    let v = 1 - u
    let u2 = u * u
    let v2 = v * v
    let u3 = u2 * u
    let v3 = v2 * v
    let ends = u3 * (10 - 15 * u + 6 * u2)
    let startSlope = u * v3 * (1 + 3 * u)
    let endSlope = -u3 * v * (4 - 3 * u)
    let startBend = 0.5 * u2 * v3
    let endBend = 0.5 * u3 * v2
    let point =
      from.point + (to.point - from.point) * ends
      + (from.tangent * startSlope + to.tangent * endSlope) * step
      + (from.bending * startBend + to.bending * endBend) * (step * step)
    // The same basis differentiated with respect to u, then divided by the step.
    let endsRate = 30 * u2 * v2
    let startSlopeRate = v2 * (1 + 2 * u - 15 * u2)
    let endSlopeRate = -u2 * (12 - 28 * u + 15 * u2)
    let startBendRate = 0.5 * u * v2 * (2 - 5 * u)
    let endBendRate = 0.5 * u2 * v * (3 - 5 * u)
    let derivative =
      (to.point - from.point) * (endsRate / step) + from.tangent * startSlopeRate
      + to.tangent * endSlopeRate + (from.bending * startBendRate + to.bending * endBendRate) * step
    return (point, derivative)
  }
}
