import KineticsCore

/// Core Animation's per-component transform key paths (`transform.rotation.y`,
/// `transform.scale`, …): one number that an animation interpolates linearly, turned into a
/// matrix each frame by the matching `CAValueFunction` (`rotateY`, `scale`, …). Because the
/// number is interpolated, a rotation from 0 to 3π/2 turns three quarters of the way round, and
/// a flip by π has a direction — which interpolating two matrices cannot give.
///
/// ```swift
/// let key = TransformComponent.rotationY
/// let angle = 0 * (1 - 0.5) + Double.pi * 0.5  // the animation interpolates the number
/// key.transform(for: angle).m13  // −1: half-way through a flip, the card is edge-on
/// ```
///
/// The matrices are the value functions' as Apple documents them: a rotation in radians about
/// the named axis, a scale of the named axis (`transform.scale`: all three axes by the same
/// factor), a translation along the named axis (points). How Core Animation combines a
/// component animation with a layer's own non-identity transform is not documented; these
/// give the component alone, as it acts on a layer whose transform is the identity.
public enum TransformComponent: String, Hashable, Sendable, CaseIterable {
  /// `transform.rotation.x`: radians about x.
  case rotationX = "transform.rotation.x"
  /// `transform.rotation.y`: radians about y.
  case rotationY = "transform.rotation.y"
  /// `transform.rotation.z`: radians about z.
  case rotationZ = "transform.rotation.z"
  /// `transform.rotation`: radians about z (the same as `transform.rotation.z`).
  case rotation = "transform.rotation"
  /// `transform.scale.x`.
  case scaleX = "transform.scale.x"
  /// `transform.scale.y`.
  case scaleY = "transform.scale.y"
  /// `transform.scale.z`.
  case scaleZ = "transform.scale.z"
  /// `transform.scale`: all three axes.
  case scale = "transform.scale"
  /// `transform.translation.x`, in points.
  case translationX = "transform.translation.x"
  /// `transform.translation.y`, in points.
  case translationY = "transform.translation.y"
  /// `transform.translation.z`, in points.
  case translationZ = "transform.translation.z"

  /// The matrix of the component at `value`.
  ///
  /// - Precondition: `value` is finite.
  public func transform(for value: Double) -> Transform3D {
    precondition(
      value.isFinite, "TransformComponent.transform(for:): value must be finite, got \(value)")
    switch self {
    case .rotationX: return Transform3D(rotationAngle: value, x: 1, y: 0, z: 0)
    case .rotationY: return Transform3D(rotationAngle: value, x: 0, y: 1, z: 0)
    case .rotationZ, .rotation: return Transform3D(rotationAngle: value, x: 0, y: 0, z: 1)
    case .scaleX: return Transform3D(scaleX: value, y: 1, z: 1)
    case .scaleY: return Transform3D(scaleX: 1, y: value, z: 1)
    case .scaleZ: return Transform3D(scaleX: 1, y: 1, z: value)
    case .scale: return Transform3D(scaleX: value, y: value, z: value)
    case .translationX: return Transform3D(translationX: value, y: 0, z: 0)
    case .translationY: return Transform3D(translationX: 0, y: value, z: 0)
    case .translationZ: return Transform3D(translationX: 0, y: 0, z: value)
    }
  }

  /// The component's matrix a fraction `progress` of the way from `start` to `end`: the number
  /// interpolated linearly (start·(1 − progress) + end·progress), then made a matrix.
  ///
  /// - Precondition: `start`, `end` and `progress` are finite.
  public func transform(from start: Double, to end: Double, progress: Double) -> Transform3D {
    transform(for: start * (1 - progress) + end * progress)
  }
}
