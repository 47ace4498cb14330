/// A 3×3 matrix acting on column vectors, as CSS Color 4's conversion matrices are written:
/// `M·[r, g, b]`.
@frozen
@usableFromInline
struct ColorMatrix: Sendable {
  @usableFromInline let rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

  @inlinable
  init(rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)) { self.rows = rows }

  /// M·v, each entry a dot product summed left to right.
  @inlinable
  func applied(to v: SIMD3<Double>) -> SIMD3<Double> {
    func dot(_ row: SIMD3<Double>) -> Double { row.x * v.x + row.y * v.y + row.z * v.z }
    return SIMD3(dot(rows.0), dot(rows.1), dot(rows.2))
  }
}
