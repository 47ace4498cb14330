/// UIKit's `UIView.AnimationCurve`, by raw value, mapped to Core Animation's curves.
///
/// `UIView.AnimationCurve(rawValue:)` accepts any integer; keyboard notifications report the
/// undocumented 7. Here an unknown raw value gives nil, so the caller learns it is unknown:
///
/// ```swift
/// ViewAnimationCurve(rawValue: 2)?.timingCurve  // CubicBezier.easeOut
/// ViewAnimationCurve(rawValue: 7)               // nil
/// ```
public enum ViewAnimationCurve: Int, Sendable, Hashable, CaseIterable, Codable {
  /// Raw value 0, UIKit's default: ``CubicBezier/easeInOut``.
  case easeInOut = 0
  /// Raw value 1: ``CubicBezier/easeIn``.
  case easeIn = 1
  /// Raw value 2: ``CubicBezier/easeOut``.
  case easeOut = 2
  /// Raw value 3: ``CubicBezier/linear``.
  case linear = 3

  /// The bezier Core Animation uses for this curve.
  public var timingCurve: CubicBezier {
    switch self {
    case .easeInOut: .easeInOut
    case .easeIn: .easeIn
    case .easeOut: .easeOut
    case .linear: .linear
    }
  }

  /// The bits of `UIView.AnimationOptions` that select this curve: the raw value shifted left
  /// by 16 (`.curveEaseIn` is 1 << 16).
  public var animationOptionsBits: UInt { UInt(rawValue) << 16 }
}
