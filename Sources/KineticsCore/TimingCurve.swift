/// A function from linear progress to eased progress: the shape of an animation over time.
///
/// Progress runs from 0 (the start) to 1 (the end). Every curve in Kinetics returns exactly 0 at 0
/// and exactly 1 at 1 unless its documentation says otherwise (a spring that has not settled, a
/// `steps()` curve with `jump-start`), documents what it does outside [0, 1], and propagates NaN.
///
/// ```swift
/// let curve = CubicBezier.easeInOut
/// curve.value(at: 0.5)     // 0.5
/// curve.velocity(at: 0.5)  // 1.724137931034482…: 50/29
/// ```
///
/// Curves are values: Hashable (two curves are equal when they are the same curve) and
/// Sendable. The curves themselves live in Easing (cubic béziers, `steps()`, `linear()`, the
/// Penner family, `AnyTimingCurve` holding any of them behind one type) and Springs (a spring
/// as a curve); the protocol lives here so that each module depends only on this vocabulary.
public protocol TimingCurve: Hashable, Sendable {
  /// The eased progress at `progress` (a fraction of the animation's duration).
  func value(at progress: Double) -> Double

  /// The derivative of ``value(at:)`` with respect to progress: eased progress per unit of
  /// progress. Multiply by `1 / duration` to get fractions of the distance per second.
  func velocity(at progress: Double) -> Double

  /// The eased progress with CSS's before flag: set while the animation is in its before phase,
  /// where `steps()` with a jump at the start must not show it yet. Curves without jumps
  /// ignore the flag (the default implementation returns ``value(at:)``).
  func value(at progress: Double, beforeFlag: Bool) -> Double
}

extension TimingCurve {
  /// ``value(at:)``: the flag only matters for curves with a jump at their start.
  @inlinable
  public func value(at progress: Double, beforeFlag: Bool) -> Double { value(at: progress) }
}
