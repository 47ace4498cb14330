extension CubicBezier {
  /// Evaluates the curve at every input: `outputs[i] = value(at: inputs[i])`.
  ///
  /// One loop over the inputs with the table's buffer held open, the sub-pieces of strongly
  /// overshooting curves looked up inline: independent iterations of the short,
  /// branch-predictable value path overlap in the processor. (An explicit SIMD kernel
  /// was measured slower on baseline x86-64: gathering eight coefficients per lane costs more
  /// than it saves.) Results are bit-identical to ``value(at:)`` and carry its accuracy and
  /// edge behaviour.
  ///
  /// - Precondition: `outputs` holds at least `inputs.count` values.
  /// - Complexity: O(n); allocates nothing.
  @inlinable
  public func values(
    at inputs: UnsafeBufferPointer<Double>, into outputs: UnsafeMutableBufferPointer<Double>
  ) {
    precondition(
      outputs.count >= inputs.count,
      "values(at:into:): outputs must hold at least inputs.count (\(inputs.count)) values, "
        + "got \(outputs.count)")
    guard let input = inputs.baseAddress, let output = outputs.baseAddress else { return }
    let count = inputs.count
    table.storage.withUnsafeBufferPointer { buffer in
      let table = buffer.baseAddress.unsafelyUnwrapped
      for index in 0..<count {
        let x = input[index]
        guard x > 0 && x < 1 else {
          output[index] = valueOutsideOpenInterval(x)
          continue
        }
        var interpolated = _BezierTable.interpolatedValue(x, in: table)
        if interpolated.isNaN { interpolated = _BezierTable.subPieceValue(x, in: table) }
        output[index] = interpolated.isNaN ? _BezierTable.solvedValue(x, in: table) : interpolated
      }
    }
  }

  /// The curve evaluated at every input, in a new array. See
  /// ``values(at:into:)-(UnsafeBufferPointer<Double>,_)``.
  @inlinable
  public func values(at inputs: [Double]) -> [Double] {
    [Double](unsafeUninitializedCapacity: inputs.count) { buffer, initialized in
      inputs.withUnsafeBufferPointer { values(at: $0, into: buffer) }
      initialized = inputs.count
    }
  }
}
