import KineticsNumerics

/// What a hot `CubicBezier` reads its values from, built once the curve proves hot
/// (``BezierCurveStorage``): one heap buffer of doubles (``BezierTableStorage``) holding
///
/// - the solver's head, which ``BezierCurveStorage`` holds too: the two thresholds of progress
///   that pick the anchor of the safeguarded solver (below the first, the start anchor; from
///   the second on, the end anchor; between, the middle one) and three anchors (start, middle,
///   end; ``BezierAnchor/stride`` doubles each). Without an interior minimum of x′ the middle
///   anchor repeats the start anchor;
/// - 64 guess pieces, six doubles each, for segments of progress [k/64, (k+1)/64]: the cubic
///   Hermite piece c0 + t·(c1 + t·(c2 + t·c3)) of the parameter s(x) in t = 64x − k (Newton's
///   first guess); the anchor (0, 1, 2) for which Newton's method from that guess was certified
///   at initialization, or 3 for the safeguarded solver; and the Newton steps that
///   certification needs beyond the first two (0 to 3);
/// - n value pieces (n = 64, 128, 256 or 512: the fewest that certify), eight doubles each,
///   for segments of progress [k/n, (k+1)/n]: the degree-7 Hermite interpolant of y(x) in
///   t = nx − k, which matches y and its first three derivatives at both ends of the segment,
///   certified at initialization to within 1e-15; NaN as the first coefficient where it was
///   not (vertical tangents), so that evaluating it signals the solver path. Strongly
///   overshooting curves need the finer grids; one grid for the whole curve keeps every value
///   on the same short path. A sentinel piece follows (see ``valuePiece(of:scale:lastPiece:)``).
///
/// About 7 KB per curve; 11, 19 or 35 KB for the finer grids; 10–45 µs to build.
@usableFromInline
enum BezierTable {
  @usableFromInline static let segmentCount = 64
  @usableFromInline static let anchorsOffset = 2
  @usableFromInline static let segmentsOffset = anchorsOffset + 3 * BezierAnchor.stride
  @usableFromInline static let segmentStride = 6
  @usableFromInline static let valuesOffset = segmentsOffset + segmentCount * segmentStride
  @usableFromInline static let valueStride = 8
  @usableFromInline static let safeguarded = 3.0
  /// The finest grid of value pieces, as a multiple of `segmentCount`.
  static let finestRefinement = 8

  /// Splits progress x in (0, 1) into the index of its value piece and the position t in it.
  ///
  /// As ``segment(of:)`` on the grid of n pieces (`scale`, the sentinel's index `lastPiece`), but t comes from the rounded double (position
  /// minus the rounded integer), off the integer path: the index's round trip through an integer
  /// register no longer delays t. Where x·n rounds up to n (x within n·2⁻⁵³ of 1) the index is
  /// n and t is 0: the sentinel piece after the last one holds the last piece's value at its
  /// end (t = 1), or NaN where that piece is not certified. The clamp to the sentinel is for
  /// memory safety only: callers pass x in (0, 1).
  @inlinable @inline(__always)
  static func valuePiece(of x: Double, scale: Double, lastPiece: Int) -> (index: Int, t: Double) {
    let position = x * scale
    let rounded = (position - 0.5) + roundingMagic
    let index = min(Int(truncatingIfNeeded: rounded.bitPattern & 0xFFFF_FFFF), lastPiece)
    return (index, position - (rounded - roundingMagic))
  }

  /// Splits progress x in (0, 1) into the index of its guess segment (of 64) and the position
  /// t in it, without conversion checks: adding 1.5·2⁵² rounds 64x − ½ to an integer held in
  /// the low bits (0 to 63 for x in (0, 1)); at an exact integer the tie may round down, giving
  /// t = 1 in the previous segment, which is the same point of the same (continuous) pieces.
  @inlinable @inline(__always)
  static func segment(of x: Double) -> (index: Int, t: Double) {
    let position = x * Double(segmentCount)
    let rounded = (position - 0.5) + roundingMagic
    // The mask keeps the index non-negative and the clamp keeps it in the table for any x
    // (x = 1 rounds to 64; NaN gives garbage bits): memory safety does not rest on callers.
    let index = min(Int(truncatingIfNeeded: rounded.bitPattern & 0xFFFF_FFFF), segmentCount &- 1)
    return (index, position - Double(index))
  }

