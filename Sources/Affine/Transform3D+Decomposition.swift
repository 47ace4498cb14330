import KineticsCore
import KineticsNumerics

extension Transform3D {
  /// css-transforms-2's decomposition of a 4×4 matrix ("Decomposing a 3D matrix", after
  /// unmatrix in Graphics Gems II), in Core Animation's row-vector order: the matrix is
  ///
  ///     scale · skew · rotation · translation · perspective
  ///
  /// applied to a point left to right — scaled first — where scale is diag(x, y, z), skew the
  /// unit lower-triangular matrix with xy at (2, 1), xz at (3, 1) and yz at (3, 2), rotation the
  /// quaternion's, translation (m41, m42, m43) and perspective the identity with its last
  /// column replaced by ``perspective``.
  ///
  /// Two errata of the specification's pseudo-code are corrected, as Chromium and WebKit do: the
  /// quaternion is read with Shepperd's method (largest component first, the others from sums
  /// and differences of off-diagonal entries), which keeps the relative signs the
  /// specification's "negate x when m32 > m23" rules lose when two entries are equal (csswg
  /// #3710) and keeps full relative accuracy for small angles; and recomposition builds the
  /// rotation from the quaternion with the same convention as the reading (the pseudo-code's
  /// table is its transpose, so that a literal round trip turns rotate(θ) into rotate(−θ)).
  /// Decompose → recompose reproduces a matrix within 1e-12 relative to its norm; in the
  /// perspective column (m14, m24, m34), relative to the affine rows' lengths times the
  /// perspective column's, which is larger where those products cancel.
  public struct CSSDecomposition: Hashable, Sendable {
    /// (m41, m42, m43) of the matrix divided by m44.
    public var translation: SIMD3<Double>
    /// The three axis scales; all three negated when the matrix flips space.
    public var scale: SIMD3<Double>
    /// The skew factors (xy, xz, yz).
    public var skew: SIMD3<Double>
    /// The perspective column (m14, m24, m34, m44) of the pure perspective part; (0, 0, 0, 1)
    /// for none.
    public var perspective: SIMD4<Double>
    /// The rotation as a unit quaternion (x, y, z, w), w ≥ 0: a rotation by θ about the unit
    /// axis u is (u·sin(θ/2), cos(θ/2)) — `Transform3D(rotationAngle: θ, x: u.x, …)`.
    public var quaternion: SIMD4<Double>

    /// Creates a decomposition.
    public init(
      translation: SIMD3<Double>, scale: SIMD3<Double>, skew: SIMD3<Double>,
      perspective: SIMD4<Double>, quaternion: SIMD4<Double>
    ) {
      self.translation = translation
      self.scale = scale
      self.skew = skew
      self.perspective = perspective
      self.quaternion = quaternion
    }
  }

  /// The decomposition of this matrix, or nil when it has none (css-transforms-2: m44 = 0, or
  /// the matrix without its perspective column is singular) — CSS then animates it discretely.
  /// Matrices whose rows are longer than the double range (entries beyond about 1e154) have no
  /// finite decomposition either and also give nil.
  public var cssDecomposition: CSSDecomposition? {
    guard m44 != 0 else { return nil }
    let (r1, r2, r3, r4) = rows
    let normalized = Transform3D(uncheckedRows: (r1 / m44, r2 / m44, r3 / m44, r4 / m44))
    guard normalized.isFinite else { return nil }
    var affinePart = normalized
    (affinePart.m14, affinePart.m24, affinePart.m34, affinePart.m44) = (0, 0, 0, 1)
    guard let affineInverse = affinePart.inverse else { return nil }
    // normalized = affinePart · P, and P's last column p solves affinePart · p = (m14, m24,
    // m34, m44): p = affinePart⁻¹ · that column.
    var perspective = SIMD4<Double>(0, 0, 0, 1)
    if normalized.m14 != 0 || normalized.m24 != 0 || normalized.m34 != 0 {
      let column = SIMD4(normalized.m14, normalized.m24, normalized.m34, normalized.m44)
      let (i1, i2, i3, i4) = affineInverse.rows
      perspective = SIMD4(
        (i1 * column).sum(), (i2 * column).sum(), (i3 * column).sum(), (i4 * column).sum())
    }
    // Gram–Schmidt on the upper three rows: row1 = sx·u1, row2 = sy·(u2 + xy·u1),
    // row3 = sz·(u3 + xz·u1 + yz·u2).
    var row1 = SIMD3(normalized.m11, normalized.m12, normalized.m13)
    var row2 = SIMD3(normalized.m21, normalized.m22, normalized.m23)
    var row3 = SIMD3(normalized.m31, normalized.m32, normalized.m33)
    var scale = SIMD3<Double>.zero
    var skew = SIMD3<Double>.zero
    scale.x = Transform3D.length(row1)
    row1 /= scale.x
    skew.x = (row1 * row2).sum()
    row2 -= skew.x * row1
    scale.y = Transform3D.length(row2)
    row2 /= scale.y
    skew.x /= scale.y
    skew.y = (row1 * row3).sum()
    row3 -= skew.y * row1
    skew.z = (row2 * row3).sum()
    row3 -= skew.z * row2
    scale.z = Transform3D.length(row3)
    row3 /= scale.z
    skew.y /= scale.z
    skew.z /= scale.z
    // A left-handed frame: flip all three axes.
    if (row1 * Transform3D.cross(row2, row3)).sum() < 0 {
      scale = -scale
      (row1, row2, row3) = (-row1, -row2, -row3)
    }
    let decomposition = CSSDecomposition(
      translation: SIMD3(normalized.m41, normalized.m42, normalized.m43), scale: scale,
      skew: skew, perspective: perspective,
      quaternion: Transform3D.quaternion(rows: (row1, row2, row3)))
    // Rows longer than the double range (entries beyond ~1e154) have no finite lengths; x·0 is
    // NaN for an infinite or NaN x.
    let parts: SIMD3<Double> = scale * 0 + skew * 0
    let frame: SIMD3<Double> = row1 * 0 + row2 * 0 + row3 * 0
    let finite = (parts + frame).sum() + (perspective * 0).sum()
    return finite == 0 ? decomposition : nil
  }

