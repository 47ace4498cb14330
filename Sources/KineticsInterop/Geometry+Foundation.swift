// Conversions between the Affine value types and the CoreGraphics geometry structs, which
// Foundation provides on every platform (CoreGraphics on Apple's, swift-corelibs-foundation
// elsewhere). Kept in this target so that Easing, Springs and Affine stay Foundation-free.
#if canImport(Foundation)
  import Affine
  import Foundation

  extension Point2D {
    /// The point with the same coordinates, exactly (CGFloat is a Double on 64-bit platforms).
    @inlinable public init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
  }

  extension Size2D {
    /// The size with the same width and height, exactly; negative sizes are kept, as in CGSize.
    @inlinable public init(_ size: CGSize) {
      self.init(width: Double(size.width), height: Double(size.height))
    }
  }

  extension Rect2D {
    /// The rectangle with the same origin and size, not standardized (CGRect keeps them raw too).
    @inlinable public init(_ rect: CGRect) {
      self.init(origin: Point2D(rect.origin), size: Size2D(rect.size))
    }
  }

  extension CGPoint {
    /// The CoreGraphics point with the same coordinates, exactly.
    @inlinable public init(_ point: Point2D) { self.init(x: CGFloat(point.x), y: CGFloat(point.y)) }
  }

  extension CGSize {
    /// The CoreGraphics size with the same width and height, exactly.
    @inlinable public init(_ size: Size2D) {
      self.init(width: CGFloat(size.width), height: CGFloat(size.height))
    }
  }

  extension CGRect {
    /// The CoreGraphics rectangle with the same origin and size, exactly (not standardized).
    @inlinable public init(_ rect: Rect2D) {
      self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size))
    }
  }
#endif
