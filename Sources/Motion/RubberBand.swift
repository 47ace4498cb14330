/// The rubber-band resistance of a scroll view pulled past its edge: an overshoot `offset` is
/// shown as `(1 − 1/(offset·c/dimension + 1))·dimension`, approaching `dimension` but never
/// reaching it (c = 0.55 in UIKit's feel). Odd in `offset`; 0 maps to 0.
///
/// ```swift
/// rubberBand(offset: 100, dimension: 844)  // 51.63… points shown for 100 pulled
/// ```
///
/// Written as offset·c/(offset·c/dimension + 1), which is the same function without the
/// cancellation of 1 − 1/(1 + small): relative precision for offsets of any size, 1e-20 included.
///
/// - Precondition: `dimension` and `coefficient` are finite and > 0; `offset` is not NaN.
@inlinable
public func rubberBand(offset: Double, dimension: Double, coefficient: Double = 0.55) -> Double {
  precondition(
    dimension.isFinite && dimension > 0,
    "rubberBand: dimension must be finite and > 0, got \(dimension)")
  precondition(
    coefficient.isFinite && coefficient > 0,
    "rubberBand: coefficient must be finite and > 0, got \(coefficient)")
  precondition(!offset.isNaN, "rubberBand: offset must not be NaN")
  let stretch = abs(offset) * coefficient
  let ratio = stretch / dimension
  let banded = ratio.isFinite ? stretch / (ratio + 1) : dimension
  return offset < 0 ? -banded : banded
}
