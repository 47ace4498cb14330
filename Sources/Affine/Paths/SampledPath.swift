import KineticsNumerics

/// A measured path sampled at even steps of arc length, for positions by distance at table
/// speed: a million dots along a route, a particle trail, every frame.
///
/// Each segment of the path is cut into intervals of equal length; from the exact point, unit
/// tangent and curvature vector κN at their ends (the knots), each interval keeps the quintic
/// Hermite interpolant through its two knots as a polynomial — matching position, first and
/// second derivative with respect to arc length at both, so its error shrinks as the
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
/// quadratics take 99 and 114 intervals, the hard ring of the benchmarks 6,656 (96 bytes
/// each: six coefficients of the interpolant); see Benchmarks.md for the cost.
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

  /// The stretch of one segment of positive length: where it starts along the path, its
  /// interval length, and where its intervals begin in ``interpolants``.
  @usableFromInline
  struct Run: Sendable {
    @usableFromInline var start: Double
    @usableFromInline var step: Double
    @usableFromInline var inverseStep: Double
    @usableFromInline var firstInterval: Int
    @usableFromInline var intervals: Int
  }

  /// The path sampled.
  public let measured: MeasuredPath
  /// The largest distance (points) allowed between a sampled point and the measured one.
  public let maximumError: Double
  @usableFromInline let runs: [Run]
  @usableFromInline let runStarts: [Double]
  @usableFromInline let interpolants: [Interpolant]
  /// For each interval, whether it answers from the measured path.
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
    var interpolants: [Interpolant] = []
    var exact: [Bool] = []
    var start = 0.0
    let lengths = measured.segmentLengths
    for (index, length) in lengths.enumerated() {
      defer { start += length }
      guard length > 0, length.isFinite, start.isFinite else { continue }
      // About 64 intervals across the whole path to start with, at least one per segment: 64
      // times the segment's share of the length, at most 64 (a step of a 64th of a subnormal
      // length would round to zero).
      let share = total.isFinite ? length / total : 0
      var intervals = max(1, min(Int((64 * share).rounded(.up)), Self.mostIntervals))
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
              inverseStep: Double(intervals) / length, firstInterval: interpolants.count,
              intervals: intervals))
          interpolants += sampled.interpolants
          exact += sampled.exact
          break
        }
        intervals = min(intervals * 2, Self.mostIntervals)
      }
    }
    self.runs = runs
    self.sampledEnd = runs.last.map { $0.start + $0.step * Double($0.intervals) } ?? 0
    self.runStarts = runs.map(\.start)
    self.interpolants = interpolants
    self.exact = exact
  }

  /// The interpolants of one segment cut into `intervals`, whether each answers exactly, and
  /// how many miss the tolerance.
  static func sample(
    _ measured: MeasuredPath, segment: Int, from start: Double, length: Double, intervals: Int,
    tolerance: Double
  ) -> (interpolants: [Interpolant], exact: [Bool], failures: Int) {
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
    var exact = [Bool](repeating: false, count: intervals)
    var failures = 0
    let interpolants = (0..<intervals).map { Interpolant(knots[$0], knots[$0 + 1], step: step) }
    for index in 0..<intervals {
      let (from, to) = (knots[index], knots[index + 1])
      guard from.bending.x.isFinite, from.bending.y.isFinite, to.bending.x.isFinite,
        to.bending.y.isFinite
      else {
        exact[index] = true
        continue
      }
      for fraction in [0.25, 0.5, 0.75] {
        let sampled = interpolants[index].evaluate(at: fraction).point
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
    return (interpolants, exact, failures)
  }
}
