// Against Apple's own implementations, where they exist: CoreGraphics's and Core Animation's
// composition, rotation and inversion are the reference for Affine's. The conversions
// themselves are tested on every platform (CoreAnimationConversionTests), through the
// stand-ins on Linux.
import Affine
import Easing
#if canImport(KineticsInteropOnStandIns)
  import KineticsInteropOnStandIns
#else
  import KineticsInterop
#endif
import Testing

#if canImport(Darwin)
  import CoreGraphics

  /// CGAffineTransform conversions: the six entries copy across exactly, and CoreGraphics's own
  /// composition agrees with AffineTransform2D's (Apple's implementation is the reference).
  @Suite struct AffineTransformInteropTests {
    @Test func entriesConvertExactlyAndCompositionAgrees() {
      let rotation = CGAffineTransform(rotationAngle: -.pi / 2)
      let scale = CGAffineTransform(scaleX: 0.85, y: 0.85)
      let translation = CGAffineTransform(translationX: 390, y: -0.1)
      let composed = rotation.concatenating(scale).concatenating(translation)
      #expect(CGAffineTransform(AffineTransform2D(composed)) == composed)
      let ours = AffineTransform2D(rotation).concatenating(AffineTransform2D(scale))
        .concatenating(AffineTransform2D(translation))
      let entries = [
        (ours.a, composed.a), (ours.b, composed.b), (ours.c, composed.c), (ours.d, composed.d),
        (ours.tx, composed.tx), (ours.ty, composed.ty),
      ]
      // The same products, perhaps fused differently: equal to within a few ulps of 390.
      for (mine, theirs) in entries { #expect(abs(mine - Double(theirs)) < 1e-12) }
    }
  }
#endif

#if canImport(Darwin)
  import QuartzCore

  /// Transform3D against Core Animation's own functions (Apple platforms only).
  @Suite struct Transform3DInteropTests {
    func expectClose(_ mine: Transform3D, _ theirs: CATransform3D) {
      let converted = Transform3D(theirs)
      #expect(mine.isApproximatelyEqual(to: converted, tolerance: 1e-12), "\(mine) vs \(converted)")
    }

    @Test func functionsAgreeWithCoreAnimation() {
      var perspective = CATransform3DIdentity
      perspective.m34 = -1 / 500
      expectClose(
        Transform3D(rotationAngle: 0.7, x: 1, y: 2, z: 3), CATransform3DMakeRotation(0.7, 1, 2, 3))
      expectClose(
        Transform3D.perspective(eyeDistance: 500).rotated(by: .pi / 3, x: 0, y: 1, z: 0),
        CATransform3DRotate(perspective, .pi / 3, 0, 1, 0))
      expectClose(
        Transform3D(translationX: 1, y: 2, z: 3).concatenating(.perspective(eyeDistance: 500)),
        CATransform3DConcat(CATransform3DMakeTranslation(1, 2, 3), perspective))
      expectClose(
        Transform3D(scaleX: 2, y: 3, z: 4).translatedBy(x: 5, y: 6, z: 7),
        CATransform3DTranslate(CATransform3DMakeScale(2, 3, 4), 5, 6, 7))
      let singular = CATransform3DMakeScale(1, 0, 1)
      #expect(CATransform3DEqualToTransform(CATransform3DInvert(singular), singular))
      #expect(Transform3D(singular).inverted() == Transform3D(singular))
      let mixed = CATransform3DRotate(
        CATransform3DTranslate(perspective, 10, -20, 30), 0.4, 1, 1, 0)
      expectClose(Transform3D(mixed).inverted(), CATransform3DInvert(mixed))
    }
  }
#endif
