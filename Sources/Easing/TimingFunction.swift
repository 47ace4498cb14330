/// A CSS `<easing-function>`: the curves CSS can express, as one Hashable, Codable value that
/// parses and prints CSS text.
///
/// ```swift
/// let curve = try TimingFunction(css: "cubic-bezier(0.42, 0, 0.58, 1)")
/// curve.cssText                  // "ease-in-out"
/// curve.value(at: 0.5)           // 0.5
/// try TimingFunction(css: "steps(4, jump-none)").value(at: 0.3)  // 0.3333333333333333
/// ```
///
/// Printing gives the canonical text (keywords for the CSS keyword curves, `steps(n)` for the
/// default position, every `linear()` point with its input), and parsing that text gives back an
/// equal value. Codable as its CSS text; decoding validates it.
public enum TimingFunction: TimingCurve, Hashable, Sendable {
  /// CSS `linear`: the identity.
  case linear
  /// CSS `cubic-bezier()` and the keywords `ease`, `ease-in`, `ease-out`, `ease-in-out`.
  case cubicBezier(CubicBezier)
  /// CSS `steps()` and the keywords `step-start`, `step-end`.
  case steps(Steps)
  /// CSS `linear()` with stops.
  case piecewiseLinear(PiecewiseLinear)

  /// CSS `ease`: ``CubicBezier/default``.
  public static let ease = TimingFunction.cubicBezier(.default)
  /// CSS `ease-in`: ``CubicBezier/easeIn``.
  public static let easeIn = TimingFunction.cubicBezier(.easeIn)
  /// CSS `ease-out`: ``CubicBezier/easeOut``.
  public static let easeOut = TimingFunction.cubicBezier(.easeOut)
  /// CSS `ease-in-out`: ``CubicBezier/easeInOut``.
  public static let easeInOut = TimingFunction.cubicBezier(.easeInOut)
  /// CSS `step-start`: `steps(1, start)`.
  public static let stepStart = TimingFunction.steps(Steps(1, .start))
  /// CSS `step-end`: `steps(1, end)`.
  public static let stepEnd = TimingFunction.steps(Steps(1, .end))

  /// The curve Core Animation names `name` (`kCAMediaTimingFunctionEaseIn` is "easeIn"):
  /// "linear", "easeIn", "easeOut", "easeInEaseOut" or "default"; nil for other names.
  public init?(coreAnimationName name: String) {
    switch name {
    case "linear": self = .cubicBezier(.linear)
    case "easeIn": self = .easeIn
    case "easeOut": self = .easeOut
    case "easeInEaseOut": self = .easeInOut
    case "default": self = .ease
    default: return nil
    }
  }

  /// The CSS easing function that is `curve`: a `TimingFunction` itself, a ``CubicBezier``,
  /// ``Steps`` or ``PiecewiseLinear`` (also inside an ``AnyTimingCurve``); nil for curves CSS
  /// cannot write (a Penner ease, a spring).
  public init?(_ curve: any TimingCurve) {
    switch curve {
    case let function as TimingFunction: self = function
    case let bezier as CubicBezier: self = .cubicBezier(bezier)
    case let steps as Steps: self = .steps(steps)
    case let linear as PiecewiseLinear: self = .piecewiseLinear(linear)
    case let erased as AnyTimingCurve: self.init(erased.base)
    default: return nil
    }
  }

  /// The eased progress at `progress`, as the wrapped curve defines it.
  @inlinable
  public func value(at progress: Double) -> Double {
    switch self {
    case .linear: progress
    case .cubicBezier(let curve): curve.value(at: progress)
    case .steps(let curve): curve.value(at: progress)
    case .piecewiseLinear(let curve): curve.value(at: progress)
    }
  }

  /// The eased progress with the before flag, which only `steps()` uses.
  @inlinable
  public func value(at progress: Double, beforeFlag: Bool) -> Double {
    if case .steps(let curve) = self { return curve.value(at: progress, beforeFlag: beforeFlag) }
    return value(at: progress)
  }

  /// The slope at `progress`, as the wrapped curve defines it.
  @inlinable
  public func velocity(at progress: Double) -> Double {
    switch self {
    case .linear: progress.isNaN ? progress : 1
    case .cubicBezier(let curve): curve.velocity(at: progress)
    case .steps(let curve): curve.velocity(at: progress)
    case .piecewiseLinear(let curve): curve.velocity(at: progress)
    }
  }
}
