import Kinetics
import TestSupport
import Testing

/// The README's rule for the ends of the double range, swept over the public numeric entry
/// points: parameters, states, times and progress drawn log-uniformly over 1e-300…1e300 (both
/// signs, with ±0, subnormals and ±greatestFiniteMagnitude among the edges). Whatever a
/// validator accepts must evaluate without a trap and without NaN; results beyond the range
/// are ±infinity.
@Suite struct RangeSweepTests {
  static let any = Generator<Double>.magnitudes()
  static let positive = Generator<Double>.magnitudes(signed: false)

  /// Springs from their rates anywhere in `DampedSpring.rateLimits`, so ζ = λ/ω0 from 0 to
  /// 1e300 (1 − ζ² overflowing beyond 1.3e154 used to make every evaluation NaN), from any
  /// state, at any time: displacement, velocity, the settling durations and a step.
  @Test func springsFromTheirRates() {
    let rates = Generator<(Double, Double, Double)>.zip(
      .doubles(in: 1e-150...1e150, logarithmic: true),
      .doubles(in: 1e-150...1e150, logarithmic: true), Self.positive)
    let states = Generator<(Double, Double, Double)>.zip(Self.any, Self.any, Self.positive)
    checkProperty("spring from rates", .zip(rates, states), cases: 1000) { rates, state in
      let (omega, lambda, mass) = rates
      let zeta = lambda / omega
      guard
        (try? DampedSpring.validate(mass: mass, naturalFrequency: omega, dampingRatio: zeta))
          != nil
      else { return true }
      let spring = DampedSpring(mass: mass, naturalFrequency: omega, dampingRatio: zeta)
      return Self.evaluatesWithoutNaN(spring, state)
    }
  }

  /// Every parameterization with parameters of any magnitude: what its validator accepts
  /// builds a spring that evaluates without NaN.
  @Test func springsFromEveryParameterization() {
    let parameters = Generator<(Double, Double, Double, Double)>.zip(
      Self.any, Self.any, Self.any, .doubles(in: 0...9.99))
    let states = Generator<(Double, Double, Double)>.zip(Self.any, Self.any, Self.positive)
    checkProperty("parameterizations", .zip(parameters, states), cases: 1000) {
      parameters, state in
      let (p, q, r, choice) = parameters
      guard let spring = Self.spring(choice: Int(choice), p, q, r) else { return true }
      return Self.evaluatesWithoutNaN(spring, state)
    }
  }

  /// Cubic béziers with control-point y anywhere in the range, at any progress (±infinity
  /// too): never NaN, finite inside [0, 1].
  @Test func cubicBeziers() {
    let points = Generator<(Double, Double, Double, Double)>.zip(
      .doubles(in: 0...1), Self.any, .doubles(in: 0...1), Self.any)
    checkProperty("béziers", .zip(points, Self.any), cases: 1000) { points, progress in
      let curve = CubicBezier(x1: points.0, y1: points.1, x2: points.2, y2: points.3)
      let values = [progress, .infinity, -.infinity, 0.5].map { curve.value(at: $0) }
      let velocities = [progress, 0.5].map { curve.velocity(at: $0) }
      return !values.contains(where: \.isNaN) && !velocities.contains(where: \.isNaN)
        && ((0...1).contains(progress) ? values[0].isFinite : true)
    }
  }

  /// Penner families with parameters of any magnitude, at any progress: value and velocity
  /// never NaN, the value finite inside [0, 1].
  @Test func easeFamilies() {
    let modes = Ease.Mode.allCases
    checkProperty(
      "ease families", .zip(Self.any, Self.positive, Self.any, .doubles(in: 0...5.99)), cases: 1000
    ) { parameter, period, progress, choice in
      let families: [Ease.Family] = [
        .poly(exponent: abs(parameter)), .back(overshoot: parameter),
        .backPenner(overshoot: parameter), .elastic(amplitude: parameter, period: period),
        .elasticPenner(amplitude: parameter, period: period), .exponential,
      ]
      let family = families[Int(choice)]
      guard (try? Ease.validate(family)) != nil else { return true }
      return modes.allSatisfy { mode in
        let ease = Ease(family, mode)
        // Inside [0, 1] finite; outside, formulas may grow to ±infinity but never NaN.
        let value = ease.value(at: progress)
        return ((0...1).contains(progress) ? value.isFinite : !value.isNaN)
          && !ease.velocity(at: progress).isNaN
      }
    }
  }

