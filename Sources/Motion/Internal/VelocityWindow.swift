import KineticsCore

/// The samples a ``VelocityTracker`` estimate uses, newest first (index 0), in the units the
/// fits work in: times rescaled to τ in [−1, 0] (0 the newest sample, −1 the oldest used) and
/// positions taken relative to the newest and divided by a power of two 2^e that brings the
/// longest below length 2. The rescalings are exact or nearly so and make the fits independent of units and epochs: no
/// sum overflows and no basis column is too small to orthogonalize, whatever finite times and
/// positions came in.
@usableFromInline
struct VelocityWindow<Value: Interpolatable> {
  @usableFromInline let tracker: VelocityTracker<Value>
  /// How many samples: back from the newest while within the horizon of it and without a gap
  /// beyond the stop threshold between neighbours; every sample held for the fling strategies,
  /// whose windows are not cut.
  @usableFromInline let count: Int
  /// The newest sample's time, seconds.
  @usableFromInline let newestTime: Double
  /// Newest minus oldest time, or half of it when the difference overflows (`halved`).
  @usableFromInline let span: Double
  @usableFromInline let halved: Bool
  /// Positions are divided by 2^absoluteExponent (length below 2) before the newest is
  /// subtracted.
  @usableFromInline let absoluteExponent: Int
  /// The differences from the newest are divided by 2^(positionExponent − absoluteExponent).
  @usableFromInline let positionExponent: Int

  @inlinable
  init(tracker: VelocityTracker<Value>) {
    self.tracker = tracker
    let newestTime = tracker.times[tracker.newestIndex]
    var count = 1
    var previous = newestTime
    let isCut =
      switch tracker.strategy {
      case .leastSquares, .impulse: true
      case .iOSScrollViewFling, .macOSScrollViewFling: false
      }
    if !isCut {
      count = tracker.count
      previous = tracker.times[Self.ringIndex(count - 1, tracker)]
    }
    while isCut, count < tracker.count {
      let time = tracker.times[Self.ringIndex(count, tracker)]
      // An age or gap that overflows is +infinity, beyond any finite window.
      guard VelocityTracker<Value>.isWithin(newestTime - time, tracker.horizon),
        VelocityTracker<Value>.isWithin(previous - time, tracker.stopThreshold)
      else { break }
      previous = time
      count += 1
    }
    self.count = count
    self.newestTime = newestTime
    let span = newestTime - previous
    halved = !span.isFinite
    self.span = halved ? newestTime / 2 - previous / 2 : span
    // Positions relative to the newest, so that a still finger fits to exactly 0 and a small
    // motion far from the origin keeps its digits: scaled first (the difference of two
    // positions near ±1e308 would overflow), subtracted, then scaled again.
    var absoluteExponent = Int.min
    for index in 0..<count {
      let position = tracker.positions[Self.ringIndex(index, tracker)]
      absoluteExponent = max(absoluteExponent, Self.lengthExponent(position) ?? Int.min)
    }
    if absoluteExponent == Int.min { absoluteExponent = 0 }
    let newest = Self.scaled(
      tracker.positions[tracker.newestIndex], byPowerOfTwo: -absoluteExponent)
    var relativeExponent = Int.min
    for index in 1..<max(count, 1) {
      let position = tracker.positions[Self.ringIndex(index, tracker)]
      let difference = Self.scaled(position, byPowerOfTwo: -absoluteExponent) - newest
      relativeExponent = max(relativeExponent, Self.lengthExponent(difference) ?? Int.min)
    }
    if relativeExponent == Int.min { relativeExponent = 0 }
    self.absoluteExponent = absoluteExponent
    positionExponent = absoluteExponent + relativeExponent
  }

  @inlinable
  static func ringIndex(_ index: Int, _ tracker: VelocityTracker<Value>) -> Int {
    let capacity = tracker.times.count
    return (tracker.newestIndex - index + capacity) % capacity
  }

  /// The binary exponent of `value`'s length (⌊log2⌋), nil for zero; exact for lengths beyond
  /// the double range too.
  @inlinable
  static func lengthExponent(_ value: Value) -> Int? {
    let length = euclideanLength(value)
    if length == 0 { return nil }
    if length.isFinite { return Int(length.exponent) }
    return Int(euclideanLength(value.multiplied(by: 0x1p-600)).exponent) + 600
  }

