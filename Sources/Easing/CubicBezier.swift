import KineticsCore
import KineticsNumerics

/// A cubic bezier timing curve through (0, 0), (x1, y1), (x2, y2) and (1, 1): Core Animation's
/// `CAMediaTimingFunction(controlPoints:)`, CSS `cubic-bezier()` and SwiftUI's
/// `.timingCurve(_:_:_:_:)`.
///
/// ``value(at:)`` solves x(s) = progress for the curve parameter s and returns y(s).
///
/// - Accuracy: for every valid curve (x1, x2 in [0, 1]; y1, y2 in [−5, 5]) and progress in
///   [0, 1], within 1e-14 of the exact value (measured: ~1e-15), checked in the tests against
///   bisection of the parametric curve in double-double arithmetic.
/// - Method: a new curve solves x(s) = progress directly: a guess from 16 nodes of x(s)
///   (a cubic Hermite piece of the inverse), a Newton step with the guess's own slope, and
///   one Halley step where its error estimate is below the last bit, else a safeguarded
///   Halley iteration with bisection, which always finishes. The curve is expanded around
///   s = 0, s = 1 or the interior minimum of x′(s), so that vertical end tangents (x1 = 0 or
///   x2 = 1) and interior ones such as (1, 0, 0, 1) at ½ keep full precision. Once the curve
///   proves hot — its first batch of values, or its 1,024th scalar value — it builds a table:
///   per 1/64 of progress (finer for strong overshoot), a degree-7 Hermite piece of the
///   output, matching y and three derivatives at both ends, kept where it agrees with a full
///   solve to 1e-15; near vertical tangents the solver serves. Every copy of the curve and
///   every thread shares the table once built (published atomically). Presets are built hot.
///   The two paths agree to the accuracy above, not bit for bit: a curve's value at one
///   progress can change in its last bits when the table takes over.
/// - Cost: creating a curve, ~0.13–0.33 µs and one allocation of about 1 KB; a value, ~30 ns
///   solved directly and ~3–4 ns from the table (2.6–4.6x faster than the browsers' 1e-7
///   solver, see Benchmarks.md); the table, 10–45 µs and 7–35 KB, built once per hot curve.
/// - Endpoints: exactly 0 at progress 0 and exactly 1 at progress 1.
/// - Outside [0, 1]: extends along the end tangents, with the browsers' four-case slope rule.
/// - NaN progress returns NaN.
///
/// ```swift
/// let ease = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
/// ease.value(at: 0.25)  // 0.12916193104731985
/// ```
@frozen
public struct CubicBezier: TimingCurve, Hashable, Sendable {
  /// The x coordinate of the first control point, in [0, 1].
  public let x1: Double
  /// The y coordinate of the first control point; outside [0, 1] the curve overshoots.
  public let y1: Double
  /// The x coordinate of the second control point, in [0, 1].
  public let x2: Double
  /// The y coordinate of the second control point; outside [0, 1] the curve overshoots.
  public let y2: Double

  /// The slope of the line that extends the curve below progress 0.
  @usableFromInline let startSlope: Double
  /// The slope of the line that extends the curve above progress 1.
  @usableFromInline let endSlope: Double
  /// The solver and, once the curve proves hot, its table; shared by every copy of the curve.
  @usableFromInline let shared: SharedBezierStorage
  /// A preset's table, which it builds with the curve, read without the atomic load of the
  /// shared storage's (which keeps it alive); nil for other curves.
  @usableFromInline let presetTable: UnmanagedBezierTable?
  /// The power of two the table's y was divided by: 1, or the 2ᵏ with 2ᵏ ≤ max(|y1|, |y2|) <
  /// 2ᵏ⁺¹ when that exceeds 2⁶⁴, so that the solver's arithmetic on y cannot overflow (control points up to
  /// ±1.8e308 are valid). The table holds the curve ending at (1, 1/yScale); values and slopes
  /// are multiplied back, exactly.
  @usableFromInline let yScale: Double

