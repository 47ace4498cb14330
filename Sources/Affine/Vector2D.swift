import KineticsCore

/// A displacement in the plane (points): x and y, backed by `SIMD2<Double>`. Transforms apply
/// their linear part only (no translation) to vectors.
@frozen
public struct Vector2D: Hashable, Sendable, Interpolatable {
  /// The components (dx, dy).
  public var storage: SIMD2<Double>

  /// Creates the vector (dx, dy).
  @inlinable public init(dx: Double, dy: Double) { storage = SIMD2(dx, dy) }

  /// Creates the vector from its components.
  @inlinable public init(_ storage: SIMD2<Double>) { self.storage = storage }

  /// The horizontal component.
  @inlinable public var dx: Double {
    get { storage.x }
    set { storage.x = newValue }
  }

  /// The vertical component.
  @inlinable public var dy: Double {
    get { storage.y }
    set { storage.y = newValue }
  }

  /// (0, 0).
  @inlinable public static var zero: Vector2D { Vector2D(.zero) }

  /// The length √(dx² + dy²), without intermediate overflow for huge components.
  @inlinable public var length: Double {
    let scale = max(abs(dx), abs(dy))
    guard scale > 0, scale.isFinite else { return scale }
    let normalized = storage / scale
    return scale * (normalized * normalized).sum().squareRoot()
  }

  @inlinable public static func + (lhs: Vector2D, rhs: Vector2D) -> Vector2D {
    Vector2D(lhs.storage + rhs.storage)
  }

  @inlinable public static func - (lhs: Vector2D, rhs: Vector2D) -> Vector2D {
    Vector2D(lhs.storage - rhs.storage)
  }

  /// The vector scaled by a factor.
  @inlinable public static func * (lhs: Vector2D, rhs: Double) -> Vector2D {
    Vector2D(lhs.storage * rhs)
  }

  @inlinable public mutating func multiply(by factor: Double) { storage *= factor }

  @inlinable public var squaredMagnitude: Double { (storage * storage).sum() }
}
