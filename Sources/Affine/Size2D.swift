import KineticsCore

/// A width and a height (points), backed by `SIMD2<Double>`. Negative values are allowed, as
/// in CoreGraphics: a rect with a negative width extends to the left of its origin.
@frozen
public struct Size2D: Hashable, Sendable, Interpolatable {
  /// (width, height).
  public var storage: SIMD2<Double>

  /// Creates the size.
  @inlinable public init(width: Double, height: Double) { storage = SIMD2(width, height) }

  /// Creates the size from (width, height).
  @inlinable public init(_ storage: SIMD2<Double>) { self.storage = storage }

  /// The width.
  @inlinable public var width: Double {
    get { storage.x }
    set { storage.x = newValue }
  }

  /// The height.
  @inlinable public var height: Double {
    get { storage.y }
    set { storage.y = newValue }
  }

  /// (0, 0).
  @inlinable public static var zero: Size2D { Size2D(.zero) }

  @inlinable public static func + (lhs: Size2D, rhs: Size2D) -> Size2D {
    Size2D(lhs.storage + rhs.storage)
  }

  @inlinable public static func - (lhs: Size2D, rhs: Size2D) -> Size2D {
    Size2D(lhs.storage - rhs.storage)
  }

  @inlinable public mutating func multiply(by factor: Double) { storage *= factor }

  @inlinable public var squaredMagnitude: Double { (storage * storage).sum() }
}
