extension AnimationTimeline {
  /// A derived output: every frame, after the animations have written, output `destination`
  /// becomes output `source`'s value mapped linearly from [0, 1] onto `start…end`, then clamped
  /// to `range` when one is given: one driver — a spring or a curve of progress — feeding a
  /// translation, an alpha kept in [0, 1], a radius kept ≥ 0.
  struct OutputMapping: Sendable {
    let source: Int
    let destination: Int
    let start: Double
    let end: Double
    let range: ClosedRange<Double>?
  }

  /// Derives output `destination` from output `source` on every ``advance(to:into:)-(_,UnsafeMutableBufferPointer<Double>)``:
  /// `start·(1 − p) + end·p` for the source's value p, clamped to `range` if given. Mappings
  /// apply in the order they were made, after every animation and offset has written, so one
  /// may read another's destination. A new mapping to the same destination replaces the old.
  ///
  /// ```swift
  /// var timeline = AnimationTimeline()
  /// var values = [0.0, 0.0, 0.0]   // progress, x, alpha
  /// timeline.add(SpringMotion(from: 0.0, to: 1, spring: .bouncy()), atTime: 0, output: 0)
  /// timeline.map(output: 0, to: 1, from: 390, to: 0)
  /// timeline.map(output: 0, to: 2, from: 0, to: 1, clampedTo: 0...1)
  /// timeline.advance(to: 0.3, into: &values)
  /// values[2]                      // 1.0: the spring overshoots, the alpha is held at 1
  /// ```
  ///
  /// - Precondition: `source` and `destination` ≥ 0 and different; `start` and `end` finite.
  public mutating func map(
    output source: Int, to destination: Int, from start: Double, to end: Double,
    clampedTo range: ClosedRange<Double>? = nil
  ) {
    precondition(
      source >= 0 && destination >= 0 && source != destination,
      "AnimationTimeline.map: source and destination must be ≥ 0 and different, got \(source), \(destination)"
    )
    precondition(
      start.isFinite && end.isFinite,
      "AnimationTimeline.map: start and end must be finite, got \(start), \(end)")
    removeMapping(to: destination)
    mappings.append(
      OutputMapping(source: source, destination: destination, start: start, end: end, range: range))
    outputCount = max(outputCount, source + 1, destination + 1)
  }

  /// Stops deriving output `destination`; it keeps the last value written.
  public mutating func removeMapping(to destination: Int) {
    mappings.removeAll { $0.destination == destination }
  }

  /// Writes every mapping's destination.
  func applyMappings(_ output: UnsafeMutablePointer<Double>) {
    for mapping in mappings {
      let progress = output[mapping.source]
      var value = mapping.start * (1 - progress) + mapping.end * progress
      if let range = mapping.range { value = min(max(value, range.lowerBound), range.upperBound) }
      output[mapping.destination] = value
    }
  }
}
