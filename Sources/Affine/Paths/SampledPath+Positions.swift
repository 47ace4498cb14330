extension SampledPath {
  /// The point and unit tangent at `distance` points from the start: the interpolant of the
  /// interval holding it (see ``SampledPath``), or the measured path's position where the
  /// interval answers exactly. Distances are clamped to the path (NaN counts as 0).
  ///
  /// - Complexity: a search over the path's segments and one interpolant, no allocation.
  @inlinable
  public func position(atDistance distance: Double) -> PathPosition {
    guard !runs.isEmpty else { return measured.position(atDistance: distance) }
    let clamped = distance > 0 ? min(distance, sampledEnd) : 0
    var low = 0
    var high = runStarts.count
    while high - low > 1 {
      let middle = (low + high) >> 1
      if runStarts[middle] <= clamped { low = middle } else { high = middle }
    }
    let run = runs[low]
    // Steps along the run, kept within it (NaN, from a zero times an infinite inverse step on
    // a segment of subnormal length, counts as 0).
    let raw = (clamped - run.start) * run.inverseStep
    let steps = raw > 0 ? min(raw, Double(run.intervals)) : 0
    let interval = min(Int(steps), run.intervals - 1)
    let index = run.firstInterval + interval
    guard !exact[index] else { return measured.position(atDistance: clamped) }
    let u = min(steps - Double(interval), 1)
    let (point, direction) = interpolants[index].evaluate(at: u)
    let size = (direction * direction).sum().squareRoot()
    guard size > 0, size.isFinite else { return measured.position(atDistance: clamped) }
    return PathPosition(point: Point2D(point), tangent: Vector2D(direction / size))
  }

  /// The position at each distance of `distances`, written to `positions` in order.
  ///
  /// - Precondition: `positions` holds at least as many elements as `distances`.
  @inlinable
  public func positions(
    atDistances distances: UnsafeBufferPointer<Double>,
    into positions: UnsafeMutableBufferPointer<PathPosition>
  ) {
    writePositions(atDistances: distances, into: positions, position(atDistance:))
  }
}
