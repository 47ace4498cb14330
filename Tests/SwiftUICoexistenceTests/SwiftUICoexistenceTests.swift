#if canImport(SwiftUI)
  import SwiftUI
  import Kinetics
  import Testing

  /// A file that imports SwiftUI and every Kinetics library: the SwiftUI code below is what an
  /// app writes, unchanged and unqualified, and the Kinetics code beside it needs no module
  /// qualifier either. That this file compiles is most of the test: a Kinetics top-level name
  /// equal to a SwiftUI one ("'Spring' is ambiguous for type lookup") or a Kinetics member on a
  /// standard type equal to a SwiftUI one ("ambiguous use of 'scale(by:)'") breaks the build.
  /// On Linux, SwiftUI is the stand-in in Tests/AppleStandIns/SwiftUI, which declares SwiftUI's names.
  @Suite struct SwiftUICoexistenceTests {
    /// SwiftUI's animation vocabulary, written as an app writes it.
    func swiftUICode() -> [Any] {
      var value = 2.0
      value.scale(by: 3)
      let scaled = Float(2).scaled(by: 0.5)
      let energy = value.magnitudeSquared + Double(scaled)
      func generic<V: VectorArithmetic>(_ v: V) -> Double { v.magnitudeSquared }
      let spring = Spring(duration: 0.5, bounce: 0.3)
      let legacy = Spring(mass: 1, stiffness: 100, damping: 10, allowOverDamping: true)
      let moved = spring.value(target: 1.0, time: 0.1)
      let pair = AnimatablePair(1.0, Float(2))
      return [
        energy, generic(pair), legacy.dampingRatio, moved, Animation.spring(duration: 0.4),
        Animation.easeInOut(duration: 0.3).delay(0.1), UnitCurve.easeInOut.value(at: 0.5),
        Angle.degrees(90).radians, UnitPoint.center, ProjectionTransform(), Color.red,
        Gradient(colors: [.red, .clear]), Path(), Transaction(animation: .snappy),
        LinearKeyframe(1.0, duration: 0.2), CubicKeyframe(1.0, duration: 0.2),
        SpringKeyframe(1.0, spring: .bouncy), MoveKeyframe(0.0), EmptyAnimatableData(),
        KeyframeTrack<Int, Double>(), KeyframeTimeline(initialValue: 0.0),
      ]
    }

    /// Kinetics beside it, unqualified: the same numbers through Kinetics' own names.
    @Test func kineticsNamesNeedNoQualifier() {
      _ = swiftUICode()
      let spring = DampedSpring(duration: 0.5, bounce: 0.3)
      #expect(abs(spring.stiffness - 157.91367041742973) < 1e-9)
      var x = 2.0
      x.multiply(by: 3)
      #expect(x.multiplied(by: 0.5) == 3)
      #expect(x.squaredMagnitude == 36)
      #expect(interpolate(from: 0.0, to: 10, progress: 0.25) == 2.5)
      let motion = SpringMotion(from: 0.0, to: 1, spring: spring)
      #expect(motion.value(atElapsed: 0) == 0)
      let curve = KeyframeCurve(values: [0.0, 1], mode: .linear)
      #expect(curve.value(at: 0.5) == 0.5)
      #expect(CubicBezier.easeInOut.value(at: 0.5) == 0.5)
      #expect(AffineTransform2D(rotationAngle: .pi / 2).b == 1)
      // Colors and velocity tracking beside SwiftUI's Color and Gradient.
      let tint = CSSColor(.oklch, 0.7, 0.1, 30)
      let (start, end) = ColorPoint.endpoints(from: tint, to: CSSColor(.srgb, 1, 1, 1))
      #expect(interpolate(from: start, to: end, progress: 0).color.space == .oklab)
      #expect(Color.red != Color.clear && VelocityTracker<Double>().velocity(atTime: 0) == 0)
    }
  }
#endif
