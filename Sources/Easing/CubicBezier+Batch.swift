extension CubicBezier {
  /// Evaluates the curve at every input: `outputs[i] = value(at: inputs[i])`.
  ///
  /// One loop over the inputs with the table's buffer held open: independent iterations of the
  /// short, branch-predictable value path overlap in the processor; every curve without a
  /// vertical tangent takes that path everywhere (one grid of certified pieces per curve).
  /// (Explicit SIMD kernels were measured no faster on baseline x86-64: SIMD8 spends more on
  /// gathering eight coefficients per lane than it saves, SIMD2 breaks even.) Results are
  /// bit-identical to ``value(at:)`` and carry its accuracy and edge behaviour.
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
    let (table, yScale) = (self.table, self.yScale)
    table.storage.withUnsafeBufferPointer { buffer in
      let pinned = buffer.baseAddress.unsafelyUnwrapped
      for index in 0..<count {
        let x = input[index]
        output[index] =
          x > 0 && x < 1 ? table.value(x, in: pinned) * yScale : valueOutsideOpenInterval(x)
      }
    }
  }

  /// Evaluates the curve at every input into `outputs` (grown to `inputs.count` if it is
  /// shorter): the array form of ``values(at:into:)-(UnsafeBufferPointer<Double>,_)``, with the
  /// same results and speed, for callers that keep their progress in arrays.
  @inlinable
  public func values(at inputs: [Double], into outputs: inout [Double]) {
    if outputs.count < inputs.count {
      outputs.append(contentsOf: repeatElement(0, count: inputs.count - outputs.count))
    }
    inputs.withUnsafeBufferPointer { input in
      outputs.withUnsafeMutableBufferPointer { values(at: input, into: $0) }
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
