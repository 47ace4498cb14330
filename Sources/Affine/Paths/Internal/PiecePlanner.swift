/// Splits one segment into measured pieces (see ``MeasuredPath``'s discussion).
struct PiecePlanner {
  let segment: MeasuredSegment
  let index: Int

  /// Quadrature on a piece is accepted when it agrees with the sum over its halves to this
  /// relative difference.
  static let quadratureTolerance = 1e-11
  /// The parameter at a distance is accepted within this fraction of the piece's length.
  static let inverseTolerance = 1e-11
  /// Halving stops at pieces 2⁻⁴⁰ long in the parameter (their length is then at most
  /// 1e-12 of the segment's, whatever the error within them).
  static let deepestSplit = 40
  /// Pieces shorter than this fraction of the segment are not split further (their errors
  /// cannot matter at the accuracy promised).
  static let negligibleFraction = 1e-14
  /// The most halvings per segment: a bound on preparation's cost whatever the input (no
  /// segment met in the tests comes near it; beyond it, pieces solve to convergence).
  static let mostSplits = 2048
  /// The most Newton steps a query takes on a piece with a polynomial guess.
  static let mostNewtonSteps = 4
  /// A piece whose speed at an end is below this fraction of its mean speed solves to
  /// convergence.
  static let stoppingSpeed = 0.05

  func plan(into pieces: inout [MeasuredPiece]) {
    if segment.kind == .line {
      let length = segment.speed(at: 0)
      guard length > 0 else { return }
      pieces.append(
        MeasuredPiece(
          segment: index, on: segment, startParameter: 0, endParameter: 1, length: length,
          newtonSteps: 0))
      return
    }
    let estimate = (0..<16).reduce(0.0) { total, step in
      total + segment.length(from: Double(step) / 16, to: Double(step + 1) / 16)
    }
    let negligible = Self.negligibleFraction * estimate
    let breaks = [0] + speedExtremes() + [1]
    var budget = Self.mostSplits
    for (start, end) in zip(breaks, breaks.dropFirst()) where end > start {
      split(start, end, depth: 0, negligible: negligible, budget: &budget, into: &pieces)
    }
  }

  /// The parameters in (0, 1) where the speed has a local extreme: the sign changes of
  /// B′·B″, found on a 64-step grid and then bisected to the last bit.
  func speedExtremes() -> [Double] {
    // B′·B″, with values within rounding of zero (a circle's, everywhere) counted as zero:
    // they have no sign to change.
    func slope(_ t: Double) -> Double {
      let first = segment.derivative(at: t)
      let second = segment.secondDerivative(at: t)
      let value = (first * second).sum()
      let size = (first * first).sum().squareRoot() * (second * second).sum().squareRoot()
      return abs(value) <= 64 * Double.ulpOfOne * size ? 0 : value
    }
    var extremes: [Double] = []
    let steps = 64
    var previous = slope(0)
    for step in 1...steps {
      let t = Double(step) / Double(steps)
      let current = slope(t)
      if current != 0, previous != 0, (previous < 0) != (current < 0) {
        var low = Double(step - 1) / Double(steps)
        var high = t
        let lowIsNegative = previous < 0
        while true {
          let middle = (low + high) * 0.5
          guard middle > low, middle < high else { break }
          if (slope(middle) < 0) == lowIsNegative { low = middle } else { high = middle }
        }
        if high < 1 { extremes.append(high) }
      }
      if current != 0 { previous = current }
    }
    return extremes
  }

  func split(
    _ start: Double, _ end: Double, depth: Int, negligible: Double, budget: inout Int,
    into pieces: inout [MeasuredPiece]
  ) {
    let middle = (start + end) * 0.5
    let whole = segment.length(from: start, to: end)
    let halves = segment.length(from: start, to: middle) + segment.length(from: middle, to: end)
    let canSplit =
      depth < Self.deepestSplit && middle > start && middle < end && halves > negligible
      && budget > 0
    // A piece also turns by less than a quarter turn from its start to its middle and from
    // there to its end, so that headings unwrap from one piece start to the next.
    let turnsTooFar =
      (segment.derivative(at: start) * segment.derivative(at: middle)).sum() < 0
      || (segment.derivative(at: middle) * segment.derivative(at: end)).sum() < 0
    // Rounding in the speed's power form is up to a few ulps of its coefficients' size, which
    // near a zero of the speed is most of it: differences below that floor are noise.
    let noise = 16 * Double.ulpOfOne * segment.coefficientSize * (end - start)
    let inaccurate = abs(whole - halves) > Self.quadratureTolerance * halves + noise
    if canSplit && (inaccurate || turnsTooFar) {
      budget -= 1
      split(start, middle, depth: depth + 1, negligible: negligible, budget: &budget, into: &pieces)
      split(middle, end, depth: depth + 1, negligible: negligible, budget: &budget, into: &pieces)
      return
    }
    guard halves > 0 else { return }
    func piece(steps: Int) -> MeasuredPiece {
      MeasuredPiece(
        segment: index, on: segment, startParameter: start, endParameter: end, length: halves,
        newtonSteps: steps)
    }
    // Where the speed nearly vanishes at an end (a cusp or near-cusp), the parameter goes like
    // the square root of the distance, which no polynomial guess follows however short the
    // piece: such pieces, and the deepest ones, solve to convergence instead.
    let meanSpeed = halves / (end - start)
    let nearlyStops =
      min(segment.speed(at: start), segment.speed(at: end)) < Self.stoppingSpeed * meanSpeed
    guard canSplit, !nearlyStops else {
      pieces.append(piece(steps: MeasuredPiece.solveToConvergence))
      return
    }
    for steps in 0...Self.mostNewtonSteps where inverseHolds(on: piece(steps: steps)) {
      pieces.append(piece(steps: steps))
      return
    }
    budget -= 1
    split(start, middle, depth: depth + 1, negligible: negligible, budget: &budget, into: &pieces)
    split(middle, end, depth: depth + 1, negligible: negligible, budget: &budget, into: &pieces)
  }

  /// Whether the piece's guess and Newton steps find the parameter within tolerance at a
  /// spread of distances, measured by quadrature over two halves of the found stretch.
  func inverseHolds(on piece: MeasuredPiece) -> Bool {
    let noise =
      16 * Double.ulpOfOne * segment.coefficientSize * (piece.endParameter - piece.startParameter)
    for fraction in [1e-9, 1e-5, 1e-3, 0.1, 0.3, 0.5, 0.7, 0.9, 0.999, 1 - 1e-5] {
      let distance = fraction * piece.length
      let t = piece.parameter(atDistance: distance, on: segment, steps: piece.newtonSteps)
      let middle = (piece.startParameter + t) * 0.5
      let reached =
        segment.length(from: piece.startParameter, to: middle) + segment.length(from: middle, to: t)
      if abs(reached - distance) > Self.inverseTolerance * piece.length + noise { return false }
    }
    return true
  }
}