  /// Creates the curve with control points (x1, y1) and (x2, y2).
  ///
  /// - Precondition: the ranges of ``validate(x1:y1:x2:y2:)`` (CSS rejects other curves; parse
  ///   untrusted strings with ``TimingFunction/init(css:)``, which throws instead).
  /// - Complexity: about 0.1–0.2 µs and one allocation of about 1 KB (the direct solver); the
  ///   table of a curve that proves hot is built later (see the type's discussion).
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    self.init(x1: x1, y1: y1, x2: x2, y2: y2, buildingTable: false)
  }

  /// The curve with its table built at once when `buildingTable`: for presets, which serve
  /// millions of values.
  init(x1: Double, y1: Double, x2: Double, y2: Double, buildingTable: Bool) {
    do { try CubicBezier.validate(x1: x1, y1: y1, x2: x2, y2: y2) } catch { error.stop() }
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    startSlope = CubicBezier.tangentSlope(x1: x1, y1: y1, x2: x2, y2: y2)
    endSlope = CubicBezier.tangentSlope(x1: 1 - x2, y1: 1 - y2, x2: 1 - x1, y2: 1 - y1)
    let largest = max(abs(y1), abs(y2))
    yScale = largest > 0x1p64 ? Double(sign: .plus, exponent: largest.exponent, significand: 1) : 1
    let storage = BezierCurveStorage.make(
      x1: x1, y1: y1 / yScale, x2: x2, y2: y2 / yScale, yEnd: 1 / yScale,
      buildingTable: buildingTable)
    shared = SharedBezierStorage(object: storage)
    presetTable = buildingTable ? UnmanagedBezierTable(reference: storage.table()) : nil
  }

  /// Checks control points: x1 and x2 in [0, 1] (css-easing-1 rejects others: the curve would
  /// not be a function of progress), y1 and y2 finite.
  ///
  /// - Throws: `ValidationError` naming the first control point out of range.
  public static func validate(x1: Double, y1: Double, x2: Double, y2: Double)
    throws(ValidationError)
  {
    // Four calls rather than a loop over arrays of names: creating a curve allocates nothing
    // beyond its storage.
    func check(_ name: String, _ value: Double, _ valid: Bool, _ requirement: String)
      throws(ValidationError)
    {
      guard !valid else { return }
      throw ValidationError(
        type: "CubicBezier", parameter: name, requirement: requirement, value: value)
    }
    try check("x1", x1, (0...1).contains(x1), "must lie in [0, 1]")
    try check("x2", x2, (0...1).contains(x2), "must lie in [0, 1]")
    try check("y1", y1, y1.isFinite, "must be finite")
    try check("y2", y2, y2.isFinite, "must be finite")
  }

  /// The browsers' slope for extending the curve before its start (css-easing-1 §2.2.2): the
  /// first tangent that is not degenerate, 0 for a vertical tangent, 1 for a straight line. The
  /// end slope is the start slope of the curve rotated by half a turn.
  /// A subnormal x (e.g. 5e-324) can make the quotient overflow: it is clamped to the largest
  /// finite magnitude so that the velocity stays finite.
  static func tangentSlope(x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
    if x1 > 0 { return saturatedToTheDoubleRange(y1 / x1) }
    if y1 == 0 && x2 > 0 { return saturatedToTheDoubleRange(y2 / x2) }
    if y1 == 0 && y2 == 0 { return 1 }
    return 0
  }

  /// The eased progress at `progress`. See the type's discussion for accuracy and edges.
  @inlinable @inline(__always)
  public func value(at progress: Double) -> Double {
    if progress > 0 && progress < 1,
      let table = presetTable?.reference ?? shared.object.publishedTable
    {
      return table._withUnsafeGuaranteedRef { $0.value(progress) } * yScale
    }
    return valueWithoutTable(at: progress)
  }

  /// The value where no table serves it: solved directly inside (0, 1) (counted toward the
  /// table), the ends and extensions outside. Out of line, so that the table's path stays
  /// short enough to inline into callers.
  @usableFromInline @inline(never)
  func valueWithoutTable(at progress: Double) -> Double {
    guard progress > 0 && progress < 1 else { return valueOutsideOpenInterval(progress) }
    return shared.object.directValue(progress) * yScale
  }

  /// dy/dx at `progress`: the curve's slope.
  ///
  /// Inside (0, 1) it is y′(s)/x′(s) at the curve parameter s of `progress`, within 1e-12 of
  /// the exact slope relative to it wherever it is finite — near vertical tangents, tiny and
  /// subnormal progress included (there s is solved to full relative precision from the
  /// curve's local expansion) — and ±infinity at an exactly vertical tangent, as for every
  /// curve in Kinetics. At progress 0 and 1 it is the slope on the curve's side (±infinity
  /// for a vertical end tangent: x1 = 0 with y1 ≠ 0, say); outside [0, 1], the extension's
  /// slope (the browsers' rule, which gives a vertical tangent's extension slope 0). A slope
  /// beyond the double range is ±infinity.
  @inlinable
  public func velocity(at progress: Double) -> Double {
    if progress > 0 && progress < 1 {
      // Near an anchor where x′ may vanish, the slope needs s to relative precision, which
      // the solution has.
      let (anchor, u) = shared.object.solution(progress)
      let slopeX = anchor.xSlope(u)
      let slopeY = yScale == 1 ? anchor.ySlope(u) : scaledYSlope(at: anchor.center + u)
      if slopeX == 0 { return slopeY == 0 ? 0 : (slopeY > 0 ? .infinity : -.infinity) }
      return slopeY / slopeX * yScale
    }
    if progress.isNaN { return progress }
    if progress == 0 { return insideSlope(atEnd: false) }
    if progress == 1 { return insideSlope(atEnd: true) }
    return progress < 0 ? startSlope : endSlope
  }

  /// dy/ds of the table's scaled curve (y divided by ``yScale``, ending at 1/yScale) at s, with
  /// the huge control-point terms summed before the small end term: 3·[((1 − s)²·p1 − s²·p2 +
  /// 2(1 − s)s·(p2 − p1)) + s²·end]. Where p1 and p2 nearly cancel (the top of a 1e300 hump)
  /// the end term, 2⁻¹⁰²⁰ say, then survives; the Taylor form would absorb it.
  @usableFromInline
  func scaledYSlope(at s: Double) -> Double {
    let (p1, p2, end) = (y1 / yScale, y2 / yScale, 1 / yScale)
    let r = 1 - s
    return 3 * (((r * r * p1 - s * s * p2) + 2 * r * s * (p2 - p1)) + s * s * end)
  }

  /// The slope at progress 0 (or 1) on the curve's side: the limit of y′(s)/x′(s) as s → 0
  /// (or 1), from the first derivatives of x and y that do not vanish there.
  @usableFromInline
  func insideSlope(atEnd: Bool) -> Double {
    // At the end, the curve turned half a turn: (1 − x2, 1 − y2), (1 − x1, 1 − y1).
    let (p1x, p1y, p2x, p2y) = atEnd ? (1 - x2, 1 - y2, 1 - x1, 1 - y1) : (x1, y1, x2, y2)
    if p1x > 0 { return p1y / p1x }
    if p1y != 0 { return p1y > 0 ? .infinity : -.infinity }
    if p2x > 0 { return p2y / p2x }
    if p2y != 0 { return p2y > 0 ? .infinity : -.infinity }
    return 1
  }

  @usableFromInline
  func valueOutsideOpenInterval(_ progress: Double) -> Double {
    CubicBezier.valueOutsideOpenInterval(progress, startSlope: startSlope, endSlope: endSlope)
  }

  /// The value at progress 0, 1, outside [0, 1] (the extensions with the given slopes) or NaN.
  @usableFromInline
  static func valueOutsideOpenInterval(
    _ progress: Double, startSlope: Double, endSlope: Double
  ) -> Double {
    if progress == 0 { return 0 }
    if progress == 1 { return 1 }
    // A flat extension holds its end value at any distance, infinite included (0·∞ is NaN).
    if progress < 0 { return startSlope == 0 ? 0 : startSlope * progress }
    if progress > 1 { return endSlope == 0 ? 1 : 1 + endSlope * (progress - 1) }
    return progress  // NaN
  }
}

extension CubicBezier {
  /// Two curves are equal when their control points are.
  public static func == (lhs: CubicBezier, rhs: CubicBezier) -> Bool {
    lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2
  }

  /// Hashes the control points.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(x1)
    hasher.combine(y1)
    hasher.combine(x2)
    hasher.combine(y2)
  }
}
