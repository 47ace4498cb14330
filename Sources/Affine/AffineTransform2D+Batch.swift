extension AffineTransform2D {
  /// What kind of transform this is, for choosing the cheapest point mapping (as Skia's type
  /// mask does).
  public enum Kind: Sendable, Hashable {
    /// Exactly the identity.
    case identity
    /// A pure translation.
    case translation
    /// A scale and translation (b = c = 0).
    case scaleTranslation
    /// Anything else.
    case general
  }

  /// The kind of this transform.
  @inlinable public var kind: Kind {
    if b != 0 || c != 0 { return .general }
    if a != 1 || d != 1 { return .scaleTranslation }
    return tx == 0 && ty == 0 ? .identity : .translation
  }

  /// Maps every point of `points` into `output`: `output[i] = points[i].applying(self)`,
  /// bit-identical to the one-point form, with a loop specialized for the transform's
  /// ``kind`` and two points per 4-lane SIMD operation.
  ///
  /// `output` may be `points` itself (in place).
  ///
  /// - Precondition: `output` holds at least `points.count` points.
  /// - Complexity: O(n), no allocation; memory bound for large n (32 bytes read and written
  ///   per point).
  @inlinable
  public func apply(
    to points: UnsafeBufferPointer<Point2D>, into output: UnsafeMutableBufferPointer<Point2D>
  ) {
    precondition(
      output.count >= points.count,
      "AffineTransform2D.apply(to:into:): output must hold at least \(points.count) points, got \(output.count)"
    )
    guard let source = points.baseAddress, let destination = output.baseAddress else { return }
    let count = points.count
    let input = UnsafeRawPointer(source)
    let result = UnsafeMutableRawPointer(destination)
    switch kind {
    case .identity:
      if UnsafeRawPointer(destination) != input {
        result.copyMemory(from: input, byteCount: count * MemoryLayout<Point2D>.stride)
      }
    case .translation:
      let offset = SIMD4(tx, ty, tx, ty)
      mapPairs(count, input, result) {
        $0 + offset
      } single: {
        $0 + SIMD2(tx, ty)
      }
    case .scaleTranslation:
      let (scale, offset) = (SIMD4(a, d, a, d), SIMD4(tx, ty, tx, ty))
      mapPairs(count, input, result) {
        $0 * scale + offset
      } single: {
        $0 * SIMD2(a, d) + SIMD2(tx, ty)
      }
    case .general:
      // (x, y) → (a·x + c·y + tx, b·x + d·y + ty) = p·(a, d) + swap(p)·(c, b) + t.
      let (diagonal, cross, offset) = (SIMD4(a, d, a, d), SIMD4(c, b, c, b), SIMD4(tx, ty, tx, ty))
      mapPairs(count, input, result) { pair in
        let swapped = SIMD4(pair[1], pair[0], pair[3], pair[2])
        return pair * diagonal + swapped * cross + offset
      } single: { point in
        point * SIMD2(a, d) + SIMD2(point[1], point[0]) * SIMD2(c, b) + SIMD2(tx, ty)
      }
    }
  }

  /// Maps every point of `points` into `output` (resized to `points.count` if it is shorter):
  /// the array form of ``apply(to:into:)-(UnsafeBufferPointer<Point2D>,_)``, with the same
  /// results and speed.
  ///
  /// ```swift
  /// var output: [Point2D] = []
  /// AffineTransform2D(translationX: 10, y: 0).apply(to: [Point2D(x: 1, y: 2)], into: &output)
  /// output  // [(11.0, 2.0)]
  /// ```
  @inlinable
  public func apply(to points: [Point2D], into output: inout [Point2D]) {
    if output.count < points.count {
      output.append(contentsOf: repeatElement(.zero, count: points.count - output.count))
    }
    points.withUnsafeBufferPointer { source in
      output.withUnsafeMutableBufferPointer { apply(to: source, into: $0) }
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
