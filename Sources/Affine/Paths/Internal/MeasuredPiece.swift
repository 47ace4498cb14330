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
  /// The guess t(u) = start + g1·u + g2·u² + g3·u³ for u, the fraction of the piece's length: the
  /// cubic Hermite interpolant of the parameter through both ends with slopes 1/speed
  /// (clamped to keep it monotonic).
  @usableFromInline let guess: SIMD3<Double>
  /// Newton steps that bring the guess within tolerance (preparation checks them).
  @usableFromInline let newtonSteps: Int

  init(
    segment: Int, startParameter: Double, endParameter: Double, length: Double,
    startSpeed: Double, endSpeed: Double, newtonSteps: Int
  ) {
    self.segment = segment
    self.startParameter = startParameter
    self.endParameter = endParameter
    self.length = length
    self.newtonSteps = newtonSteps
    let span = endParameter - startParameter
    // Slopes dt/du = length / speed at both ends, limited to 3·span (Fritsch–Carlson's
    // monotonicity bound) so that a vanishing speed does not throw the guess away.
    func slope(_ speed: Double) -> Double {
      speed * 3 * span > length ? length / speed : 3 * span
    }
    let startSlope = slope(startSpeed)
    let endSlope = slope(endSpeed)
    guess = SIMD3(
      startSlope, 3 * span - 2 * startSlope - endSlope, startSlope + endSlope - 2 * span)
  }

  /// The guessed parameter at `fraction` of the piece's length.
  @inlinable
  func guessedParameter(at fraction: Double) -> Double {
    startParameter + fraction * (guess.x + fraction * (guess.y + fraction * guess.z))
  }

  /// The parameter at `distance` (scaled) from the piece's start: the guess, refined by Newton
  /// steps on length(start, t) − distance, kept within the piece.
  @inlinable
  func parameter(atDistance distance: Double, on segment: MeasuredSegment, steps: Int) -> Double {
    let fraction = length > 0 ? distance / length : 0
    var t = guessedParameter(at: fraction)
    for _ in 0..<steps {
      let speed = segment.speed(at: t)
      guard speed > 0 else { break }
      t -= (segment.length(from: startParameter, to: t) - distance) / speed
      t = min(max(t, startParameter), endParameter)
    }
    return t
  }
}
