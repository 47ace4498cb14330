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

// Unmanaged is not Sendable; the storage it refers to is (its table is published atomically).
extension UnretainedCubicBezier: @unchecked Sendable {}
