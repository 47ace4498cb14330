import KineticsCore
import KineticsNumerics

extension Transform3D {
  /// The image of `point` before the perspective divide: (x′, y′, z′, w) =
  /// (x, y, z, 1)·self — or, where a term overflows (coordinates and entries near the top of
  /// the double range), that image as if the exponent were unbounded (terms that cancel leave
  /// what an unbounded computation leaves), divided by the smallest power of two that brings
  /// all four within the double range. So the result is finite for finite input; a coordinate
  /// more than 2¹⁰⁷⁴ times smaller than the largest one underflows to 0 in that case.
  @inlinable
  public func homogeneousImage(of point: Point3D) -> SIMD4<Double> {
    let (r1, r2, r3, r4) = rows
    let image = point.x * r1 + point.y * r2 + point.z * r3 + r4
    // x·0 is NaN for an infinite or NaN x.
    return (image * 0).sum() == 0 ? image : rescaledHomogeneousImage(of: point, plain: image)
  }

  /// The overflow path of ``homogeneousImage(of:)``: the wide image scaled into the double
  /// range, or `plain` when a coordinate or an entry is not finite.
  @usableFromInline
  func rescaledHomogeneousImage(of point: Point3D, plain: SIMD4<Double>) -> SIMD4<Double> {
    guard let image = wideHomogeneousImage(of: point) else { return plain }
    let largestExponent =
      [image.x, image.y, image.z, image.w].lazy
      .filter { $0.significand != 0 }.map(\.exponent).max() ?? 0
    let power = -max(0, largestExponent - Double.greatestFiniteMagnitude.exponent)
    return SIMD4(
      image.x.scaled(byPowerOfTwo: power).doubleValue,
      image.y.scaled(byPowerOfTwo: power).doubleValue,
      image.z.scaled(byPowerOfTwo: power).doubleValue,
      image.w.scaled(byPowerOfTwo: power).doubleValue)
  }

  /// x·r1 + y·r2 + z·r3 + r4 term by term, left to right, in ``WideExponentDouble``: the plain
  /// image's arithmetic with an unbounded exponent. Nil when a coordinate or an entry is not
  /// finite.
  private func wideHomogeneousImage(of point: Point3D) -> (
    x: WideExponentDouble, y: WideExponentDouble, z: WideExponentDouble, w: WideExponentDouble
  )? {
    // Entries beyond the range come from arithmetic on extreme geometry (a layer at z = −1e308
    // anchored at z = 1e308): the plain image stands for them, as for such coordinates.
    guard point.x.isFinite && point.y.isFinite && point.z.isFinite && isFinite else { return nil }
    typealias Wide = WideExponentDouble
    let (x, y, z) = (Wide(point.x), Wide(point.y), Wide(point.z))
    let (r1, r2, r3, r4) = rows
    func column(_ entry: (SIMD4<Double>) -> Double) -> Wide {
      x * Wide(entry(r1)) + y * Wide(entry(r2)) + z * Wide(entry(r3)) + Wide(entry(r4))
    }
    return (column(\.x), column(\.y), column(\.z), column(\.w))
  }

  /// Where `point` appears after the perspective divide: (x′/w, y′/w, z′/w), or nil when
  /// w ≤ 0 — the point is at or behind the eye plane, where CSS clips geometry away (css-
  /// transforms-2, "Processing of Perspective-Transformed Boxes") and Core Animation draws
  /// nothing. Without perspective (m14 = m24 = m34 = 0, m44 = 1) w is 1 and this is the plain
  /// affine image. Where a term of the image overflows, the divide is of the image with an
  /// unbounded exponent (``homogeneousImage(of:)``), so a coordinate is ±infinity only when the
  /// true one is beyond the double range. NaN coordinates give NaN coordinates.
  @inlinable
  public func projection(of point: Point3D) -> Point3D? {
    let (r1, r2, r3, r4) = rows
    let image = point.x * r1 + point.y * r2 + point.z * r3 + r4
    guard (image * 0).sum() == 0 else { return wideProjection(of: point, plain: image) }
    guard image.w > 0 else { return nil }
    return Point3D(SIMD3(image.x, image.y, image.z) / image.w)
  }

  /// The overflow path of ``projection(of:)-(Point3D)``, out of line: the divide of the wide
  /// image, or of `plain` when a coordinate or an entry is not finite.
  @usableFromInline @inline(never)
  func wideProjection(of point: Point3D, plain: SIMD4<Double>) -> Point3D? {
    guard let image = wideHomogeneousImage(of: point) else {
      guard !(plain.w <= 0) else { return nil }
      return Point3D(SIMD3(plain.x, plain.y, plain.z) / plain.w)
    }
    guard image.w.isPositive else { return nil }
    return Point3D(
      x: WideExponentDouble.quotient(image.x, image.w),
      y: WideExponentDouble.quotient(image.y, image.w),
      z: WideExponentDouble.quotient(image.z, image.w))
  }

