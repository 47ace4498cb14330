import KineticsNumerics

extension BezierTable {
  /// The number of doubles of the solver's head: the thresholds and the three anchors.
  static let headCount = segmentsOffset

  /// Writes the solver's head (``headCount`` doubles: thresholds, then the start, middle and
  /// end anchors) for the curve through (0,0), (x1,y1), (x2,y2), (1,yEnd).
  static func writeHead(
    into head: UnsafeMutablePointer<Double>, x1: Double, y1: Double, x2: Double, y2: Double,
    yEnd: Double
  ) {
    let start = BezierAnchor.start(x1: x1, y1: y1, x2: x2, y2: y2, yEnd: yEnd)
    let end = BezierAnchor.end(x1: x1, y1: y1, x2: x2, y2: y2, yEnd: yEnd)
    // x″(s) = 6[(1 − s)·a + s·b] with a = x2 − 2x1, b = 1 − 2x2 + x1; x′ has an interior
    // minimum where x″ crosses zero upward: a < 0 < b, at s = a / (a − b).
    let (a, b) = (x2 - 2 * x1, 1 - 2 * x2 + x1)
    var middle = start
    (head[0], head[1]) = (0.5, 0.5)
    if a < 0 && b > 0 {
      middle = BezierAnchor.interior(
        x1: x1, y1: y1, x2: x2, y2: y2, yEnd: yEnd, center: a / (a - b))
      (head[0], head[1]) = (middle.x / 2, (middle.x + 1) / 2)
    }
    start.store(into: head + anchorsOffset)
    middle.store(into: head + anchorsOffset + BezierAnchor.stride)
    end.store(into: head + anchorsOffset + 2 * BezierAnchor.stride)
  }

  /// Builds the table of the curve whose solver head (``writeHead(into:x1:y1:x2:y2:yEnd:)``)
  /// is at `head`; see the type's discussion for the layout. About 10 µs; up to ~45 µs for
  /// strongly overshooting curves.
  static func build(head: UnsafePointer<Double>) -> BezierTableStorage {
    let start = BezierAnchor(loadingFrom: head + anchorsOffset)
    // The head and guess pieces first: building the value pieces reads them.
    var solver = [Double](repeating: 0, count: valuesOffset)
    let (pieces, refinement) = solver.withUnsafeMutableBufferPointer { buffer in
      let table = buffer.baseAddress!
      table.update(from: head, count: headCount)
      buildGuessPieces(in: table, start: start)
      return certifiedValuePieces(in: table)
    }
    let grid = BezierTableStorage.Grid(
      valuePieceScale: Double(segmentCount * refinement),
      lastValuePiece: segmentCount * refinement)
    return BezierTableStorage.holding(solver, pieces, sentinel(after: pieces), grid: grid)
  }

  /// The value pieces on the coarsest grid (1, 2, 4 or 8 times finer than the guess segments)
  /// where every piece certifies, except next to vertical tangents, where no grid does.
  ///
  /// A piece's error scales as its width to the eighth power: 256 times smaller per halving.
  /// Pieces of the 64-grid that miss 1e-15 by up to 10⁶ (strong overshoot) are curable; the
  /// grid that should bring the worst below 1e-16 is tried first, then the next finer one
  /// until every curable piece certifies or the finest grid is reached. Pieces missing by more
  /// sit next to a vertical tangent and stay on the solver path.
  static func certifiedValuePieces(in table: UnsafePointer<Double>) -> (
    pieces: [Double], refinement: Int
  ) {
    let coarse = valuePieces(count: BezierTable.segmentCount, in: table)
    let curable = coarse.errors.indices.filter {
      coarse.errors[$0] > 1e-15 && coarse.errors[$0] <= 1e-9
    }
    guard let worst = curable.map({ coarse.errors[$0] }).max() else { return (coarse.pieces, 1) }
    var refinement = 2
    var expected = worst / 256
    while expected > 1e-16 && refinement < BezierTable.finestRefinement {
      refinement *= 2
      expected /= 256
    }
    while true {
      let finer = valuePieces(count: BezierTable.segmentCount * refinement, in: table)
      let certified = curable.allSatisfy { segment in
        (0..<refinement).allSatisfy { finer.errors[segment * refinement + $0] <= 1e-15 }
      }
      if certified || refinement == BezierTable.finestRefinement {
        return (finer.pieces, refinement)
      }
      refinement *= 2
    }
  }

  /// The piece evaluated where x·n rounds up to n: the constant value of the last piece at its
  /// end (t = 1), or NaN when the last piece is not certified (the solver serves).
  static func sentinel(after pieces: [Double]) -> [Double] {
    var sentinel = [Double](repeating: 0, count: valueStride)
    sentinel[0] = pieces.withUnsafeBufferPointer { buffer in
      evaluateValuePiece(buffer.baseAddress! + buffer.count - valueStride, 1)
    }
    return sentinel
  }

