import Affine
import Easing
import KineticsInterop
import Testing

#if canImport(CoreGraphics)
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

#if canImport(QuartzCore)
  import QuartzCore

  /// CAMediaTimingFunction conversions; Core Animation documents easeInOut as the control
  /// points (0.42, 0, 0.58, 1), stored as Float.
  @Suite struct TimingFunctionInteropTests {
    @Test func namedFunctionReadsItsControlPoints() {
      let curve = CubicBezier(CAMediaTimingFunction(name: .easeInEaseOut))
      #expect(curve.x1 == Double(Float(0.42)) && curve.y1 == 0)
      #expect(curve.x2 == Double(Float(0.58)) && curve.y2 == 1)
    }

    @Test func roundTripRoundsToFloat() {
      let curve = CubicBezier(x1: 0.1, y1: -0.3, x2: 0.7, y2: 1.4)
      let back = CubicBezier(CAMediaTimingFunction(curve))
      #expect(back.x1 == Double(Float(0.1)) && back.y1 == Double(Float(-0.3)))
      #expect(back.x2 == Double(Float(0.7)) && back.y2 == Double(Float(1.4)))
    }
  }
#endif
