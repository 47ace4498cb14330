import KineticsCore

/// A location in space (points), backed by `SIMD3<Double>`: x to the right, y down (as on a
/// UIKit screen), z toward the viewer.
///
/// Like ``Point2D``, a point accepts any double; transforms validate where they are made.
@frozen
public struct Point3D: Hashable, Sendable, Interpolatable {
  /// The coordinates.
  public var storage: SIMD3<Double>

  /// Creates a point.
  @inlinable public init(x: Double, y: Double, z: Double) { storage = SIMD3(x, y, z) }

  /// Creates a point from its coordinates.
  @inlinable public init(_ storage: SIMD3<Double>) { self.storage = storage }

  /// The point (x, y, 0) of the z = 0 plane, where a layer's content lies.
  @inlinable public init(_ point: Point2D) { storage = SIMD3(point.x, point.y, 0) }

  /// The x coordinate.
  @inlinable public var x: Double {
    get { storage.x }
    set { storage.x = newValue }
  }

  /// The y coordinate.
  @inlinable public var y: Double {
    get { storage.y }
    set { storage.y = newValue }
  }

  /// The z coordinate (toward the viewer).
  @inlinable public var z: Double {
    get { storage.z }
    set { storage.z = newValue }
  }

  /// The origin.
  @inlinable public static var zero: Point3D { Point3D(.zero) }

  @inlinable public static func + (lhs: Point3D, rhs: Point3D) -> Point3D {
    Point3D(lhs.storage + rhs.storage)
  }

  @inlinable public static func - (lhs: Point3D, rhs: Point3D) -> Point3D {
    Point3D(lhs.storage - rhs.storage)
  }

  @inlinable public mutating func multiply(by factor: Double) { storage *= factor }
}

extension Point3D {
  /// x² + y² + z².
  @inlinable public var squaredMagnitude: Double { (storage * storage).sum() }
}