  /// The `count` value pieces over equal parts of progress, from a table whose guess pieces are
  /// in place, each with its certification error; pieces that miss 1e-15 hold NaN first.
  static func valuePieces(count: Int, in table: UnsafePointer<Double>) -> (
    pieces: [Double], errors: [Double]
  ) {
    let width = 1 / Double(count)
    let derivatives = (0...count).map { node in
      let x = Double(node) * width
      // The ends of the curve are exact (and must not be solved: x = 1 has no segment).
      guard x > 0 && x < 1 else {
        return BezierTable.nodeDerivatives(x: x, s: x, width: width, in: table)
      }
      let (anchor, u) =
        BezierTable.solve(x, in: table) ?? BezierTable.safeguardedSolve(x, in: table)
      return BezierTable.nodeDerivatives(x: x, s: anchor.center + u, width: width, in: table)
    }
    var pieces = [Double](repeating: 0, count: count * BezierTable.valueStride)
    let errors = pieces.withUnsafeMutableBufferPointer { output in
      (0..<count).map { index in
        let piece = output.baseAddress! + index * BezierTable.valueStride
        BezierTable.writeValuePiece(into: piece, derivatives[index], derivatives[index + 1])
        let error = BezierTable.valueError(
          piece, start: Double(index) * width, width: width, in: table)
        if !(error <= 1e-15) {
          piece.update(repeating: 0, count: BezierTable.valueStride)
          piece[0] = .nan
        }
        return error
      }
    }
    return (pieces, errors)
  }

  /// Fills the guess pieces of a table whose thresholds and anchors are in place.
  static func buildGuessPieces(in table: UnsafeMutablePointer<Double>, start: BezierAnchor) {
    let count = segmentCount
    // Nodes s(k/count), each solved from a linear prediction off the previous one.
    var nodes = [Double](repeating: 0, count: count + 1)
    nodes[count] = 1
    for index in 1..<count {
      let previous = nodes[index - 1]
      let predicted = previous + 1 / (Double(count) * start.xSlope(previous))
      let solution = safeguardedSolve(
        Double(index) / Double(count),
        initialGuess: predicted.isFinite ? min(predicted, 1) : previous,
        in: table)
      nodes[index] = solution.anchor.center + solution.u
    }
    for index in 0..<count {
      let piece = table + segmentsOffset + index * segmentStride
      writeGuessPiece(into: piece, nodes[index], nodes[index + 1], start)
      (piece[4], piece[5]) = certifyGuess(piece, segment: index, in: table)
    }
  }

  /// The cubic Hermite piece of s(x) from s0 to s1 in t ∈ [0, 1] with slopes h / x′(s), or the
  /// line when a slope is not finite or the piece is not monotone (Fritsch–Carlson: with
  /// α = m0/Δ and β = m1/Δ the piece is monotone when α, β ≥ 0 and α² + β² ≤ 9).
  static func writeGuessPiece(
    into piece: UnsafeMutablePointer<Double>, _ s0: Double, _ s1: Double, _ start: BezierAnchor
  ) {
    let width = 1 / Double(segmentCount)
    let (m0, m1) = (width / start.xSlope(s0), width / start.xSlope(s1))
    let delta = s1 - s0
    let (alpha, beta) = (m0 / delta, m1 / delta)
    let monotone =
      alpha.isFinite && beta.isFinite && alpha >= 0 && beta >= 0 && alpha * alpha + beta * beta <= 9
    piece[0] = s0
    piece[1] = monotone ? m0 : delta
    piece[2] = monotone ? 3 * delta - 2 * m0 - m1 : 0
    piece[3] = monotone ? -2 * delta + m0 + m1 : 0
  }

  /// The anchor and extra Newton steps for the fast path of one segment, or (3, 0).
  ///
  /// At 9 points of the segment the guess error is estimated from the residual,
  /// |x(guess) − x| / x′(guess) (first order, ample where it matters: certified errors are
  /// below 1e-4). The first step uses the piece's own slope ds/dx instead of 1/x′(s): with
  /// relative slope error δ it leaves e1 ≤ δ·E + C·E², where C = |x″ / 2x′|; each Newton step
  /// then maps e to C·e². The segment is certified with the fewest steps (2 to 5 in all) that
  /// bring the bound below 1e-17 while every step contracts (C·e ≤ 0.1), with E, C and δ twice
  /// their largest sampled values.
  static func certifyGuess(
    _ piece: UnsafePointer<Double>, segment: Int, in table: UnsafePointer<Double>
  ) -> (Double, Double) {
    let count = Double(segmentCount)
    let middleX = (Double(segment) + 0.5) / count
    let selector = middleX < table[0] ? 0 : (middleX < table[1] ? 1 : 2)
    let anchor = BezierAnchor(loadingFrom: table + anchorsOffset + selector * BezierAnchor.stride)
    var (guessError, contraction, slopeError) = (0.0, 0.0, 0.0)
    for step in 0...8 {
      let t = Double(step) / 8
      let u = guess(piece, t) - anchor.center
      let slope = anchor.xSlope(u)
      guard slope > 0 && slope.isFinite else { return (safeguarded, 0) }
      let residual = (anchor.x + anchor.xOffset(u)) - (Double(segment) + t) / count
      guessError = max(guessError, abs(residual) / slope)
      contraction = max(contraction, abs(anchor.dx2 + 3 * anchor.dx3 * u) / slope)
      let pieceSlope = (piece[1] + (2 * piece[2] + 3 * piece[3] * t) * t) * count
      slopeError = max(slopeError, abs(1 - slope * pieceSlope))
    }
    let (e, c) = (2 * guessError, 2 * contraction)
    var error = 2 * slopeError * e + c * e * e
    for extraSteps in 0...3 {
      guard c * error <= 0.1 else { break }
      error = c * error * error
      if error <= 1e-17 { return (Double(selector), Double(extraSteps)) }
    }
    return (safeguarded, 0)
  }

