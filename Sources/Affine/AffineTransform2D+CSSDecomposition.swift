import KineticsCore
import KineticsNumerics

extension AffineTransform2D {
  /// The 2D decomposition browsers use to animate a `matrix()`: translate · rotate · skewX ·
  /// scale (in CSS's column-vector order, so the point is scaled first), as Chromium and WebKit
  /// implement css-transforms-1's "decomposing a 2D matrix" and web-platform-tests'
  /// `css/css-transforms/animation/transform-interpolation-005.html` expects (matrix(1, 0, 0, 7)
  /// to matrix(7, 0, 1, 1) is matrix(4, 0, 2, 4) half-way). The specification's own
  /// pseudo-code keeps a 2×2 remainder instead of the skew factor and interpolates its entries
  /// (an open issue of the specification); the browsers, and Kinetics, interpolate the skew.
  ///
  /// The entries are a = sx·cos θ, b = sx·sin θ, c = sy·(skew·cos θ − sin θ),
  /// d = sy·(skew·sin θ + cos θ); a negative determinant flips the axis with the smaller
  /// diagonal entry (x when a < d).
  public struct CSSDecomposition: Hashable, Sendable {
    /// (tx, ty).
    public var translation: Vector2D
    /// (sx, sy), one negated for a flip.
    public var scale: Size2D
    /// The horizontal skew factor K (skewX(α) has K = tan α).
    public var skew: Double
    /// Radians, in (−π, π].
    public var angle: Double

    /// Creates a decomposition.
    public init(translation: Vector2D, scale: Size2D, skew: Double, angle: Double) {
      self.translation = translation
      self.scale = scale
      self.skew = skew
      self.angle = angle
    }
  }

  /// The browsers' decomposition of this transform, or nil when it is singular (determinant 0):
  /// then CSS animates the matrix discretely.
  ///
  /// The first row of the linear part is made a unit vector (scaled by a power of two first,
  /// exactly) and the second is measured against it, so that neither the determinant nor the
  /// row lengths overflow or underflow, even for rows of very different sizes: entries
  /// anywhere in the double range decompose, and only the first row's length is multiplied
  /// back (±infinity beyond the range, as for a first row longer than the largest double; a
  /// skew beyond the range is ±infinity too).
  public var cssDecomposition: CSSDecomposition? {
    let (firstLargest, secondLargest) = (max(abs(a), abs(b)), max(abs(c), abs(d)))
    guard firstLargest > 0 && secondLargest > 0 else { return nil }
    // The first row is scaled by a power of two near its largest entry (exact) and made a unit
    // vector; the second row's products with a unit vector cannot underflow further than its
    // own entries, so it is used as it is — halved near the top of the range, so that sums of
    // its parts cannot overflow. Rows of very different sizes (1e200 and 1e-200, or 1 and
    // 1e300) so lose nothing.
    let firstScale = Double(sign: .plus, exponent: firstLargest.exponent, significand: 1)
    let (na, nb) = (a / firstScale, b / firstScale)
    let normalizedLength = Vector2D(dx: na, dy: nb).length
    let (row0x, row0y) = (na / normalizedLength, nb / normalizedLength)
    let firstLength = normalizedLength * firstScale
    let secondScale = secondLargest > 0x1p1020 ? 0x1p-2 : 1.0
    let (sc, sd) = (c * secondScale, d * secondScale)
    // The determinant over the first row's length: its sign, and whether the rows are
    // parallel; its magnitude is the length of the second row's part across the first.
    let cross = row0x * sd - row0y * sc
    guard cross != 0 else { return nil }
    var flip = (x: 1.0, y: 1.0)
    if cross < 0 {
      if a < d { flip.x = -1 } else { flip.y = -1 }
    }
    let (unitX, unitY) = (flip.x * row0x, flip.x * row0y)
    let scaledSkew = unitX * sc + unitY * sd
    let scaleY = flip.y * abs(cross)
    return CSSDecomposition(
      translation: Vector2D(dx: tx, dy: ty),
      scale: Size2D(width: flip.x * firstLength, height: scaleY / secondScale),
      skew: scaledSkew / scaleY, angle: atan2(unitY, unitX))
  }

  /// The transform made of a CSS decomposition: translate · rotate · skewX · scale.
  ///
  /// - Precondition: finite parts that make finite entries.
  public init(_ decomposition: CSSDecomposition) {
    let entries = AffineTransform2D.recomposed(decomposition)
    self.init(
      a: entries.a, b: entries.b, c: entries.c, d: entries.d, tx: entries.tx, ty: entries.ty)
  }

  /// The entries a CSS decomposition makes, unchecked (±infinity where they overflow).
  static func recomposed(_ decomposition: CSSDecomposition) -> AffineTransform2D {
    let (sine, cosine) = AffineTransform2D.sineCosine(decomposition.angle)
    let (sx, sy, skew) = (decomposition.scale.width, decomposition.scale.height, decomposition.skew)
    return AffineTransform2D(
      unchecked: sx * cosine, sx * sine, sy * (skew * cosine - sine),
      sy * (skew * sine + cosine), decomposition.translation.dx, decomposition.translation.dy)
  }
}
