/// A value that can be added, subtracted, multiplied by a real number and measured: what a
/// tween interpolates, what a spring moves and what a velocity is made of. SwiftUI's
/// `VectorArithmetic` plays this role there, with `scale(by:)` and `magnitudeSquared`; the
/// names here differ (``multiply(by:)`` and ``squaredMagnitude``), so that a file can import
/// both modules and a type can conform to both protocols without one requirement shadowing the
/// other.
///
/// Conformances: `Double`, `Float`, `SIMD2`…`SIMD64` of `Double` and `Float`, and the geometry
/// values of the Affine module.
///
/// ```swift
/// interpolate(from: SIMD2<Double>(0, 10), to: SIMD2(100, 20), progress: 0.25)  // SIMD2(25, 12.5)
/// ```
///
/// The arithmetic requirements are spelled out here rather than inherited from
/// `AdditiveArithmetic`, which the standard library's SIMD types do not adopt.
public protocol Interpolatable: Sendable, Equatable {
  /// The zero value (the additive identity).
  static var zero: Self { get }

  /// The component-wise sum.
  static func + (lhs: Self, rhs: Self) -> Self

  /// The component-wise difference.
  static func - (lhs: Self, rhs: Self) -> Self

  /// Multiplies every component by `factor`.
  mutating func multiply(by factor: Double)

  /// The dot product of the value with itself (the squared length), in Double.
  var squaredMagnitude: Double { get }
}

extension Interpolatable {
  /// A copy with every component multiplied by `factor`.
  @inlinable
  public func multiplied(by factor: Double) -> Self {
    var copy = self
    copy.multiply(by: factor)
    return copy
  }
}

/// The value a fraction `progress` of the way from `start` to `end`: `start·(1 − t) + end·t`.
///
/// Exact at both ends (`start` at 0 and `end` at 1, bit for bit, for finite values); outside
/// [0, 1] it extrapolates along the line. The two-product form, unlike `start + (end − start)·t`,
/// cannot miss `end` by a rounding error, and `end − start` cannot overflow.
@inlinable
public func interpolate<Value: Interpolatable>(
  from start: Value, to end: Value, progress: Double
) -> Value {
  start.multiplied(by: 1 - progress) + end.multiplied(by: progress)
}

/// √(squaredMagnitude) of `value` without overflow or underflow of the square: where the
/// squared magnitude is infinite or below the normal range, the value is rescaled by a power of
/// two first (exact), so that lengths near 1e200 or 1e-200 come out right.
@inlinable
package func euclideanLength<Value: Interpolatable>(_ value: Value) -> Double {
  let squared = value.squaredMagnitude
  if squared.isNormal && squared.isFinite { return squared.squareRoot() }
  if squared == 0 && value == .zero { return 0 }
  let scale = squared.isInfinite ? 0x1p-600 : 0x1p600
  let rescaled = value.multiplied(by: scale).squaredMagnitude
  return rescaled.squareRoot() / scale
}
