/// Splits one segment into measured pieces (see ``MeasuredPath``'s discussion).
struct PiecePlanner {
  let segment: MeasuredSegment
  let index: Int

  /// Quadrature on a piece is accepted when it agrees with the sum over its halves to this
  /// relative difference.
  static let quadratureTolerance = 4e-15
  /// The parameter at a distance is accepted within this fraction of the piece's length.
  static let inverseTolerance = 1e-13
  /// Halving stops at pieces 2⁻⁴⁰ long in the parameter (their length is then at most
  /// 1e-12 of the segment's, whatever the error within them).
  static let deepestSplit = 40
  /// The most Newton steps a query takes.
  static let mostNewtonSteps = 4

  func plan(into pieces: inout [MeasuredPiece]) {
    if segment.kind == .line {
      let length = segment.speed(at: 0)
      guard length > 0 else { return }
      pieces.append(
        MeasuredPiece(
          segment: index, startParameter: 0, endParameter: 1, length: length,
          startSpeed: length, endSpeed: length, newtonSteps: 0))
      return
    }
    let breaks = [0] + speedExtremes() + [1]
    for (start, end) in zip(breaks, breaks.dropFirst()) where end > start {
      split(start, end, depth: 0, into: &pieces)
    }
  }

  /// The parameters in (0, 1) where the speed has a local extreme: the sign changes of
  /// B′·B″, found on a 64-step grid and then bisected to the last bit.
  func speedExtremes() -> [Double] {
    func slope(_ t: Double) -> Double {
      (segment.derivative(at: t) * segment.secondDerivative(at: t)).sum()
    }
    var extremes: [Double] = []
    let steps = 64
    var previous = slope(0)
    for step in 1...steps {
      let t = Double(step) / Double(steps)
      let current = slope(t)
      if (previous < 0) != (current < 0), step < steps || current != 0 {
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
      previous = current
    }
    return extremes
  }

  func split(_ start: Double, _ end: Double, depth: Int, into pieces: inout [MeasuredPiece]) {
    let middle = (start + end) * 0.5
    let whole = segment.length(from: start, to: end)
    let halves = segment.length(from: start, to: middle) + segment.length(from: middle, to: end)
    let canSplit = depth < Self.deepestSplit && middle > start && middle < end
    if canSplit && abs(whole - halves) > Self.quadratureTolerance * halves {
      split(start, middle, depth: depth + 1, into: &pieces)
      split(middle, end, depth: depth + 1, into: &pieces)
      return
    }
    guard halves > 0 else { return }
    func piece(steps: Int) -> MeasuredPiece {
      MeasuredPiece(
        segment: index, startParameter: start, endParameter: end, length: halves,
        startSpeed: segment.speed(at: start), endSpeed: segment.speed(at: end),
        newtonSteps: steps)
    }
    guard canSplit else {
      pieces.append(piece(steps: Self.mostNewtonSteps))
      return
    }
    for steps in 0...Self.mostNewtonSteps where inverseHolds(on: piece(steps: steps)) {
      pieces.append(piece(steps: steps))
      return
    }
    split(start, middle, depth: depth + 1, into: &pieces)
    split(middle, end, depth: depth + 1, into: &pieces)
  }

  /// Whether the piece's guess and Newton steps find the parameter within tolerance at a
  /// spread of distances, measured by quadrature over two halves of the found stretch.
  func inverseHolds(on piece: MeasuredPiece) -> Bool {
    for fraction in [0.1, 0.3, 0.5, 0.7, 0.9] {
      let distance = fraction * piece.length
      let t = piece.parameter(atDistance: distance, on: segment, steps: piece.newtonSteps)
      let middle = (piece.startParameter + t) * 0.5
      let reached =
        segment.length(from: piece.startParameter, to: middle) + segment.length(from: middle, to: t)
      if abs(reached - distance) > Self.inverseTolerance * piece.length { return false }
    }
    return true
  }
}
