import Affine

extension AnimationTimeline {
  /// A derived output: every frame, after the animations have written, output `destination`
  /// becomes output `source`'s value mapped linearly from [0, 1] onto `start…end`, then clamped
  /// to `range` when one is given: one driver — a spring or a curve of progress — feeding a
  /// translation, an alpha kept in [0, 1], a radius kept ≥ 0.
  struct OutputMapping: Sendable {
    /// What a mapping writes from the source's progress.
    enum Target: Sendable {
      /// One output: start·(1 − p) + end·p, clamped to the range if one is given.
      case number(start: Double, end: Double, range: ClosedRange<Double>?)
      /// Six outputs a, b, c, d, tx, ty: Core Animation's decomposed interpolation.
      case transform2D(AffineTransform2D, AffineTransform2D)
      /// Sixteen outputs m11…m44: Core Animation's decomposed interpolation.
      case transform3D(Transform3D, Transform3D)

      var width: Int {
        switch self {
        case .number: 1
        case .transform2D: 6
        case .transform3D: 16
        }
      }
    }

    let source: Int
    let destination: Int
    let target: Target
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
  /// - Precondition: `source` and `destination` in 0..<``outputLimit`` and different; `start`
  ///   and `end` finite.
  public mutating func map(
    output source: Int, to destination: Int, from start: Double, to end: Double,
    clampedTo range: ClosedRange<Double>? = nil
  ) {
    precondition(
      start.isFinite && end.isFinite,
      "AnimationTimeline.map: start and end must be finite, got \(start), \(end)")
    addMapping(source, destination, .number(start: start, end: end, range: range))
  }

  /// Derives a 2D transform from output `source`'s progress on every frame: the six outputs
  /// from `destination` on hold a, b, c, d, tx and ty of
  /// `AffineTransform2D.interpolate(from: start, to: end, progress: p)` — Core Animation's
  /// interpolation of decomposed transforms (rotation along the shorter arc) — so a spring or a
  /// curve of progress animates a transform, overshoot included.
  ///
  /// - Precondition: `source` in 0..<``outputLimit`` and outside the six outputs, `destination`
  ///   in 0…``outputLimit`` − 6.
  public mutating func map(
    output source: Int, toTransformAt destination: Int, from start: AffineTransform2D,
    to end: AffineTransform2D
  ) {
    addMapping(source, destination, .transform2D(start, end))
  }

  /// Derives a 3D transform from output `source`'s progress: the sixteen outputs from
  /// `destination` on hold m11…m44, row by row, of `Transform3D.interpolate(from:to:progress:)`.
  ///
  /// - Precondition: `source` in 0..<``outputLimit`` and outside the sixteen outputs,
  ///   `destination` in 0…``outputLimit`` − 16.
  public mutating func map(
    output source: Int, toTransformAt destination: Int, from start: Transform3D,
    to end: Transform3D
  ) {
    addMapping(source, destination, .transform3D(start, end))
  }

  mutating func addMapping(_ source: Int, _ destination: Int, _ target: OutputMapping.Target) {
    precondition(
      source >= 0 && source < Self.outputLimit,
      "AnimationTimeline.map: source must be in 0..<\(Self.outputLimit), got \(source)")
    precondition(
      destination >= 0 && destination <= Self.outputLimit - target.width,
      "AnimationTimeline.map: destination must be in 0…\(Self.outputLimit - target.width), got \(destination)"
    )
    precondition(
      !(destination..<destination + target.width).contains(source),
      "AnimationTimeline.map: source must not be among the destination's outputs \(destination)..<\(destination + target.width), got \(source)"
    )
    removeMapping(to: destination)
    mappings.append(OutputMapping(source: source, destination: destination, target: target))
    outputCount = max(outputCount, source + 1, destination + target.width)
  }

  /// Stops the mapping that writes from output `destination` on; its outputs keep the last
  /// values written.
  public mutating func removeMapping(to destination: Int) {
    mappings.removeAll { $0.destination == destination }
  }

  /// Writes every mapping's destination.
  func applyMappings(_ output: UnsafeMutablePointer<Double>) {
    for mapping in mappings {
      let progress = output[mapping.source]
      let destination = output + mapping.destination
      switch mapping.target {
      case .number(let start, let end, let range):
        var value = start * (1 - progress) + end * progress
        if let range { value = min(max(value, range.lowerBound), range.upperBound) }
        destination[0] = value
      case .transform2D(let start, let end):
        let t = AffineTransform2D.interpolate(from: start, to: end, progress: progress)
        (destination[0], destination[1], destination[2]) = (t.a, t.b, t.c)
        (destination[3], destination[4], destination[5]) = (t.d, t.tx, t.ty)
      case .transform3D(let start, let end):
        let t = Transform3D.interpolate(from: start, to: end, progress: progress)
        (destination[0], destination[1], destination[2], destination[3]) = (
          t.m11, t.m12, t.m13, t.m14
        )
        (destination[4], destination[5], destination[6], destination[7]) = (
          t.m21, t.m22, t.m23, t.m24
        )
        (destination[8], destination[9], destination[10], destination[11]) = (
          t.m31, t.m32, t.m33, t.m34
        )
        (destination[12], destination[13], destination[14], destination[15]) = (
          t.m41, t.m42, t.m43, t.m44
        )
      }
    }
  }
}
