import KineticsNumerics

extension DampedSpring {
  /// The exact settling time: the last moment, in seconds, at which the displacement's magnitude
  /// is `epsilon` or more, starting from `initialDisplacement` and `initialVelocity` (units and
  /// units per second); after it the spring stays within `epsilon` of its target forever.
  ///
  /// Found on the true solution, not an envelope: for oscillating springs the last extremum
  /// above ε is located from the closed form of the extremum times, then the crossing after it
  /// is bisected; for critical and over-damped springs, which cross zero and turn at most once,
  /// the crossing on the final monotone stretch is bisected. Accurate to ~1e-12 relative, or to
  /// half an oscillation period when a spring oscillates more than 2⁴⁰ times before settling.
  ///
  /// ```swift
  /// DampedSpring(mass: 1, stiffness: 100, damping: 5).exactSettlingDuration(initialDisplacement: -1)
  /// ```
  ///
  /// - Returns: 0 when the displacement never reaches ε; infinity for an undamped spring that
  ///   moves at all, or one damped so little that it settles beyond the largest double.
  /// - Precondition: finite inputs and `epsilon` > 0.
  public func exactSettlingDuration(
    initialDisplacement x0: Double, initialVelocity v0: Double = 0, epsilon: Double = 0.001
  ) -> Double {
    precondition(
      x0.isFinite, "exactSettlingDuration: initialDisplacement must be finite, got \(x0)")
    precondition(v0.isFinite, "exactSettlingDuration: initialVelocity must be finite, got \(v0)")
    precondition(
      epsilon.isFinite && epsilon > 0,
      "exactSettlingDuration: epsilon must be finite and > 0, got \(epsilon)")
    let magnitude = { (time: Double) in
      abs(self.displacement(atElapsed: time, initialDisplacement: x0, initialVelocity: v0))
    }
    if x0 == 0 && v0 == 0 { return 0 }
    if damping == 0 { return .infinity }
    if discriminant > 0 {
      return oscillatingSettlingTime(x0, v0, epsilon, magnitude)
    }
    // Critical or over-damped: at most one turn (v = 0), after which |x| decays monotonically.
    let turn = turningTime(x0, v0)
    if let turn, magnitude(turn) >= epsilon {
      return lastCrossing(after: turn, epsilon, magnitude)
    }
    guard abs(x0) >= epsilon else { return 0 }
    // |x| falls from |x0| on [0, first zero or turn]; with no turn it falls forever.
    if let turn {
      return bisect(low: 0, high: turn) { magnitude($0) >= epsilon }
    }
    return lastCrossing(after: 0, epsilon, magnitude)
  }

  /// The time t > 0 at which v(t) = 0 for a critical or over-damped spring, if any.
  ///
  /// The state is first scaled by a power of two so that its larger component is about 1 (the
  /// turning time does not change when both scale together), so that no product with a rate
  /// overflows. Critical: v = 0 at t = v0/(ω0²x0 + λv0). Over-damped, x = A·e^{−pt} + B·e^{−qt}
  /// with the slow and fast rates p < q: v = 0 where e^{(q−p)t} = q(p·x0 + v0) / (p(q·x0 + v0)),
  /// whose logarithm is taken term by term, ln(q/p) as 2·ln(q/ω0) (pq = ω0²), so that it keeps
  /// its digits when q/p is beyond the double range and when the argument is within rounding
  /// of 1 (ζ above about 1e8, where the atanh form's argument rounds to 1).
  func turningTime(_ x0: Double, _ v0: Double) -> Double? {
    guard v0 != 0 else { return nil }
    let exponent = -max(abs(x0), abs(v0)).exponent
    let (x, v) = (
      Double(sign: .plus, exponent: exponent, significand: x0),
      Double(sign: .plus, exponent: exponent, significand: v0)
    )
    if discriminant == 0 {
      // v0 = −λ·x0 exactly makes the denominator 0: x = x0·e^{−λt} never turns.
      let ratio = v / (naturalFrequencySquared * x + decayRate * v)
      return ratio > 0 && ratio.isFinite ? ratio : nil
    }
    let (slowTerm, fastTerm) = (slowRate * x + v, fastRate * x + v)
    guard slowTerm != 0, fastTerm != 0, (slowTerm > 0) == (fastTerm > 0) else { return nil }
    let logarithm =
      2 * log(fastRate / naturalFrequency) + (log(abs(slowTerm)) - log(abs(fastTerm)))
    guard logarithm > 0 else { return nil }
    return logarithm / (2 * rootOfDiscriminant)
  }

