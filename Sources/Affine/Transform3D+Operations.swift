import KineticsCore
import KineticsNumerics

extension Transform3D {
  /// A translation by (x, y, z) points (`CATransform3DMakeTranslation`).
  ///
  /// - Precondition: x, y and z are finite.
  @inlinable
  public init(translationX x: Double, y: Double, z: Double) {
    self.init(
      m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1,
      m34: 0, m41: x, m42: y, m43: z, m44: 1)
  }

  /// A scale by (x, y, z) about the origin (`CATransform3DMakeScale`).
  ///
  /// - Precondition: x, y and z are finite.
  @inlinable
  public init(scaleX x: Double, y: Double, z: Double) {
    self.init(
      m11: x, m12: 0, m13: 0, m14: 0, m21: 0, m22: y, m23: 0, m24: 0, m31: 0, m32: 0, m33: z,
      m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// A rotation by `angle` radians about the axis (x, y, z) through the origin
  /// (`CATransform3DMakeRotation`, CSS `rotate3d(x, y, z, angle)`): the axis is normalized; a
  /// zero axis gives the identity. Positive angles turn counterclockwise when the axis points
  /// at the viewer in a y-up frame — about z, +x toward +y, which on a y-down screen is
  /// clockwise, as `AffineTransform2D(rotationAngle:)`; about y, +z toward +x (a card's right
  /// edge swings away from a viewer looking down −z).
  ///
  /// The entries are 1 − t(y² + z²), t·x·y + s·z, … with s = sin θ and t = 1 − cos θ (taken as
  /// 2 sin²(θ/2) for |θ| < 1, so that small angles keep relative accuracy), exact at multiples
  /// of π/2 about a coordinate axis.
  ///
  /// - Precondition: the angle and the axis components are finite
  ///   (``validate(rotationAngle:x:y:z:)``).
  @inlinable
  public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
    do { try Transform3D.validate(rotationAngle: angle, x: x, y: y, z: z) } catch {
      error.stop()
    }
    guard let axis = Transform3D.unitAxis(x, y, z) else {
      self = .identity
      return
    }
    let (sine, cosine) = AffineTransform2D.sineCosine(angle)
    let halfSine = abs(angle) < 1 ? sin(angle / 2) : 0
    let t = abs(angle) < 1 ? 2 * halfSine * halfSine : 1 - cosine
    let s = sine
    let (ux, uy, uz) = (axis.x, axis.y, axis.z)
    self.init(
      unchecked: 1 - t * (uy * uy + uz * uz), t * ux * uy + s * uz, t * ux * uz - s * uy, 0,
      t * ux * uy - s * uz, 1 - t * (ux * ux + uz * uz), t * uy * uz + s * ux, 0,
      t * ux * uz + s * uy, t * uy * uz - s * ux, 1 - t * (ux * ux + uy * uy), 0,
      0, 0, 0, 1)
  }

  /// The axis scaled to length 1 (divided by a power of two near its largest component first,
  /// so that no square overflows or underflows), or nil for the zero vector.
  @inlinable
  static func unitAxis(_ x: Double, _ y: Double, _ z: Double) -> SIMD3<Double>? {
    let largest = max(abs(x), max(abs(y), abs(z)))
    guard largest > 0 else { return nil }
    // 2^−exponent in two factors: for a subnormal largest component it exceeds the range.
    let half = -largest.exponent / 2
    let axis =
      SIMD3(x, y, z) * Double(sign: .plus, exponent: half, significand: 1)
      * Double(sign: .plus, exponent: -largest.exponent - half, significand: 1)
    return axis / (axis * axis).sum().squareRoot()
  }

  /// The perspective of an eye `eyeDistance` points in front of the z = 0 plane, looking down
  /// −z: the identity with m34 = −1/d (CSS `perspective(d)`). Concatenate it after the
  /// transforms it should foreshorten — `perspective.rotated(by:…)` rotates first, as the
  /// usual `CATransform3DRotate(perspective, …)` recipe does; setting m34 on a rotation
  /// already built projects first, and a flat layer turned about y then shows no
  /// foreshortening.
  ///
  /// An infinite distance gives the identity (no perspective, CSS `perspective(none)`). CSS
  /// clamps distances below 1 px to 1 px for rendering; Core Animation does not, and neither
  /// does this (clamp before calling if you follow CSS).
  ///
  /// - Precondition: `eyeDistance` > 0 (it may be +∞; ``validate(eyeDistance:)``).
  @inlinable
  public static func perspective(eyeDistance: Double) -> Transform3D {
    do { try validate(eyeDistance: eyeDistance) } catch { error.stop() }
    return Transform3D(
      unchecked: 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -1 / eyeDistance, 0, 0, 0, 1)
  }

  /// This transform, then `other`: the matrix product self × other
  /// (`CATransform3DConcat(self, other)`). Each entry is a four-term dot product, within
  /// 4 ulps of the products' magnitudes.
  @inlinable
  public func concatenating(_ other: Transform3D) -> Transform3D {
    let (a1, a2, a3, a4) = rows
    let (b1, b2, b3, b4) = other.rows
    @inline(__always) func row(_ a: SIMD4<Double>) -> SIMD4<Double> {
      a.x * b1 + a.y * b2 + a.z * b3 + a.w * b4
    }
    return Transform3D(uncheckedRows: (row(a1), row(a2), row(a3), row(a4)))
  }

  /// A translation by (x, y, z), then this transform (`CATransform3DTranslate`).
  @inlinable
  public func translatedBy(x: Double, y: Double, z: Double) -> Transform3D {
    Transform3D(translationX: x, y: y, z: z).concatenating(self)
  }

  /// A scale by (x, y, z), then this transform (`CATransform3DScale`).
  @inlinable
  public func scaledBy(x: Double, y: Double, z: Double) -> Transform3D {
    Transform3D(scaleX: x, y: y, z: z).concatenating(self)
  }

  /// A rotation by `angle` radians about (x, y, z), then this transform
  /// (`CATransform3DRotate`). A zero axis leaves the transform unchanged (Core Animation
  /// leaves that case undefined).
  @inlinable
  public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
  }

