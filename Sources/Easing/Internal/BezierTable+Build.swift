extension _BezierTable {
  /// Builds the table for the curve through (0,0), (x1,y1), (x2,y2), (1,1).
  ///
  /// Per segment: fits the Hermite piece through the nodes s(k/32) (solved with the safeguarded
  /// solver) with slopes h / x′(s) (a straight line where a slope is not finite or the piece
  /// leaves the segment's range of s), and certifies the fast path (see `certify`)
  /// from E, twice the largest sampled guess error, and C, twice the largest |x″ / 2x′| on the
  /// samples. Near vertical tangents (x′ → 0, C → ∞) the safeguarded solver is kept.
  init(x1: Double, y1: Double, x2: Double, y2: Double) {
    let start = _BezierAnchor.start(x1: x1, y1: y1, x2: x2, y2: y2)
    let end = _BezierAnchor.end(x1: x1, y1: y1, x2: x2, y2: y2)
    // x″(s) = 6[(1 − s)·a + s·b] with a = x2 − 2x1, b = 1 − 2x2 + x1; x′ has an interior
    // minimum where x″ crosses zero upward: a < 0 < b, at s = a / (a − b).
    let (a, b) = (x2 - 2 * x1, 1 - 2 * x2 + x1)
    var middle = start
    if a < 0 && b > 0 {
      middle = _BezierAnchor.interior(x1: x1, y1: y1, x2: x2, y2: y2, center: a / (a - b))
      lowerThreshold = middle.x / 2
      upperThreshold = (middle.x + 1) / 2
    } else {
      lowerThreshold = 0.5
      upperThreshold = 0.5
    }
    let anchors = [start, middle, end]
    let count = _BezierTable.segmentCount
    storage = ContiguousArray(anchors.flatMap(\.stored))
    storage.reserveCapacity(_BezierTable.segmentsOffset + count * _BezierTable.segmentStride)
    // Nodes s(k/count), each solved from a linear prediction off the previous one.
    var nodes = [0.0]
    nodes.reserveCapacity(count + 1)
    storage.withUnsafeBufferPointer { buffer in
      for index in 1..<count {
        let previous = nodes[index - 1]
        let predicted = previous + 1 / (Double(count) * start.xSlope(previous))
        let guess = predicted.isFinite ? min(predicted, 1) : previous
        let solution = safeguardedSolve(
          Double(index) / Double(count), initialGuess: guess, in: buffer.baseAddress!)
        nodes.append(solution.anchor.center + solution.u)
      }
    }
    nodes.append(1)
    for index in 0..<count {
      let piece = _BezierTable.hermitePiece(nodes[index], nodes[index + 1], start, count)
      let selector = _BezierTable.certify(
        piece, segment: index, anchors, lowerThreshold, upperThreshold)
      storage.append(contentsOf: [piece.0, piece.1, piece.2, piece.3, selector])
    }
  }

  /// The cubic Hermite piece from s0 to s1 in t ∈ [0, 1], or the line when a slope is not
  /// finite or the piece is not monotone (Fritsch–Carlson: with α = m0/Δ and β = m1/Δ, the
  /// piece is monotone when α, β ≥ 0 and α² + β² ≤ 9), so that it stays within [s0, s1].
  static func hermitePiece(_ s0: Double, _ s1: Double, _ start: _BezierAnchor, _ count: Int)
    -> (Double, Double, Double, Double)
  {
    let width = 1 / Double(count)
    let (m0, m1) = (width / start.xSlope(s0), width / start.xSlope(s1))
    let delta = s1 - s0
    let (alpha, beta) = (m0 / delta, m1 / delta)
    guard
      alpha.isFinite && beta.isFinite && alpha >= 0 && beta >= 0
        && alpha * alpha + beta * beta <= 9
    else { return (s0, delta, 0, 0) }
    return (s0, m0, 3 * delta - 2 * m0 - m1, -2 * delta + m0 + m1)
  }

  static func evaluate(_ piece: (Double, Double, Double, Double), _ t: Double) -> Double {
    piece.0 + t * (piece.1 + t * (piece.2 + t * piece.3))
  }

  /// The fast-path selector for one segment (see the initializer), or `safeguarded`.
  ///
  /// At 9 points of the segment the guess error is estimated from the residual,
  /// |x(guess) − x| / x′(guess) (first order, ample where it matters: certified errors are
  /// below 1e-4). The first step uses the piece's own slope ds/dx instead of 1/x′(s): with
  /// relative slope error δ it leaves e1 ≤ δ·E + C·E²; the second, a true Newton step, leaves
  /// C·e1². The segment is certified when C·e1 ≤ 0.01 and C·e1² ≤ 1e-17, with E and C twice
  /// their largest sampled values.
  static func certify(
    _ piece: (Double, Double, Double, Double), segment: Int, _ anchors: [_BezierAnchor],
    _ lowerThreshold: Double, _ upperThreshold: Double
  ) -> Double {
    let count = Double(segmentCount)
    let middleX = (Double(segment) + 0.5) / count
    let selector = middleX < lowerThreshold ? 0 : (middleX < upperThreshold ? 1 : 2)
    let anchor = anchors[selector]
    var guessError = 0.0
    var contraction = 0.0
    var slopeError = 0.0
    for step in 0...8 {
      let t = Double(step) / 8
      let x = (Double(segment) + t) / count
      let u = evaluate(piece, t) - anchor.center
      let slope = anchor.xSlope(u)
      guard slope > 0 && slope.isFinite else { return safeguarded }
      let residual = (anchor.x + anchor.xOffset(u)) - x
      guessError = max(guessError, abs(residual) / slope)
      contraction = max(contraction, abs(anchor.dx2 + 3 * anchor.dx3 * u) / slope)
      let pieceSlope = (piece.1 + (2 * piece.2 + 3 * piece.3 * t) * t) * count
      slopeError = max(slopeError, abs(1 - slope * pieceSlope))
    }
    let (e, c) = (2 * guessError, 2 * contraction)
    let afterFirstStep = 2 * slopeError * e + c * e * e
    let certified = c * afterFirstStep <= 0.01 && c * afterFirstStep * afterFirstStep <= 1e-17
    return certified ? Double(selector) : safeguarded
  }
}
