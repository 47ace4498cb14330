import KineticsNumerics

/// The displacements of one spring from one start at many times, from Taylor expansions of the
/// motion about nodes T_k = k·h: the fast path of
/// ``DampedSpring/displacements(at:initialDisplacement:initialVelocity:into:)`` for large batches.
///
/// Each node holds x(T_k) and x′(T_k) from the scalar closed form (`SpringResponse`) and the
/// higher terms from the equation of motion x″ = −2λx′ − ω0²x, scaled by powers of h:
/// d_n = x⁽ⁿ⁾(T_k)·hⁿ/n!, so that x(T_k + u·h) = Σ d_n·uⁿ for |u| ≤ ½. With h = 1/(24·ρ), ρ the
/// largest rate of the motion (ω0, or the fast rate r₂ of an over-damped spring), every
/// derivative is at most n·ρⁿ times the motion's scale (|x0| + |v0|/ω0) and the first term left
/// out, the 8th, is below 8·(1/48)⁸/8! < 6e-18 of that scale. The scale of a term's rounding
/// errors shrinks the same way, so a value is the node's value (the scalar path's accuracy)
/// plus a few ulps of the scale. The position u = t/h − k comes from t/h rounded once (and h,
/// T_k = k·h rounded), as if t moved by a few ulps: an error of |x′(t)|·t·4e-16 at most, the
/// same order as the scalar path's rounding of ω·t.
///
/// A value costs one multiplication, one rounding to the nearest node and a degree-7
/// polynomial; a node costs one scalar evaluation (~30 ns), so the table serves batches with
/// at least ``valuesPerNode`` times per node, and at most ``largestNodeCount`` nodes (256 KiB).
enum SpringTaylorTable {
  /// Coefficients per node: the Taylor terms through degree 7 (one 64-byte cache line).
  static let coefficientCount = 8
  /// Nodes per unit of ρ·t: h·ρ = 1/24, so that |u·h·ρ| ≤ 1/48.
  static let nodesPerRadian = 24.0
  /// The most nodes a table takes.
  static let largestNodeCount = 4096
  /// The fewest times per node for which building the table pays.
  static let valuesPerNode = 64

  /// Writes the displacement of `spring` from (`x0`, `v0`) at every time of `times` into
  /// `result` and returns true, or writes nothing and returns false when the batch does not
  /// suit a table: fewer than ``valuesPerNode`` times per node, more than ``largestNodeCount``
  /// nodes, or a time that is negative, infinite or NaN (the caller's paths report those).
  static func fill(
    _ result: UnsafeMutablePointer<Double>, at times: UnsafeBufferPointer<Double>,
    spring: DampedSpring, initialDisplacement x0: Double, initialVelocity v0: Double
  ) -> Bool {
    guard let time = times.baseAddress, times.count >= valuesPerNode else { return false }
    let rate = spring.discriminant < 0 ? spring.fastRate : spring.naturalFrequency
    let nodesPerSecond = nodesPerRadian * rate
    let largestTime = latestValidTime(time, count: times.count)
    let nodeLimit = min(largestNodeCount, times.count / valuesPerNode)
    // Also false for NaN: a negative or NaN time makes `largestTime` NaN. The nearest node to
    // a time t is at most ⌊t·nodesPerSecond⌋ + 1.
    guard largestTime * nodesPerSecond + 2 <= Double(nodeLimit) else { return false }
    let nodeCount = Int(largestTime * nodesPerSecond) + 2
    withUnsafeTemporaryAllocation(of: Double.self, capacity: nodeCount * coefficientCount) {
      table in
      let coefficients = table.baseAddress.unsafelyUnwrapped  // At least two nodes.
      let step = 1 / nodesPerSecond
      for node in 0..<nodeCount {
        fillNode(
          coefficients + node * coefficientCount, spring: spring, time: Double(node) * step,
          step: step, initialDisplacement: x0, initialVelocity: v0)
      }
      evaluate(
        result, at: time, count: times.count, coefficients: coefficients,
        nodesPerSecond: nodesPerSecond)
    }
    return true
  }

  /// The largest of `count` times, or NaN if one is negative or NaN. Eight lanes at a time.
  static func latestValidTime(_ time: UnsafePointer<Double>, count: Int) -> Double {
    let width = SpringLanes.scalarCount
    var largest = SpringLanes(repeating: 0)
    var invalid = SIMDMask<SpringLanes.MaskStorage>(repeating: false)
    var index = 0
    while index + width <= count {
      let times = UnsafeRawPointer(time + index).loadUnaligned(as: SpringLanes.self)
      invalid .|= .!(times .>= 0)
      largest.replace(with: times, where: times .> largest)
      index += width
    }
    var latest = largest.max()
    var valid = !any(invalid)
    for t in UnsafeBufferPointer(start: time + index, count: count - index) {
      valid = valid && t >= 0
      latest = t > latest ? t : latest
    }
    return valid ? latest : .nan
  }

  /// The eight scaled Taylor coefficients d_n = x⁽ⁿ⁾(T)·hⁿ/n! at `time` T.
  static func fillNode(
    _ coefficient: UnsafeMutablePointer<Double>, spring: DampedSpring, time: Double, step: Double,
    initialDisplacement x0: Double, initialVelocity v0: Double
  ) {
    let state = SpringResponse(spring: spring, deltaTime: time)
      .apply(displacement: x0, velocity: v0)
    // x⁽ⁿ⁺²⁾ = −2λ·x⁽ⁿ⁺¹⁾ − ω0²·x⁽ⁿ⁾, in the scaled terms:
    // d_{n+2} = −(2λh·(n+1)·d_{n+1} + ω0²h²·d_n) / ((n+1)(n+2)).
    let dampingPerStep = 2 * spring.decayRate * step
    let stiffnessPerStep = spring.naturalFrequencySquared * step * step
    var terms = (state.displacement, state.velocity * step)
    for n in 0..<coefficientCount {
      coefficient[interleavedIndex(ofDegree: n)] = terms.0
      let order = Double(n + 1)
      terms = (
        terms.1,
        -(dampingPerStep * order * terms.1 + stiffnessPerStep * terms.0) / (order * (order + 1))
      )
    }
  }

  /// Evaluates the table at `count` times, each within the table's nodes.
  @inline(__always)
  static func evaluate(
    _ result: UnsafeMutablePointer<Double>, at time: UnsafePointer<Double>, count: Int,
    coefficients: UnsafePointer<Double>, nodesPerSecond: Double
  ) {
    for index in 0..<count {
      // The nearest node k and u = t/h − k (t/h < 4096, in the rounding's range).
      let w = time[index] * nodesPerSecond
      let (nearest, node) = roundedToNearestInteger(w)
      let u = w - nearest
      result[index] = evaluateInterleavedDegree7(
        UnsafeRawPointer(coefficients + node &* coefficientCount), at: u)
    }
  }
}
