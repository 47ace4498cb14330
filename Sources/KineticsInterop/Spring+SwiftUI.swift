// Springs and curves to and from SwiftUI's, where SwiftUI exists (Apple platforms; on Linux
// the stand-in in Tests/AppleStandIns type-checks them). SwiftUI's `Spring` keeps mass,
// stiffness and damping as Double, so a spring copies across exactly.
#if canImport(SwiftUI) && (canImport(Darwin) || APPLE_STAND_INS)
  import Easing
  import Springs
  import SwiftUI

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  extension DampedSpring {
    /// The spring with SwiftUI's spring's mass, stiffness and damping, exactly (an overdamped
    /// SwiftUI spring stays overdamped: it was made so).
    public init(_ spring: Spring) {
      self.init(
        mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
        allowOverDamping: true)
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  extension Spring {
    /// SwiftUI's spring with this spring's mass, stiffness and damping, exactly.
    public init(_ spring: DampedSpring) {
      self.init(
        mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
        allowOverDamping: true)
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  extension UnitCurve {
    /// The SwiftUI curve through the bézier's control points, exactly.
    public init(_ curve: CubicBezier) {
      self = .bezier(
        startControlPoint: UnitPoint(x: curve.x1, y: curve.y1),
        endControlPoint: UnitPoint(x: curve.x2, y: curve.y2))
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  extension CubicBezier {
    /// The bézier of one of SwiftUI's named cubic curves (`linear`, `easeIn`, `easeOut`,
    /// `easeInOut`, with the control points SwiftUI documents: CSS's), or of a curve made
    /// from a `CubicBezier`; nil for any other. SwiftUI does not expose a curve's control
    /// points, so a custom `.bezier` curve is recognised only by equality with the named ones.
    public init?(_ curve: UnitCurve) {
      let named: [(UnitCurve, CubicBezier)] = [
        (.linear, .linear), (.easeIn, .easeIn), (.easeOut, .easeOut),
        (.easeInOut, .easeInOut),
      ]
      guard let match = named.first(where: { $0.0 == curve }) else { return nil }
      self = match.1
    }
  }
#endif
