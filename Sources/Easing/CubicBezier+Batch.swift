extension CubicBezier {
  /// Evaluates the curve at every input: `outputs[i] = value(at: inputs[i])`.
  ///
  /// Eight inputs at a time go through a SIMD kernel (two Newton steps from the table's guess,
  /// as the scalar fast path) when all eight lie in (0, 1) and in segments that share one
  /// certified anchor; other groups go through ``value(at:)``. Results agree with
  /// ``value(at:)`` to within 1e-15 (the same iteration, computed lane-wise) and carry its
  /// accuracy and edge behaviour.
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
      var index = 0
      while index &+ 8 <= count {
        if !_BezierTable.valuesOfEight(input + index, output + index, table) {
          for lane in index..<(index &+ 8) { output[lane] = value(at: input[lane]) }
        }
        index &+= 8
      }
      while index < count {
        output[index] = value(at: input[index])
        index &+= 1
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

extension _BezierTable {
  /// The SIMD fast path for eight inputs; false (and nothing written) when a lane is outside
  /// (0, 1), or the lanes' segments are not all certified for the same anchor.
  @inlinable @inline(__always)
  static func valuesOfEight(
    _ input: UnsafePointer<Double>, _ output: UnsafeMutablePointer<Double>,
    _ table: UnsafePointer<Double>
  ) -> Bool {
    let x = UnsafeRawPointer(input).loadUnaligned(as: SIMD8<Double>.self)
    let inside = (x .> 0) .& (x .< 1)
    guard all(inside) else { return false }
    let position = x * Double(segmentCount)
    // Lane-wise segment lookup; the vectors are built from scalars in registers (writing lanes
    // through memory and reading them back as vectors stalls store forwarding).
    let (i0, i1, i2, i3) = (
      segmentIndex(position[0]), segmentIndex(position[1]), segmentIndex(position[2]),
      segmentIndex(position[3])
    )
    let (i4, i5, i6, i7) = (
      segmentIndex(position[4]), segmentIndex(position[5]), segmentIndex(position[6]),
      segmentIndex(position[7])
    )
    let segments = table + segmentsOffset
    let (s0, s1, s2, s3) = (
      segments + i0 &* segmentStride, segments + i1 &* segmentStride,
      segments + i2 &* segmentStride, segments + i3 &* segmentStride
    )
    let (s4, s5, s6, s7) = (
      segments + i4 &* segmentStride, segments + i5 &* segmentStride,
      segments + i6 &* segmentStride, segments + i7 &* segmentStride
    )
    let firstSelector = s0[4]
    let selectors = SIMD8(s0[4], s1[4], s2[4], s3[4], s4[4], s5[4], s6[4], s7[4])
    guard all(selectors .== firstSelector) && firstSelector < safeguarded else { return false }
    func coefficient(_ offset: Int) -> SIMD8<Double> {
      SIMD8(
        s0[offset], s1[offset], s2[offset], s3[offset], s4[offset], s5[offset], s6[offset],
        s7[offset])
    }
    let (c0, c1, c2, c3) = (coefficient(0), coefficient(1), coefficient(2), coefficient(3))
    let indices = SIMD8(
      Double(i0), Double(i1), Double(i2), Double(i3), Double(i4), Double(i5), Double(i6),
      Double(i7))
    let t = position - indices
    let anchor = _BezierAnchor(loadingFrom: table + Int(firstSelector) &* _BezierAnchor.stride)
    let tSquared = t * t
    let guess = (c0 + c1 * t) + (c2 + c3 * t) * tSquared
    let inverseSlope = (c1 + (2 * c2 + 3 * c3 * t) * t) * Double(segmentCount)
    let target = (x - anchor.x) - anchor.xLow
    var u = guess - anchor.center
    u -= (offset(anchor, u) - target) * inverseSlope
    let slope = anchor.dx1 + u * (2 * anchor.dx2 + 3 * anchor.dx3 * u)
    u -= (offset(anchor, u) - target) / slope
    let y = (anchor.y + u * anchor.dy1) + (u * u) * (anchor.dy2 + u * anchor.dy3)
    UnsafeMutableRawPointer(output).storeBytes(of: y, as: SIMD8<Double>.self)
    return true
  }

  /// The segment of a position in (0, segmentCount).
  @inlinable @inline(__always)
  static func segmentIndex(_ position: Double) -> Int {
    min(Int(position), segmentCount - 1)
  }

  /// x(center + u) − x(center), lane-wise.
  @inlinable @inline(__always)
  static func offset(_ anchor: _BezierAnchor, _ u: SIMD8<Double>) -> SIMD8<Double> {
    u * ((anchor.dx1 + u * anchor.dx2) + (u * u) * anchor.dx3)
  }
}
