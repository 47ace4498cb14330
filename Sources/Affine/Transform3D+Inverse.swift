import KineticsCore

extension Transform3D {
  /// The inverse, or nil when the transform cannot be inverted.
  ///
  /// A 2D affine transform (``isAffine``) is inverted as ``AffineTransform2D/inverse`` does, so
  /// that the two types agree. Any other matrix is inverted by cofactors — first scaled row by
  /// row by powers of two (exactly) when an entry lies beyond 2^±120, so that entries anywhere
  /// in the double range invert without overflow in between; it counts as
  /// singular when its determinant is within 2⁻⁴⁸ of zero relative to the product of its row
  /// lengths (Hadamard's bound, so the test does not depend on units), or when an entry of the
  /// inverse would overflow. The error of each entry is a few ulps of the inverse's norm times
  /// the matrix's condition number.
  public var inverse: Transform3D? {
    if let affine = affineTransform { return affine.inverse.map(Transform3D.init) }
    var (r0, r1, r2, r3) = rows
    let largest = SIMD4(
      Transform3D.largestMagnitude(r0), Transform3D.largestMagnitude(r1),
      Transform3D.largestMagnitude(r2), Transform3D.largestMagnitude(r3))
    guard largest.min() > 0 else { return nil }
    // Rows whose largest entries lie within 2^±120 need no scaling: no product of the
    // cofactor expansion overflows or underflows. Others are scaled by powers of two, and the
    // inverse's columns scaled back.
    guard largest.max() > 0x1p120 || largest.min() < 0x1p-120 else {
      return Transform3D.cofactorInverse(self)
    }
    let exponents = SIMD4(
      Int(largest[0].exponent), Int(largest[1].exponent), Int(largest[2].exponent),
      Int(largest[3].exponent))
    r0 = Transform3D.scaled(r0, byPowerOfTwo: -exponents[0])
    r1 = Transform3D.scaled(r1, byPowerOfTwo: -exponents[1])
    r2 = Transform3D.scaled(r2, byPowerOfTwo: -exponents[2])
    r3 = Transform3D.scaled(r3, byPowerOfTwo: -exponents[3])
    let scaledMatrix = Transform3D(uncheckedRows: (r0, r1, r2, r3))
    guard let scaledInverse = Transform3D.cofactorInverse(scaledMatrix) else { return nil }
    var (i0, i1, i2, i3) = scaledInverse.rows
    i0 = Transform3D.scaledColumns(i0, byPowersOfTwo: 0 &- exponents)
    i1 = Transform3D.scaledColumns(i1, byPowersOfTwo: 0 &- exponents)
    i2 = Transform3D.scaledColumns(i2, byPowersOfTwo: 0 &- exponents)
    i3 = Transform3D.scaledColumns(i3, byPowersOfTwo: 0 &- exponents)
    let result = Transform3D(uncheckedRows: (i0, i1, i2, i3))
    return result.isFinite ? result : nil
  }

  /// The inverse by cofactors of a matrix whose products cannot overflow, or nil when its
  /// determinant is within 2⁻⁴⁸ of zero relative to the product of its row lengths or an entry
  /// of the inverse is not finite.
  @inline(__always)
  static func cofactorInverse(_ m: Transform3D) -> Transform3D? {
    let minors = Minors(m)
    let determinant = minors.determinant
    let (r0, r1, r2, r3) = m.rows
    let hadamardBound = length(r0) * length(r1) * length(r2) * length(r3)
    guard abs(determinant) > 0x1p-48 * hadamardBound else { return nil }
    let f = 1 / determinant
    let (s0, s1, s2, s3, s4, s5) = (
      minors.s0, minors.s1, minors.s2, minors.s3, minors.s4, minors.s5
    )
    let (c0, c1, c2, c3, c4, c5) = (
      minors.c0, minors.c1, minors.c2, minors.c3, minors.c4, minors.c5
    )
    // The adjugate divided by the determinant.
    let result = Transform3D(
      unchecked: (m.m22 * c5 - m.m23 * c4 + m.m24 * c3) * f,
      (-m.m12 * c5 + m.m13 * c4 - m.m14 * c3) * f,
      (m.m42 * s5 - m.m43 * s4 + m.m44 * s3) * f,
      (-m.m32 * s5 + m.m33 * s4 - m.m34 * s3) * f,
      (-m.m21 * c5 + m.m23 * c2 - m.m24 * c1) * f,
      (m.m11 * c5 - m.m13 * c2 + m.m14 * c1) * f,
      (-m.m41 * s5 + m.m43 * s2 - m.m44 * s1) * f,
      (m.m31 * s5 - m.m33 * s2 + m.m34 * s1) * f,
      (m.m21 * c4 - m.m22 * c2 + m.m24 * c0) * f,
      (-m.m11 * c4 + m.m12 * c2 - m.m14 * c0) * f,
      (m.m41 * s4 - m.m42 * s2 + m.m44 * s0) * f,
      (-m.m31 * s4 + m.m32 * s2 - m.m34 * s0) * f,
      (-m.m21 * c3 + m.m22 * c1 - m.m23 * c0) * f,
      (m.m11 * c3 - m.m12 * c1 + m.m13 * c0) * f,
      (-m.m41 * s3 + m.m42 * s1 - m.m43 * s0) * f,
      (m.m31 * s3 - m.m32 * s1 + m.m33 * s0) * f)
    return result.isFinite ? result : nil
  }

  /// The determinant, by Laplace expansion in 2×2 minors of the top and bottom row pairs
  /// (±infinity or NaN where the products overflow, for entries beyond about 1e77).
  public var determinant: Double { Minors(self).determinant }

  /// The 2×2 minors of rows 1–2 (s) and of rows 3–4 (c), each in the column pairs 12, 13, 14,
  /// 23, 24, 34 (indices 0–5): the determinant and the adjugate are sums of their products.
  struct Minors {
    let s0, s1, s2, s3, s4, s5: Double
    let c0, c1, c2, c3, c4, c5: Double

    init(_ m: Transform3D) {
      s0 = m.m11 * m.m22 - m.m21 * m.m12
      s1 = m.m11 * m.m23 - m.m21 * m.m13
      s2 = m.m11 * m.m24 - m.m21 * m.m14
      s3 = m.m12 * m.m23 - m.m22 * m.m13
      s4 = m.m12 * m.m24 - m.m22 * m.m14
      s5 = m.m13 * m.m24 - m.m23 * m.m14
      c0 = m.m31 * m.m42 - m.m41 * m.m32
      c1 = m.m31 * m.m43 - m.m41 * m.m33
      c2 = m.m31 * m.m44 - m.m41 * m.m34
      c3 = m.m32 * m.m43 - m.m42 * m.m33
      c4 = m.m32 * m.m44 - m.m42 * m.m34
      c5 = m.m33 * m.m44 - m.m43 * m.m34
    }

    /// s0·c5 − s1·c4 + s2·c3 + s3·c2 − s4·c1 + s5·c0.
    var determinant: Double { s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0 }
  }

  /// Whether the transform can be inverted (``inverse`` is not nil).
  public var isInvertible: Bool { inverse != nil }

  /// `CATransform3DInvert`: the inverse, or this transform unchanged when it is not invertible
  /// (never NaN or infinities).
  public func inverted() -> Transform3D { inverse ?? self }

  /// The row's Euclidean length (its entries are within 2^±120 here, so nothing overflows).
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
