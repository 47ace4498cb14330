extension SampledPath {
  /// The point and unit tangent at `distance` points from the start: the interpolant of the
  /// interval holding it (see ``SampledPath``), or the measured path's position where the
  /// interval answers exactly. Distances are clamped to the path (NaN counts as 0).
  ///
  /// - Complexity: a search over the path's segments and one interpolant, no allocation.
  @inlinable
  public func position(atDistance distance: Double) -> PathPosition {
    withTables { $0.position(atDistance: distance, of: self) }
  }

  /// The position at each distance of `distances`, written to `positions` in order: the same
  /// values as ``position(atDistance:)``, bit for bit, at a lower cost per element (see
  /// Benchmarks.md).
  ///
  /// - Precondition: `positions` holds at least as many elements as `distances`.
  @inlinable
  public func positions(
    atDistances distances: UnsafeBufferPointer<Double>,
    into positions: UnsafeMutableBufferPointer<PathPosition>
  ) {
    requireRoom(for: distances, in: positions)
    let block = 64
    withTables { tables in
      guard !tables.runs.isEmpty else {
        for index in distances.indices {
          positions[index] = tables.exactPosition(atDistance: distances[index], of: self)
        }
        return
      }
      withUnsafeTemporaryAllocation(of: Int.self, capacity: block) { intervals in
        withUnsafeTemporaryAllocation(of: Double.self, capacity: block) { fractions in
          var first = 0
          while first < distances.count {
            let end = min(first + block, distances.count)
            // Where each element of the block lies first, then the interpolants with no
            // branch between them, so that the elements' arithmetic overlaps; last, the
            // elements the interpolants do not serve.
            for index in first..<end {
              (intervals[index - first], fractions[index - first]) = tables.interval(
                atDistance: distances[index], of: self)
            }
            for index in first..<end {
              positions[index] = tables.interpolatedPosition(
                max(intervals[index - first], 0), at: fractions[index - first])
            }
            for index in first..<end
            where intervals[index - first] < 0 || !Tables.isUnit(positions[index].tangent) {
              positions[index] = tables.exactPosition(atDistance: distances[index], of: self)
            }
            first = end
          }
        }
      }
    }
  }

  /// Runs `body` with the tables' base addresses held: a batch reads them without a bounds
  /// check or a reference count per element.
  @inlinable
  func withTables<Result>(_ body: (Tables) -> Result) -> Result {
    runStarts.withUnsafeBufferPointer { runStarts in
      runs.withUnsafeBufferPointer { runs in
        interpolants.withUnsafeBufferPointer { interpolants in
          exact.withUnsafeBufferPointer { exact in
            body(
              Tables(runStarts: runStarts, runs: runs, interpolants: interpolants, exact: exact))
          }
        }
      }
    }
  }

  /// The sampled path's tables, as buffers.
  @usableFromInline
  struct Tables {
    @usableFromInline let runStarts: UnsafeBufferPointer<Double>
    @usableFromInline let runs: UnsafeBufferPointer<Run>
    @usableFromInline let interpolants: UnsafeBufferPointer<Interpolant>
    @usableFromInline let exact: UnsafeBufferPointer<Bool>

    @inlinable
    init(
      runStarts: UnsafeBufferPointer<Double>, runs: UnsafeBufferPointer<Run>,
      interpolants: UnsafeBufferPointer<Interpolant>, exact: UnsafeBufferPointer<Bool>
    ) {
      self.runStarts = runStarts
      self.runs = runs
      self.interpolants = interpolants
      self.exact = exact
    }

    /// `distance` kept within the sampled part of `path` (NaN counts as 0).
    @inlinable @inline(__always)
    static func clamped(_ distance: Double, on path: SampledPath) -> Double {
      distance > 0 ? min(distance, path.sampledEnd) : 0
    }

    /// The interval holding `distance` along `path` and the fraction of it covered, or −1 for
    /// a path with no sampled segment or an interval that answers exactly.
    @inlinable @inline(__always)
    func interval(atDistance distance: Double, of path: SampledPath) -> (Int, Double) {
      guard !runs.isEmpty else { return (-1, 0) }
      let clamped = Self.clamped(distance, on: path)
      // The last run starting at or before the distance, by binary search. Its comparisons
      // are branches that random distances mispredict; the branch-free forms tried were no
      // faster (see Benchmarks.md).
      var low = 0
      var high = runStarts.count
      while high - low > 1 {
        let middle = (low + high) >> 1
        if runStarts[middle] <= clamped { low = middle } else { high = middle }
      }
      let run = runs[low]
      // Steps along the run, kept within it (NaN, from a zero times an infinite inverse step
      // on a segment of subnormal length, counts as 0).
      let raw = (clamped - run.start) * run.inverseStep
      let steps = raw > 0 ? min(raw, Double(run.intervals)) : 0
      let interval = min(Int(steps), run.intervals - 1)
      let index = run.firstInterval + interval
      return (exact[index] ? -1 : index, min(steps - Double(interval), 1))
    }

    /// Whether an interpolant's normalized direction is a unit tangent: not where the
    /// direction vanished (0 / 0) or overflowed (its length infinite, the tangent 0).
    @inlinable @inline(__always)
    static func isUnit(_ tangent: Vector2D) -> Bool {
      tangent.dx.isFinite && tangent.dy.isFinite && (tangent.dx != 0 || tangent.dy != 0)
    }

    /// The measured path's position at `distance`, where the interpolants do not serve.
    @inlinable
    func exactPosition(atDistance distance: Double, of path: SampledPath) -> PathPosition {
      path.measured.position(atDistance: runs.isEmpty ? distance : Self.clamped(distance, on: path))
    }

    /// The position at `distance` along `path`, whose tables these are.
    @inlinable
    func position(atDistance distance: Double, of path: SampledPath) -> PathPosition {
      let (index, fraction) = interval(atDistance: distance, of: path)
      guard index >= 0 else { return exactPosition(atDistance: distance, of: path) }
      let position = interpolatedPosition(index, at: fraction)
      guard Self.isUnit(position.tangent) else {
        return exactPosition(atDistance: distance, of: path)
      }
      return position
    }

    /// The point of interval `index`'s interpolant at `fraction` of the interval, and its
    /// derivative normalized (not a unit tangent where ``isUnit(_:)`` says so).
    @inlinable @inline(__always)
    func interpolatedPosition(_ index: Int, at fraction: Double) -> PathPosition {
      let (point, direction) = interpolants[index].evaluate(at: fraction)
      return PathPosition(
        point: Point2D(point),
        tangent: Vector2D(direction / (direction * direction).sum().squareRoot()))
    }
  }
}
