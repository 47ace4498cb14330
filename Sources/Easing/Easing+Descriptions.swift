// How the curves print: one short line each, as CSS or Swift would spell them, never their
// precomputed tables (`print(CubicBezier.easeOut)` once printed 100 KB).

extension CubicBezier: CustomStringConvertible, CustomReflectable {
  /// "CubicBezier(x1: 0.42, y1: 0.0, x2: 0.58, y2: 1.0)".
  public var description: String { "CubicBezier(x1: \(x1), y1: \(y1), x2: \(x2), y2: \(y2))" }

  /// The four control points, without the solver's tables.
  public var customMirror: Mirror {
    Mirror(self, children: ["x1": x1, "y1": y1, "x2": x2, "y2": y2], displayStyle: .struct)
  }
}

extension Steps: CustomStringConvertible {
  /// The CSS text: "steps(4)", "steps(4, jump-none)".
  public var description: String { TimingFunction.steps(self).cssText }
}

extension PiecewiseLinear: CustomStringConvertible {
  /// The CSS text: "linear(0 0%, 0.25 50%, 1 100%)".
  public var description: String { TimingFunction.piecewiseLinear(self).cssText }
}

extension Ease: CustomStringConvertible {
  /// "Ease(cubic, inOut)", "Ease(elastic(amplitude: 1.0, period: 0.3), out)".
  public var description: String { "Ease(\(family), \(mode))" }
}

extension ReversedCurve: CustomStringConvertible {
  /// "reversed(…)".
  public var description: String { "reversed(\(base))" }
}

extension MirroredCurve: CustomStringConvertible {
  /// "mirrored(…)".
  public var description: String { "mirrored(\(base))" }
}

extension RestrictedCurve: CustomStringConvertible {
  /// "restricted(…, to: 0.2...0.6)".
  public var description: String { "restricted(\(base), to: \(interval))" }
}

extension ClampedCurve: CustomStringConvertible {
  /// "clamped(…)".
  public var description: String { "clamped(\(base))" }
}
