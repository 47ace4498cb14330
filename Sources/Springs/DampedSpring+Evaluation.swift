import KineticsNumerics
import KineticsCore

extension DampedSpring {
  /// The displacement from the target `time` seconds after starting at displacement
  /// `initialDisplacement` with velocity `initialVelocity` (units per second).
  ///
  /// - Accuracy: within 1e-14·(1 + ω0·t)·(|x0| + |v0|/ω0) of the exact solution for ζ from 0 to
  ///   1e6, k and m over 1e-3 … 1e6, t up to ten settling times (tests: double-double reference).
  /// - Precondition: `time` finite and ≥ 0.
  @inlinable
  public func displacement(
    atElapsed time: Double, initialDisplacement: Double, initialVelocity: Double = 0
  )
    -> Double
  {
    // Under-damped, one sinusoid with the start as its weights:
    // e^{−λt}·(x0·cos ωd·t + ((v0 + λ·x0)/ωd)·sin ωd·t). Tiny, huge or non-finite phases and an
    // overflowing weight take the general map, which handles them.
    let phase = rootOfDiscriminant * time
    if discriminant > 0 && phase >= 1e-8 && phase <= FastMath.largestAngle {
      let sineWeight = (initialVelocity + decayRate * initialDisplacement) / rootOfDiscriminant
      if sineWeight.isFinite {
        return exp(-decayRate * time)
          * fastSinusoid(phase, cosineWeight: initialDisplacement, sineWeight: sineWeight)
      }
    }
    // Critical, one exponential: e^{−λt}·x0 + (v0 + λ·x0)·(e^{−λt}·t).
    if discriminant == 0 && time >= 0 && time <= .greatestFiniteMagnitude {
      let slope = initialVelocity + decayRate * initialDisplacement
      let envelope = exp(-decayRate * time)
      if slope.isFinite { return envelope * initialDisplacement + slope * (envelope * time) }
    }
    return SpringResponse(spring: self, deltaTime: time)
      .apply(displacement: initialDisplacement, velocity: initialVelocity).displacement
  }

  /// The velocity (units per second) `time` seconds after starting at displacement
  /// `initialDisplacement` with velocity `initialVelocity`. Analytic, not a finite difference;
  /// accurate to the displacement's bound times ω0.
  @inlinable
  public func velocity(
    atElapsed time: Double, initialDisplacement: Double, initialVelocity: Double = 0
  )
    -> Double
  {
    SpringResponse(spring: self, deltaTime: time)
      .apply(displacement: initialDisplacement, velocity: initialVelocity).velocity
  }

  /// The acceleration −(k·x + c·v)/m = −(ω0²·x + 2λ·v) (units per second squared) at that
  /// moment (in the rates, which cannot overflow where k and c could).
  @inlinable
  public func acceleration(
    atElapsed time: Double, initialDisplacement: Double, initialVelocity: Double = 0
  )
    -> Double
  {
    let state = SpringResponse(spring: self, deltaTime: time)
      .apply(displacement: initialDisplacement, velocity: initialVelocity)
    return -(naturalFrequencySquared * state.displacement + 2 * decayRate * state.velocity)
  }

  /// SwiftUI's `value(target:initialVelocity:time:)`: the value `time` seconds after starting at
  /// zero, moving toward `target` with `initialVelocity`, for any `Interpolatable` value.
  ///
  /// ```swift
  /// DampedSpring(duration: 0.5, bounce: 0.3).value(target: SIMD2<Double>(100, 0), time: 0.5)
  /// ```
  @inlinable
  public func value<Value: Interpolatable>(
    target: Value, initialVelocity: Value = .zero, time: Double
  ) -> Value {
    let response = SpringResponse(spring: self, deltaTime: time)
    // x0 = −target: value = target + a·x0 + b·v0 = target·(1 − a) + v0·b.
    return target.multiplied(by: 1 - response.a) + initialVelocity.multiplied(by: response.b)
  }

  /// SwiftUI's `velocity(target:initialVelocity:time:)`: the velocity of ``value(target:initialVelocity:time:)``.
  @inlinable
  public func velocity<Value: Interpolatable>(
    target: Value, initialVelocity: Value = .zero, time: Double
  ) -> Value {
    let response = SpringResponse(spring: self, deltaTime: time)
    return target.multiplied(by: -response.c) + initialVelocity.multiplied(by: response.d)
  }

