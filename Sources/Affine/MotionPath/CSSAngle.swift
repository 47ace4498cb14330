import CSSSyntax
import KineticsNumerics

/// A CSS `<angle>` as written: a number and its unit, so that it serializes as specified
/// (`0.5turn`, `-7rad`).
public struct CSSAngle: Hashable, Sendable, CustomStringConvertible {
  /// The units CSS defines for angles.
  public enum Unit: String, Hashable, Sendable, CaseIterable {
    /// Degrees: 360 a turn.
    case degrees = "deg"
    /// Radians: 2π a turn.
    case radians = "rad"
    /// Gradians: 400 a turn.
    case gradians = "grad"
    /// Turns.
    case turns = "turn"
  }

  /// The number.
  public var value: Double
  /// Its unit.
  public var unit: Unit

  /// `value` in `unit`.
  public init(_ value: Double, _ unit: Unit) {
    self.value = value
    self.unit = unit
  }

  /// `value` degrees.
  public static func degrees(_ value: Double) -> CSSAngle { CSSAngle(value, .degrees) }

  /// The angle in radians, for a rotation: degrees, gradians and turns are first reduced to
  /// within half a turn (exactly, so that `1e300deg` is a precise angle), radians as they are.
  public var radians: Double {
    switch unit {
    case .degrees: return value.remainder(dividingBy: 360) * (.pi / 180)
    case .radians: return value
    case .gradians: return value.remainder(dividingBy: 400) * (.pi / 200)
    case .turns: return value.remainder(dividingBy: 1) * (2 * .pi)
    }
  }

  /// The angle in degrees, not reduced (720deg stays two turns): what CSS interpolates.
  var degrees: Double {
    switch unit {
    case .degrees: return value
    case .radians: return value * (180 / .pi)
    case .gradians: return value * 0.9
    case .turns: return value * 360
    }
  }

  /// "90deg".
  public var description: String { CSSNumber.text(value) + unit.rawValue }
}
