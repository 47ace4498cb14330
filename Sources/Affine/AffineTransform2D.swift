import KineticsCore
import KineticsNumerics

/// A 2D affine transform with CoreGraphics' conventions: the matrix
///
///     | a   b   0 |
///     | c   d   0 |
///     | tx  ty  1 |
///
/// applied to row vectors, so a point maps to (a·x + c·y + tx, b·x + d·y + ty), and
/// `t1.concatenating(t2)` applies t1 first. `translatedBy`, `scaledBy` and `rotated(by:)`
/// prepend their operation (it applies to the point first), as `CGAffineTransform` does:
///
/// ```swift
/// let t = AffineTransform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6).translatedBy(x: 7, y: 8)
/// (t.tx, t.ty)  // (36, 52)
/// ```
@frozen
public struct AffineTransform2D: Hashable, Sendable {
  /// The x scale entry: x′ = a·x + c·y + tx.
  public var a: Double { didSet { checkEntries() } }
  /// The y-from-x entry: y′ = b·x + d·y + ty.
  public var b: Double { didSet { checkEntries() } }
  /// The x-from-y entry.
  public var c: Double { didSet { checkEntries() } }
  /// The y scale entry.
  public var d: Double { didSet { checkEntries() } }
  /// The x translation, in points.
  public var tx: Double { didSet { checkEntries() } }
  /// The y translation, in points.
  public var ty: Double { didSet { checkEntries() } }

  /// Creates the transform from its six entries. Each entry can be set later; a non-finite
  /// value stops with the same message.
  ///
  /// - Precondition: every entry is finite (``validate(a:b:c:d:tx:ty:)``; decode untrusted
  ///   data through `Codable`, which throws instead).
  @inlinable
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    do { try AffineTransform2D.validate(a: a, b: b, c: c, d: d, tx: tx, ty: ty) } catch {
      error.stop()
    }
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// Checks the six entries: each finite.
  ///
  /// - Throws: `ValidationError` naming the first entry that is not.
  @inlinable
  public static func validate(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double)
    throws(ValidationError)
  {
    guard a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    else { throw nonFiniteEntry([("a", a), ("b", b), ("c", c), ("d", d), ("tx", tx), ("ty", ty)]) }
  }

  /// Stops with the validator's message when an entry was set to a non-finite value.
  @inlinable
  func checkEntries() {
    do { try AffineTransform2D.validate(a: a, b: b, c: c, d: d, tx: tx, ty: ty) } catch {
      error.stop()
    }
  }

  /// The error for the first non-finite entry: the slow path of the validator.
  @usableFromInline @inline(never)
  static func nonFiniteEntry(_ entries: [(String, Double)]) -> ValidationError {
    let (name, value) = entries.first { !$0.1.isFinite } ?? ("entries", .nan)
    return ValidationError(
      type: "AffineTransform2D", parameter: name, requirement: "must be finite", value: value)
  }

