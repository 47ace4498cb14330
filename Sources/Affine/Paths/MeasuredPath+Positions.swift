import KineticsNumerics

extension MeasuredPath {
  /// The segment and parameter at `distance` points from the path's start.
  ///
  /// Distances are clamped to [0, ``length``] (NaN counts as 0). On a path of zero length,
  /// every distance maps to the first segment's start (index 0 even when the path has no
  /// segment).
  ///
  /// Accuracy: the arc length from the start to the location is within 1e-10 of the path's
  /// length of `distance` (in practice ~1e-14).
  @inlinable
  public func location(atDistance distance: Double) -> PathLocation {
    locationAndPiece(atDistance: distance).location
  }

  /// The location at `distance` and the index of the piece it was found on (0 before the
  /// start or when there is no piece, the last piece at or past the end).
  @inlinable
  func locationAndPiece(atDistance distance: Double) -> (location: PathLocation, piece: Int) {
    let scaled = distance * scale
    guard scaled > 0 else { return (PathLocation(segmentIndex: 0, parameter: 0), 0) }
    guard scaled < scaledLength else { return (endLocation, max(pieces.count - 1, 0)) }
    let index = pieceIndex(atScaledDistance: scaled)
    let piece = pieces[index]
    let t = piece.parameter(
      atDistance: scaled - pieceStarts[index], on: measuredSegments[piece.segment],
      steps: piece.newtonSteps)
    return (PathLocation(segmentIndex: piece.segment, parameter: t), index)
  }

  /// The end of the last segment of positive length (or of the path's first segment when none
  /// has any).
  @usableFromInline
  var endLocation: PathLocation {
    guard let last = pieces.last else { return PathLocation(segmentIndex: 0, parameter: 0) }
    return PathLocation(segmentIndex: last.segment, parameter: 1)
  }

  /// The point at `distance` points from the start (clamped as ``location(atDistance:)``
  /// clamps); the path's first point when it has no length, the origin when it has no
  /// segment.
  @inlinable
  public func point(atDistance distance: Double) -> Point2D {
    point(at: location(atDistance: distance))
  }

  /// The point at a location.
  @inlinable
  public func point(at location: PathLocation) -> Point2D {
    guard location.segmentIndex < segments.count else { return path.subpaths.first?.start ?? .zero }
    return segments[location.segmentIndex].point(at: location.parameter)
  }

  /// The point and unit tangent at `distance` points from the start.
  @inlinable
  public func position(atDistance distance: Double) -> PathPosition {
    let location = location(atDistance: distance)
    return PathPosition(point: point(at: location), tangent: tangent(at: location))
  }

  /// The unit tangent at `distance` points from the start: the direction of travel.
  ///
  /// Defined wherever the path has a direction: where the derivative vanishes (a control point
  /// on its anchor, a cusp), the limit direction of travel just after the point (just before
  /// it at a segment's end); on a segment of zero length, the direction where the path goes
  /// on (or, at its end, where it came from); (1, 0) on a path with no direction at all.
  @inlinable
  public func tangent(atDistance distance: Double) -> Vector2D {
    tangent(at: location(atDistance: distance))
  }

  /// The direction of travel at `distance` as an angle (radians from the x axis toward the y
  /// axis), unwrapped along the path: it changes continuously with the distance, through full
  /// turns (a spiral's heading keeps growing), and starts in (−π, π]. At a cusp, where travel
  /// reverses, it turns by half a turn at once.
  ///
  /// - Complexity: one `atan2` beyond ``tangent(atDistance:)``.
  @inlinable
  public func heading(atDistance distance: Double) -> Double {
    positionAndHeading(atDistance: distance).heading
  }

  /// The point, unit tangent and unwrapped heading at `distance`, from one search along the
  /// path (``position(atDistance:)`` and ``heading(atDistance:)`` together).
  @inlinable
  public func positionAndHeading(atDistance distance: Double)
    -> (position: PathPosition, heading: Double)
  {
    let (location, piece) = locationAndPiece(atDistance: distance)
    let tangent = tangent(at: location)
    let position = PathPosition(point: point(at: location), tangent: tangent)
    let angle = atan2(tangent.dy, tangent.dx)
    guard !pieces.isEmpty else { return (position, angle) }
    return (position, Self.unwrapped(angle, near: pieceHeadings[piece]))
  }

  /// The point, unit tangent and unwrapped heading where segment `index` ends, facing the way
  /// it arrives: on a path of several subpaths, before the move to the next one (which the
  /// same distance reaches by ``positionAndHeading(atDistance:)``). The heading is unwrapped
  /// as ``heading(atDistance:)`` unwraps it.
  ///
  /// - Precondition: `index` is a segment's index.
  public func positionAndHeading(atEndOfSegment index: Int)
    -> (position: PathPosition, heading: Double)
  {
    precondition(
      segments.indices.contains(index),
      "MeasuredPath.positionAndHeading: segment index must be in 0..<\(segments.count)")
    let location = PathLocation(segmentIndex: index, parameter: 1)
    let tangent = tangent(at: location)
    let position = PathPosition(point: point(at: location), tangent: tangent)
    let angle = atan2(tangent.dy, tangent.dx)
    // The heading of the segment's last piece (or of the last piece before it, when the
    // segment has no length) is within half a turn of its end's.
    var low = 0
    var high = pieces.count
    while low < high {
      let middle = (low + high) >> 1
      if pieces[middle].segment <= index { low = middle + 1 } else { high = middle }
    }
    guard low > 0 else { return (position, angle) }
    return (position, Self.unwrapped(angle, near: pieceHeadings[low - 1]))
  }