  /// SwiftUI's `force(target:position:velocity:)`: −k·(position − target) − c·velocity.
  @inlinable
  public func force<Value: Interpolatable>(target: Value, position: Value, velocity: Value)
    -> Value
  {
    (position - target).multiplied(by: -stiffness) - velocity.multiplied(by: damping)
  }
}

extension DampedSpring {
  /// The displacement at every time in `times` into `output` (grown to `times.count` if it is
  /// shorter): the array form of
  /// ``displacements(at:initialDisplacement:initialVelocity:into:)-(UnsafeBufferPointer<Double>,_,_,_)``,
  /// with the same results and speed.
  public func displacements(
    at times: [Double], initialDisplacement: Double, initialVelocity: Double = 0,
    into output: inout [Double]
  ) {
    if output.count < times.count {
      output.append(contentsOf: repeatElement(0, count: times.count - output.count))
    }
    times.withUnsafeBufferPointer { input in
      output.withUnsafeMutableBufferPointer {
        displacements(
          at: input, initialDisplacement: initialDisplacement, initialVelocity: initialVelocity,
          into: $0)
      }
    }
  }

  /// The displacement at every time in `times` (seconds, ≥ 0), from one start: the batch form of
  /// ``displacement(atElapsed:initialDisplacement:initialVelocity:)``.
  ///
  /// A batch with many times for the span it covers goes through a table of Taylor expansions
  /// of the motion about nodes 1/(24ρ) seconds apart from 0 to its latest time (ρ = ω0, or the
  /// fast rate of an over-damped spring), each node from one scalar evaluation, when that takes
  /// at most 4,096 nodes and at least 64 times per node: a value is then a degree-7
  /// polynomial, 8–10x faster than one call per time, in any order of times. Other batches go
  /// eight times at a time through vector exponential and sinusoid kernels (plain SIMD
  /// arithmetic, no libm calls; 4–5x faster than one call per time); times past those kernels'
  /// range (an envelope below e^{−708}, a phase beyond 10⁶ radians), over-damped groups
  /// straddling the switch between the spring's two forms and the last `times.count % 8` values
  /// take the scalar path.
  ///
  /// - Accuracy: the bound of ``displacement(atElapsed:initialDisplacement:initialVelocity:)``; the
  ///   table differs from the scalar path by at most 1e-15·(1 + ω0·t)·(|x0| + |v0|/ω0) and the
  ///   lanes by at most 4e-15 times that scale, a few ulps of the motion's scale (tests: double-double
  ///   reference and the scalar path, every regime).
  /// - Precondition: `output` holds at least `times.count` values; times finite and ≥ 0.
  /// - Complexity: O(n). The table (64 bytes per node, at most 4,096 nodes) is a temporary
  ///   allocation, on the stack where it fits; the lanes allocate nothing.
  public func displacements(
    at times: UnsafeBufferPointer<Double>, initialDisplacement: Double, initialVelocity: Double = 0,
    into output: UnsafeMutableBufferPointer<Double>
  ) {
    precondition(
      output.count >= times.count,
      "DampedSpring.displacements: output must hold at least times.count (\(times.count)) values, got \(output.count)"
    )
    guard let time = times.baseAddress, let result = output.baseAddress else { return }
    if SpringTaylorTable.fill(
      result, at: times, spring: self, initialDisplacement: initialDisplacement,
      initialVelocity: initialVelocity)
    {
      return
    }
    let kernel = SpringDisplacementKernel(
      spring: self, initialDisplacement: initialDisplacement, initialVelocity: initialVelocity)
    let scalar = { (index: Int) in
      result[index] =
        SpringResponse(spring: self, deltaTime: time[index])
        .apply(displacement: initialDisplacement, velocity: initialVelocity).displacement
    }
    let count = times.count
    let width = SpringLanes.scalarCount
    let vectorCount = count - count % width
    let outside: Bool
    switch kernel.regime {
    case .underDamped:
      outside = kernel.fill(result, at: time, count: vectorCount, scalar: scalar) {
        kernel.underDamped($0)
      }
    case .criticallyDamped:
      outside = kernel.fill(result, at: time, count: vectorCount, scalar: scalar) {
        kernel.criticallyDamped($0)
      }
    case .overDamped:
      outside = kernel.fill(result, at: time, count: vectorCount, scalar: scalar) {
        kernel.overDamped($0)
      }
    }
    // Rare: redo the times the lanes do not serve (and report invalid ones) on the scalar path.
    if outside {
      for index in 0..<vectorCount where !(time[index] >= 0 && time[index] <= kernel.latestTime) {
        scalar(index)
      }
    }
    for index in vectorCount..<count { scalar(index) }
  }
}