  /// The transform from entries known to be valid (or derived from valid ones by arithmetic,
  /// where overflow to infinity is the caller's input's fault): no checks on per-frame paths.
  @inlinable
  init(unchecked a: Double, _ b: Double, _ c: Double, _ d: Double, _ tx: Double, _ ty: Double) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// The identity.
  public static let identity = AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation by (x, y) points.
  @inlinable
  public init(translationX x: Double, y: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A scale by (x, y) about the origin.
  @inlinable
  public init(scaleX x: Double, y: Double) {
    self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians about the origin: (cos θ, sin θ, −sin θ, cos θ). Positive
  /// angles turn +x toward +y (clockwise on a screen whose y axis points down, as UIKit).
  /// Multiples of π/2 are exact (cos(π/2) is 6e-17 in floating point; here it is 0).
  @inlinable
  public init(rotationAngle angle: Double) {
    let (sine, cosine) = AffineTransform2D.sineCosine(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// A shear: x' = x + shearX·y, y' = shearY·x + y.
  @inlinable
  public init(shearX: Double, shearY: Double = 0) {
    self.init(a: 1, b: shearY, c: shearX, d: 1, tx: 0, ty: 0)
  }

  /// sin and cos of `angle`, exact at multiples of π/2 (where libm leaves ~6e-17 residues),
  /// elsewhere from Kinetics' sinusoid kernel (within 2 ulp, one reduction for both).
  @inlinable
  static func sineCosine(_ angle: Double) -> (Double, Double) {
    let quarterTurns = angle / (Double.pi / 2)
    if quarterTurns == quarterTurns.rounded(), abs(quarterTurns) < 1e15 {
      switch Int(quarterTurns) & 3 {
      case 0: return (0, 1)
      case 1: return (1, 0)
      case 2: return (0, -1)
      default: return (-1, 0)
      }
    }
    let (sine, cosine) = fastSineCosine(angle)
    return (sine, cosine)
  }

  /// Whether this is exactly the identity.
  @inlinable public var isIdentity: Bool { self == .identity }

  /// ad − bc: the factor by which areas scale (negative when the transform flips).
  @inlinable public var determinant: Double { a * d - b * c }

  /// This transform, then `other`: the matrix product self × other.
  @inlinable
  public func concatenating(_ other: AffineTransform2D) -> AffineTransform2D {
    AffineTransform2D(
      unchecked: a * other.a + b * other.c, a * other.b + b * other.d,
      c * other.a + d * other.c, c * other.b + d * other.d,
      tx * other.a + ty * other.c + other.tx, tx * other.b + ty * other.d + other.ty)
  }

  /// A translation by (x, y), then this transform (CoreGraphics' `translatedBy(x:y:)`).
  @inlinable
  public func translatedBy(x: Double, y: Double) -> AffineTransform2D {
    AffineTransform2D(translationX: x, y: y).concatenating(self)
  }

  /// A scale by (x, y), then this transform (CoreGraphics' `scaledBy(x:y:)`).
  @inlinable
  public func scaledBy(x: Double, y: Double) -> AffineTransform2D {
    AffineTransform2D(scaleX: x, y: y).concatenating(self)
  }

  /// A rotation by `angle` radians, then this transform (CoreGraphics' `rotated(by:)`).
  @inlinable
  public func rotated(by angle: Double) -> AffineTransform2D {
    AffineTransform2D(rotationAngle: angle).concatenating(self)
  }

  /// Whether the transform can be inverted: with the linear part scaled so that its largest
  /// entry is 1 (so that the test does not depend on units, and 1e-200-scale transforms are not
  /// lost to underflow), the determinant must exceed 2⁻⁴⁸·(|ad| + |bc|) — more than rounding
  /// noise — and the inverse must be finite.
  @inlinable
  public var isInvertible: Bool { inverse != nil }

  /// The inverse, or nil when ``isInvertible`` is false.
  @inlinable
  public var inverse: AffineTransform2D? {
    // Entries below 2^300 whose products ad and bc are not both tiny (every transform a screen
    // uses): nothing in the test overflows or loses digits to underflow, so it runs without
    // the normalizing divisions; the result is checked as below.
    let (ad, bc) = (a * d, b * c)
    let magnitude = abs(ad) + abs(bc)
    let largest = max(max(max(abs(a), abs(b)), max(abs(c), abs(d))), max(abs(tx), abs(ty)))
    if largest < 0x1p300 && magnitude >= 0x1p-600 {
      guard abs(ad - bc) > 0x1p-48 * magnitude else { return nil }
      let factor = 1 / (ad - bc)
      let (ia, ib, ic, id) = (d * factor, -b * factor, -c * factor, a * factor)
      let (itx, ity) = (-(tx * ia + ty * ic), -(tx * ib + ty * id))
      guard itx.isFinite && ity.isFinite else { return nil }
      return AffineTransform2D(unchecked: ia, ib, ic, id, itx, ity)
    }
    guard max(max(abs(a), abs(b)), max(abs(c), abs(d))) > 0 else { return nil }
    return wideInverse()
  }

  /// The inverse computed with exponents of their own (`WideExponentDouble`): the path for
  /// entries near either end of the double range, kept out of line. The products a·d and b·c,
  /// the determinant and each quotient round once as they would without exponent limits, so a
  /// determinant whose products overflow or underflow in doubles — (1e200, 0, 0, 1e-200), or
  /// (1, 0, 1e300, 1), both of determinant 1 — is exact, and an inverse entry beyond the range
  /// is refused rather than rounded to infinity or to zero's neighbours wrongly.
  @usableFromInline @inline(never)
  func wideInverse() -> AffineTransform2D? {
    typealias Wide = WideExponentDouble
    let (wa, wc, wd) = (Wide(a), Wide(c), Wide(d))
    let determinant = wa * wd + Wide(-b) * wc
    let magnitude = Wide(abs(a)) * Wide(abs(d)) + Wide(abs(b)) * Wide(abs(c))
    guard determinant.significand != 0,
      abs(Wide.quotient(determinant, magnitude)) > 0x1p-48
    else { return nil }
    let (ia, ib, ic, id) = (
      Wide.quotient(wd, determinant), Wide.quotient(Wide(-b), determinant),
      Wide.quotient(Wide(-c), determinant), Wide.quotient(wa, determinant)
    )
    let (itx, ity) = (-(tx * ia + ty * ic), -(tx * ib + ty * id))
    guard ia.isFinite && ib.isFinite && ic.isFinite && id.isFinite && itx.isFinite && ity.isFinite
    else { return nil }
    return AffineTransform2D(unchecked: ia, ib, ic, id, itx, ity)
  }

  /// CoreGraphics' `inverted()`: the inverse, or this transform unchanged when it is not
  /// invertible (never NaN or infinities).
  @inlinable
  public func inverted() -> AffineTransform2D { inverse ?? self }

  /// Whether every entry is within `tolerance` of the other's (absolute).
  @inlinable
  public func isApproximatelyEqual(to other: AffineTransform2D, tolerance: Double = 1e-12) -> Bool {
    abs(a - other.a) <= tolerance && abs(b - other.b) <= tolerance && abs(c - other.c) <= tolerance
      && abs(d - other.d) <= tolerance && abs(tx - other.tx) <= tolerance
      && abs(ty - other.ty) <= tolerance
  }
}
