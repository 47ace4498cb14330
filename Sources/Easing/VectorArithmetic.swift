/// A value that can be added, subtracted, scaled by a real number and measured: what an
/// animation interpolates and what a spring moves (SwiftUI's `VectorArithmetic`).
///
/// Conformances: `Double`, `Float`, and `SIMD2`…`SIMD64` of `Double` and `Float`.
///
/// ```swift
/// interpolate(from: SIMD2<Double>(0, 10), to: SIMD2(100, 20), progress: 0.25)  // SIMD2(25, 12.5)
/// ```
///
/// The arithmetic requirements are spelled out here rather than inherited from
/// `AdditiveArithmetic`, which the standard library's SIMD types do not adopt.
public protocol VectorArithmetic: Sendable, Equatable {
  /// The zero value (the additive identity).
  static var zero: Self { get }

  /// The component-wise sum.
  static func + (lhs: Self, rhs: Self) -> Self

  /// The component-wise difference.
  static func - (lhs: Self, rhs: Self) -> Self

  /// Multiplies every component by `factor`.
  mutating func scale(by factor: Double)

  /// The dot product of the value with itself (the squared length).
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// A copy with every component multiplied by `factor`.
  @inlinable
  public func scaled(by factor: Double) -> Self {
    var copy = self
    copy.scale(by: factor)
    return copy
  }
}

/// The value a fraction `progress` of the way from `start` to `end`: `start·(1 − t) + end·t`.
///
/// Exact at both ends (`start` at 0 and `end` at 1, bit for bit, for finite values); outside
/// [0, 1] it extrapolates along the line. The two-product form, unlike `start + (end − start)·t`,
/// cannot miss `end` by a rounding error.
@inlinable
public func interpolate<Value: VectorArithmetic>(
  from start: Value, to end: Value, progress: Double
) -> Value {
  start.scaled(by: 1 - progress) + end.scaled(by: progress)
}

extension Double: VectorArithmetic {
  /// Multiplies by `factor`.
  @inlinable public mutating func scale(by factor: Double) { self *= factor }
  /// The square.
  @inlinable public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  /// Multiplies by `factor`, rounded to Float.
  @inlinable public mutating func scale(by factor: Double) { self = Float(Double(self) * factor) }
  /// The square, in Double.
  @inlinable public var magnitudeSquared: Double { Double(self) * Double(self) }
}