  /// Transforms with entries of any magnitude: components, the CSS decomposition, the inverse
  /// and both interpolations never give NaN; an inverse is finite.
  @Test func transforms() {
    let entries = Generator<(Double, Double, Double, Double)>.zip(
      Self.any, Self.any, Self.any, Self.any)
    checkProperty("transforms", .zip(entries, entries, .doubles(in: 0...1)), cases: 1000) {
      first, second, progress in
      let start = AffineTransform2D(a: first.0, b: first.1, c: first.2, d: first.3, tx: 0, ty: 1)
      let end = AffineTransform2D(
        a: second.0, b: second.1, c: second.2, d: second.3, tx: -1, ty: 0)
      let entries = { (t: AffineTransform2D) in [t.a, t.b, t.c, t.d, t.tx, t.ty] }
      let components = start.components
      let decomposition = start.cssDecomposition
      return
        ![
          components.scale.width, components.scale.height, components.rotation,
          components.horizontalShear,
        ].contains(where: \.isNaN)
        && !(decomposition.map { [$0.scale.width, $0.scale.height, $0.skew, $0.angle] } ?? [])
          .contains(where: \.isNaN)
        && (start.inverse.map { entries($0).allSatisfy(\.isFinite) } ?? true)
        && !entries(AffineTransform2D.interpolate(from: start, to: end, progress: progress))
          .contains(where: \.isNaN)
        && !entries(AffineTransform2D.interpolateCSS(from: start, to: end, progress: progress))
          .contains(where: \.isNaN)
    }
  }

  /// Transforms of determinant 1 to rounding with entries of any magnitude, (s, 0, k, 1/s) for
  /// |k| ≤ 1e300: always invertible and decomposable, though products of their entries may
  /// leave the range; the inverse's first entry times s is 1 to rounding.
  @Test func exactlyInvertibleTransforms() {
    checkProperty("determinant one", .zip(Self.any, Self.any), cases: 1000) { scale, shear in
      // A shear at the very top of the range has an inverse entry beyond it (−k/det for a
      // determinant a rounding below 1), so those are left out.
      guard (1 / scale).isNormal, abs(shear) <= 1e300 else { return true }
      let transform = AffineTransform2D(a: scale, b: 0, c: shear, d: 1 / scale, tx: 0, ty: 0)
      guard let inverse = transform.inverse else { return false }
      return transform.cssDecomposition != nil && abs(inverse.a * scale - 1) <= 1e-15
    }
  }

  /// Spring batches between positions and targets of any magnitude and sign: after any number
  /// of steps of any size, every position and velocity is finite.
  @Test func springBatchesAcrossTheRange() {
    let ends = Generator<(Double, Double)>.zip(Self.any, Self.any)
    checkProperty("spring batch", .zip(ends, .doubles(in: 1e-4...1, logarithmic: true)), cases: 300)
    { ends, step in
      var batch = SpringBatch(
        spring: .bouncy(), positions: [Double](repeating: ends.0, count: 9),
        targets: [Double](repeating: ends.1, count: 9))
      for _ in 0..<50 { batch.step(deltaTime: step) }
      return batch.positions.allSatisfy(\.isFinite) && batch.velocities.allSatisfy(\.isFinite)
    }
  }

  /// Tweens, spring and decay motions and the rubber band with values, velocities, durations,
  /// rates and times of any magnitude: never NaN.
  @Test func motions() {
    let values = Generator<(Double, Double, Double)>.zip(Self.any, Self.any, Self.any)
    let times = Generator<(Double, Double, Double)>.zip(
      Self.positive, Self.positive, .doubles(in: 1e-300...0.999_999_999_999, logarithmic: true))
    checkProperty("motions", .zip(values, times), cases: 1000) { values, times in
      let (start, end, velocity) = values
      let (duration, elapsed, rate) = times
      let tween = Tween(
        from: start, to: end, duration: duration, curve: CubicBezier.easeInOut,
        initialVelocity: velocity)
      let spring = SpringMotion(from: start, to: end, spring: .bouncy(), initialVelocity: velocity)
      let decay = DecayMotion(from: start, initialVelocity: velocity, decay: Decay(rate: rate))
      let results = [
        tween.value(atElapsed: elapsed), tween.velocity(atElapsed: elapsed),
        spring.value(atElapsed: elapsed), spring.velocity(atElapsed: elapsed),
        decay.value(atElapsed: elapsed), decay.velocity(atElapsed: elapsed),
        rubberBand(offset: start, dimension: max(duration, .leastNonzeroMagnitude)),
      ]
      return !results.contains(where: \.isNaN)
    }
  }

