import Easing
import KineticsCore
import Motion

/// The tweens of a timeline that share one timing curve, in structure-of-arrays form. A frame
/// computes every tween's fraction of its duration, eases them all in one call (a cubic bézier
/// through its batch path), and mixes the ends as `Tween` does, bit for bit.
///
/// A reversed tween (``AnimationTimeline/reverse(_:atTime:)``) runs its elapsed time backward
/// from the moment of reversal: elapsed = pivot − now, so it retraces the same curve and ends
/// at its start.
struct TweenGroup: Sendable {
  /// The curve, with its batch path when it has one.
  enum Curve: Sendable {
    case bezier(CubicBezier)
    case identity
    case other(AnyTimingCurve)

    init(_ curve: AnyTimingCurve) {
      switch curve.base {
      case let bezier as CubicBezier: self = .bezier(bezier)
      case let function as TimingFunction:
        switch function {
        case .cubicBezier(let bezier): self = .bezier(bezier)
        case .linear: self = .identity
        default: self = .other(curve)
        }
      default: self = .other(curve)
      }
    }
  }

  let curve: AnyTimingCurve
  let batchCurve: Curve

  /// The start times, or for reversed tweens the pivot (elapsed = pivot − now).
  var startTimes: [Double] = []
  /// +1, or −1 for a reversed tween.
  var directions: [Double] = []
  var durations: [Double] = []
  var froms: [Double] = []
  var tos: [Double] = []
  var addedVelocities: [Double] = []
  var outputs: [Int] = []
  var slots: [Int32] = []
  /// Each frame's fractions, then eased fractions (grown once, reused).
  var fractions: [Double] = []
  var eased: [Double] = []

  init(curve: AnyTimingCurve) {
    self.curve = curve
    batchCurve = Curve(curve)
  }

  var count: Int { slots.count }

  mutating func append(
    _ tween: Tween<Double, AnyTimingCurve>, startTime: Double, direction: Double, output: Int,
    slot: Int32
  ) {
    startTimes.append(startTime)
    directions.append(direction)
    durations.append(tween.duration)
    froms.append(tween.start)
    tos.append(tween.end)
    addedVelocities.append(tween.addedVelocity)
    outputs.append(output)
    slots.append(slot)
  }

  /// Asks for the data of the animation at `index` to be brought into the cache.
  mutating func prefetch(_ index: Int) {
    prefetchElement(of: startTimes, at: index)
    prefetchElement(of: directions, at: index)
    prefetchElement(of: durations, at: index)
    prefetchElement(of: froms, at: index)
    prefetchElement(of: tos, at: index)
    prefetchElement(of: addedVelocities, at: index)
    prefetchElement(of: outputs, at: index)
    prefetchElement(of: slots, at: index)
  }

  /// Its elapsed time at `time`.
  func elapsed(at index: Int, _ time: Double) -> Double {
    directions[index] > 0 ? time - startTimes[index] : startTimes[index] - time
  }

  /// The endings of the `finished` tweens, last index first: each at the end it plays toward.
  mutating func endings(of finished: [Int], into endings: inout [Ending]) {
    for index in finished.reversed() {
      let end = directions[index] > 0 ? tos[index] : froms[index]
      endings.append(Ending(index: index, value: end, output: outputs[index], slot: slots[index]))
    }
  }

  mutating func remove(at index: Int) -> Int32? {
    let last = count - 1
    swapRemove(&startTimes, at: index)
    swapRemove(&directions, at: index)
    swapRemove(&durations, at: index)
    swapRemove(&froms, at: index)
    swapRemove(&tos, at: index)
    swapRemove(&addedVelocities, at: index)
    swapRemove(&outputs, at: index)
    swapRemove(&slots, at: index)
    return index < last ? slots[index] : nil
  }

  /// Writes every tween's value at `time` and appends the indices of those that ended (the
  /// duration passed, or a reversed one came back to its start) to `finished`.
  mutating func evaluate(
    at time: Double, into output: UnsafeMutablePointer<Double>, finished: inout [Int]
  ) {
    let total = count
    guard total > 0 else { return }
    if fractions.count < total {
      fractions = Array(repeating: 0, count: total)
      eased = Array(repeating: 0, count: total)
    }
    for index in 0..<total {
      let elapsed = directions[index] > 0 ? time - startTimes[index] : startTimes[index] - time
      let duration = durations[index]
      // Tween's fraction, exactly.
      fractions[index] =
        duration > 0 ? min(max(elapsed / duration, 0), 1) : (elapsed >= 0 ? 1 : 0)
      if directions[index] > 0 ? elapsed >= duration : elapsed <= 0 { finished.append(index) }
    }
    switch batchCurve {
    case .bezier(let bezier):
      fractions.withUnsafeBufferPointer { fractions in
        eased.withUnsafeMutableBufferPointer { eased in
          bezier.values(
            at: UnsafeBufferPointer(rebasing: fractions[0..<total]),
            into: UnsafeMutableBufferPointer(rebasing: eased[0..<total]))
        }
      }
    case .identity:
      for index in 0..<total { eased[index] = fractions[index] }
    case .other(let curve):
      for index in 0..<total { eased[index] = curve.value(at: fractions[index]) }
    }
    for index in 0..<total {
      let tau = fractions[index]
      let mixed = interpolate(from: froms[index], to: tos[index], progress: eased[index])
      let added = addedVelocities[index]
      guard tau > 0 && tau < 1 && added != 0 else {
        output[outputs[index]] = mixed
        continue
      }
      let remaining = 1 - tau
      output[outputs[index]] = mixed + added * (durations[index] * tau * remaining * remaining)
    }
  }
}
