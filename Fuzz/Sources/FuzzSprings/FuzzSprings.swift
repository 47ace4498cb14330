import FuzzDriver
import KineticsCore
import Springs

/// libFuzzer entry, structure-aware: the bytes choose a spring parameterization and its
/// parameters (drawn toward the ends of the double range), which go through the public
/// validator first — what it refuses is skipped, what it accepts must work. Then the spring is
/// evaluated, settled, stepped, run in a batch and as a UIKit-style curve, from a fuzzed state.
/// Invariants: no trap; no NaN from finite inputs; settling durations ≥ 0.
func fuzzSprings(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  guard let spring = makeSpring(&input) else { return 0 }
  // Times are ≥ 0 (a precondition of evaluation); a negative draw checks the steppers' no-op.
  let (x0, v0, signedTime) = (input.finiteDouble(), input.finiteDouble(), input.finiteDouble())
  let time = abs(signedTime)
  let epsilon = abs(input.finiteDouble())
  let what = { "\(spring), x0 \(x0), v0 \(v0), t \(time), ε \(epsilon)" }
  check(
    !spring.displacement(atElapsed: time, initialDisplacement: x0, initialVelocity: v0).isNaN,
    what())
  check(
    !spring.velocity(atElapsed: time, initialDisplacement: x0, initialVelocity: v0).isNaN, what())
  check(!spring.coreAnimationSettlingDuration(initialVelocity: v0).isNaN, what())
  if epsilon > 0 {
    let exact = spring.exactSettlingDuration(
      initialDisplacement: x0, initialVelocity: v0, epsilon: epsilon)
    check(exact >= 0, "exact settling \(exact): " + what())
    let settling = spring.settlingDuration(target: x0, initialVelocity: v0, epsilon: epsilon)
    check(settling >= 0, "settling \(settling): " + what())
  }
  var (position, velocity) = (x0, v0)
  spring.update(value: &position, velocity: &velocity, target: 0, deltaTime: signedTime)
  check(!position.isNaN && !velocity.isNaN, "update: " + what())
  var batch = SpringBatch(spring: spring, positions: [x0, 0, v0], targets: [0, x0, time])
  batch.step(deltaTime: signedTime)
  batch.retarget(1, to: v0)
  batch.step(deltaTime: time / 3)
  check(!batch.positions.contains(where: \.isNaN), "batch: " + what())
  if (try? SpringCurve.validate(duration: time, initialVelocity: v0)) != nil {
    let curve = SpringCurve(spring: spring, duration: time, initialVelocity: v0)
    let progress = input.finiteDouble()
    check(!curve.value(at: progress).isNaN, "curve at \(progress): " + what())
    check(!curve.velocity(at: progress).isNaN, "curve velocity at \(progress): " + what())
  }
  return 0
}

/// A spring from one of the parameterizations, or nil when its validator refuses the values.
func makeSpring(_ input: inout FuzzInput) -> DampedSpring? {
  let (p, q, r) = (input.double(), input.double(), input.double())
  do throws(ValidationError) {
    switch input.choice(10) {
    case 0:
      try DampedSpring.validate(mass: p, stiffness: q, damping: r)
      return DampedSpring(mass: p, stiffness: q, damping: r, allowOverDamping: true)
    case 1:
      try DampedSpring.validate(mass: p, naturalFrequency: q, dampingRatio: r)
      return DampedSpring(mass: p, naturalFrequency: q, dampingRatio: r)
    case 2:
      try DampedSpring.validate(response: p, dampingRatio: q, mass: r)
      return DampedSpring(response: p, dampingRatio: q, mass: r)
    case 3:
      try DampedSpring.validate(duration: p, bounce: q)
      return DampedSpring(duration: p, bounce: q)
    case 4:
      try DampedSpring.validate(origamiTension: p, friction: q)
      return DampedSpring(origamiTension: p, friction: q)
    case 5:
      try DampedSpring.validate(bounciness: p, speed: q)
      return DampedSpring(bounciness: p, speed: q)
    case 6:
      try DampedSpring.validate(visualDuration: p, bounce: q)
      return DampedSpring(visualDuration: p, bounce: q)
    case 7:
      try DampedSpring.validate(uiKitDuration: p, dampingRatio: q, initialVelocity: r)
      return DampedSpring(uiKitDuration: p, dampingRatio: q, initialVelocity: r)
    case 8:
      try DampedSpring.validate(settlingDuration: p, dampingRatio: q, epsilon: r)
      return DampedSpring(settlingDuration: p, dampingRatio: q, epsilon: r)
    default:
      try DampedSpring.validate(settlingDuration: p, dampingRatio: q, epsilon: r)
      return DampedSpring(exactSettlingDuration: p, dampingRatio: q, epsilon: r)
    }
  } catch {
    return nil
  }
}

@_cdecl("FuzzSprings_main")
func main(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc: argc, argv: argv, fuzzSprings)
}