  /// The matrix a decomposition describes (css-transforms-2, "Recomposing to a 3D matrix",
  /// with the rotation table consistent with ``cssDecomposition``).
  ///
  /// - Precondition: the parts are finite and make finite entries.
  public init(_ decomposition: CSSDecomposition) {
    let result = Transform3D.recomposed(decomposition)
    self.init(
      m11: result.m11, m12: result.m12, m13: result.m13, m14: result.m14, m21: result.m21,
      m22: result.m22, m23: result.m23, m24: result.m24, m31: result.m31, m32: result.m32,
      m33: result.m33, m34: result.m34, m41: result.m41, m42: result.m42, m43: result.m43,
      m44: result.m44)
  }

  /// The entries a decomposition makes, unchecked: ±infinity where they are beyond the double
  /// range, never NaN for parts that are not NaN.
  package static func recomposed(_ decomposition: CSSDecomposition) -> Transform3D {
    let result = plainRecomposed(decomposition)
    return result.isFinite ? result : wideRecomposed(decomposition)
  }

  /// ``recomposed(_:)`` in doubles: products of large parts (a skew and a perspective near
  /// 1e160) can overflow, and then opposite infinities meet (∞ − ∞).
  static func plainRecomposed(_ decomposition: CSSDecomposition) -> Transform3D {
    let (u1, u2, u3) = rotationRows(decomposition.quaternion)
    let (scale, skew) = (decomposition.scale, decomposition.skew)
    let row1 = scale.x * u1
    let row2 = scale.y * (u2 + skew.x * u1)
    let row3 = scale.z * (u3 + skew.y * u1 + skew.z * u2)
    let t = decomposition.translation
    // The affine part A (rows 1–3 linear, row 4 the translation) times P, whose first three
    // columns are the identity's and whose last is the perspective column p: A·P keeps A's
    // first three columns and takes A·p as the last.
    let p = decomposition.perspective
    func lastEntry(_ row: SIMD3<Double>, _ w: Double) -> Double {
      row.x * p.x + row.y * p.y + row.z * p.z + w * p.w
    }
    return Transform3D(
      unchecked: row1.x, row1.y, row1.z, lastEntry(row1, 0), row2.x, row2.y, row2.z,
      lastEntry(row2, 0), row3.x, row3.y, row3.z, lastEntry(row3, 0), t.x, t.y, t.z,
      lastEntry(t, 1))
  }

