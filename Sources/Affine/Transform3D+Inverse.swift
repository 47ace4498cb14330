import KineticsCore

extension Transform3D {
  /// The inverse, or nil when the transform cannot be inverted.
  ///
  /// A 2D affine transform (``isAffine``) is inverted as ``AffineTransform2D/inverse`` does, so
  /// that the two types agree. Any other matrix is first scaled row by row by powers of two
  /// (exactly) so that each row's largest entry lies in [1, 2) — entries anywhere in the double
  /// range invert without overflow in between — and inverted by cofactors; it counts as
  /// singular when its determinant is within 2⁻⁴⁸ of zero relative to the product of its row
  /// lengths (Hadamard's bound, so the test does not depend on units), or when an entry of the
  /// inverse would overflow. The error of each entry is a few ulps of the inverse's norm times
  /// the matrix's condition number.
  public var inverse: Transform3D? {
    if let affine = affineTransform { return affine.inverse.map(Transform3D.init) }
    var (r0, r1, r2, r3) = rows
    let exponents = SIMD4(
      Transform3D.rowExponent(r0), Transform3D.rowExponent(r1), Transform3D.rowExponent(r2),
      Transform3D.rowExponent(r3))
    guard exponents.min() > Int.min else { return nil }
    r0 = Transform3D.scaled(r0, byPowerOfTwo: -exponents[0])
    r1 = Transform3D.scaled(r1, byPowerOfTwo: -exponents[1])
    r2 = Transform3D.scaled(r2, byPowerOfTwo: -exponents[2])
    r3 = Transform3D.scaled(r3, byPowerOfTwo: -exponents[3])
    let (top, bottom) = Transform3D.minors((r0, r1, r2, r3))
    let (s0, s1, s2, s3, s4, s5) = (top[0], top[1], top[2], top[3], top[4], top[5])
    let (c0, c1, c2, c3, c4, c5) = (bottom[0], bottom[1], bottom[2], bottom[3], bottom[4], bottom[5])
    let determinant = Transform3D.determinant(top, bottom)
    let rowLengths = SIMD4(
      Transform3D.length(r0), Transform3D.length(r1), Transform3D.length(r2),
      Transform3D.length(r3))
    let hadamardBound = rowLengths[0] * rowLengths[1] * rowLengths[2] * rowLengths[3]
    guard abs(determinant) > 0x1p-48 * hadamardBound else { return nil }
    let factor = 1 / determinant
    // The adjugate divided by the determinant: the inverse of the scaled matrix, whose column j
    // is then scaled back by row j's power of two.
    var inverseRows = (
      SIMD4(
        r1.y * c5 - r1.z * c4 + r1.w * c3, -r0.y * c5 + r0.z * c4 - r0.w * c3,
        r3.y * s5 - r3.z * s4 + r3.w * s3, -r2.y * s5 + r2.z * s4 - r2.w * s3) * factor,
      SIMD4(
        -r1.x * c5 + r1.z * c2 - r1.w * c1, r0.x * c5 - r0.z * c2 + r0.w * c1,
        -r3.x * s5 + r3.z * s2 - r3.w * s1, r2.x * s5 - r2.z * s2 + r2.w * s1) * factor,
      SIMD4(
        r1.x * c4 - r1.y * c2 + r1.w * c0, -r0.x * c4 + r0.y * c2 - r0.w * c0,
        r3.x * s4 - r3.y * s2 + r3.w * s0, -r2.x * s4 + r2.y * s2 - r2.w * s0) * factor,
      SIMD4(
        -r1.x * c3 + r1.y * c1 - r1.z * c0, r0.x * c3 - r0.y * c1 + r0.z * c0,
        -r3.x * s3 + r3.y * s1 - r3.z * s0, r2.x * s3 - r2.y * s1 + r2.z * s0) * factor
    )
    inverseRows.0 = Transform3D.scaledColumns(inverseRows.0, byPowersOfTwo: 0 &- exponents)
    inverseRows.1 = Transform3D.scaledColumns(inverseRows.1, byPowersOfTwo: 0 &- exponents)
    inverseRows.2 = Transform3D.scaledColumns(inverseRows.2, byPowersOfTwo: 0 &- exponents)
    inverseRows.3 = Transform3D.scaledColumns(inverseRows.3, byPowersOfTwo: 0 &- exponents)
    let result = Transform3D(uncheckedRows: inverseRows)
    return result.isFinite ? result : nil
  }