  /// The value piece at `t`: its coefficients are stored interleaved for
  /// ``evaluateInterleavedDegree7(_:at:)``.
  @inlinable @inline(__always)
  static func evaluateValuePiece(_ c: UnsafePointer<Double>, _ t: Double) -> Double {
    evaluateInterleavedDegree7(UnsafeRawPointer(c), at: t)
  }

  /// The guess piece's starting parameter at t.
  @inlinable @inline(__always)
  static func guess(_ piece: UnsafePointer<Double>, _ t: Double) -> Double {
    (piece[0] + piece[1] * t) + (piece[2] + piece[3] * t) * (t * t)
  }

  /// The anchor the safeguarded solver uses at x, from a solver head (a table's or a curve's).
  @inlinable @inline(__always)
  static func anchor(for x: Double, in head: UnsafePointer<Double>) -> BezierAnchor {
    let index = x < head[0] ? 0 : (x < head[1] ? 1 : 2)
    return BezierAnchor(loadingFrom: head + anchorsOffset + index * BezierAnchor.stride)
  }

  /// Newton steps from the guess, the first with the guess's own slope, as many as the segment
  /// was certified for: the fast path, or nil when the segment needs the safeguarded solver.
  @inlinable @inline(__always)
  static func solve(_ x: Double, in table: UnsafePointer<Double>) -> (
    anchor: BezierAnchor, u: Double
  )? {
    let (index, t) = segment(of: x)
    let piece = table + (segmentsOffset &+ index &* segmentStride)
    let selector = piece[4]
    guard selector < safeguarded else { return nil }
    let anchor = BezierAnchor(
      loadingFrom: table + (anchorsOffset &+ Int(selector) &* BezierAnchor.stride))
    // ds/dx of the guess piece: the first step needs no division (its slope error, ~1e-4
    // relative, only scales the guess error, ~1e-6, by 1e-4); the others are Newton steps.
    let inverseSlope = (piece[1] + (2 * piece[2] + 3 * piece[3] * t) * t) * Double(segmentCount)
    let target = (x - anchor.x) - anchor.xLow
    var u = guess(piece, t) - anchor.center
    u -= (anchor.xOffset(u) - target) * inverseSlope
    u -= (anchor.xOffset(u) - target) / anchor.xSlope(u)
    var extraSteps = piece[5]
    while extraSteps > 0 {
      u -= (anchor.xOffset(u) - target) / anchor.xSlope(u)
      extraSteps -= 1
    }
    return (anchor, u)
  }

  /// y at x in (0, 1) from a table's doubles and its grid of value pieces (their number and
  /// the index of the last: ``BezierTableStorage/Grid``).
  @inlinable @inline(__always)
  static func value(
    _ x: Double, in table: UnsafePointer<Double>, valuePieceScale: Double, lastValuePiece: Int
  ) -> Double {
    let (index, t) = valuePiece(of: x, scale: valuePieceScale, lastPiece: lastValuePiece)
    let piece = table + (valuesOffset &+ index &* valueStride)
    if !piece[0].isNaN { return evaluateValuePiece(piece, t) }
    return solvedValue(x, in: table)
  }

