import KineticsKernels
import KineticsNumerics

extension SegmentTimingCurves {
  /// Keyframes' values in the linear mode through the AVX-512 kernel
  /// (`kinetics_keyframe_values`): for the key times and values `keyTimes` and `values` (one
  /// more of each than there are segments), the value at each of the first `count`
  /// progresses into `results`, the bits of `KeyframeCurve.value(at:)` in that mode
  /// (`runKernel`). The lanes the kernel leaves (a NaN progress, a local progress on an uncertified
  /// piece next to a vertical tangent) are handed to `evaluateLane`, with their index, for
  /// the caller's scalar path. Returns how many progresses were taken from the first: a
  /// multiple of eight, or 0 where the kernel does not run (no AVX-512, a segment
  /// neither linear nor a cubic bézier, more than seven segments). Builds each bézier's table
  /// first, as the béziers' batch path does.
  package func kernelKeyframeValues(
    keyTimes: UnsafePointer<Double>, values: UnsafePointer<Double>,
    at progresses: UnsafePointer<Double>, into results: UnsafeMutablePointer<Double>,
    count: Int, evaluateLane: (Int) -> Void
  ) -> Int {
    let segmentCount = self.count
    guard BezierTable.kernelLevel == 3, !views.isEmpty, (1...7).contains(segmentCount), count >= 8
    else {
      return 0
    }
    return withUnsafeTemporaryAllocation(of: UnsafePointer<Double>?.self, capacity: 7) {
      pieces in
      withUnsafeTemporaryAllocation(of: Double.self, capacity: 14) { doubles in
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 7) { lastPieces in
          let (scales, yScales) = (doubles.baseAddress!, doubles.baseAddress! + 7)
          for segment in 0..<segmentCount {
            let grid = views[segment].map(\.valuePieces)
            pieces[segment] = grid?.pieces
            scales[segment] = grid?.scale ?? 1
            lastPieces[segment] = grid?.lastPiece ?? 0
            yScales[segment] = views[segment]?.yScale ?? 1
          }
          var keyframes = KineticsKeyframes(
            keyTimes: keyTimes, values: values, pieces: UnsafePointer(pieces.baseAddress!),
            pieceScales: scales, yScales: yScales, lastPieces: lastPieces.baseAddress!,
            segmentCount: segmentCount)
          return runKernel(
            count: count,
            { first, size, others, othersCount in
              kinetics_keyframe_values(
                3, &keyframes, progresses + first, results + first, size, others, &othersCount)
            }, forEachListed: evaluateLane)
        }
      }
    }
  }
}

extension UnretainedCubicBezier {
  /// The value pieces of the curve's table (built first if it has none), their number as a
  /// scale and the index of the last: valid while the curve's holder keeps it alive (the
  /// table lives as long as the curve's storage, in a buffer that never moves).
  var valuePieces: (pieces: UnsafePointer<Double>, scale: Double, lastPiece: Int) {
    storage._withUnsafeGuaranteedRef { $0.table() }._withUnsafeGuaranteedRef { table in
      table.withUnsafeMutablePointers { grid, pinned in
        (
          UnsafePointer(pinned + BezierTable.valuesOffset), grid.pointee.valuePieceScale,
          grid.pointee.lastValuePiece
        )
      }
    }
  }
}
