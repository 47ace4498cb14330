/// Everything `CubicBezier` precomputes for solving, in one heap buffer of doubles:
///
/// - three anchors (start, middle, end; ``_BezierAnchor/stride`` doubles each). Without an
///   interior minimum of x′ the middle anchor repeats the start anchor;
/// - 32 segments of progress [k/32, (k+1)/32], five doubles each: the cubic Hermite piece
///   c0 + t·(c1 + t·(c2 + t·c3)) of the parameter s(x) in t = 32x − k (Newton’s first guess),
///   and a selector: the anchor (0, 1, 2) for which two Newton steps from the guess were
///   certified at initialization to reach full precision, or 3 for the safeguarded solver.
@frozen @usableFromInline
struct _BezierTable: Sendable {
  @usableFromInline static let segmentCount = 32
  @usableFromInline static let segmentStride = 5
  @usableFromInline static let segmentsOffset = 3 * _BezierAnchor.stride
  @usableFromInline static let safeguarded = 3.0

  @usableFromInline var storage: ContiguousArray<Double>
  /// Inputs below this use the start anchor in the safeguarded solver.
  @usableFromInline var lowerThreshold: Double
  /// Inputs at or above this use the end anchor; between the thresholds, the middle anchor.
  @usableFromInline var upperThreshold: Double

  /// Two Newton steps from the guess, the first with the guess's own slope: the fast path, or
  /// nil when the segment needs the safeguarded solver.
  @inlinable @inline(__always)
  static func solve(_ x: Double, in table: UnsafePointer<Double>) -> (
    anchor: _BezierAnchor, u: Double
  )? {
    let position = x * Double(segmentCount)
    let index = min(Int(position), segmentCount - 1)
    let t = position - Double(index)
    let segment = table + (segmentsOffset &+ index &* segmentStride)
    let (c0, c1, c2, c3) = (segment[0], segment[1], segment[2], segment[3])
    let selector = segment[4]
    guard selector < safeguarded else { return nil }
    let anchor = _BezierAnchor(loadingFrom: table + Int(selector) &* _BezierAnchor.stride)
    let tSquared = t * t
    let guess = (c0 + c1 * t) + (c2 + c3 * t) * tSquared
    // ds/dx of the guess piece: the first step needs no division (its slope error, ~1e-4
    // relative, only scales the guess error, ~1e-6, by 1e-4); the second is a true Newton step.
    let inverseSlope = (c1 + (2 * c2 + 3 * c3 * t) * t) * Double(segmentCount)
    let target = (x - anchor.x) - anchor.xLow
    var u = guess - anchor.center
    u -= (anchor.xOffset(u) - target) * inverseSlope
    u -= (anchor.xOffset(u) - target) / anchor.xSlope(u)
    return (anchor, u)
  }

  /// The parameter at `x` in (0, 1) as an offset from an anchor: the fast path when the segment
  /// allows it, else the safeguarded solver from the table's guess.
  @inlinable @inline(__always)
  func solve(_ x: Double) -> (anchor: _BezierAnchor, u: Double) {
    storage.withUnsafeBufferPointer { buffer in
      let table = buffer.baseAddress.unsafelyUnwrapped
      if let solution = _BezierTable.solve(x, in: table) { return solution }
      return safeguardedSolve(x, in: table)
    }
  }

  @usableFromInline @inline(never)
  func safeguardedSolve(_ x: Double, in table: UnsafePointer<Double>) -> (
    anchor: _BezierAnchor, u: Double
  ) {
    let position = x * Double(_BezierTable.segmentCount)
    let index = min(Int(position), _BezierTable.segmentCount - 1)
    let t = position - Double(index)
    let segment = table + (_BezierTable.segmentsOffset + index * _BezierTable.segmentStride)
    let guess = segment[0] + t * (segment[1] + t * (segment[2] + t * segment[3]))
    let solution = safeguardedSolve(x, initialGuess: guess, in: table)
    return (solution.anchor, solution.u)
  }

  /// Safeguarded Halley's method from `initialGuess` (a curve parameter): Halley steps inside a
  /// shrinking bracket, bisection when a step would leave it. Stops after the step taken when
  /// the Newton error estimate |residual / x′| is below 2e-7 relative to the offset u from the
  /// anchor, on an exact root, or after 64 iterations (bisection alone reaches the last bit in
  /// 60). Halley's next error is K·e³ with K ≈ 1/u² near an anchor where x′ vanishes and
  /// K < 1e4 elsewhere on valid curves, so the error left is below 1e-16·|u|.
  func safeguardedSolve(_ x: Double, initialGuess: Double, in table: UnsafePointer<Double>)
    -> (anchor: _BezierAnchor, u: Double)
  {
    let selector = x < lowerThreshold ? 0 : (x < upperThreshold ? 1 : 2)
    let anchor = _BezierAnchor(loadingFrom: table + selector * _BezierAnchor.stride)
    let target = (x - anchor.x) - anchor.xLow
    var low = -anchor.center
    var high = 1 - anchor.center
    var u = initialGuess - anchor.center
    for _ in 0..<64 {
      let residual = anchor.xOffset(u) - target
      if residual == 0 { break }
      if residual < 0 { low = u } else { high = u }
      let slope = anchor.xSlope(u)
      let halfCurvature = anchor.dx2 + 3 * anchor.dx3 * u
      let next = u - residual * slope / (slope * slope - residual * halfCurvature)
      // The current error is about residual / slope; where that is below 2e-7·|u|, Halley's
      // step leaves ~1e-20·|u|. (Testing the step itself would stop too early where the slope
      // is nearly zero: there Halley's steps are tiny far from the root.)
      if abs(residual) <= 2e-7 * abs(u) * abs(slope) && next > low && next < high {
        u = next
        break
      }
      u = next > low && next < high ? next : low + (high - low) / 2
    }
    return (anchor, u)
  }
}
