import KineticsCore

extension SpringResponse {
  /// Advances `value` and `velocity` toward `target` over the interval: x = value − target,
  /// then value = target + a·x + b·v and velocity = c·x + d·v.
  @inlinable
  public func step<Value: Interpolatable>(
    value: inout Value, velocity: inout Value, target: Value
  ) {
    let displacement = value - target
    let newDisplacement = displacement.multiplied(by: a) + velocity.multiplied(by: b)
    velocity = displacement.multiplied(by: c) + velocity.multiplied(by: d)
    value = target + newDisplacement
  }
}

extension DampedSpring {
  /// SwiftUI's `update(value:velocity:target:deltaTime:)`: advances a value and its velocity
  /// (units per second) toward `target` by `deltaTime` seconds with the exact solution, so the
  /// result does not depend on how time is sliced: 60 steps of 1/60 s, 120 of 1/120 s and one
  /// of 1 s agree to rounding. Changing `target` between calls retargets the motion with
  /// position and velocity continuous.
  ///
  /// ```swift
  /// var position = 0.0, velocity = 0.0
  /// let spring = DampedSpring.snappy()
  /// for _ in 0..<60 { spring.update(value: &position, velocity: &velocity, target: 320, deltaTime: 1.0 / 60) }
  /// ```
  ///
  /// `deltaTime` ≤ 0 leaves the state unchanged.
  ///
  /// - Precondition: `deltaTime` is not NaN or infinite.
  @inlinable
  public func update<Value: Interpolatable>(
    value: inout Value, velocity: inout Value, target: Value, deltaTime: Double
  ) {
    precondition(
      deltaTime.isFinite, "DampedSpring.update: deltaTime must be finite, got \(deltaTime)")
    guard deltaTime > 0 else { return }
    SpringResponse(spring: self, deltaTime: deltaTime).step(
      value: &value, velocity: &velocity, target: target)
  }
}
