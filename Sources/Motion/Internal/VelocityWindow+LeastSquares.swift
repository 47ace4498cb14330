import KineticsCore

extension VelocityWindow {
  /// The slope at τ = 0 of the least-squares polynomial of `requested` degree (lowered to
  /// count − 1) through the window's (τ, scaled position) pairs, as a velocity, and the fit's
  /// coefficient of determination.
  ///
  /// The basis 1, τ, τ², … is factored as Q·R by modified Gram–Schmidt (the method of Android's
  /// and Flutter's solvers); a column whose part orthogonal to the earlier ones is below 1e-9 of
  /// its length cannot be told apart from them by these times (samples bunched together), and
  /// the degree stops below it. With Q's columns q_j, the projections p_j = ⟨q_j, y⟩ (each a
  /// value, since the fit is linear in the positions) give the coefficients by back
  /// substitution, R·b = p, and the fitted positions as Σ q_j·p_j. Where the fit overflows
  /// (times packed closer than about 1e-150 of the window), the newest step's velocity and no
  /// confidence. Under Flutter's rules the degree does not drop: fewer than `requested` + 1
  /// distinct times, or a column that cannot be told apart, fail the fit (velocity 0).
  @inlinable
  func leastSquaresVelocity(degree requested: Int) -> (velocity: Value, confidence: Double?) {
    let sampleCount = count
    let keepsDegree = tracker.rules == .flutter
    if keepsDegree {
      var distinctTimes = 1
      for index in 1..<sampleCount where time(index) != time(index - 1) { distinctTimes += 1 }
      guard distinctTimes > requested else { return (.zero, nil) }
    }
    let maximumColumns = min(requested, sampleCount - 1) + 1
    return withUnsafeTemporaryAllocation(
      of: Double.self,
      capacity: sampleCount * (maximumColumns + 1) + maximumColumns * maximumColumns
    ) { numbers in
      let times = UnsafeMutableBufferPointer(rebasing: numbers[0..<sampleCount])
      let basis = UnsafeMutableBufferPointer(
        rebasing: numbers[sampleCount..<(sampleCount * (maximumColumns + 1))])
      let triangle = UnsafeMutableBufferPointer(
        rebasing: numbers[(sampleCount * (maximumColumns + 1))...])
      for index in 0..<sampleCount { times[index] = normalizedTime(index) }
      let columns = Self.orthonormalize(
        times: times, into: basis, triangle: triangle, maximumColumns: maximumColumns)
      if keepsDegree, columns < maximumColumns { return (.zero, nil) }
      return withUnsafeTemporaryAllocation(of: Value.self, capacity: sampleCount + 2 * columns) {
        values in
        values.initialize(repeating: .zero)
        defer { _ = values.deinitialize() }
        for index in 0..<sampleCount { values[index] = scaledPosition(index) }
        let positions = UnsafeMutableBufferPointer(rebasing: values[0..<sampleCount])
        let projections = UnsafeMutableBufferPointer(
          rebasing: values[sampleCount..<(sampleCount + columns)])
        let coefficients = UnsafeMutableBufferPointer(rebasing: values[(sampleCount + columns)...])
        for column in 0..<columns {
          var projection = Value.zero
          for index in 0..<sampleCount {
            projection =
              projection
              + positions[index].multiplied(by: basis[column * sampleCount + index])
          }
          projections[column] = projection
        }
        for row in stride(from: columns - 1, through: 1, by: -1) {
          var sum = projections[row]
          for column in (row + 1)..<columns {
            sum = sum - coefficients[column].multiplied(by: triangle[row * maximumColumns + column])
          }
          coefficients[row] = sum.multiplied(by: 1 / triangle[row * maximumColumns + row])
        }
        let slope = columns >= 2 ? coefficients[1] : .zero
        guard let velocity = velocity(fromWindowSlope: slope) else {
          return (newestStepVelocity(), nil)
        }
        return (
          velocity,
          Self.determination(
            positions: positions, basis: basis, projections: projections, columns: columns)
        )
      }
    }
  }

  /// Modified Gram–Schmidt on the columns τ^j (j < maximumColumns): writes the orthonormal
  /// columns into `basis` (column-major, `times.count` rows) and R into `triangle` (row-major,
  /// maximumColumns wide); returns how many columns were independent (at least 1).
  @inlinable
  static func orthonormalize(
    times: UnsafeMutableBufferPointer<Double>, into basis: UnsafeMutableBufferPointer<Double>,
    triangle: UnsafeMutableBufferPointer<Double>, maximumColumns: Int
  ) -> Int {
    let rows = times.count
    for column in 0..<maximumColumns {
      let start = column * rows
      var lengthSquared = 0.0
      for row in 0..<rows {
        var power = 1.0
        for _ in 0..<column { power *= times[row] }
        basis[start + row] = power
        lengthSquared += power * power
      }
      for earlier in 0..<column {
        var dot = 0.0
        for row in 0..<rows { dot += basis[earlier * rows + row] * basis[start + row] }
        triangle[earlier * maximumColumns + column] = dot
        for row in 0..<rows { basis[start + row] -= dot * basis[earlier * rows + row] }
      }
      var normSquared = 0.0
      for row in 0..<rows { normSquared += basis[start + row] * basis[start + row] }
      let norm = normSquared.squareRoot()
      guard norm > 1e-9 * lengthSquared.squareRoot() else { return column }
      triangle[column * maximumColumns + column] = norm
      for row in 0..<rows { basis[start + row] /= norm }
    }
    return maximumColumns
  }

  /// 1 − Σ|y − fitted|² / Σ|y − mean|², clamped to [0, 1]; 1 when the positions do not vary.
  @inlinable
  static func determination(
    positions: UnsafeMutableBufferPointer<Value>, basis: UnsafeMutableBufferPointer<Double>,
    projections: UnsafeMutableBufferPointer<Value>, columns: Int
  ) -> Double {
    let rows = positions.count
    var sum = Value.zero
    for position in positions { sum = sum + position }
    let mean = sum.multiplied(by: 1 / Double(rows))
    var (residual, total) = (0.0, 0.0)
    for row in 0..<rows {
      var fitted = Value.zero
      for column in 0..<columns {
        fitted = fitted + projections[column].multiplied(by: basis[column * rows + row])
      }
      residual += (positions[row] - fitted).squaredMagnitude
      total += (positions[row] - mean).squaredMagnitude
    }
    guard total > 0 else { return 1 }
    return min(max(1 - residual / total, 0), 1)
  }
}