  /// The sample's time, seconds.
  @inlinable
  func time(_ index: Int) -> Double { tracker.times[Self.ringIndex(index, tracker)] }

  /// The sample's position.
  @inlinable
  func position(_ index: Int) -> Value { tracker.positions[Self.ringIndex(index, tracker)] }

  /// The sample's time rescaled to [−1, 0].
  @inlinable
  func normalizedTime(_ index: Int) -> Double {
    if index == 0 { return 0 }
    let time = self.time(index)
    return halved ? (time / 2 - newestTime / 2) / span : (time - newestTime) / span
  }

  /// The sample's position minus the newest, divided by 2^positionExponent (length below 2).
  @inlinable
  func scaledPosition(_ index: Int) -> Value {
    if index == 0 { return .zero }
    let difference =
      Self.scaled(position(index), byPowerOfTwo: -absoluteExponent)
      - Self.scaled(position(0), byPowerOfTwo: -absoluteExponent)
    return Self.scaled(difference, byPowerOfTwo: absoluteExponent - positionExponent)
  }

  /// `value`·2^exponent for any exponent a double's range allows in two or three steps, each
  /// exact unless the result itself overflows or underflows.
  @inlinable
  static func scaled(_ value: Value, byPowerOfTwo exponent: Int) -> Value {
    var result = value
    var remaining = exponent
    while remaining != 0 {
      let step = min(max(remaining, -1000), 1000)
      result.multiply(by: Double(sign: .plus, exponent: step, significand: 1))
      remaining -= step
    }
    return result
  }

  /// A slope in window units (scaled position per unit of τ) as a velocity in units per second.
  @inlinable
  func velocity(fromWindowSlope slope: Value) -> Value? {
    Self.velocity(
      fromSlope: slope, positionExponent: positionExponent, spanSignificand: span.significand,
      spanExponent: Int(span.exponent) + (halved ? 1 : 0))
  }

  /// `slope`·2^positionExponent divided by a span of spanSignificand·2^spanExponent seconds:
  /// the exponents are added first and the significand divides once, so only the result can
  /// overflow. A result beyond the double range saturates at a length in [2^1022, 2^1023), its
  /// direction kept. Nil when `slope` is not finite (the fit itself overflowed).
  @inlinable
  static func velocity(
    fromSlope slope: Value, positionExponent: Int, spanSignificand: Double, spanExponent: Int
  ) -> Value? {
    guard euclideanLength(slope).isFinite else { return nil }
    guard let slopeExponent = lengthExponent(slope) else { return .zero }
    let exponent = positionExponent - spanExponent
    if slopeExponent + exponent > 1022 {
      return scaled(slope, byPowerOfTwo: 1022 - slopeExponent)
    }
    return scaled(slope.multiplied(by: 1 / spanSignificand), byPowerOfTwo: exponent)
  }

  /// The velocity of the newest step alone, the answer where a fit overflows (samples packed
  /// closer than 1e-150 of the window, say).
  @inlinable
  func newestStepVelocity() -> Value { stepVelocity(endingAt: 0) }

  /// The velocity of the step from sample `index + 1` to sample `index`; 0 for a step of zero
  /// duration. It cannot overflow: the step's scaled difference is below 4 and its duration is
  /// split into significand and exponent.
  @inlinable
  func stepVelocity(endingAt index: Int) -> Value {
    let (newer, older) = (time(index), time(index + 1))
    guard newer != older else { return .zero }
    let duration = newer - older
    let halvedStep = !duration.isFinite
    let seconds = halvedStep ? newer / 2 - older / 2 : duration
    return Self.velocity(
      fromSlope: scaledPosition(index) - scaledPosition(index + 1),
      positionExponent: positionExponent, spanSignificand: seconds.significand,
      spanExponent: Int(seconds.exponent) + (halvedStep ? 1 : 0)) ?? .zero
  }

  /// The fling strategies' estimate: the velocities of the three newest steps weighted
  /// (oldest step, middle, newest) and summed in that order, Flutter's order; a step the
  /// window lacks counts 0.
  @inlinable
  func weightedStepVelocity(weights: (oldest: Double, middle: Double, newest: Double)) -> Value {
    func step(_ index: Int) -> Value { index + 1 < count ? stepVelocity(endingAt: index) : .zero }
    return step(2).multiplied(by: weights.oldest) + step(1).multiplied(by: weights.middle)
      + step(0).multiplied(by: weights.newest)
  }
}
