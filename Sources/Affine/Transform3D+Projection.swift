import KineticsCore

extension Transform3D {
  /// The image of `point` before the perspective divide: (x′, y′, z′, w) =
  /// (x, y, z, 1)·self.
  @inlinable
  public func homogeneousImage(of point: Point3D) -> SIMD4<Double> {
    let (r1, r2, r3, r4) = rows
    return point.x * r1 + point.y * r2 + point.z * r3 + r4
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
    let image = point.x * SIMD4(m11, m12, m14, 0) + point.y * SIMD4(m21, m22, m24, 0)
      + SIMD4(m41, m42, m44, 0)
    guard !(image.z <= 0) else { return nil }
    return Point2D(x: image.x / image.z, y: image.y / image.z)
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
    let (xRow, yRow, offset) = (SIMD4(m11, m12, m11, m12), SIMD4(m21, m22, m21, m22), SIMD4(
      m41, m42, m41, m42))
    let (xW, yW, wOffset) = (SIMD2(m14, m14), SIMD2(m24, m24), SIMD2(m44, m44))
    var behindEye = 0
    var index = 0
    let count = points.count
    while index + 1 < count {
      let (first, second) = (points[index].storage, points[index + 1].storage)
      let xs = SIMD4(first.x, first.x, second.x, second.x)
      let ys = SIMD4(first.y, first.y, second.y, second.y)
      let w = SIMD2(first.x, second.x) * xW + SIMD2(first.y, second.y) * yW + wOffset
      let image = xs * xRow + ys * yRow + offset
      let quotient = image / SIMD4(w.x, w.x, w.y, w.y)
      let (firstBehind, secondBehind) = (w.x <= 0, w.y <= 0)
      output[index] = firstBehind ? Transform3D.pointBehindEye : Point2D(quotient.lowHalf)
      output[index + 1] = secondBehind ? Transform3D.pointBehindEye : Point2D(quotient.highHalf)
      behindEye += (firstBehind ? 1 : 0) + (secondBehind ? 1 : 0)
      index += 2
    }
    if index < count {
      if let projected = projection(of: points[index]) {
        output[index] = projected
      } else {
        output[index] = Transform3D.pointBehindEye
        behindEye += 1
      }
    }
    return behindEye
  }

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
