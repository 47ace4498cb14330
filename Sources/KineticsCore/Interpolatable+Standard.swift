extension Double: Interpolatable {
  /// Multiplies by `factor`.
  @inlinable public mutating func multiply(by factor: Double) { self *= factor }
  /// The square.
  @inlinable public var squaredMagnitude: Double { self * self }
}

extension Float: Interpolatable {
  /// Multiplies by `factor`, rounded to Float.
  @inlinable public mutating func multiply(by factor: Double) {
    self = Float(Double(self) * factor)
  }
  /// The square, in Double.
  @inlinable public var squaredMagnitude: Double { Double(self) * Double(self) }
}

extension SIMD2: Interpolatable where Scalar: BinaryFloatingPoint {
  /// Multiplies every lane by `factor` (converted to the lane type).
  @inlinable public mutating func multiply(by factor: Double) { self *= Scalar(factor) }
  /// The sum of the squared lanes, in Double.
  @inlinable public var squaredMagnitude: Double { Double((self * self).sum()) }
}

extension SIMD3: Interpolatable where Scalar: BinaryFloatingPoint {
  /// Multiplies every lane by `factor` (converted to the lane type).
  @inlinable public mutating func multiply(by factor: Double) { self *= Scalar(factor) }
  /// The sum of the squared lanes, in Double.
  @inlinable public var squaredMagnitude: Double { Double((self * self).sum()) }
}

extension SIMD4: Interpolatable where Scalar: BinaryFloatingPoint {
  /// Multiplies every lane by `factor` (converted to the lane type).
  @inlinable public mutating func multiply(by factor: Double) { self *= Scalar(factor) }
  /// The sum of the squared lanes, in Double.
  @inlinable public var squaredMagnitude: Double { Double((self * self).sum()) }
}

extension SIMD8: Interpolatable where Scalar: BinaryFloatingPoint {
  /// Multiplies every lane by `factor` (converted to the lane type).
  @inlinable public mutating func multiply(by factor: Double) { self *= Scalar(factor) }
  /// The sum of the squared lanes, in Double.
  @inlinable public var squaredMagnitude: Double { Double((self * self).sum()) }
}

extension SIMD16: Interpolatable where Scalar: BinaryFloatingPoint {
  /// Multiplies every lane by `factor` (converted to the lane type).
  @inlinable public mutating func multiply(by factor: Double) { self *= Scalar(factor) }
  /// The sum of the squared lanes, in Double.
  @inlinable public var squaredMagnitude: Double { Double((self * self).sum()) }
}

extension SIMD32: Interpolatable where Scalar: BinaryFloatingPoint {
  /// Multiplies every lane by `factor` (converted to the lane type).
  @inlinable public mutating func multiply(by factor: Double) { self *= Scalar(factor) }
  /// The sum of the squared lanes, in Double.
  @inlinable public var squaredMagnitude: Double { Double((self * self).sum()) }
}

extension SIMD64: Interpolatable where Scalar: BinaryFloatingPoint {
  /// Multiplies every lane by `factor` (converted to the lane type).
  @inlinable public mutating func multiply(by factor: Double) { self *= Scalar(factor) }
  /// The sum of the squared lanes, in Double.
  @inlinable public var squaredMagnitude: Double { Double((self * self).sum()) }
}
