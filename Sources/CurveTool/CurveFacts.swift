import Easing
import KineticsCore
import Springs

/// The key facts of a curve, as text lines.
public enum CurveFacts {
  /// Overshoot, undershoot, velocity at the ends, the value at the end; for springs every
  /// parameterization and the settling times.
  public static func lines(for curve: CurveExpression) -> [String] {
    let samples = (0...2000).map { curve.value(at: Double($0) / 2000) }
    let (low, high) = (samples.min()!, samples.max()!)
    var lines = [
      "curve: \(curve.text)",
      "range over progress 0…1: \(format(low)) … \(format(high))"
        + (high > 1 ? " (overshoot \(format(high - 1)))" : "")
        + (low < 0 ? " (undershoot \(format(-low)))" : ""),
      "velocity at 0: \(format(curve.velocity(at: 0))), at 1: \(format(curve.velocity(at: 1)))",
      "value at 1: \(format(curve.value(at: 1)))",
    ]
    switch curve.kind {
    case .css(let function): lines.append("css: \(function.cssText)")
    case .ease(let ease): lines.append("family: \(ease.family), mode: \(ease.mode.rawValue)")
    case .spring(let spring, let springCurve):
      lines += [
        "mass/stiffness/damping: \(format(spring.mass)) / \(format(spring.stiffness)) / \(format(spring.damping))",
        "response/dampingRatio: \(format(spring.response)) s / \(format(spring.dampingRatio))",
        "duration/bounce: \(format(spring.response)) s / \(format(spring.bounce))",
        "shown over: \(format(springCurve.duration)) s, initial velocity \(format(springCurve.initialVelocity)) distances/s",
        "settling (exact, ε 0.001): \(format(spring.exactSettlingDuration(initialDisplacement: -1, initialVelocity: springCurve.initialVelocity))) s",
        "settling (Core Animation rule): \(format(spring.coreAnimationSettlingDuration(initialVelocity: springCurve.initialVelocity))) s",
      ]
    }
    return lines
  }

  /// Up to 6 significant digits.
  static func format(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    let rounded = (value * 1e6).rounded() / 1e6
    return rounded == rounded.rounded() && abs(rounded) < 1e15
      ? String(Int64(rounded)) : "\(rounded)"
  }

  /// A table of `count` samples: progress, value, velocity.
  public static func samples(_ curve: CurveExpression, count: Int) -> [String] {
    precondition(
      CurveToolCommand.sampleLimits.contains(count),
      "samples: count must lie in \(CurveToolCommand.sampleLimits), got \(count)")
    return ["progress\tvalue\tvelocity"]
      + (0..<count).map { index in
        let progress = Double(index) / Double(count - 1)
        return "\(format(progress))\t\(curve.value(at: progress))\t\(curve.velocity(at: progress))"
      }
  }

  /// The CSS `linear()` that follows the curve within `maximumError`.
  ///
  /// - Throws: `ValidationError` where the curve has no CSS form (a value beyond the double
  ///   range).
  public static func css(_ curve: CurveExpression, maximumError: Double) throws(ValidationError)
    -> String
  {
    TimingFunction.piecewiseLinear(
      try PiecewiseLinear(approximating: curve, maximumError: maximumError)
    ).cssText
  }
}