  /// ``plainRecomposed(_:)``'s arithmetic in ``WideExponentDouble``, for decompositions whose
  /// terms leave the double range: an entry whose terms cancel comes out finite, one beyond the
  /// range ±infinity. Parts beyond the range (far extrapolation) count as the largest double;
  /// with a NaN part, the plain result is returned.
  static func wideRecomposed(_ decomposition: CSSDecomposition) -> Transform3D {
    typealias Wide = WideExponentDouble
    let d = decomposition
    let parts = [
      d.scale.x, d.scale.y, d.scale.z, d.skew.x, d.skew.y, d.skew.z, d.translation.x,
      d.translation.y, d.translation.z, d.perspective.x, d.perspective.y, d.perspective.z,
      d.perspective.w, d.quaternion.x, d.quaternion.y, d.quaternion.z, d.quaternion.w,
    ]
    guard !parts.contains(where: \.isNaN) else { return plainRecomposed(decomposition) }
    func wide(_ vector: SIMD3<Double>) -> [Wide] {
      [Wide(saturating: vector.x), Wide(saturating: vector.y), Wide(saturating: vector.z)]
    }
    let (u1, u2, u3) = rotationRows(d.quaternion)
    let (w1, w2, w3) = (wide(u1), wide(u2), wide(u3))
    let (scale, skew) = (wide(d.scale), wide(d.skew))
    let p =
      wide(SIMD3(d.perspective.x, d.perspective.y, d.perspective.z)) + [
        Wide(saturating: d.perspective.w)
      ]
    let row1 = w1.map { scale[0] * $0 }
    let row2 = (0..<3).map { scale[1] * (w2[$0] + skew[0] * w1[$0]) }
    let row3 = (0..<3).map { scale[2] * (w3[$0] + skew[1] * w1[$0] + skew[2] * w2[$0]) }
    let translation = wide(d.translation)
    func lastEntry(_ row: [Wide], _ w: Wide) -> Double {
      (row[0] * p[0] + row[1] * p[1] + row[2] * p[2] + w * p[3]).doubleValue
    }
    let entries = [row1, row2, row3, translation].map { $0.map(\.doubleValue) }
    return Transform3D(
      unchecked: entries[0][0], entries[0][1], entries[0][2], lastEntry(row1, .zero),
      entries[1][0], entries[1][1], entries[1][2], lastEntry(row2, .zero),
      entries[2][0], entries[2][1], entries[2][2], lastEntry(row3, .zero),
      entries[3][0], entries[3][1], entries[3][2], lastEntry(translation, Wide(1)))
  }

  /// The rows of the rotation matrix of the unit quaternion (x, y, z, w), in Core Animation's
  /// row-vector convention: the rotation by θ about u when q = (u·sin(θ/2), cos(θ/2)).
  static func rotationRows(_ q: SIMD4<Double>)
    -> (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)
  {
    let (x, y, z, w) = (q.x, q.y, q.z, q.w)
    return (
      SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
      SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
      SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))
    )
  }

  /// The unit quaternion (w ≥ 0) of an orthonormal right-handed frame given as rows, by
  /// Shepperd's method: the largest of 4w², 4x², 4y², 4z² is taken from the diagonal, the
  /// other three from off-diagonal sums or differences divided by it.
  static func quaternion(rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)) -> SIMD4<Double> {
    let (r1, r2, r3) = rows
    let (m11, m22, m33) = (r1.x, r2.y, r3.z)
    let trace = m11 + m22 + m33
    var q: SIMD4<Double>
    if trace >= m11 && trace >= m22 && trace >= m33 {
      let w4 = 2 * max(0, 1 + trace).squareRoot()  // 4w
      q = SIMD4((r2.z - r3.y) / w4, (r3.x - r1.z) / w4, (r1.y - r2.x) / w4, w4 / 4)
    } else if m11 >= m22 && m11 >= m33 {
      let x4 = 2 * max(0, 1 + m11 - m22 - m33).squareRoot()
      q = SIMD4(x4 / 4, (r1.y + r2.x) / x4, (r1.z + r3.x) / x4, (r2.z - r3.y) / x4)
    } else if m22 >= m33 {
      let y4 = 2 * max(0, 1 - m11 + m22 - m33).squareRoot()
      q = SIMD4((r1.y + r2.x) / y4, y4 / 4, (r2.z + r3.y) / y4, (r3.x - r1.z) / y4)
    } else {
      let z4 = 2 * max(0, 1 - m11 - m22 + m33).squareRoot()
      q = SIMD4((r1.z + r3.x) / z4, (r2.z + r3.y) / z4, z4 / 4, (r1.y - r2.x) / z4)
    }
    if q.w < 0 { q = -q }
    return q / (q * q).sum().squareRoot()
  }

  /// The cross product a × b.
  static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
  }

  /// The Euclidean length of a 3-vector.
  static func length(_ vector: SIMD3<Double>) -> Double { (vector * vector).sum().squareRoot() }
}
