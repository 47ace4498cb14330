import KineticsCore

/// A rectangle (points): an origin and a size, with CoreGraphics' semantics — a negative width
/// or height extends the rect to the left or upward, and `minX`, `maxX`… account for it; the
/// null rect (``null``) is what `intersection` returns for disjoint rects.
///
/// ```swift
/// let rect = Rect2D(x: 10, y: 20, width: -4, height: 6)
/// (rect.minX, rect.maxX)  // (6, 10)
/// rect.standardized      // (6, 20, 4, 6)
/// ```
@frozen
public struct Rect2D: Hashable, Sendable, Interpolatable {
  /// The origin.
  public var origin: Point2D
  /// The size (components may be negative).
  public var size: Size2D

  /// Creates the rect.
  @inlinable public init(origin: Point2D, size: Size2D) {
    self.origin = origin
    self.size = size
  }

  /// Creates the rect (x, y, width, height).
  @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point2D(x: x, y: y), size: Size2D(width: width, height: height))
  }

  /// The rect with origin and size zero.
  @inlinable public static var zero: Rect2D { Rect2D(origin: .zero, size: .zero) }

  /// CoreGraphics' null rect: origin at +infinity, size zero. `intersection` of disjoint rects
  /// returns it; `union` with it returns the other rect.
  @inlinable public static var null: Rect2D {
    Rect2D(origin: Point2D(x: .infinity, y: .infinity), size: .zero)
  }

  /// Whether this is the null rect.
  @inlinable public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }

  /// Whether the rect has zero (or negative-zero) area, or is null.
  @inlinable public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

  /// The smallest x of the rect, whichever the sign of its width (as `CGRect.minX`).
  @inlinable public var minX: Double { min(origin.x, origin.x + size.width) }
  /// The largest x of the rect, whichever the sign of its width.
  @inlinable public var maxX: Double { max(origin.x, origin.x + size.width) }
  /// The x of the rect's center.
  @inlinable public var midX: Double { origin.x + size.width / 2 }
  /// The smallest y of the rect, whichever the sign of its height.
  @inlinable public var minY: Double { min(origin.y, origin.y + size.height) }
  /// The largest y of the rect, whichever the sign of its height.
  @inlinable public var maxY: Double { max(origin.y, origin.y + size.height) }
  /// The y of the rect's center.
  @inlinable public var midY: Double { origin.y + size.height / 2 }
  /// |width|.
  @inlinable public var width: Double { abs(size.width) }
  /// |height|.
  @inlinable public var height: Double { abs(size.height) }
  /// (midX, midY).
  @inlinable public var center: Point2D { Point2D(x: midX, y: midY) }

  /// The same rect with a non-negative size.
  @inlinable public var standardized: Rect2D {
    isNull ? self : Rect2D(x: minX, y: minY, width: width, height: height)
  }

  /// The rect grown by `dx` on the left and right and `dy` at the top and bottom (shrunk for
  /// positive values, as `CGRect.insetBy`); null when that leaves a negative size.
  @inlinable public func insetBy(dx: Double, dy: Double) -> Rect2D {
    guard !isNull else { return self }
    let rect = standardized
    let result = Rect2D(
      x: rect.minX + dx, y: rect.minY + dy, width: rect.width - 2 * dx, height: rect.height - 2 * dy
    )
    return result.size.width < 0 || result.size.height < 0 ? .null : result
  }

  /// The rect moved by (dx, dy).
  @inlinable public func offsetBy(dx: Double, dy: Double) -> Rect2D {
    isNull ? self : Rect2D(origin: origin + Vector2D(dx: dx, dy: dy), size: size)
  }

  /// The smallest rect containing both (standardized); the null rect is the identity.
  @inlinable public func union(_ other: Rect2D) -> Rect2D {
    if isNull { return other.standardized }
    if other.isNull { return standardized }
    let (x0, y0) = (min(minX, other.minX), min(minY, other.minY))
    let (x1, y1) = (max(maxX, other.maxX), max(maxY, other.maxY))
    return Rect2D(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The overlap of both (standardized), or null when they do not overlap. Rects that only
  /// touch give a zero-width or zero-height rect, as CoreGraphics.
  @inlinable public func intersection(_ other: Rect2D) -> Rect2D {
    if isNull || other.isNull { return .null }
    let (x0, y0) = (max(minX, other.minX), max(minY, other.minY))
    let (x1, y1) = (min(maxX, other.maxX), min(maxY, other.maxY))
    guard x0 <= x1 && y0 <= y1 else { return .null }
    return Rect2D(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// Whether `point` lies inside: min ≤ coordinate < max, as `CGRect.contains(_:)`.
  @inlinable public func contains(_ point: Point2D) -> Bool {
    !isNull && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// Whether `other` lies entirely inside (the union adds nothing).
  @inlinable public func contains(_ other: Rect2D) -> Bool {
    !isNull && !other.isNull && other.minX >= minX && other.maxX <= maxX && other.minY >= minY
      && other.maxY <= maxY
  }

  @inlinable public static func + (lhs: Rect2D, rhs: Rect2D) -> Rect2D {
    Rect2D(origin: lhs.origin + rhs.origin, size: lhs.size + rhs.size)
  }

  @inlinable public static func - (lhs: Rect2D, rhs: Rect2D) -> Rect2D {
    Rect2D(origin: lhs.origin - rhs.origin, size: lhs.size - rhs.size)
  }

  /// Scales origin and size (so that frames interpolate as their four numbers).
  @inlinable public mutating func multiply(by factor: Double) {
    origin.multiply(by: factor)
    size.multiply(by: factor)
  }

  /// The sum of the squares of the four numbers.
  @inlinable public var squaredMagnitude: Double { origin.squaredMagnitude + size.squaredMagnitude }
}
