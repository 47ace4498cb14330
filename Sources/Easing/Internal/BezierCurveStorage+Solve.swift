extension BezierCurveStorage {
  /// y at x in (0, 1): from the table once published, else solved directly (and counted
  /// toward building the table).
  @inlinable @inline(__always)
  final func value(_ x: Double) -> Double {
    if let table = publishedTable { return table._withUnsafeGuaranteedRef { $0.value(x) } }
    return directValue(x)
  }

  /// y at x in (0, 1) solved directly, counted toward the table; from the table when this
  /// value is the one that builds it.
  @usableFromInline @inline(never)
  final func directValue(_ x: Double) -> Double {
    if countDirectValue() { return table()._withUnsafeGuaranteedRef { $0.value(x) } }
    let (anchor, u) = withUnsafeMutablePointerToElements {
      BezierCurveStorage.directSolution(x, in: $0)
    }
    return anchor.yValue(u)
  }

  /// The curve parameter at x in (0, 1) as an offset u from an anchor: the table's solver
  /// once published, else the direct solve; then ``BezierTable/precise(_:_:_:in:)``.
  @usableFromInline
  final func solution(_ x: Double) -> (anchor: BezierAnchor, u: Double) {
    guard let table = publishedTable else {
      return withUnsafeMutablePointerToElements { BezierCurveStorage.directSolution(x, in: $0) }
    }
    return table._withUnsafeGuaranteedRef { table in
      table.withUnsafeMutablePointerToElements { elements in
        let (anchor, u) =
          BezierTable.solve(x, in: elements) ?? BezierTable.safeguardedSolve(x, in: elements)
        return BezierTable.precise(x, anchor, u, in: elements)
      }
    }
  }

  /// ``directSolve(_:in:)``, then ``BezierTable/precise(_:_:_:in:)``.
  static func directSolution(_ x: Double, in elements: UnsafePointer<Double>) -> (
    anchor: BezierAnchor, u: Double
  ) {
    let (anchor, u) = directSolve(x, in: elements)
    return BezierTable.precise(x, anchor, u, in: elements)
  }

  /// The parameter at x in (0, 1) without a table: the guess (``writeGuess(into:)``), a
  /// Newton step with the guess's own slope ds/dx (no division: it leaves about the guess's
  /// error times the slope's, ~1e-9), and one Halley step where that step is certain to be
  /// exact; else the table's safeguarded solver from there.
  ///
  /// Halley's method on f(u) = x(u) − x with error e before a step leaves K·e³ after it, with
  /// K = |(f″/2f′)² − f‴/6f′| (the leading term for a cubic): here e ≈ r/x′ (r the residual),
  /// f″/2 = dx2 + 3·dx3·u and f‴/6 = dx3. The step is taken alone when e ≤ 2⁻¹⁰·|u| (so the
  /// leading term is the error: the neglected terms are smaller by a factor of order e/|u|)
  /// and K·e³ ≤ 2⁻⁶⁰·|u| — a hundred times below the last bit of u — both tested without a
  /// division. Near an anchor where x′ vanishes K grows as 1/u², and the first test keeps the
  /// estimate honest there. The residual's cube may underflow to zero only when the error is
  /// already far below any bit of u ≥ 2⁻²⁰; below that the caller solves precisely anyway.
  static func directSolve(_ x: Double, in elements: UnsafePointer<Double>) -> (
    anchor: BezierAnchor, u: Double
  ) {
    let nodes = elements + nodesOffset
    // The interval: how many of the nodes x(1/16)…x(15/16) lie at or below x, by halves.
    var index = nodes[8] <= x ? 8 : 0
    index += nodes[index + 4] <= x ? 4 : 0
    index += nodes[index + 2] <= x ? 2 : 0
    index += nodes[index + 1] <= x ? 1 : 0
    let interval = elements + intervalsOffset + index * intervalStride
    let t = min(max((x - nodes[index]) * interval[0], 0), 1)
    let (c1, c2, c3) = (interval[1], interval[2], interval[3])
    let guess = Double(index) / Double(nodeCount) + t * (c1 + t * (c2 + t * c3))
    let guessSlope = (c1 + (2 * c2 + 3 * c3 * t) * t) * interval[0]
    let anchor = BezierTable.anchor(for: x, in: elements)
    let (low, high) = (-anchor.center, 1 - anchor.center)
    let target = (x - anchor.x) - anchor.xLow
    var u = guess - anchor.center
    let stepped = u - (anchor.xOffset(u) - target) * guessSlope
    if stepped >= low && stepped <= high { u = stepped }
    let residual = anchor.xOffset(u) - target
    if residual == 0 { return (anchor, u) }
    let slope = anchor.xSlope(u)
    let halfCurvature = anchor.dx2 + 3 * anchor.dx3 * u
    let next = u - residual * slope / (slope * slope - residual * halfCurvature)
    let (error, size) = (abs(residual), abs(u) * abs(slope))
    let slopeSquared = slope * slope
    let growth = abs(halfCurvature * halfCurvature - anchor.dx3 * slope)
    if error <= 0x1p-10 * size
      && error * error * error * growth <= 0x1p-60 * size * slopeSquared * slopeSquared
      && next >= low && next <= high
    {
      return (anchor, next)
    }
    return BezierTable.safeguardedSolve(x, initialGuess: u + anchor.center, in: elements)
  }
}
