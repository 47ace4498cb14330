import KineticsCore
import KineticsNumerics

/// CSS `linear()`: straight lines through control points (css-easing-2 §2, "the linear easing
/// function").
///
/// Build it from CSS-style stops, whose inputs may be missing or out of order; the initializer
/// applies the spec's rules, so that ``points`` holds the final, non-decreasing inputs:
///
/// ```swift
/// let curve = PiecewiseLinear(stops: [.init(0), .init(0.25, at: 0.25, 0.75), .init(1)])
/// curve.points.map(\.input)  // [0, 0.25, 0.75, 1]
/// curve.value(at: 0.5)       // 0.25
/// ```
///
/// Outside the first and last inputs the first and last segments extend as lines. Where two
/// points share an input (a jump) the output is the later point's. NaN progress gives NaN.
public struct PiecewiseLinear: TimingCurve, Hashable, Sendable {
  /// A control point after the spec's processing: an input (fraction of progress) and an output.
  public struct Point: Hashable, Sendable, Codable {
    /// Progress at which the point lies.
    public var input: Double
    /// Eased progress at that input.
    public var output: Double

    /// Creates a point.
    public init(input: Double, output: Double) {
      self.input = input
      self.output = output
    }
  }

  /// A stop as written in CSS: an output with zero, one or two inputs (fractions of progress, the
  /// CSS percentages divided by 100).
  public struct Stop: Hashable, Sendable {
    /// The output.
    public var output: Double
    /// Zero, one or two inputs.
    public var inputs: [Double]

    /// Creates a stop `output [input] [input]`.
    ///
    /// - Precondition: at most two inputs.
    public init(_ output: Double, at inputs: Double...) {
      self.init(output, inputs: inputs)
    }

    /// Creates a stop with an array of inputs (the parser's form).
    ///
    /// - Precondition: at most two inputs (``validate(_:inputs:)``).
    public init(_ output: Double, inputs: [Double]) {
      do { try Stop.validate(output, inputs: inputs) } catch { error.stop() }
      self.output = output
      self.inputs = inputs
    }

    /// Checks a stop: at most two inputs (the values themselves are checked by
    /// ``PiecewiseLinear/validate(stops:)``).
    ///
    /// - Throws: `ValidationError` for `inputs`.
    public static func validate(_ output: Double, inputs: [Double]) throws(ValidationError) {
      guard inputs.count <= 2 else {
        throw ValidationError(
          type: "PiecewiseLinear.Stop", parameter: "inputs", requirement: "must hold at most two",
          value: "\(inputs.count)", kind: .wrongCount)
      }
    }
  }

  /// The control points, inputs non-decreasing.
  public let points: [Point]

  /// Creates the curve from CSS-style stops, with the spec's processing: a stop with two inputs
  /// becomes two points; a missing first input is 0 and a missing last input is the largest
  /// input so far or 1, whichever is greater; an input smaller than one before it is raised to
  /// it; runs of missing inputs are spread evenly between their neighbours.
  ///
  /// - Precondition: the rules of ``validate(stops:)`` (CSS text goes through
  ///   ``TimingFunction/init(css:)``, which throws instead).
  public init(stops: [Stop]) {
    do { try PiecewiseLinear.validate(stops: stops) } catch { error.stop() }
    var outputs: [Double] = []
    var inputs: [Double?] = []
    for stop in stops {
      if stop.inputs.isEmpty {
        outputs.append(stop.output)
        inputs.append(nil)
      } else {
        for input in stop.inputs {
          outputs.append(stop.output)
          inputs.append(input)
        }
      }
    }
    if inputs[0] == nil { inputs[0] = 0 }
    if inputs[inputs.count - 1] == nil {
      inputs[inputs.count - 1] = max(1, inputs.compactMap { $0 }.max() ?? 1)
    }
    var largest = -Double.infinity
    for index in inputs.indices {
      if let input = inputs[index] {
        largest = max(largest, input)
        inputs[index] = largest
      }
    }
    var index = 0
    while index < inputs.count {
      guard inputs[index] == nil else {
        index += 1
        continue
      }
      let before = index - 1
      var after = index
      while inputs[after] == nil { after += 1 }
      let (start, end) = (inputs[before]!, inputs[after]!)
      for missing in index..<after {
        let fraction = Double(missing - before) / Double(after - before)
        // The two-product form cannot overflow for inputs near ±1e308, but it can round
        // outside [start, end] (0.08·(1 − f) + 0.08·f is not always 0.08): clamped, so that
        // inputs never decrease and the printed curve parses back equal.
        inputs[missing] = min(max(start * (1 - fraction) + end * fraction, start), end)
      }
      index = after
    }
    points = zip(inputs, outputs).map { Point(input: $0!, output: $1) }
  }

  /// Creates the curve from processed points.
  ///
  /// - Precondition: the rules of ``validate(points:)``.
  public init(points: [Point]) {
    do { try PiecewiseLinear.validate(points: points) } catch { error.stop() }
    self.points = points
  }

