import KineticsNumerics

extension DampedSpring {
  /// The rules below use their oscillating formula for ζ < 1 − 1e-9, so that a spring meant to
  /// be critical (`DampedSpring(duration:bounce: 0)`) whose damping rounds a hair below critical takes
  /// the critical rule, as it would in Core Animation and SwiftUI with exact arithmetic.
  static let oscillationThreshold = 1 - 1e-9

  /// Core Animation's `CASpringAnimation.settlingDuration` for a move from 0 to 1 with
  /// `initialVelocity` in distances per second: for ζ < 1 the envelope estimate
  /// ln((1 + |(ζω0 − v0)/ωd|)/ε)/(ζω0) with ε = 0.001; for ζ ≥ 1 the first multiple of 0.1 s
  /// after which the value stays within ε of 1 for more than one second.
  ///
  /// Apple's documented example: mass 1, stiffness 100, damping 5 settles in "approximately
  /// 2.85 s" (2.854974609888761). Undamped springs never settle: infinity.
  public func coreAnimationSettlingDuration(initialVelocity: Double = 0) -> Double {
    let epsilon = 0.001
    if damping == 0 { return .infinity }
    if dampingRatio < DampedSpring.oscillationThreshold {
      let envelopeStart = 1 + abs((decayRate - initialVelocity) / rootOfDiscriminant)
      return log(envelopeStart / epsilon) / decayRate
    }
    return sampledSettlingDuration(initialVelocity: initialVelocity, epsilon: epsilon)
  }

  /// SwiftUI's `Spring.settlingDuration` (target 1, initial velocity 0, ε = 0.001): for ζ < 1
  /// ln((|λ·target − v0| + |target|)/ε)/λ — Core Animation's estimate without the division by
  /// ωd — and the same 0.1 s walk otherwise. Undamped springs: infinity.
  public var settlingDuration: Double {
    let epsilon = 0.001
    if damping == 0 { return .infinity }
    if dampingRatio < DampedSpring.oscillationThreshold {
      return log((decayRate + 1) / epsilon) / decayRate
    }
    return sampledSettlingDuration(initialVelocity: 0, epsilon: epsilon)
  }

  /// The walk of Core Animation and SwiftUI for non-oscillating springs: the first t = 0.1·n
  /// such that |1 − p| < ε at every 0.1 s sample from t through t + 1 s, for the move 0 → 1
  /// (p = 1 + x with x0 = −1). Gives up (infinity) after a million samples.
  func sampledSettlingDuration(initialVelocity: Double, epsilon: Double) -> Double {
    var candidate = 0
    var step = 0
    while step < 1_000_000 {
      let time = Double(step) / 10
      let offset = displacement(at: time, initialDisplacement: -1, initialVelocity: initialVelocity)
      if abs(offset) >= epsilon {
        candidate = step + 1
      } else if step - candidate >= 10 {
        return Double(candidate) / 10
      }
      step += 1
    }
    return .infinity
  }
}