  /// Where the point (x, y, 0) of the z = 0 plane — a layer's content — appears on the screen
  /// plane after the perspective divide, or nil when it is at or behind the eye plane
  /// (``projection(of:)``).
  @inlinable
  public func projection(of point: Point2D) -> Point2D? {
    let (x, y) = (point.x, point.y)
    let w = x * m14 + y * m24 + m44
    let (imageX, imageY) = (x * m11 + y * m21 + m41, x * m12 + y * m22 + m42)
    // The sum is not finite when a term overflowed or a coordinate is not finite: the
    // three-dimensional form decides.
    guard (imageX + imageY + w).isFinite else {
      return projection(of: Point3D(point)).map { Point2D(x: $0.x, y: $0.y) }
    }
    guard w > 0 else { return nil }
    return Point2D(x: imageX / w, y: imageY / w)
  }

  /// The screen point written for a point at or behind the eye plane by
  /// ``projections(of:into:concurrently:)-(UnsafeBufferPointer<Point2D>,_,_)``: (+∞, +∞).
  public static let pointBehindEye = Point2D(x: .infinity, y: .infinity)

  /// Projects every point (x, y, 0) of `points` into `output`, as ``projection(of:)-(Point2D)``
  /// does one at a time; a point at or behind the eye plane is written as ``pointBehindEye``.
  /// Returns how many were. `output` may be `points` itself (in place). With `concurrently`,
  /// the points are split into ranges of at least 16,384 (at most four per core) projected at
  /// once on the machine's cores; the results are the same bits.
  ///
  /// - Precondition: `output` holds at least `points.count` points.
  /// - Complexity: O(n), no allocation on one core; memory bound for large n (32 bytes read
  ///   and written per point, Benchmarks.md).
  @inlinable
  @discardableResult
  public func projections(
    of points: UnsafeBufferPointer<Point2D>, into output: UnsafeMutableBufferPointer<Point2D>,
    concurrently: Bool = false
  ) -> Int {
    precondition(
      output.count >= points.count,
      "Transform3D.projections(of:into:): output must hold at least \(points.count) points, got \(output.count)"
    )
    guard let source = points.baseAddress, let destination = output.baseAddress else { return 0 }
    guard concurrently else { return project(source, into: destination, in: 0..<points.count) }
    return concurrentlyProject(source, into: destination, count: points.count)
  }

  /// The concurrent form of ``project(_:into:in:)`` over `0..<count`.
  @usableFromInline
  func concurrentlyProject(
    _ points: UnsafePointer<Point2D>, into output: UnsafeMutablePointer<Point2D>, count: Int
  ) -> Int {
    // Ranges are at least `minimumLength` long and contiguous, so each one's lower bound over
    // that length is a slot of its own for its count.
    let minimumLength = 16_384
    var counts = [Int](repeating: 0, count: count / minimumLength + 1)
    counts.withUnsafeMutableBufferPointer { counts in
      forEachConcurrentRange(count: count, minimumLength: minimumLength, alignment: 1) { range in
        counts[range.lowerBound / minimumLength] = project(points, into: output, in: range)
      }
    }
    return counts.reduce(0, +)
  }

  /// Projects `points[range]` into `output[range]`; returns how many were behind the eye.
  @inlinable
  func project(
    _ points: UnsafePointer<Point2D>, into output: UnsafeMutablePointer<Point2D>,
    in range: Range<Int>
  ) -> Int {
    // One point at a time, as the one-point form computes it: the compiler keeps the entries in
    // registers, and this runs at the speed of a hand-written loop (Benchmarks.md).
    var behindEye = 0
    for index in range {
      let (x, y) = (points[index].x, points[index].y)
      let w = x * m14 + y * m24 + m44
      let (imageX, imageY) = (x * m11 + y * m21 + m41, x * m12 + y * m22 + m42)
      if w > 0 && (imageX + imageY + w).isFinite {
        output[index] = Point2D(x: imageX / w, y: imageY / w)
      } else {
        // Behind the eye, an overflowed term or a coordinate that is not finite: the one-point
        // form decides.
        if let point = rareProjection(of: points[index]) {
          output[index] = point
        } else {
          output[index] = Transform3D.pointBehindEye
          behindEye += 1
        }
      }
    }
    return behindEye
  }

  /// ``projection(of:)-(Point2D)`` out of line: the batch's rare path, kept out of its loop.
  @usableFromInline @inline(never)
  func rareProjection(of point: Point2D) -> Point2D? { projection(of: point) }

  /// The array form of ``projections(of:into:concurrently:)-(UnsafeBufferPointer<Point2D>,_,_)``:
  /// `output` is resized to `points.count` if it is shorter.
  @inlinable
  @discardableResult
  public func projections(
    of points: [Point2D], into output: inout [Point2D], concurrently: Bool = false
  ) -> Int {
    if output.count < points.count {
      output.append(contentsOf: repeatElement(.zero, count: points.count - output.count))
    }
    return points.withUnsafeBufferPointer { source in
      output.withUnsafeMutableBufferPointer {
        projections(of: source, into: $0, concurrently: concurrently)
      }
    }
  }
}
