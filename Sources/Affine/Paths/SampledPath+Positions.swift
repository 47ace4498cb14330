import KineticsKernels

extension SampledPath {
  /// The point and unit tangent at `distance` points from the start: the interpolant of the
  /// interval holding it (see ``SampledPath``), or the measured path's position where the
  /// interval answers exactly. Distances are clamped to the path (NaN counts as 0).
  ///
  /// On x86-64 processors with AVX2 and FMA the interpolant is evaluated with fused
  /// multiply-adds (a C kernel), elsewhere without: the two differ in the last bits, far
  /// inside ``maximumError``.
  ///
  /// - Complexity: an index lookup (one bin, a step at most on most paths) and one
  ///   interpolant, no allocation.
  @inlinable
  public func position(atDistance distance: Double) -> PathPosition {
    var position = PathPosition(point: .zero, tangent: .zero)
    withUnsafePointer(to: distance) { distance in
      withUnsafeMutablePointer(to: &position) { position in
        positions(
          atDistances: UnsafeBufferPointer(start: distance, count: 1),
          into: UnsafeMutableBufferPointer(start: position, count: 1))
      }
    }
    return position
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
    withTables { tables in
      tables.positions(
        atDistances: distances, into: positions, of: self, kernelLevel: Self.kernelLevel)
    }
  }

  /// Whether the C kernel serves this processor (1) or the Swift reference does (0).
  @usableFromInline static let kernelLevel: Int32 = kinetics_path_kernel_level()

  /// Runs `body` with the tables' base addresses held: a batch reads them without a bounds
  /// check or a reference count per element.
  @inlinable
  func withTables<Result>(_ body: (Tables) -> Result) -> Result {
    bins.withUnsafeBufferPointer { bins in
      spans.withUnsafeBufferPointer { spans in
        interpolants.withUnsafeBufferPointer { interpolants in
          body(
            Tables(
              bins: bins, spans: spans, interpolants: interpolants, binsPerPoint: binsPerPoint,
              end: sampledEnd))
        }
      }
    }
  }

  /// The sampled path's tables, as buffers.
  @usableFromInline
  struct Tables {
    @usableFromInline let bins: UnsafeBufferPointer<Int32>
    @usableFromInline let spans: UnsafeBufferPointer<Span>
    @usableFromInline let interpolants: UnsafeBufferPointer<Interpolant>
    @usableFromInline let binsPerPoint: Double
    /// Where the sampled part of the path ends (points).
    @usableFromInline let end: Double

    @inlinable
    init(
      bins: UnsafeBufferPointer<Int32>, spans: UnsafeBufferPointer<Span>,
      interpolants: UnsafeBufferPointer<Interpolant>, binsPerPoint: Double, end: Double
    ) {
      self.bins = bins
      self.spans = spans
      self.interpolants = interpolants
      self.binsPerPoint = binsPerPoint
      self.end = end
    }

    /// The positions at `distances`, into `positions` (at least as many): by the C kernel at
    /// `kernelLevel` 1, by the Swift reference at 0; from the measured path where neither
    /// gives a unit tangent.
    @inlinable
    func positions(
      atDistances distances: UnsafeBufferPointer<Double>,
      into positions: UnsafeMutableBufferPointer<PathPosition>, of path: SampledPath,
      kernelLevel: Int32
    ) {
      guard !interpolants.isEmpty else {
        for index in distances.indices {
          positions[index] = exactPosition(atDistance: distances[index], of: path)
        }
        return
      }
      guard kernelLevel > 0, let first = distances.baseAddress,
        let output = positions.baseAddress
      else { return referencePositions(atDistances: distances, into: positions, of: path) }
      // The kernel reads the tables and writes the positions as doubles: a span is its start
      // and inverse step, an interpolant x and y of c0 … c5, a position x, y, dx, dy (the
      // tests compare every position with the Swift reference's, which reads them by name).
      let raw = UnsafeMutableRawPointer(output).assumingMemoryBound(to: Double.self)
      var start = 0
      while start < distances.count {
        start += kinetics_sampled_positions(
          kernelLevel, bins.baseAddress, bins.count, binsPerPoint, end,
          path.binsHoldOneStart ? 1 : 0,
          UnsafeRawPointer(spans.baseAddress!).assumingMemoryBound(to: Double.self),
          UnsafeRawPointer(interpolants.baseAddress!).assumingMemoryBound(to: Double.self),
          first + start, raw + 4 * start, distances.count - start)
        // The kernel stops before an element it leaves to the measured path.
        if start < distances.count {
          positions[start] = exactPosition(atDistance: distances[start], of: path)
          start += 1
        }
      }
    }

