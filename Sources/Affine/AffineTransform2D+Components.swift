import KineticsCore
import KineticsNumerics

extension AffineTransform2D {
  /// The parts of a transform as `CGAffineTransformComponents` (iOS 16) defines them: applied to
  /// a point in the order scale, horizontal shear, rotation, translation, so that
  /// a = sx·cos θ, b = sx·sin θ, c = sy·(shear·cos θ − sin θ), d = sy·(shear·sin θ + cos θ).
  public struct Components: Hashable, Sendable {
    /// (sx, sy). sx ≥ 0; a flip (negative determinant) shows as sy < 0.
    public var scale: Size2D
    /// The horizontal shear factor (x' = x + shear·y before rotation): a factor, not an angle.
    public var horizontalShear: Double
    /// Radians, in (−π, π].
    public var rotation: Double
    /// (tx, ty).
    public var translation: Vector2D

    /// Checks components: each finite, and the transform they make finite (a scale of 1e300
    /// with a shear of 1e300 is not).
    ///
    /// - Throws: `ValidationError` naming the component.
    public static func validate(_ components: Components) throws(ValidationError) {
      let parts: [(String, Double)] = [
        ("scale.width", components.scale.width), ("scale.height", components.scale.height),
        ("horizontalShear", components.horizontalShear), ("rotation", components.rotation),
        ("translation.dx", components.translation.dx),
        ("translation.dy", components.translation.dy),
      ]
      for (name, value) in parts where !value.isFinite {
        throw ValidationError(
          type: "AffineTransform2D.Components", parameter: name, requirement: "must be finite",
          value: value)
      }
      let made = AffineTransform2D.recomposed(components)
      guard made.a.isFinite && made.b.isFinite && made.c.isFinite && made.d.isFinite else {
        throw ValidationError(
          type: "AffineTransform2D.Components", parameter: "scale",
          requirement: "must make finite entries with the shear",
          value:
            "\(components.scale.width), \(components.scale.height), shear \(components.horizontalShear)",
          kind: .outOfRange)
      }
    }

    /// Creates components.
    public init(
      scale: Size2D, horizontalShear: Double = 0, rotation: Double = 0,
      translation: Vector2D = .zero
    ) {
      self.scale = scale
      self.horizontalShear = horizontalShear
      self.rotation = rotation
      self.translation = translation
    }
  }

  /// The components: sx = |(a, b)|, θ = atan2(b, a), sy = det/sx, shear = (a·c + b·d)/det
  /// (evaluated without forming products of entries, so that huge transforms do not overflow).
  ///
  /// Recomposing gives this transform back to rounding for invertible transforms. Singular
  /// transforms get a documented, finite result: when (a, b) = 0, sx = 0, θ = atan2(−c, d),
  /// sy = |(c, d)| and shear 0 (exact); when only the determinant is 0 (parallel rows), sy = 0
  /// and shear 0, and recomposing keeps the first row and drops the second.
  public var components: Components {
    let translation = Vector2D(dx: tx, dy: ty)
    let scaleX = Vector2D(dx: a, dy: b).length
    guard scaleX > 0 else {
      let scaleY = Vector2D(dx: c, dy: d).length
      return Components(
        scale: Size2D(width: 0, height: scaleY), horizontalShear: 0,
        rotation: scaleY > 0 ? atan2(-c, d) : 0, translation: translation)
    }
    // With the first row normalized (cos θ, sin θ) = (a, b)/sx: sy = det/sx and
    // shear = (a·c + b·d)/det = (cos θ·c + sin θ·d)/sy — written so that no product of two
    // entries is formed, which would overflow for entries near 1e154 and beyond.
    let (cosine, sine) = (a / scaleX, b / scaleX)
    let scaleY = cosine * d - sine * c
    guard scaleY != 0 else {
      return Components(
        scale: Size2D(width: scaleX, height: 0), horizontalShear: 0, rotation: atan2(b, a),
        translation: translation)
    }
    return Components(
      scale: Size2D(width: scaleX, height: scaleY),
      horizontalShear: (cosine * c + sine * d) / scaleY, rotation: atan2(b, a),
      translation: translation)
  }

  /// The transform made of `components`, the inverse of ``components``.
  ///
  /// - Precondition: the rules of ``Components/validate(_:)``.
  public init(_ components: Components) {
    do { try Components.validate(components) } catch { error.stop() }
    self = AffineTransform2D.recomposed(components)
  }

  /// The entries `components` make, unchecked (non-finite where they overflow).
  package static func recomposed(_ components: Components) -> AffineTransform2D {
    let (sine, cosine) = AffineTransform2D.sineCosine(components.rotation)
    let (sx, sy, shear) = (
      components.scale.width, components.scale.height, components.horizontalShear
    )
    return AffineTransform2D(
      unchecked: sx * cosine, sx * sine, sy * (shear * cosine - sine), sy * (shear * sine + cosine),
      components.translation.dx, components.translation.dy)
  }
}
