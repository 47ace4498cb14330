/// A stretch of one segment between two parameters, short enough that its arc length by
/// Gauss–Legendre is exact to rounding, with a first guess of the parameter at a distance.
@usableFromInline
struct MeasuredPiece: Sendable {
  /// The segment's index in the measured path.
  @usableFromInline let segment: Int
  /// The parameter where the piece starts.
  @usableFromInline let startParameter: Double
  /// The parameter where it ends.
  @usableFromInline let endParameter: Double
  /// Its scaled arc length.
  @usableFromInline let length: Double
  /// The guess t(u) = start + g1·u + … + g5·u⁵ for u, the fraction of the piece's length: the
  /// quintic Hermite interpolant of the parameter through both ends with its first and second
  /// derivatives (dt/ds = 1/|B′|, d²t/ds² = −B′·B″/|B′|⁴); where the speed vanishes (a cusp at an
  /// end) the slope is limited to 3·span and the second derivative dropped.
  @usableFromInline let guess: SIMD4<Double>
  @usableFromInline let guessFifth: Double
  /// Newton steps that bring the guess within tolerance (preparation checks them).
  @usableFromInline let newtonSteps: Int

  init(
    segment: Int, on measured: MeasuredSegment, startParameter: Double, endParameter: Double,
    length: Double, newtonSteps: Int
  ) {
    self.segment = segment
    self.startParameter = startParameter
    self.endParameter = endParameter
    self.length = length
    self.newtonSteps = newtonSteps
    let span = endParameter - startParameter
    /// dt/du and d²t/du² at parameter t, computed on the unit tangent so that nothing raises
    /// the speed to a power (a segment tiny beside a path's largest one has speeds near 1e-120
    /// once scaled, whose fourth power underflows).
    func derivatives(at t: Double) -> (Double, Double) {
      let first = measured.derivative(at: t)
      let largest = max(abs(first.x), abs(first.y))
      guard largest > 0 else { return (3 * span, 0) }
      let scaled = first / largest
      let norm = (scaled * scaled).sum().squareRoot()
      let speed = largest * norm
      guard speed * 3 * span > length else { return (3 * span, 0) }
      let slope = length / speed
      // d²t/du² = −(T·B″)/|B′| · (dt/du)², T the unit tangent.
      let along = (scaled / norm * measured.secondDerivative(at: t)).sum() / speed
      let second = -along * slope * slope
      return (slope, second.isFinite ? second : 0)
    }
    let (m0, a0) = derivatives(at: startParameter)
    let (m1, a1) = derivatives(at: endParameter)
    guess = SIMD4(
      m0, a0 / 2, 10 * span - 6 * m0 - 4 * m1 - 1.5 * a0 + 0.5 * a1,
      -15 * span + 8 * m0 + 7 * m1 + 1.5 * a0 - a1)
    guessFifth = 6 * span - 3 * m0 - 3 * m1 - 0.5 * a0 + 0.5 * a1
  }

  /// The guessed parameter at `fraction` of the piece's length.
  @inlinable
  func guessedParameter(at fraction: Double) -> Double {
    let u = fraction
    let polynomial = guess.x + u * (guess.y + u * (guess.z + u * (guess.w + u * guessFifth)))
    return startParameter + u * polynomial
  }

  /// The value of ``newtonSteps`` that asks for a bracketed solve to convergence.
  @usableFromInline static let solveToConvergence = -1

  /// The parameter at `distance` (scaled) from the piece's start: the guess, refined by Newton
  /// steps on length(start, t) − distance, kept within the piece.
  @inlinable
  func parameter(atDistance distance: Double, on segment: MeasuredSegment, steps: Int) -> Double {
    let fraction = length > 0 ? distance / length : 0
    var t = guessedParameter(at: fraction)
    guard steps >= 0 else { return solvedParameter(atDistance: distance, on: segment, from: t) }
    for _ in 0..<steps {
      let speed = segment.speed(at: t)
      guard speed > 0 else { break }
      t -= (segment.length(from: startParameter, to: t) - distance) / speed
      t = min(max(t, startParameter), endParameter)
    }
    return t
  }

  /// Newton's method inside a shrinking bracket, bisecting whenever a step would leave it, until
  /// the step no longer changes the parameter: at most ~64 iterations, on the few pieces next to
  /// a (near-)cusp.
  @usableFromInline @inline(never)
  func solvedParameter(atDistance distance: Double, on segment: MeasuredSegment, from guess: Double)
    -> Double
  {
    var low = startParameter
    var high = endParameter
    var t = guess.isNaN ? (low + high) * 0.5 : min(max(guess, low), high)
    for _ in 0..<200 {
      let miss = segment.length(from: startParameter, to: t) - distance
      if miss == 0 { return t }
      if miss > 0 { high = t } else { low = t }
      let speed = segment.speed(at: t)
      var next = speed > 0 ? t - miss / speed : (low + high) * 0.5
      if !(next > low && next < high) { next = (low + high) * 0.5 }
      if next == t || !(next > low && next < high) { return t }
      t = next
    }
    return t
  }
}
