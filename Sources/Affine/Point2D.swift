import KineticsCore

/// A location in the plane (points), backed by `SIMD2<Double>`.
///
/// Points are `Interpolatable` so that they can be animated and interpolated, as SwiftUI
/// animates `CGPoint`.
///
/// Like `CGPoint`, and like the other geometry values here (vectors, sizes, rects), a point
/// accepts any double, infinities and NaN included: these are per-frame data, and checking every
/// coordinate would cost more than the arithmetic. What validates is where parameters enter —
/// `AffineTransform2D`'s initializers (a precondition) and decoding (a thrown error).
@frozen
public struct Point2D: Hashable, Sendable, Interpolatable {
  /// The coordinates (x, y).
  public var storage: SIMD2<Double>

  /// Creates the point (x, y).
  @inlinable public init(x: Double, y: Double) { storage = SIMD2(x, y) }

  /// Creates the point from its coordinates.
  @inlinable public init(_ storage: SIMD2<Double>) { self.storage = storage }

  /// The horizontal coordinate.
  @inlinable public var x: Double {
    get { storage.x }
    set { storage.x = newValue }
  }

  /// The vertical coordinate.
  @inlinable public var y: Double {
    get { storage.y }
    set { storage.y = newValue }
  }

  /// The origin (0, 0).
  @inlinable public static var zero: Point2D { Point2D(.zero) }

  @inlinable public static func + (lhs: Point2D, rhs: Point2D) -> Point2D {
    Point2D(lhs.storage + rhs.storage)
  }

  @inlinable public static func - (lhs: Point2D, rhs: Point2D) -> Point2D {
    Point2D(lhs.storage - rhs.storage)
  }

  /// The point moved by `vector`.
  @inlinable public static func + (lhs: Point2D, rhs: Vector2D) -> Point2D {
    Point2D(lhs.storage + rhs.storage)
  }

  /// The vector from `rhs` to `lhs`.
  @inlinable public func vector(from origin: Point2D) -> Vector2D {
    Vector2D(storage - origin.storage)
  }

  @inlinable public mutating func multiply(by factor: Double) { storage *= factor }

  @inlinable public var squaredMagnitude: Double { (storage * storage).sum() }
}
