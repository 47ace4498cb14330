import KineticsCore

extension VelocityWindow {
  /// Android's impulse estimate, in window units and then as a velocity: from the oldest sample
  /// forward, each step's velocity v adds work (v − v_before)·|v|, v_before being the velocity
  /// whose kinetic energy is the work so far; the first step's work counts half (the object
  /// starts from rest in the middle of it). The answer is the velocity of the final work. For
  /// one component this is Android's sign(W)·√(2|W|); for several, the same rule on vectors.
  /// Where it overflows (steps shorter than about 1e-150 of the window), the newest step's
  /// velocity. A step of zero duration (samples sharing a time, kept under Flutter's rules) is
  /// skipped; the first step that counts is the one halved.
  @inlinable
  func impulseVelocity() -> Value {
    var work = Value.zero
    var older = scaledPosition(count - 1)
    var olderTime = normalizedTime(count - 1)
    var isFirstStep = true
    for index in stride(from: count - 2, through: 0, by: -1) {
      let (newer, newerTime) = (scaledPosition(index), normalizedTime(index))
      guard time(index) != time(index + 1) else {
        older = newer
        continue
      }
      let step = (newer - older).multiplied(by: 1 / (newerTime - olderTime))
      work = work + (step - Self.velocity(ofWork: work)).multiplied(by: euclideanLength(step))
      if isFirstStep { work.multiply(by: 0.5) }
      isFirstStep = false
      (older, olderTime) = (newer, newerTime)
    }
    return velocity(fromWindowSlope: Self.velocity(ofWork: work)) ?? newestStepVelocity()
  }

  /// The velocity whose kinetic energy ½|v|² equals |work|, along `work`: work·√2/√|work|
  /// (2/|work| itself would overflow for a subnormal work).
  @inlinable
  static func velocity(ofWork work: Value) -> Value {
    let magnitude = euclideanLength(work)
    return magnitude > 0 ? work.multiplied(by: 2.squareRoot() / magnitude.squareRoot()) : .zero
  }
}
