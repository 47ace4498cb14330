import Easing

extension Spring {
  /// The displacement from the target `time` seconds after starting at displacement
  /// `initialDisplacement` with velocity `initialVelocity` (units per second).
  ///
  /// - Accuracy: within 1e-14·(1 + ω0·t)·(|x0| + |v0|/ω0) of the exact solution for ζ from 0 to
  ///   1e6, k and m over 1e-3 … 1e6, t up to ten settling times (tests: Float80 reference).
  /// - Precondition: `time` finite and ≥ 0.
  @inlinable
  public func displacement(
    at time: Double, initialDisplacement: Double, initialVelocity: Double = 0
  )
    -> Double
  {
    SpringResponse(spring: self, time: time)
      .apply(displacement: initialDisplacement, velocity: initialVelocity).displacement
  }

  /// The velocity (units per second) `time` seconds after starting at displacement
  /// `initialDisplacement` with velocity `initialVelocity`. Analytic, not a finite difference;
  /// accurate to the displacement's bound times ω0.
  @inlinable
  public func velocity(at time: Double, initialDisplacement: Double, initialVelocity: Double = 0)
    -> Double
  {
    SpringResponse(spring: self, time: time)
      .apply(displacement: initialDisplacement, velocity: initialVelocity).velocity
  }

  /// The acceleration −(k·x + c·v)/m (units per second squared) at that moment.
  @inlinable
  public func acceleration(
    at time: Double, initialDisplacement: Double, initialVelocity: Double = 0
  )
    -> Double
  {
    let state = SpringResponse(spring: self, time: time)
      .apply(displacement: initialDisplacement, velocity: initialVelocity)
    return -(stiffness * state.displacement + damping * state.velocity) / mass
  }

  /// SwiftUI's `value(target:initialVelocity:time:)`: the value `time` seconds after starting at
  /// zero, moving toward `target` with `initialVelocity`, for any `VectorArithmetic` value.
  ///
  /// ```swift
  /// Spring(duration: 0.5, bounce: 0.3).value(target: SIMD2<Double>(100, 0), time: 0.5)
  /// ```
  @inlinable
  public func value<Value: VectorArithmetic>(
    target: Value, initialVelocity: Value = .zero, time: Double
  ) -> Value {
    let response = SpringResponse(spring: self, time: time)
    // x0 = −target: value = target + a·x0 + b·v0 = target·(1 − a) + v0·b.
    return target.scaled(by: 1 - response.a) + initialVelocity.scaled(by: response.b)
  }

  /// SwiftUI's `velocity(target:initialVelocity:time:)`: the velocity of ``value(target:initialVelocity:time:)``.
  @inlinable
  public func velocity<Value: VectorArithmetic>(
    target: Value, initialVelocity: Value = .zero, time: Double
  ) -> Value {
    let response = SpringResponse(spring: self, time: time)
    return target.scaled(by: -response.c) + initialVelocity.scaled(by: response.d)
  }

  /// SwiftUI's `force(target:position:velocity:)`: −k·(position − target) − c·velocity.
  @inlinable
  public func force<Value: VectorArithmetic>(target: Value, position: Value, velocity: Value)
    -> Value
  {
    (position - target).scaled(by: -stiffness) - velocity.scaled(by: damping)
  }
}

extension Spring {
  /// The displacement at every time in `times` (seconds, ≥ 0), from one start: the batch form of
  /// ``displacement(at:initialDisplacement:initialVelocity:)``, with the same accuracy.
  ///
  /// - Precondition: `output` holds at least `times.count` values; times finite and ≥ 0.
  /// - Complexity: O(n); allocates nothing. Each time costs one exp and one cos/sin (or
  ///   cosh/sinh, or two exps) from the platform's libm.
  public func displacements(
    at times: UnsafeBufferPointer<Double>, initialDisplacement: Double, initialVelocity: Double = 0,
    into output: UnsafeMutableBufferPointer<Double>
  ) {
    precondition(
      output.count >= times.count,
      "Spring.displacements: output must hold at least times.count (\(times.count)) values, got \(output.count)"
    )
    for index in times.indices {
      output[index] =
        SpringResponse(spring: self, time: times[index])
        .apply(displacement: initialDisplacement, velocity: initialVelocity).displacement
    }
  }
}
