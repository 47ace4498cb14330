import KineticsKernels
import KineticsNumerics

/// A cubic bézier's value path holding its storage without counting the reference: for
/// holders that keep the curve itself alive and read a curve chosen per value, as keyframe
/// segments do. Copying a `CubicBezier` out of an array retains and releases its storage
/// around the read, about 10 ns of atomic counting per value (Benchmarks.md); this copies only
/// numbers and an unmanaged reference. It reads what the curve reads (the direct solve, then
/// the table), and its values count toward the curve's table.
///
/// Valid only while a `CubicBezier` sharing the storage (the one it was made from, or a
/// copy) is alive: ``SegmentTimingCurves``, its one holder, keeps them.
@frozen @usableFromInline
struct UnretainedCubicBezier {
  @usableFromInline let storage: Unmanaged<BezierCurveStorage>
  @usableFromInline let yScale: Double
  @usableFromInline let startSlope: Double
  @usableFromInline let endSlope: Double

  /// The value path of `curve`, whose table the caller keeps alive.
  @usableFromInline
  init(_ curve: CubicBezier) {
    storage = Unmanaged.passUnretained(curve.shared.object)
    yScale = curve.yScale
    startSlope = curve.startSlope
    endSlope = curve.endSlope
  }

  /// The curve's ``CubicBezier/value(at:)``, bit for bit.
  @inlinable @inline(__always)
  func value(at progress: Double) -> Double {
    guard progress > 0 && progress < 1 else {
      return CubicBezier.valueOutsideOpenInterval(
        progress, startSlope: startSlope, endSlope: endSlope)
    }
    // The holder keeps the storage alive, so the reference needs no count for the read.
    return storage._withUnsafeGuaranteedRef { $0.value(progress) } * yScale
  }
}

extension UnretainedCubicBezier {
  /// The values at `input[range]` into `output[range]`, with the table's buffer held open: on
  /// processors with AVX-512 (`kernelLevel` 3, the processor's by default) eight at a time in
  /// the C kernel (`BezierValues.c`), which loads each lane's piece and evaluates it with the
  /// same operations, for the same bits; the rest in one Swift loop.
  @inlinable
  func values(
    at input: UnsafePointer<Double>, into output: UnsafeMutablePointer<Double>,
    in range: Range<Int>, kernelLevel: Int32 = BezierTable.kernelLevel
  ) {
    let yScale = self.yScale
    // The storage, which the holder keeps alive, holds the table.
    storage._withUnsafeGuaranteedRef { $0.table() }._withUnsafeGuaranteedRef { table in
      table.withUnsafeMutablePointers { grid, pinned in
        let (scale, last) = (grid.pointee.valuePieceScale, grid.pointee.lastValuePiece)
        var first = range.lowerBound
        if kernelLevel == 3 {
          first += kernelValues(
            at: input + first, into: output + first, count: range.count, table: pinned,
            valuePieceScale: scale, lastValuePiece: last)
        }
        for index in first..<range.upperBound {
          output[index] = batchValue(
            input[index], table: pinned, valuePieceScale: scale, lastValuePiece: last,
            yScale: yScale)
        }
      }
    }
  }

  /// The value at `x` from the table `table` (its grid of value pieces given): the batch
  /// path's value for one progress, the same bits as ``CubicBezier/value(at:)``.
  @inlinable @inline(__always)
  func batchValue(
    _ x: Double, table: UnsafePointer<Double>, valuePieceScale: Double, lastValuePiece: Int,
    yScale: Double
  ) -> Double {
    x > 0 && x < 1
      ? BezierTable.value(
        x, in: table, valuePieceScale: valuePieceScale, lastValuePiece: lastValuePiece) * yScale
      : CubicBezier.valueOutsideOpenInterval(x, startSlope: startSlope, endSlope: endSlope)
  }

  /// The values at the first `count` progresses of `input` through the C kernel
  /// (`runKernel`), the lanes it leaves (outside (0, 1) but for 0 and 1, or on an uncertified
  /// piece) evaluated here; returns how many it took.
  @usableFromInline
  func kernelValues(
    at input: UnsafePointer<Double>, into output: UnsafeMutablePointer<Double>, count: Int,
    table: UnsafePointer<Double>, valuePieceScale: Double, lastValuePiece: Int
  ) -> Int {
    runKernel(count: count) { first, size, others, othersCount in
      kinetics_bezier_values(
        3, table + BezierTable.valuesOffset, valuePieceScale, lastValuePiece, yScale,
        input + first, output + first, size, others, &othersCount)
    } forEachListed: { lane in
      output[lane] = batchValue(
        input[lane], table: table, valuePieceScale: valuePieceScale,
        lastValuePiece: lastValuePiece, yScale: yScale)
    }
  }
}

extension BezierTable {
  /// The processor's kernel level: the bézier kernel (`kinetics_bezier_values`) runs at 3
  /// (AVX-512F); below it the Swift loop alone does.
  @usableFromInline static let kernelLevel: Int32 = kinetics_spring_kernel_level()
}

// Unmanaged is not Sendable; the storage it refers to is (its table is published atomically).
extension UnretainedCubicBezier: @unchecked Sendable {}
