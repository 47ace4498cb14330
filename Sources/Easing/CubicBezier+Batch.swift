import KineticsNumerics

extension CubicBezier {
  /// Evaluates the curve at every input: `outputs[i] = value(at: inputs[i])`.
  ///
  /// One loop over the inputs with the table's buffer held open: independent iterations of the
  /// short, branch-predictable value path overlap in the processor; every curve without a
  /// vertical tangent takes that path everywhere (one grid of certified pieces per curve).
  /// (Explicit SIMD kernels were measured no faster on baseline x86-64: SIMD8 spends more on
  /// gathering eight coefficients per lane than it saves, SIMD2 breaks even.) A batch reads
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

  /// The values at `input[range]` into `output[range]`: one loop with the table's buffer held
  /// open.
  @inlinable
  func values(
    at input: UnsafePointer<Double>, into output: UnsafeMutablePointer<Double>,
    in range: Range<Int>
  ) {
    let yScale = self.yScale
    // The storage, which this curve keeps alive for the call, holds the table.
    shared.object.table()._withUnsafeGuaranteedRef { table in
      table.withUnsafeMutablePointers { grid, pinned in
        let (scale, last) = (grid.pointee.valuePieceScale, grid.pointee.lastValuePiece)
        for index in range {
          let x = input[index]
          output[index] =
            x > 0 && x < 1
            ? BezierTable.value(x, in: pinned, valuePieceScale: scale, lastValuePiece: last)
              * yScale
            : valueOutsideOpenInterval(x)
        }
      }
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