  /// The parameter at `x` in (0, 1) to about 1e-16 relative to its offset u from the anchor:
  /// what a slope near a vanishing x′ needs (x′ ∝ u there, so the fast path's absolute
  /// certification, 1e-17 in u, leaves no relative digits when u is 1e-50).
  ///
  /// x(center + u) − x(center) = d1·u + d2·u² + d3·u³ = t is solved from the better of three
  /// local guesses (the linear, quadratic and cubic truncations) by Newton's method to
  /// convergence. A target below 2⁻⁸⁰⁰ (subnormal progress) is solved scaled: u = 2⁻⁵⁰⁰·ũ and
  /// t = 2⁻¹⁰⁰⁰·t̃, which keeps every intermediate normal. Nil when the local solve leaves
  /// the anchor's span of the curve: the caller's solution stands then.
  ///
  /// `head` is a solver head (``writeHead(into:x1:y1:x2:y2:yEnd:)``): a table's or a curve's.
  @usableFromInline @inline(never)
  static func preciseSolve(_ x: Double, in head: UnsafePointer<Double>) -> (
    anchor: BezierAnchor, u: Double
  )? {
    let anchor = BezierTable.anchor(for: x, in: head)
    let target = (x - anchor.x) - anchor.xLow
    let scaled = abs(target) < 0x1p-800
    let (up, down) = scaled ? (0x1p500, 0x1p-500) : (1.0, 1.0)
    let t = scaled ? target * 0x1p1000 : target
    let (c1, c2, c3) = (anchor.dx1 * up, anchor.dx2, anchor.dx3 * down)
    func residual(_ u: Double) -> Double { u * (c1 + u * (c2 + u * c3)) - t }
    var u = 0.0
    func consider(_ guess: Double) {
      if guess.isFinite && abs(residual(guess)) < abs(residual(u)) { u = guess }
    }
    if c1 > 0 { consider(t / c1) }
    let discriminant = c1 * c1 + 4 * c2 * t
    if c2 != 0 && discriminant >= 0 {
      let root = discriminant.squareRoot()
      if c1 + root != 0 { consider(2 * t / (c1 + root)) }
    }
    if c3 != 0 { consider(cbrt(t / c3)) }
    for _ in 0..<12 {
      let slope = c1 + u * (2 * c2 + 3 * c3 * u)
      guard slope != 0 && slope.isFinite else { break }
      let step = residual(u) / slope
      u -= step
      if abs(step) <= 0x1p-56 * abs(u) { break }
    }
    let solved = u * down
    guard solved.isFinite && solved >= -anchor.center && solved <= 1 - anchor.center else {
      return nil
    }
    return (anchor, solved)
  }

  /// y at x through the solver: the rare path of ``value(_:in:valuePieceScale:lastValuePiece:)``
  /// (pieces next to vertical tangents), kept out of line so that the common path stays short
  /// enough to inline.
  @usableFromInline @inline(never)
  static func solvedValue(_ x: Double, in table: UnsafePointer<Double>) -> Double {
    let (anchor, u) = solve(x, in: table) ?? safeguardedSolve(x, in: table)
    let solution = precise(x, anchor, u, in: table)
    return solution.anchor.yValue(solution.u)
  }

  /// The solution (anchor, u) at x, solved again to relative precision when u is within 2⁻²⁰
  /// of the anchor: there the solvers' absolute error, near 1e-17, can be all of u (x1 = x2 =
  /// 0: u = 2e-12 at progress 1e-35), and a value or a slope needs u to relative precision.
  @inline(__always)
  static func precise(
    _ x: Double, _ anchor: BezierAnchor, _ u: Double, in head: UnsafePointer<Double>
  ) -> (anchor: BezierAnchor, u: Double) {
    guard abs(u) < 0x1p-20 else { return (anchor, u) }
    return preciseSolve(x, in: head) ?? (anchor, u)
  }

  @usableFromInline @inline(never)
  static func safeguardedSolve(_ x: Double, in table: UnsafePointer<Double>) -> (
    anchor: BezierAnchor, u: Double
  ) {
    let (index, t) = segment(of: x)
    let initial = guess(table + segmentsOffset + index * segmentStride, t)
    return safeguardedSolve(x, initialGuess: initial, in: table)
  }

  /// Safeguarded Halley's method from `initialGuess` (a curve parameter) on the solver head at
  /// `head` (a table's or a curve's): Halley steps inside a
  /// shrinking bracket, bisection when a step would leave it. Stops after the step taken when
  /// the Newton error estimate |residual / x′| is below 2e-7 relative to the offset u from the
  /// anchor, on an exact root, or after 64 iterations (bisection alone reaches the last bit in
  /// 60). Halley's next error is K·e³ with K ≈ 1/u² near an anchor where x′ vanishes and
  /// K < 1e4 elsewhere on valid curves, so the error left is below 1e-16·|u|.
  static func safeguardedSolve(
    _ x: Double, initialGuess: Double, in head: UnsafePointer<Double>
  ) -> (anchor: BezierAnchor, u: Double) {
    let anchor = anchor(for: x, in: head)
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
