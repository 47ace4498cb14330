import KineticsCore
import KineticsNumerics

extension DampedSpring {
  /// The rules below use their oscillating formula for ζ < 1 − 1e-9, so that a spring meant to
  /// be critical (`DampedSpring(duration:bounce: 0)`) whose damping rounds a hair below critical takes
  /// the critical rule, as it would in Core Animation and SwiftUI with exact arithmetic.
  static let oscillationThreshold = 1 - 1e-9

  /// Core Animation's `CASpringAnimation.settlingDuration` for a move from 0 to 1 with
  /// `initialVelocity` in distances per second: for ζ < 1 the envelope estimate
  /// ln((1 + |(ζω0 − v0)/ωd|)/ε)/(ζω0) with ε = 0.001; for ζ ≥ 1 the first multiple of 0.1 s
  /// after which the value stays within ε of 1 for more than one second (infinity for a motion
  /// still ε away at 10⁵ s).
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
    // The move 0 → 1: displacement −1 from the target.
    return sampledSettlingDuration(
      displacement: -1.0, velocity: initialVelocity, epsilon: epsilon)
  }

  /// SwiftUI's `Spring.settlingDuration`: ``settlingDuration(target:initialVelocity:epsilon:)``
  /// for target 1, initial velocity 0 and ε = 0.001.
  public var settlingDuration: Double {
    settlingDuration(target: 1.0, initialVelocity: 0, epsilon: 0.001)
  }

  /// SwiftUI's `Spring.settlingDuration(target:initialVelocity:epsilon:)`: an estimate of how
  /// long a move from 0 to `target` starting at `initialVelocity` (units per second) takes to
  /// stay within `epsilon` (value units) of it. For ζ < 1, ln((|λ·target − v0| + |target|)/ε)/λ
  /// — Core Animation's estimate without the division by ωd — with lengths for vector values;
  /// otherwise the first multiple of 0.1 s from which every 0.1 s sample for one second lies
  /// within ε (infinity for a motion still ε away at 10⁵ s). Never negative: 0 when the estimate is already within ε at the start (the
  /// formula's logarithm would be negative). Undamped springs: infinity.
  ///
  /// - Precondition: `epsilon` is finite and > 0.
  public func settlingDuration<Value: Interpolatable>(
    target: Value, initialVelocity: Value = .zero, epsilon: Double = 0.001
  ) -> Double {
    precondition(
      epsilon.isFinite && epsilon > 0,
      "DampedSpring.settlingDuration: epsilon must be finite and > 0, got \(epsilon)")
    if damping == 0 { return .infinity }
    if dampingRatio < DampedSpring.oscillationThreshold {
      let start = euclideanLength(target.multiplied(by: decayRate) - initialVelocity)
      return max(0, log((start + euclideanLength(target)) / epsilon) / decayRate)
    }
    // Displacement from the target at the start: −target.
    return sampledSettlingDuration(
      displacement: target.multiplied(by: -1), velocity: initialVelocity, epsilon: epsilon)
  }

  /// The first t = 0.1·n such that the distance from the target is below ε at every 0.1 s
  /// sample from t through t + 1 s, starting from `displacement` and `velocity`: the walk of
  /// Core Animation and SwiftUI for non-oscillating springs. The state is carried from sample to
  /// sample by the exact 0.1 s propagator (one 2×2 product a sample; composing it is exact to
  /// rounding). A motion still ε or more away at 10⁵ s (a million samples) is taken never to
  /// settle: infinity, found from the state at that time without walking there.
  func sampledSettlingDuration<Value: Interpolatable>(
    displacement: Value, velocity: Value, epsilon: Double
  ) -> Double {
    let horizon = SpringResponse(spring: self, deltaTime: 100_000)
    let distanceAtHorizon = euclideanLength(
      displacement.multiplied(by: horizon.a) + velocity.multiplied(by: horizon.b))
    guard distanceAtHorizon < epsilon else { return .infinity }
    let propagator = SpringResponse(spring: self, deltaTime: 0.1)
    var (x, v) = (displacement, velocity)
    var candidate = 0
    var step = 0
    while step < 1_000_000 {
      if euclideanLength(x) >= epsilon {
        candidate = step + 1
      } else if step - candidate >= 10 {
        return Double(candidate) / 10
      }
      (x, v) = (
        x.multiplied(by: propagator.a) + v.multiplied(by: propagator.b),
        x.multiplied(by: propagator.c) + v.multiplied(by: propagator.d)
      )
      step += 1
    }
    return .infinity
  }
}
