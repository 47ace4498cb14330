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
  /// The linear part is decomposed divided by a power of two near its largest entry (exactly), so that neither the
  /// determinant nor the row lengths overflow or underflow: entries anywhere in the double range
  /// decompose, and only the scales are multiplied back (±infinity if they exceed the range).
  public var cssDecomposition: CSSDecomposition? {
    let largestEntry = max(max(abs(a), abs(b)), max(abs(c), abs(d)))
    guard largestEntry > 0 && largestEntry.isFinite else { return nil }
    // A power of two: the division is exact.
    let largest = Double(sign: .plus, exponent: largestEntry.exponent, significand: 1)
    let (na, nb, nc, nd) = (a / largest, b / largest, c / largest, d / largest)
    let determinant = na * nd - nb * nc
    guard determinant != 0 else { return nil }
    var flip = (x: 1.0, y: 1.0)
    if determinant < 0 {
      if na < nd { flip.x = -1 } else { flip.y = -1 }
    }
    let scaleX = flip.x * Vector2D(dx: na, dy: nb).length
    let (row0x, row0y) = (na / scaleX, nb / scaleX)
    // Remove the first row's share from the second: what is left has length |sy|.
    let scaledSkew = row0x * nc + row0y * nd
    let scaleY = flip.y * Vector2D(dx: nc - row0x * scaledSkew, dy: nd - row0y * scaledSkew).length
    return CSSDecomposition(
      translation: Vector2D(dx: tx, dy: ty),
      scale: Size2D(width: scaleX * largest, height: scaleY * largest),
      skew: scaledSkew / scaleY, angle: atan2(row0y, row0x))
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
