import KineticsNumerics

extension AffineTransform2D {
  /// The 2D decomposition of CSS Transforms 1 (§ "Decomposing a 2D matrix", as Chromium and
  /// WebKit implement it): translate · rotate · remainder · scale, where a negative determinant
  /// flips the axis with the smaller diagonal entry and the remainder is a 2×2 matrix holding
  /// the skew.
  public struct CSSDecomposition: Hashable, Sendable {
    /// (tx, ty).
    public var translation: Vector2D
    /// (sx, sy), one negated for a flip.
    public var scale: Size2D
    /// Radians.
    public var angle: Double
    /// The 2×2 matrix left after removing scale and rotation (m11, m12, m21, m22).
    public var remainder: SIMD4<Double>
  }

  /// The CSS decomposition of this transform.
  public var cssDecomposition: CSSDecomposition {
    var (row0x, row0y, row1x, row1y) = (a, b, c, d)
    var scaleX = (row0x * row0x + row0y * row0y).squareRoot()
    var scaleY = (row1x * row1x + row1y * row1y).squareRoot()
    if row0x * row1y - row0y * row1x < 0 {
      if row0x < row1y { scaleX = -scaleX } else { scaleY = -scaleY }
    }
    if scaleX != 0 {
      row0x /= scaleX
      row0y /= scaleX
    }
    if scaleY != 0 {
      row1x /= scaleY
      row1y /= scaleY
    }
    let angle = atan2(row0y, row0x)
    if angle != 0 {
      let (sn, cs) = (-row0y, row0x)
      let (m11, m12, m21, m22) = (row0x, row0y, row1x, row1y)
      row0x = cs * m11 + sn * m21
      row0y = cs * m12 + sn * m22
      row1x = -sn * m11 + cs * m21
      row1y = -sn * m12 + cs * m22
    }
    return CSSDecomposition(
      translation: Vector2D(dx: tx, dy: ty), scale: Size2D(width: scaleX, height: scaleY),
      angle: angle, remainder: SIMD4(row0x, row0y, row1x, row1y))
  }

  /// The transform made of a CSS decomposition: translate · rotate · remainder · scale, in the
  /// spec's (column-vector) order, i.e. the point is scaled first.
  public init(_ decomposition: CSSDecomposition) {
    let m = decomposition.remainder
    let (sine, cosine) = AffineTransform2D.sineCosine(decomposition.angle)
    // Undo the rotation's removal (which mixed the rows by (cos, −sin; sin, cos)):
    // row0 = cos·m_row0 + sin·m_row1, row1 = −sin·m_row0 + cos·m_row1.
    let row0x = cosine * m[0] + sine * m[2]
    let row0y = cosine * m[1] + sine * m[3]
    let row1x = -sine * m[0] + cosine * m[2]
    let row1y = -sine * m[1] + cosine * m[3]
    let (sx, sy) = (decomposition.scale.width, decomposition.scale.height)
    self.init(
      a: row0x * sx, b: row0y * sx, c: row1x * sy, d: row1y * sy,
      tx: decomposition.translation.dx, ty: decomposition.translation.dy)
  }
}
