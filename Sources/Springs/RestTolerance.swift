import KineticsCore

/// When a physical motion counts as settled: how far from its target (value units) and how fast
/// (units per second) it may still be.
///
/// ```swift
/// let fraction = RestTolerance.unit                // for a 0…1 fraction
/// (fraction.displacement, fraction.velocity)       // (0.001, 0.0625)
/// let points = RestTolerance(minimumVisibleChange: 1.0 / 3)  // points on a 3x screen
/// (points.displacement, points.velocity)           // (0.25, 15.625)
/// ```
///
/// The defaults follow the peers: Flutter's `Tolerance` uses 0.001 for distance, and AndroidX's
/// `DynamicAnimation` takes 0.75 of the smallest visible change as its value threshold and 62.5
/// times that (one threshold per 16 ms frame) as its velocity threshold.
@frozen
public struct RestTolerance: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The largest distance from the target that counts as arrived, in value units.
  public let displacement: Double
  /// The largest speed that counts as stopped, in value units per second.
  public let velocity: Double

  /// Creates a tolerance.
  ///
  /// - Precondition: both are finite and > 0 (see ``validate(displacement:velocity:)``).
  public init(displacement: Double, velocity: Double) {
    do { try RestTolerance.validate(displacement: displacement, velocity: velocity) } catch {
      error.stop()
    }
    self.displacement = displacement
    self.velocity = velocity
  }

  /// AndroidX's rule for a property whose smallest visible change is `change` (1 for pixels,
  /// 1/256 for alpha, 0.1 for degrees of rotation, 1/500 for scale): displacement 0.75·change,
  /// velocity 62.5 times that.
  public init(minimumVisibleChange change: Double) {
    self.init(displacement: 0.75 * change, velocity: 0.75 * change * 62.5)
  }

  /// For fractions and other values of order 1: displacement 0.001 (Flutter's distance
  /// tolerance, Core Animation's ε for a unit move), velocity 0.0625 per second (AndroidX's
  /// ratio to it).
  public static let unit = RestTolerance(displacement: 0.001, velocity: 0.0625)

  /// Checks the ranges: both finite and > 0.
  ///
  /// - Throws: `ValidationError` naming the first parameter out of range.
  public static func validate(displacement: Double, velocity: Double) throws(ValidationError) {
    try ValidationError.requirePositive(
      displacement, type: "RestTolerance", parameter: "displacement")
    try ValidationError.requirePositive(velocity, type: "RestTolerance", parameter: "velocity")
  }

  /// Decodes `{"displacement": …, "velocity": …}` with ``validate(displacement:velocity:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let displacement = try container.decode(Double.self, forKey: .displacement)
    let velocity = try container.decode(Double.self, forKey: .velocity)
    try ValidationError.decoding(in: container) {
      try RestTolerance.validate(displacement: displacement, velocity: velocity)
    }
    self.init(displacement: displacement, velocity: velocity)
  }

  /// "rest within 0.001, 0.0625/s".
  public var description: String { "rest within \(displacement), \(velocity)/s" }
}
