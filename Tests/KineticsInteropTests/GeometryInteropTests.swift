import Affine
import Foundation
#if canImport(KineticsInteropOnStandIns)
  import KineticsInteropOnStandIns
#else
  import KineticsInterop
#endif
import Testing

/// The CoreGraphics geometry conversions: exact in both directions, and Rect2D's derived values
/// agree with CGRect's own (Foundation's implementation is the independent reference here).
@Suite struct GeometryInteropTests {
  /// Rectangles with positive, negative and zero sizes and values that are not dyadic.
  static let rectangles: [CGRect] = [
    CGRect(x: 0, y: 0, width: 390, height: 844),
    CGRect(x: 10, y: 20, width: -4, height: -6),
    CGRect(x: -0.1, y: 1e-300, width: 0, height: 7.3),
    CGRect(x: 1e15, y: -2.5, width: 0.3, height: -1e-9),
  ]

  @Test func pointsAndSizesConvertExactly() {
    let point = CGPoint(x: 0.1, y: -1e308)
    #expect(Point2D(point) == Point2D(x: 0.1, y: -1e308))
    #expect(CGPoint(Point2D(point)) == point)
    let size = CGSize(width: -3.25, height: 0.7)
    #expect(Size2D(size) == Size2D(width: -3.25, height: 0.7))
    #expect(CGSize(Size2D(size)) == size)
  }

  @Test func rectanglesConvertExactlyWithoutStandardizing() {
    for rect in Self.rectangles {
      let converted = Rect2D(rect)
      #expect(
        converted
          == Rect2D(
            x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height))
      #expect(CGRect(converted) == rect)
    }
  }

  @Test func derivedValuesMatchCGRect() {
    for rect in Self.rectangles {
      let converted = Rect2D(rect)
      #expect(converted.minX == Double(rect.minX) && converted.maxX == Double(rect.maxX))
      #expect(converted.minY == Double(rect.minY) && converted.maxY == Double(rect.maxY))
      #expect(converted.width == Double(rect.width) && converted.height == Double(rect.height))
      #expect(CGRect(converted.standardized) == rect.standardized)
      #expect(converted.isEmpty == rect.isEmpty)
    }
  }
}