    /// The Swift reference of the positions: a block of 64 elements located first, then
    /// their interpolants with no branch between them, so that the elements' arithmetic
    /// overlaps; last, the elements the interpolants do not serve.
    @inlinable
    func referencePositions(
      atDistances distances: UnsafeBufferPointer<Double>,
      into positions: UnsafeMutableBufferPointer<PathPosition>, of path: SampledPath
    ) {
      let block = 64
      withUnsafeTemporaryAllocation(of: Int.self, capacity: block) { intervals in
        withUnsafeTemporaryAllocation(of: Double.self, capacity: block) { fractions in
          var first = 0
          while first < distances.count {
            let end = min(first + block, distances.count)
            for index in first..<end {
              (intervals[index - first], fractions[index - first]) = interval(
                atDistance: distances[index])
            }
            for index in first..<end {
              positions[index] = interpolatedPosition(
                intervals[index - first], at: fractions[index - first])
            }
            for index in first..<end where !Self.isUnit(positions[index].tangent) {
              positions[index] = exactPosition(atDistance: distances[index], of: path)
            }
            first = end
          }
        }
      }
    }

    /// `distance` kept within the sampled part of the path (NaN counts as 0).
    @inlinable @inline(__always)
    func clamped(_ distance: Double) -> Double {
      distance > 0 ? min(distance, end) : 0
    }

    /// The interval holding `distance` (clamped to the sampled part of the path) and the
    /// fraction of it covered; the path has at least one interval.
    @inlinable @inline(__always)
    func interval(atDistance distance: Double) -> (Int, Double) {
      let clamped = clamped(distance)
      // The bin's interval starts before the distance; the next one may start at or before it
      // too (a step taken without a branch), and where bins are wider than the shortest
      // interval, more may (the loop, otherwise never entered). The last span starts at +∞.
      let bin = SampledPath.bin(of: clamped, binsPerPoint: binsPerPoint, count: bins.count)
      var interval = Int(bins[bin])
      interval &+= spans[interval &+ 1].start <= clamped ? 1 : 0
      while spans[interval &+ 1].start <= clamped { interval &+= 1 }
      let span = spans[interval]
      // NaN, from a zero times the infinite inverse step of an interval of subnormal length,
      // counts as 0.
      let fraction = (clamped - span.start) * span.inverseStep
      return (interval, fraction > 0 ? min(fraction, 1) : 0)
    }

    /// Whether an interpolated tangent is of unit length: NaN where the interval answers
    /// exactly, or where the derivative strayed too far from unit length to normalize (see
    /// ``interpolatedPosition(_:at:)``).
    @inlinable @inline(__always)
    static func isUnit(_ tangent: Vector2D) -> Bool {
      !tangent.dx.isNaN
    }

    /// The measured path's position at `distance`, where the interpolants do not serve.
    @inlinable
    func exactPosition(atDistance distance: Double, of path: SampledPath) -> PathPosition {
      path.measured.position(atDistance: interpolants.isEmpty ? distance : clamped(distance))
    }

    /// The point of interval `index`'s interpolant at `fraction` of the interval, and its
    /// derivative with respect to distance, d, normalized — or a NaN tangent where
    /// |d·d − 1| exceeds 2⁻¹⁷ (d vanished, overflowed or is NaN: the measured path answers).
    ///
    /// d is within about 1e-5 of unit length wherever the interpolant meets its error (it
    /// matches the unit tangent at both knots). With d·d = 1 + ε, d·(1 − ε/2 + 3ε²/8) is the
    /// unit tangent within (5/16)·|ε|³ < 1.5e-16, with neither a square root nor a division.
    @inlinable @inline(__always)
    func interpolatedPosition(_ index: Int, at fraction: Double) -> PathPosition {
      let (point, direction) = interpolants[index].evaluate(at: fraction)
      let tangent = direction * spans[index].inverseStep
      let stretch = (tangent * tangent).sum() - 1
      let scale = (0.375 * stretch - 0.5) * stretch + 1
      return PathPosition(
        point: Point2D(point),
        tangent: Vector2D(tangent * (abs(stretch) <= 0x1p-17 ? scale : .nan)))
    }
  }
}
