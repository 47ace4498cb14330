import KineticsNumerics

extension AffineTransform2D {
  /// Maps every point of `points` into `output`: `output[i] = points[i].applying(self)`, bit
  /// for bit — the same products and sums in the same order, so NaN, infinities and signed
  /// zeros come out as the one-point form gives them — two points per 4-lane SIMD operation.
  ///
  /// There are no shortcuts for translations or scales: skipping a 0·y term would turn a NaN or
  /// infinite y into a finite result that the one-point form does not give, and the mapping is
  /// memory bound for large batches anyway (Benchmarks.md).
  ///
  /// `output` may be `points` itself (in place). With `concurrently`, the points are split into
  /// ranges of at least 32,768 (at most four per core) mapped at once on the machine's cores;
  /// the results are the same bits, and the call returns when all are done.
  ///
  /// - Precondition: `output` holds at least `points.count` points.
  /// - Complexity: O(n), no allocation; memory bound for large n (32 bytes read and written
  ///   per point).
  @inlinable
  public func mappedPoints(
    _ points: UnsafeBufferPointer<Point2D>, into output: UnsafeMutableBufferPointer<Point2D>,
    concurrently: Bool = false
  ) {
    precondition(
      output.count >= points.count,
      "AffineTransform2D.mappedPoints(_:into:): output must hold at least \(points.count) points, got \(output.count)"
    )
    guard let source = points.baseAddress, let destination = output.baseAddress else { return }
    guard concurrently else { return mapPoints(source, into: destination, in: 0..<points.count) }
    concurrentlyMapPoints(source, into: destination, count: points.count)
  }

  /// The concurrent form of ``mapPoints(_:into:in:)`` over `0..<count`.
  @usableFromInline
  func concurrentlyMapPoints(
    _ points: UnsafePointer<Point2D>, into output: UnsafeMutablePointer<Point2D>, count: Int
  ) {
    forEachConcurrentRange(count: count, minimumLength: 32_768, alignment: 2) { range in
      mapPoints(points, into: output, in: range)
    }
  }

  /// Maps `points[range]` into `output[range]`.
  @inlinable
  func mapPoints(
    _ points: UnsafePointer<Point2D>, into output: UnsafeMutablePointer<Point2D>,
    in range: Range<Int>
  ) {
    // (x, y) → (a·x + c·y + tx, b·x + d·y + ty) = (x, x)·(a, b) + (y, y)·(c, d) + t: the x
    // term first in both lanes, as in the one-point form (the order decides which NaN wins).
    let (xFactors, yFactors) = (SIMD4(a, b, a, b), SIMD4(c, d, c, d))
    let offset = SIMD4(tx, ty, tx, ty)
    mapPairs(
      range.count, UnsafeRawPointer(points + range.lowerBound),
      UnsafeMutableRawPointer(output + range.lowerBound)
    ) { pair in
      let xs = SIMD4(pair[0], pair[0], pair[2], pair[2])
      let ys = SIMD4(pair[1], pair[1], pair[3], pair[3])
      return xs * xFactors + ys * yFactors + offset
    } single: { point in
      SIMD2(point[0], point[0]) * SIMD2(a, b) + SIMD2(point[1], point[1]) * SIMD2(c, d)
        + SIMD2(tx, ty)
    }
  }

  /// Maps every point of `points` into `output` (resized to `points.count` if it is shorter):
  /// the array form of ``mappedPoints(_:into:concurrently:)-(UnsafeBufferPointer<Point2D>,_,_)``,
  /// with the same results and speed.
  ///
  /// ```swift
  /// var output: [Point2D] = []
  /// AffineTransform2D(translationX: 10, y: 0).mappedPoints([Point2D(x: 1, y: 2)], into: &output)
  /// output  // [(11.0, 2.0)]
  /// ```
  @inlinable
  public func mappedPoints(
    _ points: [Point2D], into output: inout [Point2D], concurrently: Bool = false
  ) {
    if output.count < points.count {
      output.append(contentsOf: repeatElement(.zero, count: points.count - output.count))
    }
    points.withUnsafeBufferPointer { source in
      output.withUnsafeMutableBufferPointer {
        mappedPoints(source, into: $0, concurrently: concurrently)
      }
    }
  }

  /// Applies `pair` to two points at a time and `single` to a last odd one.
  @inlinable @inline(__always)
  func mapPairs(
    _ count: Int, _ input: UnsafeRawPointer, _ output: UnsafeMutableRawPointer,
    _ pair: (SIMD4<Double>) -> SIMD4<Double>, single: (SIMD2<Double>) -> SIMD2<Double>
  ) {
    var index = 0
    while index &+ 2 <= count {
      let offset = index &* 16
      output.storeBytes(
        of: pair(input.loadUnaligned(fromByteOffset: offset, as: SIMD4<Double>.self)),
        toByteOffset: offset, as: SIMD4<Double>.self)
      index &+= 2
    }
    if index < count {
      let offset = index &* 16
      output.storeBytes(
        of: single(input.loadUnaligned(fromByteOffset: offset, as: SIMD2<Double>.self)),
        toByteOffset: offset, as: SIMD2<Double>.self)
    }
  }
}