  /// Checks CSS-style stops: at least two (css-easing-2), finite outputs and inputs.
  ///
  /// - Throws: `ValidationError` naming the stop.
  public static func validate(stops: [Stop]) throws(ValidationError) {
    guard stops.count >= 2 else {
      throw ValidationError(
        type: "PiecewiseLinear", parameter: "stops", requirement: "must hold at least 2 stops",
        value: "\(stops.count)", kind: .wrongCount)
    }
    for (index, stop) in stops.enumerated()
    where !stop.output.isFinite || !stop.inputs.allSatisfy(\.isFinite) {
      throw ValidationError(
        type: "PiecewiseLinear", parameter: "stops[\(index)]", requirement: "must be finite",
        value: "\(stop.output) at \(stop.inputs)", kind: .notFinite)
    }
  }

  /// Checks processed points: at least two, finite, inputs never decreasing.
  ///
  /// - Throws: `ValidationError` naming the point.
  public static func validate(points: [Point]) throws(ValidationError) {
    guard points.count >= 2 else {
      throw ValidationError(
        type: "PiecewiseLinear", parameter: "points", requirement: "must hold at least 2 points",
        value: "\(points.count)", kind: .wrongCount)
    }
    for (index, point) in points.enumerated() {
      guard point.input.isFinite && point.output.isFinite else {
        throw ValidationError(
          type: "PiecewiseLinear", parameter: "points[\(index)]", requirement: "must be finite",
          value: "(\(point.input), \(point.output))", kind: .notFinite)
      }
      guard index == 0 || point.input >= points[index - 1].input else {
        throw ValidationError(
          type: "PiecewiseLinear", parameter: "points[\(index)].input",
          requirement: "must not be below points[\(index - 1)].input = \(points[index - 1].input)",
          value: "\(point.input)", kind: .outOfOrder)
      }
    }
  }

  /// The segment used for `progress`: the last point with input ≤ progress (or the first),
  /// stepped back by one when it is the last point.
  @inlinable
  func segment(at progress: Double) -> (Point, Point) {
    var low = 0
    var high = points.count - 1
    // Binary search for the last index whose input ≤ progress.
    while low < high {
      let middle = (low + high + 1) / 2
      if points[middle].input <= progress { low = middle } else { high = middle - 1 }
    }
    let index = min(low, points.count - 2)
    return (points[index], points[index + 1])
  }

  /// The output at `progress`: linear interpolation on its segment (css-easing-2's algorithm).
  ///
  /// - Complexity: O(log n) in the number of points.
  @inlinable
  public func value(at progress: Double) -> Double {
    if progress.isNaN { return progress }
    let (a, b) = segment(at: progress)
    if a.input == b.input { return b.output }
    let fraction = PiecewiseLinear.fraction(progress, from: a.input, to: b.input)
    // a·(1 − f) + b·f rather than a + (b − a)·f: exact at both points, and no overflow of b − a
    // for outputs near ±1e308 (which would give NaN at a point's own input).
    let (first, second) = (a.output * (1 - fraction), b.output * fraction)
    let value = first + second
    if !value.isNaN {
      // Terms that cancel (a segment through −1e308 and 1e308, read near 0) lose their
      // difference to the rounding of the fraction: that case is redone in double-double.
      guard abs(value) < 0x1p-26 * max(abs(first), abs(second)) else { return value }
      let accurate = PiecewiseLinear.cancellingValue(progress, from: a, to: b)
      return accurate.isFinite ? accurate : value
    }
    // Both products overflowed with opposite signs: far extrapolation of a steep segment (inputs
    // 1e-320 apart, outputs 8e253 apart). The exact value lies beyond the double range on the
    // side of the slope, which a + (b − a)·f gives (±infinity).
    let rise = b.output - a.output
    return rise == 0 ? a.output : a.output + rise * fraction
  }

  /// a.output + slope·(x − a.input) in double-double: the value of a segment whose two terms
  /// cancel, to about 2⁻¹⁰⁰ of the terms rather than 2⁻⁵³ (exactly 1 at progress 1 on the
  /// line through (−1e308, −1e308) and (1e308, 1e308)). The slope is formed from halved
  /// differences (exact for normal numbers), so that they cannot overflow; NaN or infinite
  /// where an offset beyond the double range overflows (the caller then keeps its own value).
  @usableFromInline @inline(never)
  static func cancellingValue(_ x: Double, from a: Point, to b: Point) -> Double {
    let rise = DoubleDouble(b.output / 2) - DoubleDouble(a.output / 2)
    let width = DoubleDouble(b.input / 2) - DoubleDouble(a.input / 2)
    let slopeHigh = rise.value / width.value
    let residual = rise - width * DoubleDouble(slopeHigh)
    let slope = DoubleDouble(high: slopeHigh, low: residual.value / width.value)
    let offset = DoubleDouble(x) - DoubleDouble(a.input)
    return (DoubleDouble(a.output) + slope * offset).value
  }

  /// (x − a)/(b − a) without overflow of the differences for inputs near ±1e308 (halving all
  /// three is exact for normal numbers and changes the quotient by at most one rounding).
  @inlinable
  static func fraction(_ x: Double, from a: Double, to b: Double) -> Double {
    let width = b - a
    let offset = x - a
    if width.isFinite && offset.isFinite { return offset / width }
    return (x / 2 - a / 2) / (b / 2 - a / 2)
  }

  /// The slope of the segment at `progress`; 0 on a jump (two points with one input).
  @inlinable
  public func velocity(at progress: Double) -> Double {
    if progress.isNaN { return progress }
    let (a, b) = segment(at: progress)
    if a.input == b.input { return 0 }
    return (b.output - a.output) / (b.input - a.input)
  }
}
