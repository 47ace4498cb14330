import Easing
import KineticsCore

extension KeyframeCurve where Value == Double {
  /// Writes `value(at: progresses[i])` into `results[i]` for every `i` below `count`, the same
  /// bits: in the linear mode the mode's checks are made once for the run rather than once per
  /// progress, and the key times and values are read through their buffers — eight
  /// progresses at a time in a C kernel on processors with AVX-512 when every segment is
  /// linear or a cubic bézier and there are at most seven; the other modes take
  /// ``value(at:)`` for each progress. A timeline's keyframe group runs its animations'
  /// progress through it.
  ///
  /// - Precondition: no progress is NaN (as for ``value(at:)``).
  package func values(
    at progresses: UnsafePointer<Double>, into results: UnsafeMutablePointer<Double>, count: Int
  ) {
    guard case .linear = mode, values.count > 1 else {
      for index in 0..<count { results[index] = value(at: progresses[index]) }
      return
    }
    keyTimes.withUnsafeBufferPointer { keyTimes in
      values.withUnsafeBufferPointer { values in
        let (first, last) = (values[0], values[values.count - 1])
        let taken = segmentCurves.kernelKeyframeValues(
          keyTimes: keyTimes.baseAddress!, values: values.baseAddress!, at: progresses,
          into: results, count: count
        ) { results[$0] = value(at: progresses[$0]) }
        for index in taken..<count {
          let progress = progresses[index]
          precondition(!progress.isNaN, "KeyframeCurve.value: progress must not be NaN")
          guard progress > 0 else {
            results[index] = first
            continue
          }
          guard progress < 1 else {
            results[index] = last
            continue
          }
          // value(at:)'s steps for the linear mode, one for one.
          let segment = segment(at: progress)
          let (start, end) = (keyTimes[segment], keyTimes[segment + 1])
          guard end > start else {
            results[index] = values[segment + 1]
            continue
          }
          let local = (progress - start) / (end - start)
          let eased = segmentCurves.value(segment: segment, at: local)
          results[index] = interpolate(
            from: values[segment], to: values[segment + 1], progress: eased)
        }
      }
    }
  }
}
