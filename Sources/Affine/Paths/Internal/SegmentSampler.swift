/// Samples one segment of a measured path for ``SampledPath``: intervals of equal length to
/// start with, each halved where its interpolant misses the tolerance, so that the intervals
/// are short only where the segment bends hard.
struct SegmentSampler {
  let measured: MeasuredPath
  let segment: Int
  let tolerance: Double
  /// The shortest interval allowed: an interval that still misses there (beside a cusp, whose
  /// curvature no halving tames, or with numbers beyond the double range) answers from the
  /// measured path.
  let shortestAllowedStep: Double
  private(set) var spans: [SampledPath.Span] = []
  private(set) var interpolants: [SampledPath.Interpolant] = []
  /// The length of the shortest interval appended (points).
  private(set) var narrowestStep = Double.infinity

  /// Samples the segment `segment` of `measured`, `length` points long and starting `start`
  /// points along the path, from `intervals` equal intervals.
  init(
    _ measured: MeasuredPath, segment: Int, from start: Double, length: Double, intervals: Int,
    tolerance: Double
  ) {
    self.measured = measured
    self.segment = segment
    self.tolerance = tolerance
    shortestAllowedStep = length / Double(SampledPath.mostIntervals)
    let step = length / Double(intervals)
    // The segment's own ends are taken on the segment: at a corner between two segments each
    // side keeps its own tangent.
    var from = knot(at: PathLocation(segmentIndex: segment, parameter: 0))
    for index in 0..<intervals {
      let to =
        index == intervals - 1
        ? knot(at: PathLocation(segmentIndex: segment, parameter: 1))
        : knot(at: measured.location(atDistance: start + Double(index + 1) * step))
      refine(from, to, start: start + Double(index) * step, step: step)
      from = to
    }
  }

  /// Where the path is, which way it goes and how it turns at `location`.
  func knot(at location: PathLocation) -> SampledPath.Knot {
    let tangent = measured.tangent(at: location).storage
    return SampledPath.Knot(
      point: measured.point(at: location).storage, tangent: tangent,
      bending: SIMD2(-tangent.y, tangent.x) * measured.curvature(at: location))
  }

  /// Appends the interval from `from` to `to`, `step` points from `start`: its interpolant if
  /// it meets the tolerance at the interval's quarter points and middle, else its two halves,
  /// or, at the shortest step, an interval answering exactly.
  mutating func refine(
    _ from: SampledPath.Knot, _ to: SampledPath.Knot, start: Double, step: Double
  ) {
    let interpolant = SampledPath.Interpolant(from, to, step: step)
    if fits(interpolant, from, to, start: start, step: step) {
      append(interpolant, start: start, step: step)
    } else if step / 2 >= shortestAllowedStep {
      let half = step / 2
      let middle = knot(at: measured.location(atDistance: start + half))
      refine(from, middle, start: start, step: half)
      refine(middle, to, start: start + half, step: half)
    } else {
      append(.answersExactly, start: start, step: step)
    }
  }

  mutating func append(_ interpolant: SampledPath.Interpolant, start: Double, step: Double) {
    spans.append(SampledPath.Span(start: start, inverseStep: 1 / step))
    interpolants.append(interpolant)
    narrowestStep = min(narrowestStep, step)
  }

  /// Whether `interpolant` stays within the tolerance of the measured path at its interval's
  /// quarter points and middle (never where a knot's curvature is infinite).
  func fits(
    _ interpolant: SampledPath.Interpolant, _ from: SampledPath.Knot, _ to: SampledPath.Knot,
    start: Double, step: Double
  ) -> Bool {
    guard from.bending.x.isFinite, from.bending.y.isFinite, to.bending.x.isFinite,
      to.bending.y.isFinite
    else { return false }
    for fraction in [0.25, 0.5, 0.75] {
      let miss =
        interpolant.evaluate(at: fraction).point
        - measured.point(atDistance: start + fraction * step).storage
      guard (miss * miss).sum().squareRoot() <= tolerance else { return false }
    }
    return true
  }
}