  /// The last time after `start` with |x| ≥ ε, where |x| decreases monotonically after `start`
  /// and is ≥ ε there: an upper bound by doubling, then bisection. Infinity when |x| is still
  /// ≥ ε at the largest double (a slow rate near 1e-300 with a large start).
  func lastCrossing(after start: Double, _ epsilon: Double, _ magnitude: (Double) -> Double)
    -> Double
  {
    var step = 1 / max(slowRate, 1e-300)
    var high = start + step
    while high.isFinite && magnitude(high) >= epsilon {
      step *= 2
      high = start + step
    }
    if !high.isFinite {
      // The doubling ran out of range: check the largest time itself.
      guard magnitude(.greatestFiniteMagnitude) < epsilon else { return .infinity }
      high = .greatestFiniteMagnitude
    }
    return bisect(low: start, high: high) { magnitude($0) >= epsilon }
  }

  /// Oscillating springs: x = R·e^{−λt}·cos(ωd·t − φ). Its extrema t_k = (θ + kπ)/ωd have
  /// |x| = R·√(1 − ζ²)·e^{−λt_k}; the last one at or above ε is near
  /// ln(R√(1 − ζ²)/ε)/λ, and the last crossing lies between it and the next zero.
  func oscillatingSettlingTime(
    _ x0: Double, _ v0: Double, _ epsilon: Double, _ magnitude: (Double) -> Double
  ) -> Double {
    let omega = rootOfDiscriminant
    let lambda = decayRate
    // Extrema: v = 0 ⇔ tan(ωd·t) = v0·ωd/(ω0²x0 + λv0).
    var firstExtremum = atan2(v0 * omega, naturalFrequencySquared * x0 + lambda * v0) / omega
    if firstExtremum < 0 { firstExtremum += Double.pi / omega }
    let amplitude = (x0 * x0 + pow((v0 + lambda * x0) / omega, 2)).squareRoot()
    let extremumScale = amplitude * omega / naturalFrequencySquared.squareRoot()
    let lastAbove = log(extremumScale / epsilon) / lambda
    let halfPeriod = Double.pi / omega
    // A damping so small that the envelope outlasts any representable time.
    guard lastAbove.isFinite && (lastAbove + halfPeriod).isFinite else { return .infinity }
    let halfPeriods = (lastAbove - firstExtremum) / halfPeriod
    // More than 2⁴⁰ oscillations before settling: a half period is below the resolution of the
    // settling time itself (and the extremum indices stop being exact: an index of 2e22 does
    // not move when 1 is subtracted). The envelope's time is then the answer to within a half
    // period.
    guard halfPeriods < 0x1p40 else { return lastAbove }
    var index = max(0, halfPeriods.rounded(.down) + 1)
    // Step back to the last extremum at or above ε (rounding may put it one either way; the
    // estimate is within a few half periods, so a few steps suffice).
    var steps = 0
    while index >= 0 && magnitude(firstExtremum + index * halfPeriod) < epsilon && steps < 64 {
      index -= 1
      steps += 1
    }
    guard steps < 64 else { return lastAbove }
    guard index >= 0 else {
      // No extremum reaches ε: only the start can, while |x| falls to the first extremum or zero.
      guard abs(x0) >= epsilon else { return 0 }
      let zero = firstZero(x0, v0)
      return bisect(low: 0, high: min(firstExtremum, zero)) { magnitude($0) >= epsilon }
    }
    let extremum = firstExtremum + index * halfPeriod
    let zero = firstZero(after: extremum, x0, v0)
    return bisect(low: extremum, high: zero) { magnitude($0) >= epsilon }
  }

  /// The first zero of x after `start` for an oscillating spring: x ∝ cos(ωd·t − φ) with
  /// φ = atan2((v0 + λx0)/ωd, x0).
  func firstZero(after start: Double = 0, _ x0: Double, _ v0: Double) -> Double {
    let omega = rootOfDiscriminant
    let phase = atan2((v0 + decayRate * x0) / omega, x0)
    // Zeros where ωd·t − φ = π/2 + nπ.
    let base = (phase + Double.pi / 2) / omega
    let halfPeriod = Double.pi / omega
    let count = ((start - base) / halfPeriod).rounded(.down) + 1
    let zero = base + count * halfPeriod
    return zero > start ? zero : zero + halfPeriod
  }

  /// Bisection for the boundary where `isAbove` turns false on [low, high] (true at low, false
  /// at high), to ~1e-12 relative or the last bit.
  func bisect(low: Double, high: Double, _ isAbove: (Double) -> Bool) -> Double {
    var (low, high) = (low, high)
    for _ in 0..<200 {
      let middle = low + (high - low) / 2
      if middle <= low || middle >= high || high - low <= 1e-13 * high { break }
      if isAbove(middle) { low = middle } else { high = middle }
    }
    return low
  }
}
