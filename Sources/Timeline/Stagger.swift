import Easing
import KineticsCore

/// The delays of a staggered group: GSAP's `stagger` (`each`, `from`, `ease`) and Motion's
/// `stagger(duration, { from, ease })` — each member starts later than the previous by
/// ``interval`` seconds, counted from ``origin`` (the first member, the last, the middle, or a
/// given index, spreading both ways), and, with a ``curve``, the delays are eased over the
/// group's whole spread rather than spaced evenly.
///
/// ```swift
/// let stagger = Stagger(interval: 0.05, from: .center)
/// (0..<5).map { stagger.delay(ofIndex: $0, count: 5) }  // [0.1, 0.05, 0.0, 0.05, 0.1]
/// ```
///
/// The delay of index i is d·interval for its distance d from the origin (|i − origin|; the
/// center of an even count lies between two members, at distance ½ from both); with a curve,
/// it is curve(d / D)·D·interval, D the largest distance in the group. Add it to the group's
/// start time when adding each member to a timeline.
public struct Stagger: Hashable, Sendable {
  /// Where the delays are counted from.
  public enum Origin: Hashable, Sendable {
    /// The first member starts first.
    case start
    /// The middle member (or the middle two) starts first, the ends last.
    case center
    /// The last member starts first.
    case end
    /// Member `index` starts first.
    case index(Int)
  }

  /// Seconds between neighbours (before easing), ≥ 0.
  public let interval: Double
  /// Where the delays are counted from.
  public let origin: Origin
  /// The easing of the delays over the group's spread; nil spaces them evenly.
  public let curve: AnyTimingCurve?

  /// A stagger of `interval` seconds between neighbours, from `origin`, spaced evenly.
  ///
  /// - Precondition: `interval` finite and ≥ 0 (``validate(interval:from:)``).
  public init(interval: Double, from origin: Origin = .start) {
    do { try Stagger.validate(interval: interval, from: origin) } catch { error.stop() }
    self.interval = interval
    self.origin = origin
    curve = nil
  }

  /// A stagger whose delays are eased by `curve` over the group's spread.
  ///
  /// - Precondition: `interval` finite and ≥ 0 (``validate(interval:from:)``).
  public init(interval: Double, from origin: Origin = .start, curve: some TimingCurve) {
    do { try Stagger.validate(interval: interval, from: origin) } catch { error.stop() }
    self.interval = interval
    self.origin = origin
    self.curve = AnyTimingCurve(curve)
  }

  /// Checks the interval: finite and ≥ 0 (any origin is valid).
  ///
  /// - Throws: `ValidationError` for `interval`.
  public static func validate(interval: Double, from origin: Origin = .start)
    throws(ValidationError)
  {
    guard interval.isFinite && interval >= 0 else {
      throw ValidationError(
        type: "Stagger", parameter: "interval", requirement: "must be finite and ≥ 0",
        value: interval)
    }
  }

  /// The delay, seconds, of member `index` of a group of `count`.
  ///
  /// - Precondition: `count` ≥ 1 and `index` in `0..<count`.
  public func delay(ofIndex index: Int, count: Int) -> Double {
    precondition(count >= 1, "Stagger.delay: count must be ≥ 1, got \(count)")
    precondition(
      (0..<count).contains(index), "Stagger.delay: index must lie in 0..<\(count), got \(index)")
    let center: Double
    switch origin {
    case .start: center = 0
    case .end: center = Double(count - 1)
    case .center: center = Double(count - 1) / 2
    case .index(let first): center = Double(min(max(first, 0), count - 1))
    }
    let distance = abs(Double(index) - center)
    guard let curve else { return distance * interval }
    let largest = max(center, Double(count - 1) - center)
    guard largest > 0 else { return 0 }
    return curve.value(at: distance / largest) * largest * interval
  }
}
