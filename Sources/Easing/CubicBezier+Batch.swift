import KineticsNumerics

extension CubicBezier {
  /// Evaluates the curve at every input: `outputs[i] = value(at: inputs[i])`.
  ///
  /// The table's buffer is held open for the whole batch, and every curve without a vertical
  /// tangent evaluates one grid of certified pieces everywhere. On processors with AVX-512 a C
  /// kernel evaluates eight inputs at a time: it loads each one's piece (one cache line) and
  /// transposes the eight, then runs the pieces' polynomial with the same operations as
  /// Swift, for the same bits (1.8–2.2 ns per value against 3.0–4.7 for the Swift loop,
  /// Benchmarks.md); elsewhere, and for the few inputs it leaves (outside [0, 1], next to a
  /// vertical tangent), one Swift loop, whose independent iterations overlap in the
  /// processor. (Swift's SIMD8 on baseline x86-64 was measured no faster than that loop: it
  /// spends more on gathering eight coefficients per lane than it saves.) A batch reads
  /// the curve's table, and builds it first on a curve that has none (10–45 µs, once per
  /// curve; see the type's discussion), after which ``value(at:)`` reads it too: results are
  /// bit-identical to the scalar values that follow, and carry their accuracy and edge
  /// behaviour.
  ///
  /// With `concurrently`, the inputs are split into ranges of at least 8,192 (at most four per
  /// core) evaluated at once on the machine's cores, and the call returns when all are done;
  /// the results are the same bits. It pays from about 50,000 values; below 16,384 it runs on
  /// the calling thread either way.
  ///
  /// - Precondition: `outputs` holds at least `inputs.count` values.
  /// - Complexity: O(n); allocates nothing once the curve has its table.
  @inlinable
  public func values(
    at inputs: UnsafeBufferPointer<Double>, into outputs: UnsafeMutableBufferPointer<Double>,
    concurrently: Bool = false
  ) {
    precondition(
      outputs.count >= inputs.count,
      "values(at:into:): outputs must hold at least inputs.count (\(inputs.count)) values, "
        + "got \(outputs.count)")
    guard let input = inputs.baseAddress, let output = outputs.baseAddress else { return }
    let count = inputs.count
    guard concurrently else { return values(at: input, into: output, in: 0..<count) }
    concurrentValues(at: input, into: output, count: count)
  }

  /// The concurrent form of ``values(at:into:in:)`` over `0..<count`.
  @usableFromInline
  func concurrentValues(
    at input: UnsafePointer<Double>, into output: UnsafeMutablePointer<Double>, count: Int
  ) {
    forEachConcurrentRange(count: count, minimumLength: 8_192, alignment: 1) { range in
      values(at: input, into: output, in: range)
    }
  }

  /// The values at `input[range]` into `output[range]`: the batch path of
  /// ``UnretainedCubicBezier``, this curve keeping its storage alive for the call.
  @inlinable
  func values(
    at input: UnsafePointer<Double>, into output: UnsafeMutablePointer<Double>,
    in range: Range<Int>, kernelLevel: Int32 = BezierTable.kernelLevel
  ) {
    withExtendedLifetime(self) {
      UnretainedCubicBezier(self).values(
        at: input, into: output, in: range, kernelLevel: kernelLevel)
    }
  }

  /// Evaluates the curve at every input into `outputs` (grown to `inputs.count` if it is
  /// shorter): the array form of ``values(at:into:concurrently:)-(UnsafeBufferPointer<Double>,_,_)``,
  /// with the same results and speed, for callers that keep their progress in arrays.
  @inlinable
  public func values(at inputs: [Double], into outputs: inout [Double], concurrently: Bool = false)
  {
    if outputs.count < inputs.count {
      outputs.append(contentsOf: repeatElement(0, count: inputs.count - outputs.count))
    }
    inputs.withUnsafeBufferPointer { input in
      outputs.withUnsafeMutableBufferPointer {
        values(at: input, into: $0, concurrently: concurrently)
      }
    }
  }

  /// The curve evaluated at every input, in a new array. See
  /// ``values(at:into:concurrently:)-(UnsafeBufferPointer<Double>,_,_)``.
  @inlinable
  public func values(at inputs: [Double]) -> [Double] {
    [Double](unsafeUninitializedCapacity: inputs.count) { buffer, initialized in
      inputs.withUnsafeBufferPointer { values(at: $0, into: buffer) }
      initialized = inputs.count
    }
  }
}