  /// Whether this is exactly the identity (`CATransform3DIsIdentity`).
  @inlinable public var isIdentity: Bool { self == .identity }

  /// Whether the transform is a 2D affine transform: it leaves z and w alone (m13, m23, m31,
  /// m32, m34, m14, m24, m43 are 0 and m33, m44 are 1), as `CATransform3DIsAffine` reports.
  @inlinable
  public var isAffine: Bool {
    m13 == 0 && m23 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0 && m14 == 0
      && m24 == 0 && m43 == 0 && m44 == 1
  }

  /// The 2D transform acting in the z = 0 plane (`CATransform3DMakeAffineTransform`).
  @inlinable
  public init(_ affine: AffineTransform2D) {
    self.init(
      unchecked: affine.a, affine.b, 0, 0, affine.c, affine.d, 0, 0, 0, 0, 1, 0, affine.tx,
      affine.ty, 0, 1)
  }

  /// The 2D transform this is, or nil when it is not ``isAffine``
  /// (`CATransform3DGetAffineTransform`, whose result is undefined in that case).
  @inlinable
  public var affineTransform: AffineTransform2D? {
    guard isAffine else { return nil }
    return AffineTransform2D(unchecked: m11, m12, m21, m22, m41, m42)
  }

  /// Whether every entry is within `tolerance` of the other's (absolute).
  @inlinable
  public func isApproximatelyEqual(to other: Transform3D, tolerance: Double = 1e-12) -> Bool {
    let (a1, a2, a3, a4) = rows
    let (b1, b2, b3, b4) = other.rows
    let upper = max(
      Transform3D.largestMagnitude(a1 - b1), Transform3D.largestMagnitude(a2 - b2))
    let lower = max(
      Transform3D.largestMagnitude(a3 - b3), Transform3D.largestMagnitude(a4 - b4))
    return max(upper, lower) <= tolerance
  }
}

extension Transform3D {
  /// Checks a rotation: the angle and the axis components finite.
  ///
  /// - Throws: `ValidationError` naming the first that is not.
  public static func validate(rotationAngle angle: Double, x: Double, y: Double, z: Double)
    throws(ValidationError)
  {
    try ValidationError.requireFinite(angle, type: "Transform3D", parameter: "rotationAngle")
    try ValidationError.requireFinite(x, type: "Transform3D", parameter: "x")
    try ValidationError.requireFinite(y, type: "Transform3D", parameter: "y")
    try ValidationError.requireFinite(z, type: "Transform3D", parameter: "z")
  }

  /// Checks a perspective's eye distance: > 0 (+∞ allowed, for no perspective).
  ///
  /// - Throws: `ValidationError` for `eyeDistance`.
  public static func validate(eyeDistance: Double) throws(ValidationError) {
    guard eyeDistance > 0 else {
      throw ValidationError(
        type: "Transform3D", parameter: "eyeDistance", requirement: "must be > 0",
        value: eyeDistance)
    }
  }
}