  /// y and its first three x-derivatives, each times h^k (h = `width`, the piece's width in
  /// progress), at progress x with parameter s, from the anchor the safeguarded solver uses
  /// there; nil where x′(s) vanishes.
  ///
  /// With X_k, Y_k the s-derivatives: y′ = Y1/X1, y″ = (Y2·X1 − Y1·X2)/X1³ and
  /// y‴ = ((Y3·X1 − Y1·X3)·X1 − 3·X2·(Y2·X1 − Y1·X2))/X1⁵.
  static func nodeDerivatives(
    x: Double, s: Double, width h: Double, in table: UnsafePointer<Double>
  ) -> (Double, Double, Double, Double)? {
    let anchor = anchor(for: x, in: table)
    let u = s - anchor.center
    let (x1, x2, x3) = (anchor.xSlope(u), 2 * (anchor.dx2 + 3 * anchor.dx3 * u), 6 * anchor.dx3)
    let (y1, y2, y3) = (anchor.ySlope(u), 2 * (anchor.dy2 + 3 * anchor.dy3 * u), 6 * anchor.dy3)
    guard x1 > 0 else { return nil }
    let curvature = y2 * x1 - y1 * x2
    let value = x == 0 ? 0 : (x == 1 ? anchor.y : anchor.yValue(u))
    let first = y1 / x1 * h
    let second = curvature / (x1 * x1 * x1) * (h * h)
    let third =
      ((y3 * x1 - y1 * x3) * x1 - 3 * x2 * curvature) / (x1 * x1 * x1 * x1 * x1) * (h * h * h)
    guard first.isFinite && second.isFinite && third.isFinite else { return nil }
    return (value, first, second, third)
  }

  /// The degree-7 Hermite piece of y in t (the position in the piece, 0…1) from f, f′, f″, f‴ (already times h^k) at
  /// t = 0 and 1: the first four coefficients are the Taylor terms at 0; the last four solve
  /// the conditions at 1 (the inverse of that 4×4 system is exact: rows (35, −15, 5/2, −1/6),
  /// (−84, 39, −7, 1/2), (70, −34, 13/2, −1/2), (−20, 10, −2, 1/6)). NaN where data is missing.
  static func writeValuePiece(
    into piece: UnsafeMutablePointer<Double>, _ start: (Double, Double, Double, Double)?,
    _ end: (Double, Double, Double, Double)?
  ) {
    guard let (f0, d0, s0, j0) = start, let (f1, d1, s1, j1) = end else {
      piece[0] = .nan
      return
    }
    let (a0, a1, a2, a3) = (f0, d0, s0 / 2, j0 / 6)
    let r0 = f1 - (a0 + a1 + a2 + a3)
    let r1 = d1 - (a1 + 2 * a2 + 3 * a3)
    let r2 = s1 - (2 * a2 + 6 * a3)
    let r3 = j1 - 6 * a3
    let a4 = 35 * r0 - 15 * r1 + 2.5 * r2 - r3 / 6
    let a5 = -84 * r0 + 39 * r1 - 7 * r2 + r3 / 2
    let a6 = 70 * r0 - 34 * r1 + 6.5 * r2 - r3 / 2
    let a7 = -20 * r0 + 10 * r1 - 2 * r2 + r3 / 6
    // Interleaved for two-lane evaluation (see `evaluateValuePiece`).
    (piece[0], piece[1], piece[2], piece[3]) = (a0, a4, a1, a5)
    (piece[4], piece[5], piece[6], piece[7]) = (a2, a6, a3, a7)
  }

  /// The difference between the value piece over [start, start + width] and the solver's y at
  /// the piece's midpoint (infinity for a NaN piece). The interpolation error is
  /// y⁽⁸⁾(ξ)·h⁸·t⁴(1 − t)⁴/8!: where y⁽⁸⁾ varies little over the piece, its largest value is at
  /// t = ½, so a piece is certified when this is at most 1e-15 (a tenth of the accuracy
  /// promised). Near vertical tangents or where y⁽⁸⁾ is large (strong overshoot) it is not.
  /// The dense double-double scans in the tests check the promise between the midpoints.
  static func valueError(
    _ piece: UnsafePointer<Double>, start: Double, width: Double, in table: UnsafePointer<Double>
  ) -> Double {
    guard !piece[0].isNaN else { return .infinity }
    let x = start + width / 2
    let (anchor, u) = solve(x, in: table) ?? safeguardedSolve(x, in: table)
    let difference = abs(evaluateValuePiece(piece, 0.5) - anchor.yValue(u))
    return difference.isNaN ? .infinity : difference
  }
}
