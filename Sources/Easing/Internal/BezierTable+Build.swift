extension _BezierTable {
  /// Builds the table for the curve through (0,0), (x1,y1), (x2,y2), (1,1).
  ///
  /// Per segment: solves s at 9 points with the safeguarded solver, fits the Hermite piece
  /// through the end nodes with slopes h / x′(s) (a straight line where a slope is not finite or
  /// the piece leaves the segment's range of s), and certifies the fast path (see `certify`)
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
    let placeholder = [Double](repeating: 0, count: count * _BezierTable.segmentStride)
    storage = ContiguousArray(anchors.flatMap(\.stored) + placeholder)
    let samplesPerSegment = 8
    let exact = storage.withUnsafeBufferPointer { buffer in
      (0...(count * samplesPerSegment)).map { step in
        let x = Double(step) / Double(count * samplesPerSegment)
        if x == 0 { return 0.0 }
        if x == 1 { return 1.0 }
        let solution = safeguardedSolve(x, initialGuess: x, in: buffer.baseAddress!)
        return solution.anchor.center + solution.u
      }
    }
    var segments: [Double] = []
    for index in 0..<count {
      let samples = Array(exact[(index * samplesPerSegment)...((index + 1) * samplesPerSegment)])
      let piece = _BezierTable.hermitePiece(samples.first!, samples.last!, start, count)
      let selector = _BezierTable.certify(
        piece, samples, anchors, lowerThreshold, upperThreshold,
        x: (Double(index) + 0.5) / Double(count))
      segments += piece + [selector]
    }
    storage.replaceSubrange(_BezierTable.segmentsOffset..., with: segments)
  }

  /// The cubic Hermite piece from s0 to s1 in t ∈ [0, 1], or the line when it misbehaves.
  static func hermitePiece(_ s0: Double, _ s1: Double, _ start: _BezierAnchor, _ count: Int)
    -> [Double]
  {
    let width = 1 / Double(count)
    let (m0, m1) = (width / start.xSlope(s0), width / start.xSlope(s1))
    let piece = [s0, m0, 3 * (s1 - s0) - 2 * m0 - m1, 2 * (s0 - s1) + m0 + m1]
    let staysInside = (0...32).allSatisfy { step in
      let s = evaluate(piece, Double(step) / 32)
      return s >= s0 && s <= s1
    }
    return piece.allSatisfy(\.isFinite) && staysInside ? piece : [s0, s1 - s0, 0, 0]
  }

  static func evaluate(_ piece: [Double], _ t: Double) -> Double {
    piece[0] + t * (piece[1] + t * (piece[2] + t * piece[3]))
  }

  /// The fast-path selector for one segment (see the initializer), or `safeguarded`.
  ///
  /// The first step uses the piece's own slope ds/dx instead of 1/x′(s): with relative slope
  /// error δ it leaves e1 ≤ δ·E + C·E²; the second, a true Newton step, leaves C·e1². The
  /// segment is certified when C·e1 ≤ 0.01 and C·e1² ≤ 1e-17.
  static func certify(
    _ piece: [Double], _ samples: [Double], _ anchors: [_BezierAnchor],
    _ lowerThreshold: Double, _ upperThreshold: Double, x: Double
  ) -> Double {
    let selector = x < lowerThreshold ? 0 : (x < upperThreshold ? 1 : 2)
    let anchor = anchors[selector]
    var guessError = 0.0
    var contraction = 0.0
    var slopeError = 0.0
    for (step, s) in samples.enumerated() {
      let t = Double(step) / Double(samples.count - 1)
      guessError = max(guessError, abs(evaluate(piece, t) - s))
      let u = s - anchor.center
      let slope = anchor.xSlope(u)
      guard slope > 0 && slope.isFinite else { return safeguarded }
      contraction = max(contraction, abs(anchor.dx2 + 3 * anchor.dx3 * u) / slope)
      let pieceSlope = (piece[1] + (2 * piece[2] + 3 * piece[3] * t) * t) * Double(segmentCount)
      slopeError = max(slopeError, abs(1 - slope * pieceSlope))
    }
    let (e, c) = (2 * guessError, 2 * contraction)
    let afterFirstStep = 2 * slopeError * e + c * e * e
    let certified = c * afterFirstStep <= 0.01 && c * afterFirstStep * afterFirstStep <= 1e-17
    return certified ? Double(selector) : safeguarded
  }
}
