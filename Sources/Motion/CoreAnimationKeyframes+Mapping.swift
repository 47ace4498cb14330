extension CoreAnimationKeyframes {
  /// The keyframes of a value that follows this one's motion mapped linearly: each value v
  /// becomes `start·(1 − v) + end·v`, with the same key times, timing functions and duration.
  ///
  /// One driver often moves several properties — a progress spring mapped onto a position,
  /// a scale and a shadow radius (`AnimationTimeline.map(output:to:from:to:clampedTo:)`
  /// without a clamp). Core Animation interpolates each segment linearly between its two
  /// values through the segment's timing function, so a linear map of the values is the same
  /// map of the played motion: bake the driver once and map it per property. The error
  /// scales with the map: keyframes within e of the driver are within e·|end − start| of the
  /// mapped motion (plus a few roundings of the mapped values). A clamped property does not
  /// commute with the interpolation (a segment overshooting the clamp would play past it):
  /// bake it from its own motion instead.
  ///
  /// ```swift
  /// let progress = SpringMotion(from: 0.0, to: 1, spring: .snappy())
  /// let keys = try CoreAnimationKeyframes(approximating: progress, maximumError: 1e-4)
  /// let slide = keys.mapped(from: 390, to: 0)   // within 0.039 points of the slide
  /// slide.values.first  // 390.0
  /// slide.values.last  // 0.0
  /// ```
  ///
  /// - Precondition: `start` and `end` finite, and every mapped value within the double range.
  public func mapped(from start: Double, to end: Double) -> CoreAnimationKeyframes {
    precondition(
      start.isFinite && end.isFinite,
      "CoreAnimationKeyframes.mapped: start and end must be finite, got \(start), \(end)")
    let mapped = values.map { start * (1 - $0) + end * $0 }
    precondition(
      mapped.allSatisfy(\.isFinite),
      "CoreAnimationKeyframes.mapped: the mapped values must lie within the double range")
    return CoreAnimationKeyframes(
      values: mapped, keyTimes: keyTimes, timingFunctions: timingFunctions, duration: duration)
  }
}
