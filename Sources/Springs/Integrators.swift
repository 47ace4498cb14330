import KineticsCore

/// A fixed-step numerical integrator of x″ = acceleration(x, x′), for forces without a closed
/// form and as baselines for the exact spring solution.
public enum Integrator: Sendable, Hashable {
  /// Semi-implicit (symplectic) Euler: v += a·h, then x += v·h (react-spring's choice).
  case semiImplicitEuler(step: Double)
  /// Classic fourth-order Runge–Kutta (Rebound's and pop's choice, at 1 ms).
  case rungeKutta4(step: Double)

  /// The internal step, seconds.
  public var step: Double {
    switch self {
    case .semiImplicitEuler(let step), .rungeKutta4(let step): step
    }
  }

  /// The most internal steps one ``advance(position:velocity:duration:acceleration:)`` takes:
  /// 2³² (about 40 s of work at 10 ns a step). A longer integration is a programmer error: a
  /// step of 1 ms over 1e14 s would take 1e17 steps.
  public static let maximumStepCount = 1 << 32

  /// Advances `position` and `velocity` by `duration` seconds in whole internal steps (the last
  /// one shortened to land exactly on `duration`). Step ends are multiples of the step counted
  /// from the start, so that rounding does not accumulate.
  ///
  /// ```swift
  /// var x = 1.0, v = 0.0
  /// let spring = DampedSpring(mass: 1, stiffness: 100, damping: 10)
  /// Integrator.rungeKutta4(step: 0.001).advance(position: &x, velocity: &v, duration: 0.5) {
  ///   spring.force(target: 0, position: $0, velocity: $1) / spring.mass
  /// }
  /// ```
  ///
  /// - Precondition: the step is finite and > 0, `duration` finite and ≥ 0, and `duration` /
  ///   step at most ``maximumStepCount``.
  @inlinable
  public func advance<Value: Interpolatable>(
    position: inout Value, velocity: inout Value, duration: Double,
    acceleration: (Value, Value) -> Value
  ) {
    let step = self.step
    precondition(step.isFinite && step > 0, "Integrator: step must be finite and > 0, got \(step)")
    precondition(
      duration.isFinite && duration >= 0,
      "Integrator: duration must be finite and ≥ 0, got \(duration)")
    let count = (duration / step).rounded(.up)
    precondition(
      count <= Double(Integrator.maximumStepCount),
      "Integrator: duration / step must be at most \(Integrator.maximumStepCount) steps, got \(count)"
    )
    var elapsed = 0.0
    for index in stride(from: 1, through: Int(count), by: 1) {
      let end = index == Int(count) ? duration : Double(index) * step
      let h = end - elapsed
      elapsed = end
      switch self {
      case .semiImplicitEuler:
        velocity = velocity + acceleration(position, velocity).multiplied(by: h)
        position = position + velocity.multiplied(by: h)
      case .rungeKutta4:
        let (x, v) = (position, velocity)
        let a1 = acceleration(x, v)
        let (x2, v2) = (x + v.multiplied(by: h / 2), v + a1.multiplied(by: h / 2))
        let a2 = acceleration(x2, v2)
        let (x3, v3) = (x + v2.multiplied(by: h / 2), v + a2.multiplied(by: h / 2))
        let a3 = acceleration(x3, v3)
        let (x4, v4) = (x + v3.multiplied(by: h), v + a3.multiplied(by: h))
        let a4 = acceleration(x4, v4)
        position = x + (v + (v2 + v3).multiplied(by: 2) + v4).multiplied(by: h / 6)
        velocity = v + (a1 + (a2 + a3).multiplied(by: 2) + a4).multiplied(by: h / 6)
      }
    }
  }
}