  /// The determinant, by Laplace expansion in 2×2 minors of the top and bottom row pairs
  /// (±infinity or NaN where the products overflow, for entries beyond about 1e77).
  public var determinant: Double {
    let (top, bottom) = Transform3D.minors(rows)
    return Transform3D.determinant(top, bottom)
  }

  /// The 2×2 minors of rows 1–2 and of rows 3–4, each in the column pairs 12, 13, 14, 23, 24,
  /// 34 (lanes 0–5; lanes 6 and 7 are 0).
  static func minors(_ rows: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>))
    -> (top: SIMD8<Double>, bottom: SIMD8<Double>)
  {
    let (r0, r1, r2, r3) = rows
    let top = SIMD8(
      r0.x * r1.y - r1.x * r0.y, r0.x * r1.z - r1.x * r0.z, r0.x * r1.w - r1.x * r0.w,
      r0.y * r1.z - r1.y * r0.z, r0.y * r1.w - r1.y * r0.w, r0.z * r1.w - r1.z * r0.w, 0, 0)
    let bottom = SIMD8(
      r2.x * r3.y - r3.x * r2.y, r2.x * r3.z - r3.x * r2.z, r2.x * r3.w - r3.x * r2.w,
      r2.y * r3.z - r3.y * r2.z, r2.y * r3.w - r3.y * r2.w, r2.z * r3.w - r3.z * r2.w, 0, 0)
    return (top, bottom)
  }

  /// The determinant from the minors: s0·c5 − s1·c4 + s2·c3 + s3·c2 − s4·c1 + s5·c0.
  static func determinant(_ top: SIMD8<Double>, _ bottom: SIMD8<Double>) -> Double {
    top[0] * bottom[5] - top[1] * bottom[4] + top[2] * bottom[3] + top[3] * bottom[2]
      - top[4] * bottom[1] + top[5] * bottom[0]
  }

  /// Whether the transform can be inverted (``inverse`` is not nil).
  public var isInvertible: Bool { inverse != nil }

  /// `CATransform3DInvert`: the inverse, or this transform unchanged when it is not invertible
  /// (never NaN or infinities).
  public func inverted() -> Transform3D { inverse ?? self }

  /// The binary exponent of the row's largest entry; Int.min for a zero row.
  static func rowExponent(_ row: SIMD4<Double>) -> Int {
    let largest = largestMagnitude(row)
    return largest > 0 ? Int(largest.exponent) : Int.min
  }

  /// The row's Euclidean length (its entries are at most 2 here, so nothing overflows).
  static func length(_ row: SIMD4<Double>) -> Double { (row * row).sum().squareRoot() }

  /// v·2^k, in two steps so that 2^k itself need not be representable (k up to ±2100).
  static func scaled(_ vector: SIMD4<Double>, byPowerOfTwo exponent: Int) -> SIMD4<Double> {
    let half = exponent / 2
    return vector * Double(sign: .plus, exponent: half, significand: 1)
      * Double(sign: .plus, exponent: exponent - half, significand: 1)
  }

  /// Each lane j of `vector` times 2^exponents[j], in two steps as ``scaled(_:byPowerOfTwo:)``.
  static func scaledColumns(_ vector: SIMD4<Double>, byPowersOfTwo exponents: SIMD4<Int>)
    -> SIMD4<Double>
  {
    var result = vector
    for lane in 0..<4 {
      let half = exponents[lane] / 2
      result[lane] *= Double(sign: .plus, exponent: half, significand: 1)
      result[lane] *= Double(sign: .plus, exponent: exponents[lane] - half, significand: 1)
    }
    return result
  }
}
