import KineticsCore

extension Transform3D {
  /// The image of `point` before the perspective divide: (x′, y′, z′, w) =
  /// (x, y, z, 1)·self — or, where that overflows (coordinates and entries near the top of the
  /// double range), the same point of projective space with all four divided by one positive
  /// power of two, computed from the point and the matrix scaled down first. So the result is
  /// finite for finite input, and its perspective divide is the true one.
  @inlinable
  public func homogeneousImage(of point: Point3D) -> SIMD4<Double> {
    let (r1, r2, r3, r4) = rows
    let image = point.x * r1 + point.y * r2 + point.z * r3 + r4
    // x·0 is NaN for an infinite or NaN x.
    return (image * 0).sum() == 0 ? image : scaledHomogeneousImage(of: point)
  }

  /// The homogeneous image from the point (with its 1) and the rows scaled by powers of two
  /// so that every term is at most 2 in magnitude: nothing overflows. NaN only for NaN input.
  @usableFromInline
  func scaledHomogeneousImage(of point: Point3D) -> SIMD4<Double> {
    let coordinates = SIMD4(point.x, point.y, point.z, 1)
    let largestCoordinate = Transform3D.largestMagnitude(coordinates)
    let (r1, r2, r3, r4) = rows
    let largestEntry = max(
      max(Transform3D.largestMagnitude(r1), Transform3D.largestMagnitude(r2)),
      max(Transform3D.largestMagnitude(r3), Transform3D.largestMagnitude(r4)))
    // Both at least 1 here (an overflow needs a large factor), so 2^−exponent is normal.
    let p = coordinates * Double(sign: .plus, exponent: -largestCoordinate.exponent, significand: 1)
    let entryScale =
      largestEntry > 1 ? Double(sign: .plus, exponent: -largestEntry.exponent, significand: 1) : 1
    return (p.x * r1 + p.y * r2 + p.z * r3 + p.w * r4) * entryScale
  }

  /// Where `point` appears after the perspective divide: (x′/w, y′/w, z′/w), or nil when
  /// w ≤ 0 — the point is at or behind the eye plane, where CSS clips geometry away (css-
  /// transforms-2, "Processing of Perspective-Transformed Boxes") and Core Animation draws
  /// nothing. Without perspective (m14 = m24 = m34 = 0, m44 = 1) w is 1 and this is the plain
  /// affine image. NaN coordinates give NaN coordinates.
  @inlinable
  public func projection(of point: Point3D) -> Point3D? {
    let image = homogeneousImage(of: point)
    guard !(image.w <= 0) else { return nil }
    return Point3D(SIMD3(image.x, image.y, image.z) / image.w)
  }

  /// Where the point (x, y, 0) of the z = 0 plane — a layer's content — appears on the screen
  /// plane after the perspective divide, or nil when it is at or behind the eye plane
  /// (``projection(of:)``).
  @inlinable
  public func projection(of point: Point2D) -> Point2D? {
    let (x, y) = (point.x, point.y)
    let w = x * m14 + y * m24 + m44
    guard !(w <= 0) else { return nil }
    let projected = Point2D(x: (x * m11 + y * m21 + m41) / w, y: (x * m12 + y * m22 + m42) / w)
    guard projected.x.isNaN || projected.y.isNaN, !x.isNaN, !y.isNaN else { return projected }
    // An overflow (∞ − ∞, or ∞/∞): the same point from the scaled image.
    return projection(of: Point3D(point)).map { Point2D(x: $0.x, y: $0.y) }
  }

  /// The screen point written for a point at or behind the eye plane by
  /// ``project(_:into:)-(UnsafeBufferPointer<Point2D>,_)``: (+∞, +∞).
  public static let pointBehindEye = Point2D(x: .infinity, y: .infinity)

  /// Projects every point (x, y, 0) of `points` into `output`, as ``projection(of:)-(Point2D)``
  /// does one at a time; a point at or behind the eye plane is written as ``pointBehindEye``.
  /// Returns how many were. `output` may be `points` itself (in place).
  ///
  /// - Precondition: `output` holds at least `points.count` points.
  /// - Complexity: O(n), no allocation; memory bound for large n (32 bytes read and written
  ///   per point, Benchmarks.md).
  @inlinable
  @discardableResult
  public func project(
    _ points: UnsafeBufferPointer<Point2D>, into output: UnsafeMutableBufferPointer<Point2D>
  ) -> Int {
    precondition(
      output.count >= points.count,
      "Transform3D.project(_:into:): output must hold at least \(points.count) points, got \(output.count)"
    )
    // One point at a time, as the one-point form computes it: the compiler keeps the entries in
    // registers, and this runs at the speed of a hand-written loop (Benchmarks.md).
    var behindEye = 0
    for index in 0..<points.count {
      let (x, y) = (points[index].x, points[index].y)
      let w = x * m14 + y * m24 + m44
      let projected = Point2D(x: (x * m11 + y * m21 + m41) / w, y: (x * m12 + y * m22 + m42) / w)
      // One test for all three: x + y is NaN when either is (or when they are opposite
      // infinities, which the one-point form gives back unchanged).
      if !(w > 0 && !(projected.x + projected.y).isNaN) {
        // Behind the eye, an overflow or a NaN coordinate: the one-point form decides.
        if let point = rareProjection(of: points[index]) {
          output[index] = point
        } else {
          output[index] = Transform3D.pointBehindEye
          behindEye += 1
        }
      } else {
        output[index] = projected
      }
    }
    return behindEye
  }

  /// ``projection(of:)-(Point2D)`` out of line: the batch's rare path, kept out of its loop.
  @usableFromInline @inline(never)
  func rareProjection(of point: Point2D) -> Point2D? { projection(of: point) }

  /// The array form of ``project(_:into:)-(UnsafeBufferPointer<Point2D>,_)``: `output` is
  /// resized to `points.count` if it is shorter.
  @inlinable
  @discardableResult
  public func project(_ points: [Point2D], into output: inout [Point2D]) -> Int {
    if output.count < points.count {
      output.append(contentsOf: repeatElement(.zero, count: points.count - output.count))
    }
    return points.withUnsafeBufferPointer { source in
      output.withUnsafeMutableBufferPointer { project(source, into: $0) }
    }
  }
}
