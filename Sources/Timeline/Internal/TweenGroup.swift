import Easing
import KineticsCore
import KineticsKernels
import Motion

/// The tweens of a timeline that share one timing curve, in structure-of-arrays form. A frame
/// computes the tweens' fractions of their durations, eases them in one call per run of 128
/// (a cubic bézier through its batch path), and mixes the ends as `Tween` does, bit for bit.
/// On processors with AVX-512 a C kernel (`TweenLanes.c`) runs the fractions and the mixing
/// eight lanes at a time, operation for operation, for the same bits.
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

    /// The curve at each of `count` fractions.
    func ease(
      _ fractions: UnsafeMutablePointer<Double>, into eased: UnsafeMutablePointer<Double>,
      count: Int
    ) {
      switch self {
      case .bezier(let bezier):
        bezier.values(
          at: UnsafeBufferPointer(start: fractions, count: count),
          into: UnsafeMutableBufferPointer(start: eased, count: count))
      case .identity:
        eased.update(from: fractions, count: count)
      case .other(let curve):
        for lane in 0..<count { eased[lane] = curve.value(at: fractions[lane]) }
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

  init(curve: AnyTimingCurve) {
    self.curve = curve
    batchCurve = Curve(curve)
  }

  var count: Int { slots.count }

  /// Appends `tween`, whose curve is the group's (only its numbers are kept).
  mutating func append(
    _ tween: Tween<Double, some TimingCurve>, startTime: Double, direction: Double, output: Int,
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
  /// duration passed, or a reversed one came back to its start) to `finished`: in runs of 128,
  /// each run's fractions of duration, then their eased values (a cubic bézier through its
  /// batch path), then the values, the fractions on the stack. The first and last passes run
  /// in the C kernel at `kernelLevel` 3 (the processor's by default), eight lanes at a time
  /// with the same operations, or lane by lane in Swift.
  mutating func evaluate(
    at time: Double, into output: UnsafeMutablePointer<Double>, finished: inout [Int],
    kernelLevel: Int32 = laneKernelLevel
  ) {
    guard count > 0 else { return }
    // The passes read the lanes through `run` and the curve from a local, not through `self`:
    // a closure that used `self` would be given a copy of the group (every array retained).
    let (total, curve) = (count, batchCurve)
    withLanes { lanes in
      forEachRun(count: total) { first, size, fractions, eased in
        var run = lanes.advanced(by: first)
        Self.fractionsOfDuration(
          &run, first: first, size: size, time, fractions, &finished, kernelLevel)
        curve.ease(fractions, into: eased, count: size)
        Self.values(&run, size: size, fractions, eased, output, kernelLevel)
      }
    }
  }

  /// The fractions of duration of the `size` tweens from `first` (whose lanes `run` holds),
  /// and the indices of those that ended appended to `finished`.
  static func fractionsOfDuration(
    _ run: inout KineticsTweenLanes, first: Int, size: Int, _ time: Double,
    _ fractions: UnsafeMutablePointer<Double>, _ finished: inout [Int], _ kernelLevel: Int32
  ) {
    var lane = 0
    if kernelLevel == 3 {
      withUnsafeTemporaryAllocation(of: Int.self, capacity: size) { ended in
        var endedCount = 0
        lane = kinetics_tween_fractions(
          3, &run, size, time, fractions, ended.baseAddress, &endedCount)
        for index in ended.prefix(endedCount) { finished.append(first + index) }
      }
    }
    while lane < size {
      let isForward = run.directions[lane] > 0
      let elapsed = isForward ? time - run.startTimes[lane] : run.startTimes[lane] - time
      let duration = run.durations[lane]
      // Tween's fraction, exactly.
      fractions[lane] =
        duration > 0 ? min(max(elapsed / duration, 0), 1) : (elapsed >= 0 ? 1 : 0)
      if isForward ? elapsed >= duration : elapsed <= 0 { finished.append(first + lane) }
      lane += 1
    }
  }

  /// The values of the `size` tweens whose lanes `run` holds, as `Tween` mixes its ends, bit
  /// for bit.
  static func values(
    _ run: inout KineticsTweenLanes, size: Int,
    _ fractions: UnsafeMutablePointer<Double>, _ eased: UnsafeMutablePointer<Double>,
    _ output: UnsafeMutablePointer<Double>, _ kernelLevel: Int32
  ) {
    var lane = kernelLevel == 3 ? kinetics_tween_values(3, &run, size, fractions, eased, output) : 0
    while lane < size {
      let tau = fractions[lane]
      let mixed = interpolate(from: run.froms[lane], to: run.tos[lane], progress: eased[lane])
      let added = run.addedVelocities[lane]
      if tau > 0 && tau < 1 && added != 0 {
        let remaining = 1 - tau
        output[run.outputs[lane]] =
          mixed + added * (run.durations[lane] * tau * remaining * remaining)
      } else {
        output[run.outputs[lane]] = mixed
      }
      lane += 1
    }
  }

  /// Runs `body` with the lanes of every tween, from the first, the arrays' base addresses held.
  func withLanes(_ body: (KineticsTweenLanes) -> Void) {
    startTimes.withUnsafeBufferPointer { startTimes in
      directions.withUnsafeBufferPointer { directions in
        durations.withUnsafeBufferPointer { durations in
          froms.withUnsafeBufferPointer { froms in
            tos.withUnsafeBufferPointer { tos in
              addedVelocities.withUnsafeBufferPointer { addedVelocities in
                outputs.withUnsafeBufferPointer { outputs in
                  body(
                    KineticsTweenLanes(
                      startTimes: startTimes.baseAddress!, directions: directions.baseAddress!,
                      durations: durations.baseAddress!, froms: froms.baseAddress!,
                      tos: tos.baseAddress!, addedVelocities: addedVelocities.baseAddress!,
                      outputs: outputs.baseAddress!))
                }
              }
            }
          }
        }
      }
    }
  }
}

extension KineticsTweenLanes {
  /// The lanes from `index` on.
  func advanced(by index: Int) -> KineticsTweenLanes {
    KineticsTweenLanes(
      startTimes: startTimes + index, directions: directions + index, durations: durations + index,
      froms: froms + index, tos: tos + index, addedVelocities: addedVelocities + index,
      outputs: outputs + index)
  }
}
