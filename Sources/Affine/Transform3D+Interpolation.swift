import KineticsCore
import KineticsNumerics

extension Transform3D {
  /// The browsers' interpolation of two `matrix3d()` values (css-transforms-2, "Interpolation
  /// of 3D matrices"): when both are 2D (``isAffine``) they interpolate as 2D
  /// (``AffineTransform2D/interpolateCSS(from:to:progress:)``); otherwise both are decomposed
  /// (``cssDecomposition``), translation, scale, skew and perspective interpolate linearly,
  /// the quaternions by the specification's slerp — which does not turn the second quaternion
  /// around when their dot product is negative, so it can take the longer way, as the
  /// specification and web-platform-tests expect — and the result is recomposed. When either
  /// has no decomposition the animation is discrete: `start` before progress ½, `end` from it.
  ///
  /// Exactly `start` at progress 0 and `end` at 1; progress outside [0, 1] extrapolates.
  ///
  /// - Precondition: `progress` is finite.
  public static func interpolateCSS(
    from start: Transform3D, to end: Transform3D, progress: Double
  ) -> Transform3D {
    interpolated(from: start, to: end, progress: progress, shorterArc: false, caller: "CSS")
  }

  /// Core Animation's interpolation of two `CATransform3D` values, as far as it can be
  /// observed: 2D transforms interpolate as ``AffineTransform2D/interpolate(from:to:progress:)``
  /// does (rotation along the shorter arc), and 3D ones by decomposition with the rotation
  /// along the shorter arc of the quaternion slerp. Core Animation's implementation is not
  /// public; this follows what it renders for rotations and perspective (a flip of 180° about
  /// y from the identity turns through 90°, identity → rotation by 2π stays still). When either
  /// matrix has no decomposition the result jumps at progress ½. To turn further than half a
  /// turn, animate the angle (``Rotation3D``, the `transform.rotation.y` key path) instead.
  ///
  /// - Precondition: `progress` is finite.
  public static func interpolate(
    from start: Transform3D, to end: Transform3D, progress: Double
  ) -> Transform3D {
    interpolated(from: start, to: end, progress: progress, shorterArc: true, caller: "")
  }

  /// The two interpolations: `shorterArc` chooses Core Animation's slerp over the
  /// specification's.
  static func interpolated(
    from start: Transform3D, to end: Transform3D, progress t: Double, shorterArc: Bool,
    caller: String
  ) -> Transform3D {
    precondition(
      t.isFinite, "Transform3D.interpolate\(caller): progress must be finite, got \(t)")
    if t == 0 { return start }
    if t == 1 { return end }
    if let from = start.affineTransform, let to = end.affineTransform {
      return Transform3D(
        shorterArc
          ? AffineTransform2D.interpolate(from: from, to: to, progress: t)
          : AffineTransform2D.interpolateCSS(from: from, to: to, progress: t))
    }
    guard let from = start.cssDecomposition, let to = end.cssDecomposition else {
      return t < 0.5 ? start : end
    }
    let mixed = CSSDecomposition(
      translation: from.translation * (1 - t) + to.translation * t,
      scale: from.scale * (1 - t) + to.scale * t,
      skew: from.skew * (1 - t) + to.skew * t,
      perspective: from.perspective * (1 - t) + to.perspective * t,
      quaternion: Quaternion.slerp(
        from.quaternion, to.quaternion, progress: t, shorterArc: shorterArc))
    return recomposed(mixed)
  }
}
