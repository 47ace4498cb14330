extension SIMD2: VectorArithmetic where Scalar: BinaryFloatingPoint {
  /// Multiplies every lane by `factor` (converted to the lane type).
  @inlinable public mutating func scale(by factor: Double) { self *= Scalar(factor) }
  /// The sum of the squared lanes, in Double.
  @inlinable public var magnitudeSquared: Double { Double((self * self).sum()) }
}

extension SIMD3: VectorArithmetic where Scalar: BinaryFloatingPoint {
  /// Multiplies every lane by `factor` (converted to the lane type).
  @inlinable public mutating func scale(by factor: Double) { self *= Scalar(factor) }
  /// The sum of the squared lanes, in Double.
  @inlinable public var magnitudeSquared: Double { Double((self * self).sum()) }
}

extension SIMD4: VectorArithmetic where Scalar: BinaryFloatingPoint {
  /// Multiplies every lane by `factor` (converted to the lane type).
  @inlinable public mutating func scale(by factor: Double) { self *= Scalar(factor) }
  /// The sum of the squared lanes, in Double.
  @inlinable public var magnitudeSquared: Double { Double((self * self).sum()) }
}

extension SIMD8: VectorArithmetic where Scalar: BinaryFloatingPoint {
  /// Multiplies every lane by `factor` (converted to the lane type).
  @inlinable public mutating func scale(by factor: Double) { self *= Scalar(factor) }
  /// The sum of the squared lanes, in Double.
  @inlinable public var magnitudeSquared: Double { Double((self * self).sum()) }
}

extension SIMD16: VectorArithmetic where Scalar: BinaryFloatingPoint {
  /// Multiplies every lane by `factor` (converted to the lane type).
  @inlinable public mutating func scale(by factor: Double) { self *= Scalar(factor) }
  /// The sum of the squared lanes, in Double.
  @inlinable public var magnitudeSquared: Double { Double((self * self).sum()) }
}

extension SIMD32: VectorArithmetic where Scalar: BinaryFloatingPoint {
  /// Multiplies every lane by `factor` (converted to the lane type).
  @inlinable public mutating func scale(by factor: Double) { self *= Scalar(factor) }
  /// The sum of the squared lanes, in Double.
  @inlinable public var magnitudeSquared: Double { Double((self * self).sum()) }
}

extension SIMD64: VectorArithmetic where Scalar: BinaryFloatingPoint {
  /// Multiplies every lane by `factor` (converted to the lane type).
  @inlinable public mutating func scale(by factor: Double) { self *= Scalar(factor) }
  /// The sum of the squared lanes, in Double.
  @inlinable public var magnitudeSquared: Double { Double((self * self).sum()) }
}
