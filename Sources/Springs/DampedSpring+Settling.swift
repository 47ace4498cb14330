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
  /// within ε. Undamped springs: infinity.
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
      return log((start + euclideanLength(target)) / epsilon) / decayRate
    }
    return sampledSettlingDuration(epsilon: epsilon) { time in
      // The displacement from the target: −target·a + v0·b.
      let response = SpringResponse(spring: self, time: time)
      return euclideanLength(
        target.multiplied(by: -response.a) + initialVelocity.multiplied(by: response.b))
    }
  }

  /// The walk of Core Animation and SwiftUI for non-oscillating springs for the move 0 → 1
  /// (displacement from x0 = −1 with `initialVelocity`).
  func sampledSettlingDuration(initialVelocity: Double, epsilon: Double) -> Double {
    sampledSettlingDuration(epsilon: epsilon) { time in
      abs(displacement(at: time, initialDisplacement: -1, initialVelocity: initialVelocity))
    }
  }

  /// The first t = 0.1·n such that `distance` is below ε at every 0.1 s sample from t through
  /// t + 1 s. Gives up (infinity) after a million samples.
  func sampledSettlingDuration(epsilon: Double, _ distance: (Double) -> Double) -> Double {
    var candidate = 0
    var step = 0
    while step < 1_000_000 {
      let time = Double(step) / 10
      if distance(time) >= epsilon {
        candidate = step + 1
      } else if step - candidate >= 10 {
        return Double(candidate) / 10
      }
      step += 1
    }
    return .infinity
  }
}