  /// The last piece starting at or before `scaled` (0 when none does).
  @inlinable
  func pieceIndex(atScaledDistance scaled: Double) -> Int {
    var low = 0
    var high = pieceStarts.count
    while high - low > 1 {
      let middle = (low + high) >> 1
      if pieceStarts[middle] <= scaled { low = middle } else { high = middle }
    }
    return low
  }

  /// The unit normal at `distance`: the tangent turned a quarter turn from the x axis toward
  /// the y axis, (−ty, tx) — to the right of travel in y-down screen coordinates.
  @inlinable
  public func normal(atDistance distance: Double) -> Vector2D {
    let tangent = tangent(atDistance: distance)
    return Vector2D(dx: -tangent.dy, dy: tangent.dx)
  }

  /// The signed curvature at `distance` (1/points): positive where the path turns from the x
  /// axis toward the y axis; 0 on lines and at inflections. At a cusp (the speed vanishes and
  /// the path leaves in another direction than it came) it is infinite, signed by B″ × B‴.
  public func curvature(atDistance distance: Double) -> Double {
    curvature(at: location(atDistance: distance))
  }

  /// The signed curvature at a location (see ``curvature(atDistance:)``).
  public func curvature(at location: PathLocation) -> Double {
    guard location.segmentIndex < measuredSegments.count else { return 0 }
    let segment = measuredSegments[location.segmentIndex]
    let first = segment.derivative(at: location.parameter)
    let second = segment.secondDerivative(at: location.parameter)
    // κ = (B′ × B″) / |B′|³, with B′ divided by its largest component m first so that only m²
    // can underflow (to an infinite curvature, where the speed vanishes for doubles).
    let largest = max(abs(first.x), abs(first.y))
    guard largest > 0 else {
      // Where the speed vanishes: straight (0) when the curve leaves along one line, B″ ∥ B‴;
      // otherwise a cusp, infinite with the sign of B″ × B‴.
      let third = segment.thirdDerivative
      let cross = second.x * third.y - second.y * third.x
      return cross == 0 ? 0 : cross > 0 ? .infinity : -.infinity
    }
    let direction = first / largest
    let cross = direction.x * second.y - direction.y * second.x
    guard cross != 0 else { return 0 }
    let length = (direction * direction).sum().squareRoot()
    return cross / (largest * largest * length * length * length) * scale
  }

  /// The unit tangent at a location (see ``tangent(atDistance:)`` for where the derivative
  /// vanishes).
  @inlinable
  public func tangent(at location: PathLocation) -> Vector2D {
    guard location.segmentIndex < measuredSegments.count else { return Vector2D(dx: 1, dy: 0) }
    let direction = measuredSegments[location.segmentIndex].derivative(at: location.parameter)
    let squared = (direction * direction).sum()
    guard squared > 0 else { return limitTangent(at: location) }
    return Vector2D(direction / squared.squareRoot())
  }

  /// The tangent where the derivative vanishes: the second derivative (negated at a segment's
  /// end, where travel arrives against it), then the third, then the chord; then the
  /// neighbouring segments.
  @usableFromInline @inline(never)
  func limitTangent(at location: PathLocation) -> Vector2D {
    let segment = measuredSegments[location.segmentIndex]
    let sign: Double = location.parameter == 1 ? -1 : 1
    for candidate in [
      segment.secondDerivative(at: location.parameter) * sign, segment.thirdDerivative,
      (segments[location.segmentIndex].end.storage - segments[location.segmentIndex].start.storage),
    ] {
      if let unit = Self.unit(candidate) { return Vector2D(unit) }
    }
    let later = segments.indices.dropFirst(location.segmentIndex + 1)
    for index in later where scaledSegmentLengths[index] > 0 {
      return tangent(at: PathLocation(segmentIndex: index, parameter: 0))
    }
    for index in segments.indices.prefix(location.segmentIndex).reversed()
    where scaledSegmentLengths[index] > 0 {
      return tangent(at: PathLocation(segmentIndex: index, parameter: 1))
    }
    return Vector2D(dx: 1, dy: 0)
  }

  static func unit(_ vector: SIMD2<Double>) -> SIMD2<Double>? {
    let largest = max(abs(vector.x), abs(vector.y))
    guard largest > 0, largest.isFinite else { return nil }
    let scaled = vector / largest
    return scaled / (scaled * scaled).sum().squareRoot()
  }
}

extension MeasuredPath {
  /// The position at each distance of `distances`, written to `positions` in order: one call
  /// for many elements placed along the path (a million dots on a route, a particle trail).
  ///
  /// - Precondition: `positions` holds at least as many elements as `distances`.
  @inlinable
  public func positions(
    atDistances distances: UnsafeBufferPointer<Double>,
    into positions: UnsafeMutableBufferPointer<PathPosition>
  ) {
    requireRoom(for: distances, in: positions)
    for index in distances.indices {
      positions[index] = position(atDistance: distances[index])
    }
  }
}

/// Stops unless `positions` has room for a position per distance: the precondition of the
/// batches of `MeasuredPath` and `SampledPath`.
@inlinable
func requireRoom(
  for distances: UnsafeBufferPointer<Double>, in positions: UnsafeMutableBufferPointer<PathPosition>
) {
  precondition(
    positions.count >= distances.count,
    "positions(atDistances:into:): positions must hold at least distances.count "
      + "(\(distances.count)) elements, got \(positions.count)")
}