  /// Interactive transitions released anywhere in [0, 1] — subnormal fractions and one
  /// rounding from 1 included — at velocities of any magnitude, completed by each timing:
  /// the completion and the fraction complete are never NaN (UIKit's relative velocity, a
  /// velocity over the distance left, saturates where it would overflow).
  @Test func interactiveCompletions() throws {
    let fractions = Generator<Double>.doubles(
      in: 1e-300...1, logarithmic: true, specials: [.signedZeros, .subnormals])
    let timings: [CompletionTiming] = [
      .uiKitDefault, .uiKitSpring(dampingRatio: 0.8), .spring(.smooth()),
    ]
    checkProperty("completions", .zip(fractions, Self.any, Self.positive), cases: 600) {
      fraction, velocity, elapsed in
      var healthy = true
      for (index, timing) in timings.enumerated() {
        for end in [abs(fraction), 1 - abs(fraction)] {
          var transition = InteractiveTransition(duration: 0.5)
          try? transition.update(fractionComplete: end)
          if index % 2 == 0 {
            try? transition.finish(atTime: 0, timing: timing, velocity: velocity)
          } else {
            try? transition.cancel(atTime: 0, timing: timing, velocity: velocity)
          }
          let value = transition.completion?.value(atElapsed: elapsed) ?? 0
          healthy = healthy && !value.isNaN && !transition.fractionComplete(atTime: elapsed).isNaN
        }
      }
      return healthy
    }
  }

  /// A spring from parameterization `choice`, or nil when its validator refuses the values.
  static func spring(choice: Int, _ p: Double, _ q: Double, _ r: Double) -> DampedSpring? {
    do throws(ValidationError) {
      switch choice {
      case 0:
        try DampedSpring.validate(mass: p, stiffness: q, damping: r)
        return DampedSpring(mass: p, stiffness: q, damping: r, allowOverDamping: true)
      case 1:
        try DampedSpring.validate(response: p, dampingRatio: q, mass: r)
        return DampedSpring(response: p, dampingRatio: q, mass: r)
      case 2:
        try DampedSpring.validate(duration: p, bounce: q)
        return DampedSpring(duration: p, bounce: q)
      case 3:
        try DampedSpring.validate(origamiTension: p, friction: q)
        return DampedSpring(origamiTension: p, friction: q)
      case 4:
        try DampedSpring.validate(bounciness: p, speed: q)
        return DampedSpring(bounciness: p, speed: q)
      case 5:
        try DampedSpring.validate(visualDuration: p, bounce: q)
        return DampedSpring(visualDuration: p, bounce: q)
      case 6:
        try DampedSpring.validate(uiKitDuration: p, dampingRatio: q, initialVelocity: r)
        return DampedSpring(uiKitDuration: p, dampingRatio: q, initialVelocity: r)
      case 7:
        try DampedSpring.validate(settlingDuration: p, dampingRatio: q, epsilon: r)
        return DampedSpring(settlingDuration: p, dampingRatio: q, epsilon: r)
      case 8:
        try DampedSpring.validate(settlingDuration: p, dampingRatio: q, epsilon: r)
        return DampedSpring(exactSettlingDuration: p, dampingRatio: q, epsilon: r)
      default:
        try DampedSpring.validate(mass: p, naturalFrequency: q, dampingRatio: r)
        return DampedSpring(mass: p, naturalFrequency: q, dampingRatio: r)
      }
    } catch {
      return nil
    }
  }

  /// Displacement, velocity, the three settling durations and one step of `spring` from the
  /// state (x0, v0) at time t: none NaN, durations ≥ 0.
  static func evaluatesWithoutNaN(_ spring: DampedSpring, _ state: (Double, Double, Double))
    -> Bool
  {
    let (x0, v0, time) = state
    var (position, velocity) = (x0, v0)
    spring.update(value: &position, velocity: &velocity, target: 0, deltaTime: time)
    let exact = spring.exactSettlingDuration(
      initialDisplacement: x0, initialVelocity: v0, epsilon: 0.001)
    let swiftUI = spring.settlingDuration(target: x0, initialVelocity: v0, epsilon: 0.001)
    let results = [
      spring.displacement(atElapsed: time, initialDisplacement: x0, initialVelocity: v0),
      spring.velocity(atElapsed: time, initialDisplacement: x0, initialVelocity: v0),
      spring.coreAnimationSettlingDuration(initialVelocity: v0), position, velocity,
    ]
    return !results.contains(where: \.isNaN) && exact >= 0 && swiftUI >= 0
  }
}
